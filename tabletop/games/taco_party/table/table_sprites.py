"""Taco Party table sprites: cards that change size and lie sideways, and rising pop-ups."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.taco_party.rules.cards import Card
from tabletop.games.taco_party.table.faces import PartyFaces
from tabletop.games.taco_party.table.plate_layout import CardSize
from tabletop.ui.card_sprite import MOVE_SECONDS, CardSprite


@dataclass(frozen=True)
class Spot:
    """Where the rules' state puts one visible card."""

    x: float
    y: float
    size: CardSize
    face_up: bool
    sideways: bool = False


class PartySprite(CardSprite):
    """A card sprite that knows its card and can change size (hand → plate) or lie sideways."""

    def __init__(self, card: Card, faces: PartyFaces, spot: Spot, pos: tuple[float, float],
                 face_up: bool) -> None:
        super().__init__(card.id, faces.face(card, spot.size, spot.sideways),
                         faces.back(spot.size, spot.sideways),
                         faces.shadow(spot.size, spot.sideways), pos, face_up)
        self.card = card
        self.card_size = spot.size
        self.sideways = spot.sideways

    def fit(self, faces: PartyFaces, size: CardSize, sideways: bool, tweens,
            animate: bool) -> None:
        if (size, sideways) == (self.card_size, self.sideways):
            return
        old_width = self.face.get_width() * self.scale
        self.face = faces.face(self.card, size, sideways)
        self.back = faces.back(size, sideways)
        self.shadow = faces.shadow(size, sideways)
        self.card_size, self.sideways = size, sideways
        if animate and tweens.speed > 0:
            self.scale = old_width / self.face.get_width()
            tweens.add(self, "scale", 1.0, MOVE_SECONDS)
        else:
            self.scale = 1.0


@dataclass
class Popup:
    """A number or word that rises and fades (+1 pickup, −4 burned)."""

    text: str
    colour: tuple[int, int, int]
    x: float
    y: float
    alpha: float = 255.0
