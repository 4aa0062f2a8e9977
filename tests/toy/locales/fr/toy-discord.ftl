# Prends sur Discord : les mots du panneau et /toy.

toy-group-take = Prendre des jetons
toy-choose-take = Combien de jetons ?
cmd-toy = prends
    .description = Jouer à Prends
cmd-toy-play = jouer
    .description = Jouer un coup en le tapant
cmd-toy-play-move = coup
    .description = Le coup : commencez à taper et choisissez l’un des coups possibles
cmd-toy-hand = main
    .description = Afficher votre panneau privé (main, coups)
