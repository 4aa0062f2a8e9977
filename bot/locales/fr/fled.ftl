# Fled : les prisonniers bâtissent la prison de l’île de Spike tuile par tuile et tentent de s’enfuir par la forêt.
# Cases nommées comme aux échecs (colonnes A–N, rangées 1–13 depuis le haut) ; tuiles par leur objet et leur numéro.

game-fled = Fled

# Les prisonniers, avec la lettre de leur pion sur l’image du plateau
fled-role-0 = Jaune (Y)
fled-role-1 = Bleu (B)
fled-role-2 = Orange (O)
fled-role-3 = Vert (G)

## Les objets des tuiles

fled-item = { $item ->
    [key] { $gold ->
        [yes] clé dorée
       *[no] clé
    }
    [file] { $gold ->
        [yes] lime dorée
       *[no] lime
    }
    [shoe] { $gold ->
        [yes] chaussure dorée
       *[no] chaussure
    }
    [spoon] { $gold ->
        [yes] cuillère dorée
       *[no] cuillère
    }
    [whistle] sifflet
    [shamrock] trèfle
    [button] bouton
    [stamp] timbre
    [comb] peigne
    [cake] gâteau
   *[none] sans objet
}
fled-tile = la tuile { $item } (n° { $id })
fled-tile-short = { $item } n° { $id }
fled-room = { $room ->
    [yard] préau
    [bunk] cellule
    [washroom] douches
    [mess_hall] réfectoire
    [corridor] couloir
    [warders_quarters] quartiers des gardiens
    [courtyard] cour
    [forest] forêt
   *[none] nulle part
}
fled-npc = { $npc ->
    [warder1] le gardien 1
    [warder2] le gardien 2
    [warder3] le gardien 3
   *[chaplain] l’Aumônier
}

## Événements (publics à la troisième personne, privés adressés à leur lecteur)

fled-event-bunk = { $who } pose sa Cellule en { $cell }, son couloir contre le Préau de départ.
fled-event-turn = À { $who } de jouer.
fled-event-place = { $who } ajoute { $tile } à la prison : { $single ->
    [yes] une seule pièce, { $head_room }, sur { $head } et { $tail }
   *[no] { $head_room } en { $head }, { $tail_room } en { $tail }
}{ $hole ->
    [yes] , avec le trou d’isolement
   *[no] {""}
}{ $forest ->
    [yes] . Nouveau point de fuite en { $tail } : son parchemin montre une { $parchment }.
   *[no] .
}
fled-event-npc_arrives = { $kind ->
    [chaplain] Une tuile Lune : l’Aumônier arrive en { $at }.
   *[warder] Une tuile Lune : un nouveau gardien, { $npc }, arrive en { $at }.
} Le temps passe : la fenêtre ouverte (la nuit) passe à la tuile Appel suivante, plus loin du Gouverneur.
fled-event-surrender = { $who } livre { $tile } face visible au Gouverneur.
fled-event-move = { $who } défausse { $tile } et se rend en { $to }.
fled-event-whistle = { $who } { $shamrock ->
    [yes] joue { $tile } comme sifflet
   *[no] donne un coup de sifflet avec { $tile }
} : { $npc } va en { $to }. Le Sifflet passe ensuite à la tuile Appel suivante.
fled-event-blessed = L’Aumônier rend visite à { $who }, qui n’a pas de boulet.
fled-event-unshackled = L’Aumônier libère { $who } de ses chaînes : le boulet, { $tile }, va face visible dans l’inventaire du Gouverneur.
fled-event-safe = Appel : { $who } est dans une pièce indiquée sur les affiches, à l’abri du gardien.
fled-event-nothing_to_shackle = Appel : { $who } n’est pas dans la bonne pièce, mais n’a aucune tuile en main pour être enchaîné.
fled-event-shackled = Appel : { $who } n’est pas dans la bonne pièce et se retrouve enchaîné : une tuile de sa main, tirée au hasard, devient son boulet face cachée (−1 pv).
fled-event-shackle_tile = Votre boulet est { $tile } : il vous coûte 1 pv jusqu’à ce que l’Aumônier vous libère ou qu’un gardien vous renvoie dans votre cellule.
fled-event-solitary = Appel : { $who }, déjà enchaîné, part à l’isolement et perdra son prochain tour.
fled-event-to_bunk = Appel : { $who }, déjà enchaîné, est renvoyé dans sa cellule ; son boulet, { $tile }, va face visible dans l’inventaire du Gouverneur.
fled-event-released = { $who } sort de l’isolement, regagne sa cellule et perd ce tour{ $has_tile ->
    [yes] {" "}; son boulet, { $tile }, va face visible dans l’inventaire du Gouverneur.
   *[no] .
}
fled-event-stash = { $paid_count ->
    [0] { $who } trouve de la contrebande : { $tile } entre dans son inventaire.
   *[other] { $who } échange { $paid } contre { $tile }, qui entre dans son inventaire.
}
fled-event-escape = { $who } s’enfuit dans la forêt en défaussant { $tools } : +5 pv ! Chaque autre prisonnier n’a plus droit qu’à un tour, au plus.
fled-event-from_governor = { $who } prend { $tile } dans l’inventaire du Gouverneur.
fled-event-reshuffle = La pioche est vide : { $tiles ->
    [one] la tuile défaussée forme
   *[other] les { $tiles } tuiles défaussées sont mélangées pour former
} une nouvelle pioche.
fled-event-draw = { $who } pioche { $count ->
    [0] aucune tuile
    [one] 1 tuile
   *[other] { $count } tuiles
}.
fled-event-drawn = Vous avez pioché { $tiles }.
fled-event-hard_labor = { $who } ne peut pas reprendre cinq tuiles en main : le Gouverneur envoie tout le monde aux travaux forcés dans les carrières, et la partie s’arrête.
fled-event-game_over = { $reason ->
    [hard_labor] Fin de la partie : travaux forcés pour tous, personne ne s’est enfui.
   *[escape] Fin de la partie : le dernier tour après la fuite a été joué.
}

## Coups

fled-move-bunk = Cellule en { $head }, couloir en { $tail }
fled-move-place = { $tile } : { $single ->
    [yes] { $head_room } sur { $head } et { $tail }
   *[no] { $head_room } { $head }, { $tail_room } { $tail }
}
fled-move-surrender = Livrer { $tile } au Gouverneur
fled-move-move = { $tile } : aller en { $cell }
fled-move-whistle = { $tile } : { $npc } en { $cell }{ $targeted ->
    [yes] , cible { $target }
   *[no] {""}
}
fled-move-stash = { $paid_count ->
    [0] Mettre { $tile } dans votre inventaire
   *[other] Échanger { $paid } contre { $tile }
}
fled-move-escape = S’enfuir en défaussant { $tools }
fled-move-draw = { $from_governor ->
    [yes] Prendre { $tile } chez le Gouverneur, puis piocher
   *[no] Piocher
}

fled-cmd-bunk = cellule
fled-cmd-place = poser
fled-cmd-surrender = livrer
fled-cmd-move = aller
fled-cmd-whistle = siffler
fled-cmd-stash = ranger
fled-cmd-escape = fuir
fled-cmd-draw = piocher

## Statut et plateau

fled-step-bunks = { $who } pose sa Cellule contre le Préau de départ.
fled-step-place = { $who } · étape 1 : ajouter une tuile à la prison.
fled-step-play = { $who } · étape 2 : { $plays ->
    [0] plus aucune tuile
    [one] encore une tuile
   *[other] encore { $plays } tuiles
} à jouer.
fled-step-draw = { $who } · étape 3 : reprendre des tuiles jusqu’à en avoir cinq.
fled-final-round = Dernier tour : { $left ->
    [one] c’est le tout dernier.
   *[other] encore { $left } tours, celui-ci compris.
}
fled-over = Fin de la partie ({ $reason ->
    [hard_labor] travaux forcés
   *[escape] après une fuite
}). Scores : { $scores }. { $count ->
    [one] Vainqueur
   *[other] Victoire partagée
} : { $winners }.
fled-score = { $name } { $points } pv
fled-board-prison = La prison compte { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
}.
fled-roll-call = { $governor ->
    [yes] la tuile du Gouverneur
   *[no] la tuile Appel { $position }
}
fled-board-roll-call = Appel : le Sifflet est sur { $where }, les prisonniers sont donc à l’abri dans : { $rooms }. { $night ->
    [yes] C’est la pleine nuit : un seul outil suffit pour s’enfuir.
   *[no] Il fait jour : il faut deux outils pour s’enfuir ; la nuit tombe { $whistles ->
        [one] au prochain coup de sifflet
       *[other] dans { $whistles } coups de sifflet
    }.
}
fled-piece = { $npc } en { $cell }
fled-board-pieces = Gardiens : { $pieces }.
fled-exit = { $cell } ({ $tool })
fled-board-exits = { $count ->
    [0] Aucun point de fuite pour l’instant.
   *[other] Points de fuite (pièce, outil) : { $exits }.
}
fled-board-player = { $name } : { $state ->
    [escaped] évadé
    [solitary] à l’isolement
    [unplaced] cellule pas encore posée
   *[in] en { $cell } ({ $room })
}, { $points } pv, { $hand } en main, inventaire { $inventory_count ->
    [0] vide
   *[other] { $inventory }
}{ $shackled ->
    [yes] , enchaîné
   *[no] {""}
}.
fled-board-governor = Inventaire du Gouverneur : { $count ->
    [0] vide
   *[other] { $tiles }
}.
fled-board-governor-count = Inventaire du Gouverneur : { $count ->
    [0] vide
    [one] 1 tuile
   *[other] { $count } tuiles
}.
fled-board-piles = Pioche { $stack }, défausse { $discards }.
fled-hand = Votre main : { $count ->
    [0] aucune tuile
   *[other] { $tiles }
}.
fled-shackle = { $shackled ->
    [yes] Votre boulet, face cachée : { $tile } (−1 pv).
   *[no] Vous n’êtes pas enchaîné.
}

## Refus

refusal-fled-not-now-bunks = Pas maintenant : posez d’abord votre Cellule contre le Préau de départ.
refusal-fled-not-now-place = Pas maintenant : ajoutez d’abord une tuile à la prison (étape 1).
refusal-fled-not-now-play = Pas maintenant : jouez une tuile de votre main (étape 2).
refusal-fled-not-now-draw = Pas maintenant : reprenez des tuiles jusqu’à en avoir cinq (étape 3).
refusal-fled-not-started = La partie n’a pas encore commencé.
refusal-fled-one-room = Cette pièce occupe toute la tuile : désignez-la par sa case { $cell }.
refusal-fled-tile-order = Citez chaque tuile une seule fois, par numéro croissant.
refusal-fled-not-in-hand = La tuile { $tile } n’est pas dans votre main.
refusal-fled-bunk-place = Le couloir de votre Cellule doit toucher le Préau de départ, sur deux cases libres.
refusal-fled-no-fit = La tuile { $tile } ne va pas là : une moitié doit toucher une pièce du même type, aucune porte ne doit être reliée à une fenêtre, et la forêt ne se pose que sur le pourtour.
refusal-fled-gold-first = Vous devez ajouter une tuile à icône dorée : l’une des vôtres peut être posée.
refusal-fled-surrender-fits = À l’étape 1, vous ne pouvez livrer une tuile au Gouverneur que si aucune des vôtres ne peut être posée.
refusal-fled-solitary-move = Impossible de vous déplacer depuis l’isolement.
refusal-fled-move-nowhere = La tuile { $tile } ({ $name }) ne vous permet pas de bouger d’ici.
refusal-fled-move-there = La tuile { $tile } ({ $name }) ne vous mène pas en { $cell }.
refusal-fled-not-whistle = La tuile { $tile } n’est ni un sifflet ni un trèfle.
refusal-fled-no-npc = Pas encore dans la prison : { $npc }.
refusal-fled-npc-reach = Impossible pour { $npc } d’atteindre { $cell } : 3 pièces au plus, seulement par les portes et les arches.
refusal-fled-not-there = Ce prisonnier n’est pas dans la pièce où va le gardien.
refusal-fled-stash-solitary = Rien n’entre dans votre inventaire depuis l’isolement.
refusal-fled-stash-contraband = Vous ne pouvez ajouter un { $item } que depuis sa pièce, quand celle-ci figure sur les affiches de l’appel et qu’il reste de la place dans votre inventaire.
refusal-fled-stash-no-scroll = La tuile { $tile } ne peut pas entrer dans un inventaire.
refusal-fled-stash-trade = Pour obtenir la tuile { $tile }, il faut être dans des quartiers des gardiens ou avec l’Aumônier, et payer { $cost ->
    [one] 1 produit
   *[other] { $cost } produits
} de contrebande de votre inventaire.
refusal-fled-escape = Pour vous enfuir, placez-vous dans la pièce d’une tuile Forêt et défaussez exactement les outils de son parchemin (deux de jour, un la nuit ; un outil doré compte double).
refusal-fled-not-governor = La tuile { $tile } n’est pas dans l’inventaire du Gouverneur.

## Images (bot/render/fled/) : des mots courts et peu nombreux, un téléphone les affiche sur environ 400 px

# le nom court d’une pièce, écrit sur chaque case du plateau (la légende donne le nom complet)
fled-pic-room = { $room ->
    [yard] Pr
    [bunk] Ce
    [washroom] Do
    [mess_hall] Ré
    [corridor] Co
    [warders_quarters] QG
    [courtyard] Cr
   *[forest] Fo
}
fled-pic-turn = { $who } · { $step }
fled-pic-step = { $phase ->
    [bunks] pose sa Cellule
    [place] étape 1 · ajouter une tuile
    [play] étape 2 · { $plays ->
        [one] encore 1 tuile
       *[other] encore { $plays } tuiles
    }
    [draw] étape 3 · piocher
   *[other] { $phase }
}
fled-pic-final = Dernier tour : { $left ->
    [one] c’est le dernier
   *[other] encore { $left } tours
}
fled-pic-over = Fin de la partie · { $reason ->
    [hard_labor] travaux forcés
   *[escape] après une fuite
}
fled-pic-roll-call = Appel
fled-pic-time = { $night ->
    [yes] Pleine nuit : fuite avec 1 outil
   *[no] Jour : fuite avec 2 outils
}
fled-pic-governor = Gouverneur
fled-pic-governor-inventory = Inventaire du Gouverneur
fled-pic-piles = Pioche { $stack } · défausse { $discards }
fled-pic-empty = vide
fled-pic-score = { $points } pv
fled-pic-hand = main { $count }
fled-pic-shackled = enchaîné −1
fled-pic-solitary = à l’isolement
fled-pic-escaped = évadé +5
fled-pic-no-bunk = pas encore de Cellule
fled-pic-number = n° { $id }
fled-pic-tier = { $scroll ->
    [teal] contrebande
    [purple] outil
    [green] trèfle
   *[gold] outil doré (×2)
}
fled-pic-tier-note = (chiffre : points de victoire)
fled-pic-exit = fuite : outil du parchemin
fled-pic-wall = { $wall ->
    [door] porte
    [window] fenêtre
   *[archway] arche
}
fled-pic-charm = Sifflet
fled-pic-window = fenêtre ouverte
fled-pic-tunnel = tunnel
fled-pic-warder = gardien
fled-pic-chaplain = Aumônier
fled-pic-moon = { $adds ->
    [chaplain] ☾ amène l’Aumônier
   *[warder] ☾ amène un gardien
}
fled-pic-hand-title = Votre main · { $who }
fled-pic-no-tile = aucune tuile
fled-pic-shackle-card = Boulet, face cachée : −1 pv

## A hand tile in words (the terminal): as printed, head on top

fled-layout = { $tile } : en haut { $top } ; en bas { $bottom }{ $marked ->
    [yes] ; { $marks }.
   *[no] .
}
fled-layout-half = { $room } ({ $walls })
fled-layout-forest = forêt (évasion avec une { $tool })
fled-layout-wall = { $wall ->
    [door] porte
    [window] fenêtre
    [escape] sortie
   *[archway] arche
} { $side ->
    [N] au nord
    [E] à l’est
    [S] au sud
   *[W] à l’ouest
}

## Statistiques d’une partie finie (libellés courts pour un tableau de profil ; rules/fled/stats.py)

stat-fled-tiles-added = Tuiles posées
stat-fled-tiles-drawn = Tuiles piochées
stat-fled-tiles-from-governor = Tuiles prises au Gouverneur
stat-fled-items-surrendered = Objets livrés
stat-fled-whistles-blown = Coups de sifflet
stat-fled-others-shackled = Prisonniers enchaînés
stat-fled-times-shackled = Fois enchaîné
stat-fled-times-unshackled = Libéré par l’Aumônier
stat-fled-times-sent-to-bunk = Renvoyé en cellule
stat-fled-times-in-solitary = Fois à l’isolement
stat-fled-contraband-found = Contrebande trouvée
stat-fled-tools-acquired = Outils obtenus
stat-fled-shamrocks-acquired = Trèfles obtenus
stat-fled-tools-played = Outils joués
stat-fled-shamrocks-played = Trèfles joués
stat-fled-doors-traversed = Portes franchies
stat-fled-windows-traversed = Fenêtres franchies
stat-fled-archways-traversed = Arches franchies
stat-fled-tunnels-traversed = Tunnels empruntés
stat-fled-rooms-moved = Pièces parcourues
stat-fled-escaped = Évadé
stat-fled-turns = Tours
stat-fled-tiles-placed = Tuiles posées en tout
stat-fled-roll-calls = Appels
stat-fled-moon-tiles = Tuiles Lune
stat-fled-reshuffles = Pioches reformées
stat-fled-escapes = Évasions
stat-fled-hard-labour = Travaux forcés
