"""A game's own card faces and dice as small pictures, by the names its aid and booklet use.

The game's spec names the function that draws one (`pictures`: "module:function", called with
the services, the spec and the name); it draws through the game's public face-making code, so
a picture is the card the table shows. Pictures are kept by the services per render scale and
text size, at the height asked for.

A picture may be asked for bare (`GamePictures(..., bare=True)`): the card without the words
printed on it (its name, a special's "EAT IT"), for a place where the line beside it already
names the card and those words, shrunk with the card, would be too small to read. The game
draws it as ever, in a language whose every message is empty, so it prints no words; its
numbers and pictures stay.

A picture may also be asked without its numbers (`numberless`): where a card shrunk to a
line's height would print its number too small to read (under `NUMBER_FLOOR`), the aid draws
it without and pins the number (`numbers`: what the card prints and how big) on it, readable.

Any game's aid may also name one of the kit's icons, "icon:<name>" (`sprites/icons/<name>.png`,
"icon:fist"): a symbol the cards print small, shown big enough to read beside its meaning.
"""

from __future__ import annotations

import gettext
import math
from collections.abc import Callable
from typing import Any

import pygame

from tabletop.core.errors import DataError
from tabletop.core.language import Language
from tabletop.core.registry import GameSpec, load_named
from tabletop.ui import paint
from tabletop.ui.layer import new_surface, scale_of

NUMBER_FLOOR = 14
"""A card's printed number reads at this many logical pixels or more (else the aid pins it,
and the booklet shows the card taller: `ReadablePictures`)."""


class CountingFonts:
    """The app's font book as a card's face sees it: each number it prints ("3", "11") is
    noted in `printed` with its size; `blank`: printed as nothing (the card keeps its
    drawing)."""

    def __init__(self, fonts: Any, printed: list[tuple[str, float]], blank: bool) -> None:
        self._fonts = fonts
        self.printed = printed
        self.blank = blank

    def text(self, text: str, size: float, *args: Any, **kwargs: Any) -> pygame.Surface:
        if text.strip().isdigit():
            self.printed.append((text.strip(), size))
            if self.blank:  # nothing, 2 px wide: a mark drawn under it a pixel in from
                # each side (Taco Loco's 6 and 9 are underlined) has no width left either,
                # where a width of 0 left a stray dot in the card's corner
                empty = self._fonts.text("", size, *args, **kwargs)
                return new_surface((2, empty.get_height()), pygame.SRCALPHA,
                                   scale_of(empty))
        return self._fonts.text(text, size, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._fonts, name)


class Wordless(gettext.NullTranslations):
    """A catalog in which every message is empty: a card drawn in it prints no words."""

    def gettext(self, message: str) -> str:
        return ""

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return ""

    def pgettext(self, context: str, message: str) -> str:
        return ""

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return ""


class BareServices:
    """The app's services as a game's picture-drawing sees them, its words the wordless
    language (its own code, so the game keeps its bare faces apart from its worded ones)."""

    def __init__(self, services: Any, fonts: CountingFonts | None = None,
                 kind: str = "bare") -> None:
        code = getattr(getattr(services, "words", None), "code", "")
        self.words = Language(f"{code}+{kind}", Wordless())
        self._services = services
        if fonts is not None:  # (its own code too: a game keeps its faces per language code)
            self.fonts = fonts

    def __getattr__(self, name: str) -> Any:
        return getattr(self._services, name)


class GamePictures:
    """`pictures(name, height)`: that card face or die, `height` logical pixels tall (None
    when the game has no such picture); `bare`: without the words printed on it."""

    def __init__(self, services: Any, spec: GameSpec, bare: bool = False) -> None:
        self.services = services
        self.spec = spec
        self.bare = bare
        self._draw: Callable[..., pygame.Surface | None] | None = None

    def drawer(self) -> Callable[..., pygame.Surface | None] | None:
        if self._draw is None and self.spec.pictures:
            try:
                self._draw = load_named(self.spec.pictures, f"{self.spec.title}'s pictures")
            except (DataError, ImportError):
                return None
        return self._draw

    def __call__(self, name: str, height: int,
                 numberless: bool = False) -> pygame.Surface | None:
        words = getattr(self.services, "words", None)  # a card's name is in the language
        return self.services.kept(("game picture", self.spec.id, name, height,
                                   words.code if words is not None else "", self.bare,
                                   numberless),
                                  lambda: (self._make(name, height, numberless),))[0]

    def numbers(self, name: str) -> tuple[tuple[str, ...], float]:
        """The numbers the card `name` prints (each once, in order) and the smallest's size
        as a share of the card's height (0.0: it prints none, or is no card)."""
        words = getattr(self.services, "words", None)
        return self.services.kept(("picture numbers", self.spec.id, name,
                                   words.code if words is not None else ""),
                                  lambda: self._count(name))

    def _count(self, name: str) -> tuple[tuple[str, ...], float]:
        draw = self.drawer()
        if draw is None or name.startswith("icon:"):
            return (), 0.0
        printed: list[tuple[str, float]] = []
        fonts = CountingFonts(self.services.fonts, printed, blank=False)
        log, self.services.fonts.log = self.services.fonts.log, None
        try:
            # (a code of its own: a game keeps its faces, and their font book, per code)
            face = draw(BareServices(self.services, fonts, f"bare+counted+{name}"), self.spec,
                        name)
        except DataError:
            return (), 0.0
        finally:
            self.services.fonts.log = log
        if face is None or not printed:
            return (), 0.0
        said = tuple(dict.fromkeys(number for number, _size in printed))
        return said, min(size for _number, size in printed) / face.get_height()

    def _make(self, name: str, height: int,
              numberless: bool = False) -> pygame.Surface | None:
        kind, _, icon = name.partition(":")
        if kind == "icon":  # one of the kit's icons as the cards print it ("icon:fist")
            try:
                return self.services.images.scaled(f"icons/{icon}.png", (height, height))
            except (DataError, FileNotFoundError, pygame.error):
                return None
        draw = self.drawer()
        if draw is None:
            return None
        fonts = self.services.fonts
        log, fonts.log = fonts.log, None  # a card's own print is its art, not laid-out text
        try:
            if numberless:  # its numbers left off: the aid pins them on, readable
                blank = CountingFonts(fonts, [], blank=True)
                face = draw(BareServices(self.services, blank, "bare+numberless"), self.spec,
                            name)
            else:
                face = draw(BareServices(self.services) if self.bare else self.services,
                            self.spec, name)
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



class ReadablePictures:
    """The game's pictures as the booklet shows them: a card that, at the height asked for,
    would print a number under `NUMBER_FLOOR` (Taco Loco's corner indices came out at 9 px
    in the examples, an upside-down 6 reading as a 9; Taco Party's score and cost at 9 to
    12) stands as tall as its smallest number needs to read, so every number it prints is
    readable where it is printed."""

    def __init__(self, pictures: GamePictures, floor: int = NUMBER_FLOOR) -> None:
        self.pictures = pictures
        self.floor = floor
        """The least size of a printed number (`NUMBER_FLOOR`, or more where the numbers
        stand in small chips whose digits read smaller than their size)."""

    def height_for(self, name: str, height: int) -> int:
        """The height `name`'s picture stands at when asked for at `height`."""
        numbers, share = self.pictures.numbers(name)
        if not numbers or share <= 0 or share * height >= self.floor:
            return height
        return math.ceil(self.floor / share)

    def __call__(self, name: str, height: int) -> pygame.Surface | None:
        return self.pictures(name, self.height_for(name, height))
