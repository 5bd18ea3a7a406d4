"""Crazy Taco's cards and dice as pictures for the player aid and the booklet, by name:
"card:<key>" (a customer, bonus or Extra card by its key in the data, a task's or an
inspection's key), "die:<manager|employee|trainee>:<face>" and "back" (drawn by the table's
own `TacoFaces`)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.crazy_taco.table.faces import TacoFaces

DIE_SIDE = 96


def picture(services: Any, spec: Any, name: str) -> pygame.Surface | None:
    faces = services.kept(("pictures", spec.id, services.words.code),
                          lambda: TacoFaces(services.images, services.fonts, services.words))
    if name == "back":
        return faces.back()
    kind, _, rest = name.partition(":")
    if kind == "die":
        role, _, face = rest.partition(":")
        data = services.game_data(spec)
        if not any(d.role == role and face in d.faces for d in data.dice):
            return None
        return faces.die(role, face, DIE_SIDE)
    if kind == "card":
        card = card_by_key(services.game_data(spec), rest)
        return faces.face(card) if card is not None else None
    return None


def card_by_key(data: Any, key: str) -> Any:
    """The first card of the game whose key (or id) is `key`, of any deck."""
    for card in (*data.customers, *data.tasks, *data.inspections, data.pinata):
        if key in (getattr(card, "key", None), card.id):
            return card
    return None
