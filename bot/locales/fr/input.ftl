# Ce que les gens tapent, relu.

input-not-a-number = Je n’ai pas pu lire { $typed } comme un nombre{ $low ->
    [none] {""}
   *[other] {" "}de { $low } à { $high }
} : utilisez les chiffres 0 à 9.
input-out-of-range = { $value } n’est pas un nombre{ $low ->
    [none] {""}
   *[other] {" "}de { $low } à { $high }
}.
input-too-many = Cela fait plus de nombres qu’il n’y en a de { $low } à { $high }.
input-bad-option = Je n’ai pas pu lire l’option { $typed } : écrivez les options sous la forme clé=valeur, par exemple `opening=exactly_two pass_bonus=true`.
