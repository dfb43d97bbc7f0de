### adventure / base: nume și text de atmosferă, în română.
### Numele cărților pe care Ghidul de referințe le păstrează în engleză rămân în engleză.

# source-hash: e8cbb050
board__continent__name = Continentul

# source-hash: 3dd2c7a2
companion__paulie-dahlberg__name = Paulie Dahlberg

# source-hash: 0de797eb
companion__regan__name = Regan Dahlberg

# source-hash: 6ce1f515
companion__xavier-moran__name = Xavier Moran

# source-hash: 579aecfd
companion__yannick-brass__name = Yannick Brass

# source-hash: 01ee7f41
development__aard__name = Aard

# source-hash: d757d772
development__axii__name = Axii

# source-hash: 5576ff24
development__ballad-of-the-white-wolf__name = Balada Lupului Alb

# source-hash: 8b66d117
development__battle-hammer__name = Ciocan de luptă

# source-hash: 6db5d2a7
development__blizzard__name = Viscolul

# source-hash: b705fca5
development__bombs__name = Bombe gnomice

# source-hash: 68fef3a7
development__cat__name = Pisica

# source-hash: f986a550
development__chain-lightning__name = Fulger în lanț

# source-hash: e1f5c586
development__chainmail__name = Zale gnomice

# source-hash: 4861f263
development__countess-de-stael__name = Contesa de Stael

# source-hash: ff3fc6f1
development__crossbow__name = Arbaletă

# source-hash: 3b062630
development__dijkstra__name = Sigismund Dijkstra

# source-hash: d0084cb4
development__dimeritium-amulet__name = Amuleta concentrării

# source-hash: 29951074
development__dispel__name = Destrămarea vrăjii

# source-hash: 61b19190
development__dragon-hunter__name = Vânător de dragoni

# source-hash: 8503be96
development__dudu-the-doppler__name = Dudu, dopplerul

# source-hash: d98e3d0a
development__dwarven-map__name = Hartă gnomică

# source-hash: 1e1b8a25
development__dwarven-shield__name = Scut gnomic

# source-hash: 7bc09073
development__dwarven-spirit__name = Plosca de rachiu gnomic

# source-hash: 5a128ef1
development__essi-daven__name = Essi Daven

# source-hash: 643f7cd8
development__fireball__name = Minge de foc

# source-hash: 9208af2a
development__golden-oriole__name = Grangurul

# source-hash: 5e83274e
development__gossip-network__name = Rețea de bârfe

# source-hash: 11aae78e
development__healing-touch__name = Atingere vindecătoare

# source-hash: b79bc714
development__igni__name = Igni

# source-hash: 5ec0d2ee
development__illusion__name = Iluzie

# source-hash: 78ad6c20
development__lodge-membership__name = Membră a Lojei

# source-hash: c4f792bf
development__lute__name = Lăută elfică

# source-hash: a5a14c85
development__magic-shield__name = Scut magic

# source-hash: bca1e253
development__mahakam-axe__name = Secure din Mahakam

# source-hash: d78b1bc8
development__mahakam-contacts__name = Contacte în Mahakam

# source-hash: 65f22628
development__mahakam-helmet__name = Coif din Mahakam

# source-hash: 75af4589
development__megascope__name = Megascop

# source-hash: 8e371305
development__merigolds-hailstorm__name = Grindina lui Merigold

# source-hash: 831d0b46
development__mining-pick__name = Târnăcop

# source-hash: 67e97738
development__oxenfurt-lecture__name = Prelegere la Oxenfurt

# source-hash: 23cae85d
development__philippa-eilhart__name = Philippa Eilhart

# source-hash: d02d5db6
development__priscilla__name = Priscilla

# source-hash: bdd1d8ac
development__quen__name = Quen

# source-hash: 4694a527
development__quick-escape__name = Evadare rapidă

# source-hash: 51a10440
development__royal-advisor__name = Sfetnic regal

# source-hash: b6bea792
development__scrying__name = Clarviziune

# source-hash: 634068d0
development__shani__name = Shani

# source-hash: c87bf8d4
development__sihil-blade__name = Lama Sihil

# source-hash: 0ada84f9
development__silver-sword__name = Sabie de argint

# source-hash: 38534064
development__silver-tongue__name = Limbă de argint

# source-hash: aecc38cf
development__sorceress-intuition__name = Intuiția vrăjitoarei

# source-hash: 1f7fae55
development__steel-sword__name = Sabie de oțel

# source-hash: b10cc731
development__stubborn__name = Încăpățânat ca un gnom

# source-hash: ca55de28
development__swallow__name = Rândunica

# source-hash: c5575450
development__tawny-owl__name = Bufnița

# source-hash: de7c5831
development__telekinesis__name = Telekinezie

# source-hash: 652e66de
development__teleport__name = Teleportare

# source-hash: d21f580a
development__thunderbolt__name = Trăsnetul

# source-hash: 66841702
development__vernon-roche__name = Vernon Roche

# source-hash: e27847b4
development__veteran__name = Veteran

# source-hash: 0e065eda
development__white-raffard__name = Decoctul lui Raffard cel Alb

# source-hash: cf97cfd6
development__witcher-medallion__name = Medalion Witcher

# source-hash: a54d17d1
development__yrden__name = Yrden

# source-hash: d4fa78d1
development__zoltan-chivay__name = Zoltan Chivay

# source-hash: ac6e0a06
die__battle-die-1__name = Zarul de Luptă 1

# source-hash: ab6e0873
die__battle-die-2__name = Zarul de Luptă 2

# source-hash: aa6e06e0
die__battle-die-3__name = Zarul de Luptă 3

# source-hash: 59e798e5
die__dandelion-die__name = Zarul Erou al lui Dandelion

# source-hash: 8c66e421
die__geralt-die-1__name = Zarul Erou 1 al lui Geralt

# source-hash: 8966df68
die__geralt-die-2__name = Zarul Erou 2 al lui Geralt

# source-hash: 8a66e0fb
die__geralt-die-3__name = Zarul Erou 3 al lui Geralt

# source-hash: 37080822
die__triss-die__name = Zarul Erou al lui Triss

# source-hash: 5b5dcd84
die__yarpen-die__name = Zarul Erou al lui Yarpen

# source-hash: f0742856
enemy__assassin__name = Asasin plătit
    .definite = Asasinul plătit

# source-hash: 964d76a8
enemy__bandits__name = Bandiți
    .definite = Bandiții

# source-hash: d3cbc78b
enemy__bruxa__name = Bruxa

# source-hash: f1d7e801
enemy__cultists__name = Cultiștii Focului Veșnic

# source-hash: 1c592e32
enemy__djinn__name = Djinn

# source-hash: aa25ff7b
enemy__drowner-pack__name = Haită de { -inecat(number: "other") }
    .definite = Haita de { -inecat(number: "other") }

# source-hash: 6eebfe17
enemy__golden-dragon__name = Dragonul de aur

# source-hash: a8196837
enemy__golem__name = Golem
    .definite = Golemul

# source-hash: eb8120b4
enemy__highwaymen__name = Tâlhari de drumul mare
    .definite = Tâlharii de drumul mare

# source-hash: 244cbdc2
enemy__kikimore__name = Regina Kikimore

# source-hash: ef37cffe
enemy__leshen__name = Leshen

# source-hash: 6103ecbb
enemy__mercenaries__name = Mercenari
    .definite = Mercenarii

# source-hash: 92a42d78
enemy__necromancer__name = Necromant
    .definite = Necromantul

# source-hash: a73d43b1
enemy__nilfgaardian-patrol__name = Patrulă nilfgaardiană
    .definite = Patrula nilfgaardiană

# source-hash: 9d9a02dd
enemy__pirate-crew__name = Jefuitori din Skellige
    .definite = Jefuitorii din Skellige

# source-hash: 620ffbe5
enemy__scoiatael-commando__name = Comando Scoia'tael
    .definite = Comandoul Scoia'tael

# source-hash: b3ec9859
enemy__temple-guard__name = Garda templului

# source-hash: 8e14bae3
enemy__troll__name = Trol de piatră
    .definite = Trolul de piatră

# source-hash: 85ac7574
enemy__vampire__name = Vampir superior
    .definite = Vampirul superior

# source-hash: eba37362
enemy__wild-hunt-rider__name = Călăreț al Vânătorii Sălbatice
    .definite = Călărețul Vânătorii Sălbatice

# source-hash: 3be38d87
enemy__witch-hunters__name = Vânători de vrăjitoare
    .definite = Vânătorii de vrăjitoare

# source-hash: 914f59a3
foulfate__bad-reputation__name = Reputație proastă

# source-hash: a4a9aa13
foulfate__broken-gear__name = Echipament stricat

# source-hash: 7b9449ac
foulfate__bushwhacked__name = Bushwhacked

# source-hash: a67c322b
foulfate__cold-trail__name = Urmă pierdută

# source-hash: 19aefe95
foulfate__curse__name = Blestem

# source-hash: 8f4407eb
foulfate__deep-cut__name = Tăietură adâncă

# source-hash: cfa00480
foulfate__drowners-at-the-ford__name = Înecații de la vad

# source-hash: a977cb3a
foulfate__evil-eye__name = Deochi

# source-hash: 33c7a42d
foulfate__flooded-roads__name = Drumuri inundate

# source-hash: 40f22572
foulfate__forged-documents__name = Documente falsificate

# source-hash: 151d41bf
foulfate__highway-robbery__name = Jaf la drumul mare

# source-hash: 03a51862
foulfate__hunted-by-the-beast__name = Vânat de fiară

# source-hash: de915abf
foulfate__informer__name = Informator

# source-hash: 971d2399
foulfate__lost-in-the-fog__name = Rătăcit în ceață

# source-hash: 56f46368
foulfate__monster-sighting__name = Monstru la orizont

# source-hash: ad46ccc5
foulfate__most-wanted__name = Cel mai căutat

# source-hash: ec68fd2b
foulfate__nilfgaardian-advance__name = Înaintarea Nilfgaardului

# source-hash: e64f135a
foulfate__pickpocket__name = Hoț de buzunare

# source-hash: 4a57b0d4
foulfate__plague__name = Ciuma Catriona

# source-hash: 69925f0c
foulfate__restless-dead__name = Morți fără odihnă

# source-hash: 2b1548ac
foulfate__storm__flavour = Nimeni nu călătorește pe vremea asta. Nimeni cu mintea întreagă.

# source-hash: 65a32136
foulfate__storm__name = Furtună

# source-hash: e328e41b
foulfate__tavern-brawl__name = Încăierare în tavernă

# source-hash: 855ffe7d
foulfate__tax-collector__name = Perceptorul

# source-hash: e0fa1bf3
foulfate__treacherous-pass__name = Trecătoare perfidă

# source-hash: f188f351
foulfate__twisted-ankle__flavour = O rădăcină, un făgaș, un blestem.

# source-hash: 56a2fa9e
foulfate__twisted-ankle__name = Gleznă scrântită

# source-hash: 0c6ec17d
foulfate__witch-hunt__name = Vânătoare de vrăjitoare

# source-hash: 55dda031
foulfate__wrong-turn__name = Drum greșit

# source-hash: 36225df6
goodfortune__blessing__name = Binecuvântarea lui Melitele

# source-hash: 248b5b35
goodfortune__crowd-of-well-wishers__name = Mulțime binevoitoare

# source-hash: ed5253b5
goodfortune__desperate-ritual__name = Ritual disperat

# source-hash: 7fff508e
goodfortune__fast-horse__name = Cal iute

# source-hash: 3a37a152
goodfortune__friendly-inn__flavour = O masă caldă și un pat uscat.

# source-hash: 1e3f4bb1
goodfortune__friendly-inn__name = Han primitor

# source-hash: 64271d7d
goodfortune__friends-in-novigrad__name = Prieteni în Novigrad

# source-hash: 0225b077
goodfortune__full-purse__name = Pungă plină

# source-hash: 4ca82ade
goodfortune__informant__name = Informator vorbăreț

# source-hash: f2a0e1ef
goodfortune__keen-eye__name = Ochi ager

# source-hash: 69b421fe
goodfortune__lucky-find__name = Descoperire norocoasă

# source-hash: 03d5e61b
goodfortune__lucky-strike__name = Lovitură norocoasă

# source-hash: 43996fb2
goodfortune__renown__name = Renume

# source-hash: e6e75220
goodfortune__safe-passage__name = Trecere sigură

# source-hash: c8e92071
goodfortune__second-wind__name = Suflu nou

# source-hash: 1f4fe692
goodfortune__steady-guard__name = Gardă neclintită

# source-hash: 69c8d5fb
goodfortune__veterans-luck__name = Norocul veteranului

# source-hash: 0e3049e6
goodfortune__windfall__name = Câștig neașteptat

# source-hash: ea927617
hero__dandelion__flavour = O forță a haosului și a serendipității.

# source-hash: c5d77835
hero__dandelion__name = Dandelion
    .gender = masculine
    .genitive = lui Dandelion

# source-hash: 5de4ddc8
hero__geralt__flavour = O soluție rătăcită în căutarea următoarei sale probleme.

# source-hash: 77f581f6
hero__geralt__name = Geralt din Rivia
    .gender = masculine
    .genitive = lui Geralt din Rivia

# source-hash: 150cc7e7
hero__triss__flavour = Printre cei mai puternici membri ai Lojei Vrăjitoarelor.

# source-hash: 56ab4501
hero__triss__name = Triss Merigold
    .gender = feminine
    .genitive = lui Triss Merigold

# source-hash: e4aa3aaa
hero__yarpen__flavour = Dur ca o sabie făurită în Mahakam și de multe ori mai mortal.

# source-hash: 98eaca21
hero__yarpen__name = Yarpen Zigrin
    .gender = masculine
    .genitive = lui Yarpen Zigrin

# source-hash: a17e94a2
investigation__alchemists-commission__name = Însărcinarea alchimistului

# source-hash: 8a83ae45
investigation__ambush-in-the-woods__name = Ambuscadă în pădure

# source-hash: be63b5d2
investigation__ancient-tome__name = Tom străvechi

# source-hash: 105a74d8
investigation__arcane-library__name = Biblioteca arcană

# source-hash: cd039530
investigation__armoury__name = Armurăria

# source-hash: 0a0cb73e
investigation__ball-at-the-palace__name = Bal la palat

# source-hash: 857e8b28
investigation__bandit-camp__name = Tabăra bandiților

# source-hash: 7f53394e
investigation__battlefield-scavenging__name = Prădarea câmpului de luptă

# source-hash: 0042ff06
investigation__black-ones-camp__name = Tabăra Negrilor

# source-hash: 212340fb
investigation__blackmail__name = Șantaj

# source-hash: 65f04b32
investigation__bounty-board__name = Avizierul recompenselor

# source-hash: ca639664
investigation__bribed-official__name = Funcționar mituit

# source-hash: 493a6715
investigation__court-secrets__name = Secretele curții

# source-hash: cae334e6
investigation__crypt-of-the-restless__name = Cripta celor fără odihnă

# source-hash: 6cbb8628
investigation__cursed-relic__name = Relicvă blestemată

# source-hash: a011f098
investigation__dark-ritual__name = Ritual întunecat

# source-hash: 9fb5e619
investigation__dijkstras-interest__name = Interesul lui Dijkstra

# source-hash: e4bb1b7c
investigation__dimeritium-shackles__name = Cătușe de dimeritium

# source-hash: b5dc5fe1
investigation__diplomatic-mission__name = Solie diplomatică

# source-hash: f8d16fd0
investigation__drowner-infestation__name = Invazie de { -inecat(number: "other") }

# source-hash: 29585269
investigation__duel__name = Duel de onoare

# source-hash: 614f3fd7
investigation__elder-blood__name = Sângele Bătrân

# source-hash: 7d9f170d
investigation__elemental-remnant__name = Rămășiță elementală

# source-hash: fe97b36e
investigation__elven-ruins__name = Ruine elfice

# source-hash: c372e4d2
investigation__failed-negotiations__name = Negocieri eșuate

# source-hash: f0a71537
investigation__favourable-omen__name = Semn favorabil

# source-hash: d946b1d0
investigation__feast__name = Ospăț de nuntă

# source-hash: 5b46ce33
investigation__field-hospital__name = Spital de campanie

# source-hash: f8f071b4
investigation__gossip__name = Bârfe de tavernă

# source-hash: aea7a0f1
investigation__grave-injury__name = Vătămare gravă

# source-hash: 56e88f53
investigation__gwent-tournament__name = Turneu de Gwent

# source-hash: 89d695bc
investigation__haunted-mill__name = Moara bântuită

# source-hash: 069f9143
investigation__healers-hut__name = Coliba vindecătorului

# source-hash: b81ee243
investigation__hold-the-line__name = Țineți linia

# source-hash: 31dcb442
investigation__imperial-spy__name = Spion imperial

# source-hash: af410c08
investigation__incriminating-letters__name = Scrisori compromițătoare

# source-hash: b831907d
investigation__insulted-nobleman__name = Nobil jignit

# source-hash: 31c7e40b
investigation__invitation-to-novigrad__name = Invitație la Novigrad

# source-hash: 761627b2
investigation__jailed__name = Aruncat în temniță

# source-hash: 5133c405
investigation__kaedweni-recruiters__name = Recrutori din Kaedwen

# source-hash: 6cbb8060
investigation__lodge-summons__name = Chemarea Lojei

# source-hash: 02c87a2b
investigation__magic-backlash__name = Reculul magiei

# source-hash: 05ce89f8
investigation__mercenary-company__name = Companie de mercenari

# source-hash: 2dc53e92
investigation__merchant-guild__name = Breasla negustorilor

# source-hash: 51418090
investigation__monster-invasion__name = Invazie de monștri

# source-hash: 8417310f
investigation__monster-lair__name = Bârlog de monștri

# source-hash: bc3ef891
investigation__monster-nest__name = Cuib de monștri

# source-hash: 44d92e4d
investigation__monster-trophy__name = Trofeu de monstru

# source-hash: d577a3e3
investigation__mysterious-stranger__name = Străinul misterios

# source-hash: 30c41b36
investigation__necromancers-crypt__name = Cripta necromantului

# source-hash: 564e1320
investigation__nilfgaardian-emissary__name = Emisar nilfgaardian

# source-hash: bbddf714
investigation__oxenfurt-scholar__name = Învățat din Oxenfurt

# source-hash: a3b9654f
investigation__patrons-seal__name = Sigiliul unui protector

# source-hash: c1114829
investigation__philippas-favour__name = Favoarea Philippei

# source-hash: cba3acce
investigation__political-scandal__name = Scandal politic

# source-hash: 76334755
investigation__portal-mishap__name = Portal defect

# source-hash: 8ae68f43
investigation__prophecy-of-ithlinne__name = Profeția lui Ithlinne

# source-hash: 37e5c240
investigation__redanian-intelligence__name = Spionajul redanian

# source-hash: c85ba64e
investigation__royal-audience__name = Audiență regală

# source-hash: d9aaf65f
investigation__scoiatael-ambush__name = Ambuscadă Scoia'tael

# source-hash: 422a9cfe
investigation__scoiatael-envoy__name = Sol Scoia'tael

# source-hash: bcf0012d
investigation__seidhe-sage__name = Înțeleptul Seidhe

# source-hash: d26ecdac
investigation__sell-secrets__name = Vânzare de secrete

# source-hash: dd0e4b32
investigation__silver-contract__name = Contract de argint

# source-hash: 13a3c51d
investigation__skirmish__name = Încăierare la graniță

# source-hash: e32762f8
investigation__smugglers-ledger__name = Registrul contrabandistului

# source-hash: dc528997
investigation__sorceress-bargain__name = Târgul unei vrăjitoare

# source-hash: e9e770b7
investigation__spellbound__name = Vrăjit

# source-hash: 879b3e5b
investigation__street-thugs__name = Bătăuși de stradă

# source-hash: 9c17f3ba
investigation__strigas-curse__name = Blestemul Strigăi

# source-hash: a35a2059
investigation__tracks-in-the-mud__name = Urme în noroi

# source-hash: 2d370415
investigation__trade-agreement__name = Acord comercial

# source-hash: 6f9f2dc9
investigation__training-yard__name = Curtea de antrenament

# source-hash: 7e85a721
investigation__troll-bridge__name = Podul trolului

# source-hash: 8683081e
investigation__veterans-advice__name = Sfatul veteranului

# source-hash: 1ea3a99f
investigation__war-refugees__name = Refugiați de război

# source-hash: 7a6ccde7
investigation__whispers-in-the-tower__name = Șoapte în turn

# source-hash: 6478dab1
investigation__wild-hunt-omen__name = Prevestirea Vânătorii Sălbatice

# source-hash: e1983ca5
investigation__witchers-contract__name = Contractul vânătorului de monștri

# source-hash: 1196c67b
investigation__wounded-soldier__name = Soldat rănit

# source-hash: 25cbc638
investigation__zerikanian-assassin__name = Zerikanian Assassin

# source-hash: a9a6fb59
location__ard-carraig__name = Ard Carraig

# source-hash: 0bb001df
location__ban-ard__name = Ban Ard

# source-hash: 6e8adf69
location__brokilon__flavour = Pădurea driadelor: nimeni nu se întoarce cu vești.

# source-hash: 039bd5c3
location__brokilon__name = Brokilon

# source-hash: afc2e670
location__cidaris__name = Cidaris

# source-hash: 7b7e354e
location__cintra__name = Cintra

# source-hash: b2755a27
location__dol-blathanna__name = Dol Blathanna

# source-hash: 3e8eb945
location__duen-canell__name = Duén Canell

# source-hash: f1f16e82
location__ellander__flavour = Templul lui Melitele primește orice călător rănit.

# source-hash: 478ac4aa
location__ellander__name = Ellander

# source-hash: 88b0d3a4
location__gors-velen__name = Gors Velen

# source-hash: 6901b39a
location__jaruga__flavour = Un vad păzit de două armate.

# source-hash: 781bdb25
location__jaruga__name = Jaruga

# source-hash: 4d8e926b
location__kaer-morhen__name = Kaer Morhen

# source-hash: 0a77abfa
location__kerack__name = Kerack

# source-hash: 7338e703
location__loc-muinne__name = Loc Muinne

# source-hash: e99a934f
location__mahakam__name = Mahakam

# source-hash: 74801d53
location__novigrad__name = Novigrad

# source-hash: f04f0de7
location__shaerrawedd__name = Shaerrawedd

# source-hash: 24cab55a
location__vengerberg__name = Vengerberg

# source-hash: af425b1e
location__wyzima__name = Wyzima

# source-hash: 76393911
monster__alghoul__name = Alghoul

# source-hash: a382b426
monster__arachas__name = Arachas

# source-hash: df13d1d9
monster__archespore__name = Archespore

# source-hash: 265c68c6
monster__drowner__name = { -inecat }
    .gender = masculine
    .definite = { -inecat(case: "definite") }
    .genitive = { -inecat(case: "genitive") }

# source-hash: 80ceab4c
monster__ekimmara__name = Ekimmara

# source-hash: 03b3acf5
monster__fiend__name = { -diavol }
    .gender = masculine
    .definite = { -diavol(case: "definite") }
    .genitive = { -diavol(case: "genitive") }

# source-hash: 91028f39
monster__fleder__name = Fleder

# source-hash: 203f0310
monster__foglet__name = Foglet

# source-hash: 39f59156
monster__ghoul__name = { -ghul }
    .gender = masculine
    .definite = { -ghul(case: "definite") }
    .genitive = { -ghul(case: "genitive") }

# source-hash: 245a01dc
monster__griffin__name = { -grifon }
    .gender = masculine
    .definite = { -grifon(case: "definite") }
    .genitive = { -grifon(case: "genitive") }

# source-hash: 62149ffb
monster__harpy__name = { -harpie }
    .gender = feminine
    .definite = { -harpie(case: "definite") }
    .genitive = { -harpie(case: "genitive") }

# source-hash: 9b96d258
monster__katakan__name = Katakan

# source-hash: b9020a0d
monster__nekker__name = Nekker

# source-hash: c03d8a24
monster__noonwraith__name = { -stafia-amiezii }
    .gender = feminine
    .definite = { -stafia-amiezii(case: "definite") }
    .genitive = { -stafia-amiezii(case: "genitive") }

# source-hash: 542674c2
monster__phantom__name = Phantom

# source-hash: 6bb17690
monster__rotfiend__name = { -putreziciune }
    .gender = feminine
    .definite = { -putreziciune(case: "definite") }
    .genitive = { -putreziciune(case: "genitive") }

# source-hash: 7260adcf
monster__striga__name = Striga

# source-hash: b57f6c9c
monster__werewolf__name = { -varcolac }
    .gender = masculine
    .definite = { -varcolac(case: "definite") }
    .genitive = { -varcolac(case: "genitive") }

# source-hash: 00d583e5
monster__wolves__name = { -lupi }
    .gender = masculine
    .definite = { -lupi(case: "definite") }
    .genitive = { -lupi(case: "genitive") }

# source-hash: a77974c6
monster__wraith__name = Wraith

# source-hash: 68922dcc
monster__wyvern__name = { -wiverna }
    .gender = feminine
    .definite = { -wiverna(case: "definite") }
    .genitive = { -wiverna(case: "genitive") }

# source-hash: f9557595
quest__bandit-king__name = Regele bandiților

# source-hash: e34a509a
quest__bards-competition__name = Concursul bardilor

# source-hash: cc53a33e
quest__battle-for-brokilon__name = Bătălia pentru Brokilon

# source-hash: cc798d3b
quest__cult-of-the-eternal-fire__name = Focul Veșnic

# source-hash: e06f524a
quest__curse-of-wyzima__name = Blestemul din Wyzima

# source-hash: 6fe8aba5
quest__defend-mahakam__name = Apărarea Mahakamului

# source-hash: 27fe3cac
quest__dragon-hunt__name = Vânătoarea de dragoni

# source-hash: b0606e02
quest__dryad-treaty__name = Tratatul cu driadele

# source-hash: a2d5071c
quest__dryads-plea__name = Ruga driadelor

# source-hash: 960d7940
quest__dwarven-guild__name = Breasla gnomilor

# source-hash: 7f1e565e
quest__elder-blood-prophecy__name = Profeția Sângelui Bătrân

# source-hash: ba234b18
quest__elven-artifact__name = Artefactul elfic

# source-hash: 3f034d45
quest__elven-envoy__name = Solul elfilor

# source-hash: 0346458c
quest__griffin-of-ban-ard__name = Grifonul din Ban Ard

# source-hash: dfb73cfe
quest__hunt-for-the-fiend__name = Vânătoarea { -diavol(case: "genitive") }

# source-hash: b0cf673d
quest__kaedweni-alliance__name = Alianța cu Kaedwen

# source-hash: fb560dff
quest__kaer-morhen-library__name = Biblioteca din Kaer Morhen

# source-hash: 66f81d2d
quest__king-of-beggars__name = Regele cerșetorilor

# source-hash: e84837db
quest__lodge-conclave__name = Conclavul Lojei

# source-hash: c40fc7b6
quest__mercenary-war__name = Războiul mercenarilor

# source-hash: ef8ea0d8
quest__necromancers-tower__name = Turnul necromantului

# source-hash: a00a59b3
quest__nilfgaardian-envoy__name = Solul nilfgaardian

# source-hash: 8687678f
quest__peace-talks__name = Tratative de pace la Loc Muinne

# source-hash: 02866ada
quest__phantom-of-ban-ard__name = Phantom din Ban Ard

# source-hash: 65b95fdb
quest__plague-of-wyzima__name = Ciuma Catriona

# source-hash: d65e0a8a
quest__portal-of-vengerberg__name = Portalul din Vengerberg

# source-hash: 5a4275df
quest__raiders-of-cidaris__name = Jefuitorii din Cidaris

# source-hash: 88378bf8
quest__river-crossing__name = Trecerea Jarugăi

# source-hash: 17742e27
quest__river-trade__name = Negoț pe Jaruga

# source-hash: 2c4a47cb
quest__road-of-no-return__name = Drumul fără întoarcere

# source-hash: 3ba337d7
quest__royal-wedding__name = O nuntă regală

# source-hash: b91eb47d
quest__ruins-of-loc-muinne__name = Ruinele din Loc Muinne

# source-hash: 4e95e0c2
quest__scoiatael-hostages__name = Ostaticii Scoia'tael

# source-hash: 170d80cb
quest__secrets-of-shaerrawedd__name = Secretele din Shaerrawedd

# source-hash: 0f41828e
quest__sewers-of-novigrad__name = Sub Novigrad

# source-hash: 001edc75
quest__smugglers-den__name = Bârlogul contrabandiștilor

# source-hash: 0e03d143
quest__temple-of-melitele__name = Templul lui Melitele

# source-hash: 092759fd
quest__the-bruxa__name = Noaptea Bruxei

# source-hash: b95bdbb9
quest__the-djinn__name = Sticla djinnului

# source-hash: 566736a7
quest__the-golem-forge__name = Forja golemilor

# source-hash: 321cd38a
quest__the-redanian-throne__name = Tronul Redaniei

# source-hash: 35add2ea
quest__troll-toll__name = Vama trolului

# source-hash: e4b5a1ee
quest__vampire-of-cintra__name = Vampirul din Cintra

# source-hash: 3e9fe2db
quest__vengerberg-court__name = Curtea din Vengerberg

# source-hash: ac7e2563
quest__witcher-for-hire__name = Un vânător de monștri de închiriat

# source-hash: 765575ee
quest__witchers-trial__name = Încercarea vânătorului de monștri

# source-hash: 0d952b3f
quest__wolves-of-kaedwen__name = Lupii din Kaedwen

# source-hash: 73eddd8f
quest__wraith-of-ellander__name = Wraith din Ellander

# source-hash: be1f039f
region__blue__name = Regiunea Albastră
    .gender = feminine
    .genitive = Regiunii Albastre

# source-hash: 1393431a
region__gray__name = Regiunea Gri
    .gender = feminine
    .genitive = Regiunii Gri

# source-hash: 53837278
region__green__name = Regiunea Verde
    .gender = feminine
    .genitive = Regiunii Verzi

# source-hash: 40592cd5
region__purple__name = Regiunea Mov
    .gender = feminine
    .genitive = Regiunii Mov

# source-hash: e1db9c58
region__red__name = Regiunea Roșie
    .gender = feminine
    .genitive = Regiunii Roșii

# source-hash: 3ed91b03
region__yellow__name = Regiunea Galbenă
    .gender = feminine
    .genitive = Regiunii Galbene

# source-hash: baf1a92f
trait__aen-seidhe__name = Aen Seidhe

# source-hash: 3df32aad
trait__friend__name = Prieten

# source-hash: fb334b4e
trait__gear__name = Echipament

# source-hash: ea067286
trait__lodge-of-sorceresses__name = Lodge of Sorceresses

# source-hash: e3477ddb
trait__nilfgaard__name = Nilfgaard

# source-hash: ab56150a
trait__potion__name = Poțiune

# source-hash: ea3a4f29
trait__scoiatael__name = Scoia'tael

# source-hash: 3858ec69
trait__spell__name = Vrajă

# source-hash: 885f2857
trait__training__name = Antrenament

# source-hash: d4746785
trait__valuable-information__name = Informație valoroasă

# source-hash: 97c93214
trait__witcher-sign__name = Semn Witcher

# source-hash: ec14614e
wartrack__war-track__name = Pista Război
