"""¡Taco Fight! rules: a co-operative real-time fight against six waves of tacos.

Every seat may act at any moment; game time advances only through `tick` by the fixed step and
is counted in whole steps, so a 30-second fight ends on the same step at any frame rate.
Piles are lists with the top card last.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.actions import Action, Event
from tabletop.core.errors import IllegalAction
from tabletop.core.game import GameSetup, Outcome
from tabletop.games.taco_fight import actions as A
from tabletop.games.taco_fight import events as E
from tabletop.games.taco_fight.cards import HEATS, INGREDIENT, TacoFightData
from tabletop.games.taco_fight.clock import seconds_to_steps, steps_in, steps_to_seconds
from tabletop.games.taco_fight.observation import NO_TACO, Observation, StabView, TableView
from tabletop.games.taco_fight.prep import STANDING, auto_place, verdict, ways_for

PREP, FIGHT, OVER = "prep", "fight", "over"
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
                8: "eight", 9: "nine", 10: "ten"}


class TacoFightRules:
    """State and rules of one ¡Taco Fight! game (see the module docstring)."""

    realtime = True

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
        options = dict(setup.options)
        self.difficulty = data.difficulty(options.get("difficulty", "normal"))
        assist = options.get("assist", "off") == "on"
        self.fight_steps = seconds_to_steps(data.assist_seconds if assist else data.fight_seconds)
        prep = self.difficulty.prep_seconds
        if assist and prep:
            prep = max(prep, data.assist_seconds)
        self.prep_steps = seconds_to_steps(prep)
        self.window_steps = seconds_to_steps(data.stab_window_seconds)
        self.may_defeat_own = n == 1 and data.solo_may_defeat_own
        cards = data.cards
        self._ways = [ways_for(data, c) if c.is_taco else None for c in cards]
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
        self.result = ""
        self._version = 0
        self._view: tuple[int, TableView] | None = None
        self._handler_map: dict[type, Any] = {
            A.Flip: self._flip, A.Build: self._build, A.Smash: self._smash, A.Stab: self._stab,
            A.Grab: self._grab, A.Shuffle: self._shuffle, A.Give: self._give,
            A.Place: self._place, A.AutoPlace: self._autoplace, A.Ready: self._ready}
        self._deal(seat=-1)

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

    # ----- the Rules protocol -------------------------------------------------------------

    def actors(self) -> tuple[int, ...]:
        return () if self.phase == OVER else tuple(range(self.players))

    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def turns(self) -> int:
        """Fights started so far (1 to 6)."""
        return self.fights

    def outcome(self) -> Outcome:
        scores = tuple(self.forks_sunk)
        if self.phase != OVER:
            return Outcome(scores, (), "Game in progress")
        winners = tuple(range(self.players)) if self.won else ()
        return Outcome(scores, winners, self.result)

    @property
    def waves(self) -> int:
        return len(self.difficulty.waves)

    @property
    def is_timed_phase(self) -> bool:
        return self.phase != OVER and self.phase_steps > 0

    @property
    def phase_duration(self) -> float:
        """Seconds the current phase lasts (0.0 when untimed)."""
        return steps_to_seconds(self.phase_steps) if self.is_timed_phase else 0.0

    @property
    def phase_time_left(self) -> float:
        """Seconds left in the current phase (0.0 when untimed)."""
        if not self.is_timed_phase:
            return 0.0
        return steps_to_seconds(max(0, self.phase_steps - self.phase_elapsed))

    def tick(self, dt: float) -> list[Event]:
        events: list[Event] = []
        for _ in range(steps_in(dt)):
            if self.phase == OVER:
                break
            self.step += 1
            self.phase_elapsed += 1
            for seat, stab in enumerate(self.stabs):
                if stab is not None and self.step - stab[3] >= self.window_steps:
                    events.append(self._lapse(seat, "too few taps in time"))
            if self.phase_steps and self.phase_elapsed >= self.phase_steps:
                events += self._end_fight() if self.phase == FIGHT else self._prep_timeout()
        if events:
            self._version += 1
        return events

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction("The game is over.")
        if not 0 <= action.seat < self.players:
            raise IllegalAction("There is no such seat at this table.")
        handler = self._handler_map.get(type(action))
        if handler is None:
            raise IllegalAction("¡Taco Fight! has no such action.")
        events = handler(action)
        events += self._drop_broken_stabs()
        self._version += 1
        return events

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action the seat may take now (plays and stabs against every legal target)."""
        if self.phase == OVER or not 0 <= seat < self.players:
            return []
        candidates: list[Action] = [A.Flip(seat), A.Grab(seat), A.Shuffle(seat),
                                    A.AutoPlace(seat), A.Ready(seat)]
        candidates += [A.Give(seat, to) for to in range(self.players)]
        top = self.kitchen[seat][-1] if self.kitchen[seat] else None
        plates = range(self.data.plates_per_player)
        if self.phase == FIGHT and top is not None:
            for owner in range(self.players):
                candidates += [A.Build(seat, top, owner, p) for p in plates]
                candidates += [A.Smash(seat, top, owner, p) for p in plates]
                candidates += [A.Stab(seat, top, t) for t in self.attack[owner] if t != NO_TACO]
                candidates += [A.Stab(seat, top, t) for t in self.held[owner]]
        if self.phase == PREP:
            mine = self.incoming[seat] + [t for t in self.attack[seat] if t != NO_TACO]
            candidates += [A.Place(seat, t, p) for t in mine for p in plates]
        return [a for a in candidates if self._is_legal(a)]

    def _is_legal(self, action: Action) -> bool:
        try:
            self._handler_map[type(action)](action, check_only=True)
        except IllegalAction:
            return False
        return True

    # ----- views and bots -----------------------------------------------------------------

    def table(self) -> TableView:
        """The public table, rebuilt only after something changed."""
        if self._view is not None and self._view[0] == self._version:
            return self._view[1]
        n = self.players
        cards = self.data.cards
        plates = tuple(tuple(tuple(p) for p in self.plates[s]) for s in range(n))
        smash = tuple(tuple(tuple(p) for p in self.smash[s]) for s in range(n))
        view = TableView(
            players=n, difficulty=self.difficulty.key, phase=self.phase, wave=self.wave,
            waves=self.waves, plates=plates,
            plate_values=tuple(tuple(cards[p[-1]].value if p else -1 for p in row)
                               for row in plates),
            attackers=tuple(tuple(row) for row in self.attack), smash=smash,
            fists=tuple(tuple(sum(cards[c].fists for c in p) for p in row) for row in smash),
            held=tuple(tuple(h) for h in self.held),
            incoming=tuple(tuple(i) for i in self.incoming),
            kitchens=tuple(tuple(k) for k in self.kitchen),
            pantry_sizes=tuple(len(p) for p in self.pantry), stack_size=len(self.stack),
            taco_stack_sizes=tuple((h, len(self.taco_stacks[h])) for h in HEATS),
            sink=tuple(self.sink), forks_sunk=tuple(self.forks_sunk),
            stabs=tuple(StabView(*s) if s else None for s in self.stabs),
            ready=tuple(self.ready), result=self.result)
        self._view = (self._version, view)
        return view

    def observation(self, seat: int) -> Observation:
        return Observation(seat, self.table(), self.step, self.phase_elapsed,
                           self.phase_steps if self.phase != OVER else 0)

    def snapshot(self) -> dict[str, Any]:
        version, internal, gauss = self.rng.getstate()
        return {
            "step": self.step, "phase": self.phase, "wave": self.wave,
            "phase_elapsed": self.phase_elapsed, "phase_steps": self.phase_steps,
            "fights": self.fights, "won": self.won, "result": self.result,
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

    # ----- helpers ------------------------------------------------------------------------

    def _name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def _top(self, seat: int, card: int) -> None:
        kitchen = self.kitchen[seat]
        if not kitchen or kitchen[-1] != card:
            raise IllegalAction("That card is not on top of your kitchen.")

    def _need_fight(self, what: str) -> None:
        if self.phase != FIGHT:
            raise IllegalAction(f"You can only {what} during a fight.")

    def _hands_free(self, seat: int, what: str) -> None:
        if len(self.held[seat]) >= self.data.max_held:
            raise IllegalAction(f"You are holding {len(self.held[seat])} tacos: you cannot "
                                f"{what} until a teammate eats one.")

    def _check_owner(self, owner: int, slot: int) -> None:
        if not 0 <= owner < self.players or not 0 <= slot < self.data.plates_per_player:
            raise IllegalAction("There is no such plate.")

    def _not_mine(self, seat: int, owner: int, verb: str) -> None:
        if owner == seat and not self.may_defeat_own:
            raise IllegalAction(f"You cannot {verb} the tacos attacking you: a teammate must.")

    def _only_way(self, taco: int) -> str:
        card = self.data.cards[taco]
        way = self.data.beaten_by(card.special)
        verb = {"eat": "eaten", "block": "blocked", "smash": "smashed"}[way]
        return f"{card.special_name} can only be {verb}."

    def _find_taco(self, taco: int) -> tuple[int, int]:
        """(victim, slot) of an attacking taco, slot -1 for a held one; IllegalAction if none."""
        for owner in range(self.players):
            row = self.attack[owner]
            if taco in row:
                return owner, row.index(taco)
            if taco in self.held[owner]:
                return owner, -1
        raise IllegalAction("That taco is not attacking or held by anyone.")

    @staticmethod
    def _where(owner: int, slot: int) -> str:
        return f"held:{owner}" if slot < 0 else f"attacker:{owner}:{slot}"

    # ----- fight actions ------------------------------------------------------------------

    def _flip(self, action: A.Flip, check_only: bool = False) -> list[Event]:
        seat = action.seat
        self._need_fight("flip cards")
        self._hands_free(seat, "flip")
        pantry, kitchen = self.pantry[seat], self.kitchen[seat]
        if not pantry and not kitchen:
            raise IllegalAction("Your pantry and kitchen are empty: grab ingredients first.")
        if check_only:
            return []
        if not pantry:
            moved = tuple(kitchen)
            pantry.extend(reversed(kitchen))
            kitchen.clear()
            return [E.KitchenTurnedOver(f"{self._name(seat)} turns the kitchen over into the "
                                        f"pantry.", seat, moved, f"kitchen:{seat}",
                                        f"pantry:{seat}")]
        count = min(1 if self.held[seat] else 2, len(pantry))
        cards = tuple(pantry.pop() for _ in range(count))
        kitchen.extend(cards)
        top = self.data.cards[cards[-1]]
        return [E.Flipped(f"{self._name(seat)} flips {count}: {top.label()} on top.", seat, cards,
                          f"pantry:{seat}", f"kitchen:{seat}")]

    def _build(self, action: A.Build, check_only: bool = False) -> list[Event]:
        seat, owner, plate = action.seat, action.owner, action.plate
        self._need_fight("build tacos")
        self._hands_free(seat, "play cards")
        self._top(seat, action.card)
        self._check_owner(owner, plate)
        card = self.data.cards[action.card]
        pile = self.plates[owner][plate]
        wanted = self.data.cards[pile[-1]].value + 1 if pile else 0
        if card.value != wanted:
            if wanted > 7 or wanted >= len(self.data.ingredient_types):
                raise IllegalAction("That taco is already complete.")
            need = next(t.name for t in self.data.ingredient_types if t.value == wanted)
            if not pile:
                raise IllegalAction(f"A taco starts with a {need} ({wanted}).")
            raise IllegalAction(f"That taco needs a {need} ({wanted}) next.")
        if check_only:
            return []
        pile.append(self.kitchen[seat].pop())
        return [E.Built(f"{self._name(seat)} adds {card.name} to {self._name(owner)}'s plate "
                        f"{plate + 1}.", seat, (card.id,), f"kitchen:{seat}",
                        f"plate:{owner}:{plate}", card.value)]

    def _smash(self, action: A.Smash, check_only: bool = False) -> list[Event]:
        seat, owner, slot = action.seat, action.owner, action.slot
        self._need_fight("smash tacos")
        self._hands_free(seat, "play cards")
        self._top(seat, action.card)
        self._check_owner(owner, slot)
        taco = self.attack[owner][slot]
        if taco == NO_TACO:
            raise IllegalAction("No taco attacks that plate.")
        self._not_mine(seat, owner, "smash")
        if not self._ways[taco].smash:
            raise IllegalAction(self._only_way(taco))
        card = self.data.cards[action.card]
        if card.fists <= 0:
            raise IllegalAction(f"A {card.name} has no fists: use it another way.")
        if check_only:
            return []
        pile = self.smash[owner][slot]
        pile.append(self.kitchen[seat].pop())
        fists = sum(self.data.cards[c].fists for c in pile)
        target = self.data.cards[taco]
        return [E.Smashed(f"{self._name(seat)} smashes {target.attack_label()} attacking "
                          f"{self._name(owner)}: {fists} of {target.spiciness} fists.", seat,
                          (card.id,), f"kitchen:{seat}", f"attacker:{owner}:{slot}", fists)]

    def _stab(self, action: A.Stab, check_only: bool = False) -> list[Event]:
        seat, fork, taco = action.seat, action.fork, action.taco
        self._need_fight("stab tacos")
        self._hands_free(seat, "stab")
        self._top(seat, fork)
        if not self.data.cards[fork].stabs:
            raise IllegalAction("Only a fork can stab a taco.")
        owner, slot = self._find_taco(taco)
        self._not_mine(seat, owner, "stab")
        if not self._ways[taco].eat:
            raise IllegalAction(self._only_way(taco))
        if check_only:
            return []
        events: list[Event] = []
        stab = self.stabs[seat]
        if stab and stab[:2] == [fork, taco] and self.step - stab[3] < self.window_steps:
            stab[2] += 1
        else:
            if stab:
                events.append(self._lapse(seat, "a new stab"))
            stab = self.stabs[seat] = [fork, taco, 1, self.step]
        needed = self.data.stab_taps
        target = self.data.cards[taco]
        events.append(E.StabProgress(f"{self._name(seat)} stabs {target.attack_label()} "
                                     f"({stab[2]}/{needed}).", seat, fork, taco, stab[2],
                                     needed, stab[2] == 1))
        if stab[2] >= needed:
            events += self._eat(seat, fork, taco, owner, slot)
        return events

    def _eat(self, seat: int, fork: int, taco: int, owner: int, slot: int) -> list[Event]:
        self.stabs[seat] = None
        self.sink.append(self.kitchen[seat].pop())
        self.forks_sunk[seat] += 1
        if slot < 0:
            self.held[owner].remove(taco)
        else:
            self.attack[owner][slot] = NO_TACO
        self.kitchen[owner].append(taco)
        card = self.data.cards[taco]
        return [
            E.ForkSunk(f"{self._name(seat)}'s fork goes to the sink.", seat, (fork,),
                       f"kitchen:{seat}", "sink"),
            E.TacoEaten(f"{self._name(owner)} eats {card.attack_label()}: {card.label()} lands "
                        f"on their kitchen.", seat, (taco,), self._where(owner, slot),
                        f"kitchen:{owner}", owner),
        ]

    def _lapse(self, seat: int, why: str) -> E.StabLapsed:
        fork, taco = self.stabs[seat][:2]
        self.stabs[seat] = None
        return E.StabLapsed(f"{self._name(seat)}'s stab misses ({why}).", seat, fork, taco)

    def _drop_broken_stabs(self) -> list[Event]:
        """Stabs whose fork left the kitchen top or whose taco is gone end without eating."""
        events: list[Event] = []
        for seat, stab in enumerate(self.stabs):
            if stab is None:
                continue
            kitchen = self.kitchen[seat]
            if not kitchen or kitchen[-1] != stab[0]:
                events.append(self._lapse(seat, "the fork was covered"))
                continue
            try:
                self._find_taco(stab[1])
            except IllegalAction:
                events.append(self._lapse(seat, "the taco is gone"))
        return events

    # ----- pantry actions (any phase) -----------------------------------------------------

    def _grab(self, action: A.Grab, check_only: bool = False) -> list[Event]:
        seat = action.seat
        if not self.stack:
            raise IllegalAction("The ingredient stack is empty.")
        if check_only:
            return []
        count = min(self.data.grab_size, len(self.stack))
        cards = tuple(self.stack[-count:])
        del self.stack[-count:]
        self.pantry[seat].extend(cards)
        return [E.Grabbed(f"{self._name(seat)} grabs {count} ingredients.", seat, cards, "stack",
                          f"pantry:{seat}")]

    def _shuffle(self, action: A.Shuffle, check_only: bool = False) -> list[Event]:
        seat = action.seat
        if len(self.pantry[seat]) < 2:
            raise IllegalAction("There is nothing to shuffle in your pantry.")
        if check_only:
            return []
        self.rng.shuffle(self.pantry[seat])
        return [E.PantryShuffled(f"{self._name(seat)} shuffles the pantry.", seat)]

    def _give(self, action: A.Give, check_only: bool = False) -> list[Event]:
        seat, to = action.seat, action.to
        if not 0 <= to < self.players or to == seat:
            raise IllegalAction("Give cards to a teammate.")
        if not self.pantry[seat]:
            raise IllegalAction("Your pantry is empty.")
        if check_only:
            return []
        card = self.pantry[seat].pop()
        self.pantry[to].append(card)
        return [E.Given(f"{self._name(seat)} gives a card to {self._name(to)}.", seat, (card,),
                        f"pantry:{seat}", f"pantry:{to}")]

    # ----- prep actions -------------------------------------------------------------------

    def _place(self, action: A.Place, check_only: bool = False) -> list[Event]:
        seat, taco, plate = action.seat, action.taco, action.plate
        if self.phase != PREP:
            raise IllegalAction("Tacos are placed during the prep phase.")
        self._check_owner(seat, plate)
        row = self.attack[seat]
        if taco in self.incoming[seat]:
            src = f"incoming:{seat}"
        elif taco in row:
            src = f"attacker:{seat}:{row.index(taco)}"
        else:
            raise IllegalAction("That is not one of your new tacos.")
        if row[plate] == taco:
            raise IllegalAction("That taco is already on that plate.")
        if row[plate] != NO_TACO:
            raise IllegalAction("Another taco is already on that plate.")
        if check_only:
            return []
        if src.startswith("incoming"):
            self.incoming[seat].remove(taco)
        else:
            row[row.index(taco)] = NO_TACO
        row[plate] = taco
        card = self.data.cards[taco]
        return [E.Placed(f"{self._name(seat)} faces {card.attack_label()} with plate {plate + 1}.",
                         seat, (taco,), src, f"attacker:{seat}:{plate}")]

    def _autoplace(self, action: A.AutoPlace, check_only: bool = False) -> list[Event]:
        if self.phase != PREP:
            raise IllegalAction("Tacos are placed during the prep phase.")
        if not self.incoming[action.seat]:
            raise IllegalAction("All your tacos are already placed.")
        return [] if check_only else self._place_all(action.seat)

    def _place_all(self, seat: int) -> list[Event]:
        tacos = [self.data.cards[t] for t in self.incoming[seat]]
        row = self.attack[seat]
        free = [p for p in range(len(row)) if row[p] == NO_TACO]
        values = [self.data.cards[p[-1]].value if p else -1 for p in self.plates[seat]]
        events: list[Event] = []
        for taco, plate in auto_place(tacos, [self._ways[t.id] for t in tacos], free, values):
            events += self._place(A.Place(seat, taco, plate))
        return events

    def _ready(self, action: A.Ready, check_only: bool = False) -> list[Event]:
        seat = action.seat
        if self.phase != PREP:
            raise IllegalAction("You get ready during the prep phase.")
        if self.ready[seat]:
            raise IllegalAction("You are already ready.")
        if check_only:
            return []
        events = self._place_all(seat) if self.incoming[seat] else []
        self.ready[seat] = True
        events.append(E.SeatReady(f"{self._name(seat)} is ready.", seat))
        if all(self.ready):
            events += self._start_fight()
        return events

    # ----- phases -------------------------------------------------------------------------

    def _start_fight(self) -> list[Event]:
        self.phase = FIGHT
        self.phase_elapsed = 0
        self.phase_steps = self.fight_steps
        self.ready = [False] * self.players
        self.fights += 1
        seconds = steps_to_seconds(self.fight_steps)
        return [E.PhaseStarted(f"Fight {self.wave}! The hourglass runs {seconds:g} seconds.",
                               FIGHT, self.wave, seconds)]

    def _prep_timeout(self) -> list[Event]:
        events: list[Event] = []
        for seat in range(self.players):
            if self.incoming[seat]:
                events += self._place_all(seat)
        return events + self._start_fight()

    def _deal(self, seat: int) -> list[Event]:
        """Prep step 4: deal the wave's tacos, one per player per round, in seat order."""
        index = self.wave - 1
        heat = self.data.wave_heats[index]
        stack = self.taco_stacks[heat]
        for _ in range(self.difficulty.waves[index]):
            for s in range(self.players):
                if stack:
                    self.incoming[s].append(stack.pop())
        return [E.PrepMoved(f"Wave {self.wave}: {len(self.incoming[s])} {heat} tacos for "
                            f"{self._name(s)}.", seat, tuple(self.incoming[s]), f"tacos:{heat}",
                            f"incoming:{s}", 4) for s in range(self.players)]

    def _game_over(self, won: bool, text: str) -> list[Event]:
        self.phase = OVER
        self.phase_steps = 0
        self.won = won
        self.result = text
        return [E.GameOver(text, won)]

    def _end_fight(self) -> list[Event]:
        events: list[Event] = [self._lapse(s, "time is up") for s in range(self.players)
                               if self.stabs[s]]
        cards = self.data.cards
        standing: list[tuple[int, int, int]] = []
        for owner in range(self.players):
            for slot, taco in enumerate(self.attack[owner]):
                if taco == NO_TACO:
                    continue
                pile = self.plates[owner][slot]
                fists = sum(cards[c].fists for c in self.smash[owner][slot])
                result = verdict(self._ways[taco], cards[taco].spiciness,
                                 cards[pile[-1]].value if pile else -1, fists)
                events.append(E.Verdict(f"{cards[taco].attack_label().capitalize()} attacking "
                                        f"{self._name(owner)}: {result}.", owner, slot, taco,
                                        result))
                if result == STANDING:
                    standing.append((owner, slot, taco))
        for owner, _slot, taco in standing:
            if cards[taco].special:
                return events + self._game_over(
                    False, f"Food coma: {cards[taco].special_name} attacking {self._name(owner)} "
                           f"was not {self._only_way(taco).split()[-1].rstrip('.')}.")
        if self.wave >= self.waves:
            if standing or any(self.held):
                return events + self._game_over(
                    False, "Food coma: tacos are still attacking or held after the last fight.")
            count = NUMBER_WORDS.get(self.waves, str(self.waves))
            return events + self._game_over(True, f"All {count} waves defeated")
        events += self._clean_up(standing)
        if self.phase == OVER:
            return events
        self.wave += 1
        events += self._deal(-1)
        self.phase = PREP
        self.phase_elapsed = 0
        self.phase_steps = self.prep_steps
        seconds = steps_to_seconds(self.prep_steps)
        text = (f"Prep for wave {self.wave}: {seconds:g} seconds." if seconds
                else f"Prep for wave {self.wave}: place your tacos and get ready.")
        return events + [E.PhaseStarted(text, PREP, self.wave, seconds)]

    def _clean_up(self, standing: list[tuple[int, int, int]]) -> list[Event]:
        """Prep steps 1 to 3: kitchens and smash cards onto pantries, tacos cleared or held."""
        events: list[Event] = []
        for seat in range(self.players):
            kitchen = self.kitchen[seat]
            if kitchen:
                events.append(E.PrepMoved(f"{self._name(seat)} cleans the kitchen.", -1,
                                          tuple(kitchen), f"kitchen:{seat}", f"pantry:{seat}", 1))
                self.pantry[seat].extend(reversed(kitchen))
                kitchen.clear()
        for owner in range(self.players):
            for slot, pile in enumerate(self.smash[owner]):
                if pile:
                    events.append(E.PrepMoved(f"Smash cards go to {self._name(owner)}'s pantry.",
                                              -1, tuple(pile), f"attacker:{owner}:{slot}",
                                              f"pantry:{owner}", 2))
                    self.pantry[owner].extend(reversed(pile))
                    pile.clear()
        held_now = {(o, s) for o, s, _t in standing}
        for owner in range(self.players):
            row = self.attack[owner]
            for slot, taco in enumerate(row):
                if taco == NO_TACO:
                    continue
                row[slot] = NO_TACO
                if (owner, slot) in held_now:
                    self.held[owner].append(taco)
                    events.append(E.TacoHeld(f"{self._name(owner)} must hold "
                                             f"{self.data.cards[taco].attack_label()}.", -1,
                                             (taco,), f"attacker:{owner}:{slot}", f"held:{owner}"))
                else:
                    self.pantry[owner].append(taco)
                    events.append(E.PrepMoved(f"{self._name(owner)} adds a defeated taco to the "
                                              f"pantry.", -1, (taco,), f"attacker:{owner}:{slot}",
                                              f"pantry:{owner}", 3))
        for owner in range(self.players):
            if len(self.held[owner]) > self.data.max_held:
                return events + self._game_over(
                    False, f"Food coma: {self._name(owner)} would hold "
                           f"{len(self.held[owner])} tacos.")
        return events
