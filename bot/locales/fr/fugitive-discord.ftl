# Fugitive sur Discord : /fugitive.

cmd-fugitive = fugitive
    .description = Jouer à Fugitive
cmd-fugitive-draw = piocher
    .description = Piocher une carte dans un paquet
cmd-fugitive-draw-pile = paquet
    .description = Paquet 1 (4–14), 2 (15–28) ou 3 (29–41)
choice-pile-1 = 1 (4–14)
choice-pile-2 = 2 (15–28)
choice-pile-3 = 3 (29–41)
cmd-fugitive-hideout = cachette
    .description = Poser votre prochaine cachette (Fugitif)
cmd-fugitive-hideout-card = carte
    .description = La carte Cachette
cmd-fugitive-hideout-sprints = sprints
    .description = Cartes Sprint à glisser dessous, par ex. 5 8 (peut rester vide)
cmd-fugitive-pass = passer
    .description = Ne poser aucune cachette ce tour-ci (Fugitif)
cmd-fugitive-end = finir
    .description = Finir votre premier tour après une seule cachette
cmd-fugitive-guess = deviner
    .description = Deviner des numéros de cachettes (Marshal)
cmd-fugitive-guess-numbers = nombres
    .description = Un ou plusieurs nombres de 1 à 41, par ex. 12 17 23 : tous doivent être justes
cmd-fugitive-play = jouer
    .description = Jouer un coup en le tapant
cmd-fugitive-play-move = coup
    .description = Le coup : commencez à taper et choisissez l’un des coups possibles
cmd-fugitive-hand = main
    .description = Afficher votre panneau privé (main, coups)
cmd-fugitive-notepad = carnet
    .description = Votre carnet des nombres 1 à 41 (Marshal)
cmd-fugitive-notepad-cross = barrer
    .description = Nombres à barrer, par ex. 4 9
cmd-fugitive-notepad-uncross = rétablir
    .description = Nombres à remettre

# Règles maison : chaque valeur d’option en une phrase (montrée quand la table diffère de la
# règle) et, en .meaning, ce qu’elle décide (listé par /game rules). Voir options.ftl.
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
option-fugitive-events = { $value ->
    [random] Événements aléatoires : 2 cartes Événement maison mêlées à chaque paquet.
    [discovery] Événements découverte : chaque fois que la Marshal trouve des cachettes, le Fugitif résout un événement maison.
    [helpful] Événements d’aide : seuls les événements maison du joueur aidé, répartis dans les paquets.
    [catch_up] Événements de rattrapage : des Événements particuliers dans les paquets appellent un événement maison selon le nombre de cachettes face cachée.
   *[none] Pas de cartes Événement.
}
    .meaning = La variante d’événements jouée, avec le paquet d’événements maison de Getaway (17 événements conçus pour Getaway, pas les cartes de l’éditeur).
option-fugitive-helped = { $value ->
    [marshal] Les événements d’aide aident la Marshal.
   *[fugitive] Les événements d’aide aident le Fugitif.
}
    .meaning = Avec `events=helpful` : les événements de quel joueur sont joués.
