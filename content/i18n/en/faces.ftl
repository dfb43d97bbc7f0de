## Card faces: the line under a card's name, the label on its back, and a hero
## sheet's list of actions. Drawn by compiler/render; $type is a monster's tier
## (bronze, silver, gold) or a quest's type (combat, diplomacy, magic).

face-kind-investigation = Investigation
face-kind-foulfate = Foul Fate
face-kind-goodfortune = Good Fortune
face-kind-development = Development
face-kind-companion = Companion
face-kind-quest = { $type ->
    [combat] Combat quest
    [diplomacy] Diplomacy quest
    [magic] Magic quest
   *[other] Quest
}
face-kind-enemy = Enemy
face-kind-monster = { $type ->
    [bronze] Bronze monster
    [silver] Silver monster
    [gold] Gold monster
   *[other] Monster
}
face-kind-hero = Hero
face-back-investigation = Investigation
face-back-foulfate = Foul Fate
face-back-goodfortune = Good Fortune
face-back-development = Development
face-back-companion = Companion
face-back-quest = Quest
face-back-enemy = Enemy
face-back-monster = Monster
face-back-hero = Hero
face-hero-actions = Actions: { $actions }.
