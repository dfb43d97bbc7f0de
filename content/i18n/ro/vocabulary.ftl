### Vocabularul comun celor două jocuri: creaturile pe care le întâlnesc și
### The Witcher Adventure Game, și The Witcher: Old World. Fiecare nume de
### monstru al unui joc trimite la termenul de aici, ca o creatură să poarte un
### singur nume românesc în ambele jocuri; catalogul fiecărui joc adaugă doar
### ce are numai el. Păstrează în engleză doar ce păstrează Ghidul de
### referințe (Phantom, Wraith) și creaturile sagăi (Leshen, Striga, Bruxa,
### Ekimmara, Arachas, Archespore, Foglet, Nekker).
###
### Parametri: $case (nominative = acuzativ, genitive = dativ, definite =
### forma articulată), $number (one / other). .gender pentru acord.

-varcolac = { $case ->
   *[nominative] { $number ->
       *[one] Vârcolac
        [other] Vârcolaci
    }
    [definite] Vârcolacul
    [genitive] Vârcolacului
}
    .gender = masculine
-wiverna = { $case ->
   *[nominative] { $number ->
       *[one] Wivernă
        [other] Wiverne
    }
    [definite] Wiverna
    [genitive] Wivernei
}
    .gender = feminine
-inecat = { $case ->
   *[nominative] { $number ->
       *[one] Înecat
        [other] înecați
    }
    [definite] Înecatul
    [genitive] Înecatului
}
    .gender = masculine
-ghul = { $case ->
   *[nominative] { $number ->
       *[one] Ghul
        [other] ghuli
    }
    [definite] Ghulul
    [genitive] Ghulului
}
    .gender = masculine
-putreziciune = { $case ->
   *[nominative] Putreziciune
    [definite] Putreziciunea
    [genitive] Putreziciunii
}
    .gender = feminine
-harpie = { $case ->
   *[nominative] { $number ->
       *[one] Harpie
        [other] Harpii
    }
    [definite] Harpia
    [genitive] Harpiei
}
    .gender = feminine
-lupi = { $case ->
   *[nominative] Lupi
    [definite] Lupii
    [genitive] Lupilor
}
    .gender = masculine
-stafia-amiezii = { $case ->
   *[nominative] Stafia amiezii
    [definite] Stafia amiezii
    [genitive] Stafiei amiezii
}
    .gender = feminine
-grifon = { $case ->
   *[nominative] { $number ->
       *[one] Grifon
        [other] Grifoni
    }
    [definite] Grifonul
    [genitive] Grifonului
}
    .gender = masculine
-diavol = { $case ->
   *[nominative] Diavol
    [definite] Diavolul
    [genitive] Diavolului
}
    .gender = masculine
-trol = { $case ->
   *[nominative] { $number ->
       *[one] Trol
        [other] Troli
    }
    [definite] Trolul
    [genitive] Trolului
}
    .gender = masculine
