"""Computer teammates for ¡Taco Fight!: they see what a player sees and act at human speed.

A bot waits its reaction time (from data/taco_fight/bots.yaml), then looks at its kitchen's top
card and plays it where it helps most (finish a block or a smash, eat a taco with a fork, build
toward a block, or build a taco for later waves), or flips on. Forks are tapped at the skill's
tapping speed until the taco is eaten.
"""

from __future__ import annotations

import random

from tabletop.core.actions import Action
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import Decision
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import hints as hint
from tabletop.games.taco_fight.rules.cards import TacoFightData
from tabletop.games.taco_fight.rules.clock import seconds_to_steps, steps_in
from tabletop.games.taco_fight.rules.observation import NO_TACO, Observation, TableView
from tabletop.games.taco_fight.rules.prep import Ways, ways_for
from tabletop.games.taco_fight.rules.refusals import NothingToDo

Plan = tuple[Action, Fact]


class TacoFightBot:
    """One computer teammate; `step` is called every game step, `choose` gives hints."""

    SPECIAL_PROGRESS = 70
    """Build scores above this are progress toward blocking a Fajita."""
    FORKS_IN_RESERVE = 5
    """Forks kept back (not stabbed into plain tacos) for Chips & Salsa and held tacos."""
    FORKS_FOR_SPORT = 12
    """Forks left above which a bot also eats tacos already beaten (for the high score)."""

    def __init__(self, data: TacoFightData, seat: int, skill: str, seed: int) -> None:
        self.data = data
        self.seat = seat
        try:
            self.skill = data.skill(skill)
        except KeyError:
            self.skill = data.skill("normal")
        self.rng = random.Random(seed)
        self.tap_steps = max(1, seconds_to_steps(self.skill.tap_seconds))
        self.cooldown = self._reaction()
        self.tap_wait = 0
        self.reformed = False
        cards = data.cards
        self._ways: dict[int, Ways] = {c.id: ways_for(data, c) for c in cards if c.is_taco}

    def _reaction(self) -> int:
        jitter = self.skill.jitter * self.rng.uniform(-1.0, 1.0)
        return max(1, round(seconds_to_steps(self.skill.reaction_seconds) * (1.0 + jitter)))

    # ----- the RealtimeBot protocol -------------------------------------------------------

    def step(self, observation: Observation, dt: float) -> list[Action]:
        table = observation.table
        if table.phase == "over":
            return []
        steps = steps_in(dt)
        stab = table.stabs[self.seat]
        if stab is not None and table.phase == "fight":
            self.tap_wait -= steps
            if self.tap_wait > 0:
                return []
            self.tap_wait = self.tap_steps
            return [A.Stab(self.seat, stab.fork, stab.taco)]
        self.cooldown -= steps
        if self.cooldown > 0:
            return []
        self.cooldown = self._reaction()
        careless = self.rng.random() < self.skill.miss_chance
        plan = self.plan(observation, careless)
        if plan is None:
            return []
        self.reformed = (isinstance(plan[0], A.Flip) and not table.pantry_sizes[self.seat])
        if isinstance(plan[0], A.Stab):
            self.tap_wait = self.tap_steps
        return [plan[0]]

    def choose(self, observation: Observation, legal: list[Action]) -> Decision:
        """The best legal action now, with the reason shown as a hint."""
        plan = self.plan(observation)
        if plan is not None and plan[0] in legal:
            return Decision(plan[0], plan[1])
        for action in legal:
            if isinstance(action, A.Flip):
                return Decision(action, hint.FlipToLook())
        if legal:
            return Decision(legal[0], hint.NothingBetter())
        raise IllegalAction(NothingToDo())

    # ----- planning -----------------------------------------------------------------------

    def plan(self, obs: Observation, careless: bool = False) -> Plan | None:
        """The action this bot wants now and why, or None to wait."""
        table = obs.table
        seat = self.seat
        pool = table.pantry_sizes[seat] + len(table.kitchens[seat])
        wants_cards = pool < self.skill.pool_target and table.stack_size > 0
        if table.phase == "prep":
            if wants_cards:
                return A.Grab(seat), hint.GrabForNextFight()
            if not table.ready[seat]:
                return A.Ready(seat), hint.GetReady()
            return None
        stab = table.stabs[seat]
        if stab is not None:
            return A.Stab(seat, stab.fork, stab.taco), hint.KeepTapping()
        if len(table.held[seat]) >= self.data.max_held:
            return self._pass_cards(table)
        kitchen = table.kitchens[seat]
        if self.reformed and not kitchen and table.pantry_sizes[seat] > 2:
            return A.Shuffle(seat), hint.ShufflePantry()
        if kitchen and not careless:
            best = self._best_play(table, kitchen[-1])
            if best is not None:
                return best
        if wants_cards and (not table.pantry_sizes[seat] or pool < 3):
            return A.Grab(seat), hint.GrabMore()
        if pool:
            return A.Flip(seat), hint.FlipToLook()
        if table.stack_size:
            return A.Grab(seat), hint.GrabMore()
        return None

    def _pass_cards(self, table: TableView) -> Plan | None:
        seat = self.seat
        if not table.pantry_sizes[seat] or table.players == 1:
            return None
        mates = [s for s in range(table.players) if s != seat
                 and len(table.held[s]) < self.data.max_held]
        if not mates:
            return None
        to = min(mates, key=lambda s: (table.pantry_sizes[s] + len(table.kitchens[s]), s))
        return A.Give(seat, to), hint.PassCard()

    def _best_play(self, table: TableView, top: int) -> Plan | None:
        cards = self.data.cards
        card = cards[top]
        seat = self.seat
        solo = table.players == 1 and self.data.solo_may_defeat_own
        stabbed = {s.taco for s in table.stabs if s is not None}
        forks = self._forks_left(table)
        best: tuple[float, Action, Fact] | None = None

        def offer(score: float, action: Action, reason: Fact) -> None:
            nonlocal best
            if score > 0 and (best is None or score > best[0]):
                best = (score, action, reason)

        for owner in range(table.players):
            for slot, taco in enumerate(table.attackers[owner]):
                value = table.plate_values[owner][slot]
                if card.value == value + 1:
                    score = self._build_score(table, owner, slot, taco, card.value, stabbed)
                    if card.stabs:
                        score = self._fork_build(score, forks)
                    elif card.value == 0:
                        score = self._new_plate(table, score, forks)
                    offer(score, A.Build(seat, top, owner, slot),
                          hint.AddToPlate(seat, top, owner, slot))
                # only alone at the table does a seat fight its own tacos
                if taco == NO_TACO or (owner == seat and not solo):
                    continue
                ways = self._ways[taco]
                spice = cards[taco].spiciness
                beaten = (self._defeated(table, owner, slot, taco) or taco in stabbed)
                if card.stabs and ways.eat:
                    if taco in stabbed:
                        continue
                    if cards[taco].special:
                        score = 200
                    elif beaten:
                        score = 20 if forks > self.FORKS_FOR_SPORT else 0
                    else:
                        score = 50 + 3 * spice if forks > self.FORKS_IN_RESERVE else 0
                    offer(score, A.Stab(seat, top, taco), hint.StabAt(seat, taco, owner, slot))
                elif card.fists > 0 and ways.smash and not beaten:
                    need = spice - table.fists[owner][slot]
                    if card.fists >= need:
                        score = 95 + (60 if cards[taco].special else 0) - (card.fists - need)
                    else:
                        score = 30 + 5 * card.fists - 3 * (need - card.fists)
                    offer(score, A.Smash(seat, top, owner, slot),
                          hint.SmashAt(seat, taco, owner, slot))
            if card.stabs and (owner != seat or solo):
                for taco in table.held[owner]:
                    if taco in stabbed or not self._ways[taco].eat:
                        continue
                    full = len(table.held[owner]) >= self.data.max_held
                    offer(160 if full else 120, A.Stab(seat, top, taco),
                          hint.StabHeld(seat, owner))
        return None if best is None else (best[1], best[2])

    def _forks_left(self, table: TableView) -> int:
        """Forks not yet in the sink or built into a plate (a plate past 3 holds one fork)."""
        total = sum(t.count for t in self.data.ingredient_types if t.stabs)
        fork_value = next(t.value for t in self.data.ingredient_types if t.stabs)
        built = sum(1 for row in table.plate_values for v in row if v >= fork_value)
        return total - len(table.sink) - built

    def _fork_build(self, score: float, forks: int) -> float:
        """A fork on a plate only for a block now, or while forks are plentiful."""
        if score >= 100 or score > self.SPECIAL_PROGRESS:
            return score if forks > 2 else 0
        if score > 10 + 3:
            return score if forks > self.FORKS_IN_RESERVE + 2 else 0
        return score if forks > self.FORKS_IN_RESERVE + 6 else 0

    def _new_plate(self, table: TableView, score: float, forks: int) -> float:
        """Start a new plate only while the forks left can carry the open plates past 3."""
        fork_value = next(t.value for t in self.data.ingredient_types if t.stabs)
        waiting = sum(1 for row in table.plate_values for v in row if 0 <= v < fork_value)
        if score > 10 and waiting < forks:
            return score
        return score if waiting + self.FORKS_IN_RESERVE < forks else 0

    def _defeated(self, table: TableView, owner: int, slot: int, taco: int) -> bool:
        ways = self._ways[taco]
        spice = self.data.cards[taco].spiciness
        return ((ways.block and table.plate_values[owner][slot] >= spice)
                or (ways.smash and table.fists[owner][slot] >= spice))

    def _build_score(self, table: TableView, owner: int, slot: int, taco: int, value: int,
                     stabbed: set[int]) -> float:
        if taco != NO_TACO and self._ways[taco].block and taco not in stabbed \
                and not self._defeated(table, owner, slot, taco):
            spice = self.data.cards[taco].spiciness
            bonus = 50 if self.data.cards[taco].special else 0
            if value >= spice:
                return 100 + bonus
            return 60 - 8 * (spice - value) + bonus
        taller = sum(1 for p, v in enumerate(table.plate_values[owner]) if p != slot and v >= value)
        most = self._most_tacos(table)
        return 10 + value - 4 * taller if taller < most else 1

    def _most_tacos(self, table: TableView) -> int:
        """The most tacos one player faces in a wave at this difficulty."""
        return max(self.data.difficulty(table.difficulty).waves)

