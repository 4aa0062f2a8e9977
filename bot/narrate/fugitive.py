"""Fugitive in words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from bot.narrate import Narrator, Voice, fit_alt, join
from rules.fugitive.content import (
    ESCAPE,
    EVENT_ID,
    FIRST_EVENT_CODE,
    FUGITIVE,
    MARSHAL,
    PILE_RANGES,
    PLACEHOLDER,
    SPRINT,
)

if TYPE_CHECKING:
    from rules.core import Event
    from rules.fugitive.views import FugitiveView


def pile_range(first_last: Sequence[int]) -> str:
    """A pile's numbers as words ("4–14"), from its range in the view or the rules."""
    first, last = first_last
    return f"{first}–{last}"


class FugitiveNarrator(Narrator["FugitiveView"]):
    game = "fugitive"
    silent: ClassVar[frozenset[str]] = frozenset({"game_over"})  # the final status says it

    def event_args(self, event: Event, voice: Voice) -> dict[str, Any]:
        args = self.fields(event.data, voice)
        d = event.data
        if event.kind in ("hideout", "pass", "manhunt_started"):
            args["who"] = voice.name(FUGITIVE)
        elif event.kind == "guess":
            args["who"] = voice.name(MARSHAL)
            args["hits"] = join(voice, [self._revealed(r, voice) for r in d.get("revealed", [])])
            args["hit"] = "yes" if d["hit"] else "no"
            args["manhunt"] = "yes" if d.get("manhunt") else "no"
        if event.kind == "draw":
            args["bonus"] = "yes" if d.get("bonus") else "no"
            args["range"] = pile_range(PILE_RANGES[d["pile"] - 1])
        if event.kind in ("hideout", "placed"):
            args["escape"] = "yes" if d.get("number") == ESCAPE else "no"
            args["sprints"] = d.get("sprint_count", len(d.get("sprint_cards", [])))
        if event.kind == "guess":
            args["split"] = "yes" if d.get("split") else "no"
        if "event" in d:  # an event card's name and effect
            args.update(self.card_words(d["event"], voice))
        if event.kind == "event_card":
            args["icon"] = voice.t(f"fugitive-icon-{d['icon']}")
        if event.kind == "placeholder":
            args["pile"] = voice.t(f"fugitive-pile-{d['icon']}")
        if event.kind == "peeked":
            args["card"] = self.card_name(d["card"], voice)
        return args

    def card_words(self, effect: str, voice: Voice) -> dict[str, str]:
        """An event card's name and effect (the house deck's), as ``$name`` and ``$text``."""
        return {
            "name": voice.t(f"fugitive-card-{effect}"),
            "text": voice.t(f"fugitive-card-{effect}-text"),
        }

    def card_name(self, card: int, voice: Voice) -> str:
        """A card of a pile in words: its number, or which event or placeholder it is."""
        if card == PLACEHOLDER:
            return voice.t("fugitive-peeked-placeholder")
        if card >= FIRST_EVENT_CODE:
            return voice.t("fugitive-peeked-event", name=voice.t(f"fugitive-card-{EVENT_ID[card]}"))
        return str(card)

    def choice_label(self, view: FugitiveView, value: int, voice: Voice) -> str:
        """A decision an event asks for, as its button says it ("Pile 2 (15–28)", "Give 9")."""
        choice = view.get("choice") or {}
        effect = choice.get("event")
        if effect == "dropped_card":
            return voice.t("fugitive-choose-give", card=value)
        if effect == "second_wind":
            if value == 0:
                return voice.t("fugitive-move-choose", value=value)
            return voice.t("fugitive-choose-take-back", card=value)
        return voice.t("fugitive-choose-pile", pile=value, range=pile_range(PILE_RANGES[value - 1]))

    def _revealed(self, entry: Mapping[str, Any], voice: Voice) -> str:
        cards = entry.get("sprint_cards") or []
        if not cards:
            return str(entry["number"])
        return voice.t("fugitive-revealed-with", number=entry["number"], cards=join(voice, cards))

    # -- moves ----------------------------------------------------------------------------------

    def move(self, action: Mapping[str, Any], voice: Voice) -> str:
        args = self.fields(action, voice)
        if action["type"] == "draw":
            args["range"] = pile_range(PILE_RANGES[action["pile"] - 1])
        if action["type"] in ("sprint", "unsprint"):
            args["steps"] = SPRINT[action["card"]]
        return voice.t(f"fugitive-move-{action['type']}", **args)

    def sprint_hint(self, card: int, reach: int, voice: Voice) -> str:
        """What hiding ``card`` costs in sprint footprints when the Fugitive reaches ``reach``
        without sprinting (his view's ``reach``, R11)."""
        return voice.t("fugitive-sprint-hint", need=max(0, card - reach))

    # -- positions ------------------------------------------------------------------------------

    def status(self, view: FugitiveView, voice: Voice) -> str:
        phase = view.get("phase")
        if phase == "over":
            winner = view.get("winner")
            return voice.t(
                "fugitive-over",
                winner=winner or "none",
                reason=view.get("reason") or "none",
                fugitive=voice.name(FUGITIVE),
                marshal=voice.name(MARSHAL),
            )
        if phase == "event":
            choice = view.get("choice") or {}
            return voice.t(
                "fugitive-step-event",
                turn=view.get("turn") or 1,
                decider=voice.name(choice.get("seat")),
                **self.card_words(str(choice.get("event")), voice),
            )
        return voice.t(
            f"fugitive-step-{phase}",
            fugitive=voice.name(FUGITIVE),
            marshal=voice.name(MARSHAL),
            draws=view.get("draws_left") or 0,
            turn=view.get("turn") or 1,
            opening=view.get("opening") or "one_or_two",
        )

    def _entry(self, entry: Mapping[str, Any], voice: Voice, compact: bool, own: bool) -> str:
        number = entry.get("number")
        count = int(entry.get("sprint_count") or 0)
        cards = entry.get("sprint_cards")
        face_up = bool(entry.get("face_up"))
        if not own and not face_up and number != ESCAPE:
            number = cards = None  # never say a face-down card, whatever the dict carries
        if not own and number == ESCAPE:
            cards = None  # the cards under the 42 stay hidden (E13)
        if number is None:
            return voice.t("fugitive-route-hidden", sprints=count, compact=str(compact).lower())
        if number == 0:
            return voice.t("fugitive-route-start")
        if not face_up and number != ESCAPE:  # a seat's own face-down card
            state = "yours"
        else:
            state = "escape" if number == ESCAPE else "up"
        return voice.t(
            "fugitive-route-card",
            number=number,
            state=state,
            sprints=count,
            known=len(cards or []),
            cards=join(voice, cards or []),
            compact=str(compact).lower(),
        )

    def board(self, view: FugitiveView, voice: Voice) -> str:
        """The route, the piles and the hands in words, at most ``ALT_LIMIT`` characters (alt
        text): the route said shorter when it must."""
        piles = view.get("piles") or [0, 0, 0]
        hands = view.get("hand_sizes") or [0, 0]
        tail = " " + voice.t(
            "fugitive-board-piles",
            one=piles[0],
            two=piles[1],
            three=piles[2],
            fugitive=hands[0],
            marshal=hands[1],
        )
        guesses: Sequence[Mapping[str, Any]] = view.get("guesses") or []
        if guesses:
            last = guesses[-1]
            tail += " " + voice.t(
                "fugitive-board-last-guess",
                numbers=join(voice, last["numbers"]),
                hit="yes" if last["hit"] else "no",
            )
        tail += self._events_words(view, voice)
        head = self.status(view, voice)
        own = view.get("seat") == FUGITIVE or view.get("phase") == "over"

        def worded(compact: bool) -> str:
            route = ", ".join(self._entry(e, voice, compact, own) for e in view.get("route") or [])
            return f"{head} {voice.t('fugitive-board-route', route=route)}{tail}"

        return fit_alt(worded(compact) for compact in (False, True))

    def _events_words(self, view: FugitiveView, voice: Voice) -> str:
        """The table's event variant, its event piles and what events left for later."""
        variant = view.get("events") or "none"
        if variant == "none":
            return ""
        decks = view.get("event_piles") or []
        words = " " + voice.t(
            "fugitive-board-events",
            variant=variant,
            helped=view.get("helped") or "fugitive",
            decks=len(decks),
            piles=join(voice, decks),
        )
        effects = []
        for seat, change in enumerate(view.get("extra_draws") or []):
            if change:
                effects.append(
                    voice.t(
                        "fugitive-effect-draws",
                        who=voice.name(seat),
                        count=abs(change),
                        sign="more" if change > 0 else "fewer",
                    )
                )
        if view.get("next_guess") in ("single", "split"):
            effects.append(voice.t(f"fugitive-effect-{view['next_guess']}"))
        if view.get("no_pass"):
            effects.append(voice.t("fugitive-effect-no-pass"))
        if effects:
            words += " " + voice.t("fugitive-board-effects", effects=join(voice, effects))
        return words

    def secrets(self, view: FugitiveView, voice: Voice) -> str | None:
        seat = view.get("seat")
        if seat is None:
            return None
        hand = view.get("hand") or []
        lines = [voice.t(f"fugitive-hand-{seat}", cards=join(voice, hand), count=len(hand))]
        pending = view.get("pending")
        if pending:
            lines.append(
                voice.t(
                    "fugitive-pending",
                    card=pending["card"],
                    last=view["last_hideout"],
                    sprints=join(voice, pending["sprints"]),
                    short=pending["short_by"],
                )
            )
        picked = view.get("picked")
        if picked:
            lines.append(voice.t("fugitive-picked", numbers=join(voice, picked)))
        return "\n".join(lines)


NARRATOR = FugitiveNarrator()
