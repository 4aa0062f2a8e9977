# La partie dans le terminal (python -m bot play).

terminal-welcome = { $game } — { $players } joueurs. Vous jouez : { $seats }.
terminal-how = Tapez un coup comme indiqué (par exemple « piocher 2 »), ou seulement ses nombres quand ils suffisent. « aide » affiche les règles, « plateau » la position, « q » quitte.
terminal-hand-over = Passez le clavier à { $name }, puis appuyez sur Entrée.
terminal-your-move = { $name }, à vous de jouer :
terminal-help-commands = Vos coups :
terminal-unknown = Je ne connais pas le coup « { $typed } ». Tapez l’un des coups listés, ou « aide ».
terminal-bye = Au revoir !
terminal-over = Partie terminée. { $count ->
    [0] Personne ne gagne.
    [one] Gagnant : { $winners }.
   *[other] Gagnants : { $winners }.
}
terminal-pictures = Images enregistrées dans { $folder }/
terminal-leave = Appuyez sur Entrée pour quitter.
terminal-ways = { $first } ({ $count } possibilités)
terminal-fled-letters = { $command } { $first }{ $count ->
    [one] {""}
   *[other] …{ $last }
}  ({ $count ->
    [one] un emplacement
   *[other] { $count } emplacements
}{ $pictured ->
    [yes] , lettres sur { $picture }
   *[no] {""}
})
terminal-notepad-title = Votre carnet :
terminal-notepad-legend = × sûrement pas une cachette ({ $crossed } : vos cartes et les cartes visibles) · [n] choisi ({ $picked })
# the heading of the rules help paragraph on playing on Discord, left out in the terminal
terminal-help-discord = **Ici.**
terminal-notepad-hint = carnet                   votre carnet des nombres 1 à 42{ $pictured ->
    [yes] {" "}(aussi dessiné dans { $picture })
   *[no] {""}
}
