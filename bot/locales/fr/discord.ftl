# Ce que le bot dit sur Discord autour des jeux : tables, salle d’attente, panneaux, rappels.

language-en = English
language-fr = Français
language-name = Français

## Le message de la table

table-title = { $game } — table n°{ $table }
table-last-moves = Derniers coups
table-deadline = Échéance { $when }.
table-refreshed = Le message de la table est à jour.
button-my-turn = Mon tour / Ma main
button-rules = Règles
button-replay = Revoir
button-add-computer = Ajouter un ordinateur
button-remove-computer = Retirer un ordinateur
button-refresh = Actualiser
button-join = Rejoindre
button-leave = Quitter
button-start = Commencer
button-retired = Ce bouton ne sert plus.
ping-your-move = à vous de jouer ! Utilisez **Mon tour** sur le message de la table.
ping-decision = une décision vous attend : { $decision }. Utilisez **Mon tour** sur le message de la table.
ping-game-on = la partie commence — à vous de jouer ! Utilisez **Mon tour**.
dm-your-turn = C’est votre tour à { $game } (table n°{ $table }) :
dm-closed-notice = Je ne peux pas vous envoyer de messages privés : vos cartes restent sous **Mon tour / Ma main** sur le message de la table (vous seul les y voyez).

## Le panneau privé

panel-title = { $game } — table n°{ $table } — votre panneau
panel-choose = Choisissez…
panel-page = { $text } (page { $page } sur { $pages })
panel-previous = ◀ Précédent
panel-next = Suivant ▶
panel-back = Retour
panel-cancel = Annuler
panel-show-again = Afficher à nouveau
panel-yes = Oui, allons-y
panel-are-you-sure = Vous êtes sûr ? **{ $move }** ne peut pas être annulé.
panel-nothing-to-do = Rien à faire pour l’instant ; je vous préviendrai quand ce sera votre tour.
panel-stale = Ce bouton venait d’une position antérieure de la partie (quelqu’un a joué depuis), donc rien n’a été joué. Voici votre panneau à jour.
panel-choice-gone = Ce choix n’est plus possible ; voici votre panneau.

## Quand quelque chose échoue

error-after-save = Un problème est survenu de mon côté après l’enregistrement de votre coup : il compte. Si le message de la table semble en retard, appuyez sur **Actualiser**.
error-nothing-changed = Un problème est survenu de mon côté, et rien n’a changé. Réessayez, s’il vous plaît.

## La salle d’attente et /game

lobby-host = {" "}(hôte)
lobby-gathering = Une partie de **{ $game }** rassemble des joueurs ({ $low } à { $high }).
    Appuyez sur **Rejoindre** pour prendre place ; l’hôte appuie sur **Commencer** quand tout le monde est là.
lobby-players = Joueurs ({ $count }/{ $most })
lobby-computers = 🤖 Avec des ordinateurs, la partie est amicale : elle ne compte pas pour le classement, sauf si le serveur les compte ({ CMD("rating computers") }).
lobby-closed = Cette table est fermée. Lancez une nouvelle partie avec { CMD("game new") }.
lobby-server-only = On joue dans un salon ou un fil d’un serveur.
lobby-no-such-game = Il n’y a pas de jeu appelé { $name } ici. Jeux : { $known }.
lobby-no-such-language = Je ne parle pas cette langue. Langues : { $known }.
lobby-unknown-option = Option inconnue : { $names }. Options : { $known } (voir { CMD("game rules") }).
lobby-opened = La table n°{ $table } est ouverte. Les autres la rejoignent avec **Rejoindre** ou { CMD("game join") } ; lancez-la avec **Commencer** ou { CMD("game start") }.
lobby-joined = Vous avez rejoint la table n°{ $table }.
lobby-left = Vous avez quitté la table.
lobby-first-not-seated = Ce membre n’est pas à la table ; il peut d’abord faire { CMD("game join") }.
lobby-started = La partie a commencé.
lobby-abandoned = La table n°{ $table } a été abandonnée.
lobby-resign-who = Vous ne pouvez abandonner qu’une partie que vous jouez.
lobby-resigned = Vous avez abandonné.
status-line = **{ $game }**, table n°{ $table } : { $status ->
    [lobby] en attente de joueurs
    [playing] en cours
    [finished] terminée
   *[abandoned] abandonnée
}.
status-players = Joueurs : { $players }
status-message = Message de la table : { $link }
rules-title = Comment jouer à { $game }
settings-now = Vos réglages : la question « vous êtes sûr ? » avant les coups irréversibles { $confirm ->
    [on] **activée**
   *[off] **désactivée**
} ; messages privés à votre tour { $dm ->
    [on] **activés**
   *[off] **désactivés**
} ; l’ordinateur vous remplace pendant vos absences { $stand_in ->
    [on] **oui**
   *[off] **non**
}.
command-other-game = La partie de ce salon est une partie de { $game }.
command-not-started = La partie n’a pas encore commencé (l’hôte utilise { CMD("game start") }).
command-unknown-move = « { $typed } » n’est pas un coup possible maintenant. Commencez à taper et choisissez l’un des coups proposés.
panel-catching-up = ⏳ Votre coup est enregistré ; Discord tarde à l’afficher à la table, qui se mettra à jour d’elle-même.
button-rematch = Revanche
button-ready = Prêt
button-decline = Refuser
lobby-rematch = Revanche de la table n°{ $table } : elle commence quand chaque joueur a appuyé sur **Prêt**. On attend { $waiting }.
lobby-rematch-offered = Revanche proposée (table n°{ $table }) : elle commence quand chaque joueur a appuyé sur **Prêt**.
lobby-ready = Vous êtes prêt ; la revanche commence quand tout le monde l’est.
lobby-declined = Vous avez refusé la revanche.
table-rematch-declined = { $who } refuse la revanche : elle n’aura pas lieu.
table-abandoned-notice = 🚪 { $by } a fermé cette table : la partie n’a pas de résultat.
table-result = { $reason ->
    [timeout] ⏰ { $losers } n’a pas joué à temps et perd la partie par forfait ; la victoire revient à { $winners }.
    [resigned] 🏳️ { $losers } a abandonné ; la victoire revient à { $winners }.
    [dropped] 🚪 { $losers } a quitté le tournoi ; la victoire revient à { $winners }.
    [abandoned] 🚪 { $losers } a quitté la partie et perd par forfait ; la victoire revient à { $winners }.
   *[reported] 📋 L’organisateur a tranché cette table : la victoire revient à { $winners }.
}
status-orphaned = ⚠️ Je n’arrive plus à joindre le salon de cette table ({ $why }) : la table et ses horloges attendent que j’y parvienne.

status-last = Aucune partie n’est ouverte ici. La dernière : { $result }
history-none = Aucune partie terminée pour l’instant.
history-title = Parties récentes :
recap-title = { $game }, table n°{ $table } : toute la partie en quelques secondes.
replay-title = { $game } — rediffusion de la table n°{ $table }
replay-step = Coup { $step } sur { $total } · { $who }
replay-public = la vue publique
replay-seat = la vue de { $name }
replay-start = La partie telle qu’elle a été mise en place, avant le premier coup.
replay-turn = Coup { $step } · { $who }
replay-jump = Aller à un tour…
export-record = L’enregistrement de la table n°{ $table } : ses options, sa graine et chaque coup. Avec Getaway, chacun peut rejouer la partie avec `{ $command }`.
history-line = n°{ $table } { $game } · { $when } · { $status ->
    [abandoned] abandonnée
   *[finished] gagnants : { $winners }
} · { $players }
lobby-thread-name = { $game } avec { $host }
lobby-thread-here = Une table ne peut ouvrir un fil que depuis un salon textuel.
lobby-thread-forbidden = Je ne peux pas créer de fils ici : donnez-moi la permission Créer des fils publics, ou ouvrez la table sans `thread`.
lobby-computer-added = { $name } s’est installé à la table.
lobby-computer-removed = Un ordinateur a quitté la table.
recap-casual-computers = 🤖 Des ordinateurs étaient à cette table : la partie est amicale et ne compte pas pour le classement du serveur.
