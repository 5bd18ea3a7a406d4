"""What may go on a taco, and how a plate scores: pure functions shared by the rules and the bot."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.core.facts import Fact
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules.cards import INGREDIENT, OUTFIT, TACO, TOPPER, TacoPartyData

NEW_TACO = -1
"""The taco index that means 'start a new taco on this plate'."""


def ingredients(data: TacoPartyData, taco: Sequence[int]) -> list[int]:
    """The taco's ingredient cards, oldest first."""
    return [c for c in taco if data.cards[c].kind == INGREDIENT]


def has_kind(data: TacoPartyData, taco: Sequence[int], kind: str) -> bool:
    return any(data.cards[c].kind == kind for c in taco)


def is_complete(data: TacoPartyData, taco: Sequence[int]) -> bool:
    """Outfit, topper and at least the topper's number of ingredients."""
    outfit = topper = False
    count = 0
    for card in taco:
        kind = data.cards[card].kind
        if kind == INGREDIENT:
            count += 1
        elif kind == OUTFIT:
            outfit = True
        elif kind == TOPPER:
            topper = True
    return outfit and topper and count >= data.numbers.ingredients_for_topper


def completed_count(data: TacoPartyData, plate: Sequence[Sequence[int]]) -> int:
    return sum(1 for taco in plate if is_complete(data, taco))


def refusal(data: TacoPartyData, card: int, taco: Sequence[int] | None) -> Fact | None:
    """Why `card` may not go on `taco` (None means 'as a new taco'); None when it may."""
    new = data.cards[card]
    if taco is None:
        if new.kind == TACO:
            return None
        return no.StartWithEmptyTaco()
    if new.kind == TACO:
        return no.EmptyTacoStandsAlone()
    if new.kind == OUTFIT:
        if has_kind(data, taco, OUTFIT):
            return no.OneOutfitPerTaco()
        return None
    if has_kind(data, taco, TOPPER):
        return no.ToppedTaco()
    if new.kind == TOPPER:
        need = data.numbers.ingredients_for_topper
        if len(ingredients(data, taco)) < need:
            return no.TopperNeedsIngredients(need)
        return None
    layers = ingredients(data, taco)
    if not layers:
        return None
    if data.cards[layers[-1]].key in new.likes:
        return None
    return no.DoesNotLike(card, layers[-1])


@dataclass(frozen=True)
class TacoScore:
    """One taco's part of the final score.

    `counted` is "biggest" (counted twice), "top" (one of the scoring tacos), "extra" (has
    ingredients but is not among the biggest, so scores 0) or "empty" (no ingredient: penalty).
    """

    index: int
    cards: tuple[int, ...]
    size: int
    card_points: int
    points: int
    counted: str


@dataclass(frozen=True)
class SeatScore:
    """A seat's score, taco by taco, for the results screen."""

    seat: int
    tacos: tuple[TacoScore, ...]
    burned: tuple[int, ...]
    burned_points: int
    total: int


def score_plate(data: TacoPartyData, seat: int, plate: Sequence[Sequence[int]],
                burned: Sequence[int] = ()) -> SeatScore:
    """Score a plate: biggest tacos with ingredients, the biggest counted twice, penalties."""
    numbers = data.numbers
    filled = [i for i, taco in enumerate(plate) if ingredients(data, taco)]
    points_of = [sum(data.cards[c].score for c in taco) for taco in plate]
    filled.sort(key=lambda i: (-len(plate[i]), -points_of[i], i))
    rank = {index: place for place, index in enumerate(filled)}
    tacos: list[TacoScore] = []
    for i, taco in enumerate(plate):
        base = points_of[i]
        if i not in rank:
            pts, counted = -numbers.no_ingredient_penalty, "empty"
        elif rank[i] == 0:
            pts, counted = base * numbers.biggest_taco_multiplier, "biggest"
        elif rank[i] < numbers.scored_tacos:
            pts, counted = base, "top"
        else:
            pts, counted = 0, "extra"
        tacos.append(TacoScore(i, tuple(taco), len(taco), base, pts, counted))
    burned_points = -sum(data.cards[c].score for c in burned)
    total = sum(t.points for t in tacos) + burned_points
    return SeatScore(seat, tuple(tacos), tuple(burned), burned_points, total)
