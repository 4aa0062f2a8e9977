# What people type, read back.

input-not-a-number = I could not read { $typed } as a number{ $low ->
    [none] {""}
   *[other] {" "}from { $low } to { $high }
}: use the digits 0–9.
input-out-of-range = { $value } is not a number{ $low ->
    [none] {""}
   *[other] {" "}from { $low } to { $high }
}.
input-too-many = That is more numbers than there are from { $low } to { $high }.
input-bad-option = I could not read the option { $typed }: write options as key=value, for example `opening=exactly_two pass_bonus=true`.
