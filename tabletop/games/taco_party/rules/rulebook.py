"""Taco Party's state and rules: play, discard, pickup (and burn), draw; end and scoring."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from itertools import combinations
from types import MappingProxyType
from typing import Any, ClassVar

from tabletop.core.actions import Action, Event, check_well_formed
from tabletop.core.dispatch import handler_for, refusal_of
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import GameSetup, NotOver, Outcome
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules.actions import (
    BURN,
    DISCARD,
    DRAW,
    OVER,
    PICKUP,
    PLAY,
    Burn,
    Discard,
    EndPickup,
    EndPlay,
    Pickup,
    PlayCard,
)
from tabletop.games.taco_party.rules.cards import TACO, TacoPartyData
from tabletop.games.taco_party.rules.endings import (
    DeckFinished,
    Ending,
    TacosCompleted,
    code_of,
)
from tabletop.games.taco_party.rules.events import (
    BurnChoice,
    CardBurned,
    CardDiscarded,
    CardDrawn,
    CardPickedUp,
    CardPlayed,
    CentreRefilled,
    DeckRanOut,
    DeckReshuffled,
    GameEnded,
    PickupOver,
    StepChanged,
    TurnStarted,
)
from tabletop.games.taco_party.rules.next_game import opener
from tabletop.games.taco_party.rules.observation import Observation, Target
from tabletop.games.taco_party.rules.options import HOT_SAUCE_OPTION
from tabletop.games.taco_party.rules.tacos import (
    NEW_TACO,
    SeatScore,
    completed_count,
    refusal,
    score_plate,
)


class TacoPartyRules:
    """One game of Taco Party. `deck` (tests) fixes the deck order, top card first.

    Starting plates take the lowest-id empty tacos; then the deck fills the middle slots in
    order and deals each seat its whole hand in turn (seat 0's cards first).
    """

    realtime = False

    def __init__(self, data: TacoPartyData, setup: GameSetup,
                 deck: list[int] | None = None) -> None:
        numbers = data.numbers
        self.data = data
        self.names = tuple(seat.name for seat in setup.seats)
        self.players = len(setup.seats)
        if self.players not in dict(numbers.completed_tacos_to_end):
            raise ValueError(f"Taco Party needs 2 to 4 players, not {self.players}")
        self.hot_sauce = setup.is_on(HOT_SAUCE_OPTION)
        self.rng = random.Random(setup.seed)
        k = numbers.starting_tacos
        starters = data.ids_of(TACO)[: k * self.players]
        self.plates: list[list[list[int]]] = [
            [[c] for c in starters[s * k:(s + 1) * k]] for s in range(self.players)]
        if deck is None:
            self.deck = [c.id for c in data.cards if c.id not in starters]
            self.rng.shuffle(self.deck)
        else:
            self._check_test_deck(deck, starters)
            self.deck = list(deck)
        self.centre: list[int | None] = [None] * numbers.centre_slots
        for slot in range(numbers.centre_slots):
            if self.deck:
                self.centre[slot] = self.deck.pop(0)
        self.hands: list[list[int]] = []
        for _ in range(self.players):
            take = min(numbers.hand_size, len(self.deck))
            self.hands.append(self.deck[:take])
            del self.deck[:take]
        self.discard: list[int] = []
        self.burned: list[list[int]] = [[] for _ in range(self.players)]
        self.current = opener(setup)
        if not 0 <= self.current < self.players:
            raise ValueError(f"seat {self.current} cannot go first with {self.players} players")
        self.step = PLAY
        self.pickup = 0
        self.spent = 0
        self.plays = 0
        self.burn_choices: list[int] = []
        self.play_clock = 0
        self.last_play = [-1] * self.players
        self.run_outs = 0
        self.deck_finished = False
        self.turn_count = 0
        self.over = False
        self.ending: Ending | None = None
        """How the game ended (None while it goes on)."""

    def _check_test_deck(self, deck: list[int], starters: tuple[int, ...]) -> None:
        if len(set(deck)) != len(deck):
            raise ValueError("the test deck lists a card twice")
        for card in deck:
            if not 0 <= card < len(self.data.cards) or card in starters:
                raise ValueError(f"card {card} cannot be in the deck")

    # ----- the Rules protocol -------------------------------------------------------------

    @property
    def turns(self) -> int:
        """Turns finished so far."""
        return self.turn_count

    def actors(self) -> tuple[int, ...]:
        return () if self.over else (self.current,)

    def is_over(self) -> bool:
        return self.over

    def tick(self, dt: float) -> list[Event]:
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.current:
            return []
        if self.step == PLAY:
            actions: list[Action] = [
                PlayCard(seat, card, t.plate, t.taco)
                for card in self.hands[seat] for t in self._targets(seat, card)]
            actions.append(EndPlay(seat))
            return actions
        if self.step == DISCARD:
            hand = self.hands[seat]
            return [Discard(seat, combo) for size in range(len(hand) + 1)
                    for combo in combinations(hand, size)]
        if self.step == PICKUP:
            left = self.pickup - self.spent
            actions = [Pickup(seat, c) for c in self.centre
                       if c is not None and self.data.cards[c].cost <= left]
            actions.append(EndPickup(seat))
            return actions
        if self.step == BURN:
            return [Burn(seat, c) for c in self.burn_choices]
        return []

    def apply(self, action: Action) -> list[Event]:
        return self._handle(action, check_only=False)

    def check(self, action: Action) -> IllegalAction | None:
        """The refusal `apply` would raise, or None: `apply`'s own validation, changing nothing."""
        return refusal_of(lambda: self._handle(action, check_only=True))

    def observation(self, seat: int) -> Observation:
        discard_top = self.discard[-1] if self.discard else None
        return Observation(
            seat=seat,
            players=self.players,
            names=self.names,
            current=self.current,
            step=self.step,
            hand=tuple(self.hands[seat]) if 0 <= seat < self.players else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            plates=tuple(tuple(tuple(t) for t in plate) for plate in self.plates),
            centre=tuple(self.centre),
            deck_count=len(self.deck),
            discard_count=len(self.discard),
            discard_top=discard_top,
            burned=tuple(tuple(b) for b in self.burned),
            pickup=self.pickup,
            spent=self.spent,
            plays=self.plays,
            burn_choices=tuple(self.burn_choices),
            would_burn=tuple(self.burn_choices if self.step == BURN
                             else self.burn_candidates() if self.step == PICKUP else ()),
            completed=tuple(completed_count(self.data, p) for p in self.plates),
            tacos_to_end=self.data.numbers.tacos_to_end(self.players),
            run_outs=self.run_outs,
            run_outs_to_end=self.data.numbers.reshuffles(self.players) + 1,
            hot_sauce=self.hot_sauce,
            turn=self.turn_count,
        )

    def outcome(self) -> Outcome:
        scores = tuple(s.total for s in self.scores())
        if not self.over or self.ending is None:
            return Outcome(scores, (), NotOver())
        best = max(scores)
        tied = [s for s in range(self.players) if scores[s] == best]
        latest = max(self.last_play[s] for s in tied)
        winners = tuple(s for s in tied if latest < 0 or self.last_play[s] == latest)
        return Outcome(scores, winners, self.ending)

    def snapshot(self) -> dict[str, Any]:
        version, internal, gauss = self.rng.getstate()
        return {
            "players": self.players,
            "names": list(self.names),
            "hot_sauce": self.hot_sauce,
            "rng": [version, list(internal), gauss],
            "deck": list(self.deck),
            "centre": list(self.centre),
            "hands": [list(h) for h in self.hands],
            "plates": [[list(t) for t in plate] for plate in self.plates],
            "discard": list(self.discard),
            "burned": [list(b) for b in self.burned],
            "current": self.current,
            "step": self.step,
            "pickup": self.pickup,
            "spent": self.spent,
            "plays": self.plays,
            "burn_choices": list(self.burn_choices),
            "play_clock": self.play_clock,
            "last_play": list(self.last_play),
            "run_outs": self.run_outs,
            "deck_finished": self.deck_finished,
            "turn_count": self.turn_count,
            "over": self.over,
            "ended": code_of(self.ending),
        }

    def snapshot_worded(self, ended: str) -> dict[str, Any]:
        """The snapshot as a record made before this game's rules told facts hashed it: its
        "ended" held how the game ended in words, which that record's outcome keeps
        (`storage.records.same_state`)."""
        return {**self.snapshot(), "ended": ended}

    @classmethod
    def from_snapshot(cls, data: TacoPartyData, snap: dict[str, Any]) -> TacoPartyRules:
        """Rebuild a game from `snapshot()` output (saves; tests use it to set up positions)."""
        self = cls.__new__(cls)
        self.data = data
        self.players = int(snap["players"])
        self.names = tuple(snap["names"])
        self.hot_sauce = bool(snap["hot_sauce"])
        version, internal, gauss = snap["rng"]
        self.rng = random.Random()
        self.rng.setstate((version, tuple(internal), gauss))
        self.deck = list(snap["deck"])
        self.centre = list(snap["centre"])
        self.hands = [list(h) for h in snap["hands"]]
        self.plates = [[list(t) for t in plate] for plate in snap["plates"]]
        self.discard = list(snap["discard"])
        self.burned = [list(b) for b in snap["burned"]]
        for key in ("current", "pickup", "spent", "plays", "play_clock", "run_outs",
                    "turn_count"):
            setattr(self, key, int(snap[key]))
        self.step = str(snap["step"])
        self.burn_choices = list(snap["burn_choices"])
        self.last_play = list(snap["last_play"])
        self.deck_finished = bool(snap["deck_finished"])
        self.over = bool(snap["over"])
        self.ending = self._end_reason() if self.over else None  # the state says how
        return self

    # ----- helpers for views and bots ----------------------------------------------------

    def legal_targets(self, seat: int, card: int) -> tuple[Target, ...]:
        """Every place `seat` may drop `card` right now (empty when it may not be played)."""
        if self.over or seat != self.current or self.step != PLAY:
            return ()
        if card not in self.hands[seat]:
            return ()
        return self._targets(seat, card)

    def burn_candidates(self) -> list[int]:
        """The middle cards Finish would burn now: the highest-scoring ones, one of each kind
        (several only when different cards tie and the player chooses); empty when no pickup is
        left or the middle is empty."""
        if self.pickup - self.spent <= 0:
            return []
        present = [c for c in self.centre if c is not None]
        if not present:
            return []
        top = max(self.data.cards[c].score for c in present)
        tied = [c for c in present if self.data.cards[c].score == top]
        kinds = {(self.data.cards[c].kind, self.data.cards[c].key) for c in tied}
        return tied if len(kinds) > 1 else tied[:1]


    def scores(self) -> tuple[SeatScore, ...]:
        """Every seat's score as it stands, taco by taco (the final score once the game is over)."""
        return tuple(score_plate(self.data, s, self.plates[s], self.burned[s])
                     for s in range(self.players))

    def completed(self, seat: int) -> int:
        return completed_count(self.data, self.plates[seat])

    # ----- the moves: each handler validates fully, returns [] when `check_only`, and only
    # then changes the state --------------------------------------------------------------

    def _handle(self, action: Action, check_only: bool) -> list[Event]:
        if self.over:
            raise IllegalAction(no.GameIsOver())
        check_well_formed(action)
        handler = handler_for(self._HANDLERS, action, no.NotThisGame())
        if action.seat != self.current:
            raise IllegalAction(no.NotYourTurn(self.current))
        return handler(self, action, check_only)

    def _need_step(self, step: str, why: Fact) -> None:
        if self.step != step:
            raise IllegalAction(why)

    def _play(self, action: PlayCard, check_only: bool) -> list[Event]:
        self._need_step(PLAY, no.PlayOutsidePlayStep())
        if action.card not in self.hands[action.seat]:
            raise IllegalAction(no.NotInHand())
        if not 0 <= action.plate < self.players:
            raise IllegalAction(no.NoSuchPlate(action.plate))
        plate = self.plates[action.plate]
        if action.taco != NEW_TACO and not 0 <= action.taco < len(plate):
            raise IllegalAction(no.NoSuchTaco(action.plate, action.taco))
        if action.plate != action.seat:
            if not self.hot_sauce:
                raise IllegalAction(no.OwnPlateOnly())
            if self.data.cards[action.card].kind != TACO or action.taco != NEW_TACO:
                raise IllegalAction(no.OnlyEmptyTacoServed())
        target = None if action.taco == NEW_TACO else plate[action.taco]
        reason = refusal(self.data, action.card, target)
        if reason is not None:
            raise IllegalAction(reason)
        if check_only:
            return []
        events: list[Event] = []
        seat = action.seat
        self.hands[seat].remove(action.card)
        if action.taco == NEW_TACO:
            plate.append([action.card])
            index = len(plate) - 1
        else:
            plate[action.taco].append(action.card)
            index = action.taco
        numbers = self.data.numbers
        gift = action.plate != seat
        self.pickup += numbers.hot_sauce_pickup if gift else numbers.pickup_per_card
        self.plays += 1
        self.play_clock += 1
        self.last_play[seat] = self.play_clock
        events.append(CardPlayed(action.card, f"hand:{seat}",
                                 f"plate:{action.plate}:taco:{index}", seat, action.plate,
                                 index, self.pickup, action.taco == NEW_TACO, len(plate)))
        return events

    def _discard(self, action: Discard, check_only: bool) -> list[Event]:
        self._need_step(DISCARD, no.DiscardOutsideDiscardStep())
        if len(set(action.cards)) != len(action.cards):
            raise IllegalAction(no.SameCardTwice())
        hand = self.hands[action.seat]
        if any(card not in hand for card in action.cards):
            raise IllegalAction(no.DiscardFromHandOnly())
        if check_only:
            return []
        events: list[Event] = []
        seat = action.seat
        for card in action.cards:
            self.hands[seat].remove(card)
            self.discard.append(card)
            events.append(CardDiscarded(card, f"hand:{seat}", "discard", seat, False))
        self._start_pickup(events)
        return events

    def _pickup(self, action: Pickup, check_only: bool) -> list[Event]:
        self._need_step(PICKUP, no.PickupOutsidePickupStep())
        if action.card not in self.centre:
            raise IllegalAction(no.NotInMiddle())
        cost = self.data.cards[action.card].cost
        left = self.pickup - self.spent
        if cost > left:
            raise IllegalAction(no.TooDear(cost, left))
        if check_only:
            return []
        events: list[Event] = []
        seat, card = action.seat, action.card
        slot = self.centre.index(card)
        self.centre[slot] = None
        self.hands[seat].append(card)
        self.spent += cost
        events.append(CardPickedUp(card, f"centre:{slot}", f"hand:{seat}", seat, cost,
                                   self.pickup - self.spent))
        self._end_pickup_if_decided(events)
        return events

    def _targets(self, seat: int, card: int) -> tuple[Target, ...]:
        if self.data.cards[card].kind == TACO:
            found = [Target(seat, NEW_TACO)]
            if self.hot_sauce:
                found += [Target(p, NEW_TACO) for p in range(self.players) if p != seat]
            return tuple(found)
        return tuple(Target(seat, i) for i, taco in enumerate(self.plates[seat])
                     if refusal(self.data, card, taco) is None)

    # ----- state changes (only after validation) -----------------------------------------

    def _set_step(self, step: str, events: list[Event]) -> None:
        self.step = step
        events.append(StepChanged(self.current, step))

    def _end_play(self, action: EndPlay, check_only: bool) -> list[Event]:
        self._need_step(PLAY, no.DonePlaying())
        if check_only:
            return []
        events: list[Event] = []
        seat = self.current
        if self.plays > 0:
            if self.hands[seat]:
                self._set_step(DISCARD, events)
            else:  # nothing left to discard: straight on to picking up
                self._start_pickup(events)
            return events
        for card in list(self.hands[seat]):
            self.hands[seat].remove(card)
            self.discard.append(card)
            events.append(CardDiscarded(card, f"hand:{seat}", "discard", seat, True))
        for slot, taken in enumerate(self.centre):
            if taken is None:
                continue
            self.centre[slot] = None
            self.hands[seat].append(taken)
            events.append(CardPickedUp(taken, f"centre:{slot}", f"hand:{seat}", seat, 0, 0))
        self._end_turn(events, draw=False)
        return events

    def _start_pickup(self, events: list[Event]) -> None:
        self._set_step(PICKUP, events)
        self._end_pickup_if_decided(events)

    def _end_pickup_if_decided(self, events: list[Event]) -> None:
        """The pickup step ends by itself only when nothing is left to decide: the pickup is
        spent exactly, or the middle is empty (nothing to buy, nothing to burn). Pickup left
        over with cards in the middle always waits for the player's Finish (EndPickup)."""
        left = self.pickup - self.spent
        if left > 0 and any(c is not None for c in self.centre):
            return
        events.append(PickupOver(self.current, max(left, 0)))
        self._end_turn(events, draw=True)

    def _finish_pickup(self, action: EndPickup, check_only: bool) -> list[Event]:
        """The player pressed Finish: unspent pickup burns the highest-scoring middle card
        (a tie between different cards is the player's to choose, in the burn step)."""
        self._need_step(PICKUP, no.FinishOutsidePickup())
        if check_only:
            return []
        events: list[Event] = []
        burn = self.burn_candidates()
        if len(burn) > 1:
            self.step = BURN
            self.burn_choices = burn
            events.append(BurnChoice(self.current, tuple(burn), self.pickup - self.spent))
            return events
        if burn:
            self._burn(burn[0], events)
        self._end_turn(events, draw=True)
        return events

    def _burn_chosen(self, action: Burn, check_only: bool) -> list[Event]:
        """The player chose which of the tied highest middle cards burns."""
        self._need_step(BURN, no.NothingToBurn())
        if action.card not in self.burn_choices:
            raise IllegalAction(no.BurnAHighest())
        if check_only:
            return []
        events: list[Event] = []
        self._burn(action.card, events)
        self._end_turn(events, draw=True)
        return events

    _HANDLERS: ClassVar[Mapping[type[Action], Callable[..., list[Event]]]] = MappingProxyType({
        PlayCard: _play, EndPlay: _end_play, Discard: _discard, Pickup: _pickup,
        EndPickup: _finish_pickup, Burn: _burn_chosen})
    """Each action type's handler (see `_handle`)."""

    def _burn(self, card: int, events: list[Event]) -> None:
        seat = self.current
        slot = self.centre.index(card)
        self.centre[slot] = None
        self.burned[seat].append(card)
        self.burn_choices = []
        events.append(CardBurned(card, f"centre:{slot}", f"burned:{seat}", seat))

    def _draw_card(self, events: list[Event]) -> int | None:
        if not self.deck:
            self._run_out(events)
            if not self.deck:
                return None
        card = self.deck.pop(0)
        if not self.deck:
            self._run_out(events)
        return card

    def _run_out(self, events: list[Event]) -> None:
        if self.deck_finished:
            return
        self.run_outs += 1
        allowed = self.data.numbers.reshuffles(self.players)
        if self.run_outs > allowed:
            self.deck_finished = True
            events.append(DeckRanOut(self.run_outs, True))
            return
        events.append(DeckRanOut(self.run_outs, False))
        moved = sorted(self.discard)
        self.deck = list(self.discard)
        self.discard = []
        self.rng.shuffle(self.deck)
        events.append(DeckReshuffled(tuple(moved)))

    def _end_turn(self, events: list[Event], draw: bool) -> None:
        seat = self.current
        numbers = self.data.numbers
        self.burn_choices = []
        if draw:
            self._set_step(DRAW, events)
            hand = self.hands[seat]
            while len(hand) < numbers.hand_size:
                card = self._draw_card(events)
                if card is None:
                    break
                hand.append(card)
                events.append(CardDrawn(card, "deck", f"hand:{seat}", seat))
        for slot in range(numbers.centre_slots):
            if self.centre[slot] is None:
                card = self._draw_card(events)
                if card is None:
                    break
                self.centre[slot] = card
                events.append(CentreRefilled(card, "deck", f"centre:{slot}", slot))
        self.turn_count += 1
        self.ending = self._end_reason()
        if self.ending is not None:
            self.over = True
            self.step = OVER
            self.pickup = self.spent = self.plays = 0
            outcome = self.outcome()
            events.append(GameEnded(outcome.scores, outcome.winners, self.ending))
            return
        self.current = (seat + 1) % self.players
        self.pickup = self.spent = self.plays = 0
        self.step = PLAY
        events.append(TurnStarted(self.current, self.turn_count + 1))

    def _end_reason(self) -> Ending | None:
        """How the game ends after this turn (None: it goes on): a plate with the tacos that
        end it (the seat on turn first, then clockwise), or the deck finished."""
        need = self.data.numbers.tacos_to_end(self.players)
        for offset in range(self.players):
            s = (self.current + offset) % self.players
            if self.completed(s) >= need:
                return TacosCompleted(s, need)
        if self.deck_finished:
            return DeckFinished(self.run_outs)
        return None
