# Escape from Elba sur Discord : qui est attendu pour quoi, les mots en plus du panneau, les
# messages privés, les mots des images, et /elba.

## Le message de la table : chaque décision attendue, son échéance et ce qui se passe sans réponse

elba-waiting = ⏳ En attente de { $who } : { $decision }{ $timed ->
    [yes] {" "}(échéance { $when } ; sans réponse : { $default })
   *[no] {""}
}
elba-decision = { $kind ->
    [draw] combien de cartes piocher
    [actions] ses actions
    [fight_order] le prochain adversaire
    [arms] ses armes
    [vote] un vote sur { $word }
    [reward] la carte à prendre
    [give_up] la carte à laquelle renoncer
    [bag] les cartes à mettre dans le sac
    [keep] ce que garde le sac
    [drop] l’ordre de la défausse
   *[other] une décision
}
elba-default = { $kind ->
    [arms] sans arme
    [vote] un vote « non »
    [forfeit] déclare forfait
   *[computer] l’ordinateur décide
}

## Un message privé pour une décision hors de son tour

elba-dm-decision = { $fight ->
    [yes] ⚔️ Un combat ({ $space } : { $aggressor } contre { $defender }) vous attend
   *[no] Une décision vous attend
} à { $game } (table n°{ $table }) : { $decision }.{ $timed ->
    [yes] {" "}Échéance { $when } ; sans réponse : { $default }.
   *[no] {""}
}

## Le panneau privé : de quoi il s’agit

elba-panel-draw = Vous avez { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
} en main : après la pioche, vos points d’Action valent 7 moins les cartes de votre main.
elba-panel-actions = { $ap ->
    [one] { $ap } point d’Action restant
   *[other] { $ap } points d’Action restants
}. Votre sac compose : { $spells }.
elba-panel-fight-order = Plusieurs hôtes sont ici : choisissez qui vous combattez d’abord. Si vous perdez, vous êtes expédié ailleurs et les autres combats n’ont pas lieu.
elba-panel-arms = Vous : dé { $die } + force { $strength } = { $total }. { $other } : dé { $other_die } + force { $other_strength } = { $other_total }{ $bonus ->
    [0] {""}
   *[other] , jusqu’à +{ $bonus } avec des armes
}. { $aggressor ->
    [yes] Vous attaquez : vous gagnez en cas d’égalité.
   *[no] { $other } attaque et gagne en cas d’égalité.
} Chaque arme ajoute 1 ; les deux choix sont révélés ensemble.
elba-panel-arms-unrolled = Choisissez vos armes pour le combat contre { $other } avant le jet des dés.
elba-panel-vote = { $who } propose { $word } comme arme. Une majorité de « oui » l’accepte pour le reste de la partie ; une égalité ou une absence de réponse la refuse.
elba-panel-reward = Vous avez battu { $loser } : prenez la carte de votre choix dans son sac, ou une carte au hasard dans sa main. Elle rejoint votre main.
elba-panel-give-up = Vous avez perdu : une carte de votre main ou de votre sac part sur la défausse, face visible.
elba-panel-bag = { $excess ->
    [0] Mettez des cartes de votre main dans votre sac si vous le souhaitez, puis arrêtez.
   *[other] Vous avez plus de 7 cartes : mettez-en au moins { $excess } dans votre sac.
} Votre sac garde ensuite au plus deux lettres, ou un mot.
elba-panel-keep = Votre sac : { $bag }. Gardez au plus deux cartes, ou un mot qui emploie toutes les cartes gardées ; le reste part sur la défausse.
elba-panel-drop = La dernière carte défaussée devient le dessus de la défausse : qui bat Campbell la prend.
elba-panel-default = Sans réponse { $when }, l’ordinateur joue pour vous : { $move }.

## Ce que composent des lettres

elba-spells-nothing = encore aucun mot d’évasion, de saut ni d’arme
elba-spells-anywhere = n’importe où
elba-spells-escape-word = { $word } ({ $where })
elba-spells-escape = évasion avec { $words }
elba-spells-jumps = { $listed ->
    [yes] saut vers { $places }
   *[no] saut vers { $count } cases
}
elba-spells-weapons = armes +{ $bonus }

## Les libellés des choix du panneau

elba-keep-group = { $kind ->
    [escape] ★ Mots avec un mot d’évasion
    [few] Rien, ou une ou deux lettres
   *[word] Autres mots
} ({ $count })
elba-choose-keep-group = { $kind ->
    [escape] ★ Garder un mot qui compose un mot d’évasion
    [few] Ne rien garder, ou une ou deux lettres
   *[word] Quel mot garde votre sac ?
}
elba-label-host = { $host } · { $space } · force { $strength }
elba-label-bonus = Bonus { $bonus } ({ $count } choix)
elba-label-prefix = { $prefix }… ({ $count })
elba-label-draw-ap = puis { $ap ->
    [one] { $ap } point d’Action
   *[other] { $ap } points d’Action
}
elba-label-fights = { $move } ⚔ { $who }
elba-label-spelling = en composant { $word }
elba-label-escape = { $move } ({ $chance } sur 6)
elba-label-strength = { $move } (force { $strength })
elba-label-total = { $move } → { $total }

## Les images

elba-pic-no-fights = pas de combat
elba-pic-or = ou
elba-pic-deck = Pioche { $count }
elba-pic-discard = Défausse
elba-pic-discarded = { $count ->
    [one] { $count } défaussée
   *[other] { $count } défaussées
}
elba-pic-pile = pile { $cut ->
    [yes] …{ $letters }
   *[no] { $letters }
}
elba-pic-fight = ⚔ Combat ({ $space }) : { $aggressor } attaque { $defender }{ $rolled ->
    [yes] {""}
   *[no] {" "}(dés pas encore lancés)
}
elba-pic-versus = contre
elba-pic-fight-total = +{ $strength } = { $total }
elba-pic-strength = force { $strength }
elba-pic-hand-size = { $count ->
    [one] { $count } carte en main
   *[other] { $count } cartes en main
}
elba-pic-ap = { $ap } PA
elba-pic-bag = sac
elba-pic-your-hand = { $who } · votre main : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
elba-pic-weapons = { $count ->
    [0] aucune arme pour ce combat
   *[other] armes : { $weapons }
}
elba-pic-no-hand = (aucune carte en main)
elba-pic-bag-public = Sac (public) :
elba-pic-empty = vide

## /elba

cmd-elba = elba
    .description = Jouer à Escape from Elba
cmd-elba-play = jouer
    .description = Jouer un coup en le tapant
cmd-elba-play-move = coup
    .description = Le coup : commencez à taper et choisissez l’un des coups possibles
cmd-elba-hand = main
    .description = Afficher votre panneau privé (main, coups)

# Règles maison : chaque valeur d’option en une phrase (montrée quand la table diffère de la
# règle) et, en .meaning, ce qu’elle décide (listé par /game rules). Voir options.ftl.
option-elba-ap_loss_on_any_loss = { $value ->
    [false] Le joueur actif ne perd ses points d’action que s’il perd un combat qu’il a engagé.
   *[true] Le joueur actif perd ses points d’action dès qu’il perd un combat.
}
    .meaning = Quels combats perdus mettent fin aux actions du joueur actif.
option-elba-weapon_declaration = { $value ->
    [before_roll] Les armes sont annoncées avant le lancer.
   *[after_roll_simultaneous] Les armes sont annoncées après le lancer, par les deux combattants à la fois.
}
    .meaning = Quand les combattants annoncent leurs armes.
option-elba-weapon_max_bonus = { $value ->
    [0] Les armes n’ajoutent rien au combat.
    [1] Les armes ajoutent au plus 1 au combat.
   *[other] Les armes ajoutent au plus { $value } au combat.
}
    .meaning = Le plus que les armes ajoutent à la force d’un combattant.
option-elba-weapon_vote = { $value ->
    [false] Seuls les mots déjà acceptés servent d’armes : pas de vote sur de nouveaux mots.
   *[true] La table vote sur un mot proposé comme nouvelle arme.
}
    .meaning = Si de nouveaux mots peuvent devenir des armes par un vote.
option-elba-npc_opponent_order = { $value ->
    [random] Un personnage face à plusieurs joueurs les combat dans un ordre tiré au hasard.
   *[active_player_chooses] Le joueur actif choisit l’ordre dans lequel un personnage combat plusieurs joueurs.
}
    .meaning = Qui décide de l’ordre des combats d’un personnage contre plusieurs joueurs.
option-elba-penalties_before_move = { $value ->
    [false] Le perdant est projeté avant de gagner en force.
   *[true] Le perdant gagne en force avant d’être projeté.
}
    .meaning = L’ordre des pénalités d’un combat perdu.
option-elba-two_roll_hallway_single_space = { $value ->
    [false] Chaque lancer d’un couloir à deux lancers est une place à part pour placer les pions.
   *[true] Un couloir atteint par deux lancers compte pour une seule case quand on place les pions.
}
    .meaning = Comment les pions sont placés sur les couloirs atteints par deux lancers.
option-elba-towers_in_random_placement = { $value ->
    [false] Aucun pion n’est placé au hasard sur une tour.
   *[true] Les pions placés au hasard peuvent tomber sur les tours.
}
    .meaning = Si le placement au hasard peut utiliser les tours.
option-elba-show_full_discard = { $value ->
    [false] Seule la carte du dessus de la défausse est montrée.
   *[true] Toute la défausse est montrée.
}
    .meaning = Ce que tout le monde voit de la défausse.
option-elba-max_players_single_deck = { $value ->
    [one] Un seul paquet jusqu’à { $value } joueur ; deux paquets au-delà.
   *[other] Un seul paquet jusqu’à { $value } joueurs ; deux paquets au-delà.
}
    .meaning = Jusqu’à combien de joueurs on joue avec un seul paquet de cartes.
option-elba-two_decks = { $value ->
    [true] Deux paquets : la table accueille de 3 à 11 joueurs (ce que suggère la règle au-delà de 6).
   *[false] Un seul paquet : la table accueille de 3 à 6 joueurs.
}
    .meaning = Deux paquets de cartes, pour une table de 7 à 11 joueurs.
option-elba-chain_fight_cap = { $value ->
    [one] Une suite de combats s’arrête après { $value } combat.
   *[other] Une suite de combats s’arrête après { $value } combats.
}
    .meaning = Le plus de combats qu’une arrivée peut déclencher.
option-elba-turn_limit = { $value ->
    [0] La partie n’a pas de limite de tours.
    [one] La partie s’arrête sans gagnant après { $value } tour.
   *[other] La partie s’arrête sans gagnant après { $value } tours.
}
    .meaning = Une limite de tours pour les parties qui traînent (0 : aucune).
