"""¡Taco Fight!'s cards as pictures for the player aid and the booklet, by name:
"ingredient:<key>" (one fist; "ingredient:<key>:2" two), "taco:<heat>:<spiciness>" (an
attacking taco), "special:<key>" (a special opponent, mild) and "back" (drawn by the table's
own `FightFaces`)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.taco_fight.table.faces import FightFaces


def picture(services: Any, spec: Any, name: str) -> pygame.Surface | None:
    data = services.game_data(spec)
    words = services.words
    faces = services.kept(("pictures", spec.id, words.code), lambda: FightFaces(
        services.images, services.fonts, data, words=words))
    if name == "back":
        return faces.back()
    kind, _, rest = name.partition(":")
    parts = rest.split(":")
    if kind == "ingredient":
        fists = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
        for card in data.cards:
            if not card.is_taco and card.ingredient == parts[0] and (
                    fists is None and card.fists <= 1 or card.fists == fists):
                return faces.ingredient(card)
        return None
    if kind == "taco" and len(parts) == 2 and parts[1].isdigit():
        for card in data.cards:
            if card.is_taco and card.deck == parts[0] and not card.special \
                    and card.spiciness == int(parts[1]):
                return faces.attack(card)
        return None
    if kind == "special":
        for card in data.cards:
            if card.is_taco and card.special == parts[0]:
                return faces.attack(card)
    return None
