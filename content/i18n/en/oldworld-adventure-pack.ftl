### oldworld / adventure-pack: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/oldworld/adventure-pack.grim
oldworld__event__ambush-in-the-wood__flavour = Human bandits ambush the envoy; you hold them off.

# content/oldworld/adventure-pack.grim
oldworld__event__ambush-in-the-wood__name = Ambush in the Wood

# content/oldworld/adventure-pack.grim
oldworld__event__amulet-awakens__flavour = The amulet wakes in your pocket and asks to be used.

# content/oldworld/adventure-pack.grim
oldworld__event__amulet-awakens__name = The Amulet Awakens

# content/oldworld/adventure-pack.grim
oldworld__event__amulet-shattered__flavour = The amulet shatters; its shards are worth something.

# content/oldworld/adventure-pack.grim
oldworld__event__amulet-shattered__name = The Amulet Shattered

# content/oldworld/adventure-pack.grim
oldworld__event__amulets-blessing__flavour = The amulet's power settles into you.

# content/oldworld/adventure-pack.grim
oldworld__event__amulets-blessing__name = The Amulet's Blessing

# content/oldworld/adventure-pack.grim
oldworld__event__bandits-hall__flavour = In a ruined hall of Behelt Nar, the bandit lord waits.

# content/oldworld/adventure-pack.grim
oldworld__event__bandits-hall__name = The Bandits' Hall

# content/oldworld/adventure-pack.grim
oldworld__event__beast-slain__flavour = The beast dies; the village pays and does not ask.

# content/oldworld/adventure-pack.grim
oldworld__event__beast-slain__name = The Beast Slain

# content/oldworld/adventure-pack.grim
oldworld__event__bridge-troll__flavour = The troll under the bridge only wants someone to talk to.

# content/oldworld/adventure-pack.grim
oldworld__event__bridge-troll__name = The Bridge Troll

# content/oldworld/adventure-pack.grim
oldworld__event__brothers-grave__flavour = Only his grave is left; his medallion goes home.

# content/oldworld/adventure-pack.grim
oldworld__event__brothers-grave__name = A Brother's Grave

# content/oldworld/adventure-pack.grim
oldworld__event__brothers-reunited__flavour = The brothers meet again and share their potions.

# content/oldworld/adventure-pack.grim
oldworld__event__brothers-reunited__name = Brothers Reunited

# content/oldworld/adventure-pack.grim
oldworld__event__captains-log__flavour = The captain's log tells where the rest was buried.

# content/oldworld/adventure-pack.grim
oldworld__event__captains-log__name = The Captain's Log

# content/oldworld/adventure-pack.grim
oldworld__event__cartographers-camp__flavour = The cartographer is alive, trapped on a ledge above Ard Modron.

# content/oldworld/adventure-pack.grim
oldworld__event__cartographers-camp__name = The Cartographer's Camp

# content/oldworld/adventure-pack.grim
oldworld__event__changelings-truth__flavour = The boy is a changeling; the witch was keeping him safe.

# content/oldworld/adventure-pack.grim
oldworld__event__changelings-truth__name = The Changeling's Truth

# content/oldworld/adventure-pack.grim
oldworld__event__child-in-the-swamp__flavour = The boy is in a swamp hut near Gorthur Gvaed, with a witch.

# content/oldworld/adventure-pack.grim
oldworld__event__child-in-the-swamp__name = The Child in the Swamp

# content/oldworld/adventure-pack.grim
oldworld__event__child-returned__flavour = You bring the boy home; the whole street thanks you.

# content/oldworld/adventure-pack.grim
oldworld__event__child-returned__name = The Child Returned

# content/oldworld/adventure-pack.grim
oldworld__event__cintran-guard__flavour = You hand the cipher to the guard, who rewards your loyalty.

# content/oldworld/adventure-pack.grim
oldworld__event__cintran-guard__name = The Cintran Guard

# content/oldworld/adventure-pack.grim
oldworld__event__cipher-broken__flavour = In Cintra, you learn what the cipher says.

# content/oldworld/adventure-pack.grim
oldworld__event__cipher-broken__name = The Cipher Broken

# content/oldworld/adventure-pack.grim
oldworld__event__circle-of-elders__flavour = The druids near Stygga ask you to judge a quarrel.

# content/oldworld/adventure-pack.grim
oldworld__event__circle-of-elders__name = The Circle of Elders

# content/oldworld/adventure-pack.grim
oldworld__event__collapsed-shaft__flavour = The shaft collapses; you escape with bruises and a few nuggets.

# content/oldworld/adventure-pack.grim
oldworld__event__collapsed-shaft__name = A Collapsed Shaft

# content/oldworld/adventure-pack.grim
oldworld__event__crones-favour__flavour = The crone mends your wounds and your gear.

# content/oldworld/adventure-pack.grim
oldworld__event__crones-favour__name = The Crone's Favour

# content/oldworld/adventure-pack.grim
oldworld__event__crones-price__flavour = The crone wants something in return.

# content/oldworld/adventure-pack.grim
oldworld__event__crones-price__name = The Crone's Price

# content/oldworld/adventure-pack.grim
oldworld__event__crypt-sealed__flavour = You seal the crypt with the priest's blessing.

# content/oldworld/adventure-pack.grim
oldworld__event__crypt-sealed__name = The Crypt Sealed

# content/oldworld/adventure-pack.grim
oldworld__event__cure-found__flavour = The doctor cures the sick and shares the cure with you.

# content/oldworld/adventure-pack.grim
oldworld__event__cure-found__name = The Cure Found

# content/oldworld/adventure-pack.grim
oldworld__event__curse-lifted__flavour = You find the words that lift the curse; the man weeps.

# content/oldworld/adventure-pack.grim
oldworld__event__curse-lifted__name = The Curse Lifted

# content/oldworld/adventure-pack.grim
oldworld__event__debt-forgiven__flavour = He is poor; you forgive the debt and he gives what he can.

# content/oldworld/adventure-pack.grim
oldworld__event__debt-forgiven__name = The Debt Forgiven

# content/oldworld/adventure-pack.grim
oldworld__event__debt-paid__flavour = He pays the debt in full, with interest.

# content/oldworld/adventure-pack.grim
oldworld__event__debt-paid__name = The Debt Paid

# content/oldworld/adventure-pack.grim
oldworld__event__diary-read__flavour = At Kaer Morhen, the diary's last pages make sense.

# content/oldworld/adventure-pack.grim
oldworld__event__diary-read__name = The Diary Read

# content/oldworld/adventure-pack.grim
oldworld__event__disputed-inheritance__flavour = His brothers quarrel; you leave with what you were promised.

# content/oldworld/adventure-pack.grim
oldworld__event__disputed-inheritance__name = A Disputed Inheritance

# content/oldworld/adventure-pack.grim
oldworld__event__doctors-secret__flavour = The doctor was a vampire; you leave him to his patients.

# content/oldworld/adventure-pack.grim
oldworld__event__doctors-secret__name = The Doctor's Secret

# content/oldworld/adventure-pack.grim
oldworld__event__dragons-hoard__flavour = A forgotten corner of the hoard is still there.

# content/oldworld/adventure-pack.grim
oldworld__event__dragons-hoard__name = The Dragon's Hoard

# content/oldworld/adventure-pack.grim
oldworld__event__dragons-lair__flavour = In Ard Modron's heights, an old lair, long empty.

# content/oldworld/adventure-pack.grim
oldworld__event__dragons-lair__name = The Dragon's Lair

# content/oldworld/adventure-pack.grim
oldworld__event__dragons-lesson__flavour = Carvings on the wall teach an old fighting stance.

# content/oldworld/adventure-pack.grim
oldworld__event__dragons-lesson__name = The Dragon's Lesson

# content/oldworld/adventure-pack.grim
oldworld__event__duchesss-feast__flavour = The duchess wants a monster slain before the dessert.

# content/oldworld/adventure-pack.grim
oldworld__event__duchesss-feast__name = The Duchess's Feast

# content/oldworld/adventure-pack.grim
oldworld__event__egg-delivered__flavour = You bring the egg; the prince pays a fortune.

# content/oldworld/adventure-pack.grim
oldworld__event__egg-delivered__name = The Egg Delivered

# content/oldworld/adventure-pack.grim
oldworld__event__elder-grudge__flavour = One elder leaves angry, and his curse follows you.

# content/oldworld/adventure-pack.grim
oldworld__event__elder-grudge__name = An Elder's Grudge

# content/oldworld/adventure-pack.grim
oldworld__event__elven-friendship__flavour = The elves thank you with arrows and a salve.

# content/oldworld/adventure-pack.grim
oldworld__event__elven-friendship__name = Elven Friendship

# content/oldworld/adventure-pack.grim
oldworld__event__envoy-arrives__flavour = You reach Dhuwod; the Scoia'tael watch from the trees.

# content/oldworld/adventure-pack.grim
oldworld__event__envoy-arrives__name = The Envoy Arrives

# content/oldworld/adventure-pack.grim
oldworld__event__fair-judgement__flavour = Both sides accept your judgement; the druids bless you.

# content/oldworld/adventure-pack.grim
oldworld__event__fair-judgement__name = A Fair Judgement

# content/oldworld/adventure-pack.grim
oldworld__event__fallen-surveyor__flavour = You are too late; you carry his maps to his guild.

# content/oldworld/adventure-pack.grim
oldworld__event__fallen-surveyor__name = The Fallen Surveyor

# content/oldworld/adventure-pack.grim
oldworld__event__familys-thanks__flavour = His widow insists you take his sword money.

# content/oldworld/adventure-pack.grim
oldworld__event__familys-thanks__name = The Family's Thanks

# content/oldworld/adventure-pack.grim
oldworld__event__forgotten-formula__flavour = The diary holds a forgotten alchemical formula.

# content/oldworld/adventure-pack.grim
oldworld__event__forgotten-formula__name = A Forgotten Formula

# content/oldworld/adventure-pack.grim
oldworld__event__fortune-revealed__flavour = You turn the card over; the fortune is yours to choose.

# content/oldworld/adventure-pack.grim
oldworld__event__fortune-revealed__name = The Fortune Revealed

# content/oldworld/adventure-pack.grim
oldworld__event__fortunes-favour__flavour = The card promised wealth, and it comes.

# content/oldworld/adventure-pack.grim
oldworld__event__fortunes-favour__name = Fortune's Favour

# content/oldworld/adventure-pack.grim
oldworld__event__ghouls-feast__flavour = The robbers dug too deep and woke a ghoul nest.

# content/oldworld/adventure-pack.grim
oldworld__event__ghouls-feast__name = The Ghouls' Feast

# content/oldworld/adventure-pack.grim
oldworld__event__gold-in-the-hold__flavour = The hold still holds a chest of imperial florens.

# content/oldworld/adventure-pack.grim
oldworld__event__gold-in-the-hold__name = Gold in the Hold

# content/oldworld/adventure-pack.grim
oldworld__event__griffins-nest__flavour = On the cliffs of Kaer Seren, a griffin guards its nest.

# content/oldworld/adventure-pack.grim
oldworld__event__griffins-nest__name = The Griffin's Nest

# content/oldworld/adventure-pack.grim
oldworld__event__hard-road__flavour = The card promised a hard road, and it teaches you.

# content/oldworld/adventure-pack.grim
oldworld__event__hard-road__name = A Hard Road

# content/oldworld/adventure-pack.grim
oldworld__event__herbs-of-haern-caduch__flavour = The Bears' herb garden holds what the doctor needs.

# content/oldworld/adventure-pack.grim
oldworld__event__herbs-of-haern-caduch__name = Herbs of Haern Caduch

# content/oldworld/adventure-pack.grim
oldworld__event__hermits-gift__flavour = The hermit was a Bear witcher once; he gives you his notes.

# content/oldworld/adventure-pack.grim
oldworld__event__hermits-gift__name = The Hermit's Gift

# content/oldworld/adventure-pack.grim
oldworld__event__knights-tourney__flavour = You win a tourney against knights-errant and their pride.

# content/oldworld/adventure-pack.grim
oldworld__event__knights-tourney__name = The Knights' Tourney

# content/oldworld/adventure-pack.grim
oldworld__event__ladys-gift__flavour = The Lady gives you her blessing and a blade's edge.

# content/oldworld/adventure-pack.grim
oldworld__event__ladys-gift__name = The Lady's Gift

# content/oldworld/adventure-pack.grim
oldworld__event__ladys-test__flavour = The Lady tests your heart and finds it tired.

# content/oldworld/adventure-pack.grim
oldworld__event__ladys-test__name = The Lady's Test

# content/oldworld/adventure-pack.grim
oldworld__event__lakes-edge__flavour = At the lake near Glenmore, a hand rises from the water.

# content/oldworld/adventure-pack.grim
oldworld__event__lakes-edge__name = The Lake's Edge

# content/oldworld/adventure-pack.grim
oldworld__event__lantern-extinguished__flavour = You put out the lantern; a grateful ferryman pays your way.

# content/oldworld/adventure-pack.grim
oldworld__event__lantern-extinguished__name = The Lantern Put Out

# content/oldworld/adventure-pack.grim
oldworld__event__lantern-kept__flavour = You keep the lantern; it shows what others hide.

# content/oldworld/adventure-pack.grim
oldworld__event__lantern-kept__name = The Lantern Kept

# content/oldworld/adventure-pack.grim
oldworld__event__last-fight__flavour = The diary describes his last fight, and how he lost it.

# content/oldworld/adventure-pack.grim
oldworld__event__last-fight__name = The Last Fight

# content/oldworld/adventure-pack.grim
oldworld__event__letter-burned__flavour = You burn the letter; whoever wrote it will try again.

# content/oldworld/adventure-pack.grim
oldworld__event__letter-burned__name = The Letter Burned

# content/oldworld/adventure-pack.grim
oldworld__event__letter-opened__flavour = The letter is an invitation to a secret meeting in Vengerberg.

# content/oldworld/adventure-pack.grim
oldworld__event__letter-opened__name = The Letter Opened

# content/oldworld/adventure-pack.grim
oldworld__event__lord-defeated__flavour = You defeat the bandit lord; the roads are safe again.

# content/oldworld/adventure-pack.grim
oldworld__event__lord-defeated__name = The Lord Defeated

# content/oldworld/adventure-pack.grim
oldworld__event__lords-offer__flavour = The bandit lord offers you a share to leave him be.

# content/oldworld/adventure-pack.grim
oldworld__event__lords-offer__name = The Lord's Offer

# content/oldworld/adventure-pack.grim
oldworld__event__marker-called__flavour = In Novigrad, you find the man who owes on the marker.

# content/oldworld/adventure-pack.grim
oldworld__event__marker-called__name = The Marker Called In

# content/oldworld/adventure-pack.grim
oldworld__event__marsh-lights__flavour = The lights of Loc Ichaer draw travellers into the deep water.

# content/oldworld/adventure-pack.grim
oldworld__event__marsh-lights__name = Marsh Lights

# content/oldworld/adventure-pack.grim
oldworld__event__meteorite-ore__flavour = You bring back meteorite ore; the smith forges for you.

# content/oldworld/adventure-pack.grim
oldworld__event__meteorite-ore__name = Meteorite Ore

# content/oldworld/adventure-pack.grim
oldworld__event__nest-left__flavour = You leave the nest; the Griffin school thanks you.

# content/oldworld/adventure-pack.grim
oldworld__event__nest-left__name = The Nest Left Alone

# content/oldworld/adventure-pack.grim
oldworld__event__new-maps__flavour = Grateful, he draws you a shorter road through the mountains.

# content/oldworld/adventure-pack.grim
oldworld__event__new-maps__name = New Maps

# content/oldworld/adventure-pack.grim
oldworld__event__nilfgaardian-agent__flavour = You sell the cipher to the agent who lost it.

# content/oldworld/adventure-pack.grim
oldworld__event__nilfgaardian-agent__name = A Nilfgaardian Agent

# content/oldworld/adventure-pack.grim
oldworld__event__northern-mine__flavour = The mine near Kaer Seren is flooded and full of echoes.

# content/oldworld/adventure-pack.grim
oldworld__event__northern-mine__name = The Northern Mine

# content/oldworld/adventure-pack.grim
oldworld__event__poisoned-cup__flavour = Someone poisoned a cup; your medallion warns you in time.

# content/oldworld/adventure-pack.grim
oldworld__event__poisoned-cup__name = The Poisoned Cup

# content/oldworld/adventure-pack.grim
oldworld__event__renegade-sorcerer__flavour = The sorcerer hides in the Vizima sewers with his books.

# content/oldworld/adventure-pack.grim
oldworld__event__renegade-sorcerer__name = The Renegade Sorcerer

# content/oldworld/adventure-pack.grim
oldworld__event__riddle-answered__flavour = At Haern Caduch, the answer to the riddle comes to you.

# content/oldworld/adventure-pack.grim
oldworld__event__riddle-answered__name = The Riddle Answered

# content/oldworld/adventure-pack.grim
oldworld__event__robbers-rescued__flavour = You save the robbers, who share their loot to be let go.

# content/oldworld/adventure-pack.grim
oldworld__event__robbers-rescued__name = The Robbers Rescued

# content/oldworld/adventure-pack.grim
oldworld__event__secret-meeting__flavour = A Redanian spy pays for your discretion.

# content/oldworld/adventure-pack.grim
oldworld__event__secret-meeting__name = The Secret Meeting

# content/oldworld/adventure-pack.grim
oldworld__event__sorcerer-taken__flavour = You bring him in alive; the Temerian crown keeps its word.

# content/oldworld/adventure-pack.grim
oldworld__event__sorcerer-taken__name = The Sorcerer Taken

# content/oldworld/adventure-pack.grim
oldworld__event__sorcerers-bargain__flavour = He offers you a lesson if you let him go.

# content/oldworld/adventure-pack.grim
oldworld__event__sorcerers-bargain__name = The Sorcerer's Bargain

# content/oldworld/adventure-pack.grim
oldworld__event__token-burns__flavour = The knotted token burns in your hand; the crone is calling.

# content/oldworld/adventure-pack.grim
oldworld__event__token-burns__name = The Token Burns

# content/oldworld/adventure-pack.grim
oldworld__event__toll-keepers-trick__flavour = The toll-keeper meant to keep the reward; the guard disagrees.

# content/oldworld/adventure-pack.grim
oldworld__event__toll-keepers-trick__name = The Toll-keeper's Trick

# content/oldworld/adventure-pack.grim
oldworld__event__trolls-riddle__flavour = You answer the troll's riddle and it gives you its toll box.

# content/oldworld/adventure-pack.grim
oldworld__event__trolls-riddle__name = The Troll's Riddle

# content/oldworld/adventure-pack.grim
oldworld__event__vipers-nest__flavour = At Gorthur Gvaed, the Vipers know the lost brother.

# content/oldworld/adventure-pack.grim
oldworld__event__vipers-nest__name = The Vipers' Nest

# content/oldworld/adventure-pack.grim
oldworld__event__werewolfs-cave__flavour = A cave above Hengfors stinks of wet fur and old blood.

# content/oldworld/adventure-pack.grim
oldworld__event__werewolfs-cave__name = The Werewolf's Cave

# content/oldworld/adventure-pack.grim
oldworld__event__will-delivered__flavour = In Ban Ard, the soldier's family opens his will.

# content/oldworld/adventure-pack.grim
oldworld__event__will-delivered__name = The Will Delivered

# content/oldworld/adventure-pack.grim
oldworld__event__wreck-of-the-alba__flavour = The wreck lies in the shallows, guarded by drowners.

# content/oldworld/adventure-pack.grim
oldworld__event__wreck-of-the-alba__name = The Wreck of the Alba

# content/oldworld/adventure-pack.grim
oldworld__event__wrong-answer__flavour = You guessed wrong; the hermit laughs and sends you away.

# content/oldworld/adventure-pack.grim
oldworld__event__wrong-answer__name = The Wrong Answer

# content/oldworld/adventure-pack.grim
oldworld__expansion__adventure-pack__name = Adventure Pack

# content/oldworld/adventure-pack.grim
oldworld__exploration__ancient-tome__flavour = A tome bound in scales, its pages pointing to Ard Modron.

# content/oldworld/adventure-pack.grim
oldworld__exploration__ancient-tome__name = An Ancient Tome

# content/oldworld/adventure-pack.grim
oldworld__exploration__bandit-lord__flavour = The bandits here answer to a lord who hides in Behelt Nar.

# content/oldworld/adventure-pack.grim
oldworld__exploration__bandit-lord__name = The Bandit Lord

# content/oldworld/adventure-pack.grim
oldworld__exploration__bounty-on-the-bridge__flavour = The toll-keeper of Novigrad pays for every bridge troll's head.

# content/oldworld/adventure-pack.grim
oldworld__exploration__bounty-on-the-bridge__name = Bounty on the Bridge

# content/oldworld/adventure-pack.grim
oldworld__exploration__burning-village__flavour = Smoke on the horizon; the raiders are not far.

# content/oldworld/adventure-pack.grim
oldworld__exploration__burning-village__name = A Burning Village

# content/oldworld/adventure-pack.grim
oldworld__exploration__crowded-market__flavour = Stalls, shouting, and a pickpocket you notice too late.

# content/oldworld/adventure-pack.grim
oldworld__exploration__crowded-market__name = A Crowded Market

# content/oldworld/adventure-pack.grim
oldworld__exploration__druids-call__flavour = A raven drops a sprig of mistletoe at your feet.

# content/oldworld/adventure-pack.grim
oldworld__exploration__druids-call__name = The Druid's Call

# content/oldworld/adventure-pack.grim
oldworld__exploration__dwarven-forge__flavour = A dwarf smith in Vizima needs ore from the northern mines.

# content/oldworld/adventure-pack.grim
oldworld__exploration__dwarven-forge__name = A Dwarven Forge

# content/oldworld/adventure-pack.grim
oldworld__exploration__elven-envoy__flavour = An elven envoy seeks an escort to Dhuwod.

# content/oldworld/adventure-pack.grim
oldworld__exploration__elven-envoy__name = The Elven Envoy

# content/oldworld/adventure-pack.grim
oldworld__exploration__feast-invitation__flavour = A herald invites every witcher to a feast at Beauclair.

# content/oldworld/adventure-pack.grim
oldworld__exploration__feast-invitation__name = A Feast Invitation

# content/oldworld/adventure-pack.grim
oldworld__exploration__fortune-teller__flavour = A fortune teller hands you a card face down: "Not yet."

# content/oldworld/adventure-pack.grim
oldworld__exploration__fortune-teller__name = The Fortune Teller

# content/oldworld/adventure-pack.grim
oldworld__exploration__fox-tracks__flavour = Fox tracks in the snow, and a vixen's song at dusk.

# content/oldworld/adventure-pack.grim
oldworld__exploration__fox-tracks__name = Fox Tracks

# content/oldworld/adventure-pack.grim
oldworld__exploration__frozen-lake__flavour = The ice creaks under your boots; something moves beneath.

# content/oldworld/adventure-pack.grim
oldworld__exploration__frozen-lake__name = The Frozen Lake

# content/oldworld/adventure-pack.grim
oldworld__exploration__gamblers-marker__flavour = You win a gambler's marker at cards: a debt to collect later.

# content/oldworld/adventure-pack.grim
oldworld__exploration__gamblers-marker__name = A Gambler's Marker

# content/oldworld/adventure-pack.grim
oldworld__exploration__grave-robbers__flavour = Fresh earth on old graves, and tracks leading to Doldeth.

# content/oldworld/adventure-pack.grim
oldworld__exploration__grave-robbers__name = Grave Robbers

# content/oldworld/adventure-pack.grim
oldworld__exploration__guild-hall__flavour = Merchants argue over a contract no one wants.

# content/oldworld/adventure-pack.grim
oldworld__exploration__guild-hall__name = The Guild Hall

# content/oldworld/adventure-pack.grim
oldworld__exploration__halfling-inn__flavour = The pies are small and the ale is strong.

# content/oldworld/adventure-pack.grim
oldworld__exploration__halfling-inn__name = A Halfling Inn

# content/oldworld/adventure-pack.grim
oldworld__exploration__hermits-riddle__flavour = A hermit gives you a card with a riddle and tells you to read it later.

# content/oldworld/adventure-pack.grim
oldworld__exploration__hermits-riddle__name = The Hermit's Riddle

# content/oldworld/adventure-pack.grim
oldworld__exploration__howling-pass__flavour = Wind howls through the pass like a wolf in pain.

# content/oldworld/adventure-pack.grim
oldworld__exploration__howling-pass__name = The Howling Pass

# content/oldworld/adventure-pack.grim
oldworld__exploration__hunting-horn__flavour = A horn sounds deep in the forest, calling for help.

# content/oldworld/adventure-pack.grim
oldworld__exploration__hunting-horn__name = A Hunting Horn

# content/oldworld/adventure-pack.grim
oldworld__exploration__lost-brother__flavour = A young witcher asks about his brother, lost on the Path.

# content/oldworld/adventure-pack.grim
oldworld__exploration__lost-brother__name = A Lost Brother

# content/oldworld/adventure-pack.grim
oldworld__exploration__merchant-prince__flavour = A merchant prince in Novigrad wants a griffin's egg.

# content/oldworld/adventure-pack.grim
oldworld__exploration__merchant-prince__name = The Merchant Prince

# content/oldworld/adventure-pack.grim
oldworld__exploration__missing-cartographer__flavour = A cartographer's satchel lies open on the path, its maps soaked.

# content/oldworld/adventure-pack.grim
oldworld__exploration__missing-cartographer__name = The Missing Cartographer

# content/oldworld/adventure-pack.grim
oldworld__exploration__mossy-barrow__flavour = An old barrow, its stones pushed apart from inside.

# content/oldworld/adventure-pack.grim
oldworld__exploration__mossy-barrow__name = A Mossy Barrow

# content/oldworld/adventure-pack.grim
oldworld__exploration__night-market__flavour = By torchlight, things are sold that the day does not see.

# content/oldworld/adventure-pack.grim
oldworld__exploration__night-market__name = The Night Market

# content/oldworld/adventure-pack.grim
oldworld__exploration__old-witchers-diary__flavour = In a ruined hut, the diary of a witcher who never came back.

# content/oldworld/adventure-pack.grim
oldworld__exploration__old-witchers-diary__name = An Old Witcher's Diary

# content/oldworld/adventure-pack.grim
oldworld__exploration__pilgrims-road__flavour = Pilgrims share their bread and their fears.

# content/oldworld/adventure-pack.grim
oldworld__exploration__pilgrims-road__name = The Pilgrims' Road

# content/oldworld/adventure-pack.grim
oldworld__exploration__plague-doctor__flavour = A masked doctor asks for rare herbs from Haern Caduch.

# content/oldworld/adventure-pack.grim
oldworld__exploration__plague-doctor__name = The Plague Doctor

# content/oldworld/adventure-pack.grim
oldworld__exploration__puppet-show__flavour = Children laugh at a puppet witcher losing to a puppet drowner.

# content/oldworld/adventure-pack.grim
oldworld__exploration__puppet-show__name = A Puppet Show

# content/oldworld/adventure-pack.grim
oldworld__exploration__recruiting-sergeant__flavour = A sergeant pays good coin for a blade that will fight.

# content/oldworld/adventure-pack.grim
oldworld__exploration__recruiting-sergeant__name = A Recruiting Sergeant

# content/oldworld/adventure-pack.grim
oldworld__exploration__river-ferry__flavour = The ferryman wants a coin, or a story.

# content/oldworld/adventure-pack.grim
oldworld__exploration__river-ferry__name = The River Ferry

# content/oldworld/adventure-pack.grim
oldworld__exploration__sealed-letter__flavour = A courier presses a sealed letter into your hand and runs.

# content/oldworld/adventure-pack.grim
oldworld__exploration__sealed-letter__name = A Sealed Letter

# content/oldworld/adventure-pack.grim
oldworld__exploration__shipwreck-rumour__flavour = Sailors in Cidaris whisper of a wreck full of Nilfgaardian gold.

# content/oldworld/adventure-pack.grim
oldworld__exploration__shipwreck-rumour__name = A Shipwreck Rumour

# content/oldworld/adventure-pack.grim
oldworld__exploration__shrine-of-the-lady__flavour = A roadside shrine to the Lady of the Lake, overgrown with roses.

# content/oldworld/adventure-pack.grim
oldworld__exploration__shrine-of-the-lady__name = Shrine of the Lady

# content/oldworld/adventure-pack.grim
oldworld__exploration__soldiers-will__flavour = A dying soldier gives you his will to deliver to Ban Ard.

# content/oldworld/adventure-pack.grim
oldworld__exploration__soldiers-will__name = A Soldier's Will

# content/oldworld/adventure-pack.grim
oldworld__exploration__spys-cipher__flavour = A cipher falls from a cloak in the crowd.

# content/oldworld/adventure-pack.grim
oldworld__exploration__spys-cipher__name = A Spy's Cipher

# content/oldworld/adventure-pack.grim
oldworld__exploration__stolen-child__flavour = A mother in the market begs you to find her son.

# content/oldworld/adventure-pack.grim
oldworld__exploration__stolen-child__name = A Stolen Child

# content/oldworld/adventure-pack.grim
oldworld__exploration__strange-amulet__flavour = An amulet hangs from a branch, humming faintly.

# content/oldworld/adventure-pack.grim
oldworld__exploration__strange-amulet__name = A Strange Amulet

# content/oldworld/adventure-pack.grim
oldworld__exploration__wanted-alive__flavour = A poster in Vizima: a sorcerer wanted alive, and only alive.

# content/oldworld/adventure-pack.grim
oldworld__exploration__wanted-alive__name = Wanted Alive

# content/oldworld/adventure-pack.grim
oldworld__exploration__witchs-token__flavour = A crone gives you a knotted token: "For when you need me."

# content/oldworld/adventure-pack.grim
oldworld__exploration__witchs-token__name = A Witch's Token

# content/oldworld/adventure-pack.grim
oldworld__exploration__wraiths-lantern__flavour = A lantern floats over the marsh, though no one carries it.

# content/oldworld/adventure-pack.grim
oldworld__exploration__wraiths-lantern__name = The Wraith's Lantern
