"""Take: the toy game's rules. A pile of counters; two players take 1 or 2 in turn until it is
empty. Each seat also holds a secret bonus (0–2), dealt from the seed and shown to its holder
only until the end; a seat scores its counters plus its bonus."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.core import Engine, Event, Outcome, Refusals, Rng

REFUSE = Refusals("toy", {"too-many": "Take 1 or 2 counters, and no more than the {pile} left."})


class ToyOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    counters: int = Field(default=7, ge=3, le=30)


class Take(BaseModel):
    type: Literal["take"] = "take"
    count: int


class ToyState(BaseModel):
    pile: int
    taken: list[int]
    secret: list[int]
    turn: int = 0
    rng: Rng


class ToyEngine(Engine[ToyOptions, ToyState, Take]):
    id = "toy"
    title = "Take"
    min_players = 2
    max_players = 2
    Options = ToyOptions
    State = ToyState
    actions: ClassVar[TypeAdapter[Any]] = TypeAdapter(Take)

    def _setup(self, num_players: int, options: ToyOptions, seed: int) -> ToyState:
        rng = Rng(s=seed)
        secret = [rng.randint(0, 2) for _ in range(num_players)]
        return ToyState(pile=options.counters, taken=[0] * num_players, secret=secret, rng=rng)

    def num_players(self, state: ToyState) -> int:
        return len(state.taken)

    def _to_act(self, state: ToyState) -> list[int]:
        return [state.turn]

    def _legal_actions(self, state: ToyState, seat: int) -> list[Take]:
        return [Take(count=n) for n in (1, 2) if n <= state.pile]

    def _apply(self, state: ToyState, seat: int, action: Take) -> list[Event]:
        if action.count not in (1, 2) or action.count > state.pile:
            raise REFUSE("too-many", pile=state.pile)
        state.pile -= action.count
        state.taken[seat] += action.count
        state.turn = 1 - seat
        took = {"seat": seat, "count": action.count, "pile": state.pile}
        events = [Event(kind="took", data=took)]
        if state.pile == 0:
            events.append(Event(kind="bonus", data={"bonus": state.secret[seat]}, to=seat))
        return events

    def outcome(self, state: ToyState) -> Outcome | None:
        if state.pile:
            return None
        scores = [float(t + s) for t, s in zip(state.taken, state.secret, strict=True)]
        ranks = [1 + sum(other > mine for other in scores) for mine in scores]
        winners = [seat for seat, rank in enumerate(ranks) if rank == 1]
        return Outcome(scores=scores, ranks=ranks, winners=winners, reason="pile empty")

    def _view(self, state: ToyState, seat: int | None) -> dict[str, Any]:
        view: dict[str, Any] = {"pile": state.pile, "taken": list(state.taken), "turn": state.turn}
        if state.pile == 0:
            view["secrets"] = list(state.secret)
        if seat is not None:
            view["secret"] = state.secret[seat]
        return view

    def _resample_hidden(self, state: ToyState, seat: int, rng: Rng) -> None:
        # the other bonus is hidden while the pile lasts (all are shown once it is empty)
        if state.pile:
            state.secret = [
                b if s == seat else rng.randint(0, 2) for s, b in enumerate(state.secret)
            ]
        state.rng = Rng(s=rng.next_u64())
