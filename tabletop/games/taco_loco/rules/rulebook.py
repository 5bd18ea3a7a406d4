"""Taco Loco's state and rules: plain Python, deterministic from the setup seed."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar

from tabletop.core.actions import Action, Event, check_well_formed
from tabletop.core.dispatch import handler_for, refusal_of
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import GameSetup, NotOver, Outcome
from tabletop.games.taco_loco.rules.actions import (
    ACTION_TYPES,
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, Card, TacoLocoData
from tabletop.games.taco_loco.rules.endings import AllHandsEmpty
from tabletop.games.taco_loco.rules.events import (
    BaseCardPlaced,
    BaseCardReturned,
    CardDealt,
    CardDrawn,
    CardPlayed,
    CounterAsked,
    CounterDeclined,
    GameOver,
    GiveAsked,
    LegendaryCountered,
    TacoGiven,
    TacoPlace,
    TacoTaken,
    TurnStarted,
)
from tabletop.games.taco_loco.rules.observation import (
    COUNTER,
    GIVE,
    Question,
    TacoLocoObservation,
    TacoView,
)
from tabletop.games.taco_loco.rules.options import (
    LAST_PLAYED,
    SAME_NUMBER,
    SAME_NUMBER_MODES,
    TOP_OF_TACO,
)
from tabletop.games.taco_loco.rules.refusals import (
    AnswerFirst,
    GameIsOver,
    MayNotStartTaco,
    MustGiveAway,
    NobodyAsked,
    NoSuchReceiver,
    NoSuchSeat,
    NoSuchTaco,
    NotInHand,
    NotThisGame,
    NotYourTurn,
    OnlyLonesomeCounters,
    SameAsLastPlayed,
    SameAsTopOfTaco,
    WaitForAnswer,
)

__all__ = ["ACTION_TYPES", "SAME_NUMBER", "LAST_PLAYED", "TOP_OF_TACO", "TacoLocoRules"]


@dataclass
class _Taco:
    """A taco on the table: a stable id and its card ids, bottom to top."""

    id: int
    cards: list[int]


def hand_zone(seat: int) -> str:
    return f"hand:{seat}"


def taco_zone(taco: int) -> str:
    return f"taco:{taco}"


def taken_zone(seat: int) -> str:
    return f"taken:{seat}"


PILE = "pile"


class TacoLocoRules:
    """One game of Taco Loco.

    `deck` (tests) fixes the card order: ids, first drawn first. Hands are dealt in blocks
    (seat 0 gets the first `hand_size` cards, then seat 1, ...), then the base card is drawn.
    A shorter deck of distinct ids plays a shorter game with just those cards.
    """

    realtime = False

    def __init__(self, data: TacoLocoData, setup: GameSetup, deck: list[int] | None = None) -> None:
        self.data = data
        self.setup = setup
        self.players = len(setup.seats)
        self.names = tuple(seat.name for seat in setup.seats)
        if self.players < 2:
            raise ValueError("Taco Loco needs at least 2 players")
        mode = setup.options.get(SAME_NUMBER, LAST_PLAYED)
        if mode not in SAME_NUMBER_MODES:
            raise ValueError(f"unknown same-number rule {mode!r}")
        self.same_number = mode
        self._rng = random.Random(setup.seed)
        if deck is None:
            order = [card.id for card in data.cards]
            self._rng.shuffle(order)
        else:
            order = self._checked_deck(deck)
        self.pile: list[int] = order
        self.hands: list[list[int]] = [[] for _ in range(self.players)]
        self.tacos: list[_Taco] = []
        self.taken: list[list[int]] = [[] for _ in range(self.players)]
        self.last_number: int | None = None
        self.current = 0
        self.question: Question | None = None
        self._counter_queue: list[int] = []
        self._turns = 0
        self._next_taco = 1
        self._over = False
        self.opening_events: tuple[Event, ...] = tuple(self._deal())

    # ----------------------------------------------------------------- setup
    def _checked_deck(self, deck: list[int]) -> list[int]:
        known = len(self.data.cards)
        if len(set(deck)) != len(deck) or any(not 0 <= c < known for c in deck):
            raise ValueError("a fixed deck must list distinct card ids from the card data")
        if len(deck) < self.players * self.data.hand_size + 1:
            raise ValueError("the fixed deck is too small to deal every hand and a base card")
        if not any(self.data.cards[c].is_number for c in deck[self.players * self.data.hand_size:]):
            raise ValueError("the fixed deck has no number card left for the taco base")
        return list(deck)

    def _deal(self) -> list[Event]:
        events: list[Event] = []
        size = self.data.hand_size
        for seat in range(self.players):
            for _ in range(size):
                card = self.pile.pop(0)
                self.hands[seat].append(card)
                events.append(CardDealt(seat, card, PILE, hand_zone(seat)))
        if not any(self.data.cards[c].is_number for c in self.pile):
            raise ValueError("no number card is left in the pile for the taco base")
        while not self.data.cards[self.pile[0]].is_number:
            special = self.pile.pop(0)
            self.pile.insert(self._rng.randint(1, len(self.pile)), special)
            events.append(BaseCardReturned(special, PILE, PILE))
        base = self.pile.pop(0)
        taco = self._new_taco([base])
        self.last_number = self.data.cards[base].value
        events.append(BaseCardPlaced(base, taco.id, PILE, taco_zone(taco.id), self._sum(taco)))
        events.append(TurnStarted(self.current, first=True))
        return events

    def _new_taco(self, cards: list[int]) -> _Taco:
        taco = _Taco(self._next_taco, cards)
        self._next_taco += 1
        self.tacos.append(taco)
        return taco

    # ----------------------------------------------------------- the contract
    def actors(self) -> tuple[int, ...]:
        if self._over:
            return ()
        if self.question is not None:
            return (self.question.seat,)
        return (self.current,)

    @property
    def turns(self) -> int:
        return self._turns

    def is_over(self) -> bool:
        return self._over

    def tick(self, dt: float) -> list[Event]:
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.actors():
            return []
        question = self.question
        if question is not None and question.kind == GIVE:
            return [GiveTaco(seat, to) for to in range(self.players) if to != seat]
        if question is not None:
            return [DeclineCounter(seat)] + [CounterLegendary(seat, c) for c in self.hands[seat]
                                             if self.data.cards[c].kind == LONESOME]
        actions: list[Action] = []
        for card in self.hands[seat]:
            for taco in self.tacos:
                if self._refuse_on_taco(card, taco) is None:
                    actions.append(PlayCard(seat, card, taco.id))
            if self._refuse_start(card) is None:
                actions.append(StartTaco(seat, card))
        return actions

    def apply(self, action: Action) -> list[Event]:
        return self._handle(action, check_only=False)

    def check(self, action: Action) -> IllegalAction | None:
        return refusal_of(lambda: self._handle(action, check_only=True))

    def _handle(self, action: Action, check_only: bool) -> list[Event]:
        """Validate `action` fully; then, unless `check_only`, perform it."""
        check_well_formed(action)
        return handler_for(self._HANDLERS, action, NotThisGame())(self, action, check_only)

    # ------------------------------------------------------------ validation
    def _check_seat(self, seat: int, answering: str | None) -> None:
        """Refuse when `seat` may not act now; `answering` is the question kind the move answers."""
        if self._over:
            raise IllegalAction(GameIsOver())
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(NoSuchSeat(seat))
        question = self.question
        if question is not None:
            if seat != question.seat:
                raise IllegalAction(WaitForAnswer(question))
            if answering != question.kind:
                raise IllegalAction(AnswerFirst(question))
            return
        if answering is not None:
            raise IllegalAction(NobodyAsked())
        if seat != self.current:
            raise IllegalAction(NotYourTurn(self.current))

    def _check_in_hand(self, seat: int, card: int) -> Card:
        if card not in self.hands[seat]:
            raise IllegalAction(NotInHand())
        return self.data.cards[card]

    def _refuse_on_taco(self, card_id: int, taco: _Taco) -> Fact | None:
        """Why `card_id` may not go on `taco` (None: it may)."""
        card = self.data.cards[card_id]
        if not card.is_number:
            return None
        if self.same_number == LAST_PLAYED and card.value == self.last_number:
            return SameAsLastPlayed(card.value)
        top = self.data.cards[taco.cards[-1]]
        if self.same_number == TOP_OF_TACO and top.is_number and top.value == card.value:
            return SameAsTopOfTaco(card.value, self._place(taco))
        return None

    def _refuse_start(self, card_id: int) -> Fact | None:
        """Why `card_id` may not start a new taco (None: it may)."""
        if not self.tacos:
            return None
        if any(self._refuse_on_taco(card_id, taco) is not None for taco in self.tacos):
            return None
        return MayNotStartTaco(self.same_number)

    def _find_taco(self, taco_id: int) -> _Taco:
        for taco in self.tacos:
            if taco.id == taco_id:
                return taco
        raise IllegalAction(NoSuchTaco(taco_id))

    # ---------------------------------------------------------------- moves
    # Each handler validates fully, returns [] when `check_only`, and only then changes state.
    def _play(self, action: PlayCard | StartTaco, check_only: bool) -> list[Event]:
        seat = action.seat
        self._check_seat(seat, None)
        card = self._check_in_hand(seat, action.card)
        if isinstance(action, PlayCard):
            taco = self._find_taco(action.taco)
            reason = self._refuse_on_taco(card.id, taco)
        else:
            taco = None
            reason = self._refuse_start(card.id)
        if reason is not None:
            raise IllegalAction(reason)
        if check_only:
            return []
        where = None if taco is None else self._place(taco)  # as the table shows it now
        # Valid: from here on the state changes.
        self.hands[seat].remove(card.id)
        if taco is None:
            taco = self._new_taco([card.id])
        else:
            taco.cards.append(card.id)
        if card.is_number:
            self.last_number = card.value
        total = self._sum(taco)
        started = isinstance(action, StartTaco)
        events: list[Event] = [CardPlayed(seat, card.id, taco.id, hand_zone(seat),
                                          taco_zone(taco.id), started, total, where)]
        perfect = self.data.perfect_sum
        if card.kind == LEGENDARY:
            self._counter_queue = [s for s in self._closest_first(seat) if self.hands[s]]
            return events + self._ask_next_counter(seat, taco)
        if total == perfect:
            return events + self._ask_give(seat, taco)
        if total > perfect:
            events.append(self._take(seat, taco, countered=False))
        return events + self._end_turn(seat)

    def _give(self, action: GiveTaco, check_only: bool) -> list[Event]:
        seat = action.seat
        self._check_seat(seat, GIVE)
        if not isinstance(action.to, int) or not 0 <= action.to < self.players:
            raise IllegalAction(NoSuchReceiver(action.to))
        if action.to == seat:
            raise IllegalAction(MustGiveAway())
        assert self.question is not None
        taco = self._find_taco(self.question.taco)
        if check_only:
            return []
        self.tacos.remove(taco)
        self.taken[action.to].extend(taco.cards)
        self.question = None
        events: list[Event] = [TacoGiven(seat, action.to, taco.id, tuple(taco.cards),
                                         taco_zone(taco.id), taken_zone(action.to))]
        return events + self._end_turn(seat)

    def _counter(self, action: CounterLegendary, check_only: bool) -> list[Event]:
        seat = action.seat
        self._check_seat(seat, COUNTER)
        card = self._check_in_hand(seat, action.card)
        if card.kind != LONESOME:
            raise IllegalAction(OnlyLonesomeCounters())
        question = self.question
        assert question is not None
        taco = self._find_taco(question.taco)
        if check_only:
            return []
        player = question.player
        self.hands[seat].remove(card.id)
        taco.cards.append(card.id)
        self.question = None
        self._counter_queue = []
        events: list[Event] = [LegendaryCountered(seat, card.id, taco.id, player,
                                                  hand_zone(seat), taco_zone(taco.id))]
        events += self._draw(seat)
        events.append(self._take(player, taco, countered=True))
        return events + self._end_turn(player)

    def _decline(self, action: DeclineCounter, check_only: bool) -> list[Event]:
        seat = action.seat
        self._check_seat(seat, COUNTER)
        question = self.question
        assert question is not None
        taco = self._find_taco(question.taco)
        if check_only:
            return []
        self._counter_queue.pop(0)
        events: list[Event] = [CounterDeclined(seat, taco.id)]
        return events + self._ask_next_counter(question.player, taco)

    _HANDLERS: ClassVar[Mapping[type[Action], Callable[..., list[Event]]]] = MappingProxyType({
        PlayCard: _play, StartTaco: _play, GiveTaco: _give, CounterLegendary: _counter,
        DeclineCounter: _decline})
    """Each action type's handler (see `_handle`)."""

    # --------------------------------------------------------------- helpers
    def _ask_next_counter(self, player: int, taco: _Taco) -> list[Event]:
        if not self._counter_queue:
            return self._ask_give(player, taco)
        asked = self._counter_queue[0]
        self.question = Question(COUNTER, asked, player, taco.id)
        return [CounterAsked(asked, player, taco.id)]

    def _ask_give(self, seat: int, taco: _Taco) -> list[Event]:
        self.question = Question(GIVE, seat, seat, taco.id)
        return [GiveAsked(seat, taco.id)]

    def _take(self, seat: int, taco: _Taco, countered: bool) -> TacoTaken:
        total = self._sum(taco)
        self.tacos.remove(taco)
        self.taken[seat].extend(taco.cards)
        return TacoTaken(seat, taco.id, tuple(taco.cards), taco_zone(taco.id),
                         taken_zone(seat), countered, total)

    def _draw(self, seat: int) -> list[Event]:
        if not self.pile or len(self.hands[seat]) >= self.data.hand_size:
            return []
        card = self.pile.pop(0)
        self.hands[seat].append(card)
        return [CardDrawn(seat, card, PILE, hand_zone(seat), len(self.pile))]

    def _end_turn(self, seat: int) -> list[Event]:
        """The turn's player draws, then the next player clockwise with cards plays."""
        events = self._draw(seat)
        self._turns += 1
        for nxt in self._clockwise_after(seat) + [seat]:
            if self.hands[nxt]:
                self.current = nxt
                return events + [TurnStarted(nxt)]
        self._over = True
        outcome = self.outcome()
        left = sum(len(t.cards) for t in self.tacos)
        return events + [GameOver(outcome.scores, outcome.winners, left)]

    def _clockwise_after(self, seat: int) -> list[int]:
        return [(seat + step) % self.players for step in range(1, self.players)]

    def _closest_first(self, seat: int) -> list[int]:
        """The other seats by distance round the table, the left (next clockwise) on a tie."""
        order: list[int] = []
        for step in range(1, self.players // 2 + 1):
            for other in ((seat + step) % self.players, (seat - step) % self.players):
                if other != seat and other not in order:
                    order.append(other)
        return order

    def _sum(self, taco: _Taco) -> int:
        return taco_sum([self.data.cards[c] for c in taco.cards], self.data)

    def _place(self, taco: _Taco) -> TacoPlace:
        """The taco as the table shows it: its sum, its place, whether its sum is shared."""
        sums = [self._sum(t) for t in self.tacos]
        total = self._sum(taco)
        return TacoPlace(total, self.tacos.index(taco) + 1, sums.count(total) > 1)

    # ---------------------------------------------------------------- views
    def observation(self, seat: int) -> TacoLocoObservation:
        cards = self.data.cards
        return TacoLocoObservation(
            seat=seat,
            names=self.names,
            hand=tuple(cards[c] for c in self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            tacos=tuple(TacoView(t.id, tuple(cards[c] for c in t.cards), self._sum(t))
                        for t in self.tacos),
            taken=tuple(len(t) for t in self.taken),
            taken_cards=tuple(tuple(cards[c] for c in t) for t in self.taken),
            pile_size=len(self.pile),
            last_number=self.last_number,
            current=None if self._over else self.current,
            question=self.question,
            turns=self._turns,
            same_number=self.same_number,
            perfect_sum=self.data.perfect_sum,
            hand_size=self.data.hand_size,
            over=self._over,
        )

    def outcome(self) -> Outcome:
        scores = tuple(len(t) for t in self.taken)
        if not self._over:
            return Outcome(scores, (), NotOver())
        best = min(scores)
        winners = tuple(s for s in range(self.players) if scores[s] == best)
        left = sum(len(t.cards) for t in self.tacos)
        return Outcome(scores, winners, AllHandsEmpty(winners, best, left))

    def snapshot(self) -> dict[str, Any]:
        version, state, gauss = self._rng.getstate()
        question = self.question
        return {
            "players": self.players,
            "same_number": self.same_number,
            "pile": list(self.pile),
            "hands": [list(h) for h in self.hands],
            "tacos": [{"id": t.id, "cards": list(t.cards)} for t in self.tacos],
            "taken": [list(t) for t in self.taken],
            "last_number": self.last_number,
            "current": self.current,
            "question": None if question is None else {
                "kind": question.kind, "seat": question.seat,
                "player": question.player, "taco": question.taco},
            "counter_queue": list(self._counter_queue),
            "turns": self._turns,
            "next_taco": self._next_taco,
            "over": self._over,
            "rng": [version, list(state), gauss],
        }


def taco_sum(cards: list[Card] | tuple[Card, ...], data: TacoLocoData) -> int:
    """The announced sum: numbers above the last Lonesome; a Legendary makes it perfect."""
    total = 0
    for card in cards:
        if card.kind == LONESOME:
            total = data.lonesome_resets_to
        elif card.kind == LEGENDARY:
            total = data.perfect_sum
        else:
            total += card.value
    return total
