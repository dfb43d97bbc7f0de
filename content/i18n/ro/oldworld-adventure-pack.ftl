### oldworld / adventure-pack: nume și text de atmosferă, în română. Numele locurilor nu se traduc; „Adventure Pack” rămâne numele expansiunii.

# source-hash: 148e061f
oldworld__event__ambush-in-the-wood__flavour = Tâlhari oameni atacă trimisul; tu îi ții pe loc.

# source-hash: 5310d7b4
oldworld__event__ambush-in-the-wood__name = Ambuscadă în pădure

# source-hash: 12e027bd
oldworld__event__amulet-awakens__flavour = Amuleta se trezește în buzunar și cere să fie folosită.

# source-hash: 29245512
oldworld__event__amulet-awakens__name = Amuleta se trezește

# source-hash: b61b2ff8
oldworld__event__amulet-shattered__flavour = Amuleta se sparge; cioburile ei valorează ceva.

# source-hash: 73246786
oldworld__event__amulet-shattered__name = Amuleta spartă

# source-hash: c901ec10
oldworld__event__amulets-blessing__flavour = Puterea amuletei se așază în tine.

# source-hash: 8d7f7c21
oldworld__event__amulets-blessing__name = Binecuvântarea amuletei

# source-hash: fc1ac505
oldworld__event__bandits-hall__flavour = Într-o sală ruinată din Behelt Nar, stăpânul tâlharilor așteaptă.

# source-hash: e807bbeb
oldworld__event__bandits-hall__name = Sala tâlharilor

# source-hash: 6d1dac0f
oldworld__event__beast-slain__flavour = Fiara moare; satul plătește și nu întreabă.

# source-hash: de5e0d96
oldworld__event__beast-slain__name = Fiara ucisă

# source-hash: 30bb0d04
oldworld__event__bridge-troll__flavour = Trolul de sub pod vrea doar pe cineva cu care să stea de vorbă.

# source-hash: 4e4e9e7e
oldworld__event__bridge-troll__name = Trolul de sub pod

# source-hash: 8896e886
oldworld__event__brothers-grave__flavour = A rămas doar mormântul lui; medalionul lui merge acasă.

# source-hash: f325dcfd
oldworld__event__brothers-grave__name = Mormântul fratelui

# source-hash: f32b8846
oldworld__event__brothers-reunited__flavour = Frații se reîntâlnesc și își împart poțiunile.

# source-hash: ba82ac48
oldworld__event__brothers-reunited__name = Frați reuniți

# source-hash: 69598e26
oldworld__event__captains-log__flavour = Jurnalul căpitanului spune unde a fost îngropat restul.

# source-hash: e729283c
oldworld__event__captains-log__name = Jurnalul căpitanului

# source-hash: 65bfc9b3
oldworld__event__cartographers-camp__flavour = Cartograful e viu, prins pe o stâncă deasupra Ard Modron.

# source-hash: 645df5e5
oldworld__event__cartographers-camp__name = Tabăra cartografului

# source-hash: be1ef591
oldworld__event__changelings-truth__flavour = Băiatul e un copil schimbat; vrăjitoarea îl ținea în siguranță.

# source-hash: c8ecd0df
oldworld__event__changelings-truth__name = Adevărul schimbătorului

# source-hash: 7dd9b985
oldworld__event__child-in-the-swamp__flavour = Băiatul e într-o colibă din mlaștină lângă Gorthur Gvaed, cu o vrăjitoare.

# source-hash: 5ec21792
oldworld__event__child-in-the-swamp__name = Copilul din mlaștină

# source-hash: 8d928738
oldworld__event__child-returned__flavour = Aduci băiatul acasă; toată strada îți mulțumește.

# source-hash: e0eecfd1
oldworld__event__child-returned__name = Copilul adus acasă

# source-hash: e21877bd
oldworld__event__cintran-guard__flavour = Predai cifrul gărzii, care îți răsplătește loialitatea.

# source-hash: 831b0052
oldworld__event__cintran-guard__name = Garda din Cintra

# source-hash: 627528e8
oldworld__event__cipher-broken__flavour = În Cintra, afli ce spune cifrul.

# source-hash: 7d30b3d4
oldworld__event__cipher-broken__name = Cifrul descifrat

# source-hash: 1f71dfc7
oldworld__event__circle-of-elders__flavour = Druizii de lângă Stygga te roagă să judeci o ceartă.

# source-hash: 0722f3f2
oldworld__event__circle-of-elders__name = Cercul bătrânilor

# source-hash: dcffca77
oldworld__event__collapsed-shaft__flavour = Galeria se prăbușește; scapi cu vânătăi și câteva pepite.

# source-hash: 82a479e5
oldworld__event__collapsed-shaft__name = O galerie prăbușită

# source-hash: 02861492
oldworld__event__crones-favour__flavour = Baba îți oblojește rănile și echipamentul.

# source-hash: eaeab95a
oldworld__event__crones-favour__name = Favoarea babei

# source-hash: bf432a6b
oldworld__event__crones-price__flavour = Baba vrea ceva în schimb.

# source-hash: 4fd5a6ec
oldworld__event__crones-price__name = Prețul babei

# source-hash: e5bf5e17
oldworld__event__crypt-sealed__flavour = Sigilezi cripta cu binecuvântarea preotului.

# source-hash: 741dfec8
oldworld__event__crypt-sealed__name = Cripta sigilată

# source-hash: bb536f6a
oldworld__event__cure-found__flavour = Doctorul îi vindecă pe bolnavi și împarte leacul cu tine.

# source-hash: 4fcc7edd
oldworld__event__cure-found__name = Leacul găsit

# source-hash: 839b4148
oldworld__event__curse-lifted__flavour = Găsești cuvintele care ridică blestemul; omul plânge.

# source-hash: 84c01062
oldworld__event__curse-lifted__name = Blestemul ridicat

# source-hash: ab1569fb
oldworld__event__debt-forgiven__flavour = E sărac; îi ierți datoria, iar el îți dă ce poate.

# source-hash: cdd34203
oldworld__event__debt-forgiven__name = Datoria iertată

# source-hash: 65476bcf
oldworld__event__debt-paid__flavour = Plătește datoria întreagă, cu dobândă.

# source-hash: 68698a2d
oldworld__event__debt-paid__name = Datoria plătită

# source-hash: 72186a90
oldworld__event__diary-read__flavour = La Kaer Morhen, ultimele pagini ale jurnalului capătă sens.

# source-hash: d36a38f5
oldworld__event__diary-read__name = Jurnalul citit

# source-hash: b008c628
oldworld__event__disputed-inheritance__flavour = Frații lui se ceartă; pleci cu ce ți s-a promis.

# source-hash: 97e01ae4
oldworld__event__disputed-inheritance__name = O moștenire disputată

# source-hash: ec581217
oldworld__event__doctors-secret__flavour = Doctorul era vampir; îl lași cu pacienții lui.

# source-hash: 7c2c6a2b
oldworld__event__doctors-secret__name = Secretul doctorului

# source-hash: f7b781e3
oldworld__event__dragons-hoard__flavour = Un colț uitat al comorii e încă acolo.

# source-hash: dc4d5e07
oldworld__event__dragons-hoard__name = Comoara dragonului

# source-hash: 12b37a8d
oldworld__event__dragons-lair__flavour = Pe înălțimile Ard Modron, o vizuină veche, de mult goală.

# source-hash: 3743bc3f
oldworld__event__dragons-lair__name = Vizuina dragonului

# source-hash: 546aefdd
oldworld__event__dragons-lesson__flavour = Sculpturile de pe perete te învață o poziție de luptă veche.

# source-hash: 052b21bf
oldworld__event__dragons-lesson__name = Lecția dragonului

# source-hash: f7349686
oldworld__event__duchesss-feast__flavour = Ducesa vrea un monstru ucis înainte de desert.

# source-hash: b536e76c
oldworld__event__duchesss-feast__name = Ospățul ducesei

# source-hash: 5afa2324
oldworld__event__egg-delivered__flavour = Aduci oul; prințul plătește o avere.

# source-hash: a4cb41b1
oldworld__event__egg-delivered__name = Oul livrat

# source-hash: f7b07c38
oldworld__event__elder-grudge__flavour = Un bătrân pleacă furios, iar blestemul lui te urmează.

# source-hash: 70689484
oldworld__event__elder-grudge__name = Ranchiuna unui bătrân

# source-hash: accab183
oldworld__event__elven-friendship__flavour = Elfii îți mulțumesc cu săgeți și o alifie.

# source-hash: 61423f59
oldworld__event__elven-friendship__name = Prietenia elfilor

# source-hash: 4dbb4bf7
oldworld__event__envoy-arrives__flavour = Ajungi la Dhuwod; Scoia'tael privesc din copaci.

# source-hash: 977e2ca7
oldworld__event__envoy-arrives__name = Trimisul sosește

# source-hash: 2a93d039
oldworld__event__fair-judgement__flavour = Ambele părți îți acceptă judecata; druizii te binecuvântează.

# source-hash: caa5d901
oldworld__event__fair-judgement__name = O judecată dreaptă

# source-hash: f3f61378
oldworld__event__fallen-surveyor__flavour = Ajungi prea târziu; îi duci hărțile la breaslă.

# source-hash: 341c2365
oldworld__event__fallen-surveyor__name = Topograful căzut

# source-hash: b84049e3
oldworld__event__familys-thanks__flavour = Văduva lui insistă să iei banii pe sabia lui.

# source-hash: 3d5730bf
oldworld__event__familys-thanks__name = Mulțumirea familiei

# source-hash: 84104f67
oldworld__event__forgotten-formula__flavour = Jurnalul cuprinde o formulă alchimică uitată.

# source-hash: e08b3f14
oldworld__event__forgotten-formula__name = O formulă uitată

# source-hash: 0c788eb3
oldworld__event__fortune-revealed__flavour = Întorci cartea; soarta e a ta de ales.

# source-hash: bcacbc43
oldworld__event__fortune-revealed__name = Soarta dezvăluită

# source-hash: f648abf5
oldworld__event__fortunes-favour__flavour = Cartea a promis bogăție, și bogăția vine.

# source-hash: cd96c319
oldworld__event__fortunes-favour__name = Norocul surâde

# source-hash: 1b2ab0ca
oldworld__event__ghouls-feast__flavour = Jefuitorii au săpat prea adânc și au trezit un cuib de ghouli.

# source-hash: 20f47860
oldworld__event__ghouls-feast__name = Ospățul ghoulilor

# source-hash: c9c70792
oldworld__event__gold-in-the-hold__flavour = Cala încă ascunde un cufăr cu floreni imperiali.

# source-hash: 20ff5406
oldworld__event__gold-in-the-hold__name = Aur în cală

# source-hash: 55a18c2f
oldworld__event__griffins-nest__flavour = Pe stâncile de la Kaer Seren, un grifon își păzește cuibul.

# source-hash: 3cd7f795
oldworld__event__griffins-nest__name = Cuibul grifonului

# source-hash: f65971eb
oldworld__event__hard-road__flavour = Cartea a promis un drum greu, și drumul te învață.

# source-hash: 8c91f399
oldworld__event__hard-road__name = Un drum greu

# source-hash: fbe83b9b
oldworld__event__herbs-of-haern-caduch__flavour = Grădina de ierburi a Urșilor are ce îi trebuie doctorului.

# source-hash: 42a7b302
oldworld__event__herbs-of-haern-caduch__name = Ierburile de la Haern Caduch

# source-hash: 70a2fb24
oldworld__event__hermits-gift__flavour = Pustnicul a fost cândva un witcher al Ursului; îți dă notițele lui.

# source-hash: d3139085
oldworld__event__hermits-gift__name = Darul pustnicului

# source-hash: fac53ce0
oldworld__event__knights-tourney__flavour = Câștigi un turnir împotriva cavalerilor rătăcitori și a orgoliului lor.

# source-hash: 64052af9
oldworld__event__knights-tourney__name = Turnirul cavalerilor

# source-hash: bb4f3094
oldworld__event__ladys-gift__flavour = Doamna îți dă binecuvântarea ei și tăișul unei lame.

# source-hash: 0c623418
oldworld__event__ladys-gift__name = Darul Doamnei

# source-hash: d14b0f66
oldworld__event__ladys-test__flavour = Doamna îți încearcă inima și o găsește obosită.

# source-hash: 47c80b92
oldworld__event__ladys-test__name = Încercarea Doamnei

# source-hash: 18ca486d
oldworld__event__lakes-edge__flavour = La lacul de lângă Glenmore, o mână se ridică din apă.

# source-hash: 93617afe
oldworld__event__lakes-edge__name = Malul lacului

# source-hash: 92f23c0f
oldworld__event__lantern-extinguished__flavour = Stingi felinarul; un luntraș recunoscător îți plătește drumul.

# source-hash: 55343f09
oldworld__event__lantern-extinguished__name = Felinarul stins

# source-hash: 32870275
oldworld__event__lantern-kept__flavour = Păstrezi felinarul; îți arată ce ascund alții.

# source-hash: 8e9bf174
oldworld__event__lantern-kept__name = Felinarul păstrat

# source-hash: 82c06dd6
oldworld__event__last-fight__flavour = Jurnalul descrie ultima lui luptă și cum a pierdut-o.

# source-hash: 84b8a57a
oldworld__event__last-fight__name = Ultima luptă

# source-hash: 50da2476
oldworld__event__letter-burned__flavour = Arzi scrisoarea; cine a scris-o va încerca din nou.

# source-hash: 1b458a78
oldworld__event__letter-burned__name = Scrisoarea arsă

# source-hash: 818b6033
oldworld__event__letter-opened__flavour = Scrisoarea e o invitație la o întâlnire secretă în Vengerberg.

# source-hash: 582ff015
oldworld__event__letter-opened__name = Scrisoarea deschisă

# source-hash: 7902a1b5
oldworld__event__lord-defeated__flavour = Îl înfrângi pe stăpânul tâlharilor; drumurile sunt iar sigure.

# source-hash: 0f37575b
oldworld__event__lord-defeated__name = Stăpânul înfrânt

# source-hash: 1b6c7144
oldworld__event__lords-offer__flavour = Stăpânul tâlharilor îți oferă o parte ca să-l lași în pace.

# source-hash: a3fe12f3
oldworld__event__lords-offer__name = Oferta stăpânului

# source-hash: 380e114d
oldworld__event__marker-called__flavour = În Novigrad, îl găsești pe omul care datorează chitanța.

# source-hash: f4bde106
oldworld__event__marker-called__name = Datoria încasată

# source-hash: 5d0dd5f2
oldworld__event__marsh-lights__flavour = Luminile din Loc Ichaer îi duc pe călători în apele adânci.

# source-hash: 192b9905
oldworld__event__marsh-lights__name = Luminile mlaștinii

# source-hash: d013f2e6
oldworld__event__meteorite-ore__flavour = Aduci minereu de meteorit; fierarul făurește pentru tine.

# source-hash: 95e59567
oldworld__event__meteorite-ore__name = Minereu de meteorit

# source-hash: 14168455
oldworld__event__nest-left__flavour = Lași cuibul în pace; școala Grifonului îți mulțumește.

# source-hash: 0f856f5c
oldworld__event__nest-left__name = Cuibul lăsat în pace

# source-hash: e213ddd0
oldworld__event__new-maps__flavour = Recunoscător, îți desenează un drum mai scurt prin munți.

# source-hash: 4cf4b8a0
oldworld__event__new-maps__name = Hărți noi

# source-hash: 177cafe4
oldworld__event__nilfgaardian-agent__flavour = Vinzi cifrul agentului care l-a pierdut.

# source-hash: fd56d289
oldworld__event__nilfgaardian-agent__name = Un agent nilfgaardian

# source-hash: 7bd64542
oldworld__event__northern-mine__flavour = Mina de lângă Kaer Seren e inundată și plină de ecouri.

# source-hash: 37b7e539
oldworld__event__northern-mine__name = Mina nordică

# source-hash: 4335479e
oldworld__event__poisoned-cup__flavour = Cineva a otrăvit o cupă; medalionul te avertizează la timp.

# source-hash: adad04c9
oldworld__event__poisoned-cup__name = Cupa otrăvită

# source-hash: 475427f1
oldworld__event__renegade-sorcerer__flavour = Vrăjitorul se ascunde în canalele Vizimei cu cărțile lui.

# source-hash: 99af05a4
oldworld__event__renegade-sorcerer__name = Vrăjitorul renegat

# source-hash: fca49e0c
oldworld__event__riddle-answered__flavour = La Haern Caduch, răspunsul ghicitorii îți vine în minte.

# source-hash: 53db2a05
oldworld__event__riddle-answered__name = Ghicitoarea dezlegată

# source-hash: f1662987
oldworld__event__robbers-rescued__flavour = Îi salvezi pe jefuitori, care își împart prada ca să fie lăsați să plece.

# source-hash: 00b67b2a
oldworld__event__robbers-rescued__name = Jefuitorii salvați

# source-hash: 8e79355d
oldworld__event__secret-meeting__flavour = Un spion redanian îți plătește discreția.

# source-hash: bc01c519
oldworld__event__secret-meeting__name = Întâlnirea secretă

# source-hash: 9fec9e80
oldworld__event__sorcerer-taken__flavour = Îl aduci viu; coroana Temeriei își ține cuvântul.

# source-hash: 8a114fea
oldworld__event__sorcerer-taken__name = Vrăjitorul prins

# source-hash: 67b29e4e
oldworld__event__sorcerers-bargain__flavour = Îți oferă o lecție dacă îl lași să plece.

# source-hash: 97eebdd9
oldworld__event__sorcerers-bargain__name = Târgul vrăjitorului

# source-hash: 023c5a3a
oldworld__event__token-burns__flavour = Semnul înnodat îți arde în palmă; baba te cheamă.

# source-hash: f2985dbb
oldworld__event__token-burns__name = Semnul arde

# source-hash: 2ac5abb7
oldworld__event__toll-keepers-trick__flavour = Vameșul voia să păstreze recompensa; garda nu e de acord.

# source-hash: 5eb85f13
oldworld__event__toll-keepers-trick__name = Șiretlicul vameșului

# source-hash: 7c6529d5
oldworld__event__trolls-riddle__flavour = Răspunzi la ghicitoarea trolului și îți dă cutia cu taxe.

# source-hash: 7645f205
oldworld__event__trolls-riddle__name = Ghicitoarea trolului

# source-hash: 6c446be0
oldworld__event__vipers-nest__flavour = La Gorthur Gvaed, Viperele îl cunosc pe fratele pierdut.

# source-hash: 2c08e384
oldworld__event__vipers-nest__name = Cuibul Viperelor

# source-hash: cb8146a4
oldworld__event__werewolfs-cave__flavour = O peșteră deasupra Hengforsului miroase a blană udă și sânge vechi.

# source-hash: bebad5b4
oldworld__event__werewolfs-cave__name = Peștera vârcolacului

# source-hash: 3fd8afe4
oldworld__event__will-delivered__flavour = La Ban Ard, familia soldatului îi deschide testamentul.

# source-hash: 1fe877c0
oldworld__event__will-delivered__name = Testamentul predat

# source-hash: 8ef8d599
oldworld__event__wreck-of-the-alba__flavour = Epava zace în apele mici, păzită de înecați.

# source-hash: 1fee9860
oldworld__event__wreck-of-the-alba__name = Epava Albei

# source-hash: e232e67f
oldworld__event__wrong-answer__flavour = Ai ghicit greșit; pustnicul râde și te trimite de acolo.

# source-hash: c910f135
oldworld__event__wrong-answer__name = Răspunsul greșit

# source-hash: 2dd0dbac
oldworld__expansion__adventure-pack__name = Adventure Pack

# source-hash: 60ad90d8
oldworld__exploration__ancient-tome__flavour = Un tom legat în solzi, cu paginile arătând spre Ard Modron.

# source-hash: 3bbb39b1
oldworld__exploration__ancient-tome__name = Un tom străvechi

# source-hash: 651ba3f9
oldworld__exploration__bandit-lord__flavour = Tâlharii de aici ascultă de un stăpân care se ascunde în Behelt Nar.

# source-hash: 9bd28521
oldworld__exploration__bandit-lord__name = Stăpânul tâlharilor

# source-hash: a092250e
oldworld__exploration__bounty-on-the-bridge__flavour = Vameșul din Novigrad plătește pentru capul fiecărui trol de pod.

# source-hash: 654456d5
oldworld__exploration__bounty-on-the-bridge__name = Recompensă pe pod

# source-hash: e79b67d5
oldworld__exploration__burning-village__flavour = Fum la orizont; jefuitorii nu sunt departe.

# source-hash: 844a902b
oldworld__exploration__burning-village__name = Un sat în flăcări

# source-hash: 778b0b3d
oldworld__exploration__crowded-market__flavour = Tarabe, strigăte și un hoț de buzunare pe care îl observi prea târziu.

# source-hash: 6e8a556c
oldworld__exploration__crowded-market__name = O piață aglomerată

# source-hash: 0ddd1b69
oldworld__exploration__druids-call__flavour = Un corb lasă o crenguță de vâsc la picioarele tale.

# source-hash: 21097db6
oldworld__exploration__druids-call__name = Chemarea druidului

# source-hash: fcf3c99c
oldworld__exploration__dwarven-forge__flavour = Un fierar pitic din Vizima are nevoie de minereu din minele nordice.

# source-hash: d94ca4e0
oldworld__exploration__dwarven-forge__name = O forjă de pitici

# source-hash: 9d527f63
oldworld__exploration__elven-envoy__flavour = Un trimis elf caută o escortă până la Dhuwod.

# source-hash: 3f034d45
oldworld__exploration__elven-envoy__name = Trimisul elf

# source-hash: dee8a071
oldworld__exploration__feast-invitation__flavour = Un crainic invită fiecare witcher la un ospăț în Beauclair.

# source-hash: 5b6adb36
oldworld__exploration__feast-invitation__name = O invitație la ospăț

# source-hash: 4da14385
oldworld__exploration__fortune-teller__flavour = O ghicitoare îți dă o carte cu fața în jos: „Nu încă.”

# source-hash: dc3b4493
oldworld__exploration__fortune-teller__name = Ghicitoarea

# source-hash: 6b204af8
oldworld__exploration__fox-tracks__flavour = Urme de vulpe în zăpadă și cântecul unei vulpi la asfințit.

# source-hash: a183339e
oldworld__exploration__fox-tracks__name = Urme de vulpe

# source-hash: c5de94b6
oldworld__exploration__frozen-lake__flavour = Gheața scârțâie sub cizme; ceva se mișcă dedesubt.

# source-hash: 151ef3d9
oldworld__exploration__frozen-lake__name = Lacul înghețat

# source-hash: ea1fa68e
oldworld__exploration__gamblers-marker__flavour = Câștigi la cărți chitanța unui jucător: o datorie de încasat mai târziu.

# source-hash: 0178b4ee
oldworld__exploration__gamblers-marker__name = Chitanța unui jucător

# source-hash: ec9b371d
oldworld__exploration__grave-robbers__flavour = Pământ proaspăt pe morminte vechi și urme spre Doldeth.

# source-hash: 1abb4893
oldworld__exploration__grave-robbers__name = Jefuitori de morminte

# source-hash: bb7ec4cb
oldworld__exploration__guild-hall__flavour = Negustorii se ceartă pe un contract pe care nu-l vrea nimeni.

# source-hash: 7b7bf7da
oldworld__exploration__guild-hall__name = Sala breslei

# source-hash: fe9b8a03
oldworld__exploration__halfling-inn__flavour = Plăcintele sunt mici, iar berea e tare.

# source-hash: 8a4613ae
oldworld__exploration__halfling-inn__name = Un han al halflingilor

# source-hash: 8379bfe0
oldworld__exploration__hermits-riddle__flavour = Un pustnic îți dă o carte cu o ghicitoare și îți spune s-o citești mai târziu.

# source-hash: dced6e41
oldworld__exploration__hermits-riddle__name = Ghicitoarea pustnicului

# source-hash: b805db68
oldworld__exploration__howling-pass__flavour = Vântul urlă prin trecătoare ca un lup rănit.

# source-hash: 127833d3
oldworld__exploration__howling-pass__name = Trecătoarea urletelor

# source-hash: d08a1f2e
oldworld__exploration__hunting-horn__flavour = Un corn răsună adânc în pădure, chemând ajutor.

# source-hash: d709cfc0
oldworld__exploration__hunting-horn__name = Un corn de vânătoare

# source-hash: 597221c8
oldworld__exploration__lost-brother__flavour = Un witcher tânăr întreabă de fratele lui, pierdut pe Drum.

# source-hash: 5366d9b8
oldworld__exploration__lost-brother__name = Un frate pierdut

# source-hash: f91fbd20
oldworld__exploration__merchant-prince__flavour = Un prinț al negustorilor din Novigrad vrea un ou de grifon.

# source-hash: e5185645
oldworld__exploration__merchant-prince__name = Prințul negustorilor

# source-hash: 0f86e6b8
oldworld__exploration__missing-cartographer__flavour = Desaga unui cartograf zace deschisă pe potecă, cu hărțile ude.

# source-hash: 08e735f6
oldworld__exploration__missing-cartographer__name = Cartograful dispărut

# source-hash: 28446cb5
oldworld__exploration__mossy-barrow__flavour = Un tumul vechi, cu pietrele împinse dinăuntru.

# source-hash: f979dd70
oldworld__exploration__mossy-barrow__name = Un tumul cu mușchi

# source-hash: 33de1f84
oldworld__exploration__night-market__flavour = La lumina torțelor se vând lucruri pe care ziua nu le vede.

# source-hash: f58fbd8e
oldworld__exploration__night-market__name = Târgul de noapte

# source-hash: 2ddcf6aa
oldworld__exploration__old-witchers-diary__flavour = Într-o colibă ruinată, jurnalul unui witcher care nu s-a mai întors.

# source-hash: 78fd6fda
oldworld__exploration__old-witchers-diary__name = Jurnalul unui witcher bătrân

# source-hash: 0fa594d9
oldworld__exploration__pilgrims-road__flavour = Pelerinii își împart pâinea și temerile.

# source-hash: 4b10806a
oldworld__exploration__pilgrims-road__name = Drumul pelerinilor

# source-hash: 43ff3d6d
oldworld__exploration__plague-doctor__flavour = Un doctor mascat cere ierburi rare de la Haern Caduch.

# source-hash: b58f5771
oldworld__exploration__plague-doctor__name = Doctorul ciumei

# source-hash: b4ca6a50
oldworld__exploration__puppet-show__flavour = Copiii râd de un witcher-păpușă învins de un înecat-păpușă.

# source-hash: 4d68d73b
oldworld__exploration__puppet-show__name = Un teatru de păpuși

# source-hash: b5304ac3
oldworld__exploration__recruiting-sergeant__flavour = Un sergent plătește bine pentru o sabie care se luptă.

# source-hash: 5694a7a1
oldworld__exploration__recruiting-sergeant__name = Un sergent recrutor

# source-hash: c02262f0
oldworld__exploration__river-ferry__flavour = Luntrașul vrea o monedă, sau o poveste.

# source-hash: f2b6b0a6
oldworld__exploration__river-ferry__name = Bacul de pe râu

# source-hash: 1373f6be
oldworld__exploration__sealed-letter__flavour = Un curier îți pune în mână o scrisoare sigilată și fuge.

# source-hash: c3ac2474
oldworld__exploration__sealed-letter__name = O scrisoare sigilată

# source-hash: 3a0cdd36
oldworld__exploration__shipwreck-rumour__flavour = Marinarii din Cidaris șoptesc despre o epavă plină de aur nilfgaardian.

# source-hash: ac96ca32
oldworld__exploration__shipwreck-rumour__name = Zvonul unui naufragiu

# source-hash: 0454c2ca
oldworld__exploration__shrine-of-the-lady__flavour = Un altar la marginea drumului pentru Doamna Lacului, năpădit de trandafiri.

# source-hash: badac5d4
oldworld__exploration__shrine-of-the-lady__name = Altarul Doamnei

# source-hash: 9026a8f3
oldworld__exploration__soldiers-will__flavour = Un soldat muribund îți dă testamentul lui, să-l duci la Ban Ard.

# source-hash: cb2fa314
oldworld__exploration__soldiers-will__name = Testamentul unui soldat

# source-hash: db208331
oldworld__exploration__spys-cipher__flavour = Un cifru cade dintr-o mantie în mulțime.

# source-hash: e0a965e3
oldworld__exploration__spys-cipher__name = Cifrul unui spion

# source-hash: 54cf2da8
oldworld__exploration__stolen-child__flavour = O mamă din piață te imploră să-i găsești fiul.

# source-hash: d79bd111
oldworld__exploration__stolen-child__name = Un copil furat

# source-hash: b8d56940
oldworld__exploration__strange-amulet__flavour = O amuletă atârnă de o creangă și vibrează ușor.

# source-hash: c0b3e38a
oldworld__exploration__strange-amulet__name = O amuletă ciudată

# source-hash: e2753808
oldworld__exploration__wanted-alive__flavour = Un afiș în Vizima: un vrăjitor căutat viu, și numai viu.

# source-hash: 41621403
oldworld__exploration__wanted-alive__name = Căutat viu

# source-hash: adea7f59
oldworld__exploration__witchs-token__flavour = O babă îți dă un semn înnodat: „Pentru când vei avea nevoie de mine.”

# source-hash: 6cdeb610
oldworld__exploration__witchs-token__name = Semnul vrăjitoarei

# source-hash: fac2d155
oldworld__exploration__wraiths-lantern__flavour = Un felinar plutește deasupra mlaștinii, deși nu-l poartă nimeni.

# source-hash: ce226cd5
oldworld__exploration__wraiths-lantern__name = Felinarul stafiei
