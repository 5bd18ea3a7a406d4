"""The window and the logical canvas: letterboxed so the layout holds at any size.

The canvas is drawn at the window's own resolution (a `Layer` with k device pixels per
logical pixel), so text and edges stay crisp at 1920x1080 instead of being stretched.
"""

from __future__ import annotations

import pygame

from tabletop.ui.layer import LOGICAL_SIZE, canvas_surface, device_rect

__all__ = ["LOGICAL_SIZE", "Display"]
LETTERBOX = (18, 24, 28)
MIN_SCALE = 0.5
MAX_SCALE = 3.0
SNAP = 0.01      # within this of 1, draw at exactly 1 (the fast, unscaled path)


class Display:
    """Owns the window (or none, headless) and a fixed-size canvas every scene draws on."""

    def __init__(self, logical: tuple[int, int] = LOGICAL_SIZE, window: bool = True,
                 size: tuple[int, int] | None = None, fullscreen: bool = False,
                 title: str = "Taco Tabletop", icon: pygame.Surface | None = None) -> None:
        self.logical = logical
        self.window: pygame.Surface | None = None
        self.fullscreen = False
        self._windowed_size = size or logical
        self._scaled: pygame.Surface | None = None
        self._presented: tuple[pygame.Rect, float] | None = None
        """Where the whole canvas was last shown, at which scale (regions may follow it)."""
        if window:
            pygame.display.set_caption(title)
            if icon is not None:
                pygame.display.set_icon(icon)
            self._open(fullscreen)
        self.k = self.fitting_scale()
        self.canvas = canvas_surface(logical, self.k)
        self.canvas_rows = self.canvas.get_parent() or self.canvas
        """The surface whose pixels the canvas is (a pixel wider: `canvas_surface`), named
        here so the memory report counts it."""

    def _target_size(self) -> tuple[int, int]:
        """The window's size, or (headless) the size asked for."""
        return self.window.get_size() if self.window is not None else self._windowed_size

    def fitting_scale(self) -> float:
        """Device pixels per logical pixel for the largest canvas that fits the window."""
        ww, wh = self._target_size()
        lw, lh = self.logical
        k = min(ww / lw, wh / lh)
        if abs(k - 1.0) < SNAP:
            return 1.0
        return min(MAX_SCALE, max(MIN_SCALE, k))

    def sync_scale(self) -> bool:
        """Rebuild the canvas when the window's scale changed; True when it did."""
        k = self.fitting_scale()
        if k == self.k:
            return False
        self.k = k
        self.canvas = canvas_surface(self.logical, k)
        self.canvas_rows = self.canvas.get_parent() or self.canvas
        return True

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
            return pygame.Rect((0, 0), pygame.Surface.get_size(self.canvas))
        ww, wh = self.window.get_size()
        lw, lh = self.logical
        scale = min(ww / lw, wh / lh)
        if abs(scale - self.k) < SNAP:
            w, h = pygame.Surface.get_size(self.canvas)
        else:
            w, h = max(1, round(lw * scale)), max(1, round(lh * scale))
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position in canvas coordinates (clamped to the canvas)."""
        view = self.viewport()
        lw, lh = self.logical
        x = (pos[0] - view.x) * lw / view.w
        y = (pos[1] - view.y) * lh / view.h
        return (int(min(max(x, 0), lw - 1)), int(min(max(y, 0), lh - 1)))

    def _fill_bars(self, window: pygame.Surface, view: pygame.Rect) -> None:
        """Paint the letterbox bars around the canvas (only the bars, not the whole window)."""
        ww, wh = window.get_size()
        bars = (pygame.Rect(0, 0, ww, view.top),
                pygame.Rect(0, view.bottom, ww, wh - view.bottom),
                pygame.Rect(0, view.top, view.left, view.h),
                pygame.Rect(view.right, view.top, ww - view.right, view.h))
        for bar in bars:
            if bar.w > 0 and bar.h > 0:
                window.fill(LETTERBOX, bar)

    def present(self, regions: list[pygame.Rect] | None = None) -> None:
        """Copy the canvas to the window and show it: only the logical `regions` that changed
        when the window shows the canvas 1:1, else all of it (resampled only while a resize
        settles)."""
        if self.window is None:
            return
        view = self.viewport()
        if view.size == pygame.Surface.get_size(self.canvas):
            if regions is not None and self._presented == (view, self.k):
                self._present_regions(view, regions)
                return
            self._fill_bars(self.window, view)
            self.window.blit(self.canvas, view.topleft)
            self._presented = (view, self.k)
        else:
            self._presented = None
            self._fill_bars(self.window, view)
            if self._scaled is None or self._scaled.get_size() != view.size:
                self._scaled = pygame.Surface(view.size)
            pygame.transform.smoothscale(self.canvas, view.size, self._scaled)
            self.window.blit(self._scaled, view.topleft)
        pygame.display.flip()

    def _present_regions(self, view: pygame.Rect, regions: list[pygame.Rect]) -> None:
        """Copy just these logical regions of the canvas to the window and update them."""
        window = self.window
        if not regions or window is None:
            return
        shown = []
        for region in regions:
            device = device_rect(region, self.k).clip(pygame.Rect((0, 0), view.size))
            if device.w <= 0 or device.h <= 0:
                continue
            window.blit(self.canvas, device.move(view.topleft), device)
            shown.append(device.move(view.topleft))
        pygame.display.update(shown)
