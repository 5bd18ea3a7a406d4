"""The in-app rules: the rulebook text plus the project's decisions for that game (Markdown,
drawn as a page), scrollable."""

from __future__ import annotations

import pygame

from tabletop.assets.texts import rules_texts
from tabletop.input import intents as it
from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts, paint
from tabletop.ui.draw import panel, text_in
from tabletop.ui.markdown import parse, plain
from tabletop.ui.page import draw_page
from tabletop.ui.widgets import Button

PAGE = pygame.Rect(140, 118, 1000, 512)
HEADING_Y = 50  # the heading sits higher than on other screens, to leave the tab's line room
TAB_LINE = pygame.Rect(PAGE.x, 84, PAGE.w, PAGE.y - 88)


class RulesScene(MenuScene):
    """Two tabs (Rulebook, Our decisions); wheel, arrows or Page keys scroll."""

    opaque = True

    def __init__(self, services, spec) -> None:
        super().__init__(services)
        self.spec = spec
        self.heading = f"{spec.title} — rules"
        self.texts = rules_texts(spec.rulebook, spec.decisions)
        self.tab = 0
        self.scroll = 0
        self._page: pygame.Surface | None = None
        self.tabs = (self.widgets.add(Button(pygame.Rect(140, 650, 200, 48), label="Rulebook",
                                             on_click=lambda: self.show(0))),
                     self.widgets.add(Button(pygame.Rect(360, 650, 240, 48),
                                             label="Our decisions",
                                             on_click=lambda: self.show(1))))
        self.widgets.add(Button(pygame.Rect(940, 650, 200, 48), label="Back",
                                on_click=self.on_back))
        self.tabs[0].primary = True
        self.widgets.focus = 2

    def show(self, tab: int) -> None:
        self.tab = tab
        for index, button in enumerate(self.tabs):
            button.primary = index == tab
        self.scroll = 0
        self._page = None

    def page(self) -> pygame.Surface:
        if self._page is None:
            ui, theme = self.services.fonts, self.services.theme
            text = self.texts[self.tab]
            blocks = plain(text) if self.tab == 0 else parse(text)
            self._page = draw_page(ui, theme, blocks, PAGE.w - 60)
        return self._page

    def handle(self, intent) -> None:
        if isinstance(intent, it.Scroll):
            self.scroll_by(-intent.amount * 60)
            return
        if isinstance(intent, it.Navigate) and intent.dy:
            self.scroll_by(intent.dy * 60)
            return
        if isinstance(intent, it.KeyPress) and intent.key in ("page down", "page up"):
            self.scroll_by(PAGE.h - 60 if intent.key == "page down" else -(PAGE.h - 60))
            return
        super().handle(intent)

    def rescaled(self) -> None:
        self._page = None

    def scroll_by(self, amount: int) -> None:
        limit = max(0, self.page().get_height() - (PAGE.h - 40))
        self.scroll = max(0, min(limit, self.scroll + amount))

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        panel(canvas, PAGE, theme.cream)
        page = self.page()
        clip = canvas.get_clip()
        canvas.set_clip(PAGE.inflate(-30, -30))
        canvas.blit(page, (PAGE.x + 20, PAGE.y + 20 - self.scroll))
        canvas.set_clip(clip)
        limit = max(1, page.get_height() - (PAGE.h - 40))
        if page.get_height() > PAGE.h - 40:
            bar = PAGE.h - 40
            knob = max(30, bar * (PAGE.h - 40) // page.get_height())
            y = PAGE.y + 20 + (bar - knob) * self.scroll // limit
            paint.rect(canvas, theme.marigold, (PAGE.right - 14, y, 6, knob),
                             border_radius=3)
        label = "Rulebook" if self.tab == 0 else "Where the rulebook is silent, we chose:"
        text_in(canvas, ui, label, fonts.SMALL, theme.cream, TAB_LINE, "bottomleft",
                shadow=theme.shadow)

    def draw_heading(self, canvas: pygame.Surface, y: int = HEADING_Y) -> None:
        super().draw_heading(canvas, y)
