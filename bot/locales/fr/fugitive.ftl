# Fugitive : le Fugitif pose des cachettes numérotées face cachée, la Marshal les traque.

game-fugitive = Fugitive

fugitive-role-0 = Fugitif
fugitive-role-1 = Marshal

## Événements (publics à la troisième personne, privés adressés à leur lecteur)

fugitive-event-draw = { $who } a pioché dans le paquet { $pile } ({ $range }){ $bonus ->
    [yes] {" "}(bonus de passe)
   *[no] {""}
}.
fugitive-event-drew = Vous avez pioché le { $card }.
fugitive-event-hideout = { $escape ->
    [yes] { $who } a posé le 42{ $sprints ->
        [0] {""}
        [one] {" "}avec 1 carte Sprint
       *[other] {" "}avec { $sprints } cartes Sprint
    } : évasion !
   *[no] { $who } a posé la cachette { $position }{ $sprints ->
        [0] {""}
        [one] {" "}avec 1 carte Sprint
       *[other] {" "}avec { $sprints } cartes Sprint
    }.
}
fugitive-event-placed = Vous avez caché le { $number }{ $sprint_cards_count ->
    [0] {""}
   *[other] {" "}avec les cartes Sprint { $sprint_cards }
}.
fugitive-event-pass = { $who } a passé.
fugitive-event-guess = { $who } { $manhunt ->
    [yes] a annoncé
   *[no] a deviné
} { $numbers } : { $split ->
    [yes] chacun vérifié seul, { $hit ->
        [yes] trouvé { $hits }.
       *[no] aucun trouvé.
    }
   *[no] { $hit ->
        [yes] trouvé ! ({ $hits })
       *[no] raté.
    }
}
fugitive-event-manhunt_started = Le 42 est posé et aucune cachette révélée n’atteint 30 ({ $highest_face_up } au plus) : chasse à l’homme !
fugitive-revealed-with = { $number } avec les cartes Sprint { $cards }

## Cartes Événement (le paquet maison : conçu pour Getaway, pas les cartes de l’éditeur)

fugitive-event-event_card = { $who } a tiré l’événement { $name } ({ $icon }) : { $text }
fugitive-event-placeholder = { $who } a tiré un Événement particulier : { $hidden ->
    [one] 1 cachette face cachée
   *[other] { $hidden } cachettes face cachée
}, donc un événement de la pile { $pile }.
fugitive-event-no_event = Cette pile d’événements est vide : rien ne se passe.
fugitive-event-no_effect = { $name } n’a rien sur quoi agir : rien ne se passe.
fugitive-event-peek = { $who } a regardé la carte du dessus du paquet { $pile }.
fugitive-event-peeked = La carte du dessus du paquet { $pile } est { $card } (vous seul le savez).
fugitive-event-detour = { $who } a mis la carte du dessus du paquet { $pile } dessous, sans la voir.
fugitive-event-took_back = { $who } a repris une carte Sprint sous la cachette { $position }.
fugitive-event-took_back_card = Vous avez repris { $card } sous la cachette { $position }.
fugitive-event-kept_sprints = { $who } a laissé toutes les cartes Sprint en place.
fugitive-event-gave = { $who } a donné une carte à la Marshal.
fugitive-event-received = Le Fugitif vous a donné { $card } : ce n’est pas une cachette.
fugitive-event-returned = La Marshal a montré { $card } et l’a mise sous le paquet { $pile }.
fugitive-peeked-event = l’événement { $name }
fugitive-peeked-placeholder = un Événement particulier
fugitive-icon-fugitive = empreintes, aide le Fugitif
fugitive-icon-marshal = jumelles, aide la Marshal
fugitive-icon-neutral = sans icône, aide qui la tire
fugitive-pile-fugitive = du Fugitif
fugitive-pile-neutral = neutre
fugitive-pile-marshal = de la Marshal
fugitive-card-safe_house = Planque
fugitive-card-safe_house-text = À son prochain tour, le Fugitif pioche une carte de plus.
fugitive-card-head_start = Longueur d’avance
fugitive-card-head_start-text = À son prochain tour, la Marshal pioche une carte de moins.
fugitive-card-second_wind = Second souffle
fugitive-card-second_wind-text = Le Fugitif peut reprendre une carte Sprint sous une cachette face cachée qui reste à portée sans elle.
fugitive-card-fog = Brouillard
fugitive-card-fog-text = La prochaine supposition de la Marshal ne nomme qu’un seul nombre.
fugitive-card-stash = Réserve
fugitive-card-stash-text = Le Fugitif regarde la carte du dessus d’un paquet de son choix.
fugitive-card-lost_notes = Notes perdues
fugitive-card-lost_notes-text = La Marshal montre la plus haute carte de sa main et la met sous son paquet.
fugitive-card-informant = Indic
fugitive-card-informant-text = À son prochain tour, la Marshal pioche une carte de plus.
fugitive-card-roadblock = Barrage
fugitive-card-roadblock-text = À son prochain tour, le Fugitif pioche une carte de moins.
fugitive-card-lookout = Guetteur
fugitive-card-lookout-text = La Marshal regarde la carte du dessus d’un paquet de son choix.
fugitive-card-wide_search = Grande battue
fugitive-card-wide_search-text = La prochaine supposition de la Marshal peut nommer jusqu’à deux nombres, chacun vérifié seul.
fugitive-card-dropped_card = Carte égarée
fugitive-card-dropped_card-text = Le Fugitif donne à la Marshal une carte de sa main, à son choix (jamais le 42).
fugitive-card-cornered = Acculé
fugitive-card-cornered-text = Le Fugitif ne peut plus passer avant d’avoir posé une autre cachette, sauf s’il ne peut en poser aucune.
fugitive-card-lucky_break = Coup de chance
fugitive-card-lucky_break-text = Qui a tiré cette carte pioche une carte de plus à son prochain tour.
fugitive-card-scout = Éclaireur
fugitive-card-scout-text = Qui a tiré cette carte regarde la carte du dessus d’un paquet de son choix.
fugitive-card-delay = Contretemps
fugitive-card-delay-text = L’autre joueur pioche une carte de moins à son prochain tour.
fugitive-card-crossroads = Carrefour
fugitive-card-crossroads-text = Les deux joueurs piochent une carte de plus à leur prochain tour.
fugitive-card-detour = Détour
fugitive-card-detour-text = Qui a tiré cette carte choisit un paquet ; sa carte du dessus passe dessous, sans être vue.
fugitive-card-placeholder = Événement particulier
fugitive-card-placeholder-text = Comptez les cachettes face cachée : 1, un événement de la pile du Fugitif ; 2, de la pile neutre ; 3 ou plus, de la pile de la Marshal.
fugitive-card-house = Événement maison (Getaway)

## Coups

fugitive-move-draw = Piocher dans le paquet { $pile } ({ $range })
fugitive-move-hide = Cacher le { $card }
fugitive-move-sprint = Sprinter avec le { $card } (+{ $steps })
fugitive-move-unsprint = Reprendre le { $card }
fugitive-move-place = Poser la cachette
fugitive-move-cancel = Annuler
fugitive-move-pass = Passer
fugitive-move-end_turn = Finir mon tour (une cachette)
fugitive-move-pick = Choisir { $number }
fugitive-move-unpick = Retirer { $number }
fugitive-move-guess = Deviner
fugitive-move-choose = { $value ->
    [0] Garder toutes les cartes Sprint
   *[other] { $value }
}
fugitive-choose-pile = Paquet { $pile } ({ $range })
fugitive-choose-give = Donner { $card }
fugitive-choose-take-back = Reprendre { $card }
fugitive-sprint-hint = { $need ->
    [0] pas besoin de sprint
   *[other] il faut des cartes Sprint valant { $need }
}

fugitive-cmd-draw = piocher
fugitive-cmd-hide = cacher
fugitive-cmd-sprint = sprint
fugitive-cmd-unsprint = reprendre
fugitive-cmd-place = poser
fugitive-cmd-cancel = annuler
fugitive-cmd-pass = passer
fugitive-cmd-end_turn = fin
fugitive-cmd-pick = choisir
fugitive-cmd-unpick = retirer
fugitive-cmd-guess = deviner
fugitive-cmd-choose = choisir

## Statut et plateau

fugitive-step-opening = Tour { $turn } · { $fugitive } pose ses premières cachettes ({ $opening ->
    [exactly_two] exactement deux
   *[other] une ou deux
}).
fugitive-step-fugitive_draw = Tour { $turn } · { $fugitive } pioche une carte.
fugitive-step-fugitive_play = Tour { $turn } · { $fugitive } se cache ou passe.
fugitive-step-marshal_draw = Tour { $turn } · { $marshal } pioche { $draws ->
    [one] une carte
   *[other] { $draws } cartes
}.
fugitive-step-marshal_guess = Tour { $turn } · { $marshal } devine.
fugitive-step-manhunt = Chasse à l’homme ! { $marshal } annonce un nombre à la fois ; une erreur et { $fugitive } est libre.
fugitive-step-event = Tour { $turn } · { $decider } décide pour { $name } : { $text }
fugitive-board-events = Événements : { $variant ->
    [random] aléatoires
    [discovery] découverte
    [helpful] en aide { $helped ->
        [marshal] à la Marshal
       *[fugitive] au Fugitif
    }
   *[catch_up] rattrapage
}{ $decks ->
    [0] {""}
   *[other] , piles d’événements { $piles }
}.
fugitive-board-effects = À venir : { $effects }.
fugitive-effect-draws = { $who } pioche { $count } { $count ->
    [one] carte
   *[other] cartes
} de { $sign ->
    [more] plus
   *[fewer] moins
} au prochain tour
fugitive-effect-single = la prochaine supposition de la Marshal ne nomme qu’un nombre
fugitive-effect-split = la prochaine supposition de la Marshal nomme jusqu’à deux nombres, chacun vérifié seul
fugitive-effect-no-pass = le Fugitif ne peut pas passer s’il peut se cacher
fugitive-over = { $winner ->
    [fugitive] { $fugitive } s’est évadé{ $reason ->
        [manhunt_failed] {" "}: la chasse à l’homme a échoué
        [resigned] {" "}: { $marshal } a abandonné
       *[other] {""}
    } !
    [marshal] { $reason ->
        [manhunt_complete] { $marshal } a trouvé toutes les cachettes pendant la chasse à l’homme !
        [resigned] { $fugitive } a abandonné : { $marshal } gagne.
       *[other] { $marshal } a arrêté { $fugitive } !
    }
   *[none] La partie est terminée.
}
fugitive-board-route = Parcours : { $route }.
fugitive-board-piles = Paquets : { $one }, { $two }, { $three }. Mains : Fugitif { $fugitive }, Marshal { $marshal }.
fugitive-board-last-guess = Dernière tentative : { $numbers }, { $hit ->
    [yes] trouvé
   *[no] raté
}.
fugitive-route-start = 0 (départ)
fugitive-route-hidden = { $compact ->
    [true] ?{ $sprints ->
        [0] {""}
       *[other] ({ $sprints })
    }
   *[false] cachée{ $sprints ->
        [0] {""}
        [one] {" "}(1 carte Sprint)
       *[other] {" "}({ $sprints } cartes Sprint)
    }
}
fugitive-route-card = { $compact ->
    [true] { $number }{ $sprints ->
        [0] {""}
       *[other] ({ $sprints })
    }
   *[false] { $number } ({ $state ->
        [escape] évasion
        [yours] face cachée
       *[up] révélée
    }{ $sprints ->
        [0] {""}
        [one] , 1 carte Sprint{ $known ->
            [0] {""}
           *[other] {" "}: { $cards }
        }
       *[other] , { $sprints } cartes Sprint{ $known ->
            [0] {""}
           *[other] {" "}: { $cards }
        }
    })
}
fugitive-hand-0 = Votre main : { $cards }.
fugitive-hand-1 = Vos cartes (jamais des cachettes) : { $cards }.
fugitive-pending = Vous posez le { $card } après le { $last }{ $short ->
    [0] {" "}: prêt à poser
   *[other] {" "}: ajoutez des cartes Sprint valant encore { $short }
}. Cartes Sprint dessous : { $sprints }.
fugitive-picked = Choisis : { $numbers }.

## Refus

refusal-fugitive-not-held = Vous n’avez pas la carte { $card }.
refusal-fugitive-not-above = La carte { $card } n’est pas au-dessus de votre dernière cachette ({ $last }) : les cachettes doivent monter.
refusal-fugitive-too-far = La carte { $card } est trop loin de votre dernière cachette ({ $last }) : même en sprintant avec toute votre main, vous n’atteignez que { $best }.
refusal-fugitive-opening-pair = Vous devez commencer par deux cachettes, et après la carte { $card } aucune de vos cartes ne pourrait être la seconde.
refusal-fugitive-short = La carte { $card } dépasse de plus de { $reach } votre dernière cachette ({ $last }) : ajoutez des cartes Sprint valant encore { $short }.
refusal-fugitive-opening-pair-sprints = Vous devez commencer par deux cachettes, et après la carte { $card } avec ces cartes Sprint aucune de vos cartes restantes ne pourrait être la seconde.
refusal-fugitive-in-your-hand = Le { $number } est dans votre main : ce ne peut pas être une cachette.
refusal-fugitive-face-up = Le { $number } est déjà face visible : ce ne peut pas être une cachette.
refusal-fugitive-revealed-sprint = Le { $number } a été révélé comme carte Sprint : ce ne peut pas être une cachette.
refusal-fugitive-guess-range = Les nombres à deviner vont de { $low } à { $high }.
refusal-fugitive-already-picked = Vous avez déjà choisi le { $number }.
refusal-fugitive-manhunt-one = Pendant la chasse à l’homme, on annonce un nombre à la fois : retirez le { $picked } ou annoncez-le d’abord.
refusal-fugitive-too-many = { $hidden ->
    [one] Une seule cachette est face cachée : deviner plus d’un nombre ne peut pas réussir.
   *[other] Seules { $hidden } cachettes sont face cachée : deviner plus de { $hidden } nombres ne peut pas réussir.
}
refusal-fugitive-not-picked = Le { $number } ne fait pas partie de vos choix.
refusal-fugitive-choose-first = Choisissez d’abord une carte Cachette.
refusal-fugitive-not-under = La carte { $card } n’est pas sous cette cachette.
refusal-fugitive-finish-pending = Terminez ou annulez d’abord votre cachette avec la carte { $card }.
refusal-fugitive-already-placing = Vous êtes déjà en train de poser la carte { $card } : posez-la ou annulez d’abord.
refusal-fugitive-marshal-turn = Seul le Fugitif pose des cachettes ; c’est le tour de la Marshal.
refusal-fugitive-draw-first = Piochez d’abord une carte.
refusal-fugitive-fugitive-turn = Seule la Marshal devine ; c’est le tour du Fugitif.
refusal-fugitive-draws-left = Piochez d’abord : { $count ->
    [one] encore 1 carte
   *[other] encore { $count } cartes
} à piocher.
refusal-fugitive-no-first-draw = On ne pioche pas au premier tour du Fugitif.
refusal-fugitive-no-manhunt-draw = On ne pioche pas pendant la chasse à l’homme.
refusal-fugitive-piles-empty = Les trois paquets sont vides : il n’y a plus rien à piocher.
refusal-fugitive-drawn = Vous avez déjà pioché ce tour-ci.
refusal-fugitive-pile-empty = Le paquet { $pile } est vide ; piochez dans un autre.
refusal-fugitive-escape-no-sprint = Le 42 est votre évasion : il ne peut pas servir de carte Sprint.
refusal-fugitive-no-first-pass = Vous ne pouvez pas passer au premier tour ; posez une cachette.
refusal-fugitive-end-first-only = Finir son tour après une seule cachette n’est possible qu’au premier tour.
refusal-fugitive-exactly-two = Cette table commence avec exactement deux cachettes ; posez-en une autre.
refusal-fugitive-place-first = Posez votre première cachette avant de finir votre tour.
refusal-fugitive-pick-first = Choisissez au moins un nombre avant de deviner.
refusal-fugitive-fog-one = Brouillard : cette supposition ne nomme qu’un seul nombre ; retirez { $picked } ou devinez-le d’abord.
refusal-fugitive-split-two = Grande battue : cette supposition nomme au plus { $most } nombres.
refusal-fugitive-cornered = Acculé : vous ne pouvez pas passer tant que vous pouvez poser une cachette.
refusal-fugitive-event-first = Une carte Événement attend d’abord une décision.
refusal-fugitive-no-choice = Aucune carte Événement n’attend de décision.
refusal-fugitive-choose-pile = Impossible de choisir le paquet { $pile } : choisissez un paquet qui a des cartes.
refusal-fugitive-not-returnable = La carte { $card } n’est pas une carte de course que vous pouvez reprendre : sa cachette doit rester à portée sans elle.
refusal-fugitive-not-givable = Vous ne pouvez pas donner la carte { $card } : donnez une carte de votre main autre que le 42.

## Images

fugitive-pic-placing = en cours…
fugitive-pic-hidden = cachée
fugitive-pic-sprints = { $count ->
    [one] 1 sprint
   *[other] { $count } sprints
}
fugitive-pic-pile = Paquet { $range }
fugitive-pic-cards = { $count ->
    [0] vide
    [one] 1 carte
   *[other] { $count } cartes
}
fugitive-pic-in-hand = { $count } en main
fugitive-pic-guesses = Tentatives :
fugitive-pic-manhunt = (chasse)
fugitive-pic-your-hideouts = Vos cachettes (Fugitif)
fugitive-pic-your-hand = Votre main · { $count ->
    [one] 1 carte
   *[other] { $count } cartes
}
fugitive-pic-hidden-count = { $count ->
    [0] rien de caché
    [one] 1 cachée à la Marshal
   *[other] { $count } cachées à la Marshal
}
fugitive-pic-your-route = Votre parcours
fugitive-pic-no-cards = (aucune carte)
fugitive-pic-last-event = Dernier événement (tiré par { $who }) · événement maison
fugitive-pic-event-waiting = Événement : décision de { $who } attendue · événement maison
fugitive-pic-no-event-yet = Aucun événement tiré pour l’instant
fugitive-pic-event-piles = Piles d’événements
fugitive-pic-deck-fugitive = Fugitif { $count }
fugitive-pic-deck-neutral = neutre { $count }
fugitive-pic-deck-marshal = Marshal { $count }
fugitive-pic-notepad = Carnet de la Marshal
fugitive-pic-notepad-summary = { $auto } certains · { $manual } barrés par vous
fugitive-pic-notepad-picked = { $count } choisis
fugitive-pic-legend-auto = certain : pas une cachette
fugitive-pic-legend-manual = barré par vous
fugitive-pic-legend-picked = choisi pour la tentative

## Sur Discord

fugitive-footer = Paquets (4–14 · 15–28 · 29–41) : { $one } · { $two } · { $three }   Mains : Fugitif { $fugitive }, Marshal { $marshal }
fugitive-button-notepad = Carnet
fugitive-recap-step = { $number } (cartes Sprint { $cards })
fugitive-recap-route = Le parcours complet : { $route }
fugitive-left = encore { $count }
fugitive-guess-these = Deviner { $numbers }
# the Guess button before any number is picked
fugitive-guess-nothing-yet = Deviner
fugitive-choose-hide = Choisissez votre prochaine cachette (après le { $last })
fugitive-choose-sprints = Cartes Sprint à glisser dessous (en mettre plus est permis : bluffez !)
fugitive-choose-numbers = Nombres { $low }–{ $high }
fugitive-group-hide = Cacher une carte
fugitive-group-choose = Décider pour l’événement
fugitive-choose-choose = Votre décision pour l’événement
fugitive-group-draw = Piocher
fugitive-place-card = Poser le { $card }
fugitive-how-guess = Choisissez les nombres à deviner (tous doivent être justes), puis appuyez sur **Deviner**.
fugitive-how-manhunt = Chasse à l’homme : annoncez **un seul** nombre ; une erreur termine la partie.
fugitive-notepad-alt = Votre carnet des nombres 1 à 42
fugitive-dm-turn = 🏃 C’est votre tour à Fugitive (table n°{ $table }) :
fugitive-dm-route = 🏃 Votre parcours a changé à Fugitive (table n°{ $table }) :
fugitive-cross = Barrer / rétablir : { $low }–{ $high }
fugitive-notepad-marshal-only = Seule la Marshal de cette table a un carnet.
fugitive-notepad-title = Fugitive — table n°{ $table } — carnet
fugitive-notepad-help = Les nombres dont vous savez qu’ils ne sont pas des cachettes sont barrés pour vous (vos cartes et les cartes visibles) ; barrez-en d’autres vous-même ci-dessous.
    Barrés par vous : { $crossed }
fugitive-name-a-number = Annoncez au moins un nombre, par exemple `12` ou `12 17`.
fugitive-no-sprint-needed = pas de carte Sprint (aucune n’est nécessaire)
fugitive-as-typed = { $typed } (tel que tapé)

## Statistiques d’une partie finie (libellés courts pour un tableau de profil ; rules/fugitive/stats.py)

stat-fugitive-hideouts-placed = Cachettes posées
stat-fugitive-sprint-cards-used = Cartes Sprint jouées
stat-fugitive-passes = Passes
stat-fugitive-cards-drawn = Cartes piochées
stat-fugitive-event-cards = Cartes Événement
stat-fugitive-guesses = Tentatives
stat-fugitive-hits = Tentatives réussies
stat-fugitive-hideouts-found = Cachettes trouvées
stat-fugitive-manhunts = Chasses à l’homme
stat-fugitive-manhunts-won = Chasses à l’homme gagnées
stat-fugitive-escaped = Évadé
stat-fugitive-turns = Tours
stat-fugitive-highest-hideout = Cachette la plus haute
stat-fugitive-highest-found = Plus haute cachette trouvée
stat-fugitive-hideouts-unfound = Cachettes jamais trouvées
