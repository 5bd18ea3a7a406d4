"""What a table works out once per state of the game (the observation, the model of what is
where, the viewer's legal moves), dropped all together when the state changes."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")


@dataclass
class PerState:
    """One state's worked-out values, by name."""

    key: Hashable = None
    kept: tuple[object, ...] = ()
    """The objects the key names by id, kept alive so no new object can take their id."""
    values: dict[Hashable, Any] = field(default_factory=dict)

    def get(self, key: Hashable, kept: tuple[object, ...], name: Hashable,
            make: Callable[[], T]) -> T:
        """The value `name` of the state `key` (made by `make()` the first time it is asked)."""
        if key != self.key:
            self.key, self.kept, self.values = key, kept, {}
        if name not in self.values:
            self.values[name] = make()
        value: T = self.values[name]
        return value
