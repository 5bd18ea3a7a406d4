"""What a seat sees of the table: everything but the order of face-down pantries and stacks."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact
from tabletop.games.taco_fight.rules.clock import steps_to_seconds

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
    ending: Fact | None
    """How the game ended (see `endings.py`); None while it goes on."""
    names: tuple[str, ...] = ()
    """Each seat's player name (public; the rules' facts name seats by number, the phrase book
    words them with these names)."""


@dataclass(frozen=True)
class Observation:
    """One seat's view at one step: the table plus the clock (all a table or a bot reads)."""

    seat: int
    table: TableView
    step: int
    """Fixed steps played since the game began."""
    phase_elapsed: int
    """Steps since the current phase began."""
    phase_steps: int
    """Steps the current phase lasts (0 when it is untimed, and once the game is over)."""
    window_steps: int = 0
    """Steps within which a stab's taps must all fall (this game's setting)."""
    fight_steps: int = 0
    """Steps every fight lasts in this game."""
    prep_steps: int = 0
    """Steps a prep phase lasts in this game (0: prep waits for everyone's Ready)."""

    @property
    def phase(self) -> str:
        return self.table.phase

    @property
    def steps_left(self) -> int:
        """Steps until the phase ends (0 when the phase is untimed)."""
        return max(0, self.phase_steps - self.phase_elapsed) if self.phase_steps else 0

    @property
    def is_timed(self) -> bool:
        """The current phase ends by itself when its time runs out."""
        return self.phase_steps > 0

    @property
    def duration(self) -> float:
        """Seconds the current phase lasts (0.0 when untimed)."""
        return steps_to_seconds(self.phase_steps)

    @property
    def time_left(self) -> float:
        """Seconds left in the current phase (0.0 when untimed)."""
        return steps_to_seconds(self.steps_left)
