"""Taco Party bots: a random one (easy) and a planner (normal) that sees only its observation."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from tabletop.core.actions import Action
from tabletop.core.facts import Fact
from tabletop.core.game import Decision
from tabletop.games.taco_party.rules import hints as hint
from tabletop.games.taco_party.rules.actions import (
    BURN,
    DISCARD,
    PICKUP,
    PLAY,
    Burn,
    Discard,
    EndPickup,
    EndPlay,
    Pickup,
    PlayCard,
)
from tabletop.games.taco_party.rules.cards import INGREDIENT, OUTFIT, TACO, TOPPER, TacoPartyData
from tabletop.games.taco_party.rules.observation import Observation
from tabletop.games.taco_party.rules.tacos import NEW_TACO

PICKUP_VALUE = 1.5      # what one point of pickup is worth, in end-of-game points
GIFT_VALUE = 1.5        # an empty taco served onto an opponent's plate (hot sauce)
STARTER_VALUE = 1.5     # the first taco still waiting for ingredients is a promise, not a loss
OPEN_VALUE = 1.0        # a taco with ingredients that can still grow
BIGGEST_OPEN_VALUE = 1.0
COMPLETE_VALUE = 2.0    # a finished taco brings the end closer
KEEP_THRESHOLD = 1.5    # discard hand cards worth less than a fresh draw
DENY_WEIGHT = 0.5


class RandomBot:
    """Easy: any legal action, uniformly at random (seeded)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, legal: list[Action]) -> Decision:
        return Decision(self.rng.choice(legal), hint.AnyMove())


# A taco summary: (cards, points, ingredients, last ingredient type or -1, outfit, topper).
Summary = tuple[int, int, int, int, bool, bool]


class TacoPartyBot:
    """Normal: searches its own plays for the best plate, spends pickup exactly, denies cards."""

    def __init__(self, data: TacoPartyData, seat: int) -> None:
        self.data = data
        self.seat = seat
        types = {key: i for i, key in enumerate(data.ingredient_keys)}
        self.kind = tuple(c.kind for c in data.cards)
        self.score = tuple(c.score for c in data.cards)
        self.ing = tuple(types[c.key] if c.kind == INGREDIENT else -1 for c in data.cards)
        self.likes = tuple(frozenset(types[k] for k in c.likes) for c in data.cards)
        self.sig = tuple((c.kind, c.key) for c in data.cards)
        self.need = data.numbers.ingredients_for_topper

    # ----- entry point --------------------------------------------------------------------

    def choose(self, observation: Observation, legal: list[Action]) -> Decision:
        if not legal:
            raise ValueError("no legal action to choose from")
        step = observation.step
        if step == PLAY:
            decision = self._play(observation, legal)
        elif step == DISCARD:
            decision = self._discard(observation, legal)
        elif step == PICKUP:
            decision = self._pickup(observation, legal)
        elif step == BURN:
            decision = self._burn(observation, legal)
        else:
            decision = Decision(legal[0], hint.NothingToDecide())
        if decision.action not in legal:
            return Decision(legal[0], decision.reason)
        return decision

    # ----- taco summaries -----------------------------------------------------------------

    def summary(self, taco: Sequence[int]) -> Summary:
        points = ingredients = 0
        last = -1
        outfit = topper = False
        for c in taco:
            points += self.score[c]
            kind = self.kind[c]
            if kind == INGREDIENT:
                ingredients += 1
                last = self.ing[c]
            elif kind == OUTFIT:
                outfit = True
            elif kind == TOPPER:
                topper = True
        return (len(taco), points, ingredients, last, outfit, topper)

    def fits(self, card: int, s: Summary) -> bool:
        kind = self.kind[card]
        if kind == OUTFIT:
            return not s[4]
        if kind == TACO or s[5]:
            return False
        if kind == TOPPER:
            return s[2] >= self.need
        return s[2] == 0 or s[3] in self.likes[card]

    def grow(self, card: int, s: Summary) -> Summary:
        kind = self.kind[card]
        size, points, ingredients, last, outfit, topper = s
        if kind == INGREDIENT:
            return (size + 1, points + self.score[card], ingredients + 1, self.ing[card],
                    outfit, topper)
        return (size + 1, points + self.score[card], ingredients, last,
                outfit or kind == OUTFIT, topper or kind == TOPPER)

    def plate_value(self, plate: Sequence[Summary]) -> float:
        """End score of the plate plus a little for what it promises."""
        numbers = self.data.numbers
        filled = sorted(((s[0], s[1]) for s in plate if s[2] > 0), reverse=True)
        value = 0.0
        for rank, (_, points) in enumerate(filled[:numbers.scored_tacos]):
            value += points * (numbers.biggest_taco_multiplier if rank == 0 else 1)
        starters = sum(1 for s in plate if s[2] == 0)
        value -= numbers.no_ingredient_penalty * starters
        if starters:
            value += STARTER_VALUE
        biggest_open = False
        for s in plate:
            if s[2] and not s[5]:
                value += OPEN_VALUE
                if filled and (s[0], s[1]) == filled[0] and not biggest_open:
                    value += BIGGEST_OPEN_VALUE
                    biggest_open = True
            if s[5] and s[4] and s[2] >= self.need:
                value += COMPLETE_VALUE
        return value

    # ----- play step: a small search over this turn's plays --------------------------------

    def _play(self, obs: Observation, legal: list[Action]) -> Decision:
        plate = tuple(self.summary(t) for t in obs.plates[obs.seat])
        gift_to = self._gift_target(obs, legal)
        memo: dict[tuple, tuple[float, tuple[int, int, int] | None]] = {}
        hand = tuple(sorted(obs.hand))
        best, move = self._search(hand, plate, gift_to, memo)
        stop = self.plate_value(plate)
        if move is None or best <= stop + 1e-9:
            end = next(a for a in legal if isinstance(a, EndPlay))
            if obs.plays == 0:
                return Decision(end, hint.SwapForMiddle())
            return Decision(end, hint.KeepTheRest())
        card, owner, taco = move
        action = PlayCard(obs.seat, card, owner, taco)
        return Decision(action, self._play_reason(obs, card, owner, taco))

    def _gift_target(self, obs: Observation, legal: list[Action]) -> int | None:
        if not obs.hot_sauce:
            return None
        others = [p for p in range(obs.players) if p != obs.seat]
        if not any(isinstance(a, PlayCard) and a.plate != obs.seat for a in legal):
            return None
        return max(others, key=lambda p: (self.plate_value(
            [self.summary(t) for t in obs.plates[p]]), -p))

    def _search(self, hand: tuple[int, ...], plate: tuple[Summary, ...], gift_to: int | None,
                memo: dict) -> tuple[float, tuple[int, int, int] | None]:
        """Best value reachable by playing more cards, and the first play toward it."""
        key = (tuple(self.sig[c] for c in hand), plate)
        if key in memo:
            return memo[key]
        best = self.plate_value(plate)
        move: tuple[int, int, int] | None = None
        tried: set[tuple] = set()
        for i, card in enumerate(hand):
            if self.sig[card] in tried:
                continue
            tried.add(self.sig[card])
            rest = hand[:i] + hand[i + 1:]
            options: list[tuple[int, int, tuple[Summary, ...], float]] = []
            if self.kind[card] == TACO:
                options.append((self.seat, NEW_TACO, plate + (self.summary((card,)),), 0.0))
                if gift_to is not None:
                    options.append((gift_to, NEW_TACO, plate, GIFT_VALUE))
            else:
                for t, s in enumerate(plate):
                    if self.fits(card, s):
                        grown = plate[:t] + (self.grow(card, s),) + plate[t + 1:]
                        options.append((self.seat, t, grown, 0.0))
            for owner, taco, after, bonus in options:
                value, _ = self._search(rest, after, gift_to, memo)
                value += PICKUP_VALUE + bonus
                if value > best + 1e-9:
                    best, move = value, (card, owner, taco)
        memo[key] = (best, move)
        return best, move

    def _play_reason(self, obs: Observation, card: int, owner: int, taco: int) -> Fact:
        c = self.data.cards[card]
        penalty = self.data.numbers.no_ingredient_penalty
        if owner != obs.seat:
            return hint.ServeEmptyTaco(owner, penalty)
        if taco == NEW_TACO:
            return hint.StartNewTaco()
        current = obs.plates[owner][taco]
        tacos = len(obs.plates[owner])  # a taco as the plate shows it, left to right
        if c.kind == OUTFIT:
            return hint.DressTaco(card, taco, tacos)
        if c.kind == TOPPER:
            return hint.TopTaco(card, taco, tacos)
        last = [x for x in current if self.kind[x] == INGREDIENT]
        if not last:
            return hint.FillTaco(card, taco, tacos, penalty)
        return hint.TuckIn(card, last[-1], taco, tacos)

    # ----- how much a card is worth to a plate --------------------------------------------

    def usefulness(self, card: int, plate: Sequence[Summary], hot_sauce: bool = False) -> float:
        kind = self.kind[card]
        if kind == TOPPER:
            if any(not s[5] and s[2] >= self.need for s in plate):
                return 5.0
            return 3.0 if any(not s[5] and s[2] >= self.need - 1 for s in plate) else 1.0
        if kind == OUTFIT:
            if any(not s[4] and s[2] > 0 for s in plate):
                return 3.5
            return 2.0 if any(not s[4] for s in plate) else 1.0
        if kind == INGREDIENT:
            value = 0.5 * self.score[card]
            if any(not s[5] and s[2] > 0 and s[3] in self.likes[card] for s in plate):
                return value + 3.0
            if any(s[2] == 0 for s in plate):
                return value + 2.0
            return value + 0.5
        if hot_sauce:
            return 2.5
        starters = sum(1 for s in plate if s[2] == 0)
        return 2.0 if starters == 0 else 0.5

    # ----- discard step -------------------------------------------------------------------

    def _discard(self, obs: Observation, legal: list[Action]) -> Decision:
        plate = [self.summary(t) for t in obs.plates[obs.seat]]
        drop = tuple(c for c in obs.hand
                     if self.usefulness(c, plate, obs.hot_sauce) < KEEP_THRESHOLD)
        for action in legal:
            if isinstance(action, Discard) and sorted(action.cards) == sorted(drop):
                if drop:
                    return Decision(action, hint.DiscardMisfits(drop))
                return Decision(action, hint.KeepHand(all_useful=True))
        return Decision(Discard(obs.seat, ()), hint.KeepHand(all_useful=False))

    # ----- pickup step --------------------------------------------------------------------

    def _pickup(self, obs: Observation, legal: list[Action]) -> Decision:
        mine = [self.summary(t) for t in obs.plates[obs.seat]]
        rivals = [[self.summary(t) for t in obs.plates[p]]
                  for p in range(obs.players) if p != obs.seat]
        present = [c for c in obs.centre if c is not None]
        left = obs.pickup_left

        def worth(card: int) -> float:
            deny = max((self.usefulness(card, r, obs.hot_sauce) for r in rivals), default=0.0)
            return self.usefulness(card, mine, obs.hot_sauce) + DENY_WEIGHT * deny

        best_value: float | None = None
        best_set: tuple[int, ...] = ()
        for size in range(len(present) + 1):
            for combo in combinations(present, size):
                cost = sum(self.data.cards[c].cost for c in combo)
                if cost > left:
                    continue
                value = sum(worth(c) for c in combo)
                rest = [c for c in present if c not in combo]
                if cost < left and rest:
                    value -= 2 * max(self.score[c] for c in rest)
                if best_value is None or value > best_value + 1e-9:
                    best_value, best_set = value, combo
        if not best_set:
            end = next(a for a in legal if isinstance(a, EndPickup))
            if obs.would_burn:
                could_buy = any(isinstance(a, Pickup) for a in legal)
                return Decision(end, hint.FinishAndBurn(tuple(obs.would_burn), could_buy))
            return Decision(end, hint.DonePickingUp())
        card = max(best_set, key=lambda c: (worth(c), -c))
        rest_cost = left - sum(self.data.cards[c].cost for c in best_set)
        return Decision(Pickup(obs.seat, card), hint.PickUp(card, spends_all=not rest_cost))

    def _burn(self, obs: Observation, legal: list[Action]) -> Decision:
        rivals = [[self.summary(t) for t in obs.plates[p]]
                  for p in range(obs.players) if p != obs.seat]
        choices = [a for a in legal if isinstance(a, Burn)]

        def deny(action: Burn) -> float:
            return max((self.usefulness(action.card, r, obs.hot_sauce) for r in rivals),
                       default=0.0)

        action = max(choices, key=lambda a: (deny(a), -a.card))
        return Decision(action, hint.BurnToDeny(action.card))
