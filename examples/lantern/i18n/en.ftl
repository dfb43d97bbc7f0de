### Lantern Dive: the words of its rules, in English. Its cards' names are
### extracted from the .grim sources; a locale's catalogue of a game lives
### beside the game. The verbs' messages are its verb table's.

lantern-verb-find = { $form ->
    [they] finds
    [inf] to find
   *[other] find
} { $amount ->
    [one] a pearl
   *[other] { $amount } pearls
}
lantern-verb-drop = { $form ->
    [they] drops
    [inf] to drop
   *[other] drop
} { $amount ->
    [one] a pearl
   *[other] { $amount } pearls
}
lantern-verb-bank = { $form ->
    [they] surfaces with their haul
    [inf] to surface with your haul
   *[other] surface with your haul
}
lantern-verb-caught = { $form ->
    [they] loses their haul
    [inf] to lose your haul
   *[other] lose your haul
}
cond-haul-at-least = { $form ->
    [they] their
   *[other] your
} haul { $negated ->
    [yes] is not
   *[no] is
} { $amount } or more
