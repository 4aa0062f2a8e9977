# House rules (`/game new … options:`): the words every game shares. Each game's options are in
# its own <game>-discord.ftl as option-<game>-<name>: the value as a short sentence (shown on the
# table when it differs from the rulebook) and, as .meaning, what the option decides (`/game rules`).
# $value is the option's value: true/false, a word, a number, or a list written with commas.

options-house-rules = House rules: { $rules }
options-guide-title = House rules of { $game }
options-guide-intro = Each option is given to { $command } as name=value (several separated by spaces). Without options, the table plays the rulebook.
options-guide-line = **{ $name }** — { $meaning } Rulebook: { $default } Values: { $values }.
options-guide-none = { $game } has no house rules: the table always plays the rulebook.
options-any-number = a whole number
options-any-list = a list
