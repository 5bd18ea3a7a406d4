"""The gamepad controls: what each pad button does at the turn-based tables (drawn as its glyph),
and the switch that swaps confirm and back. From the settings screen, or F2 at a table."""

from __future__ import annotations

import pygame

from tabletop.core.language import N_, Language
from tabletop.input import pad
from tabletop.input.control_words import for_pad
from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts, glyph_text
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button, Choice

TOP, ROW = 150, 40
LEFT, WIDTH = 250, 780
GLYPH_COLUMN = 170
"""Room for the glyphs, left of what they do."""
NOTE = pygame.Rect(140, 580, 1000, 40)
SUBHEADING = N_("Taco Loco, Taco Party and Crazy Taco (Taco Fight shows its own with "
                "{controls})")
PAD_SUBHEADING = N_("Taco Loco, Taco Party and Crazy Taco (Taco Fight shows its own before a "
                    "fight)")
MENU_NOTE = N_("Menus: {Arrows} or the stick move, {confirm} chooses, {escape} goes back. "
               "Unplugging a pad pauses the game.")
"""Said as the pad's buttons (see `menu_note`)."""


def role_glyphs(role: str, swap: bool, words: Language | None = None) -> str:
    """The glyphs of a role of pad.TABLE_ROLES ("confirm" -> ⟨a⟩, "d-pad" -> the cross)."""
    if role == "d-pad":
        return (words or Language()).gettext("{dpad} or stick").format(
            dpad=glyph_text.glyph("dpad"))
    if role == "confirm":
        return for_pad("{confirm}", swap)
    if role == "cancel":
        return for_pad("{erase}", swap)
    return glyph_text.glyph(role.lower())


class PadControlsScene(MenuScene):
    def __init__(self, services) -> None:
        super().__init__(services)
        rows = len(pad.TABLE_ROLES)
        self.rows_bottom = TOP + rows * ROW
        self.reword()

    def reword(self) -> None:
        """The buttons in the language of the moment."""
        _ = self.services.words.gettext
        self.heading = _("Gamepad controls")
        self.widgets.widgets.clear()
        if self.services.storage is not None:
            self.widgets.add(Choice(pygame.Rect(LEFT + 140, self.rows_bottom + 14, 500, 44),
                                    label=_("Swap A and B"), display=self.swap_shown,
                                    on_step=self.toggle_swap))
        self.widgets.add(Button(pygame.Rect(540, 650, 200, 50), label=_("Done"), primary=True,
                                on_click=self.on_back))
        self.speak()

    def speak(self) -> None:
        """Taco Fight's own controls open with F2, and show before each fight."""
        _ = self.services.words.gettext
        self.subheading = self.said(_(SUBHEADING), _(PAD_SUBHEADING))

    def swap(self) -> bool:
        return self.services.pad_swap

    def swap_shown(self, _value: str) -> str:
        words = self.services.words
        return words.pgettext("setting", "On") if self.swap() else words.pgettext("setting",
                                                                                   "Off")

    def toggle_swap(self, _direction: int) -> None:
        from tabletop.storage.settings import adjust

        storage = self.services.storage
        if storage is None:
            return  # nowhere to keep the setting (a test's services)
        storage.update_settings(adjust(storage.settings, storage.user.data, "pad_swap"))
        self.services.sounds.play("ui_click")

    def rows(self) -> list[tuple[str, str]]:
        """(glyphs, what they do) for every button, as the table reads them now."""
        swap, words = self.swap(), self.services.words
        return [(role_glyphs(role, swap, words), words.gettext(does))
                for role, does in pad.TABLE_ROLES]

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui, images = self.services.theme, self.services.fonts, self.services.images
        area = pygame.Rect(LEFT - 30, TOP - 14, WIDTH + 60, self.rows_bottom - TOP + 28)
        panel(canvas, area, theme.cream_dark)
        for i, (glyphs, does) in enumerate(self.rows()):
            y = TOP + i * ROW
            glyph_text.draw(canvas, ui, images, glyphs, fonts.BODY, theme.charcoal,
                            pygame.Rect(LEFT, y, GLYPH_COLUMN, ROW), "midleft")
            text_in(canvas, ui, does, fonts.BODY, theme.charcoal,
                    pygame.Rect(LEFT + GLYPH_COLUMN + 10, y, WIDTH - GLYPH_COLUMN - 10, ROW),
                    "midleft")
        glyph_text.draw(canvas, ui, images, self.menu_note(), fonts.SMALL, theme.cream, NOTE,
                        "center", shadow=theme.shadow)

    def menu_note(self) -> str:
        """How menus read a pad, as its glyphs (confirm and back as the swap setting has them)."""
        return for_pad(self.services.words.gettext(MENU_NOTE), self.swap(), menu=True,
                       words=self.services.words)
