"""Fled in words.

Cells are named chess-style on the fixed 14 × 13 frame: columns A–N from left to right, rows 1–13
from top to bottom (row 1 is the outer forest ring at the top, like the picture's first row), so
the starting yard is G7–H7 in every game. :func:`cell_name` is the one place that names a cell:
the log, the moves, the typed commands and the picture's axes all use it.

Tiles are named by what matters to the players holding or playing them: their item, with "gold"
for a doubled tool, and their number (``the gold key tile (#26)``); placed tiles also say which
rooms they add. Seats are the prisoner colours, each with the letter the pawn carries in the
board picture, so no one needs to tell yellow from orange.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from bot.narrate import Narrator, Voice, fit_alt, join
from rules.fled.board import HEIGHT, WIDTH, board_from, step
from rules.fled.tiles import Tile, tile

if TYPE_CHECKING:
    from rules.core import Event, IllegalAction
    from rules.fled.views import FledView

COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: the letter each prisoner's pawn carries in the board picture
PAWN_LETTERS = ("Y", "B", "O", "G")
#: the typed form of each non-player piece (language-free, as W1-W3 in the picture)
NPC_WORDS = {"warder1": "w1", "warder2": "w2", "warder3": "w3", "chaplain": "ch"}


def column_name(x: int) -> str:
    """The letter of column ``x`` (0 is the left forest ring, A)."""
    if not 0 <= x < WIDTH:
        raise ValueError(f"column {x} is outside the {WIDTH}-column frame")
    return COLUMNS[x]


def row_name(y: int) -> str:
    """The number of row ``y`` (0 is the top forest ring, 1)."""
    if not 0 <= y < HEIGHT:
        raise ValueError(f"row {y} is outside the {HEIGHT}-row frame")
    return str(y + 1)


def cell_name(x: int, y: int) -> str:
    """A cell of the frame, chess-style: ``cell_name(6, 6) == "G7"`` (the starting yard's west
    half). Fixed for the whole game, whatever has been built."""
    return column_name(x) + row_name(y)


def _cell(value: Sequence[int]) -> str:
    """A cell as the engine gives it (a tuple, or a list once stored as JSON)."""
    return cell_name(int(value[0]), int(value[1]))


def letters(index: int) -> str:
    """A, B, … Z, AA, AB, …: the labels of placements on a preview picture (the Discord panel's
    select and the terminal's typed moves)."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def _yes(flag: object) -> str:
    return "yes" if flag else "no"


def _npc_kind(npc: str) -> str:
    return "chaplain" if npc == "chaplain" else "warder"


class FledNarrator(Narrator["FledView"]):
    game = "fled"

    # -- names ------------------------------------------------------------------------------------

    def item(self, tile_id: int, voice: Voice) -> str:
        """What a tile carries, e.g. "gold key", "shamrock", "stamp"."""
        t = tile(tile_id)
        return voice.t("fled-item", item=t.item or "none", gold=_yes(t.scroll == "gold"))

    def tile(self, tile_id: int, voice: Voice) -> str:
        """A tile in a sentence: "the gold key tile (#26)"."""
        return voice.t("fled-tile", item=self.item(tile_id, voice), id=tile_id)

    def tile_short(self, tile_id: int, voice: Voice) -> str:
        """A tile in a list or a label: "gold key #26"."""
        return voice.t("fled-tile-short", item=self.item(tile_id, voice), id=tile_id)

    def tiles(self, tile_ids: Sequence[int], voice: Voice) -> str:
        return join(voice, [self.tile_short(t, voice) for t in tile_ids])

    def room(self, room: str | None, voice: Voice) -> str:
        return voice.t("fled-room", room=room or "none")

    def npc(self, npc: str, voice: Voice) -> str:
        return voice.t("fled-npc", npc=npc)

    def _halves(self, tile_id: int, voice: Voice) -> dict[str, Any]:
        """The rooms a placed tile adds and what its forest asks for."""
        t: Tile = tile(tile_id)
        return {
            "head_room": self.room(t.head.room, voice),
            "tail_room": self.room(t.tail.room, voice),
            "single": _yes(t.single_room),
            "forest": _yes(t.is_forest),
            "parchment": voice.t("fled-item", item=t.parchment or "none", gold="no"),
            "hole": _yes(t.hole),
        }

    def _half_words(self, t: Tile, is_head: bool, voice: Voice) -> str:
        """One half of a tile as printed: its room and its walls (a forest names its exit's
        tool instead; the open side between the halves of one room is left out)."""
        half = t.half(is_head)
        if half.room == "forest":
            tool = voice.t("fled-item", item=t.parchment or "none", gold="no")
            return voice.t("fled-layout-forest", tool=tool)
        walls = [
            voice.t("fled-layout-wall", wall=wall, side=side)
            for side, wall in zip(("N", "E", "S", "W"), half.walls, strict=True)
            if wall != "open"
        ]
        return voice.t(
            "fled-layout-half", room=self.room(half.room, voice), walls=join(voice, walls)
        )

    def layout(self, tile_id: int, voice: Voice) -> str:
        """A hand tile in words, as printed (head on top): "key #19: top bunk (door south,
        windows …); bottom corridor (…)", with its moon or tunnel."""
        t = tile(tile_id)
        marks = []
        if t.adds is not None:
            marks.append(voice.t("fled-pic-moon", adds=t.adds))
        if t.hole:
            marks.append(voice.t("fled-pic-tunnel"))
        return voice.t(
            "fled-layout",
            tile=self.tile_short(tile_id, voice),
            top=self._half_words(t, True, voice),
            bottom=self._half_words(t, False, voice),
            marks=", ".join(marks),
            marked=_yes(marks),
        )

    # -- events -----------------------------------------------------------------------------------

    def event_args(self, event: Event, voice: Voice) -> dict[str, Any]:
        d = event.data
        # tile numbers and cells are named below; counts and seats go through as they are
        plain = {k: v for k, v in d.items() if k != "tile" and not isinstance(v, list | tuple)}
        args = self.fields(plain, voice)
        kind = event.kind
        if "tile" in d:
            has = d["tile"] is not None
            args["has_tile"] = _yes(has)
            args["tile"] = self.tile(d["tile"], voice) if has else ""
        if kind == "bunk":
            args["cell"] = cell_name(d["x"], d["y"])
        elif kind == "place":
            args.update(self._halves(d["tile"], voice))
            args["head"] = _cell(d["head"])
            args["tail"] = _cell(d["tail"])
            args["number"] = d["tile"]
        elif kind == "npc_arrives":
            args["npc"] = self.npc(d["npc"], voice)
            args["kind"] = _npc_kind(d["npc"])
            args["at"] = _cell(d["at"])
        elif kind in ("move", "whistle"):
            args["to"] = _cell(d["to"])
            if kind == "whistle":
                args["npc"] = self.npc(d["npc"], voice)
                args["shamrock"] = _yes(tile(d["tile"]).item == "shamrock")
        elif kind == "stash":
            args["paid"] = self.tiles(d.get("paid") or [], voice)
            args["paid_count"] = len(d.get("paid") or [])
        elif kind == "escape":
            args["tools"] = self.tiles(d.get("tools") or [], voice)
            args["tools_count"] = len(d.get("tools") or [])
        elif kind == "drawn":
            args["tiles"] = self.tiles(d.get("tiles") or [], voice)
            args["tiles_count"] = len(d.get("tiles") or [])
        elif kind == "game_over":
            args["reason"] = "hard_labor" if d.get("reason") == "hard labor" else "escape"
        return args

    # -- moves ------------------------------------------------------------------------------------

    def move(self, action: Mapping[str, Any], voice: Voice) -> str:
        kind = action["type"]
        args: dict[str, Any] = {}
        if kind == "bunk":
            head = (action["x"], action["y"])
            args["head"] = cell_name(*head)
            args["tail"] = _cell(step(head, action["tail"]))
        elif kind == "place":
            head = (action["x"], action["y"])
            args.update(self._halves(action["tile"], voice))
            args["tile"] = self.tile_short(action["tile"], voice)
            args["head"] = cell_name(*head)
            args["tail"] = _cell(step(head, action["tail"]))
        elif kind in ("surrender", "move", "whistle", "stash"):
            args["tile"] = self.tile_short(action["tile"], voice)
            if kind in ("move", "whistle"):
                args["cell"] = cell_name(action["x"], action["y"])
            if kind == "whistle":
                target = action.get("target")
                args["npc"] = self.npc(action["npc"], voice)
                args["targeted"] = _yes(target is not None)
                args["target"] = voice.name(target) if target is not None else ""
            if kind == "stash":
                pay = action.get("pay") or []
                args["paid"] = self.tiles(pay, voice)
                args["paid_count"] = len(pay)
        elif kind == "escape":
            args["tools"] = self.tiles(action.get("tools") or [], voice)
        elif kind == "draw":
            governor = action.get("governor")
            args["from_governor"] = _yes(governor is not None)
            args["tile"] = self.tile_short(governor, voice) if governor is not None else ""
        return voice.t(f"fled-move-{kind}", **args)

    def command_args(self, action: Mapping[str, Any]) -> list[str]:
        """Typed arguments, language-free: tile numbers, cells (``place 17 F5 F6``: the tile's
        first half on F5, its second on F6), pieces (``w1``…``w3``, ``ch``) and target pawns by
        their letter (``whistle 44 w1 H7 b``)."""
        kind = action["type"]
        if kind in ("bunk", "place"):
            head = (action["x"], action["y"])
            cells = [cell_name(*head), _cell(step(head, action["tail"]))]
            return cells if kind == "bunk" else [str(action["tile"]), *cells]
        if kind == "move":
            return [str(action["tile"]), cell_name(action["x"], action["y"])]
        if kind == "whistle":
            out = [str(action["tile"]), NPC_WORDS[action["npc"]]]
            out.append(cell_name(action["x"], action["y"]))
            if action.get("target") is not None:
                out.append(PAWN_LETTERS[action["target"]].lower())
            return out
        if kind == "stash":
            return [str(action["tile"]), *(str(t) for t in action.get("pay") or [])]
        if kind == "escape":
            return [str(t) for t in action.get("tools") or []]
        if kind == "draw":
            governor = action.get("governor")
            return [] if governor is None else [str(governor)]
        return [str(action["tile"])]  # surrender

    # -- refusals ---------------------------------------------------------------------------------

    def refusal_args(self, error: IllegalAction, voice: Voice) -> dict[str, Any]:
        params = error.params
        args = self.fields({k: v for k, v in params.items() if k != "cell"}, voice)
        if "cell" in params:
            args["cell"] = _cell(params["cell"])
        if "npc" in params:
            args["npc"] = self.npc(params["npc"], voice)
        if "item" in params:
            args["item"] = voice.t("fled-item", item=params["item"], gold="no")
        if "name" in params and "tile" in params:
            args["name"] = self.item(params["tile"], voice)
        return args

    # -- positions --------------------------------------------------------------------------------

    def status(self, view: FledView, voice: Voice) -> str:
        phase = view.get("phase")
        players = list(view.get("players") or [])
        if phase == "over":
            scores = [
                voice.t("fled-score", name=voice.name(p["seat"]), points=p["score"])
                for p in players
            ]
            winners = [voice.name(s) for s in view["winners"]]
            return voice.t(
                "fled-over",
                reason="hard_labor" if view.get("hard_labor") else "escape",
                scores=join(voice, scores),
                winners=join(voice, winners),
                count=len(winners),
            )
        line = voice.t(
            f"fled-step-{phase}",
            who=voice.name(view.get("current")),
            plays=view.get("plays_left") or 0,
        )
        final = view.get("final_turns")
        if final is not None:
            line += " " + voice.t("fled-final-round", left=final)
        return line

    def _roll_call(self, view: Mapping[str, Any], voice: Voice) -> str:
        whistle = int(view.get("whistle", 4))
        posters = list((view.get("posters") or [[]] * 5)[whistle])
        rooms = join(voice, [self.room(r, voice) for r in posters])
        where = voice.t("fled-roll-call", position=whistle + 1, governor=_yes(whistle == 4))
        # the charm moves one tile left per whistle (4, 3, 2, 1, 0, then back to 4)
        whistles = (whistle - int(view.get("open_window", 3))) % 5
        return voice.t(
            "fled-board-roll-call",
            where=where,
            rooms=rooms,
            night=_yes(view.get("night")),
            whistles=whistles,
        )

    def _player(self, p: Mapping[str, Any], view: Mapping[str, Any], voice: Voice) -> str:
        if p.get("escaped"):
            state = "escaped"
        elif p.get("solitary"):
            state = "solitary"
        elif p.get("pos") is None:
            state = "unplaced"
        else:
            state = "in"
        cell = _cell(p["pos"]) if p.get("pos") is not None else ""
        room = ""
        if state == "in":
            board = board_from(
                tuple((q["tile"], q["x"], q["y"], q["tail"]) for q in view.get("placed") or [])
            )
            room = self.room(board.room_type((p["pos"][0], p["pos"][1])), voice)
        inventory = list(p.get("inventory") or [])
        return voice.t(
            "fled-board-player",
            name=voice.name(p["seat"]),
            state=state,
            cell=cell,
            room=room,
            points=p.get("score", 0),
            hand=p.get("hand_size", 0),
            inventory=self.tiles(inventory, voice),
            inventory_count=len(inventory),
            shackled=_yes(p.get("shackled")),
        )

    def _exits(self, view: Mapping[str, Any], voice: Voice) -> str:
        """Where one can escape: the room half of each forest tile, and the tool it asks for."""
        exits = []
        for q in view.get("placed") or []:
            t = tile(q["tile"])
            if t.is_forest:
                room = step((q["x"], q["y"]), q["tail"])
                tool = voice.t("fled-item", item=t.parchment or "none", gold="no")
                exits.append(voice.t("fled-exit", cell=_cell(room), tool=tool))
        return voice.t("fled-board-exits", exits=join(voice, exits), count=len(exits))

    def board(self, view: FledView, voice: Voice) -> str:
        """The position in words from what the view shows (the public view has no secret in
        it), at most ``ALT_LIMIT`` characters: alt text, ``/game board text`` and the terminal.
        Where exits would not fit they are left out, then the Governor's tiles are only counted."""
        npcs = view.get("npcs") or {}
        pieces = [
            voice.t("fled-piece", npc=self.npc(n, voice), cell=_cell(npcs[n]))
            for n in ("warder1", "warder2", "warder3", "chaplain")
            if n in npcs
        ]
        governor = list(view.get("governor") or [])
        head = [
            self.status(view, voice),
            voice.t("fled-board-prison", tiles=len(view.get("placed") or [])),
            self._roll_call(view, voice),
            voice.t("fled-board-pieces", pieces=join(voice, pieces)),
        ]
        players = [self._player(p, view, voice) for p in view.get("players") or []]
        piles = voice.t(
            "fled-board-piles",
            stack=view.get("stack", 0),
            discards=len(view.get("discards") or []),
        )
        full = voice.t(
            "fled-board-governor", tiles=self.tiles(governor, voice), count=len(governor)
        )
        short = voice.t("fled-board-governor-count", count=len(governor))
        variants = (
            [*head, self._exits(view, voice), *players, full, piles],
            [*head, *players, full, piles],
            [*head, *players, short, piles],
        )
        return fit_alt(" ".join(parts) for parts in variants)

    def secrets(self, view: FledView, voice: Voice) -> str | None:
        seat = view.get("seat")
        if seat is None:
            return None
        hand = list(view.get("hand") or [])
        shackle = view.get("shackle")
        return "\n".join(
            [
                voice.t("fled-hand", tiles=self.tiles(hand, voice), count=len(hand)),
                voice.t(
                    "fled-shackle",
                    shackled=_yes(shackle is not None),
                    tile=self.tile(shackle, voice) if shackle is not None else "",
                ),
            ]
        )


__all__ = ["NARRATOR", "FledNarrator", "cell_name", "column_name", "row_name"]

NARRATOR = FledNarrator()
