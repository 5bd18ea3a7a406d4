"""What players do with cards: flip, build, smash, stab (fight only), grab, shuffle, give."""

from __future__ import annotations

from tabletop.core.actions import Event
from tabletop.core.errors import IllegalAction
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules.observation import NO_TACO
from tabletop.games.taco_fight.rules.state import TableState


class PlayerMoves(TableState):
    """Action handlers: each validates fully, returns [] when `check_only`, then mutates."""

    def _flip(self, action: A.Flip, check_only: bool = False) -> list[Event]:
        seat = action.seat
        self._need_fight(no.FLIP)
        self._hands_free(seat, no.FLIP)
        pantry, kitchen = self.pantry[seat], self.kitchen[seat]
        if not pantry and not kitchen:
            raise IllegalAction(no.NothingToFlip())
        if check_only:
            return []
        if not pantry:
            moved = tuple(kitchen)
            pantry.extend(reversed(kitchen))
            kitchen.clear()
            return [E.KitchenTurnedOver(seat, moved, f"kitchen:{seat}", f"pantry:{seat}")]
        count = min(1 if self.held[seat] else 2, len(pantry))
        cards = tuple(pantry.pop() for _ in range(count))
        kitchen.extend(cards)
        return [E.Flipped(seat, cards, f"pantry:{seat}", f"kitchen:{seat}")]

    def _build(self, action: A.Build, check_only: bool = False) -> list[Event]:
        seat, owner, plate = action.seat, action.owner, action.plate
        self._need_fight(no.BUILD)
        self._hands_free(seat, no.PLAY)
        self._top(seat, action.card)
        self._check_owner(owner, plate)
        card = self.data.cards[action.card]
        pile = self.plates[owner][plate]
        wanted = self.data.cards[pile[-1]].value + 1 if pile else 0
        if card.value != wanted:
            if wanted > 7 or wanted >= len(self.data.ingredient_types):
                raise IllegalAction(no.TacoComplete())
            if not pile:
                raise IllegalAction(no.StartsWith(wanted))
            raise IllegalAction(no.NeedsNext(wanted))
        if check_only:
            return []
        pile.append(self.kitchen[seat].pop())
        return [E.Built(seat, (card.id,), f"kitchen:{seat}", f"plate:{owner}:{plate}",
                        card.value, owner, plate)]

    def _smash(self, action: A.Smash, check_only: bool = False) -> list[Event]:
        seat, owner, slot = action.seat, action.owner, action.slot
        self._need_fight(no.SMASH)
        self._hands_free(seat, no.PLAY)
        self._top(seat, action.card)
        self._check_owner(owner, slot)
        taco = self.attack[owner][slot]
        if taco == NO_TACO:
            raise IllegalAction(no.NoAttacker())
        self._not_mine(seat, owner, no.SMASH)
        if not self._ways[taco].smash:
            raise IllegalAction(no.OnlyOneWay(taco))
        card = self.data.cards[action.card]
        if card.fists <= 0:
            raise IllegalAction(no.NoFists(card.id))
        if check_only:
            return []
        pile = self.smash[owner][slot]
        pile.append(self.kitchen[seat].pop())
        fists = sum(self.data.cards[c].fists for c in pile)
        return [E.Smashed(seat, (card.id,), f"kitchen:{seat}", f"attacker:{owner}:{slot}", fists,
                          taco, owner)]

    def _stab(self, action: A.Stab, check_only: bool = False) -> list[Event]:
        seat, fork, taco = action.seat, action.fork, action.taco
        self._need_fight(no.STAB)
        self._hands_free(seat, no.STAB)
        self._top(seat, fork)
        if not self.data.cards[fork].stabs:
            raise IllegalAction(no.OnlyForksStab())
        owner, slot = self._find_taco(taco)
        self._not_mine(seat, owner, no.STAB)
        if not self._ways[taco].eat:
            raise IllegalAction(no.OnlyOneWay(taco))
        if check_only:
            return []
        events: list[Event] = []
        stab = self.stabs[seat]
        if stab and stab[:2] == [fork, taco] and self.step - stab[3] < self.window_steps:
            stab[2] += 1
        else:
            if stab:
                events.append(self._lapse(seat, E.NEW_STAB))
            stab = self.stabs[seat] = [fork, taco, 1, self.step]
        needed = self.data.stab_taps
        events.append(E.StabProgress(seat, fork, taco, stab[2], needed, stab[2] == 1))
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
        return [
            E.ForkSunk(seat, (fork,), f"kitchen:{seat}", "sink"),
            E.TacoEaten(seat, (taco,), self._where(owner, slot), f"kitchen:{owner}", owner),
        ]

    def _drop_broken_stabs(self) -> list[Event]:
        """Stabs whose fork left the kitchen top or whose taco is gone end without eating."""
        events: list[Event] = []
        for seat, stab in enumerate(self.stabs):
            if stab is None:
                continue
            kitchen = self.kitchen[seat]
            if not kitchen or kitchen[-1] != stab[0]:
                events.append(self._lapse(seat, E.COVERED))
                continue
            try:
                self._find_taco(stab[1])
            except IllegalAction:
                events.append(self._lapse(seat, E.GONE))
        return events

    # ----- pantry actions (any phase) -----------------------------------------------------

    def _grab(self, action: A.Grab, check_only: bool = False) -> list[Event]:
        seat = action.seat
        if not self.stack:
            raise IllegalAction(no.StackEmpty())
        if check_only:
            return []
        count = min(self.data.grab_size, len(self.stack))
        cards = tuple(self.stack[-count:])
        del self.stack[-count:]
        self.pantry[seat].extend(cards)
        return [E.Grabbed(seat, cards, "stack", f"pantry:{seat}")]

    def _shuffle(self, action: A.Shuffle, check_only: bool = False) -> list[Event]:
        seat = action.seat
        if len(self.pantry[seat]) < 2:
            raise IllegalAction(no.NothingToShuffle())
        if check_only:
            return []
        self.rng.shuffle(self.pantry[seat])
        return [E.PantryShuffled(seat)]

    def _give(self, action: A.Give, check_only: bool = False) -> list[Event]:
        seat, to = action.seat, action.to
        if not 0 <= to < self.players or to == seat:
            raise IllegalAction(no.GiveToTeammate())
        if not self.pantry[seat]:
            raise IllegalAction(no.PantryEmpty())
        if check_only:
            return []
        card = self.pantry[seat].pop()
        self.pantry[to].append(card)
        return [E.Given(seat, (card,), f"pantry:{seat}", f"pantry:{to}", to)]

