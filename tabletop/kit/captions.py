"""Captions for sounds: while the setting is on, each important sound a table asks for shows
a short caption in a strip above the line at the bottom, for a few seconds."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial
from types import MappingProxyType

import pygame

from tabletop.core.language import N_, Language
from tabletop.kit.chrome import BAR_FILL, SHADOW_ROOM, Style
from tabletop.kit.elements import Element
from tabletop.ui import fonts
from tabletop.ui.draw import draw_panel

CAPTIONS = MappingProxyType({
    "deal": N_("card dealt"), "flip": N_("card flipped"), "pickup": N_("card picked up"),
    "drop_ok": N_("card placed"), "drop_refused": N_("move refused"), "whoosh": N_("whoosh"),
    "dice_roll": N_("dice rattle"), "dice_1": N_("1 die rattles"), "dice_2": N_("2 dice rattle"),
    "dice_3": N_("3 dice rattle"), "dice_4": N_("4 dice rattle"), "dice_5": N_("5 dice rattle"),
    "coins": N_("coins"), "penalty": N_("buzz"), "perfect": N_("chime"),
    "perfect_taco": N_("perfect taco!"), "ruined": N_("taco ruined"), "pop": N_("smash!"),
    "stab": N_("fork stab"), "tick": N_("sand ticking"), "sand": N_("hourglass turned"),
    "turn": N_("your turn"), "wave_won": N_("wave won!"), "won": N_("fanfare"),
    "lost": N_("sad trumpet"),
})
"""What each sound says in a caption, in English (a sound not named here has none: a button's
click); a caption is said in the table's language where it is shown."""
SHOWN_SECONDS = 2.5
"""How long a caption stays."""
MOST_SHOWN = 3
"""Captions shown at once (the newest)."""
STRIP_BOTTOM = 52
"""Logical pixels from the canvas's bottom to the strip's bottom (above the bottom line)."""


@dataclass(frozen=True)
class Caption:
    """One caption shown: its words, how many times its sound came, the seconds left."""

    words: str
    count: int
    left: float

    def text(self, language: Language) -> str:
        """The caption in `language`, with how many times its sound came."""
        said = language.gettext(self.words)
        return f"[{said}]" if self.count == 1 else f"[{said} ×{self.count}]"


@dataclass
class Captions:
    """The captions a table shows now; `heard` the sounds asked for, `advance` each step."""

    shown: list[Caption] = field(default_factory=list)

    def heard(self, names: list[str]) -> None:
        """New sounds: a caption each (the same sound again counts on its caption)."""
        for name in names:
            words = CAPTIONS.get(name)
            if words is None:
                continue
            same = next((i for i, c in enumerate(self.shown) if c.words == words), None)
            if same is not None:
                caption = self.shown.pop(same)
                self.shown.append(replace(caption, count=caption.count + 1, left=SHOWN_SECONDS))
            else:
                self.shown.append(Caption(words, 1, SHOWN_SECONDS))
        del self.shown[:-MOST_SHOWN]

    def advance(self, dt: float) -> None:
        self.shown = [replace(c, left=c.left - dt) for c in self.shown if c.left > dt]

    def texts(self, language: Language | None = None) -> tuple[str, ...]:
        """What the strip says in `language`, oldest first (its part of the table's look)."""
        return tuple(c.text(language or Language()) for c in self.shown)

    def due_in(self) -> float | None:
        """When the oldest caption goes."""
        return min((c.left for c in self.shown), default=None)


@dataclass(frozen=True)
class StripLook:
    texts: tuple[str, ...]
    canvas: tuple[int, int]
    style: tuple


def caption_strip(style: Style, texts: tuple[str, ...], canvas_size: tuple[int, int],
                  z: float = 915.0) -> Element | None:
    """The captions in one strip, centred above the line at the bottom (None: no caption)."""
    if not texts:
        return None
    look = StripLook(texts, canvas_size, style.key)
    rect = _strip_rect(style, look)
    return Element("captions", rect.inflate(SHADOW_ROOM * 2, SHADOW_ROOM * 2), z, look,
                   partial(_paint_strip, look, style))


def _label(style: Style, look: StripLook) -> pygame.Surface:
    return style.ui.text("   ".join(look.texts), fonts.SMALL, style.theme.cream)


def _strip_rect(style: Style, look: StripLook) -> pygame.Rect:
    label = _label(style, look)
    rect = pygame.Rect(0, 0, label.get_width() + 28, label.get_height() + 10)
    rect.midbottom = (look.canvas[0] // 2, look.canvas[1] - STRIP_BOTTOM)
    return rect


def _paint_strip(look: StripLook, style: Style, canvas: pygame.Surface) -> None:
    rect = _strip_rect(style, look)
    draw_panel(canvas, rect, BAR_FILL, None, radius=min(12, rect.h // 2),
               pictures=style.pictures)
    label = _label(style, look)
    canvas.blit(label, label.get_rect(center=rect.center))
