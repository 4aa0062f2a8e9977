"""Read-only lists and dicts, shared between Fugitive's states and between its views (see
:mod:`rules.fugitive.models` and :mod:`rules.fugitive.views`). Kept apart from the models so
that what reads views (the pictures, a picture worker unpickling them) does not load pydantic."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NoReturn, SupportsIndex, TypeVar

_T = TypeVar("_T")


class FrozenList(list[_T]):
    """A list that refuses every change (shared between game states, or between views).
    Equal to the plain list with the same items; ``list(x)`` or ``[*x]`` gives a mutable copy."""

    __slots__ = ()

    def _refuse(self) -> NoReturn:
        raise TypeError("this list is shared and cannot change; make a new one (list(...))")

    def append(self, item: _T, /) -> NoReturn:
        self._refuse()

    def extend(self, items: Iterable[_T], /) -> NoReturn:
        self._refuse()

    def insert(self, index: SupportsIndex, item: _T, /) -> NoReturn:
        self._refuse()

    def remove(self, item: _T, /) -> NoReturn:
        self._refuse()

    def pop(self, index: SupportsIndex = -1, /) -> NoReturn:
        self._refuse()

    def clear(self) -> NoReturn:
        self._refuse()

    def sort(self, *args: Any, **kwargs: Any) -> NoReturn:
        self._refuse()

    def reverse(self) -> NoReturn:
        self._refuse()

    def __setitem__(self, index: Any, value: Any, /) -> NoReturn:
        self._refuse()

    def __delitem__(self, index: Any, /) -> NoReturn:
        self._refuse()

    def __iadd__(self, items: Iterable[_T], /) -> NoReturn:  # type: ignore[misc,override]
        self._refuse()

    def __imul__(self, count: SupportsIndex, /) -> NoReturn:
        self._refuse()

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(self))

    def __copy__(self) -> FrozenList[_T]:
        return self

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> FrozenList[_T]:
        return self

    def __reduce__(self) -> tuple[type[FrozenList[_T]], tuple[list[_T]]]:
        return (type(self), (list(self),))


class FrozenDict(dict[str, Any]):
    """A read-only dict (one entry of a view's route or guess list, shared between views)."""

    __slots__ = ()

    def _refuse(self) -> NoReturn:
        raise TypeError("view entries are shared between views and cannot change; copy it first")

    def __setitem__(self, key: str, value: Any, /) -> NoReturn:
        self._refuse()

    def __delitem__(self, key: str, /) -> NoReturn:
        self._refuse()

    def __ior__(self, other: Any, /) -> NoReturn:  # type: ignore[misc]
        self._refuse()

    def clear(self) -> NoReturn:
        self._refuse()

    def pop(self, *args: Any) -> NoReturn:
        self._refuse()

    def popitem(self) -> NoReturn:
        self._refuse()

    def setdefault(self, *args: Any) -> NoReturn:
        self._refuse()

    def update(self, *args: Any, **kwargs: Any) -> NoReturn:
        self._refuse()

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> FrozenDict:
        return self

    def __reduce__(self) -> tuple[type[FrozenDict], tuple[dict[str, Any]]]:
        return (FrozenDict, (dict(self),))


class Entries(FrozenList[FrozenDict]):
    """A read-only list of view entries, shared by every view showing it; ``notes`` memoises
    what is derived from it (``{}`` when made)."""

    __slots__ = ("notes",)

    def __init__(self, items: Iterable[FrozenDict] = (), /) -> None:
        super().__init__(items)
        self.notes: dict[str, Any] = {}
