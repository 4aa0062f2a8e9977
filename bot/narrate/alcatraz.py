"""Alcatraz: The Scapegoat in words.

Names come from the catalogues by id: rooms ``alcatraz-room-<n>`` (the value is the bare name,
the ``.the`` attribute the name with its article: "the Workshop", "l’Atelier"), items
``alcatraz-item-<id>`` (with a ``$count`` plural), plan steps ``alcatraz-step-<letter>``, task
cards ``alcatraz-task-<id>`` and blackmail cards ``alcatraz-bm-<kind>`` (their effect in the
``.text`` attribute). Ballots stay secret until ``scapegoat_elected`` reveals them all, and a
blackmail hand is only ever said to its holder.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from bot.i18n import catalogue
from bot.narrate import Narrator, Voice, fit_alt, join
from rules.alcatraz.content import ITEMS, STEPS, blackmail, locations

if TYPE_CHECKING:
    from rules.alcatraz.views import AlcatrazView
    from rules.core import Event, IllegalAction

LOCATIONS = range(1, 13)
#: pseudo-items that have a name but are not tokens
TRACKS = ("cash", "stamina")
#: fields of actions that hold a seat
SEAT_FIELDS = ("candidate", "target", "owner", "partner")


def yes(value: object) -> str:
    return "yes" if value else "no"


class AlcatrazNarrator(Narrator["AlcatrazView"]):
    """Alcatraz in words. Over 400 lines because the game has the most kinds of event and move
    (tasks, trades, blackmail, riots, votes, location rules), one short method each; what
    every game shares is in :class:`Narrator`."""

    game = "alcatraz"
    silent: ClassVar[frozenset[str]] = frozenset()  # every event says something
    seat_fields: ClassVar[tuple[str, ...]] = ("seat", *SEAT_FIELDS)

    # -- names ------------------------------------------------------------------------------------

    def room(self, loc: Any, voice: Voice) -> str:
        """A location's bare name ("Workshop")."""
        if isinstance(loc, int) and loc in LOCATIONS:
            return voice.t(f"alcatraz-room-{loc}")
        return voice.t("alcatraz-room-unknown", n=str(loc))

    def place(self, loc: Any, voice: Voice) -> str:
        """A location's name with its article ("the Workshop", "l’Atelier")."""
        if isinstance(loc, int) and loc in LOCATIONS:
            return catalogue().attribute(voice.lang, f"alcatraz-room-{loc}", "the")
        return catalogue().attribute(voice.lang, "alcatraz-room-unknown", "the", {"n": str(loc)})

    def item(self, item: Any, voice: Voice, count: int | str = "kind") -> str:
        """An item type (or cash, stamina): ``count`` picks the singular or the plural of a
        number of them, "kind" names the type in general ("keys", "cash")."""
        if item in ITEMS or item in TRACKS:
            return voice.t(f"alcatraz-item-{item}", count=count)
        return str(item)

    def amount(self, item: Any, count: int, voice: Voice) -> str:
        """A number of one item or track: "1 key", "2 cash", "3 points de forme physique"."""
        return voice.t("alcatraz-amount", count=count, item=self.item(item, voice, count))

    def amounts(self, items: Iterable[str], voice: Voice, cash: int = 0) -> str:
        """Items grouped by type ("2 keys and 1 drug"), cash last; "nothing" when empty."""
        counted = Counter(items)
        parts = [self.amount(i, counted[i], voice) for i in ITEMS if counted[i]]
        parts += [self.amount(i, counted[i], voice) for i in sorted(counted) if i not in ITEMS]
        if cash:
            parts.append(self.amount("cash", cash, voice))
        return join(voice, parts) if parts else voice.t("alcatraz-nothing")

    def trade_terms(self, trade: Mapping[str, Any], voice: Voice) -> dict[str, str]:
        """What a trade (a draft's or an event's dict) gives and takes, as sentence arguments;
        ``given``/``taken`` say whether there is anything, for languages that say "nothing"
        with a negation ("vous ne donnez rien")."""
        return {
            "give": self.amounts(trade["give"], voice, trade["give_cash"]),
            "take": self.amounts(trade["take"], voice, trade["take_cash"]),
            "given": "yes" if trade["give"] or trade["give_cash"] else "no",
            "taken": "yes" if trade["take"] or trade["take_cash"] else "no",
        }

    def step(self, letter: Any, voice: Voice) -> str:
        if isinstance(letter, str) and letter in STEPS:
            return voice.t(f"alcatraz-step-{letter}")
        return str(letter)

    def task_name(self, card: Any, voice: Voice) -> str:
        if isinstance(card, str) and len(card) == 2 and card[0] in STEPS and card[1] in "12345":
            return voice.t(f"alcatraz-task-{card}")
        return str(card)

    def card_kind(self, card: Any) -> str | None:
        found = blackmail().get(card) if isinstance(card, str) else None
        return found.kind if found else None

    def card_name(self, card: Any, voice: Voice) -> str:
        kind = self.card_kind(card)
        return voice.t(f"alcatraz-bm-{kind}") if kind else str(card)

    def card_text(self, card: Any, voice: Voice) -> str:
        kind = self.card_kind(card)
        if kind is None:
            return ""
        return catalogue().attribute(voice.lang, f"alcatraz-bm-{kind}", "text")

    def seats(self, seats: Sequence[int], voice: Voice) -> str:
        return join(voice, [voice.name(s) for s in seats])

    def _where(self, loc: Any, voice: Voice, prefix: str = "") -> dict[str, Any]:
        """A location as Fluent arguments: ``place`` (with article), ``room`` and ``loc``."""
        return {
            f"{prefix}place": self.place(loc, voice),
            f"{prefix}room": self.room(loc, voice),
            f"{prefix}loc": str(loc),
        }

    # -- events -----------------------------------------------------------------------------------

    def event(self, event: Event, voice: Voice) -> str | None:
        if event.to is not None and event.to != voice.reader:
            return None  # a private event is said to its reader only
        d = event.data
        if event.kind == "action":
            action = d["action"]
            args = self._action_args(action, voice)
            args.update(self._detail_args(d, voice))
            args["who"] = voice.name(d["seat"])
            args["own"] = yes(action.get("owner") == d["seat"])
            if action["type"] == "blackmail":
                return voice.t(f"alcatraz-played-{self.card_kind(action['card'])}", **args)
            return voice.t(f"alcatraz-event-action-{action['type']}", **args)
        return voice.t(f"alcatraz-event-{event.kind}", **self.event_args(event, voice))

    def event_args(self, event: Event, voice: Voice) -> dict[str, Any]:
        d = event.data
        args: dict[str, Any] = {}
        if "seat" in d:
            args["who"] = voice.name(d["seat"])
        kind = event.kind
        if kind == "my_ballot":
            args["candidate"] = voice.name(d["candidate"])
        elif kind == "cards_gained":
            args["count"] = d["count"]
        elif kind in ("my_new_cards", "cards_shown"):
            args["cards"] = join(voice, [self.card_name(c, voice) for c in d["cards"]])
            args["count"] = len(d["cards"])
        elif kind == "new_round":
            args["round"] = d["round"]
            args["count"] = len(d["guard_at"])
            args["place"] = join(voice, [self.place(n, voice) for n in d["guard_at"]])
        elif kind == "scapegoat_elected":
            args.update(self._vote_args(d, voice))
        elif kind == "tasks":
            args["count"] = len(d["tasks"])
            args["tasks"] = join(voice, [self._task_line(t, voice) for t in d["tasks"]])
        elif kind == "turn":
            args["ap"] = d["ap"]
        elif kind == "stay_vote":
            args["candidates"] = self.seats(d["candidates"], voice)
        elif kind == "game_over":
            args["reason"] = d["reason"]
            args["escaped"] = self.seats(d["escaped"], voice)
            args["stayed"] = self.seats(d["stayed"], voice)
            args["count"] = len(d["escaped"])
        return args

    def _vote_args(self, d: Mapping[str, Any], voice: Voice) -> dict[str, Any]:
        ballots = [
            voice.t("alcatraz-ballot", voter=voice.name(voter), candidate=voice.name(choice))
            for voter, choice in enumerate(d["ballots"])
        ]
        return {
            "ballots": ", ".join(ballots),
            "elected": voice.name(d["elected"]),
            "bonus": d["bonus"],
            "again": yes(d["bonus"] > 1),
        }

    def _task_line(self, task: Mapping[str, Any], voice: Voice) -> str:
        card = task["card"]
        return voice.t(
            "alcatraz-task-at",
            step=card[0],
            name=self.task_name(card, voice),
            **self._where(task["location"], voice),
        )

    def _detail_args(self, d: Mapping[str, Any], voice: Voice) -> dict[str, Any]:
        """The public details the engine adds to an action event (see ``_details`` there)."""
        args: dict[str, Any] = self._where(d.get("at"), voice, "here_")
        action = d["action"]
        kind = action["type"]
        if kind == "use":
            gains = [self.amount(i, n, voice) for i, n in sorted(Counter(d["gained"]).items())]
            for track in TRACKS:
                if d.get(track, 0) > 0:
                    gains.append(self.amount(track, d[track], voice))
            if action.get("card"):
                gains.append(self.card_name(action["card"], voice))
            args["gains"] = join(voice, gains) if gains else "none"
        elif kind in ("trade_offer", "trade_answer") and d.get("trade"):
            trade = d["trade"]
            args["by"] = voice.name(trade["by"])
            args["partner"] = voice.name(trade["partner"])
            args.update(self.trade_terms(trade, voice))
        elif kind == "task_answer":
            args["performer"] = voice.name(d.get("performer"))
            args["item"] = self.amount(d.get("item"), 1, voice)
        elif kind == "place_item":
            args["item"] = self.amount(d.get("item"), 1, voice)
        elif kind == "task_complete" and d.get("task"):
            task = d["task"]
            args.update(self._where(task["location"], voice))
            args["task"] = self.task_name(task["card"], voice)
            args["step"] = task["step"]
            args["step_name"] = self.step(task["step"], voice)
            reward = d.get("reward")
            args["reward"] = reward or "none"
            args["reward_name"] = self.step(reward, voice) if reward else "-"
            args["rewarded"] = self.seats(d.get("rewarded") or [], voice)
        return args

    # -- moves ------------------------------------------------------------------------------------

    def _action_args(self, action: Mapping[str, Any], voice: Voice) -> dict[str, Any]:
        """The Fluent arguments of an action, as a label and in the log."""
        kind = action["type"]
        args: dict[str, Any] = {}
        for key in SEAT_FIELDS:
            if isinstance(action.get(key), int):
                args[key] = voice.name(action[key])
        if kind == "move":
            args.update(self._where(action["to"], voice))
        elif kind == "riot":
            args.update(self._where(action["source"], voice, "from_"))
        elif kind == "place_item":
            args.update(self._where(action["location"], voice))
        elif kind == "guard_move":
            args["supply"] = yes(action["source"] == 0)
            args.update(self._where(action["source"], voice, "from_"))
            args.update(self._where(action["to"], voice, "to_"))
        elif kind in ("steal", "task_pledge", "trade_add"):
            args["item"] = self.amount(action.get("what") or action.get("item"), 1, voice)
        elif kind == "discard":
            args["item"] = self.amount(action["item"], 1, voice)
        elif kind == "use":
            pay = action.get("pay")
            args["paid"] = self.amount(pay, 1, voice) if pay else "none"
            take = action.get("take") or []
            args["taking"] = self.amounts(take, voice) if take else "none"
            card = action.get("card")
            args["card"] = self.card_name(card, voice) if card else "none"
        elif kind in ("keep_card", "blackmail"):
            args["card"] = self.card_name(action["card"], voice)
        if kind == "blackmail":
            what = action.get("what")
            args["item"] = self.amount(what, 1, voice) if what else "-"
            args.update(self._where(action.get("location"), voice))
        if kind == "trade_add":
            args["side"] = action["side"]
        if kind in ("task_answer", "trade_answer"):
            args["accept"] = yes(action["accept"])
        return args

    def move(self, action: Mapping[str, Any], voice: Voice) -> str:
        args = self._action_args(action, voice)
        if action["type"] == "blackmail":
            return voice.t(f"alcatraz-play-{self.card_kind(action['card'])}", **args)
        return voice.t(f"alcatraz-move-{action['type']}", **args)

    def command_args(self, action: Mapping[str, Any]) -> list[str]:
        """Language-free arguments: seats as 1–4 (as on the pawns), locations 1–12 (as on the
        tiles), item ids, blackmail cards by kind (the legal moves never offer two copies of a
        card), ``yes``/``no``: ``steal 2 keys``, ``use cash keys``, ``blackmail transfer 3 7``,
        ``guard 0 5`` (0: from the supply)."""
        out: list[str] = []
        for key, value in action.items():
            if key == "type" or value is None:
                continue
            if isinstance(value, bool):
                out.append(yes(value))
            elif key in SEAT_FIELDS and isinstance(value, int):
                out.append(str(value + 1))
            elif key == "card":
                out.append(self.card_kind(value) or str(value))
            elif isinstance(value, list | tuple):
                out.extend(str(v) for v in value)
            else:
                out.append(str(value))
        return out

    # -- refusals ---------------------------------------------------------------------------------

    def refusal_args(self, error: IllegalAction, voice: Voice) -> dict[str, Any]:
        p = error.params
        args: dict[str, Any] = {k: v for k, v in p.items() if isinstance(v, int | str)}
        if "loc" in p:
            args["place"] = self.place(p["loc"], voice)
        if "task" in p:
            args["task_name"] = self.task_name(p["task"], voice)
        if "card" in p:
            args["card_name"] = self.card_name(p["card"], voice)
        for key in ("item", "what"):
            if key in p:
                args[key] = self.item(p[key], voice)
        return args

    # -- positions --------------------------------------------------------------------------------

    def _pending(self, view: Mapping[str, Any], voice: Voice) -> str | None:
        pending = view.get("pending")
        if not pending:
            return None
        kind = pending["kind"]
        args: dict[str, Any] = {"who": voice.name(pending.get("seat", view.get("current")))}
        if kind == "trade":
            args["who"] = voice.name(pending["by"])
            args["partner"] = voice.name(pending["partner"])
            args["offered"] = yes(pending["offered"])
            args.update(self.trade_terms(pending, voice))
        elif kind == "task":
            args["who"] = voice.name(pending["performer"])
            asking = pending.get("asking")
            args["asking"] = yes(asking)
            args["owner"] = voice.name(asking["seat"]) if asking else "-"
            args["item"] = self.amount(asking["item"], 1, voice) if asking else "-"
            args["pledged"] = self.amounts([p["item"] for p in pending["pledges"]], voice)
        elif kind == "guard_moves":
            args["left"] = pending["left"]
        elif kind == "pick":
            args["count"] = pending["count"]
        elif kind == "returns":
            args["items"] = self.amounts(pending["items"], voice)
        return voice.t(f"alcatraz-pending-{kind}", **args)

    def _body(self, view: Mapping[str, Any], voice: Voice) -> str:
        """The status without the round: the vote, or whose turn and what is in progress."""
        result = view.get("result")
        if result:
            return voice.t(
                "alcatraz-over",
                reason=result["reason"],
                escaped=self.seats(result["escaped"], voice),
                stayed=self.seats(result["stayed"], voice),
            )
        vote = view.get("vote")
        if vote:
            return voice.t(
                f"alcatraz-status-{vote['kind']}",
                cast=vote["cast"],
                of=vote["of"],
                candidates=self.seats(vote["candidates"], voice),
            )
        current = view.get("current")
        text = voice.t(
            "alcatraz-status-turn",
            who=voice.name(current),
            ap=view.get("ap", 0),
            bribed=view.get("bribed", 0),
        )
        pending = self._pending(view, voice)
        return f"{text} · {pending}" if pending else text

    def status(self, view: AlcatrazView, voice: Voice) -> str:
        if view.get("result"):
            return voice.t("alcatraz-status-final", body=self._body(view, voice))
        return voice.t("alcatraz-status", round=view["round"], body=self._body(view, voice))

    def _board_task(self, task: Mapping[str, Any], voice: Voice, detail: int) -> str:
        needs = self.amounts([i for i, n in task["items"].items() for _ in range(n)], voice)
        return voice.t(
            "alcatraz-board-task",
            step=task["step"],
            name=self.task_name(task["card"], voice),
            prisoners=task["prisoners"],
            guards=task["max_guards"],
            needs=needs,
            detail=detail,
            **self._where(task["location"], voice),
        )

    def _board_player(self, p: Mapping[str, Any], voice: Voice, detail: int) -> str:
        return voice.t(
            "alcatraz-board-player",
            who=voice.name(p["seat"]),
            items=self.amounts(p["items"], voice),
            cash=p["cash"],
            stamina=p["stamina"],
            plan=" ".join(p["plan"]) or "-",
            cards=p["blackmail_cards"],
            detail=detail,
            **self._where(p["location"], voice),
        )

    def board(self, view: AlcatrazView, voice: Voice) -> str:
        """The public position in words, at most ``ALT_LIMIT`` characters (it is also the alt
        text): less detailed wordings are tried until one fits."""
        return fit_alt(self._board_text(view, voice, detail) for detail in (2, 1, 0))

    def _board_text(self, view: Mapping[str, Any], voice: Voice, detail: int) -> str:
        parts = [
            voice.t("alcatraz-board-head", round=view["round"], body=self._body(view, voice)),
            voice.t(
                "alcatraz-board-guards",
                who=voice.name(view["scapegoat"]),
                bonus=view["bonus"],
                entered=view["guards_entered"],
                limit=view["guard_limit"],
            ),
        ]
        tasks = [self._board_task(t, voice, detail) for t in view["tasks"]]
        parts.append(
            voice.t(
                "alcatraz-board-tasks",
                tasks=voice.t("alcatraz-semicolon").join(tasks),
                count=len(tasks),
            )
        )
        guarded = [
            voice.t(
                "alcatraz-board-guarded",
                count=loc["guards"],
                detail=detail,
                **self._where(loc["number"], voice),
            )
            for loc in view["locations"]
            if loc["guards"]
        ]
        parts.append(voice.t("alcatraz-board-guard-list", guards=", ".join(guarded) or "-"))
        parts += [self._board_player(p, voice, detail) for p in view["players"]]
        return " ".join(parts)

    def secrets(self, view: AlcatrazView, voice: Voice) -> str | None:
        """The seat's blackmail hand, the cards shown to it and its ballot if cast."""
        if view.get("you") is None:
            return None
        hand = view.get("hand") or []
        cards = [
            voice.t(
                "alcatraz-card",
                name=self.card_name(c["id"], voice),
                text=self.card_text(c["id"], voice),
            )
            for c in hand
        ]
        lines = [
            voice.t(
                "alcatraz-secret-hand",
                count=len(cards),
                cards=voice.t("alcatraz-semicolon").join(cards),
            )
        ]
        shown = view.get("shown_cards") or []
        if shown:
            names = join(voice, [self.card_name(c["id"], voice) for c in shown])
            lines.append(voice.t("alcatraz-secret-shown", cards=names, count=len(shown)))
        ballot = view.get("my_ballot")
        if ballot is not None:
            lines.append(voice.t("alcatraz-secret-ballot", candidate=voice.name(ballot)))
        return "\n".join(lines)


NARRATOR = AlcatrazNarrator()


def rule_text(
    number: int, side: str, lang: str, short: bool = True, radio_silver: str = "move"
) -> str:
    """A location rule in the reader's language, from its effect (``short`` fits a tile;
    ``radio_silver`` is the engine option of that name)."""
    fx = locations()[number].side(side).effect
    voice = Voice(lang)
    args: dict[str, Any] = {"count": fx.amount or fx.count or fx.moves or fx.draw, "keep": fx.keep}
    kind = fx.kind
    if kind == "move_guards" and radio_silver == "add" and number == 2 and side == "silver":
        kind = "add_guards"
    elif kind == "take":
        if fx.item == "choice":
            kind = "take_choice"
        else:
            args["items"] = NARRATOR.amount(fx.item, fx.count, voice)
    gain = _rule_say(lang, f"alcatraz-rule-{kind}", short, args)
    if fx.exchange:
        return _rule_say(lang, "alcatraz-rule-exchange", short, {"gain": gain})
    return gain


def _rule_say(lang: str, key: str, short: bool, args: dict[str, Any]) -> str:
    if short:
        return catalogue().attribute(lang, key, "short", args)
    return catalogue().text(lang, key, args)
