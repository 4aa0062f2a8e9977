# Le profil d'un joueur (/profile) et les statistiques d'un serveur (/stats).

records-profile-title = { $who } sur ce serveur
records-no-games = { $who } n’a encore terminé aucune partie sur ce serveur.
records-favourite = Jeu préféré : **{ $game }**
records-game-line = **{ $game }** : { $played } { $played ->
    [one] partie
   *[other] parties
} · { $won } { $won ->
    [one] gagnée
   *[other] gagnées
}{ $escapes ->
    [yes] {" "}· { $escaped } { $escaped ->
        [one] évasion
       *[other] évasions
    }
   *[no] {""}
} · { $rating ->
    [none] non classé
   *[other] classement { $rating }
}
records-figures = { $game } : ses chiffres
records-figure = { $name } : **{ $value }**
records-last-games = Dernières parties
records-last-game = #{ $table } { $game } — { $result ->
    [won] gagnée
   *[lost] perdue
} { $when }
records-replay = Revoir #{ $table }
records-chart-title = Classement de { $who }
records-chart-axis = parties classées, de la plus ancienne à la plus récente
records-server-title = { $game } sur ce serveur
records-server-none = Personne n’a encore terminé de partie de { $game } sur ce serveur.
records-server-nothing = Personne n’a encore terminé de partie sur ce serveur.
records-server-games = **{ $games }** { $games ->
    [one] partie
   *[other] parties
} par { $players } { $players ->
    [one] joueur
   *[other] joueurs
} ; en moyenne { $moves } coups en { $length }.
records-by-seat = **Victoires par place**
records-by-seat-title = Victoires par place — { $game }
records-seat = Place { $seat }
records-seat-line = { $seat } : { $won } sur { $games } ({ $share } %)
records-share = { $share } % de { $games }
records-records = **Records**
records-longest = Partie la plus longue : { $value } coups (#{ $table })
records-shortest-win = Victoire la plus courte : { $value } coups (#{ $table })
records-fastest-escape = Évasion la plus rapide : { $value } coups (#{ $table })
records-most = Record « { $figure } » en une partie : { $value } — { $who } (#{ $table })
records-most-played = Les plus joués ici
records-played-line = { $game } : { $games }
records-minutes = { $minutes } min
records-hours = { $hours } h { $minutes } min
records-days = { $days } j { $hours } h
