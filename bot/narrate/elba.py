"""Escape from Elba in words.

Seats are P1, P2… as on the board. Events name hosts by their index in the state (players
first, then Campbell, then the neutral Napoleons N1…), so the narrator needs the voice's names
for every seat to tell a player from Campbell or a Napoleon; the terminal and the table always
give them. Cards in private events are card ids, said as their letters; a card taken from a
hidden hand is never named in a public line (the engine's public event does not carry it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from bot.i18n import t
from bot.narrate import Narrator, Voice, fit_alt, join
from rules.elba.content import HAND_LIMIT, board, letter_of

if TYPE_CHECKING:
    from rules.core import Event, IllegalAction
    from rules.elba.view import ElbaView

#: event fields holding a host's index in the state
HOST_FIELDS = ("host", "aggressor", "defender", "winner")
#: events whose ``to`` field is a space (in ``steal`` it is a seat)
SPACE_TO = frozenset({"move", "move_host", "jump"})


def yes(value: object) -> str:
    return "yes" if value else "no"


class ElbaNarrator(Narrator["ElbaView"]):
    game = "elba"
    silent: ClassVar[frozenset[str]] = frozenset()  # every event says something

    # -- names ------------------------------------------------------------------------------------

    def role(self, seat: int, lang: str, view: Mapping[str, Any] | None = None) -> str:
        return t(lang, "elba-role", n=seat + 1)

    def space(self, space: str, voice: Voice) -> str:
        """A space by its name in the reader's language (an unknown id as typed)."""
        if space in board().spaces:
            return voice.t(f"elba-space-{space}")
        return str(space)

    def seat(self, seat: int, voice: Voice) -> str:
        """A seat's name for the reader, its role when the voice has no names."""
        if 0 <= seat < len(voice.names):
            return voice.name(seat)
        return self.role(seat, voice.lang)

    def label(self, label: str, voice: Voice) -> str:
        """A host by its public label: P2, C (Campbell), N3 (a neutral Napoleon)."""
        if label == "C":
            return voice.t("elba-host-campbell")
        if label.startswith("N"):
            return voice.t("elba-host-napoleon", label=label)
        if label.startswith("P") and label[1:].isdigit():
            return self.seat(int(label[1:]) - 1, voice)
        return label

    def host(self, index: int, voice: Voice) -> str:
        """A host by its index in the state: seats first, then Campbell, then N1, N2…"""
        players = len(voice.names)
        if not players:
            return voice.t("elba-host-number", n=index + 1)
        if index < players:
            return voice.name(index)
        if index == players:
            return self.label("C", voice)
        return self.label(f"N{index - players}", voice)

    def card(self, letter: str, voice: Voice) -> str:
        """A card by its letter, with its article ("an A", "un A")."""
        return voice.t("elba-card", letter=letter)

    def letters(self, letters: str | Sequence[str], voice: Voice) -> str:
        return join(voice, list(letters))

    # -- events -----------------------------------------------------------------------------------

    def event_args(self, event: Event, voice: Voice) -> dict[str, Any]:
        d = event.data
        args = self.fields(d, voice)
        kind = event.kind
        for key in HOST_FIELDS:
            if isinstance(d.get(key), int):
                args[key] = self.host(d[key], voice)
        if kind in ("move", "jump"):
            args["who"] = args["host"]
        if kind in SPACE_TO:
            args["space"] = self.space(d["to"], voice)
        elif isinstance(d.get("space"), str):
            args["space"] = self.space(d["space"], voice)
        if "card" in d:  # a private event: the card id, said as its letter
            args["card"] = self.card(letter_of(d["card"]), voice)
        if "letter" in d:
            args["card"] = self.card(d["letter"], voice)
        handler = getattr(self, f"_args_{kind}", None)
        if handler is not None:
            handler(d, args, voice)
        return args

    def _args_escape_attempt(self, d: Mapping[str, Any], args: dict[str, Any], v: Voice) -> None:
        args["success"] = yes(d["success"])

    def _args_fight_dice(self, d: Mapping[str, Any], args: dict[str, Any], v: Voice) -> None:
        (a_die, d_die), (a_str, d_str) = d["dice"], d["strengths"]
        args.update(a_die=a_die, d_die=d_die, a_strength=a_str, d_strength=d_str)
        args.update(a_total=a_die + a_str, d_total=d_die + d_str)

    def _args_fight_result(self, d: Mapping[str, Any], args: dict[str, Any], v: Voice) -> None:
        sides = []
        for host, die, weapons, total in zip(
            (d["aggressor"], d["defender"]), d["dice"], d["weapons"], d["totals"], strict=True
        ):
            sides.append(
                v.t(
                    "elba-fight-side",
                    who=self.host(host, v),
                    total=total,
                    die=die,
                    strength=total - die - len(weapons),
                    weapons=join(v, weapons),
                    weapons_count=len(weapons),
                )
            )
        args["attack"], args["defence"] = sides
        a_total, d_total = d["totals"]
        args["tie"] = yes(a_total == d_total)
        args["aggressor_won"] = yes(d["winner"] == d["aggressor"])

    def _args_weapon_vote(self, d: Mapping[str, Any], args: dict[str, Any], v: Voice) -> None:
        args["accepted"] = yes(d["accepted"])
        args["ayes"] = join(v, [self.seat(s, v) for s in d["for"]])
        args["noes"] = join(v, [self.seat(s, v) for s in d["against"]])
        args["ayes_count"], args["noes_count"] = len(d["for"]), len(d["against"])

    def _args_steal(self, d: Mapping[str, Any], args: dict[str, Any], v: Voice) -> None:
        args["winner"] = self.seat(d["to"], v)
        args["loser"] = self.seat(d["from"], v)
        args["source"] = "hand" if d.get("source") == "hand" else "bag"
        if args["source"] == "hand":
            args["card"] = "-"  # never said: a hidden hand's card is the two players' secret

    def _args_keep(self, d: Mapping[str, Any], args: dict[str, Any], v: Voice) -> None:
        kept = d["letters"]
        args["kept"] = self._kept(kept)
        args["letters"] = self.letters(kept, v) if len(kept) <= 2 else kept

    def _args_drop(self, d: Mapping[str, Any], args: dict[str, Any], v: Voice) -> None:
        args["letters"] = self.letters(d["letters"], v)
        args["count"] = len(d["letters"])

    def _args_cleanup(self, d: Mapping[str, Any], args: dict[str, Any], v: Voice) -> None:
        args["count"] = len(d["bag"])

    def _args_thrown(self, d: Mapping[str, Any], args: dict[str, Any], v: Voice) -> None:
        args["black"], args["white"] = d["dice"]

    @staticmethod
    def _kept(letters: str) -> str:
        if not letters:
            return "none"
        return "letters" if len(letters) <= 2 else "word"

    # -- moves ------------------------------------------------------------------------------------

    def move(self, action: Mapping[str, Any], voice: Voice) -> str:
        kind = action["type"]
        args: dict[str, Any] = {}
        if kind == "draw":
            args["n"] = action["n"]
        elif kind in ("move", "jump"):
            args["space"] = self.space(action["to"], voice)
        elif kind == "move_host":
            args["host"] = self.label(action["host"], voice)
            args["space"] = self.space(action["to"], voice)
        elif kind in ("escape", "propose_weapon"):
            args["word"] = action["word"]
        elif kind == "fight_next":
            args["opponent"] = self.label(action["opponent"], voice)
        elif kind == "arm":
            args["weapons"] = join(voice, action["words"])
            args["count"] = len(action["words"])
        elif kind == "vote":
            args["accept"] = yes(action["accept"])
        elif kind in ("take", "give_up"):
            args["source"] = action["source"]
            letter = action.get("letter")
            args["card"] = self.card(letter, voice) if letter else "-"
        elif kind in ("to_bag", "drop"):
            args["card"] = self.card(action["letter"], voice)
        elif kind == "keep":
            kept = action["letters"]
            args["kept"] = self._kept(kept)
            args["letters"] = self.letters(kept, voice) if len(kept) <= 2 else kept
        return voice.t(f"elba-move-{kind}", **args)

    def command_args(self, action: Mapping[str, Any]) -> list[str]:
        """Ids, labels, letters and words: ``jump lab``, ``push C pool``, ``keep ELBA``,
        ``take hand``, ``give bag A``, ``vote yes``, ``arm BAR MOP``; ``-`` is "nothing"
        (``arm -``: no weapon, ``keep -``: an empty bag)."""
        kind = action["type"]
        if kind == "draw":
            return [str(action["n"])]
        if kind in ("move", "jump"):
            return [action["to"]]
        if kind == "move_host":
            return [action["host"], action["to"]]
        if kind in ("escape", "propose_weapon"):
            return [action["word"]]
        if kind == "fight_next":
            return [action["opponent"]]
        if kind == "arm":
            return [str(w) for w in action["words"]] or ["-"]
        if kind == "vote":
            return ["yes" if action["accept"] else "no"]
        if kind == "take":
            return [action["letter"]] if action["source"] == "bag" else ["hand"]
        if kind == "give_up":
            return [action["source"], action["letter"]]
        if kind in ("to_bag", "drop"):
            return [action["letter"]]
        if kind == "keep":
            return [action["letters"] or "-"]
        return []

    # -- positions --------------------------------------------------------------------------------

    def _hosts(self, view: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
        return {h["label"]: h for h in view.get("hosts") or []}

    def status(self, view: ElbaView, voice: Voice) -> str:
        decision = view.get("decision") or view.get("phase")
        if decision == "over" or view.get("winner") is not None or view.get("ended_by_limit"):
            winner = view.get("winner")
            return voice.t(
                "elba-over",
                escaped=yes(winner is not None),
                winner=self.seat(winner, voice) if winner is not None else "-",
                word=view.get("escape_word") or "-",
                turns=view.get("turn") or 1,
            )
        active = int(view.get("active") or 0)
        to_act = list(view.get("to_act") or [active])
        players: dict[int, Mapping[str, Any]] = {p["seat"]: p for p in view.get("players") or []}
        hand = int(players.get(active, {}).get("hand_size", 0))
        fight: Mapping[str, Any] = view.get("fight") or {}
        step = voice.t(
            f"elba-step-{decision}",
            who=join(voice, [self.seat(s, voice) for s in to_act]),
            count=len(to_act),
            most=max(0, HAND_LIMIT - hand),
            ap=view.get("ap") or 0,
            opponents=join(voice, [self.label(o, voice) for o in view.get("opponents_left") or []]),
            space=self.space(fight.get("space", ""), voice),
            aggressor=self.label(fight.get("aggressor", ""), voice),
            defender=self.label(fight.get("defender", ""), voice),
            word=fight.get("proposal") or "-",
        )
        return voice.t(
            "elba-status",
            turn=view.get("turn") or 1,
            active=self.seat(active, voice),
            outside=yes(to_act != [active]),
            step=step,
        )

    def _fight_line(self, view: Mapping[str, Any], voice: Voice) -> str | None:
        fight = view.get("fight")
        if not fight:
            return None
        dice = list(fight.get("dice") or [])
        declared = [
            self.label(fight[side], voice)
            for side, done in zip(
                ("aggressor", "defender"), fight.get("declared") or (), strict=False
            )
            if done
        ]
        return voice.t(
            "elba-board-fight",
            space=self.space(fight["space"], voice),
            aggressor=self.label(fight["aggressor"], voice),
            defender=self.label(fight["defender"], voice),
            rolled=yes(len(dice) == 2),
            a_die=dice[0] if dice else 0,
            d_die=dice[1] if len(dice) > 1 else 0,
            declared=join(voice, declared),
            declared_count=len(declared),
            proposal=fight.get("proposal") or "-",
            voting=yes(fight.get("proposal")),
        )

    def board(self, view: ElbaView, voice: Voice) -> str:
        """Who is where with what strength and bag, the fight in progress, the cards: at most
        ``ALT_LIMIT`` characters (alt text), nothing the public view does not show. The seats
        and Campbell are said more shortly when the full wording is too long."""
        head = [self.status(view, voice)]
        fight = self._fight_line(view, voice)
        if fight:
            head.append(fight)
        hosts = self._hosts(view)
        tail = []
        napoleons = [
            voice.t(
                "elba-board-napoleon",
                label=h["label"],
                space=self.space(h["space"], voice),
                strength=h["strength"],
            )
            for h in hosts.values()
            if h["kind"] == "napoleon"
        ]
        if napoleons:
            tail.append(voice.t("elba-board-napoleons", napoleons=", ".join(napoleons)))
        tail.append(
            voice.t(
                "elba-board-cards",
                deck=view.get("deck_size") or 0,
                discard=view.get("discard_size") or 0,
                top=view.get("discard_top") or "-",
            )
        )
        weapons = view.get("accepted_weapons") or []
        if weapons:
            tail.append(voice.t("elba-board-weapons", words=join(voice, weapons)))
        return fit_alt(
            " ".join([*head, *self._board_hosts(view, hosts, voice, compact), *tail])
            for compact in (False, True)
        )

    def _board_hosts(
        self,
        view: Mapping[str, Any],
        hosts: Mapping[str, Mapping[str, Any]],
        voice: Voice,
        compact: bool,
    ) -> list[str]:
        """A line for each seat and one for Campbell, ``compact`` or not."""
        flag = str(compact).lower()
        lines = []
        for player in view.get("players") or []:
            seat = player["seat"]
            host = hosts.get(f"P{seat + 1}", {})
            lines.append(
                voice.t(
                    "elba-board-player",
                    who=self.seat(seat, voice),
                    space=self.space(host.get("space", ""), voice),
                    strength=host.get("strength", 1),
                    bag=player.get("bag") or "-",
                    bag_count=len(player.get("bag") or ""),
                    hand=player.get("hand_size", 0),
                    compact=flag,
                )
            )
        campbell = hosts.get("C")
        if campbell is not None:
            lines.append(
                voice.t(
                    "elba-board-campbell",
                    space=self.space(campbell["space"], voice),
                    strength=campbell["strength"],
                    compact=flag,
                )
            )
        return lines

    def secrets(self, view: ElbaView, voice: Voice) -> str | None:
        if view.get("seat") is None:
            return None
        hand = str(view.get("hand") or "")
        lines = [voice.t("elba-hand", cards=self.letters(sorted(hand), voice), count=len(hand))]
        weapons = view.get("my_weapons")
        if weapons is not None:
            lines.append(
                voice.t("elba-my-weapons", weapons=join(voice, weapons), count=len(weapons))
            )
        return "\n".join(lines)

    # -- refusals -------------------------------------------------------------------------------

    def refusal_args(self, error: IllegalAction, voice: Voice) -> dict[str, Any]:
        args: dict[str, Any] = {}
        for key, value in error.params.items():
            if key in ("space", "here", "tower") and isinstance(value, str):
                args[key] = self.space(value, voice)
            elif key == "opponent" and isinstance(value, str):
                args[key] = self.label(value, voice)
            elif isinstance(value, list | tuple):
                words = [str(v) for v in value]
                if len(words) > 1:
                    args[key] = voice.t("elba-or", head=", ".join(words[:-1]), last=words[-1])
                else:
                    args[key] = join(voice, words)
            else:
                args[key] = value
        return args


NARRATOR = ElbaNarrator()
