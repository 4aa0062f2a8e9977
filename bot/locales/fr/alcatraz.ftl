# Alcatraz : Le bouc émissaire : des prisonniers préparent leur évasion ensemble, et l’un d’eux restera derrière.

game-alcatraz = Alcatraz : Le bouc émissaire

alcatraz-role-0 = Bleu (P1)
alcatraz-role-1 = Orange (P2)
alcatraz-role-2 = Vert (P3)
alcatraz-role-3 = Violet (P4)

## Les douze lieux : le nom seul, et avec son article (.the)

alcatraz-room-1 = Chapelle
    .the = la Chapelle
alcatraz-room-2 = Salle radio
    .the = la Salle radio
alcatraz-room-3 = Réfectoire
    .the = le Réfectoire
alcatraz-room-4 = Infirmerie
    .the = l’Infirmerie
alcatraz-room-5 = Cour de détente
    .the = la Cour de détente
alcatraz-room-6 = Parloir
    .the = le Parloir
alcatraz-room-7 = Atelier
    .the = l’Atelier
alcatraz-room-8 = Salle de récréation
    .the = la Salle de récréation
alcatraz-room-9 = Bloc cellules
    .the = le Bloc cellules
alcatraz-room-10 = Blanchisserie
    .the = la Blanchisserie
alcatraz-room-11 = Salle des gardes
    .the = la Salle des gardes
alcatraz-room-12 = Bureau du directeur
    .the = le Bureau du directeur
alcatraz-room-unknown = lieu { $n }
    .the = le lieu { $n }

## Gages et pistes : $count est un nombre, ou « kind » pour le type en général

alcatraz-item-keys = { $count ->
    [one] clé
    [kind] clés
   *[other] clés
}
alcatraz-item-knives = { $count ->
    [one] couteau
    [kind] couteaux
   *[other] couteaux
}
alcatraz-item-clothes = { $count ->
    [one] vêtement
    [kind] vêtements
   *[other] vêtements
}
alcatraz-item-drugs = { $count ->
    [one] médicament
    [kind] médicaments
   *[other] médicaments
}
alcatraz-item-tools = { $count ->
    [one] pelle
    [kind] pelles
   *[other] pelles
}
alcatraz-item-gun = { $count ->
    [one] fusil
    [kind] fusil
   *[other] fusils
}
alcatraz-item-cash = { $count ->
    [one] point d’argent liquide
    [kind] argent liquide
   *[other] points d’argent liquide
}
alcatraz-item-stamina = { $count ->
    [one] point de forme physique
    [kind] forme physique
   *[other] points de forme physique
}
alcatraz-amount = { $count } { $item }
alcatraz-semicolon = {" ; "}
alcatraz-nothing = rien

## Étapes du plan, cartes tâche, cartes chantage

alcatraz-step-A = Révolte
alcatraz-step-B = Tunnel
alcatraz-step-C = Bouche d’égout
alcatraz-step-D = Jeu de clés
alcatraz-step-E = Vêtements
alcatraz-step-F = Otage

alcatraz-task-A1 = Dupliquer une clé
alcatraz-task-A2 = Droguer le café des gardiens
alcatraz-task-A3 = Armer les meneurs
alcatraz-task-A4 = Mettre le feu aux matelas
alcatraz-task-A5 = S’emparer de la coursive armée
alcatraz-task-B1 = Creuser derrière la bouche d’aération
alcatraz-task-B2 = Cacher les gravats
alcatraz-task-B3 = Étayer le puits
alcatraz-task-B4 = Percer les fondations
alcatraz-task-B5 = Des mannequins dans les couchettes
alcatraz-task-C1 = Desceller la grille
alcatraz-task-C2 = Voler les plans des égouts
alcatraz-task-C3 = Couper le cadenas
alcatraz-task-C4 = Soulever la plaque sans être vu
alcatraz-task-C5 = Inonder les canalisations
alcatraz-task-D1 = Prendre une empreinte à la cire
alcatraz-task-D2 = Acheter le geôlier
alcatraz-task-D3 = Subtiliser le trousseau d’un gardien
alcatraz-task-D4 = Limer les ébauches
alcatraz-task-D5 = Piller l’armoire à clés
alcatraz-task-E1 = Coudre des vestes civiles
alcatraz-task-E2 = Teindre les uniformes
alcatraz-task-E3 = Échanger les sacs de linge
alcatraz-task-E4 = Confectionner des uniformes de gardien
alcatraz-task-E5 = Imperméabiliser les cirés
alcatraz-task-F1 = Coincer le gardien de nuit
alcatraz-task-F2 = Attirer le médecin
alcatraz-task-F3 = Bâillonner et ligoter
alcatraz-task-F4 = Enlever l’adjoint du directeur
alcatraz-task-F5 = Menacer le directeur au couteau

alcatraz-bm-tipoff = Dénonciation
    .text = Déplacez un gardien de n’importe quel lieu vers n’importe quel autre lieu qui compte moins de 4 gardiens.
alcatraz-bm-lockdown = Bouclage
    .text = Déplacez jusqu’à deux gardiens, chacun vers un lieu voisin (diagonales comprises) qui compte moins de 4 gardiens.
alcatraz-bm-shakedown = Fouille
    .text = Choisissez un gage d’un prisonnier, où qu’il soit ; il retourne sur une case libre de son type, à votre choix.
alcatraz-bm-protection = Racket
    .text = Chaque autre prisonnier qui a de l’argent liquide vous en verse 1 point (ce qui dépasse le haut de votre piste est perdu).
alcatraz-bm-pickpocket = Vol à la tire
    .text = Volez 1 gage ou 1 point d’argent liquide à un prisonnier de votre lieu ou d’un lieu voisin ; cela ne compte pas comme votre vol de la manche.
alcatraz-bm-transfer = Ordre de transfert
    .text = Envoyez un autre prisonnier dans un lieu voisin du sien (pas dans un lieu à 4 gardiens).
alcatraz-bm-sleepless = Nuit blanche
    .text = Un prisonnier de votre choix perd 2 points de forme physique (sans descendre sous 0).
alcatraz-bm-paperwork = Paperasse
    .text = Déplacez une tâche du plateau vers un lieu sans tâche, tiré au hasard.
alcatraz-bm-replace_task = Changement de plan
    .text = Retirez du jeu une tâche du plateau, puis placez-en une nouvelle.

## Événements (publics à la troisième personne, privés adressés à leur lecteur)

alcatraz-event-ballot_cast = { $who } a voté.
alcatraz-event-my_ballot = Vous avez voté pour { $candidate }.
alcatraz-event-kept_card = { $who } a gardé l’une des cartes chantage qu’on lui a montrées.
alcatraz-event-cards_gained = { $who } a reçu { $count ->
    [one] une carte chantage
   *[other] { $count } cartes chantage
}.
alcatraz-event-my_new_cards = { $count ->
    [one] Votre nouvelle carte chantage
   *[other] Vos nouvelles cartes chantage
} : { $cards }.
alcatraz-event-cards_shown = Gardez l’une de ces cartes chantage : { $cards }.
alcatraz-event-new_round = Début de la manche { $round }{ $count ->
    [0] .
   *[other] {" "}: un nouveau gardien arrive dans { $place }.
}
alcatraz-event-scapegoat_elected = Les bulletins : { $ballots }. { $elected } { $again ->
    [yes] reste le bouc émissaire
   *[no] est le nouveau bouc émissaire
} (+{ $bonus } PA).
alcatraz-ballot = { $voter } → { $candidate }
alcatraz-event-tasks = Tâches sur le plateau : { $count ->
    [0] aucune
   *[other] { $tasks }
}.
alcatraz-task-at = { $step } « { $name } » dans { $place }
alcatraz-event-turn = À { $who } de jouer ({ $ap ->
    [one] { $ap } point d’action
   *[other] { $ap } points d’action
}).
alcatraz-event-stay_vote = Tout le plan, de A à F, est couvert ! { $candidates } sont aussi utiles les uns que les autres : les autres votent en secret pour désigner qui reste en prison.
alcatraz-event-game_over = { $reason ->
    [guards] Le 21e gardien est arrivé : l’évasion a échoué et tout le monde perd.
   *[escape] Évasion réussie pour { $escaped } ! Reste en prison : { $stayed }.
}

alcatraz-event-action-move = { $who } se rend dans { $place }.
alcatraz-event-action-use = { $who } a utilisé { $here_place }{ $paid ->
    [none] {""}
   *[other] {" "}(en payant { $paid })
}{ $gains ->
    [none] .
   *[other] {" "}et a obtenu { $gains }.
}
alcatraz-event-action-steal = { $who } a volé { $item } à { $target }.
alcatraz-event-action-riot = { $who } a déclenché une émeute dans { $here_place } : un gardien arrive depuis { $from_place }.
alcatraz-event-action-discard = { $who } a rabattu { $item }.
alcatraz-event-action-bribe = { $who } a soudoyé un gardien dans { $here_place } (1 point d’argent liquide).
alcatraz-event-action-stamina = { $who } a dépensé 1 point de forme physique pour un point d’action de plus.
alcatraz-event-action-end_turn = { $who } a fini son tour.
alcatraz-event-action-guard_move = { $who } a déplacé un gardien { $supply ->
    [yes] de la réserve
   *[no] depuis { $from_place }
} vers { $to_place }.
alcatraz-event-action-guard_stop = { $who } a arrêté de déplacer des gardiens.
alcatraz-event-action-place_item = { $who } a reposé { $item } dans { $place }.
alcatraz-event-action-task_start = { $who } a commencé la tâche située dans { $here_place }.
alcatraz-event-action-task_pledge = { $own ->
    [yes] { $who } remet { $item } pour la tâche.
   *[no] { $who } demande à { $owner } de remettre { $item } pour la tâche.
}
alcatraz-event-action-task_answer = { $accept ->
    [yes] { $who } remet { $item } à { $performer } pour la tâche.
   *[no] { $who } refuse de remettre { $item } à { $performer }.
}
alcatraz-event-action-task_complete = { $who } a accompli « { $task } » dans { $place } et coche l’étape { $step } ({ $step_name }). { $reward ->
    [none] Il ne reste aucune carte de récompense dans la pioche des tâches.
   *[other] La carte de récompense donne l’étape { $reward } ({ $reward_name }) à { $rewarded }.
}
alcatraz-event-action-task_cancel = { $who } a abandonné la tâche.
alcatraz-event-action-trade_open = { $who } prépare un échange avec { $partner }.
alcatraz-event-action-trade_add = { $side ->
    [give] { $who } propose de donner { $item }.
   *[take] { $who } demande { $item } en retour.
}
alcatraz-event-action-trade_offer = { $who } propose un échange à { $partner } : { $give } contre { $take }.
alcatraz-event-action-trade_cancel = { $who } a retiré l’échange.
alcatraz-event-action-trade_answer = { $accept ->
    [yes] { $who } a accepté l’échange avec { $by } : { $give } contre { $take }.
   *[no] { $who } a refusé l’échange avec { $by }.
}

alcatraz-played-tipoff = { $who } a joué { $card } et déplace un gardien.
alcatraz-played-lockdown = { $who } a joué { $card } : jusqu’à deux gardiens passent dans un lieu voisin.
alcatraz-played-protection = { $who } a joué { $card } : chaque autre prisonnier qui a de l’argent liquide lui en verse 1 point.
alcatraz-played-shakedown = { $who } a joué { $card } : { $target } perd { $item }.
alcatraz-played-pickpocket = { $who } a joué { $card } et a pris { $item } à { $target }.
alcatraz-played-transfer = { $who } a joué { $card } et envoie { $target } dans { $place }.
alcatraz-played-sleepless = { $who } a joué { $card } : { $target } perd jusqu’à 2 points de forme physique.
alcatraz-played-paperwork = { $who } a joué { $card } : la tâche située dans { $place } change de lieu.
alcatraz-played-replace_task = { $who } a joué { $card } : la tâche située dans { $place } est remplacée par une nouvelle.

## Coups

alcatraz-move-vote = Voter pour { $candidate }
alcatraz-move-move = Aller dans { $place } ({ $loc })
alcatraz-move-use = Utiliser ce lieu{ $paid ->
    [none] {""}
   *[other] , payer { $paid }
}{ $taking ->
    [none] {""}
   *[other] , prendre { $taking }
}{ $card ->
    [none] {""}
   *[other] , choisir { $card }
}
alcatraz-move-steal = Voler { $item } à { $target }
alcatraz-move-riot = Émeute : attirer un gardien depuis { $from_place } ({ $from_loc })
alcatraz-move-discard = Rabattre { $item }
alcatraz-move-bribe = Soudoyer un gardien (1 point d’argent liquide)
alcatraz-move-stamina = Dépenser 1 point de forme physique pour +1 point d’action
alcatraz-move-end_turn = Finir mon tour
alcatraz-move-guard_move = Déplacer un gardien { $supply ->
    [yes] de la réserve
   *[no] depuis { $from_place } ({ $from_loc })
} vers { $to_place } ({ $to_loc })
alcatraz-move-guard_stop = Arrêter de déplacer des gardiens
alcatraz-move-place_item = Reposer le gage dans { $place } ({ $loc })
alcatraz-move-keep_card = Garder { $card }
alcatraz-move-task_start = Commencer la tâche ici
alcatraz-move-task_pledge = { $owner } remet { $item }
alcatraz-move-task_answer = { $accept ->
    [yes] Remettre ce gage pour la tâche
   *[no] Le garder
}
alcatraz-move-task_complete = Accomplir la tâche
alcatraz-move-task_cancel = Abandonner la tâche
alcatraz-move-trade_open = Échanger avec { $partner }
alcatraz-move-trade_add = { $side ->
    [give] Donner { $item }
   *[take] Demander { $item }
}
alcatraz-move-trade_offer = Proposer l’échange
alcatraz-move-trade_cancel = Retirer l’échange
alcatraz-move-trade_answer = { $accept ->
    [yes] Accepter l’échange
   *[no] Refuser l’échange
}

alcatraz-play-tipoff = Jouer { $card } : déplacer un gardien
alcatraz-play-lockdown = Jouer { $card } : déplacer jusqu’à deux gardiens d’un lieu
alcatraz-play-protection = Jouer { $card } : 1 point d’argent liquide de chaque autre prisonnier
alcatraz-play-shakedown = Jouer { $card } : { $target } perd { $item }
alcatraz-play-pickpocket = Jouer { $card } : prendre { $item } à { $target }
alcatraz-play-transfer = Jouer { $card } : envoyer { $target } dans { $place } ({ $loc })
alcatraz-play-sleepless = Jouer { $card } : { $target } perd 2 points de forme physique
alcatraz-play-paperwork = Jouer { $card } : déplacer la tâche située dans { $place } ({ $loc })
alcatraz-play-replace_task = Jouer { $card } : remplacer la tâche située dans { $place } ({ $loc })

alcatraz-cmd-vote = voter
alcatraz-cmd-move = aller
alcatraz-cmd-use = utiliser
alcatraz-cmd-steal = voler
alcatraz-cmd-riot = émeute
alcatraz-cmd-discard = rabattre
alcatraz-cmd-bribe = soudoyer
alcatraz-cmd-stamina = forme
alcatraz-cmd-end_turn = fin
alcatraz-cmd-blackmail = chantage
alcatraz-cmd-guard_move = gardien
alcatraz-cmd-guard_stop = arrêter
alcatraz-cmd-place_item = poser
alcatraz-cmd-keep_card = garder
alcatraz-cmd-task_start = tâche
alcatraz-cmd-task_pledge = gage
alcatraz-cmd-task_answer = remettre
alcatraz-cmd-task_complete = accomplir
alcatraz-cmd-task_cancel = abandonner
alcatraz-cmd-trade_open = échanger
alcatraz-cmd-trade_add = ajouter
alcatraz-cmd-trade_offer = proposer
alcatraz-cmd-trade_cancel = retirer
alcatraz-cmd-trade_answer = marché

## Statut et plateau

alcatraz-status = Manche { $round } · { $body }
alcatraz-status-final = { $body }.
alcatraz-status-scapegoat = Vote du bouc émissaire : { $cast ->
    [one] { $cast } bulletin déposé
   *[other] { $cast } bulletins déposés
} sur { $of }
alcatraz-status-who_stays = Qui reste en prison ({ $candidates }) ? { $cast ->
    [one] { $cast } bulletin déposé
   *[other] { $cast } bulletins déposés
} sur { $of }
alcatraz-status-turn = { $who } joue · { $ap ->
    [one] { $ap } PA restant
   *[other] { $ap } PA restants
}{ $bribed ->
    [0] {""}
    [one] {" "}· 1 gardien soudoyé
   *[other] {" "}· { $bribed } gardiens soudoyés
}
alcatraz-over = { $reason ->
    [guards] Le 21e gardien est arrivé : tout le monde perd
   *[escape] Évadés : { $escaped }. Reste en prison : { $stayed }
}
alcatraz-pending-trade = { $offered ->
    [yes] { $partner } doit répondre à l’offre de { $who } : { $give } contre { $take }
   *[no] { $who } prépare un échange avec { $partner }
}
alcatraz-pending-task = { $asking ->
    [yes] { $owner } doit accepter ou refuser de remettre { $item } à { $who } pour la tâche
   *[no] { $who } accomplit une tâche (déjà remis : { $pledged })
}
alcatraz-pending-guard_moves = { $who } déplace des gardiens (encore { $left })
alcatraz-pending-pick = { $who } choisit une carte chantage à garder ({ $count } montrées)
alcatraz-pending-returns = { $who } repose { $items }
alcatraz-board-head = Alcatraz, manche { $round }. { $body }.
alcatraz-board-guards = Bouc émissaire : { $who } (+{ $bonus } PA). Gardiens : { $entered } en jeu ; le { $limit }e à arriver fait perdre tout le monde.
alcatraz-board-tasks = Tâches : { $count ->
    [0] aucune
   *[other] { $tasks }
}.
alcatraz-board-task = { $detail ->
    [2] { $step } « { $name } » : { $room } ({ $loc }), { $prisoners ->
        [one] 1 prisonnier
       *[other] { $prisoners } prisonniers
    }, { $guards ->
        [one] 1 gardien
       *[other] { $guards } gardiens
    } au plus, demande { $needs }
    [1] { $step } : { $room } ({ $loc }), { $prisoners } pr., ≤ { $guards } g., { $needs }
   *[0] { $step } : { $room } ({ $loc })
}
alcatraz-board-guard-list = Gardiens : { $guards }.
alcatraz-board-guarded = { $detail ->
    [0] { $loc }×{ $count }
   *[other] { $room } ({ $loc }) ×{ $count }
}
alcatraz-board-player = { $detail ->
    [2] { $who } : { $room } ({ $loc }) ; { $items } ; argent liquide { $cash }, forme physique { $stamina } ; plan { $plan } ; { $cards ->
        [one] { $cards } carte chantage
       *[other] { $cards } cartes chantage
    }.
    [1] { $who } : { $room } ({ $loc }) ; { $items } ; argent { $cash }, forme { $stamina }, plan { $plan }, chantage { $cards }.
   *[0] { $who } : lieu { $loc } ; { $items } ; argent { $cash }, forme { $stamina }, plan { $plan }, chantage { $cards }.
}
alcatraz-card = { $name } ({ $text })
alcatraz-secret-hand = { $count ->
    [0] Vous n’avez aucune carte chantage.
   *[other] Vos cartes chantage : { $cards }.
}
alcatraz-secret-shown = On vous montre : { $cards }. Gardez-en une.
alcatraz-secret-ballot = Votre bulletin : { $candidate }.

## Statistiques : libellés courts pour le profil d’un joueur (un nombre chacun ; évadé, resté en prison et évasion valent 0 ou 1)

stat-alcatraz-tasks-completed = Tâches accomplies
stat-alcatraz-tasks-helped = Tâches aidées
stat-alcatraz-times-scapegoat = Fois bouc émissaire
stat-alcatraz-votes-received = Voix reçues
stat-alcatraz-steals = Vols
stat-alcatraz-riots = Émeutes
stat-alcatraz-blackmails = Cartes chantage jouées
stat-alcatraz-trades = Échanges
stat-alcatraz-escaped = Évadé
stat-alcatraz-left-behind = Resté en prison
stat-alcatraz-rounds = Manches
stat-alcatraz-tasks-done = Tâches réalisées
stat-alcatraz-escape = Évasion

## Refus

refusal-alcatraz-wait-vote = Votez d’abord.
refusal-alcatraz-wait-trade-answer = Acceptez ou refusez l’échange qu’on vous propose.
refusal-alcatraz-wait-task-answer = Dites si vous remettez le gage pour la tâche.
refusal-alcatraz-wait-pick = Gardez d’abord l’une des cartes chantage qu’on vous a montrées.
refusal-alcatraz-wait-guards = Finissez d’abord de déplacer les gardiens.
refusal-alcatraz-wait-returns = Posez d’abord le gage rendu sur une case libre.
refusal-alcatraz-wait-task = Accomplissez ou abandonnez d’abord la tâche commencée.
refusal-alcatraz-wait-trade = Proposez ou retirez d’abord l’échange que vous préparez.
refusal-alcatraz-wait-main = Cette étape appartient à un autre coup.
refusal-alcatraz-already-voted = Vous avez déjà voté.
refusal-alcatraz-not-on-ballot = Votez pour l’un des joueurs proposés au vote.
refusal-alcatraz-locked = Quatre gardiens sont ici : vous pouvez seulement sortir (ou dépenser de la forme physique).
refusal-alcatraz-watched = Trois gardiens vous surveillent ici : seuls les déplacements, le chantage et les actions libres sont permis (soudoyez d’abord un gardien).
refusal-alcatraz-ap-move = Se déplacer coûte { $cost } PA ici ; vous en avez { $ap }.
refusal-alcatraz-ap-steal = Voler coûte { $cost } PA ici ; vous en avez { $ap }.
refusal-alcatraz-ap-riot = Une émeute coûte { $cost } PA ici ; vous en avez { $ap }.
refusal-alcatraz-ap-discard = Rabattre un gage coûte { $cost } PA ici ; vous en avez { $ap }.
refusal-alcatraz-move-not-adjacent = Vous ne pouvez pas aller dans { $place } : ce lieu n’est pas voisin du vôtre.
refusal-alcatraz-move-full = Quatre gardiens tiennent { $place } : personne ne peut y entrer.
refusal-alcatraz-steal-once = On ne peut voler qu’une fois par manche.
refusal-alcatraz-steal-other = Volez un autre prisonnier.
refusal-alcatraz-steal-not-here = Vous ne pouvez voler qu’un prisonnier qui se trouve dans votre lieu.
refusal-alcatraz-steal-cannot = Vous ne pouvez pas prendre cela à ce prisonnier ({ $what }) : il n’en a pas, ou vous n’avez pas la place.
refusal-alcatraz-riot-adjacent = Une émeute attire un gardien depuis un lieu voisin.
refusal-alcatraz-riot-no-guard = Il n’y a aucun gardien dans { $place }.
refusal-alcatraz-discard-none = Vous n’avez pas de { $item }.
refusal-alcatraz-bribe-lock = Soudoyer ne lève pas le blocage de quatre gardiens.
refusal-alcatraz-bribe-no-cash = Soudoyer coûte 1 point d’argent liquide ; vous n’en avez pas.
refusal-alcatraz-bribe-no-guard = Il ne reste ici aucun gardien à soudoyer.
refusal-alcatraz-stamina-once = On ne peut dépenser de la forme physique qu’une fois par manche.
refusal-alcatraz-stamina-none = Vous n’avez pas de forme physique à dépenser.
refusal-alcatraz-rule-used = Vous avez déjà utilisé { $place } à cette manche.
refusal-alcatraz-rule-ap = Utiliser { $place } coûte { $cost } PA ici ; vous en avez { $ap }.
refusal-alcatraz-rule-pay-first = Pour utiliser { $place }, il faut d’abord payer : un de vos gages ou 1 point d’argent liquide.
refusal-alcatraz-pay-no-cash = Vous n’avez pas d’argent liquide pour payer.
refusal-alcatraz-pay-no-item = Vous n’avez pas de { $item } pour payer.
refusal-alcatraz-rule-no-pay = Aucun paiement n’est demandé pour utiliser { $place }.
refusal-alcatraz-rule-no-card = Utiliser { $place } ne permet pas de choisir une carte.
refusal-alcatraz-rule-no-choice = Utiliser { $place } ne permet pas de choisir les gages.
refusal-alcatraz-rule-nothing = Rien à prendre en utilisant { $place } (aucun jeton ici, ou plus de place sur votre fiche).
refusal-alcatraz-pick-from-discard = Choisissez une carte chantage dans la défausse.
refusal-alcatraz-no-blackmail-left = Il ne reste aucune carte chantage à piocher.
refusal-alcatraz-no-guard-movable = Aucun gardien ne peut être déplacé.
refusal-alcatraz-no-guard-adjacent = Aucun gardien ne peut passer dans un lieu voisin.
refusal-alcatraz-stamina-full = Votre forme physique est déjà à { $limit }.
refusal-alcatraz-cash-full = Votre argent liquide est déjà à { $limit }.
refusal-alcatraz-take-absent = Il n’y a pas de { $item } à prendre ici.
refusal-alcatraz-take-count = Choisissez { $count ->
    [one] 1 gage
   *[other] { $count } gages
} à prendre ici.
refusal-alcatraz-keep-shown = Gardez l’une des cartes chantage qu’on vous a montrées.
refusal-alcatraz-guard-stop-first = Déplacez d’abord au moins un gardien.
refusal-alcatraz-guard-not-optional = Ce déplacement de gardien n’est pas facultatif.
refusal-alcatraz-guard-move-adjacent = Déplacez un gardien depuis un lieu qui en a un vers un lieu voisin qui compte moins de 4 gardiens.
refusal-alcatraz-guard-move-anywhere = Déplacez un gardien depuis un lieu qui en a un vers un autre lieu qui compte moins de 4 gardiens.
refusal-alcatraz-place-slot = Posez le gage rendu ({ $item }) dans un lieu qui a une case libre pour lui.
refusal-alcatraz-task-none = Il n’y a pas de tâche dans votre lieu.
refusal-alcatraz-task-scapegoat = Le bouc émissaire ne peut pas accomplir de tâche.
refusal-alcatraz-task-guards = « { $task_name } » tolère au plus { $max ->
    [one] { $max } gardien
   *[other] { $max } gardiens
} ; { $guards } vous surveillent (soudoyez-les ou éloignez-les).
refusal-alcatraz-task-prisoners = « { $task_name } » demande { $count } prisonniers dans le lieu.
refusal-alcatraz-task-ap = « { $task_name } » coûte { $cost } PA ici ; vous en avez { $ap }.
refusal-alcatraz-task-items-absent = Les prisonniers présents n’ont pas les gages que demande cette tâche.
refusal-alcatraz-task-needs-items = Il manque encore des gages pour « { $task_name } ».
refusal-alcatraz-pledge-not-here = Seuls les prisonniers présents dans le lieu de la tâche peuvent remettre des gages.
refusal-alcatraz-pledge-none-left = Ce prisonnier n’a plus de { $item } à remettre.
refusal-alcatraz-pledge-not-needed = La tâche n’a plus besoin de { $item }.
refusal-alcatraz-pledge-refused = Ce prisonnier a déjà refusé de remettre ce gage.
refusal-alcatraz-trade-other = Échangez avec un autre prisonnier.
refusal-alcatraz-trade-not-here = Vous ne pouvez échanger qu’avec un prisonnier qui se trouve dans votre lieu.
refusal-alcatraz-give-no-cash = Vous n’avez plus d’argent liquide à ajouter.
refusal-alcatraz-take-no-cash = Votre partenaire n’a plus d’argent liquide à ajouter.
refusal-alcatraz-give-no-item = Vous n’avez plus de { $item } à ajouter.
refusal-alcatraz-take-no-item = Votre partenaire n’a plus de { $item } à ajouter.
refusal-alcatraz-trade-empty = L’offre est vide : ajoutez d’abord quelque chose.
refusal-alcatraz-trade-full-you = Vous auriez plus de { $slots } gages.
refusal-alcatraz-trade-full-partner = Votre partenaire aurait plus de { $slots } gages.
refusal-alcatraz-trade-cash-top = Personne ne peut avoir plus de { $top } points d’argent liquide.
refusal-alcatraz-bm-scapegoat-only = Seul le bouc émissaire peut jouer des cartes chantage.
refusal-alcatraz-bm-not-held = Vous n’avez pas cette carte chantage.
refusal-alcatraz-bm-ap = Jouer une carte chantage coûte 1 PA ; il ne vous en reste aucun.
refusal-alcatraz-bm-target = { $card_name } vise un autre prisonnier : choisissez-le.
refusal-alcatraz-bm-what = { $card_name } : nommez le gage à prendre.
refusal-alcatraz-bm-no-cash = Aucun autre prisonnier n’a d’argent liquide pour vous payer.
refusal-alcatraz-bm-no-item = { $card_name } : ce prisonnier n’a pas ce gage ({ $what }).
refusal-alcatraz-bm-reach = { $card_name } n’atteint que votre lieu et les lieux voisins.
refusal-alcatraz-bm-cannot-take = { $card_name } : vous ne pouvez pas prendre cela à ce prisonnier ({ $what }).
refusal-alcatraz-bm-transfer-adjacent = { $card_name } envoie un prisonnier dans un lieu voisin du sien.
refusal-alcatraz-bm-transfer-full = { $card_name } ne peut pas envoyer un prisonnier dans un lieu à 4 gardiens.
refusal-alcatraz-bm-no-stamina = { $card_name } : ce prisonnier n’a pas de forme physique à perdre.
refusal-alcatraz-bm-needs-task = { $card_name } demande une tâche sur le plateau.
