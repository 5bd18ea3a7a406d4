"""Pure helpers for the end of a fight and the prep phase: verdicts and automatic placement."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.taco_fight.rules.cards import BLOCK, EAT, SMASH, Card, TacoFightData

BLOCKED, SMASHED, STANDING = "blocked", "smashed", "standing"


@dataclass(frozen=True)
class Ways:
    """How one taco card can be beaten."""

    block: bool
    smash: bool
    eat: bool


def ways_for(data: TacoFightData, card: Card) -> Ways:
    if not card.special:
        return Ways(True, True, True)
    way = data.beaten_by(card.special)
    return Ways(way == BLOCK, way == SMASH, way == EAT)


def verdict(ways: Ways, spiciness: int, plate_value: int, fists: int) -> str:
    """'blocked', 'smashed' or 'standing' for an attacker at the end of a fight."""
    if ways.block and plate_value >= spiciness:
        return BLOCKED
    if ways.smash and fists >= spiciness:
        return SMASHED
    return STANDING


def auto_place(tacos: list[Card], ways: list[Ways], free: list[int],
               plate_values: list[int]) -> list[tuple[int, int]]:
    """(taco id, plate) pairs placing every taco on a free plate, aiming to block the most.

    Tacos that can be blocked go first, Fajitas before plain tacos, hottest first: each takes
    the lowest plate that already blocks it; the rest take the highest plates left (closest to
    blocking). Tacos that cannot be blocked take whatever is left, lowest plates first.
    """
    free = list(free)
    blockable = [i for i, w in enumerate(ways) if w.block]
    others = [i for i, w in enumerate(ways) if not w.block]
    blockable.sort(key=lambda i: (ways[i].smash, -tacos[i].spiciness, tacos[i].id))
    others.sort(key=lambda i: tacos[i].id)
    chosen: dict[int, int] = {}
    for i in blockable:
        fits = [p for p in free if plate_values[p] >= tacos[i].spiciness]
        if fits:
            plate = min(fits, key=lambda p: (plate_values[p], p))
            chosen[i] = plate
            free.remove(plate)
    for i in blockable:
        if i not in chosen and free:
            plate = max(free, key=lambda p: (plate_values[p], -p))
            chosen[i] = plate
            free.remove(plate)
    for i in others:
        if free:
            plate = min(free, key=lambda p: (plate_values[p], p))
            chosen[i] = plate
            free.remove(plate)
    return [(tacos[i].id, chosen[i]) for i in sorted(chosen, key=lambda i: chosen[i])]
