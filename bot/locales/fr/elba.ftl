# Escape from Elba : des Napoléons composent des mots avec les cartes-lettres de leur sac pour
# se battre, sauter et s’évader ; Campbell et les Napoléons non-joueurs rôdent dans le château.

game-elba = Escape from Elba

elba-role = P{ $n }
elba-host-campbell = Campbell
elba-host-napoleon = Napoléon { $label }
elba-host-number = hôte { $n }
elba-card = un { $letter }
elba-or = { $head } ou { $last }

## Les cases du plateau (les pièces gardent leurs mots imprimés : ce sont les mots de saut)

elba-space-north_tower = TOUR NORD
elba-space-caesar_room = CAESAR ROOM
elba-space-opal_room = OPAL ROOM
elba-space-coral_room = CORAL ROOM
elba-space-roof = ROOF
elba-space-east_tower = TOUR EST
elba-space-hallway_1 = Couloir 1
elba-space-cafe = CAFE
elba-space-hallway_2 = Couloir 2
elba-space-parlor = PARLOR
elba-space-hallway_3 = Couloir 3
elba-space-ball_room = BALL ROOM
elba-space-hallway_4 = Couloir 4
elba-space-spa = SPA
elba-space-pool = POOL
elba-space-hallway_5 = Couloir 5
elba-space-sleep_room = SLEEP ROOM
elba-space-class_room = CLASS ROOM
elba-space-hallway_6 = Couloir 6
elba-space-arbor = ARBOR
elba-space-farm = FARM
elba-space-hallway_7 = Couloir 7
elba-space-meal_room = MEAL ROOM
elba-space-hallway_8 = Couloir 8
elba-space-bar = BAR
elba-space-hallway_9 = Couloir 9
elba-space-lab = LAB
elba-space-hallway_10 = Couloir 10
elba-space-west_tower = TOUR OUEST
elba-space-cellar = CELLAR
elba-space-apple_room = APPLE ROOM
elba-space-map_room = MAP ROOM
elba-space-parole_room = PAROLE ROOM
elba-space-south_tower = TOUR SUD
elba-space-safe_area = SAFE AREA

## Événements (publics à la troisième personne, privés adressés à leur lecteur)

elba-event-draw = { $who } pioche { $cards ->
    [0] aucune carte
    [one] 1 carte
   *[other] { $cards } cartes
} : { $ap ->
    [0] aucun point d’Action
    [one] 1 point d’Action
   *[other] { $ap } points d’Action
}.
elba-event-drawn_card = Vous avez pioché { $card }.
elba-event-reshuffle = La pioche est épuisée : la défausse ({ $cards } cartes) est battue et devient la nouvelle pioche.
elba-event-move = { $who } se déplace vers { $space }.
elba-event-move_host = { $who } déplace { $host } vers { $space }.
elba-event-jump = { $who } saute vers { $space } en composant { $word }.
elba-event-escape_attempt = { $who } tente de s’évader avec { $word } et fait { $roll } pour une force de { $strength } : { $success ->
    [yes] évasion réussie !
   *[no] l’évasion échoue.
}
elba-event-end_actions = { $who } termine ses actions.
elba-event-fight = Combat ({ $space }) : { $aggressor } attaque { $defender }.
elba-event-fight_dice = Dés : { $aggressor } fait { $a_die } + force { $a_strength } = { $a_total }, { $defender } fait { $d_die } + force { $d_strength } = { $d_total }.
elba-event-weapons_chosen = { $who } a choisi ses armes (révélées quand les deux combattants auront choisi).
elba-event-weapon_proposed = { $who } propose { $word } comme arme : les autres joueurs votent.
elba-event-weapon_vote = { $word } est { $accepted ->
    [yes] accepté
   *[no] refusé
} comme arme (pour : { $ayes } ; contre : { $noes }).
elba-event-fight_result = { $attack } contre { $defence } : { $winner } l’emporte{ $tie ->
    [yes] {" "}(l’agresseur gagne en cas d’égalité)
   *[no] {""}
}.
elba-fight-side = { $who } ({ $total }{ $weapons_count ->
    [0] {""}
   *[other] , avec { $weapons }
})
elba-event-gain = { $who } reçoit une carte, le prix du vainqueur.
elba-event-gain_card = Votre prix : { $card }.
elba-event-steal = { $source ->
    [hand] { $winner } prend une carte au hasard dans la main de { $loser }.
   *[bag] { $winner } prend { $card } dans le sac de { $loser }.
}
elba-event-stolen_card = La carte prise dans la main est { $card } (seuls les deux combattants le savent).
elba-event-ap_lost = { $who } perd ses points d’Action restants.
elba-event-strength = { $host } a maintenant une force de { $strength }.
elba-event-thrown = { $host } est éjecté vers { $space } (dé noir { $black }, dé blanc { $white }).
elba-event-give_up = { $who } renonce à { $card } de { $source ->
    [hand] sa main
   *[bag] son sac
}, posé sur la défausse.
elba-event-to_bag = { $who } met { $card } de sa main dans son sac.
elba-event-keep = { $kept ->
    [none] { $who } ne garde rien dans son sac.
    [letters] { $who } garde { $letters } dans son sac.
   *[word] { $who } garde le mot { $letters } dans son sac.
}
elba-event-drop = { $who } défausse { $letters } de son sac.
elba-event-cleanup = { $count ->
    [0] Le sac de { $who } est vide après le nettoyage.
   *[other] Sac de { $who } après le nettoyage : { $bag }.
}
elba-event-turn = Tour { $turn } : à { $who } de jouer.
elba-event-turn_limit = La limite maison { $turns ->
    [one] d’un tour
   *[other] de { $turns } tours
} est atteinte : personne ne s’est évadé.
elba-event-chain_cap = La série de combats s’arrête après { $fights ->
    [one] 1 combat
   *[other] { $fights } combats
} (limite de sécurité).

## Coups

elba-move-draw = { $n ->
    [0] Ne piocher aucune carte
    [one] Piocher 1 carte
   *[other] Piocher { $n } cartes
}
elba-move-move = Aller vers { $space }
elba-move-move_host = Déplacer { $host } vers { $space }
elba-move-jump = Sauter vers { $space }
elba-move-escape = Tenter une évasion avec { $word }
elba-move-end_actions = Terminer vos actions
elba-move-fight_next = Combattre { $opponent } ensuite
elba-move-arm = { $count ->
    [0] Combattre sans arme
   *[other] Combattre avec { $weapons } (+{ $count })
}
elba-move-propose_weapon = Proposer { $word } comme arme (les autres votent)
elba-move-vote = { $accept ->
    [yes] Voter oui : accepter l’arme
   *[no] Voter non : refuser l’arme
}
elba-move-take = { $source ->
    [hand] Prendre une carte au hasard dans la main du perdant
   *[bag] Prendre { $card } dans le sac du perdant
}
elba-move-give_up = Renoncer à { $card } de votre { $source ->
    [hand] main
   *[bag] sac
}
elba-move-to_bag = Mettre { $card } de votre main dans votre sac
elba-move-end_bag = Arrêter de remplir votre sac
elba-move-keep = { $kept ->
    [none] Ne rien garder dans votre sac
    [letters] Garder { $letters } dans votre sac
   *[word] Garder le mot { $letters } dans votre sac
}
elba-move-drop = Défausser { $card } de votre sac

elba-cmd-draw = piocher
elba-cmd-move = aller
elba-cmd-move_host = pousser
elba-cmd-jump = sauter
elba-cmd-escape = évasion
elba-cmd-end_actions = fin
elba-cmd-fight_next = combattre
elba-cmd-arm = armes
elba-cmd-propose_weapon = proposer
elba-cmd-vote = voter
elba-cmd-take = prendre
elba-cmd-give_up = renoncer
elba-cmd-to_bag = sac
elba-cmd-end_bag = fini
elba-cmd-keep = garder
elba-cmd-drop = défausser

## Le panneau privé : groupes de coups et la question de chaque étape

elba-group-draw = Piocher
elba-group-move = Se déplacer
elba-group-move_host = Déplacer Campbell ou un Napoléon
elba-group-jump = Sauter
elba-group-escape = Tenter une évasion
elba-group-fight_next = Choisir le prochain adversaire
elba-group-arm = Déclarer ses armes
elba-group-propose_weapon = Proposer une arme
elba-group-vote = Voter
elba-group-take = Prendre une carte
elba-group-give_up = Renoncer à une carte
elba-group-to_bag = Mettre une carte dans votre sac
elba-group-keep = Garder dans votre sac
elba-group-drop = Défausser de votre sac

elba-choose-draw = Combien de cartes piochez-vous ?
elba-choose-move = Où allez-vous ?
elba-choose-move_host = Quel hôte, et vers où ?
elba-choose-jump = Vers où sautez-vous ?
elba-choose-escape = Avec quel mot ?
elba-choose-fight_next = Qui combattez-vous ensuite ?
elba-choose-arm = Vos armes pour ce combat (secrètes jusqu’à ce que les deux combattants aient choisi)
elba-choose-propose_weapon = Quel mot proposez-vous comme arme ?
elba-choose-vote = Acceptez-vous l’arme proposée ?
elba-choose-take = Quelle carte prenez-vous au perdant ?
elba-choose-give_up = À quelle carte renoncez-vous ?
elba-choose-to_bag = Quelle carte va dans votre sac ?
elba-choose-keep = Que garde votre sac ?
elba-choose-drop = Quelle carte part ensuite sur la défausse ?

## Statut et plateau

elba-status = Tour { $turn }{ $outside ->
    [yes] {" "}(au tour de { $active })
   *[no] {""}
} · { $step }
elba-step-draw = { $who } { $most ->
    [0] ne pioche aucune carte
    [one] pioche (0 ou 1 carte)
   *[other] pioche (de 0 à { $most } cartes)
}.
elba-step-actions = { $who } agit : { $ap ->
    [0] plus aucun point d’Action
    [one] 1 point d’Action restant
   *[other] { $ap } points d’Action restants
}.
elba-step-fight_order = { $who } choisit le prochain combat parmi { $opponents }.
elba-step-arms = { $who } { $count ->
    [one] choisit ses armes
   *[other] choisissent leurs armes
} pour le combat ({ $space } : { $aggressor } contre { $defender }).
elba-step-vote = { $who } { $count ->
    [one] vote
   *[other] votent
} sur l’arme { $word }.
elba-step-reward = { $who } prend une carte au perdant.
elba-step-give_up = { $who } renonce à une carte.
elba-step-bag = { $who } met des cartes de sa main dans son sac.
elba-step-keep = { $who } choisit ce que garde son sac.
elba-step-drop = { $who } défausse les cartes de son sac.
elba-over = { $escaped ->
    [yes] { $winner } s’est évadé d’Elbe avec { $word } !
   *[no] Partie terminée : personne ne s’est évadé en { $turns ->
        [one] 1 tour
       *[other] { $turns } tours
    }.
}
elba-board-fight = Combat ({ $space }) : { $aggressor } contre { $defender }, { $rolled ->
    [yes] dés { $a_die } et { $d_die }
   *[no] dés pas encore lancés
}{ $declared_count ->
    [0] {""}
   *[other] , armes déclarées par { $declared }
}{ $voting ->
    [yes] , vote sur l’arme { $proposal }
   *[no] {""}
}.
elba-board-player = { $compact ->
    [true] { $who } { $space } f{ $strength } sac { $bag_count ->
        [0] -
       *[other] { $bag }
    } main { $hand }.
   *[false] { $who } : { $space }, force { $strength }, sac { $bag_count ->
        [0] vide
       *[other] { $bag }
    }, { $hand } en main.
}
elba-board-campbell = { $compact ->
    [true] Campbell { $space } f{ $strength }.
   *[false] Campbell : { $space }, force { $strength }.
}
elba-board-napoleon = { $label } { $space } ({ $strength })
elba-board-napoleons = Napoléons : { $napoleons }.
elba-board-cards = Pioche { $deck }, { $discard ->
    [0] défausse vide.
   *[other] défausse { $discard } (dessus : { $top }).
}
elba-board-weapons = Armes acceptées par vote : { $words }.
elba-hand = { $count ->
    [0] Votre main est vide.
    [one] Votre main : { $cards } (1 carte).
   *[other] Votre main : { $cards } ({ $count } cartes).
}
elba-my-weapons = { $count ->
    [0] Vous livrez ce combat sans arme.
   *[other] Vos armes pour ce combat : { $weapons } (+{ $count }).
}

## Statistiques : libellés courts pour le profil d’un joueur (un nombre chacun ; évadé vaut 0 ou 1)

stat-elba-fights-won = Combats gagnés
stat-elba-fights-lost = Combats perdus
stat-elba-jumps = Sauts
stat-elba-escape-attempts = Tentatives d’évasion
stat-elba-escaped = Évadé
stat-elba-words-spelled = Mots composés
stat-elba-weapons-used = Armes utilisées
stat-elba-weapons-proposed = Armes proposées
stat-elba-weapons-accepted = Armes acceptées
stat-elba-cards-taken = Cartes prises
stat-elba-spaces-moved = Cases parcourues
stat-elba-hosts-moved = Campbell ou Napoléons déplacés
stat-elba-times-thrown = Éjections
stat-elba-strength-gained = Force gagnée
stat-elba-turns = Tours
stat-elba-rounds = Tours de table
stat-elba-fights = Combats

## Refus

refusal-elba-now-draw = Vous devez maintenant choisir combien de cartes piocher.
refusal-elba-now-actions = Vous devez maintenant dépenser vos points d’Action (vous déplacer, déplacer un hôte, sauter, tenter une évasion ou terminer).
refusal-elba-now-fight-order = Vous devez maintenant choisir le prochain adversaire du combat.
refusal-elba-now-arms = Vous devez maintenant déclarer vos armes pour le combat.
refusal-elba-now-vote = Vous devez maintenant voter sur l’arme proposée.
refusal-elba-now-reward = Vous devez maintenant choisir la carte que vous prenez au perdant.
refusal-elba-now-give-up = Vous devez maintenant choisir une carte à laquelle renoncer.
refusal-elba-now-bag = Vous devez maintenant mettre des cartes de votre main dans votre sac, ou terminer.
refusal-elba-now-keep = Vous devez maintenant choisir le mot (ou au plus deux lettres) que garde votre sac.
refusal-elba-now-drop = Vous devez maintenant choisir la prochaine carte à défausser de votre sac.
refusal-elba-now-wait = Vous devez maintenant attendre.
refusal-elba-players = Escape from Elba se joue de { $low } à { $high } joueurs.
refusal-elba-draw-range = Vous pouvez piocher de 0 à { $most } cartes.
refusal-elba-no-space = Il n’y a pas de case appelée « { $name } ».
refusal-elba-not-adjacent = { $space } n’est pas à côté de { $here }.
refusal-elba-player-host = Seuls Campbell et les Napoléons non-joueurs peuvent être déplacés, jamais un joueur.
refusal-elba-already-there = Vous y êtes déjà.
refusal-elba-no-jump-word = Les tours et les couloirs n’ont pas de mot de saut : impossible d’y sauter.
refusal-elba-jump-spell = Votre sac doit composer { $words } pour sauter vers { $space }.
refusal-elba-not-escape-word = { $word } n’est pas un mot d’évasion.
refusal-elba-escape-tower = Pour s’évader avec { $word }, il faut ce mot dans votre sac et être dans la { $tower }.
refusal-elba-escape-spell = Votre sac ne compose pas { $word }.
refusal-elba-no-opponent = { $opponent } n’est pas un adversaire qui attend encore dans cette pièce.
refusal-elba-weapons = Votre sac ne peut pas composer ces armes (deux armes demandent des cartes distinctes).
refusal-elba-no-such-card = Le perdant n’a pas cette carte.
refusal-elba-no-letter = Vous n’avez pas de { $letter } à cet endroit.
refusal-elba-bad-keep = Impossible de garder { $letters } : gardez au plus deux lettres, ou un seul mot valable composé avec votre sac.
refusal-elba-no-drop = Il ne reste aucun { $letter } à défausser : ces cartes sont celles que vous gardez.
refusal-elba-hand-limit = Vous avez { $count } cartes en main : mettez-en dans votre sac jusqu’à n’en garder que { $limit }.
refusal-elba-impossible = Ce n’est pas possible maintenant.
