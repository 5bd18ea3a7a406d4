"""Taco Loco bots: a random one ("easy") and one that plays with sense ("normal").

Both decide only from the seat's observation, the legal actions and the public card list.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.core.actions import Action
from tabletop.core.facts import Fact
from tabletop.core.game import Decision
from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, Card, TacoLocoData
from tabletop.games.taco_loco.rules.events import TacoPlace
from tabletop.games.taco_loco.rules.hints import (
    AnyMove,
    CounterOrReceive,
    CounterSoTheyTake,
    GiveToLeader,
    KeepLonesome,
    LegendaryPerfect,
    LonesomeResets,
    NoLonesome,
    OverfillLeast,
    PerfectFor,
    PlaySafely,
)
from tabletop.games.taco_loco.rules.observation import COUNTER, GIVE, TacoLocoObservation, TacoView

GIVE_GAIN = 0.6
"""How much giving a card away is worth, against taking one (1.0)."""
KEEP_LEGENDARY = 1.2
KEEP_LONESOME = 1.6
NEXT_GAIN = 0.5
"""Weight of the next player probably having to overfill what we leave them."""


class RandomBot:
    """Plays a random legal action (seeded, so games replay)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: TacoLocoObservation, legal: list[Action]) -> Decision:
        return Decision(self.rng.choice(legal), AnyMove())


@dataclass(frozen=True)
class _Option:
    cost: float
    action: Action
    reason: Fact


class _Unseen:
    """Cards this seat cannot see (the pile and the other hands), by kind and number."""

    def __init__(self, data: TacoLocoData, obs: TacoLocoObservation) -> None:
        counts: dict[object, int] = {}
        for card in data.cards:
            key = _key(card)
            counts[key] = counts.get(key, 0) + 1
        seen: list[Card] = list(obs.hand)
        for taco in obs.tacos:
            seen.extend(taco.cards)
        for pile in obs.taken_cards:
            seen.extend(pile)
        for card in seen:
            counts[_key(card)] -= 1
        self.counts = counts
        self.total = max(sum(counts.values()), 0)

    def count(self, keys: list[object]) -> int:
        return sum(max(self.counts.get(k, 0), 0) for k in keys)

    def chance_any(self, keys: list[object], hand: int) -> float:
        """Chance that a hand of `hand` unseen cards holds at least one card of `keys`."""
        return 1.0 - self.chance_none(self.count(keys), hand)

    def chance_all(self, keys: list[object], hand: int) -> float:
        """Chance that every card of such a hand is one of `keys`."""
        good, total = self.count(keys), self.total
        if hand <= 0:
            return 1.0
        chance = 1.0
        for i in range(hand):
            if total - i <= 0:
                return 0.0
            chance *= max(good - i, 0) / (total - i)
        return chance

    def chance_none(self, matching: int, hand: int) -> float:
        total = self.total
        chance = 1.0
        for i in range(hand):
            if total - i <= 0:
                return 1.0
            chance *= max(total - matching - i, 0) / (total - i)
        return chance


def _key(card: Card) -> object:
    return card.value if card.is_number else card.kind


class TacoLocoBot:
    """Plays with sense: makes 11 when it can, avoids overfilling, keeps its specials for need."""

    def __init__(self, data: TacoLocoData, seat: int, seed: int) -> None:
        self.data = data
        self.seat = seat
        self.rng = random.Random(seed)

    def choose(self, observation: TacoLocoObservation, legal: list[Action]) -> Decision:
        question = observation.question
        if question is not None and question.kind == GIVE:
            return self._give(observation, legal)
        if question is not None and question.kind == COUNTER:
            return self._answer_counter(observation, legal)
        return self._play(observation, legal)

    # ----------------------------------------------------------------- give
    def _leader(self, obs: TacoLocoObservation, among: list[int]) -> int:
        """The seat in `among` with fewest cards taken (nearest clockwise after us on ties)."""
        me = obs.seat
        return min(among, key=lambda s: (obs.taken[s], (s - me) % obs.players))

    def _give(self, obs: TacoLocoObservation, legal: list[Action]) -> Decision:
        choices = [a for a in legal if isinstance(a, GiveTaco)]
        target = self._leader(obs, [a.to for a in choices])
        action = next(a for a in choices if a.to == target)
        return Decision(action, GiveToLeader(target, leading=obs.players > 2))

    # -------------------------------------------------------------- counter
    def _answer_counter(self, obs: TacoLocoObservation, legal: list[Action]) -> Decision:
        decline = next(a for a in legal if isinstance(a, DeclineCounter))
        counters = [a for a in legal if isinstance(a, CounterLegendary)]
        if not counters:
            return Decision(decline, NoLonesome())
        question = obs.question
        assert question is not None
        player = question.player
        taco = obs.taco(question.taco)
        size = len(taco.cards) if taco else 1
        others = [s for s in range(obs.players) if s != player]
        likely = self._leader(obs, others)
        if obs.players == 2 or likely == obs.seat:
            return Decision(counters[0], CounterOrReceive(player))
        if size + 1 >= 3 or min(obs.taken) == obs.taken[player]:
            return Decision(counters[0], CounterSoTheyTake(player, size + 1))
        return Decision(decline, KeepLonesome())

    # ----------------------------------------------------------------- play
    def _play(self, obs: TacoLocoObservation, legal: list[Action]) -> Decision:
        unseen = _Unseen(self.data, obs)
        cards = {c.id: c for c in obs.hand}
        done: dict[tuple[object, int | None], _Option] = {}
        options: list[_Option] = []
        for action in legal:
            assert isinstance(action, PlayCard | StartTaco)
            card = cards[action.card]
            taco = obs.taco(action.taco) if isinstance(action, PlayCard) else None
            key = (_key(card), None if taco is None else taco.id)
            if key in done:
                continue
            option = self._judge(obs, unseen, card, taco, action)
            done[key] = option
            options.append(option)
        best = min(o.cost for o in options)
        ties = [o for o in options if o.cost <= best + 1e-9]
        chosen = ties[0] if len(ties) == 1 else self.rng.choice(ties)
        return Decision(chosen.action, chosen.reason)

    def _judge(self, obs: TacoLocoObservation, unseen: _Unseen, card: Card,
               taco: TacoView | None, action: Action) -> _Option:
        perfect = obs.perfect_sum
        size = 0 if taco is None else len(taco.cards)
        total = 0 if taco is None else taco.sum
        # the taco as the table shows it: by the sum on its badge (and its place on a tie)
        sums = [t.sum for t in obs.tacos]
        where = None if taco is None else TacoPlace(taco.sum, obs.tacos.index(taco) + 1,
                                                    sums.count(taco.sum) > 1)
        if card.kind == LEGENDARY:
            risk = self._counter_risk(obs, unseen)
            cost = risk * (size + 2) - (1 - risk) * GIVE_GAIN * (size + 1) + KEEP_LEGENDARY
            return _Option(cost, action, LegendaryPerfect(where, size + 1))
        if card.kind == LONESOME:
            cost = KEEP_LONESOME + self._danger(obs, unseen, self.data.lonesome_resets_to,
                                                size + 1, None)
            return _Option(cost, action, LonesomeResets(where, self.data.lonesome_resets_to))
        new_total = total + card.value
        if new_total > perfect:
            return _Option(float(size + 1), action, OverfillLeast(where, size + 1))
        if new_total == perfect:
            given = [s for s in range(obs.players) if s != obs.seat]
            reason = PerfectFor(card.id, where, perfect, self._leader(obs, given),
                                leading=obs.players > 2)
            return _Option(-GIVE_GAIN * (size + 1) - 0.01 * card.value, action, reason)
        cost = self._danger(obs, unseen, new_total, size + 1, card.value)
        return _Option(cost + 0.02 * (6 - card.value), action,
                       PlaySafely(card.id, where, new_total))

    def _counter_risk(self, obs: TacoLocoObservation, unseen: _Unseen) -> float:
        """Chance that somebody answers our Legendary Taco with a Lonesome Taco."""
        hidden = sum(obs.hand_sizes) - obs.hand_sizes[obs.seat]
        return unseen.chance_any([LONESOME], hidden)

    def _danger(self, obs: TacoLocoObservation, unseen: _Unseen, total: int, size: int,
                played: int | None) -> float:
        """Expected cost of leaving a taco at `total` with `size` cards for the next player."""
        nxt = self._next_player(obs)
        if nxt is None:
            return 0.0
        hand = obs.hand_sizes[nxt]
        need = obs.perfect_sum - total
        make_keys: list[object] = [LEGENDARY]
        if need in unseen.counts:
            make_keys.append(need)
        make = unseen.chance_any(make_keys, hand)
        others = [s for s in range(obs.players) if s != nxt]
        gets_it = 1.0 if self._leader(obs, others) == obs.seat else 0.3
        if obs.players == 2:
            gets_it = 1.0
        over_keys: list[object] = [v for v in unseen.counts
                                   if isinstance(v, int) and v > need and v != played]
        forced = unseen.chance_all(over_keys, hand)
        if len(obs.tacos) > 1 or (obs.tacos and played is None and total == 0):
            forced *= 0.5
        weight = 1.0 if obs.players == 2 else 0.5
        return make * gets_it * (size + 1) - NEXT_GAIN * weight * forced * (size + 1)

    def _next_player(self, obs: TacoLocoObservation) -> int | None:
        for step in range(1, obs.players):
            seat = (obs.seat + step) % obs.players
            if obs.hand_sizes[seat]:
                return seat
        return None
