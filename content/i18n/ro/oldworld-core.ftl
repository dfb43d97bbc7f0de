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
oldworld__action__rend__name = Sfâșiere

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

# source-hash: b8639f03
oldworld__fightcard__fight-11__name = Carte de luptă a monstrului 11

# source-hash: b963a096
oldworld__fightcard__fight-12__name = Carte de luptă a monstrului 12

# source-hash: ba63a229
oldworld__fightcard__fight-13__name = Carte de luptă a monstrului 13

# source-hash: bb63a3bc
oldworld__fightcard__fight-14__name = Carte de luptă a monstrului 14

# source-hash: bc63a54f
oldworld__fightcard__fight-15__name = Carte de luptă a monstrului 15

# source-hash: bd63a6e2
oldworld__fightcard__fight-16__name = Carte de luptă a monstrului 16

# source-hash: be63a875
oldworld__fightcard__fight-17__name = Carte de luptă a monstrului 17

# source-hash: bf63aa08
oldworld__fightcard__fight-18__name = Carte de luptă a monstrului 18

# source-hash: c063ab9b
oldworld__fightcard__fight-19__name = Carte de luptă a monstrului 19

# source-hash: 9f6212e0
oldworld__fightcard__fight-1__name = Carte de luptă a monstrului 1

# source-hash: 496b3f0b
oldworld__fightcard__fight-20__name = Carte de luptă a monstrului 20

# source-hash: a2621799
oldworld__fightcard__fight-2__name = Carte de luptă a monstrului 2

# source-hash: a1621606
oldworld__fightcard__fight-3__name = Carte de luptă a monstrului 3

# source-hash: a4621abf
oldworld__fightcard__fight-4__name = Carte de luptă a monstrului 4

# source-hash: a362192c
oldworld__fightcard__fight-5__name = Carte de luptă a monstrului 5

# source-hash: a6621de5
oldworld__fightcard__fight-6__name = Carte de luptă a monstrului 6

# source-hash: a5621c52
oldworld__fightcard__fight-7__name = Carte de luptă a monstrului 7

# source-hash: a862210b
oldworld__fightcard__fight-8__name = Carte de luptă a monstrului 8

# source-hash: a7621f78
oldworld__fightcard__fight-9__name = Carte de luptă a monstrului 9

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
oldworld__monster__drowners-nest__name = Cuibul de înecați

# source-hash: 80ceab4c
oldworld__monster__ekimmara__name = Ekimmara

# source-hash: 03b3acf5
oldworld__monster__fiend__name = Diavol

# source-hash: 203f0310
oldworld__monster__foglet__name = Foglet

# source-hash: 5365ea0a
oldworld__monster__ghouls-nest__name = Cuibul de ghuli

# source-hash: 8ec0fb89
oldworld__monster__glustyworp__name = Glustyworp

# source-hash: a287edb2
oldworld__monster__grave-hag__name = Baba mormintelor

# source-hash: 245a01dc
oldworld__monster__griffin__name = Grifon

# source-hash: 62149ffb
oldworld__monster__harpy__name = Harpie

# source-hash: ef37cffe
oldworld__monster__leshen__name = Leshen

# source-hash: 1a72d6f7
oldworld__monster__manticore__name = Manticoră

# source-hash: 867f897b
oldworld__monster__nekkers-nest__name = Cuibul de nekkeri

# source-hash: 47cb73a2
oldworld__monster__nightwraith__name = Stafia nopții

# source-hash: c03d8a24
oldworld__monster__noonwraith__name = Stafia amiezii

# source-hash: e78522f2
oldworld__monster__penitent__name = Penitentul

# source-hash: 6bb17690
oldworld__monster__rotfiend__name = Putreziciune

# source-hash: 7260adcf
oldworld__monster__striga__name = Striga

# source-hash: f18f63a4
oldworld__monster__water-hag__name = Baba apelor

# source-hash: 51b474bb
oldworld__monster__weavess__name = Weavess

# source-hash: b57f6c9c
oldworld__monster__werewolf__name = Vârcolac

# source-hash: 49b413ab
oldworld__monster__whispess__name = Whispess

# source-hash: 68922dcc
oldworld__monster__wyvern__name = Wivernă

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

# source-hash: 7bba29cb
oldworld__witcher__cat-witcher__name = Vânătorul Școlii Pisicii

# source-hash: 394b8c28
oldworld__witcher__griffin-witcher__name = Vânătorul Școlii Grifonului

# source-hash: bba1fe53
oldworld__witcher__viper-witcher__name = Vânătorul Școlii Viperei

# source-hash: d6d2911d
oldworld__witcher__wolf-witcher__name = Vânătorul Școlii Lupului

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
oldworld__exploration__druid-circle__name = Cercul druizilor

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
oldworld__exploration__storm__name = Furtuna

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
