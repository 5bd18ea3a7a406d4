"""A game's own card faces and dice as small pictures, by the names its aid and booklet use.

The game's spec names the function that draws one (`pictures`: "module:function", called with
the services, the spec and the name); it draws through the game's public face-making code, so
a picture is the card the table shows. Pictures are kept by the services per render scale and
text size, at the height asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.core.errors import DataError
from tabletop.core.registry import GameSpec, load_named
from tabletop.ui import paint


class GamePictures:
    """`pictures(name, height)`: that card face or die, `height` logical pixels tall (None
    when the game has no such picture)."""

    def __init__(self, services: Any, spec: GameSpec) -> None:
        self.services = services
        self.spec = spec
        self._draw: Callable[..., pygame.Surface | None] | None = None

    def drawer(self) -> Callable[..., pygame.Surface | None] | None:
        if self._draw is None and self.spec.pictures:
            try:
                self._draw = load_named(self.spec.pictures, f"{self.spec.title}'s pictures")
            except (DataError, ImportError):
                return None
        return self._draw

    def __call__(self, name: str, height: int) -> pygame.Surface | None:
        words = getattr(self.services, "words", None)  # a card's name is in the language
        return self.services.kept(("game picture", self.spec.id, name, height,
                                   words.code if words is not None else ""),
                                  lambda: (self._make(name, height),))[0]

    def _make(self, name: str, height: int) -> pygame.Surface | None:
        draw = self.drawer()
        if draw is None:
            return None
        fonts = self.services.fonts
        log, fonts.log = fonts.log, None  # a card's own print is its art, not laid-out text
        try:
            face = draw(self.services, self.spec, name)
        except DataError:
            return None  # a sprite or data file is missing: the text stands alone
        finally:
            fonts.log = log
        if face is None:
            return None
        w, h = face.get_size()
        if h == height:
            return face
        return paint.smoothscale(face, (max(1, round(w * height / h)), height))

    def known(self, name: str) -> bool:
        """Whether the game draws a picture of that name (for the tests of its aid and
        booklet)."""
        return self(name, 40) is not None
