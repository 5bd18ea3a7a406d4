"""What a seat sees of the table: everything but the order of face-down pantries and stacks."""

from __future__ import annotations

from dataclasses import dataclass

NO_TACO = -1
EMPTY_PLATE = -1


@dataclass(frozen=True)
class StabView:
    """A stab in progress: the fork, the taco, taps so far and the step of the first tap."""

    fork: int
    taco: int
    taps: int
    started: int


@dataclass(frozen=True)
class TableView:
    """The public table (the same for every seat). Per-seat tuples are indexed by seat, then by
    plate; piles list cards bottom first, so the last card is the top one."""

    players: int
    difficulty: str
    phase: str
    wave: int
    waves: int
    plates: tuple[tuple[tuple[int, ...], ...], ...]
    plate_values: tuple[tuple[int, ...], ...]
    attackers: tuple[tuple[int, ...], ...]
    smash: tuple[tuple[tuple[int, ...], ...], ...]
    fists: tuple[tuple[int, ...], ...]
    held: tuple[tuple[int, ...], ...]
    incoming: tuple[tuple[int, ...], ...]
    kitchens: tuple[tuple[int, ...], ...]
    pantry_sizes: tuple[int, ...]
    stack_size: int
    taco_stack_sizes: tuple[tuple[str, int], ...]
    sink: tuple[int, ...]
    forks_sunk: tuple[int, ...]
    stabs: tuple[StabView | None, ...]
    ready: tuple[bool, ...]
    result: str
    names: tuple[str, ...] = ()
    """Each seat's player name (public: hints say "Smash the taco attacking Rosa")."""


@dataclass(frozen=True)
class Observation:
    """One seat's view at one step: the table plus the clock."""

    seat: int
    table: TableView
    step: int
    phase_elapsed: int
    phase_steps: int

    @property
    def phase(self) -> str:
        return self.table.phase

    @property
    def steps_left(self) -> int:
        """Steps until the phase ends (0 when the phase is untimed)."""
        return max(0, self.phase_steps - self.phase_elapsed) if self.phase_steps else 0
