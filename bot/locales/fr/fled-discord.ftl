# Fled sur Discord : les questions et les choix du panneau, et /fled.

fled-group-bunk = Poser votre cellule
fled-group-place = Ajouter une tuile
fled-group-surrender = Livrer une tuile (aucune ne va)
fled-group-draw = Piocher
fled-group-escape = S’enfuir !
fled-choose-bunk = Où va votre cellule ? (lettres sur l’image)
fled-choose-place = Quelle tuile ajoutez-vous à la prison ?
fled-choose-where = Où ? Les lettres correspondent à l’image.
fled-choose-surrender = Aucune tuile ne va : laquelle part chez le Gouverneur ?
fled-choose-how = Que faites-vous de cette tuile ?
fled-choose-move = Où aller ? (cases sur l’image)
fled-choose-whistle = { $depth ->
    [3] Quelle pièce se déplace, et dans quelle pièce ?
   *[other] Qui vise-t-elle ?
}
fled-choose-stash = Comment la payez-vous ?
fled-choose-surrender-tile = La livrer au Gouverneur ?
fled-choose-draw = Piocher dans la pioche, ou prendre une tuile au Gouverneur
fled-choose-escape = Quels outils sacrifiez-vous pour vous enfuir ?
fled-where = { $letter } — { $cells }
fled-how-move = Se déplacer avec
fled-how-whistle = Siffler : déplacer un gardien ou l’aumônier
fled-how-stash = La ranger dans votre inventaire
fled-how-surrender = La livrer au Gouverneur
fled-whistle-to = { $npc } → { $cell }
fled-target-nobody = Ne viser personne
fled-stash-free = La ranger (contrebande trouvée ici)
fled-stash-pay = Payer avec { $tiles }
fled-choices-alt = La prison avec { $count } choix possibles marqués

cmd-fled = fled
    .description = Jouer à Fled
cmd-fled-play = jouer
    .description = Jouer un coup en le tapant
cmd-fled-play-move = coup
    .description = Le coup : commencez à taper et choisissez l’un des coups possibles
cmd-fled-hand = main
    .description = Afficher votre panneau privé (main, coups)
