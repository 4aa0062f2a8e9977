# Les refus du service des tables : rien n’a changé.

table-bad-id = Cet identifiant ({ $what }) n’est pas un identifiant Discord valable.
table-none = Il n’y a pas de table n°{ $table }.
table-no-game-here = Il n’y a pas de partie dans ce salon. Lancez-en une avec { CMD("game new") }.
table-not-saved = Je n’ai pas pu enregistrer cela ({ $why }), donc rien n’a changé. Réessayez dans un moment ; si cela se répète, prévenez l’admin du bot.
table-bad-options = Ces options ne conviennent pas à { $title } : { $problems }.
table-channel-busy = Ce salon a déjà une partie de { $title } (table n°{ $table }, { $status ->
    [lobby] en attente de joueurs
   *[playing] en cours
}). Terminez-la ou abandonnez-la d’abord, ou lancez la vôtre dans un autre salon ou fil.
table-started-watch = Cette partie a déjà commencé ; vous pouvez la regarder.
table-already-seated = Vous êtes déjà à cette table.
table-full = Cette table est complète : { $title } se joue à { $most } joueurs au plus.
table-cannot-leave = La partie a commencé, vous ne pouvez plus la quitter ; l’hôte ou un modérateur peut l’abandonner avec { CMD("game abandon") }.
table-not-seated = Vous n’êtes pas à cette table.
table-started = Cette partie a déjà commencé.
table-host-starts = Seul l’hôte peut lancer la partie.
table-too-few = { $title } demande au moins { $least } joueurs ; il en manque encore { $need } (ils peuvent utiliser { CMD("game join") }, ou l’hôte peut appuyer sur **Ajouter un ordinateur**).
table-bad-order = L’ordre des places doit citer chaque joueur de la table une fois.
table-no-move = Aucun coup n’a été donné.
table-over = Cette partie est terminée.
table-not-started = Cette partie n’a pas encore commencé.
table-not-playing = Vous ne jouez pas à cette table ; vous pouvez la regarder.
table-stale = Ce coup visait une position antérieure de la partie (quelqu’un a joué depuis). Voici la position actuelle ; réessayez.
table-abandon-who = Seul l’hôte ou un membre ayant la permission Gérer le serveur peut abandonner cette partie.
table-not-in-progress = Cette partie n’est pas en cours.
table-damaged = La table n°{ $table } est illisible : sa partie enregistrée est abîmée ({ $why }). Les autres tables ne sont pas touchées. L’hôte ou un modérateur peut la fermer avec { CMD("game abandon") } ; l’admin du bot peut la vérifier avec `python -m bot replay { $table }`.
table-discussion = Les joueurs en discutent encore : les coups s’ouvrent <t:{ $when }:R>.
table-not-finished = Cette partie n’est pas encore terminée.
table-replay-running-seat = Cette partie est encore en jeu : sa rediffusion ne montre que ce que tout le monde voit. La vue d’une place s’ouvre une fois la partie terminée.
table-replay-no-seat = Cette partie a les places 1 à { $most }.
table-record-running = La table n°{ $table } est encore en jeu : son enregistrement est donné une fois la partie terminée (d’ici là, il contient tous les secrets de la partie).
table-abandon-rated = Une partie classée en cours ne peut être fermée que par un membre ayant la permission Gérer le serveur (ou, à une table de tournoi, son organisateur), pour que personne n’interrompe une partie qu’il est en train de perdre. Demandez-le-leur ; si un joueur est parti, ils peuvent le nommer avec `forfeit`.
table-abandon-forfeit = `forfeit` désigne un joueur de cette partie en cours : celui qui l’a quittée.
table-rematch-closed = Cette table est la revanche de la table n°{ $table } entre ses joueurs : personne d’autre ne peut s’y joindre.
table-rematch-waiting = La revanche commence d’elle-même quand chaque joueur a appuyé sur **Prêt** ; on attend { $who }.
table-rematch-over = Cette revanche n’attend plus de joueurs.

# Les ordinateurs que l’hôte installe à la table avant la partie.
computer-name = Ordinateur { $number }
table-computers-range = À une table de { $title }, vous pouvez installer de 0 à { $most } ordinateurs.
table-host-computers = Seul l’hôte peut ajouter ou retirer des ordinateurs.
table-no-computer = Il n’y a pas d’ordinateur à retirer à cette table.
