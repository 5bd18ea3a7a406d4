"""A Markdown page drawn as a page: headings, paragraphs, bullet and numbered lists, bold and
emphasis, words wrapped to the column, a game's card faces and dice beside the text that names
them, worked examples on a tinted panel. Drawn once into a picture the booklet scrolls."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.ui import fonts, paint
from tabletop.ui.draw import record
from tabletop.ui.fonts import FontBook
from tabletop.ui.layer import new_surface
from tabletop.ui.markdown import BULLET, HEADING, NUMBERED, ROW, Block, Span
from tabletop.ui.theme import Colour, Theme

HEADING_SIZES = {1: fonts.TITLE, 2: fonts.BODY, 3: fonts.SMALL + 4}
INDENT = 26  # list items: the text starts this far right of the bullet's column
LINE_GAP = 1


@dataclass(frozen=True)
class PageStyle:
    ink: Colour
    heading: Colour
    strong: Colour
    bullet: Colour
    aside: Colour

    @classmethod
    def of(cls, theme: Theme) -> PageStyle:
        return cls(theme.charcoal, theme.chili, (150, 60, 30), theme.marigold_ink,
                   (246, 226, 186))


@dataclass(frozen=True)
class Run:
    """Words in one style on one line, ready to render at `x`."""

    text: str
    x: int
    bold: bool
    italic: bool


def block_size(block: Block) -> int:
    if block.kind == HEADING:
        return HEADING_SIZES.get(block.level, fonts.SMALL + 2)
    return fonts.SMALL


def space_above(block: Block, first: bool) -> int:
    if first:
        return 0
    if block.kind == HEADING:
        return 22 if block.level <= 2 else 14
    if block.kind in (BULLET, NUMBERED, ROW):
        return 6
    return 12


@dataclass(frozen=True)
class Piece:
    """Letters in one style; `spaced` when a space comes before them."""

    text: str
    bold: bool
    italic: bool
    spaced: bool


def words_of(spans: tuple[Span, ...]) -> list[list[Piece]]:
    """The spans cut into words; a word may change style inside ("**Fists**:")."""
    words: list[list[Piece]] = []
    spaced = True
    for span in spans:
        for part in re.split(r"(\s+)", span.text):
            if not part:
                continue
            if part.isspace():
                spaced = True
                continue
            piece = Piece(part, span.bold, span.italic, spaced)
            if spaced or not words:
                words.append([piece])
            else:
                words[-1].append(piece)
            spaced = False
    return words


def wrap(ui: FontBook, spans: tuple[Span, ...], size: int, left: int, width: int
         ) -> list[list[Run]]:
    """The spans' words laid out in lines from `left` to `width`, in runs of one style."""
    lines: list[list[Run]] = []
    line: list[Run] = []
    for word in words_of(spans):
        longer = joined(ui, line, word, size, left)
        if line and ends_at(ui, longer[-1], size) > width:
            lines.append(line)
            longer = joined(ui, [], word, size, left)
        line = longer
    if line:
        lines.append(line)
    return lines


def ends_at(ui: FontBook, run: Run, size: int) -> int:
    return run.x + ui.measure(run.text, size, run.italic)[0]


def next_at(ui: FontBook, run: Run, size: int) -> int:
    """Where the letters after `run` start: its advance, the upright width (a slanted run's
    measured width adds its last letter's lean, which would read as a space before a stop:
    "*just right* .")."""
    return run.x + ui.measure(run.text, size)[0]


def joined(ui: FontBook, line: list[Run], word: list[Piece], size: int, left: int) -> list[Run]:
    """`line` with `word` after it (a space first, unless the line is empty)."""
    out = list(line)
    for n, piece in enumerate(word):
        spaced = n == 0 and bool(out)
        last = out[-1] if out else None
        if last is not None and (last.bold, last.italic) == (piece.bold, piece.italic):
            out[-1] = Run(last.text + (" " if spaced else "") + piece.text, last.x, last.bold,
                          last.italic)
        else:
            x = next_at(ui, last, size) if last is not None else left
            if spaced:
                x += ui.measure(" ", size)[0]
            out.append(Run(piece.text, x, piece.bold, piece.italic))
    return out


PictureSource = Callable[[str, int], "pygame.Surface | None"]
"""A game's picture by name at a logical height (None: no such picture)."""

PICTURE_HEIGHT = 84  # pictures beside a block stand this tall
PICTURE_GAP = 6      # between pictures in a row
PICTURE_ROOM = 14    # between the pictures and the text beside them
ASIDE_PAD = 12       # a worked example's tinted panel reaches this far around its text


@dataclass(frozen=True)
class Row:
    """Pictures beside a block: where they go and how far they push its text."""

    images: tuple[tuple[pygame.Surface, int], ...]
    width: int
    height: int


def picture_row(blocks_pictures: tuple[str, ...], picture: PictureSource | None,
                height: int) -> Row:
    images: list[tuple[pygame.Surface, int]] = []
    x = 0
    for name in blocks_pictures:
        image = picture(name, height) if picture is not None else None
        if image is None:
            continue
        images.append((image, x))
        x += image.get_width() + PICTURE_GAP
    if not images:
        return Row((), 0, 0)
    return Row(tuple(images), x - PICTURE_GAP, max(i.get_height() for i, _ in images))


def draw_page(ui: FontBook, theme: Theme, blocks: list[Block], width: int,
              picture: PictureSource | None = None,
              picture_height: int = PICTURE_HEIGHT) -> pygame.Surface:
    """The blocks drawn one under another on a transparent picture `width` wide; a block's
    pictures (from `picture`) stand at its left, its text beside them (under them when they
    take more than half the width); worked examples sit on a tinted panel."""
    style = PageStyle.of(theme)
    placed: list[tuple[pygame.Surface, tuple[int, int], str]] = []
    shown: list[tuple[pygame.Surface, tuple[int, int]]] = []
    bullets: list[tuple[int, int]] = []
    asides: list[list[int]] = []
    y = 0
    previous: Block | None = None
    for index, block in enumerate(blocks):
        size = block_size(block)
        y += space_above(block, index == 0)
        if block.aside and (previous is None or not previous.aside):
            y += ASIDE_PAD
            asides.append([y - ASIDE_PAD, y])
        elif not block.aside and previous is not None and previous.aside:
            y += ASIDE_PAD  # clear of the example's panel
        pad = ASIDE_PAD if block.aside else 0
        left = pad + (INDENT if block.kind in (BULLET, NUMBERED) else 0)
        right = width - pad
        row = picture_row(block.pictures, picture,
                          picture_height * 3 // 4 if block.aside else picture_height)
        top = y
        text_left = left
        if row.images:
            for image, x in row.images:
                shown.append((image, (left + x, top)))
            if row.width > (right - left) // 2:
                y += row.height + 6  # too wide to stand beside the text: above it
            else:
                text_left = left + row.width + PICTURE_ROOM
        lines = wrap(ui, block.spans, size, text_left, right)
        height = ui.line_height(size)
        if block.kind == BULLET:
            bullets.append((pad + 8, y + height // 2))
        elif block.kind == NUMBERED:
            marker = ui.text(block.marker, size, style.bullet, keep=False)
            placed.append((marker, (pad, y), block.marker))
        for line in lines:
            for run in line:
                ink = style.heading if block.kind == HEADING else (
                    style.strong if run.bold else style.ink)
                image = ui.text(run.text, size, ink, italic=run.italic, keep=False)
                placed.append((image, (run.x, y), run.text))
            y += height + LINE_GAP
        y = max(y, top + row.height)
        if block.aside:
            asides[-1][1] = y
        previous = block
    if previous is not None and previous.aside:
        y += ASIDE_PAD
    surface = new_surface((width, max(10, y + 10)), pygame.SRCALPHA, ui.k)
    column = pygame.Rect(0, 0, width, surface.get_height())
    for first, last in asides:
        paint.rect(surface, style.aside, (0, first, width, last - first + ASIDE_PAD),
                   border_radius=10)
    for centre in bullets:
        paint.circle(surface, style.bullet, centre, 4)
    for image, at in shown:
        surface.blit(image, at)
    for image, at, text in placed:
        surface.blit(image, at)
        record(ui, surface, text, image.get_rect(topleft=at), column)
    return surface
