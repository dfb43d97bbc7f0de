### oldworld / wild-hunt: nume și text de atmosferă, în română. Numele membrilor Vânătorii rămân ca în original.

# source-hash: 19e2de2c
oldworld__event__cold-snap__flavour = Râurile îngheață peste noapte.

# source-hash: a7e1be45
oldworld__event__cold-snap__name = Ger năprasnic

# source-hash: d0254e2b
oldworld__event__hunters-omen__flavour = Un corb cu brumă pe aripi se lasă la picioarele tale.

# source-hash: 3dfc2510
oldworld__event__hunters-omen__name = Semnul vânătorului

# source-hash: a9af2bf1
oldworld__event__sorceress-aid__flavour = O vrăjitoare îți împărtășește ce știe despre Aen Elle.

# source-hash: 698c51d3
oldworld__event__sorceress-aid__name = Ajutorul unei vrăjitoare

# source-hash: 0fc46b33
oldworld__event__stolen-child__flavour = O mamă te roagă să-i aduci înapoi copilul luat de călăreți.

# source-hash: 5b084bf8
oldworld__event__stolen-child__name = Copilul răpit

# source-hash: 28bafd28
oldworld__exploration__abandoned-village__flavour = Brumă pe fiecare prag și niciun suflet rămas să spună ce a venit în noapte.

# source-hash: bd3f65e3
oldworld__exploration__abandoned-village__name = Satul părăsit

# source-hash: 1eeb8c83
oldworld__exploration__druids-circle__flavour = Druizii oferă un ritual împotriva frigului, contra unui preț.

# source-hash: 8f2bc6c3
oldworld__exploration__druids-circle__name = Cercul druizilor

# source-hash: e0b69600
oldworld__exploration__elven-ruins__flavour = Rune Aen Elle pe pietre: Vânătoarea a mai trecut pe aici.

# source-hash: fe97b36e
oldworld__exploration__elven-ruins__name = Ruine elfice

# source-hash: a6b6073e
oldworld__exploration__frozen-shrine__flavour = Ofrande lăsate unei zeițe care n-a răspuns.

# source-hash: 5007a29e
oldworld__exploration__frozen-shrine__name = Altarul înghețat

# source-hash: 2e162b09
oldworld__exploration__gates-of-frost__flavour = O poartă de gheață plutește în aer, vibrând.

# source-hash: 61fdf3de
oldworld__exploration__gates-of-frost__name = Porțile gerului

# source-hash: a0ac6778
oldworld__exploration__last-stand__flavour = Un sat își întărește zidurile și cere sfatul unui vânător.

# source-hash: d983d2e5
oldworld__exploration__last-stand__name = Ultima redută

# source-hash: 0f1f77b5
oldworld__exploration__red-moon__flavour = Luna răsare roșie; Vânătoarea e aproape.

# source-hash: 8dd76865
oldworld__exploration__red-moon__name = Luna roșie

# source-hash: 2eb7a309
oldworld__exploration__refugee-camp__flavour = Familii care fug de frig te roagă să cercetezi drumul dinainte.

# source-hash: 91ddb2d1
oldworld__exploration__refugee-camp__name = Tabăra refugiaților

# source-hash: cece00c5
oldworld__exploration__silent-forest__flavour = Nicio pasăre, niciun vânt: doar propria ta răsuflare, albă în aer.

# source-hash: faf27025
oldworld__exploration__silent-forest__name = Pădurea tăcută

# source-hash: 1ed91d5e
oldworld__exploration__trappers-tale__flavour = Un capcanier jură că urmele câinilor se opresc în mijlocul unui câmp.

# source-hash: 1d01e2cd
oldworld__exploration__trappers-tale__name = Povestea capcanierului

# source-hash: 906547b1
oldworld__huntmember__caranthir__flavour = Navigatorul deschide căile dintre lumi și îi îngheață pe cei care stau în ele.

# source-hash: 39324c2d
oldworld__huntmember__caranthir__name = Caranthir

# source-hash: c6d9b466
oldworld__huntmember__eredin__flavour = Regele Vânătorii Sălbatice călărește în fruntea oștii sale spectrale.

# source-hash: 39e86e3c
oldworld__huntmember__eredin__name = Eredin

# source-hash: 78521760
oldworld__huntmember__imlerith__flavour = Generalul Vânătorii: un buzdugan, un scut și nicio milă.

# source-hash: 664d3789
oldworld__huntmember__imlerith__name = Imlerith

# source-hash: 0b0cac71
oldworld__huntmember__nithral__flavour = Un războinic brutal care aleargă cu câinii Vânătorii.

# source-hash: 1635c95f
oldworld__huntmember__nithral__name = Nithral

# source-hash: 177d98e9
oldworld__specialattack__cleave__name = Despicare

# source-hash: b88eed88
oldworld__specialattack__royal-order__name = Ordinul regelui

# source-hash: 51116174
oldworld__specialattack__crush__name = Zdrobire

# source-hash: 89ce70c2
oldworld__specialattack__freeze__name = Îngheț

# source-hash: 5c4214be
oldworld__specialattack__frost-armor__name = Veșmânt de gheață

# source-hash: bb0e3072
oldworld__specialattack__hound-pack__name = Haita

# source-hash: 28357253
oldworld__specialattack__howl__name = Urlet

# source-hash: 3ae9ae8f
oldworld__specialattack__ice-spikes__name = Țepi de gheață

# source-hash: d6bdf11a
oldworld__specialattack__kings-blade__name = Lama regelui

# source-hash: 33674f92
oldworld__specialattack__maul__name = Sfâșiere

# source-hash: e91ae5ab
oldworld__specialattack__portal__name = Portal

# source-hash: 51ba9b8e
oldworld__specialattack__shield-bash__name = Lovitură de scut

# source-hash: ed291fe2
oldworld__specialattack__spectral-steed__name = Armăsarul spectral

# source-hash: 8c3d6c78
oldworld__specialattack__trample__name = Călcare în copite

# source-hash: f637de71
oldworld__specialattack__war-cry__name = Strigăt de luptă

# source-hash: a44a53b0
oldworld__specialattack__white-frost__name = Gerul Alb

# source-hash: 0f3ab28a
oldworld__wildhunt__wild-hunt__name = Vânătoarea Sălbatică

# source-hash: c898d0e8
oldworld__exploration__hounds-lair__name = Bârlogul câinilor
# source-hash: fdca37f6
oldworld__exploration__hounds-lair__flavour = Oase în zăpadă și o vizuină pe care niciun lup n-ar săpa-o: aici se odihnesc câinii între vânători.
# source-hash: 18680aae
oldworld__exploration__missing-scout__name = Cercetașul dispărut
# source-hash: a227dd85
oldworld__exploration__missing-scout__flavour = Băiatul podarului s-a dus să vadă călăreții trecând. Găsește-l înainte s-o facă gerul.
# source-hash: 43367c78
oldworld__exploration__frozen-circle__name = Cercul de gheață
# source-hash: aa67d0b7
oldworld__exploration__frozen-circle__flavour = Un cerc de pietre înălțate, îmbrăcate în gheață: poarta Navigatorului, pe jumătate deschisă.

# source-hash: a845ca8d
oldworld__event__bandits-confession__flavour = Bătut, șeful tâlharilor vorbește: călăreții plătesc în argint pentru fiecare copil adus la ei.
# source-hash: 55cd18eb
oldworld__event__bandits-confession__name = Mărturisirea tâlharului
# source-hash: 9dcba05e
oldworld__event__beacon-is-lit__flavour = Unul după altul, focurile de veghe ard pe dealuri: ținutul e prevenit.
# source-hash: a026b369
oldworld__event__beacon-is-lit__name = Focul de veghe arde
# source-hash: f6fdc054
oldworld__event__bell-tolls__flavour = Fiecare bătaie a clopotului înecat scutură bruma de pe copaci.
# source-hash: 628d8e1b
oldworld__event__bell-tolls__name = Bate clopotul
# source-hash: 9297bd92
oldworld__event__beyond-the-door__flavour = De cealaltă parte: o lume înghețată sub un soare roșu și drumul pe care călărește Vânătoarea.
# source-hash: 59d010f3
oldworld__event__beyond-the-door__name = Dincolo de ușă
# source-hash: 6cd5aef1
oldworld__event__drowned-rider__flavour = Unul dintre ai Vânătorii zace printre prizonieri, prins în gheața pe care chiar el a chemat-o.
# source-hash: 25cc5dbf
oldworld__event__drowned-rider__name = Călărețul înecat
# source-hash: 5fb01f26
oldworld__event__embers-of-the-forge__flavour = Sub cenușă mai mocnește un singur tăciune: destul cât să călești o lamă.
# source-hash: 84d8be9e
oldworld__event__embers-of-the-forge__name = Jăraticul fierăriei
# source-hash: 8b40b846
oldworld__event__ferrymans-price__flavour = La jumătatea drumului, podarul cere mai mult sau se întoarce.
# source-hash: b95913cb
oldworld__event__ferrymans-price__name = Prețul podarului
# source-hash: c95306c4
oldworld__event__frozen-orchards__flavour = Merele atârnă pe crengi ca de sticlă. Până la primăvară, țăranii vor muri de foame.
# source-hash: 27225f71
oldworld__event__frozen-orchards__name = Livezi înghețate
# source-hash: 077b60c7
oldworld__event__gate-closes__flavour = Nu știi să citești stelele, dar poți sfărâma pietrele care țin calea deschisă.
# source-hash: a93973fc
oldworld__event__gate-closes__name = Poarta se închide
# source-hash: 4970ad2f
oldworld__event__hanged-mans-word__flavour = Cu ultima suflare, spânzuratul numește o vrăjitoare care știe slăbiciunea Vânătorii.
# source-hash: 291ad581
oldworld__event__hanged-mans-word__name = Cuvântul spânzuratului
# source-hash: 1ffe0028
oldworld__event__hermits-herbs__flavour = „Niciun răspuns? Atunci ia-le pe acestea și întoarce-te mai înțelept.”
# source-hash: eafc18c9
oldworld__event__hermits-herbs__name = Ierburile pustnicului
# source-hash: 92543868
oldworld__event__hermits-riddle__flavour = „Spune-mi de ce se teme Vânătoarea, witcherule, și-ți spun unde doarme.”
# source-hash: dced6e41
oldworld__event__hermits-riddle__name = Ghicitoarea pustnicului
# source-hash: 193089c5
oldworld__event__hill-opens__flavour = Înăuntrul movilei, un stindard Aen Elle, înghețat drept în piatră.
# source-hash: 13d23e2e
oldworld__event__hill-opens__name = Dealul se deschide
# source-hash: af384a30
oldworld__event__hounds-trail__flavour = Urmele se opresc la un pârâu înghețat. Pe malul celălalt, ceva așteaptă.
# source-hash: 16067d94
oldworld__event__hounds-trail__name = Urma câinilor
# source-hash: 0c4ea1b6
oldworld__event__keeps-defenders__flavour = Căpitanul garnizoanei oferă ce a mai rămas din vistieria cetății în schimbul unui plan.
# source-hash: 796695b3
oldworld__event__keeps-defenders__name = Apărătorii cetății
# source-hash: 4e4d8cd6
oldworld__event__long-howl__flavour = Urmezi urletul până la obârșia lui, iar haita se întoarce să te întâmpine.
# source-hash: 7710ef1c
oldworld__event__long-howl__name = Urletul lung
# source-hash: ad88471f
oldworld__event__lost-flock__flavour = Oile înghețate stau într-un cerc perfect, cu fața spre interior.
# source-hash: 402118a7
oldworld__event__lost-flock__name = Turma pierdută
# source-hash: 4a33c406
oldworld__event__millers-daughter__flavour = S-a ascuns în lada cu făină cât au trecut călăreții; își amintește încotro au cotit.
# source-hash: 97338c4d
oldworld__event__millers-daughter__name = Fata morarului
# source-hash: 345adb90
oldworld__event__navigators-trail__flavour = Spirala e o hartă, pentru cine știe să citească stelele pe care le arată.
# source-hash: ab045923
oldworld__event__navigators-trail__name = Urma Navigatorului
# source-hash: d1e0ad85
oldworld__event__other-shore__flavour = Întorci singur bacul, iar pe malul celălalt găsești ce au lăsat în urmă călăreții.
# source-hash: 70fa2f07
oldworld__event__other-shore__name = Malul celălalt
# source-hash: 39e26a45
oldworld__event__pack-scatters__flavour = Nu te clintești, iar câinii se sparg în jurul tău ca apa în jurul unei pietre.
# source-hash: c1d42460
oldworld__event__pack-scatters__name = Haita se risipește
# source-hash: 6d3a53f2
oldworld__event__pilgrims-blessing__flavour = Încălziți la focul tău, pelerinii se roagă pentru tine, iar ruga lor e auzită.
# source-hash: e7316105
oldworld__event__pilgrims-blessing__name = Binecuvântarea pelerinilor
# source-hash: 782bf9b2
oldworld__event__riders-in-the-mist__flavour = Călărești după ei în ceață. Nu orice umbră din ea e un călăreț.
# source-hash: 72ec66dd
oldworld__event__riders-in-the-mist__name = Călăreți în ceață
# source-hash: 0f345681
oldworld__event__riders-last-words__flavour = Pe moarte, călărețul îți spune, în Limba Veche, cum poate fi rănit regele lui.
# source-hash: f8bba367
oldworld__event__riders-last-words__name = Ultimele cuvinte ale călărețului
# source-hash: 81c4d4cf
oldworld__event__riders-on-the-ice__flavour = Pășești pe lac după ei. Gheața geme sub greutatea unui muritor.
# source-hash: e05e420d
oldworld__event__riders-on-the-ice__name = Călăreți pe gheață
# source-hash: 4aca2e5b
oldworld__event__ring-of-bones__flavour = În mijlocul cercului, un inel de oase. Rupe-l și poate se rupe și vraja.
# source-hash: 874cb480
oldworld__event__ring-of-bones__name = Inelul de oase
# source-hash: 0215d4b3
oldworld__event__sally-at-dawn__flavour = În zori, porțile se deschid și garnizoana iese la atac, cu tine în frunte.
# source-hash: 4eea2062
oldworld__event__sally-at-dawn__name = Ieșire în zori
# source-hash: e15d9a0a
oldworld__event__sign-read-aright__flavour = Semnele povestesc despre un witcher care a înfruntat aici câinii și despre cum a învins.
# source-hash: 4052b30a
oldworld__event__sign-read-aright__name = Semnul citit cum trebuie
# source-hash: 8760c163
oldworld__event__under-the-ice__flavour = Spargi gheața, iar mâinile prizonierilor se întind spre tine din apa neagră.
# source-hash: bdb2337d
oldworld__event__under-the-ice__name = Sub gheață
# source-hash: 6205884e
oldworld__event__voices-from-the-deep__flavour = Înecații răspund clopotului și își amintesc de călăreții care i-au înecat.
# source-hash: 50cbb995
oldworld__event__voices-from-the-deep__name = Glasuri din adânc
# source-hash: 63aa659c
oldworld__event__where-the-riders-turned__flavour = Fata te duce la o răscruce unde zăpada e neatinsă, iar aerul, și mai rece.
# source-hash: 68b5e42e
oldworld__event__where-the-riders-turned__name = Unde au cotit călăreții
# source-hash: 3c9b336f
oldworld__exploration__ambush-on-the-road__flavour = Tâlhari pe jumătate înghețați și disperați: mai degrabă jefuiesc un witcher decât să înfrunte noaptea.
# source-hash: 754b9369
oldworld__exploration__ambush-on-the-road__name = Ambuscadă pe drum
# source-hash: 050c15b0
oldworld__exploration__beacon-on-the-watchtower__flavour = Focul de veghe al turnului e pregătit, dar neaprins; străjerii au fugit.
# source-hash: 57556e07
oldworld__exploration__beacon-on-the-watchtower__name = Focul de pe turnul de veghe
# source-hash: dc76cc09
oldworld__exploration__besieged-keep__flavour = Garnizoana cetății a rezistat trei nopți în fața câinilor. A patra nu o va mai duce.
# source-hash: e1550209
oldworld__exploration__besieged-keep__name = Cetatea asediată
# source-hash: 9cc10bf4
oldworld__exploration__burned-mill__flavour = Piatra morii e crăpată de ger, deși focul a ars abia ieri.
# source-hash: 0ee67ee2
oldworld__exploration__burned-mill__name = Moara arsă
# source-hash: b3952cad
oldworld__exploration__cold-forge__flavour = O fierărie de pitici răcită într-o singură noapte, cu nicovala albă de chiciură.
# source-hash: 665f0af5
oldworld__exploration__cold-forge__name = Fierăria rece
# source-hash: 51d2252f
oldworld__exploration__door-in-the-air__flavour = O ușă de lumină albastră stă în mijlocul unui câmp gol. De cealaltă parte, cineva bate.
# source-hash: 03732094
oldworld__exploration__door-in-the-air__name = O ușă în aer
# source-hash: ebab5b7e
oldworld__exploration__drowned-bell__flavour = Sub apă bate un clopot de templu, deși templul s-a prăbușit în râu acum o sută de ani.
# source-hash: b85e6210
oldworld__exploration__drowned-bell__name = Clopotul înecat
# source-hash: 48d95807
oldworld__exploration__fallen-rider__flavour = Un călăreț Aen Elle zace în zăpadă, cu armura acoperită de chiciură, încă respirând.
# source-hash: cce84d52
oldworld__exploration__fallen-rider__name = Călărețul căzut
# source-hash: ece2f0d1
oldworld__exploration__fishermans-warning__flavour = A văzut călăreți trecând lacul, spune el, iar gheața nu s-a crăpat sub ei.
# source-hash: 10862191
oldworld__exploration__fishermans-warning__name = Avertismentul pescarului
# source-hash: 7640fecc
oldworld__exploration__frostbitten-pilgrims__flavour = Merg spre un altar pe care gerul l-a luat deja. Împarte cu ei ce porți și poate vor ajunge până acolo.
# source-hash: 9320b83a
oldworld__exploration__frostbitten-pilgrims__name = Pelerini degerați
# source-hash: 806b30c0
oldworld__exploration__hermits-smoke__flavour = Fumul din hornul unui pustnic, singurul lucru cald pe multe leghe în jur.
# source-hash: a7d16ed9
oldworld__exploration__hermits-smoke__name = Fum în zăpadă
# source-hash: d7d2a590
oldworld__exploration__hollow-hill__flavour = Movila de pe deal e deschisă, iar gerul se revarsă din ea ca fumul.
# source-hash: 1f72f78a
oldworld__exploration__hollow-hill__name = Dealul gol
# source-hash: 593a0914
oldworld__exploration__howling-night__flavour = Toată noaptea urlă câinii, tot mai aproape, și nimeni din sat nu doarme.
# source-hash: fb6144d4
oldworld__exploration__howling-night__name = Noaptea urletelor
# source-hash: 41f8b540
oldworld__exploration__lake-of-faces__flavour = Sub gheață, chipuri: prizonierii Vânătorii, așteptând să fie duși dincolo.
# source-hash: c42e6d56
oldworld__exploration__lake-of-faces__name = Lacul chipurilor
# source-hash: 87a2c92c
oldworld__exploration__last-ferry__flavour = Podarul mai face o singură trecere înainte să înghețe râul, contra unui preț.
# source-hash: 2265abd8
oldworld__exploration__last-ferry__name = Ultimul bac
# source-hash: 091eab4d
oldworld__exploration__navigators-mark__flavour = O spirală arsă în brumă: Caranthir a deschis aici o cale și o poate deschide din nou.
# source-hash: b4167700
oldworld__exploration__navigators-mark__name = Semnul Navigatorului
# source-hash: 88f94a4c
oldworld__exploration__ravens-on-the-gallows__flavour = Buzele spânzuratului încă se mișcă. Corbii așteaptă să termine.
# source-hash: 2f289cb7
oldworld__exploration__ravens-on-the-gallows__name = Corbi pe spânzurătoare
# source-hash: 9d897b0a
oldworld__exploration__shepherds-lament__flavour = Jumătate din turmă s-a dus, nu sfâșiată, ci înghețată pe loc.
# source-hash: 1af80f70
oldworld__exploration__shepherds-lament__name = Tânguirea ciobanului
# source-hash: 85b3feb2
oldworld__exploration__spectral-riders__flavour = O coloană de călăreți trece pe cer, iar zăpada cade în sus pe unde trec.
# source-hash: 9237a6f6
oldworld__exploration__spectral-riders__name = Călăreți spectrali
# source-hash: 71585e40
oldworld__exploration__tracks-in-the-snow__flavour = Urme de labe late cât un scut, care nu duc nicăieri.
# source-hash: 46498be2
oldworld__exploration__tracks-in-the-snow__name = Urme în zăpadă
# source-hash: f62d8635
oldworld__exploration__white-frost-spreads__flavour = Fântânile îngheață până la fund; soarele răsare palid și nu mai încălzește.
# source-hash: 915620bf
oldworld__exploration__white-frost-spreads__name = Gerul Alb se întinde
# source-hash: e81e4d1c
oldworld__exploration__witchers-sign__flavour = Zgâriat pe o piatră de hotar: un avertisment pe care doar un witcher ar ști să-l citească.
# source-hash: 73795697
oldworld__exploration__witchers-sign__name = Semnul unui witcher
