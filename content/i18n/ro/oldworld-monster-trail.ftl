### oldworld / monster-trail: nume, în română.

# source-hash: 7f8c1b5c
oldworld__action__battle-trance__name = Transă de luptă

# source-hash: 14a76be5
oldworld__action__bears-bulwark__name = Bastionul Ursului

# source-hash: eb9eb7f1
oldworld__action__cats-pounce__name = Saltul Pisicii

# source-hash: 6a5e6d92
oldworld__action__critical-strike__name = Lovitură critică

# source-hash: d936cf7e
oldworld__action__delirium__name = Delir

# source-hash: 86216f46
oldworld__action__endurance__name = Rezistență

# source-hash: 065c7920
oldworld__action__evasion__name = Eschivă

# source-hash: 0045d2d0
oldworld__action__griffins-dive__name = Picajul Grifonului

# source-hash: 89178894
oldworld__action__manticores-sting__name = Înțepătura Manticorei

# source-hash: a775f415
oldworld__action__outburst-of-rage__name = Izbucnire de furie

# source-hash: 8fee4ca6
oldworld__action__pirouette__name = Piruetă

# source-hash: 55dae8a5
oldworld__action__retaliation__name = Ripostă

# source-hash: 5cd6b01d
oldworld__action__sneak-attack__name = Atac pe furiș

# source-hash: 5f645507
oldworld__action__sweeping-aard__name = Aard măturător

# source-hash: ebee8768
oldworld__action__vipers-venom__name = Veninul Viperei

# source-hash: d3f782f7
oldworld__action__wolfs-howl__name = Urletul Lupului

# source-hash: 359e5ca9
oldworld__bomb__dancing-star__name = Steaua dansatoare

# source-hash: e3b6171f
oldworld__bomb__devils-puffball__name = Buretele diavolului

# source-hash: f2d22a98
oldworld__bomb__dimeritium-bomb__name = Bombă de dimeritiu

# source-hash: 9e36ad13
oldworld__bomb__dragons-dream__name = Visul dragonului

# source-hash: 1cf75b44
oldworld__bomb__moon-dust__name = Praf de lună

# source-hash: 265382e7
oldworld__bomb__northern-wind__name = Vânt de miazănoapte

# source-hash: a5ed3532
oldworld__bomb__samum__name = Samum

# source-hash: 5c45825c
oldworld__monster__troll__name = Trol

# source-hash: 51d696eb
oldworld__mutagen__arachas-mutagen__name = Mutagen de Arachas

# source-hash: ea69eca8
oldworld__mutagen__blue-mutagen__name = Mutagen albastru

# source-hash: ccc513c1
oldworld__mutagen__green-mutagen__name = Mutagen verde

# source-hash: a2c81e41
oldworld__mutagen__griffin-mutagen__name = Mutagen de grifon

# source-hash: 96f2e521
oldworld__mutagen__red-mutagen__name = Mutagen roșu

# source-hash: 22841b11
oldworld__school__manticore__name = Școala Manticorei

# source-hash: e936664b
oldworld__witcher__manticore-witcher__name = Vânătorul Școlii Manticorei
