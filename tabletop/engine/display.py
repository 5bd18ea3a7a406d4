"""The window and the logical canvas: letterboxed scaling so the layout holds at any size."""

from __future__ import annotations

import pygame

LOGICAL_SIZE = (1280, 720)
LETTERBOX = (18, 24, 28)


class Display:
    """Owns the window (or none, headless) and a fixed-size canvas every scene draws on."""

    def __init__(self, logical: tuple[int, int] = LOGICAL_SIZE, window: bool = True,
                 size: tuple[int, int] | None = None, fullscreen: bool = False,
                 title: str = "Taco Tabletop", icon: pygame.Surface | None = None) -> None:
        self.logical = logical
        self.canvas = pygame.Surface(logical)
        self.window: pygame.Surface | None = None
        self.fullscreen = False
        self._windowed_size = size or logical
        self._scaled: pygame.Surface | None = None
        if window:
            pygame.display.set_caption(title)
            if icon is not None:
                pygame.display.set_icon(icon)
            self._open(fullscreen)

    def _open(self, fullscreen: bool) -> None:
        self.fullscreen = fullscreen
        if fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        if self.window is not None and on != self.fullscreen:
            if on:
                self._windowed_size = self.window.get_size()
            self._open(on)

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def resized(self, size: tuple[int, int]) -> None:
        """The window was resized by the user."""
        if not self.fullscreen:
            self._windowed_size = size
        if self.window is not None:
            self.window = pygame.display.get_surface()

    def viewport(self) -> pygame.Rect:
        """Where the canvas lands in the window: as large as fits, centred, aspect kept."""
        if self.window is None:
            return pygame.Rect((0, 0), self.logical)
        ww, wh = self.window.get_size()
        lw, lh = self.logical
        scale = min(ww / lw, wh / lh)
        w, h = max(1, round(lw * scale)), max(1, round(lh * scale))
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position in canvas coordinates (clamped to the canvas)."""
        view = self.viewport()
        lw, lh = self.logical
        x = (pos[0] - view.x) * lw / view.w
        y = (pos[1] - view.y) * lh / view.h
        return (int(min(max(x, 0), lw - 1)), int(min(max(y, 0), lh - 1)))

    def present(self) -> None:
        """Copy the canvas to the window (scaled when the window differs) and flip."""
        if self.window is None:
            return
        view = self.viewport()
        if view.size == self.logical:
            self.window.blit(self.canvas, view.topleft)
        else:
            self.window.fill(LETTERBOX)
            if self._scaled is None or self._scaled.get_size() != view.size:
                self._scaled = pygame.Surface(view.size)
            pygame.transform.smoothscale(self.canvas, view.size, self._scaled)
            self.window.blit(self._scaled, view.topleft)
        pygame.display.flip()
