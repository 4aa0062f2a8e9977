# Règles maison (`/game new … options:`) : la valeur de chaque option en une courte phrase (montrée
# sur la table quand elle diffère de la règle du jeu) et, en .meaning, ce que l’option décide.
# $value est la valeur de l’option : true/false, un mot, un nombre, ou une liste avec des virgules.

options-house-rules = Règles maison : { $rules }
options-guide-title = Règles maison de { $game }
options-guide-intro = Chaque option se donne à { $command } sous la forme nom=valeur (plusieurs séparées par des espaces). Sans options, la table suit la règle du jeu.
options-guide-line = **{ $name }** — { $meaning } Règle du jeu : { $default } Valeurs : { $values }.
options-guide-none = { $game } n’a pas de règles maison : la table suit toujours la règle du jeu.
options-any-number = un nombre entier
options-any-list = une liste

option-fugitive-opening = { $value ->
    [exactly_two] Le Fugitif ouvre avec exactement deux cachettes (2e édition).
   *[one_or_two] Le Fugitif ouvre avec une ou deux cachettes.
}
    .meaning = Combien de cachettes le Fugitif pose à son premier tour.
option-fugitive-pass_bonus = { $value ->
    [true] Passer fait aussi piocher une carte dans le plus petit paquet restant (2e édition).
   *[false] Passer ne fait pas piocher de carte en plus.
}
    .meaning = Si passer rapporte une carte de plus.

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

option-alcatraz-layout = { $value ->
    [random] Les lieux sont disposés au hasard, sur des faces au hasard.
    [chosen] Les lieux sont disposés dans un ordre choisi.
   *[first_game] Les lieux sont disposés comme pour une première partie.
}
    .meaning = Comment les douze lieux sont disposés.
option-alcatraz-first_game_side = { $value ->
    [copper] Une disposition de première partie montre les faces cuivre.
    [random] Une disposition de première partie montre des faces tirées au hasard.
   *[silver] Une disposition de première partie montre les faces argent.
}
    .meaning = Quelles faces montre une disposition de première partie.
option-alcatraz-chosen_order = { $value ->
    [none] Les lieux gardent leur ordre, de 1 à 12.
   *[other] Les lieux sont disposés dans l’ordre { $value }.
}
    .meaning = L’ordre des lieux, pour une disposition choisie.
option-alcatraz-chosen_sides = { $value ->
    [none] Les lieux montrent la face de première partie.
   *[other] Les lieux montrent les faces { $value }.
}
    .meaning = La face de chaque lieu, pour une disposition choisie.
option-alcatraz-track_max = L’endurance et l’argent montent jusqu’à { $value }.
    .meaning = Le haut des pistes d’endurance et d’argent.
option-alcatraz-bribe_scope = { $value ->
    [action] Un pot-de-vin ne vaut que pour une action.
   *[turn] Un pot-de-vin vaut pour le reste du tour dans ce lieu.
}
    .meaning = Combien de temps vaut un pot-de-vin.
option-alcatraz-scapegoat_counts_for_task = { $value ->
    [false] Le bouc émissaire ne compte pas comme prisonnier présent pour une tâche.
   *[true] Le bouc émissaire compte comme prisonnier présent pour une tâche.
}
    .meaning = Si le bouc émissaire aide aux tâches.
option-alcatraz-all_indispensable_policy = { $value ->
    [all_escape] Quand le plan est complet et que personne ne peut rester, tout le monde s’évade.
   *[continue] Quand le plan est complet mais que personne ne peut rester, la partie continue.
}
    .meaning = Ce qui se passe quand le plan est complet mais que tous sont indispensables.
option-alcatraz-stay_policy = { $value ->
    [scapegoat_first] Le bouc émissaire reste en prison quand le plan peut se passer de lui.
   *[exactly_one] Le prisonnier le moins utile dont le plan peut se passer reste en prison.
}
    .meaning = Qui reste en prison.
option-alcatraz-radio_silver = { $value ->
    [add] La face argent de la salle radio ajoute deux gardiens de la réserve.
   *[move] La face argent de la salle radio déplace deux gardiens sur le plateau.
}
    .meaning = Ce que la face argent de la salle radio fait des gardiens.
option-alcatraz-trade_scope = { $value ->
    [anytime] Deux prisonniers dans un même lieu peuvent échanger à tout moment.
   *[turn] Les échanges se font pendant votre tour, avec un prisonnier de votre lieu.
}
    .meaning = Qui peut échanger, et quand.
option-alcatraz-vote_timeout_ballot = { $value ->
    [self] Un votant à court de temps vote pour lui-même.
   *[random] Un votant à court de temps vote au hasard pour quelqu’un du bulletin.
}
    .meaning = Le bulletin d’un votant à court de temps.
