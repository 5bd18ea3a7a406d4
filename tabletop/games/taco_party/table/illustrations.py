"""Taco Party's cards as pictures for the player aid and the booklet, by key: a card's key
("meat", "empty-taco", "tiny-hat"), a kind ("outfit", "topper": the first of that kind) or
"back" (drawn by the table's own `PartyFaces`)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.taco_party.table.faces import PartyFaces


def picture(services: Any, spec: Any, name: str) -> pygame.Surface | None:
    words = services.words  # the cards' names in the player's language
    faces = services.kept(("pictures", spec.id, words.code),
                          lambda: PartyFaces(services.images, services.fonts, words))
    if name == "back":
        return faces.back()
    cards = services.game_data(spec).cards
    card = next((c for c in cards if c.key == name), None)
    if card is None:
        card = next((c for c in cards if c.kind == name), None)
    return faces.face(card) if card is not None else None
