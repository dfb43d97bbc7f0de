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
