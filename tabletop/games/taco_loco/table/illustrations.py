"""Taco Loco's cards as pictures for the player aid and the booklet, by name: "1" to "6",
"legendary", "lonesome" and "back" (drawn by the table's own `LocoFaces`)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.taco_loco.table.faces import LocoFaces


def picture(services: Any, spec: Any, name: str) -> pygame.Surface | None:
    words = services.words  # the cards' names in the player's language
    faces = services.kept(("pictures", spec.id, words.code),
                          lambda: LocoFaces(services.images, services.fonts, words))
    if name == "back":
        return faces.back()
    for card in services.game_data(spec).cards:
        if name == (str(card.value) if card.is_number else card.kind):
            return faces.face(card)
    return None
