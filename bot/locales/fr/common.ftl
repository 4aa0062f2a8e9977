# Les mots que tous les jeux et toutes les parties du bot partagent.

nobody = personne
list-none = aucune
list-and = { $head } et { $last }
seat-number = J{ $n }
you-suffix = { $name } (vous)

## Les refus du contrat des moteurs

refusal-game-over = La partie est terminée.
refusal-not-your-turn = Ce n’est pas votre tour.
refusal-no-seat = Il n’y a pas de place { $seat } à cette table.
refusal-players = { $game } se joue de { $low } à { $high } joueurs, pas { $count }.
refusal-bad-move = Ce n’est pas un coup valable de { $game } ({ $detail }).
refusal-unknown-field = Ce n’est pas un coup valable de { $game } (champ inconnu : { $fields }).
refusal-unknown-game = Il n’y a pas de jeu appelé { $name }. Jeux : { $known }.
