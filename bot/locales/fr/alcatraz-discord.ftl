# Alcatraz sur Discord : les groupes, questions et choix du panneau, les mots de la table et des
# images, et /alcatraz.

## Groupes de coups du panneau ($cost : le coût en mots, selon les gardiens du lieu)

alcatraz-group-vote = Voter
alcatraz-group-move = Se déplacer · { $cost }
alcatraz-group-use = Utiliser { $place } · { $cost }
alcatraz-group-steal = Voler · { $cost }
alcatraz-group-riot = Émeute · { $cost }
alcatraz-group-discard = Rabattre un gage · { $cost }
alcatraz-group-blackmail = Jouer une carte chantage · { $cost }
alcatraz-group-trade_open = Échanger · { $cost }
alcatraz-group-give = Donner
alcatraz-group-take = Demander
alcatraz-group-task_pledge = Remettre pour la tâche
alcatraz-group-guard_move = Déplacer un gardien
alcatraz-group-place_item = Reposer le gage
alcatraz-group-keep_card = Garder une carte
alcatraz-group-task_answer = Le remettre ?
alcatraz-group-trade_answer = Accepter l’échange ?

## La question de chaque étape

alcatraz-choose-vote-candidate = Votre bulletin secret : qui devient le bouc émissaire ?
alcatraz-choose-move-to = Où aller ? (1 PA)
alcatraz-choose-use-pay = Comment payez-vous ?
alcatraz-choose-use-take = Que prenez-vous ?
alcatraz-choose-use-card = Quelle carte chantage prenez-vous ?
alcatraz-choose-steal-target = Voler qui ?
alcatraz-choose-steal-what = Que volez-vous ?
alcatraz-choose-riot-source = Attirer un gardien depuis quel lieu ?
alcatraz-choose-discard-item = Quel gage rabattez-vous ?
alcatraz-choose-blackmail-card = Quelle carte chantage ?
alcatraz-choose-blackmail-target = Contre qui ?
alcatraz-choose-blackmail-location = Quel lieu ?
alcatraz-choose-blackmail-what = Quel gage ?
alcatraz-choose-guard_move-source = Déplacer un gardien depuis où ?
alcatraz-choose-guard_move-to = …vers où ?
alcatraz-choose-place_item-location = Où reposer le gage ? (une case libre de son type)
alcatraz-choose-keep_card-card = Quelle carte gardez-vous ?
alcatraz-choose-task_pledge-owner = Le gage de qui ?
alcatraz-choose-task_pledge-item = Quel gage ?
alcatraz-choose-task_answer-accept = Le remettre pour la tâche ?
alcatraz-choose-trade_open-partner = Échanger avec qui ? (les échanges sont gratuits)
alcatraz-choose-give-what = Que donnez-vous ?
alcatraz-choose-take-what = Que demandez-vous en retour ?
alcatraz-choose-trade_answer-accept = Accepter l’échange ?

## Choix

alcatraz-ui-cost = { $ap ->
    [0] gratuit
   *[other] { $ap } PA
}
alcatraz-ui-seat = { $role } — { $name }
alcatraz-ui-seat-you = { $role } — { $name } (vous)
alcatraz-ui-candidate = { $cards ->
    [0] aucune carte chantage
    [one] 1 carte chantage
   *[other] { $cards } cartes chantage
} · { $items } · argent { $cash } · plan { $plan }
alcatraz-ui-room = { $loc } · { $room }
alcatraz-ui-room-info = { $guards ->
    [0] aucun gardien
    [one] 1 gardien
   *[other] { $guards } gardiens
}{ $effect ->
    [extra] {" "}(+1 PA)
    [watched] {" "}(aucune action)
    [locked] {" "}(personne n’entre)
   *[none] {""}
}{ $task ->
    [none] {""}
   *[other] {" "}· tâche { $task }
}{ $who ->
    [none] {""}
   *[other] {" "}· { $who }
}
alcatraz-ui-pay = { $item ->
    [cash] Payer 1 point d’argent liquide
   *[other] Payer avec { $item }
}
alcatraz-ui-take = Prendre { $items }
alcatraz-ui-item = { $item }
alcatraz-ui-own-items = Vos propres gages
alcatraz-ui-ask-owner = Demander à { $owner }
alcatraz-ui-move-to = Aller dans { $place } ({ $loc }) · 1 PA
alcatraz-ui-use = Utiliser { $place } : { $rule } · { $cost }
alcatraz-ui-task-start = Commencer la tâche « { $task } » · { $cost }
alcatraz-ui-task-complete = Accomplir la tâche · { $cost }
alcatraz-ui-end-turn = { $ap ->
    [0] Finir mon tour
    [one] Finir mon tour (1 PA inutilisé)
   *[other] Finir mon tour ({ $ap } PA inutilisés)
}
alcatraz-ui-hand-in = Remettre { $item }
alcatraz-ui-ask-item = Demander { $item } à { $owner }
alcatraz-ui-no-items = aucun gage
alcatraz-ui-with-cost = { $text } · { $cost }
alcatraz-ui-accept = Accepter
alcatraz-ui-decline = Refuser
alcatraz-ui-hand-over = Le remettre
alcatraz-ui-keep = Le garder

## Ce que fait la règle d’un lieu

alcatraz-rule-pick_discard = prendre la carte chantage de votre choix dans la défausse
    .short = une carte chantage de la défausse
alcatraz-rule-search_deck = fouiller la pioche chantage et garder la carte de votre choix
    .short = une carte de la pioche chantage
alcatraz-rule-move_guards = { $count ->
    [one] déplacer 1 gardien de n’importe où vers n’importe où
   *[other] déplacer jusqu’à { $count } gardiens, chacun de n’importe où vers n’importe où
}
    .short = { $count ->
        [one] déplacer 1 gardien
       *[other] déplacer jusqu’à { $count } gardiens
    }
alcatraz-rule-add_guards = faire entrer jusqu’à { $count } gardiens de la réserve (ils comptent pour le 21e)
    .short = { $count } gardiens de la réserve
alcatraz-rule-stamina = +{ $count } forme physique
    .short = +{ $count } forme physique
alcatraz-rule-cash = +{ $count } argent liquide
    .short = +{ $count } argent liquide
alcatraz-rule-take = prendre { $items } ici
    .short = prendre { $items }
alcatraz-rule-take_choice = prendre { $count ->
    [one] 1 gage
   *[other] { $count } gages
} de votre choix ici
    .short = { $count ->
        [one] 1 gage au choix
       *[other] { $count } gages au choix
    }
alcatraz-rule-draw = { $count ->
    [one] tirer la carte chantage du dessus de la pile
   *[other] tirer { $count } cartes chantage, en garder { $keep } et rabattre les autres
}
    .short = { $count ->
        [one] tirer une carte chantage
       *[other] tirer { $count } chantage, en garder { $keep }
    }
alcatraz-rule-exchange = { $gain } (en payant d’abord 1 gage ou 1 point d’argent liquide)
    .short = payer 1 → { $gain }
alcatraz-rule-line = { $place } : { $rule }. { $state ->
    [used] Vous l’avez déjà utilisée cette manche.
    [watched] Interdit pour vous maintenant : trop de gardiens.
    [free] Cela ne vous coûte rien maintenant.
   *[other] Cela vous coûte { $cost } maintenant.
}

## Les lignes du panneau

alcatraz-ui-vote = 🗳️ Vote secret : choisissez qui devient le bouc émissaire (vous pouvez voter pour vous-même). Personne ne voit un bulletin avant qu’ils soient tous déposés ; en cas d’égalité, le choix du bouc émissaire sortant l’emporte ({ $scapegoat }).
alcatraz-ui-stay-vote = 🗳️ Vote secret : qui reste en prison, { $candidates } ?
alcatraz-ui-voted = Vous avez voté ; les bulletins seront révélés ensemble quand tous seront déposés.
alcatraz-ui-where = 📍 Vous êtes dans { $place } ({ $loc }) { $guards ->
    [0] sans gardien
    [one] avec 1 gardien
   *[other] avec { $guards } gardiens
}{ $bribed ->
    [0] {""}
    [one] {" "}(1 soudoyé)
   *[other] {" "}({ $bribed } soudoyés)
} : { $effect ->
    [extra] les actions surveillées coûtent 1 PA de plus.
    [watched] seuls les déplacements, le chantage et les actions libres sont permis.
    [locked] vous ne pouvez que sortir.
   *[none] pas de surcoût.
} { $ap ->
    [one] **{ $ap } PA** restant.
   *[other] **{ $ap } PA** restants.
}
alcatraz-ui-costs = Coûts ici : se déplacer 1 PA · voler, émeute, rabattre { $guarded } · tâche { $task } · chantage 1 PA{ $scapegoat ->
    [yes] {""}
   *[no] {" "}(bouc émissaire seulement)
} · soudoyer 1 argent par gardien · échanger et forme physique gratuits.
alcatraz-ui-task-here = 🧩 Tâche ici : { $step } « { $name } » : { $needs } ; { $prisoners ->
    [one] 1 prisonnier
   *[other] { $prisoners } prisonniers
}, { $guards ->
    [0] aucun gardien
    [one] 1 gardien au plus
   *[other] { $guards } gardiens au plus
}.
alcatraz-ui-task-draft = 🧩 Tâche « { $name } » : il manque encore { $missing } ; déjà remis : { $pledged }.
alcatraz-ui-trade-draft = 🤝 Votre offre à { $partner } : vous { $given ->
    [no] ne donnez rien
   *[yes] donnez { $give }
}, vous { $taken ->
    [no] ne demandez rien
   *[yes] demandez { $take }
}. Complétez-la, puis proposez-la.
alcatraz-ui-trade-offer = 🤝 { $who } vous propose un échange : vous { $given ->
    [no] ne recevez rien
   *[yes] recevez { $give }
} et { $taken ->
    [no] ne donnez rien
   *[yes] donnez { $take }
}. Acceptez ou refusez.
alcatraz-ui-task-ask = 🧩 { $who } vous demande de remettre { $item } pour la tâche « { $name } » (vous pouvez refuser).
alcatraz-ui-guards = 👮 Déplacez { $left ->
    [one] 1 gardien
   *[other] jusqu’à { $left } gardiens
}.
alcatraz-ui-returns = ↩️ Reposez { $item } sur une case libre de son type.
alcatraz-ui-bystander = C’est au tour de { $who } ; vous pouvez en attendant proposer un échange à un prisonnier de votre lieu.
alcatraz-ui-not-scapegoat = Seul le bouc émissaire peut jouer des cartes chantage.

## La table

alcatraz-discussion = 💬 Discutez : le vote s’ouvre { $when }.
alcatraz-default-ballot = { $ballot ->
    [self] Un bulletin manquant compte comme un vote pour soi-même.
   *[random] Un bulletin manquant est tiré au sort.
}
alcatraz-default-trade = Sans réponse, l’offre est refusée.
alcatraz-default-task = Sans réponse, le gage est gardé.
alcatraz-footer = Gardiens là où vous êtes : 2 → actions surveillées +1 PA · 3 → seulement déplacements, chantage, actions libres · 4 → personne n’entre. { $scope ->
    [anytime] Échanges : deux prisonniers d’un même lieu, à tout moment.
   *[turn] Échanges : pendant votre tour, avec un prisonnier de votre lieu.
}
alcatraz-ping = { $mode ->
    [stay] votre vote secret : qui reste en prison
    [vote] votre vote secret pour le bouc émissaire
    [trade_answer] un échange à accepter ou refuser
   *[task_answer] une demande d’objet pour une tâche
}
alcatraz-dm-vote = 🗳️ C’est l’heure du vote dans { $game } (table n°{ $table }) : choisissez en secret le bouc émissaire avec **Mon tour**.
alcatraz-dm-trade = 🤝 { $who } vous propose un échange dans { $game } (table n°{ $table }) : vous { $given ->
    [no] ne recevez rien
   *[yes] recevez { $give }
} et { $taken ->
    [no] ne donnez rien
   *[yes] donnez { $take }
}. Acceptez ou refusez avec **Mon tour**.
alcatraz-dm-task = 🧩 { $who } vous demande de remettre { $item } pour une tâche dans { $game } (table n°{ $table }). Répondez avec **Mon tour**.

## Images

alcatraz-pic-scapegoat = Bouc émissaire : { $who } (+{ $bonus } PA)
alcatraz-pic-guards = Gardiens
alcatraz-pic-guard-key = Gardiens sur un lieu : ! = actions +1 PA · !! = seulement déplacements, chantage, actions libres · X = personne n’entre
alcatraz-pic-rule = { $cost } : { $rule }
alcatraz-pic-free = gratuit
alcatraz-pic-ap = { $ap } PA
alcatraz-pic-task-key = une tâche : prisonniers nécessaires sur place (×2), gardiens tolérés au plus (≤1)
alcatraz-pic-cash = argent { $count }
alcatraz-pic-stamina = forme { $count }
alcatraz-pic-cards = { $count ->
    [0] aucune carte chantage
    [one] 1 carte chantage
   *[other] { $count } cartes chantage
}
alcatraz-pic-voted = a voté
alcatraz-pic-turn = ▶ joue
alcatraz-pic-sheet = Votre fiche · { $who }
alcatraz-pic-no-cards = Aucune carte chantage.
alcatraz-pic-shown = montrée : gardez-en une
alcatraz-pic-play-note = Seul le bouc émissaire peut jouer des cartes chantage (1 PA).
alcatraz-pic-reconstructed = carte reconstituée

## /alcatraz

cmd-alcatraz = alcatraz
    .description = Jouer à Alcatraz : Le bouc émissaire
cmd-alcatraz-play = jouer
    .description = Jouer un coup en le tapant
cmd-alcatraz-play-move = coup
    .description = Le coup : commencez à taper et choisissez l’un des coups possibles
cmd-alcatraz-hand = main
    .description = Afficher votre panneau privé (fiche, cartes chantage, coups)
cmd-alcatraz-vote = voter
    .description = Déposer votre bulletin secret pour le bouc émissaire
cmd-alcatraz-vote-player = joueur
    .description = Le joueur pour qui vous votez (vous-même permis)
cmd-alcatraz-answer = répondre
    .description = Répondre à une offre d’échange ou à une demande de gage pour une tâche
cmd-alcatraz-answer-choice = choix
    .description = Accepter ou refuser
choice-alcatraz-accept = accepter
choice-alcatraz-decline = refuser
alcatraz-vote-not-seated = { $who } ne joue pas à cette table.
alcatraz-nothing-to-answer = Personne n’attend votre réponse pour l’instant.

## Refus des réglages

refusal-alcatraz-no-ballot = Aucun bulletin n’est attendu de vous pour l’instant.
refusal-alcatraz-only-trade = Ce n’est pas votre tour : en dehors de celui-ci, vous pouvez seulement ouvrir un échange.

# Règles maison : chaque valeur d’option en une phrase (montrée quand la table diffère de la
# règle) et, en .meaning, ce qu’elle décide (listé par /game rules). Voir options.ftl.
option-alcatraz-layout = { $value ->
    [random] Les lieux sont disposés au hasard, sur des faces au hasard.
    [chosen] Les lieux sont disposés dans un ordre choisi.
   *[first_game] Les lieux sont disposés comme pour une première partie.
}
    .meaning = Comment les douze lieux sont disposés.
option-alcatraz-first_game_side = { $value ->
    [copper] Une disposition de première partie montre les faces cuivre.
    [random] Une disposition de première partie montre des faces tirées au hasard.
   *[silver] Une disposition de première partie montre les faces argent.
}
    .meaning = Quelles faces montre une disposition de première partie.
option-alcatraz-chosen_order = { $value ->
    [none] Les lieux gardent leur ordre, de 1 à 12.
   *[other] Les lieux sont disposés dans l’ordre { $value }.
}
    .meaning = L’ordre des lieux, pour une disposition choisie.
option-alcatraz-chosen_sides = { $value ->
    [none] Les lieux montrent la face de première partie.
   *[other] Les lieux montrent les faces { $value }.
}
    .meaning = La face de chaque lieu, pour une disposition choisie.
option-alcatraz-track_max = L’endurance et l’argent montent jusqu’à { $value }.
    .meaning = Le haut des pistes d’endurance et d’argent.
option-alcatraz-bribe_scope = { $value ->
    [action] Un pot-de-vin ne vaut que pour une action.
   *[turn] Un pot-de-vin vaut pour le reste du tour dans ce lieu.
}
    .meaning = Combien de temps vaut un pot-de-vin.
option-alcatraz-scapegoat_counts_for_task = { $value ->
    [false] Le bouc émissaire ne compte pas comme prisonnier présent pour une tâche.
   *[true] Le bouc émissaire compte comme prisonnier présent pour une tâche.
}
    .meaning = Si le bouc émissaire aide aux tâches.
option-alcatraz-all_indispensable_policy = { $value ->
    [all_escape] Quand le plan est complet et que personne ne peut rester, tout le monde s’évade.
   *[continue] Quand le plan est complet mais que personne ne peut rester, la partie continue.
}
    .meaning = Ce qui se passe quand le plan est complet mais que tous sont indispensables.
option-alcatraz-stay_policy = { $value ->
    [scapegoat_first] Le bouc émissaire reste en prison quand le plan peut se passer de lui.
   *[exactly_one] Le prisonnier le moins utile dont le plan peut se passer reste en prison.
}
    .meaning = Qui reste en prison.
option-alcatraz-radio_silver = { $value ->
    [add] La face argent de la salle radio ajoute deux gardiens de la réserve.
   *[move] La face argent de la salle radio déplace deux gardiens sur le plateau.
}
    .meaning = Ce que la face argent de la salle radio fait des gardiens.
option-alcatraz-trade_scope = { $value ->
    [anytime] Deux prisonniers dans un même lieu peuvent échanger à tout moment.
   *[turn] Les échanges se font pendant votre tour, avec un prisonnier de votre lieu.
}
    .meaning = Qui peut échanger, et quand.
option-alcatraz-vote_timeout_ballot = { $value ->
    [self] Un votant à court de temps vote pour lui-même.
   *[random] Un votant à court de temps vote au hasard pour quelqu’un du bulletin.
}
    .meaning = Le bulletin d’un votant à court de temps.
