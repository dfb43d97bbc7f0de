### oldworld / core: nume și text de atmosferă, în română.
### Numele creaturilor din saga (Leshen, Striga, Bruxa …) și al semnelor rămân ca în original; numele locurilor nu se traduc.

# source-hash: 01ee7f41
oldworld__action__aard__name = Aard

# source-hash: d757d772
oldworld__action__axii__name = Axii

# source-hash: bd074002
oldworld__action__block__name = Blocare

# source-hash: 555a5bbb
oldworld__action__counterattack__name = Contraatac

# source-hash: 63047220
oldworld__action__cover__name = Acoperire

# source-hash: 5040b903
oldworld__action__crippling-strike__name = Lovitură paralizantă

# source-hash: a621b6d6
oldworld__action__crushing-strike__name = Lovitură zdrobitoare

# source-hash: 1a33d56e
oldworld__action__demolishing-blow__name = Lovitură devastatoare

# source-hash: 595f256d
oldworld__action__explosive-shield__name = Scut exploziv

# source-hash: 6f03ca33
oldworld__action__fire-stream__name = Torent de foc

# source-hash: b335b35f
oldworld__action__intense-aard__name = Aard intens

# source-hash: 0b190f74
oldworld__action__intense-axii__name = Axii intens

# source-hash: 4af24f36
oldworld__action__intense-igni__name = Igni intens

# source-hash: 73218a5a
oldworld__action__intense-quen__name = Quen intens

# source-hash: 28ab7b37
oldworld__action__intense-yrden__name = Yrden intens

# source-hash: 32569e0f
oldworld__action__magic-trap__name = Capcană magică

# source-hash: dd3cdbf1
oldworld__action__melt-armour__name = Topirea armurii

# source-hash: 54746d2e
oldworld__action__precise-blow__name = Lovitură precisă

# source-hash: 8307cb2e
oldworld__action__precise-cut__name = Tăietură precisă

# source-hash: bdd1d8ac
oldworld__action__quen__name = Quen

# source-hash: 9255dac2
oldworld__action__quick-reflexes__name = Reflexe rapide

# source-hash: f98f4f8d
oldworld__action__quick-slash__name = Tăietură rapidă

# source-hash: 7d2c8bfa
oldworld__action__rend__name = Spintecare

# source-hash: 8fa5b558
oldworld__action__shockwave__name = Undă de șoc

# source-hash: 1675c853
oldworld__action__thrust__name = Împunsătură

# source-hash: 71e6b7b7
oldworld__action__whirl__name = Vârtej

# source-hash: a54d17d1
oldworld__action__yrden__name = Yrden

# source-hash: 02f2cdbe
oldworld__event__harvest-fair__flavour = Piața e plină de tarabe și de muzică.

# source-hash: c53c30c4
oldworld__event__harvest-fair__name = Târgul recoltei

# source-hash: 61033408
oldworld__event__monster-sighting__flavour = Sătenii vorbesc despre o fiară din dealuri și îți îndeasă monede în palmă.

# source-hash: 56f46368
oldworld__event__monster-sighting__name = Monstru zărit

# source-hash: 0134754d
oldworld__event__plague__flavour = Catriona se răspândește prin oraș; porțile se închid la asfințit.

# source-hash: 6429dd27
oldworld__event__plague__name = Ciumă

# source-hash: d3545400
oldworld__event__witch-hunters__flavour = Fanaticii Focului Veșnic îl iau la întrebări pe fiecare străin.

# source-hash: 3be38d87
oldworld__event__witch-hunters__name = Vânători de vrăjitoare

# source-hash: 58b13b28
oldworld__exploration__abandoned-camp__flavour = Cenușă rece, un cort sfâșiat și o pungă după care nu s-a mai întors nimeni.

# source-hash: a1e468d4
oldworld__exploration__abandoned-camp__name = Tabără părăsită

# source-hash: d9102839
oldworld__exploration__alchemists-stall__flavour = De fiecare grindă atârnă ierburi uscate; alchimistul îți spune prețul.

# source-hash: 9c336ca3
oldworld__exploration__alchemists-stall__name = Taraba alchimistului

# source-hash: a1356c5a
oldworld__exploration__ambush__flavour = Bandiții ies din spatele copacilor.

# source-hash: cff5cd51
oldworld__exploration__ambush__name = Ambuscadă

# source-hash: 46bbc059
oldworld__exploration__herb-gathering__flavour = Poiana e plină de rostopască și arenaria.

# source-hash: 0cab61db
oldworld__exploration__herb-gathering__name = Cules de ierburi

# source-hash: 8257223e
oldworld__exploration__notice-board__flavour = Printre anunțuri, un contract cu o recompensă generoasă.

# source-hash: 98398339
oldworld__exploration__notice-board__name = Avizier

# source-hash: fc481c83
oldworld__exploration__old-shrine__flavour = Mușchiul acoperă altarul unei zeițe uitate.

# source-hash: 09fd092d
oldworld__exploration__old-shrine__name = Altar vechi

# source-hash: a3ca827f
oldworld__exploration__sword-master__flavour = Un bătrân maestru de scrimă se oferă să-ți încerce garda.

# source-hash: 279b58e0
oldworld__exploration__sword-master__name = Maestrul de sabie

# source-hash: ed07b48e
oldworld__exploration__tavern-brawl__flavour = Un mercenar beat te confundă cu omul care l-a înșelat la zaruri.

# source-hash: e328e41b
oldworld__exploration__tavern-brawl__name = Încăierare în han

# source-hash: b7639d70
oldworld__fightcard__fight-10__name = Carte de luptă a monstrului 10
    .definite = cartea de luptă a monstrului 10

# source-hash: b8639f03
oldworld__fightcard__fight-11__name = Carte de luptă a monstrului 11
    .definite = cartea de luptă a monstrului 11

# source-hash: b963a096
oldworld__fightcard__fight-12__name = Carte de luptă a monstrului 12
    .definite = cartea de luptă a monstrului 12

# source-hash: ba63a229
oldworld__fightcard__fight-13__name = Carte de luptă a monstrului 13
    .definite = cartea de luptă a monstrului 13

# source-hash: bb63a3bc
oldworld__fightcard__fight-14__name = Carte de luptă a monstrului 14
    .definite = cartea de luptă a monstrului 14

# source-hash: bc63a54f
oldworld__fightcard__fight-15__name = Carte de luptă a monstrului 15
    .definite = cartea de luptă a monstrului 15

# source-hash: bd63a6e2
oldworld__fightcard__fight-16__name = Carte de luptă a monstrului 16
    .definite = cartea de luptă a monstrului 16

# source-hash: be63a875
oldworld__fightcard__fight-17__name = Carte de luptă a monstrului 17
    .definite = cartea de luptă a monstrului 17

# source-hash: bf63aa08
oldworld__fightcard__fight-18__name = Carte de luptă a monstrului 18
    .definite = cartea de luptă a monstrului 18

# source-hash: c063ab9b
oldworld__fightcard__fight-19__name = Carte de luptă a monstrului 19
    .definite = cartea de luptă a monstrului 19

# source-hash: 9f6212e0
oldworld__fightcard__fight-1__name = Carte de luptă a monstrului 1
    .definite = cartea de luptă a monstrului 1

# source-hash: 496b3f0b
oldworld__fightcard__fight-20__name = Carte de luptă a monstrului 20
    .definite = cartea de luptă a monstrului 20

# source-hash: a2621799
oldworld__fightcard__fight-2__name = Carte de luptă a monstrului 2
    .definite = cartea de luptă a monstrului 2

# source-hash: a1621606
oldworld__fightcard__fight-3__name = Carte de luptă a monstrului 3
    .definite = cartea de luptă a monstrului 3

# source-hash: a4621abf
oldworld__fightcard__fight-4__name = Carte de luptă a monstrului 4
    .definite = cartea de luptă a monstrului 4

# source-hash: a362192c
oldworld__fightcard__fight-5__name = Carte de luptă a monstrului 5
    .definite = cartea de luptă a monstrului 5

# source-hash: a6621de5
oldworld__fightcard__fight-6__name = Carte de luptă a monstrului 6
    .definite = cartea de luptă a monstrului 6

# source-hash: a5621c52
oldworld__fightcard__fight-7__name = Carte de luptă a monstrului 7
    .definite = cartea de luptă a monstrului 7

# source-hash: a862210b
oldworld__fightcard__fight-8__name = Carte de luptă a monstrului 8
    .definite = cartea de luptă a monstrului 8

# source-hash: a7621f78
oldworld__fightcard__fight-9__name = Carte de luptă a monstrului 9
    .definite = cartea de luptă a monstrului 9

# source-hash: aa55f969
oldworld__location__ard-modron__name = Ard Modron

# source-hash: 0bb001df
oldworld__location__ban-ard__name = Ban Ard

# source-hash: 223e264f
oldworld__location__beauclair__name = Beauclair

# source-hash: 1d43bbee
oldworld__location__behelt-nar__name = Behelt Nar

# source-hash: afc2e670
oldworld__location__cidaris__name = Cidaris

# source-hash: 7b7e354e
oldworld__location__cintra__name = Cintra

# source-hash: e7f9d51a
oldworld__location__dhuwod__name = Dhuwod

# source-hash: d98fc557
oldworld__location__doldeth__name = Doldeth

# source-hash: 612ffbd8
oldworld__location__glenmore__name = Glenmore

# source-hash: e6e383ed
oldworld__location__gorthur-gvaed__name = Gorthur Gvaed

# source-hash: 618b73d3
oldworld__location__haern-caduch__name = Haern Caduch

# source-hash: b7b37101
oldworld__location__hengfors__name = Hengfors

# source-hash: 4d8e926b
oldworld__location__kaer-morhen__name = Kaer Morhen

# source-hash: f81a941f
oldworld__location__kaer-seren__name = Kaer Seren

# source-hash: 359c527f
oldworld__location__loc-ichaer__name = Loc Ichaer

# source-hash: 74801d53
oldworld__location__novigrad__name = Novigrad

# source-hash: ec5e5aca
oldworld__location__stygga__name = Stygga

# source-hash: 24cab55a
oldworld__location__vengerberg__name = Vengerberg

# source-hash: 62b198bb
oldworld__location__vizima__name = Vizima

# source-hash: 82aa5921
oldworld__map__old-world__name = Lumea Veche

# source-hash: a382b426
oldworld__monster__arachas__name = Arachas

# source-hash: df13d1d9
oldworld__monster__archespore__name = Archespore

# source-hash: 02b51d2f
oldworld__monster__barghest__name = Barghest

# source-hash: a5d70dce
oldworld__monster__brewess__name = Brewess

# source-hash: d3cbc78b
oldworld__monster__bruxa__name = Bruxa

# source-hash: 3ca570ba
oldworld__monster__drowners-nest__name = Cuibul de { -inecat(number: "other") }

# source-hash: 80ceab4c
oldworld__monster__ekimmara__name = Ekimmara

# source-hash: 03b3acf5
oldworld__monster__fiend__name = { -diavol }
    .gender = masculine
    .definite = { -diavol(case: "definite") }
    .genitive = { -diavol(case: "genitive") }

# source-hash: 203f0310
oldworld__monster__foglet__name = Foglet

# source-hash: 5365ea0a
oldworld__monster__ghouls-nest__name = Cuibul de { -ghul(number: "other") }

# source-hash: 8ec0fb89
oldworld__monster__glustyworp__name = Glustyworp

# source-hash: a287edb2
oldworld__monster__grave-hag__name = Baba mormintelor

# source-hash: 245a01dc
oldworld__monster__griffin__name = { -grifon }
    .gender = masculine
    .definite = { -grifon(case: "definite") }
    .genitive = { -grifon(case: "genitive") }

# source-hash: 62149ffb
oldworld__monster__harpy__name = { -harpie }
    .gender = feminine
    .definite = { -harpie(case: "definite") }
    .genitive = { -harpie(case: "genitive") }

# source-hash: ef37cffe
oldworld__monster__leshen__name = Leshen

# source-hash: 1a72d6f7
oldworld__monster__manticore__name = Manticoră
    .gender = feminine
    .definite = Manticora
    .genitive = Manticorei

# source-hash: 867f897b
oldworld__monster__nekkers-nest__name = Cuibul de nekkeri

# source-hash: 47cb73a2
oldworld__monster__nightwraith__name = Stafia nopții

# source-hash: c03d8a24
oldworld__monster__noonwraith__name = { -stafia-amiezii }
    .gender = feminine
    .definite = { -stafia-amiezii(case: "definite") }
    .genitive = { -stafia-amiezii(case: "genitive") }

# source-hash: e78522f2
oldworld__monster__penitent__name = Penitentul

# source-hash: 6bb17690
oldworld__monster__rotfiend__name = { -putreziciune }
    .gender = feminine
    .definite = { -putreziciune(case: "definite") }
    .genitive = { -putreziciune(case: "genitive") }

# source-hash: 7260adcf
oldworld__monster__striga__name = Striga

# source-hash: f18f63a4
oldworld__monster__water-hag__name = Baba apelor

# source-hash: 51b474bb
oldworld__monster__weavess__name = Weavess

# source-hash: b57f6c9c
oldworld__monster__werewolf__name = { -varcolac }
    .gender = masculine
    .definite = { -varcolac(case: "definite") }
    .genitive = { -varcolac(case: "genitive") }

# source-hash: 49b413ab
oldworld__monster__whispess__name = Whispess

# source-hash: 68922dcc
oldworld__monster__wyvern__name = { -wiverna }
    .gender = feminine
    .definite = { -wiverna(case: "definite") }
    .genitive = { -wiverna(case: "genitive") }

# source-hash: 77bbb5fa
oldworld__monster__yghern__name = Yghern

# source-hash: 36ab6bf4
oldworld__potion__black-blood__name = Sânge negru

# source-hash: 68fef3a7
oldworld__potion__cat__name = Pisica

# source-hash: 584d0d5e
oldworld__potion__maribor-forest__name = Pădurea Maribor

# source-hash: ca55de28
oldworld__potion__swallow__name = Rândunica

# source-hash: c5575450
oldworld__potion__tawny-owl__name = Bufnița

# source-hash: d21f580a
oldworld__potion__thunderbolt__name = Tunetul

# source-hash: 0e065eda
oldworld__potion__white-raffard__name = Decoctul lui Raffard cel Alb

# source-hash: 3bad2929
oldworld__school__bear__name = Școala Ursului

# source-hash: 3ad7456d
oldworld__school__cat__name = Școala Pisicii

# source-hash: 6ffa4c9a
oldworld__school__griffin__name = Școala Grifonului

# source-hash: 6bf26009
oldworld__school__viper__name = Școala Viperei

# source-hash: 343a3cb3
oldworld__school__wolf__name = Școala Lupului

# source-hash: 0837a3d6
oldworld__setup__setup__name = Pregătirea jocului

# source-hash: b66770df
oldworld__witcher__bear-witcher__name = Vânătorul Școlii Ursului
    .gender = masculine
    .genitive = Vânătorului Școlii Ursului

# source-hash: 7bba29cb
oldworld__witcher__cat-witcher__name = Vânătorul Școlii Pisicii
    .gender = masculine
    .genitive = Vânătorului Școlii Pisicii

# source-hash: 394b8c28
oldworld__witcher__griffin-witcher__name = Vânătorul Școlii Grifonului
    .gender = masculine
    .genitive = Vânătorului Școlii Grifonului

# source-hash: bba1fe53
oldworld__witcher__viper-witcher__name = Vânătorul Școlii Viperei
    .gender = masculine
    .genitive = Vânătorului Școlii Viperei

# source-hash: d6d2911d
oldworld__witcher__wolf-witcher__name = Vânătorul Școlii Lupului
    .gender = masculine
    .genitive = Vânătorului Școlii Lupului

# content/oldworld/exploration.grim
# source-hash: 63704130
oldworld__exploration__bard__flavour = Un bard îți face cinste cu o băutură în schimbul poveștii ultimei tale vânători.

# source-hash: c7ba247a
oldworld__exploration__bard__name = Bardul

# source-hash: 97d7521b
oldworld__exploration__bathhouse__flavour = Apă fierbinte, rufe curate și o oră fără sabie în mână.

# source-hash: 6c600ce4
oldworld__exploration__bathhouse__name = Baia publică

# source-hash: 9a6a7ee0
oldworld__exploration__beggars-tip__flavour = Un cerșetor chior știe unde nu se uită garda orașului.

# source-hash: a1167872
oldworld__exploration__beggars-tip__name = Ponturile cerșetorului

# source-hash: ea2f44f8
oldworld__exploration__blacksmiths-forge__flavour = Fierarul se oferă să-ți ascută sabia de argint, contra cost.

# source-hash: 35c38ffa
oldworld__exploration__blacksmiths-forge__name = Fierăria

# source-hash: 28ec7828
oldworld__exploration__bookseller__flavour = Printre romanțele ieftine, un bestiar vechi cu pagini lipsă.

# source-hash: 81c29f43
oldworld__exploration__bookseller__name = Librarul

# source-hash: 76483b17
oldworld__exploration__broken-wagon__flavour = O căruță de negustor zace în șanț, iar stăpânul ei a dispărut de mult.

# source-hash: 60ac69ec
oldworld__exploration__broken-wagon__name = Căruța răsturnată

# source-hash: f0989f9a
oldworld__exploration__city-watch__flavour = Gărzilor nu le plac mutanții înarmați între zidurile orașului.

# source-hash: 083ffc05
oldworld__exploration__city-watch__name = Garda orașului

# source-hash: f9b86380
oldworld__exploration__deserters__flavour = Dezertori flămânzi blochează poteca din pădure și cer o taxă de trecere.

# source-hash: 56fa6948
oldworld__exploration__deserters__name = Dezertorii

# source-hash: 0219756b
oldworld__exploration__dice-players__flavour = La o masă, niște pitici te invită la o partidă de poker cu zaruri.

# source-hash: 3352a778
oldworld__exploration__dice-players__name = Jucătorii de zaruri

# source-hash: 6be58964
oldworld__exploration__druid-circle__flavour = Pietrele vechi zumzăie încet; druizii te lasă să te odihnești.

# source-hash: 81025371
oldworld__exploration__druid-circle__name = Cerc druidic

# source-hash: 03687d49
oldworld__exploration__fencing-school__flavour = Elevii se opresc să privească un vânător de monștri luptând cu maestrul lor.

# source-hash: 1f1dda87
oldworld__exploration__fencing-school__name = Școala de scrimă

# source-hash: f9b12331
oldworld__exploration__flooded-ford__flavour = Râul a crescut peste noapte și vadul a dispărut.

# source-hash: cc8023b3
oldworld__exploration__flooded-ford__name = Vadul inundat

# source-hash: 4272b48c
oldworld__exploration__forgotten-cache__flavour = Ascunzătoarea unui vânător de monștri, îngropată sub un morman de pietre acum zeci de ani.

# source-hash: 8fa0020b
oldworld__exploration__forgotten-cache__name = Ascunzătoarea uitată

# source-hash: 2f88925a
oldworld__exploration__herbalists-shop__flavour = Borcane cu rădăcini uscate acoperă rafturile unei prăvălii înghesuite.

# source-hash: f6523fa9
oldworld__exploration__herbalists-shop__name = Prăvălia ierbarului

# source-hash: 5790a00b
oldworld__exploration__hermits-hut__flavour = Un pustnic fierbe ceva amar și spune că o să te ajute.

# source-hash: d7883d31
oldworld__exploration__hermits-hut__name = Coliba pustnicului

# source-hash: 3fd6134e
oldworld__exploration__highwayman-posters__flavour = Afișe de căutare fâlfâie pe poartă: o căpetenie de tâlhari, vie sau moartă.

# source-hash: 5db67292
oldworld__exploration__highwayman-posters__name = Afișe cu tâlhari

# source-hash: 91da4919
oldworld__exploration__hunters-camp__flavour = Vânătorii își împart focul și bârfele despre pădure.

# source-hash: 79b5687a
oldworld__exploration__hunters-camp__name = Tabăra vânătorilor

# source-hash: e739ccd2
oldworld__exploration__meditation-stone__flavour = O piatră netedă lângă un lac liniștit, făcută pentru meditația unui vânător de monștri.

# source-hash: dd981a58
oldworld__exploration__meditation-stone__name = Piatra de meditație

# source-hash: 62d97e1e
oldworld__exploration__merchants-caravan__flavour = Un negustor are nevoie de escortă până în orașul următor și plătește dinainte.

# source-hash: 05b7405d
oldworld__exploration__merchants-caravan__name = Caravana negustorului

# source-hash: 68d6e674
oldworld__exploration__noble-contract__flavour = Un baron vrea să-i cureți pivnița de ceva care urlă noaptea.

# source-hash: 58a0e8a9
oldworld__exploration__noble-contract__name = Contractul nobilului

# source-hash: bd79cbda
oldworld__exploration__pickpocket__flavour = O mână ușoară îți alunecă în pungă în piața aglomerată.

# source-hash: e64f135a
oldworld__exploration__pickpocket__name = Hoțul de buzunare

# source-hash: 3af975c4
oldworld__exploration__place-of-power__flavour = Aerul trosnește; medalionul tău nu se mai oprește din tremurat.

# source-hash: a161d190
oldworld__exploration__place-of-power__name = Loc de putere

# source-hash: 41ace709
oldworld__exploration__ruined-watchtower__flavour = Din vârful turnului se vede toată valea.

# source-hash: 2ca19f46
oldworld__exploration__ruined-watchtower__name = Turnul de veghe în ruină

# source-hash: ece2b7d1
oldworld__exploration__storm__flavour = Un fulger despică un stejar; te adăpostești unde poți.

# source-hash: 65a32136
oldworld__exploration__storm__name = Furtună

# source-hash: ded60932
oldworld__exploration__temple-of-melitele__flavour = Preotesele îngrijesc bolnavii și nu cer nimic unui călător obosit.

# source-hash: 5fa6dcea
oldworld__exploration__temple-of-melitele__name = Templul Meliteei

# source-hash: 3564f5b6
oldworld__exploration__trappers-snare__flavour = Ocolești o capcană, apoi observi proviziile ascunse ale vânătorului.

# source-hash: fa6a9b02
oldworld__exploration__trappers-snare__name = Capcana vânătorului

# source-hash: e50723d5
oldworld__exploration__wild-berries__flavour = Tufele sunt încărcate de fructe, unele dintre ele comestibile.

# source-hash: a02bee95
oldworld__exploration__wild-berries__name = Fructe de pădure

# source-hash: a4442c59
oldworld__exploration__wolf-pack__flavour = Ochi galbeni te privesc de la marginea luminii focului.

# source-hash: 8d22e736
oldworld__exploration__wolf-pack__name = Haita de lupi

## cele treisprezece misiuni ale pachetului de evenimente (evenimentele 5-56)

# source-hash: c4632303
oldworld__event__apprentice-returns__flavour = Fata se întoarce de bunăvoie, iar vrăjitoarea te răsplătește.

# source-hash: 6b015bf0
oldworld__event__apprentice-returns__name = Ucenica se întoarce

# source-hash: 1600551a
oldworld__event__barber-surgeon__flavour = Pacienții bărbierului-chirurg din Cintra se trezesc cu mușcături ciudate.

# source-hash: fcd440cc
oldworld__event__barber-surgeon__name = Bărbierul-chirurg

# source-hash: dc486787
oldworld__event__barons-debt__flavour = Un baron din Toussaint îi datorează bani unui witcher și o face cu grație.

# source-hash: c6c9e4d3
oldworld__event__barons-debt__name = Datoria baronului

# source-hash: c8a1b797
oldworld__event__bears-garden__flavour = Witcherii Ursului cresc rădăcina și cer doar vești.

# source-hash: 40cfed95
oldworld__event__bears-garden__name = Grădina Ursului

# source-hash: 3e582097
oldworld__event__black-sun-cult__flavour = Pescarii lacului vorbesc despre siluete în robe și o eclipsă ce va veni.

# source-hash: 8dac4547
oldworld__event__black-sun-cult__name = Cultul Soarelui Negru

# source-hash: b1e6eb35
oldworld__event__brides-rest__flavour = Îi îngropi inelul sub salcie; cheiul e în sfârșit liniștit.

# source-hash: 5ac7a3ac
oldworld__event__brides-rest__name = Odihna miresei

# source-hash: 97d80a9b
oldworld__event__broken-altar__flavour = Sfărâmi altarul cultului; pescarii dorm din nou.

# source-hash: d64b8b6d
oldworld__event__broken-altar__name = Un altar sfărâmat

# source-hash: 5b0d49f2
oldworld__event__buyer-in-ban-ard__flavour = Cumpărătorul e ucenicul unui mag, care preferă să plătească decât să explice.

# source-hash: 56ccf12e
oldworld__event__buyer-in-ban-ard__name = Cumpărătorul din Ban Ard

# source-hash: dcad0989
oldworld__event__cats-messenger__flavour = Un mesager al unui witcher al Pisicii te roagă să vii la Stygga.

# source-hash: 47334d75
oldworld__event__cats-messenger__name = Mesagerul Pisicii

# source-hash: b28aa0e9
oldworld__event__cintran-pawnshop__flavour = Cămătarul îți dă sabia și un bilet de mulțumire.

# source-hash: 77cbe923
oldworld__event__cintran-pawnshop__name = Amanetul din Cintra

# source-hash: 7166bf4a
oldworld__event__clean-water__flavour = Un înecat mort pe fund; îl scoți și apa se limpezește.

# source-hash: c24d3555
oldworld__event__clean-water__name = Apă curată

# source-hash: b6c0397b
oldworld__event__cultists-ledger__flavour = Registrul cultului numește un patron din Novigrad.

# source-hash: 9b6eb64b
oldworld__event__cultists-ledger__name = Registrul cultistului

# source-hash: 2d43b574
oldworld__event__curse-of-the-sage__flavour = Blestemul a fost aruncat de un pustnic din Behelt Nar.

# source-hash: fde1e724
oldworld__event__curse-of-the-sage__name = Blestemul înțeleptului

# source-hash: f3f50fe7
oldworld__event__cursed-well__flavour = Apa fântânii din Glenmore se înroșește la fiecare lună plină.

# source-hash: 4e24e846
oldworld__event__cursed-well__name = Fântâna blestemată

# source-hash: e9d3e8d5
oldworld__event__debt-repaid__flavour = La Stygga, Pisicile plătesc vechea datorie cu un secret vechi.

# source-hash: b1bdb798
oldworld__event__debt-repaid__name = O datorie plătită

# source-hash: 3d5662d0
oldworld__event__drowned-bride__flavour = O fată în rochie de mireasă udă așteaptă în fiecare noapte pe cheiul din Novigrad.

# source-hash: cddc06c7
oldworld__event__drowned-bride__name = Mireasa înecată

# source-hash: 4582af35
oldworld__event__elven-map__flavour = Săpat pe un ancadrament: o cale spre Ard Modron.

# source-hash: eab8e2ce
oldworld__event__elven-map__name = O hartă elfică

# source-hash: 6eaf120b
oldworld__event__elven-ruins__flavour = Pietre albe din pădurea Dhuwod cântă când bate vântul cum trebuie.

# source-hash: f7a7aaf5
oldworld__event__elven-ruins__name = Ruinele elfice

# source-hash: a2077c0d
oldworld__event__fever-breaks__flavour = Poțiunea ta îi alungă febra, iar ea te răsplătește pe măsură.

# source-hash: 170fc776
oldworld__event__fever-breaks__name = Febra trece

# source-hash: b6fe8999
oldworld__event__flooded-wheel__flavour = Roata se învârte cu apă din Loc Ichaer, și cu ceva din ea.

# source-hash: a05a0162
oldworld__event__flooded-wheel__name = Roata inundată

# source-hash: 6e44160d
oldworld__event__forgers-letter__flavour = O scrisoare din ascunzătoarea hoțului numește un cumpărător din Ban Ard.

# source-hash: c798c9b3
oldworld__event__forgers-letter__name = Scrisoarea falsificatorului

# source-hash: 34943640
oldworld__event__glenmore-crypt__flavour = În cripta de sub Glenmore, vizitatorul doarme ziua.

# source-hash: e5434e19
oldworld__event__glenmore-crypt__name = Cripta din Glenmore

# source-hash: cbe5d875
oldworld__event__grooms-confession__flavour = Într-o tavernă din Cidaris, mirele plânge și plătește ca totul să se sfârșească.

# source-hash: 18e89743
oldworld__event__grooms-confession__name = Mărturisirea mirelui

# source-hash: 5143676e
oldworld__event__grooms-trail__flavour = Mirele nu s-a înecat. A plecat spre Cidaris chiar în noaptea aceea.

# source-hash: e653551c
oldworld__event__grooms-trail__name = Urma mirelui

# source-hash: 11b03beb
oldworld__event__hall-of-the-aelirenn__flavour = În sala din munte, o lamă elfică încă atârnă deasupra vetrei.

# source-hash: 221d4e04
oldworld__event__hall-of-the-aelirenn__name = Sala lui Aelirenn

# source-hash: dc6ff9a9
oldworld__event__haunted-mill__flavour = Moara din Doldeth macină noaptea, deși nu lucrează nimeni la ea.

# source-hash: 0803c8a5
oldworld__event__haunted-mill__name = Moara bântuită

# source-hash: bfc9dc7a
oldworld__event__healer-of-vengerberg__flavour = O vindecătoare din Vengerberg vindecă orice, mai puțin propria febră.

# source-hash: d6091fd9
oldworld__event__healer-of-vengerberg__name = Vindecătoarea din Vengerberg

# source-hash: 479d2654
oldworld__event__hermits-price__flavour = Pustnicul ridică blestemul, în schimbul unei lecții de răbdare.

# source-hash: 2600aec4
oldworld__event__hermits-price__name = Prețul pustnicului

# source-hash: e7fab6c8
oldworld__event__lake-shrine__flavour = La altarul lacului, ofrandele înecate încă strălucesc.

# source-hash: 892d1592
oldworld__event__lake-shrine__name = Altarul lacului

# source-hash: b13dda9e
oldworld__event__leech-jars__flavour = Mușcăturile erau doar ale lipitorilor lui, îngrășate cu sânge mutant.

# source-hash: 54bec348
oldworld__event__leech-jars__name = Borcane cu lipitori

# source-hash: e0dbc590
oldworld__event__lost-caravan__flavour = O caravană cu sare din Hengfors n-a mai ajuns niciodată la trecătoare.

# source-hash: ab35a064
oldworld__event__lost-caravan__name = Caravana pierdută

# source-hash: 166f2e1a
oldworld__event__millers-ghost__flavour = Fantoma morarului voia doar să-i fie dus ultimul sac de făină.

# source-hash: e2ddf6a4
oldworld__event__millers-ghost__name = Fantoma morarului

# source-hash: 3c5a79cb
oldworld__event__mint-reward__flavour = Hoțul era un kobold din pivniță; meșterul monetăriei plătește bine.

# source-hash: 0dac7bb5
oldworld__event__mint-reward__name = Răsplata monetăriei

# source-hash: 0abe8471
oldworld__event__old-training__flavour = Îți petreci ziua pe terenul de antrenament de la Kaer Morhen.

# source-hash: 89351358
oldworld__event__old-training__name = Antrenament vechi

# source-hash: 18be3dd1
oldworld__event__patron-unmasked__flavour = Patronul e un negustor care îți plătește tăcerea.

# source-hash: b9311c42
oldworld__event__patron-unmasked__name = Patronul demascat

# source-hash: 0a9db0cc
oldworld__event__pawned-sword__flavour = Baronul și-a amanetat sabia familiei în Cintra ca să te plătească.

# source-hash: f3175972
oldworld__event__pawned-sword__name = O sabie amanetată

# source-hash: b0311499
oldworld__event__portal-scorch__flavour = Urme de arsură pe podea: a deschis un portal spre Vengerberg.

# source-hash: ed88616c
oldworld__event__portal-scorch__name = Urma unui portal

# source-hash: 5ae205a4
oldworld__event__rare-root__flavour = Doar o rădăcină de la Haern Caduch o poate vindeca.

# source-hash: 20fac924
oldworld__event__rare-root__name = O rădăcină rară

# source-hash: 2559a1a1
oldworld__event__runaway-apprentice__flavour = O vrăjitoare din Ban Ard își vrea înapoi ucenica fugară.

# source-hash: 723da7d2
oldworld__event__runaway-apprentice__name = Ucenica fugară

# source-hash: a2fe8197
oldworld__event__salt-in-the-ruins__flavour = Sarea zace în vechea fortăreață, păzită doar de pescăruși.

# source-hash: 16439568
oldworld__event__salt-in-the-ruins__name = Sare printre ruine

# source-hash: f9e5ddf6
oldworld__event__silver-thief__flavour = Cineva fură argint din monetăria Vizimei, câte o monedă.

# source-hash: 6bf1acb5
oldworld__event__silver-thief__name = Hoțul de argint

# source-hash: 00c101ef
oldworld__event__singing-stones__flavour = Stai cu pietrele până în zori; te învață răbdarea.

# source-hash: 23ba6f18
oldworld__event__singing-stones__name = Pietrele cântătoare

# source-hash: a2d30d62
oldworld__event__sirens-song__flavour = Sirenele fug; contrabandiștii plătesc în monede și marfă.

# source-hash: 0660d9c0
oldworld__event__sirens-song__name = Cântecul sirenelor

# source-hash: 97b321e8
oldworld__event__smugglers-cove__flavour = Contrabandiștii din Cidaris au nevoie de un witcher să le curețe golful de sirene.

# source-hash: 049d4215
oldworld__event__smugglers-cove__name = Golful contrabandiștilor

# source-hash: 27da58fe
oldworld__event__snowed-wagons__flavour = Scoți căruțele din zăpadă; negustorii îți sunt recunoscători.

# source-hash: 8986d0fa
oldworld__event__snowed-wagons__name = Căruțe înzăpezite

# source-hash: 38695292
oldworld__event__stolen-cargo__flavour = Marfa fusese furată de la un witcher al Viperei din Gorthur Gvaed.

# source-hash: 17cad6aa
oldworld__event__stolen-cargo__name = Marfă furată

# source-hash: cef00f98
oldworld__event__tracks-to-the-coast__flavour = Urme de sanie se abat de la drum, spre Kaer Seren.

# source-hash: d3c937ef
oldworld__event__tracks-to-the-coast__name = Urme spre coastă

# source-hash: a17a06ee
oldworld__event__vampires-guest__flavour = Vizitatorul lui de noapte pleacă spre Glenmore înainte de zori.

# source-hash: 459524f4
oldworld__event__vampires-guest__name = Oaspetele vampirului

# source-hash: 59b78556
oldworld__event__vengerberg-tower__flavour = Într-un turn gol, ucenica studiază singură și te roagă să minți.

# source-hash: 4105f8da
oldworld__event__vengerberg-tower__name = Turnul din Vengerberg

# source-hash: 5e60d085
oldworld__event__vintners-payment__flavour = Baronul plătește în vin, pe care un podgorean din Beauclair îl cumpără bucuros.

# source-hash: 6c67a1cc
oldworld__event__vintners-payment__name = Plata podgoreanului

# source-hash: 81986e97
oldworld__event__vipers-thanks__flavour = Witcherul Viperei își ia înapoi poțiunile și îți dă câteva.

# source-hash: ce8c364f
oldworld__event__vipers-thanks__name = Mulțumirea Viperei

# source-hash: 0c3d0458
oldworld__event__wolfs-debt__flavour = O scrisoare veche de la Kaer Morhen vorbește despre o datorie a Pisicilor.

# source-hash: dde5d49c
oldworld__event__wolfs-debt__name = Vechea datorie a Lupului
