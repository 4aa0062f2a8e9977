# Le temps aux tables : échéances, rappels, remplaçants, vacances.

time-vote-open = la discussion est close : le vote est ouvert !
time-reminder = À vous de jouer à { $game } (table n°{ $table }) — le temps s’écoule { $when }.
time-reminder-public = votre coup vous attend ; le temps s’écoule { $when }.
time-stand-in = ⏰ { $who } n’a pas joué à temps ; l’ordinateur a joué à sa place : { $moves }
time-rule-default = ⏰ { $who } n’a pas décidé à temps ; la règle décide à sa place : { $moves }
time-skipped = ⏰ { $who } n’a pas joué à temps et passe : { $moves }
time-forfeit-stand-in = { $reason ->
    [timeout] ⏰ { $who } n’a pas joué à temps et déclare forfait
    [dropped] 🚪 { $who } a quitté le tournoi
   *[other] 🏳️ { $who } abandonne
} : sa place finit dernière au classement, et l’ordinateur la joue jusqu’au bout pour les autres.
time-forfeited-seat = Vous avez déclaré forfait : l’ordinateur joue votre place jusqu’au bout.
time-more-moves = … ({ $count } de plus)
time-away = 🏖️ { $who } est absent jusqu’au { $until }. { $stand_in ->
    [yes] L’ordinateur jouera à sa place quand son temps sera écoulé.
   *[no] Son horloge l’attend.
}
time-back = 👋 { $who } est de retour.
time-bad-duration = Je n’ai pas pu lire { $typed } comme une durée : écrivez par exemple `10m`, `24h`, `3d` ou `1h30m`.
time-out-of-range = Le temps par coup va de 1 minute à 30 jours.
time-no-skip = À { $game }, un joueur à court de temps ne peut pas simplement passer : choisissez `computer` ou `forfeit`.
time-no-discussion = { $game } n’a pas de vote à discuter : la fenêtre de discussion est pour les jeux avec un vote.
time-discussion-range = La discussion avant un vote dure de 10 secondes à 24 heures.
time-away-set = Vous êtes absent jusqu’au { $until } : { $count ->
    [one] votre table a été prévenue
   *[other] vos { $count } tables ont été prévenues
}. { $stand_in ->
    [yes] L’ordinateur jouera à votre place quand votre temps sera écoulé.
   *[no] Vos horloges vous attendent.
} Revenez plus tôt avec { CMD("game back") }.
time-back-set = Bon retour ! Vos horloges repartent.
time-not-away = Vous n’étiez pas absent.
