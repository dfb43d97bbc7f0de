## Fețele cărților: rândul de sub nume, eticheta de pe verso și acțiunile de pe fișa eroului.

# source-hash: 6b4da599
face-kind-investigation = Investigație
# source-hash: f18794b7
face-kind-foulfate = Neșansă
# source-hash: 83b1a5c1
face-kind-goodfortune = Șansă
# source-hash: a2381c8a
face-kind-development = Dezvoltare
# source-hash: 65345535
face-kind-companion = Însoțitor
# source-hash: eb8fae7a
face-kind-quest = { $type ->
    [combat] Misiune de luptă
    [diplomacy] Misiune de diplomație
    [magic] Misiune de magie
   *[other] Misiune
}
# source-hash: 3be6834b
face-kind-enemy = Inamic
# source-hash: a9e7dcc0
face-kind-monster = { $type ->
    [bronze] Monstru de bronz
    [silver] Monstru de argint
    [gold] Monstru de aur
   *[other] Monstru
}
# source-hash: 9b67a879
face-kind-hero = Erou
# source-hash: 6b4da599
face-back-investigation = Investigație
# source-hash: f18794b7
face-back-foulfate = Neșansă
# source-hash: 83b1a5c1
face-back-goodfortune = Șansă
# source-hash: a2381c8a
face-back-development = Dezvoltare
# source-hash: 65345535
face-back-companion = Însoțitor
# source-hash: af8c40dd
face-back-quest = Misiune
# source-hash: 3be6834b
face-back-enemy = Inamic
# source-hash: 611f5e31
face-back-monster = Monstru
# source-hash: 9b67a879
face-back-hero = Erou
# source-hash: e12383ea
face-hero-actions = Acțiuni: { $actions }.
