"""¡Taco Fight!'s table state: every pile, the clock counters, and the checks actions share.

Piles are lists with the top card last. Game time is counted in whole fixed steps.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.actions import Event
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import GameSetup
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules.cards import HEATS, INGREDIENT, TacoFightData
from tabletop.games.taco_fight.rules.clock import seconds_to_steps
from tabletop.games.taco_fight.rules.endings import ending_code
from tabletop.games.taco_fight.rules.observation import NO_TACO, TableView
from tabletop.games.taco_fight.rules.options import ASSIST, DEFAULT_DIFFICULTY, DIFFICULTY
from tabletop.games.taco_fight.rules.prep import Ways, ways_for

PREP, FIGHT, OVER = "prep", "fight", "over"


class TableState:
    """The state of one game and the small checks every action handler uses."""

    def __init__(self, data: TacoFightData, setup: GameSetup,
                 decks: Mapping[str, Sequence[int]] | None = None) -> None:
        """`decks` (tests) fixes stack orders, top card first: keys 'ingredient', 'mild',
        'medium', 'hot'; a given stack may hold only some of that deck's cards."""
        n = len(setup.seats)
        if not 1 <= n <= data.max_players:
            raise ValueError(f"¡Taco Fight! seats 1 to {data.max_players} players, not {n}")
        self.data = data
        self.setup = setup
        self.players = n
        self.difficulty = data.difficulty(setup.options.get(DIFFICULTY, DEFAULT_DIFFICULTY))
        assist = setup.is_on(ASSIST)
        self.fight_steps = seconds_to_steps(data.assist_seconds if assist else data.fight_seconds)
        prep = self.difficulty.prep_seconds
        if assist and prep:
            prep = max(prep, data.assist_seconds)
        self.prep_steps = seconds_to_steps(prep)
        self.window_steps = seconds_to_steps(data.stab_window_seconds)
        self.may_defeat_own = n == 1 and data.solo_may_defeat_own
        cards = data.cards
        self._ways: dict[int, Ways] = {c.id: ways_for(data, c) for c in cards if c.is_taco}
        self.rng = random.Random(setup.seed)
        self.stack = self._deck(INGREDIENT, decks)
        self.taco_stacks = {heat: self._deck(heat, decks) for heat in HEATS}
        plates = data.plates_per_player
        self.pantry: list[list[int]] = [[] for _ in range(n)]
        self.kitchen: list[list[int]] = [[] for _ in range(n)]
        self.plates: list[list[list[int]]] = [[[] for _ in range(plates)] for _ in range(n)]
        self.attack: list[list[int]] = [[NO_TACO] * plates for _ in range(n)]
        self.smash: list[list[list[int]]] = [[[] for _ in range(plates)] for _ in range(n)]
        self.held: list[list[int]] = [[] for _ in range(n)]
        self.incoming: list[list[int]] = [[] for _ in range(n)]
        self.ready = [False] * n
        self.sink: list[int] = []
        self.forks_sunk = [0] * n
        self.stabs: list[list[int] | None] = [None] * n
        self.step = 0
        self.phase = PREP
        self.wave = 1
        self.phase_elapsed = 0
        self.phase_steps = 0
        self.fights = 0
        self.won = False
        self.ending: Fact | None = None
        """How the game ended (see `endings.py`); None while it goes on."""
        self._version = 0
        self._view: tuple[int, TableView] | None = None

    def _deck(self, deck: str, decks: Mapping[str, Sequence[int]] | None) -> list[int]:
        if decks is None or deck not in decks:
            ids = list(self.data.deck_ids(deck))
            self.rng.shuffle(ids)
            return ids
        given = list(decks[deck])
        if len(set(given)) != len(given) or any(
                not 0 <= c < len(self.data.cards) or self.data.cards[c].deck != deck
                for c in given):
            raise ValueError(f"the fixed {deck} deck must list distinct {deck} card ids")
        return given[::-1]

    @property
    def waves(self) -> int:
        return len(self.difficulty.waves)

    def snapshot(self) -> dict[str, Any]:
        version, internal, gauss = self.rng.getstate()
        return {
            "step": self.step, "phase": self.phase, "wave": self.wave,
            "phase_elapsed": self.phase_elapsed, "phase_steps": self.phase_steps,
            "fights": self.fights, "won": self.won, "result": ending_code(self.ending),
            "stack": list(self.stack),
            "taco_stacks": {h: list(s) for h, s in self.taco_stacks.items()},
            "pantry": [list(p) for p in self.pantry], "kitchen": [list(k) for k in self.kitchen],
            "plates": [[list(p) for p in row] for row in self.plates],
            "attack": [list(row) for row in self.attack],
            "smash": [[list(p) for p in row] for row in self.smash],
            "held": [list(h) for h in self.held], "incoming": [list(i) for i in self.incoming],
            "ready": list(self.ready), "sink": list(self.sink),
            "forks_sunk": list(self.forks_sunk),
            "stabs": [list(s) if s else None for s in self.stabs],
            "rng": [version, list(internal), gauss],
        }

    def snapshot_worded(self, ended: str) -> dict[str, Any]:
        """The snapshot as a record made before these rules told facts hashed it: its
        "result" held how the game ended in words, which that record's outcome keeps
        (`storage.records.same_state`)."""
        return {**self.snapshot(), "result": ended}

    # ----- helpers ------------------------------------------------------------------------

    def _top(self, seat: int, card: int) -> None:
        kitchen = self.kitchen[seat]
        if not kitchen or kitchen[-1] != card:
            raise IllegalAction(no.NotOnKitchenTop())

    def _need_fight(self, doing: str) -> None:
        if self.phase != FIGHT:
            raise IllegalAction(no.OnlyInFight(doing))

    def _hands_free(self, seat: int, doing: str) -> None:
        if len(self.held[seat]) >= self.data.max_held:
            raise IllegalAction(no.HandsFull(len(self.held[seat]), doing))

    def _check_owner(self, owner: int, slot: int) -> None:
        if not 0 <= owner < self.players or not 0 <= slot < self.data.plates_per_player:
            raise IllegalAction(no.NoSuchPlate())

    def _not_mine(self, seat: int, owner: int, doing: str) -> None:
        if owner == seat and not self.may_defeat_own:
            raise IllegalAction(no.NotYourOwnTacos(doing))

    def _find_taco(self, taco: int) -> tuple[int, int]:
        """(victim, slot) of an attacking taco, slot -1 for a held one; IllegalAction if none
        (NO_TACO marks an empty plate: it is no taco)."""
        for owner in range(self.players):
            row = self.attack[owner]
            if taco != NO_TACO and taco in row:
                return owner, row.index(taco)
            if taco in self.held[owner]:
                return owner, -1
        raise IllegalAction(no.NotAttacking())

    @staticmethod
    def _where(owner: int, slot: int) -> str:
        return f"held:{owner}" if slot < 0 else f"attacker:{owner}:{slot}"

    def _lapse(self, seat: int, why: str) -> E.StabLapsed:
        """End `seat`'s pending stab without eating (`why`: one of events' lapse reasons)."""
        stab = self.stabs[seat]
        assert stab is not None  # only a pending stab lapses
        fork, taco = stab[:2]
        self.stabs[seat] = None
        return E.StabLapsed(seat, fork, taco, why)

    def _game_over(self, won: bool, ending: Fact) -> list[Event]:
        self.phase = OVER
        self.phase_steps = 0
        self.won = won
        self.ending = ending
        return [E.GameOver(won, ending)]

