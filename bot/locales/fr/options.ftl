# Règles maison (`/game new … options:`) : les mots communs à tous les jeux. Les options de chaque
# jeu sont dans son <jeu>-discord.ftl, en option-<jeu>-<nom> : la valeur en une courte phrase
# (montrée sur la table quand elle diffère de la règle du jeu) et, en .meaning, ce qu’elle décide.
# $value est la valeur de l’option : true/false, un mot, un nombre, ou une liste avec des virgules.

options-house-rules = Règles maison : { $rules }
options-guide-title = Règles maison de { $game }
options-guide-intro = Chaque option se donne à { $command } sous la forme nom=valeur (plusieurs séparées par des espaces). Sans options, la table suit la règle du jeu.
options-guide-line = **{ $name }** — { $meaning } Règle du jeu : { $default } Valeurs : { $values }.
options-guide-none = { $game } n’a pas de règles maison : la table suit toujours la règle du jeu.
options-any-number = un nombre entier
options-any-list = une liste
