"""Taco Party's card sprite: a card that changes size (hand → plate) and may lie sideways."""

from __future__ import annotations

from tabletop.games.taco_party.rules.cards import Card
from tabletop.games.taco_party.table.faces import PartyFaces
from tabletop.games.taco_party.table.plate_layout import CardSize
from tabletop.ui.card_sprite import MOVE_SECONDS, CardSprite
from tabletop.ui.tween import TweenRunner


class PartySprite(CardSprite):
    """A card sprite that knows its card and its size, and can take another."""

    def __init__(self, card: Card, faces: PartyFaces, size: CardSize, sideways: bool,
                 pos: tuple[float, float], face_up: bool, filled: bool = False) -> None:
        super().__init__(card.id, faces.face(card, size, sideways, filled),
                         faces.back(size, sideways), faces.shadow(size, sideways), pos, face_up)
        self.card = card
        self.card_size = size
        self.sideways = sideways
        self.filled = filled

    def fit(self, faces: PartyFaces, size: CardSize, sideways: bool, tweens: TweenRunner,
            animate: bool, filled: bool = False) -> None:
        """Take `size` (growing or shrinking into it when animated), and the name "Taco" once
        an empty taco holds ingredients (`filled`)."""
        if (size, sideways, filled) == (self.card_size, self.sideways, self.filled):
            return
        if (size, sideways) == (self.card_size, self.sideways):
            self.face, self.filled = faces.face(self.card, size, sideways, filled), filled
            return
        old_width = self.face.get_width() * self.scale
        self.filled = filled
        self.face = faces.face(self.card, size, sideways, filled)
        self.back = faces.back(size, sideways)
        self.shadow = faces.shadow(size, sideways)
        self.card_size, self.sideways = size, sideways
        if animate and tweens.speed > 0:
            self.scale = old_width / self.face.get_width()
            tweens.add(self, "scale", 1.0, MOVE_SECONDS)
        else:
            self.scale = 1.0
