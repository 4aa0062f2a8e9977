# Prends, le jeu jouet des tests : son nom, ses places, ses événements, ses coups et ses refus.

game-toy = Prends
toy-role-0 = Premier
toy-role-1 = Second
toy-event-took = { $who } prend { $count ->
    [one] un jeton
   *[other] { $count } jetons
} ; il en reste { $pile }.
toy-event-bonus = Votre bonus secret de { $bonus } compte maintenant.
toy-move-take = Prendre { $count }
toy-cmd-take = prendre
toy-status-turn = À { $who } de prendre ; il en reste { $pile }.
toy-status-over = La pile est vide : { $first } contre { $second }.
toy-board = Une pile de { $pile } ; Premier en a { $first }, Second { $second }.
toy-secret = Votre bonus secret : { $bonus }.
refusal-toy-too-many = Prenez 1 ou 2 jetons, et pas plus que les { $pile } qui restent.
