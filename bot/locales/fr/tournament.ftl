# Tournois et classements.

tournament-none = Il n’y a pas de tournoi n°{ $tournament }.
tournament-none-here = Il n’y a pas de tournoi dans ce salon. Un organisateur en lance un avec { CMD("tournament new") }.
tournament-format = Les tournois existent dans ces formats : { $known }.
tournament-swiss-two = Un tournoi suisse est pour les jeux à deux ; { $title } se joue à plus : choisissez le format en groupes.
tournament-groups-three = Le format en groupes est pour les jeux à trois ou plus ; { $title } se joue à deux : choisissez le format suisse.
tournament-rounds = Un tournoi compte de 1 à { $most } rondes.
tournament-busy = Ce salon a déjà un tournoi (n°{ $tournament }). Terminez-le, ou organisez le vôtre dans un autre salon.
tournament-started = Ce tournoi a déjà commencé.
tournament-already-in = Vous êtes déjà inscrit.
tournament-use-drop = Le tournoi a commencé : pour le quitter, utilisez { CMD("tournament drop") }.
tournament-not-in = Vous n’êtes pas dans ce tournoi.
tournament-too-few = Il faut au moins { $least } joueurs pour lancer un tournoi.
tournament-not-running = Ce tournoi n’est pas en cours.
tournament-not-its-table = La table n°{ $table } n’est pas une table de ce tournoi.
tournament-winner-not-there = Le gagnant doit être un joueur de cette table.
tournament-organisers-only = Seul l’organisateur, un membre ayant Gérer le serveur ou le rôle d’organisateur du serveur peut faire cela.

## Sur Discord

choice-format-swiss = suisse (jeux à deux)
choice-format-groups = groupes (trois ou plus)
tournament-title = Tournoi de { $game } n°{ $tournament }
tournament-signup = Inscriptions ouvertes : un tournoi { $format ->
    [swiss] suisse
   *[groups] en groupes
} en { $rounds ->
    [one] une ronde
   *[other] { $rounds } rondes
}, organisé par { $organiser }. Appuyez sur **Rejoindre** pour jouer.
tournament-entrants = Joueurs ({ $count })
button-standings = Classement
tournament-standings-title = { $game } — classement après la ronde { $round }
tournament-standings-line = { $rank }. { $name } — { $points } { $score ->
    [one] pt
   *[other] pts
} (Buchholz { $buchholz }){ $dropped ->
    [yes] {" "}· parti
   *[no] {""}
}
tournament-standings-alt = Le classement de { $count } joueurs
tournament-round-open = 🏁 La ronde { $round } est ouverte ! Vos tables, chacune dans son fil :
    { $tables }
    Exemptés : { $byes }
tournament-over = 🏆 Le tournoi est terminé ! Classement final :
tournament-opened = Le tournoi n°{ $tournament } est ouvert aux inscriptions. Lancez-le avec { CMD("tournament start") } quand tout le monde est là.
tournament-joined = Vous avez rejoint le tournoi n°{ $tournament }.
tournament-left = Vous vous êtes retiré du tournoi.
tournament-started-ok = La ronde { $round } est ouverte.
tournament-called-off = L’organisateur a fait avancer le tournoi : cette table est close et compte comme un match nul.
tournament-dropped = { $who } a quitté le tournoi : aucune ronde suivante ne l’appariera.
tournament-drop-done = C’est fait : vous quittez le tournoi à partir de la prochaine ronde.
tournament-moved-on = La ronde est close ; le tournoi continue.
tournament-reported = La table n°{ $table } est réglée.
tournament-role-set = Les membres ayant { $role } peuvent désormais organiser des tournois ici.
standings-rank = #
standings-name = Joueur
standings-points = Points
standings-buchholz = Buchholz
standings-wins = Victoires
standings-games = Parties
standings-dropped = (parti)
rating-of = Classements de { $who } sur ce serveur :
rating-line = { $game } : **{ $rating }** ({ $games ->
    [one] 1 partie
   *[other] { $games } parties
})
rating-none = Aucune partie classée pour l’instant.
rating-explained = Un classement est une estimation ± son incertitude (un écart type) ; le palmarès utilise l’estimation moins trois fois l’incertitude.
rating-top = Les mieux classés à { $game }
rating-top-line = { $rank }. { $who } — **{ $rating }** ({ $games ->
    [one] 1 partie
   *[other] { $games } parties
})
rating-nobody = Personne n’y a encore joué de partie classée ici.
rating-computers-who = Seul un membre ayant la permission Gérer le serveur peut choisir si les parties avec des ordinateurs comptent ici.
rating-computers-counted = Les parties de { $game } avec des ordinateurs comptent désormais pour le classement de ce serveur.
rating-computers-casual = Les parties de { $game } avec des ordinateurs sont désormais amicales ici : elles ne comptent pas pour le classement.
