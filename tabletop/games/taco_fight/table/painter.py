"""Draws the ¡Taco Fight! table: boards, the middle column, cursors, the hourglass, the bars.

Reads the scene's state and the rules' public table; never changes anything.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from tabletop.games.taco_fight.rules.clock import steps_to_seconds
from tabletop.games.taco_fight.rules.observation import NO_TACO, TableView
from tabletop.games.taco_fight.rules.prep import ways_for
from tabletop.games.taco_fight.table.board import ATTACKER, HELD, PLATE, BoardGeometry
from tabletop.games.taco_fight.table.devices import (
    KEY_LABELS,
    MOUSE,
    device_kind,
    device_tag,
)
from tabletop.games.taco_fight.table.faces import CARD, HEAT_COLOURS
from tabletop.games.taco_fight.table.hourglass import Countdown, pulse_for
from tabletop.table.feedback import REFUSAL
from tabletop.ui import fonts, paint
from tabletop.ui.blits import (
    BlitList,
    BlitLists,
    CachedLayer,
    Sheets,
    SpriteBlits,
    StyleMark,
    SurfaceCache,
)
from tabletop.ui.draw import badge, panel, sheet, text_in
from tabletop.ui.layer import new_surface, scale_of, surface_like

if TYPE_CHECKING:
    from tabletop.games.taco_fight.table.view import TacoFightTable

BOARD_FILL = (18, 46, 54)
SLOT_FILL = (24, 62, 72)
SLOT_LINE = (58, 104, 114)
DIM_TEXT = (170, 200, 204)
BAR = (22, 40, 46)
HEATS = ("mild", "medium", "hot")


CLOCK_SIZE = 36
CLOCK_WARN_SIZE = 40
"""The clock's digits, and their size at the top of a pulse in the last seconds."""


def clock_text(whole_seconds: int) -> str:
    """"0:07" for 7 seconds."""
    return f"{whole_seconds // 60}:{whole_seconds % 60:02d}"


class TablePainter:
    """All drawing of one TacoFightTable."""

    def __init__(self, view: TacoFightTable) -> None:
        self.view = view
        self.services = view.services
        self.layer = CachedLayer()
        """The felt, the panels and the board outlines: drawn once, blitted every frame."""
        self.shapes = Sheets(256)
        self._style = StyleMark()
        self.sprites = SpriteBlits(self.shapes)
        self._sheets = SurfaceCache(64)
        self._log_pills = SurfaceCache(16)
        self._log_seen: tuple | None = None
        self.lists = BlitLists(self.shapes)
        """What each board part, the middle decks and the legend blit, kept while their key
        holds (each key holds everything its drawing reads)."""
        self._boards: dict[int, tuple[object, BlitList]] = {}
        self._pills: dict[tuple, pygame.Surface] = {}
        self._edges: dict[tuple, pygame.Surface] = {}

    def style_key(self) -> tuple:
        """What every cached picture depends on besides the table: colours and text size."""
        return (self._style.of(self.services.theme, self.services.fonts.scale),)

    def base_key(self, seats: tuple[int | None, set[int], list[tuple[str, ...]]]) -> tuple:
        """What the base picture shows besides the style: whose boards have a device."""
        return (self.style_key(), tuple(bool(devices) for devices in seats[2]))

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt, board panels and outlines, empty slots, middle panels, the legend's panel."""
        self.services.draw_felt(surface)
        ui = self.services.fonts
        for board in self.view.boards:
            panel(surface, board.rect, BOARD_FILL, None, radius=12)
            for rect in [board.pantry, board.kitchen, *board.attackers]:
                self.empty_slot(surface, rect)
            art = self.services.images.scaled("table/plate.png", (66, 66))
            for slot, rect in enumerate(board.plate_rects):
                self.empty_slot(surface, rect)
                surface.blit(art, art.get_rect(center=rect.center))
                number = ui.text(str(slot + 1), 16, (150, 130, 100))
                surface.blit(number, number.get_rect(center=rect.center))
        for name in ("waves", "tacos"):
            panel(surface, self.view.zone_rect(name), BOARD_FILL, None, radius=10, shadow=False)
        hub = self.view.hub
        for board in self.view.boards:
            colour, _shape = self.view.seat_style(board.seat)
            devices = hub.devices_for(board.seat)
            paint.rect(surface, colour, board.rect, 3 if devices else 1, border_radius=12)
        legend = self.legend_rect()
        if legend is not None:
            panel(surface, legend, BOARD_FILL, None, radius=12)

    # --- places in the middle column -----------------------------------------------------------
    def stack_rect(self) -> pygame.Rect:
        zone = self.view.zone_rect("stack")
        rect = pygame.Rect(0, 0, *CARD)
        rect.midtop = (zone.centerx, zone.y + 26)
        return rect

    def taco_deck_rect(self, heat: str) -> pygame.Rect:
        zone = self.view.zone_rect("tacos")
        index = HEATS.index(heat) if heat in HEATS else 0
        width = zone.w // 3
        rect = pygame.Rect(0, 0, 52, 72)
        rect.midtop = (zone.x + width * index + width // 2, zone.y + 24)
        return rect

    # --- the whole frame -----------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        view = self.view
        table = view.table
        seats = self.seat_facts()
        canvas.blit(self.layer.ready(canvas, self.base_key(seats), self.draw_background), (0, 0))
        self.draw_clock_column(canvas, table)
        self.lists.draw("middle", canvas, self.middle_key(table),
                        lambda out: self.draw_middle(out, table))
        for board in view.boards:
            self.board_blits(canvas, board, table, seats).draw(canvas)
        legend = self.legend_rect()
        if legend is not None:
            self.lists.draw("legend", canvas, self.legend_key(), lambda out: draw_device_legend(
                out, self.services, view, legend))
        self.sprites.draw(canvas, sorted(view.sprites.values(), key=lambda s: s.lift))
        self.draw_overlays(canvas, table)
        for sprite in view.flyers:
            self.sprites.draw(canvas, (sprite,))
            stamp = view.stamps.get(sprite.id)
            if stamp and sprite.alpha > 200:
                self.draw_stamp(canvas, sprite.rect, stamp)
        self.draw_cursors(canvas, table)
        self.draw_hint(canvas, table)
        self.draw_status(canvas, table)
        self.draw_log(canvas)
        self.draw_banner(canvas)

    def seat_facts(self) -> tuple[int | None, set[int], list[tuple[str, ...]]]:
        """Per frame, for the board keys: the mouse's seat, the driven seats, each seat's
        devices."""
        hub = self.view.hub
        return (hub.seat(MOUSE), hub.driven(),
                [tuple(hub.devices_for(board.seat)) for board in self.view.boards])

    def board_blits(self, canvas: pygame.Surface, board: BoardGeometry, table: TableView,
                    seats: tuple[int | None, set[int], list[tuple[str, ...]]]) -> BlitList:
        """One board's blits: when anything on the board changed, only the parts whose own
        key changed are worked out again."""
        key = (scale_of(canvas), self.board_key(board, table, seats))
        cached = self._boards.get(board.seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        out = BlitList(canvas, self.shapes)
        for part, part_key, draw in self.board_parts(board, table, key[1]):
            out.items += self.lists.get(f"board-{board.seat}-{part}", canvas, part_key,
                                        draw).items
        self._boards[board.seat] = (key, out)
        return out

    def board_key(self, board: BoardGeometry, table: TableView,
                  seats: tuple[int | None, set[int], list[tuple[str, ...]]]) -> tuple:
        """Everything `draw_board` reads for this board (`seats`: see `seat_facts`)."""
        view = self.view
        mouse_seat, driven, devices = seats
        seat = board.seat
        prep = table.phase == "prep"
        mouse = mouse_seat == seat
        hover = view.hover
        if not (mouse and hover is not None and hover != "stack" and hover.owner == seat
                and hover.kind in ("pantry", "kitchen")):
            hover = None
        buttons = None
        if prep and mouse and not table.ready[seat]:
            pointer = view.pointer
            buttons = (board.auto_button.collidepoint(pointer),
                       board.ready_button.collidepoint(pointer))
        plates = table.plates[seat]
        tops = tuple(pile[-1] in view.sprites for pile in plates if len(pile) >= 2)
        refusal = view.seat_refusals.get(seat)
        return (self.style_key(), table.phase, devices[seat], mouse, hover,
                buttons, table.ready[seat], table.forks_sunk[seat], table.pantry_sizes[seat],
                table.kitchens[seat], plates, tops, table.attackers[seat] if prep else None,
                table.incoming[seat] if prep and view.incoming_visible() else None,
                table.held[seat], view.controls[seat].chosen_incoming(table) if prep else None,
                seat in driven, refusal[0] if refusal else None, view.seat_name(seat))

    def board_parts(self, board: BoardGeometry, table: TableView, key: tuple
                    ) -> list[tuple[str, tuple, Callable[[BlitList], None]]]:
        """(name, key, drawing) of the header, pantry, each plate and the footer, in drawing
        order; each key is the part of the board's key that part reads."""
        (style, phase, devices, mouse, hover, buttons, ready, forks, pantry, kitchen, plates,
         _tops, attackers, incoming, held, chosen, driven, refusal, name) = key
        view = self.view
        parts: list[tuple[str, tuple, Callable[[BlitList], None]]] = [
            ("header", (style, phase, devices, mouse, buttons, ready, forks, name),
             lambda out: self.draw_header(out, board, table, list(devices))),
            ("pantry", (style, pantry, kitchen[-2:-1], not kitchen, hover),
             lambda out: self.draw_pantry(out, board, table))]
        for slot in range(view.plates):
            pile = plates[slot]
            under = pile[-2] if len(pile) >= 2 and pile[-1] not in view.sprites else None
            empty = attackers is not None and attackers[slot] == NO_TACO
            parts.append((f"plate-{slot}", (style, empty, min(4, len(pile) - 1), under),
                          lambda out, i=slot: self.draw_slot(out, board, table, i)))
        parts.append(("footer", (style, phase, incoming, held, len(kitchen), chosen, driven,
                                 refusal, name),
                      lambda out: self.draw_footer(out, board, table)))
        return parts

    def middle_rect(self) -> pygame.Rect:
        """The taco board, the stack and the sink."""
        view = self.view
        return view.zone_rect("tacos").union(view.zone_rect("stack")).union(
            view.zone_rect("sink"))

    def middle_key(self, table: TableView) -> tuple:
        return (self.style_key(), table.taco_stack_sizes, table.stack_size,
                self.view.hover == "stack", len(table.sink))

    def legend_rect(self) -> pygame.Rect | None:
        view = self.view
        zone = view.layout.layers.get(f"legend-{view.players}", {}).get("legend")
        if zone is None:
            return None  # the map has no legend for this many players: the table works without
        return pygame.Rect(int(zone.x), int(zone.y), int(zone.width), int(zone.height))

    def legend_key(self) -> tuple:
        view = self.view
        return (self.style_key(),
                tuple((device, view.hub.seat(device)) for device in view.legend_devices()))

    # --- the middle column ---------------------------------------------------------------------
    def draw_clock_column(self, canvas: pygame.Surface, table: TableView) -> None:
        """The hourglass, the clock and the wave track: they change while the sand runs."""
        view = self.view
        seen = view.seen()
        glass = view.zone_rect("hourglass")
        running = view.clock_running()
        left = seen.time_left
        duration = seen.duration
        fraction = left / duration if duration else 1.0
        pulse = pulse_for(left, running)
        view.hourglass.draw(canvas, glass.center, fraction, running, view.time, pulse)
        texts = self.clock_texts(table, running, left, duration, pulse)
        self.lists.draw("clock", canvas, (texts, self.style_key()),
                        lambda out: self.draw_clock(out, texts))
        zone = view.zone_rect("waves")
        # The current wave's ring pulses while the sand runs and rests while the table waits.
        grow = int(1.5 * (1 + math.sin(view.time * 6))) if running else 1
        key = ("waves", table.wave, table.waves, table.phase, grow, self.style_key())
        local = pygame.Rect((0, 0), zone.size)
        canvas.blit(self._sheets.get(key, lambda: sheet(
            canvas, zone.size, lambda s: self.draw_waves(s, local, table, grow))), zone)

    def clock_texts(self, table: TableView, running: bool, left: float, duration: float,
                    pulse: float) -> tuple:
        """What the clock says: (phase, time, time colour, time size, note, wave, difficulty)."""
        view = self.view
        theme = self.services.theme
        phase = {"fight": "FIGHT", "prep": "PREP", "over": "OVER"}.get(table.phase, "")
        if duration:
            whole = math.ceil(left - 1e-9)
            text = clock_text(whole)
            warn = Countdown.warning(left, running)
            colour = theme.chili if warn else theme.cream
            size = CLOCK_WARN_SIZE if warn and pulse > 0.6 else CLOCK_SIZE
            note = "running" if running else ("flip!" if view.hourglass.flipping else "stopped")
            if view.stack is not None and view.stack.top is not view and running:
                note = "paused"
        else:
            text, colour, size = "no limit", theme.cream, fonts.SMALL
            note = "until Ready" if table.phase == "prep" else ""
        return (phase, text, colour, size, note, f"Wave {table.wave}/{table.waves}",
                view.data.difficulty(table.difficulty).name)

    def warm_clock(self) -> None:
        """Render every reading the clock can show in this game's timed phases now (a few
        milliseconds at the table's opening), so a new second costs no text mid-wave."""
        theme, ui = self.services.theme, self.services.fonts
        seen = self.view.seen()
        longest = max(seen.fight_steps, seen.prep_steps)
        for whole in range(math.ceil(steps_to_seconds(longest)) + 1):
            text = clock_text(whole)
            ui.text(text, CLOCK_SIZE, theme.cream, shadow=theme.shadow)
            if Countdown.warning(whole, True):
                for size in (CLOCK_SIZE, CLOCK_WARN_SIZE):
                    ui.text(text, size, theme.chili, shadow=theme.shadow)

    def draw_clock(self, out: BlitList, texts: tuple) -> None:
        """The clock's words beside the hourglass."""
        theme, ui = self.services.theme, self.services.fonts
        phase, text, colour, size, note, wave, difficulty = texts
        clock = self.view.zone_rect("clock")
        y = clock.y

        def line(top: int, height: int) -> pygame.Rect:
            return pygame.Rect(clock.x, y + top, clock.w, height)

        text_in(out, ui, phase, fonts.BODY, theme.marigold, line(6, 34), "midtop",
                shadow=theme.shadow)
        text_in(out, ui, text, size, colour, line(42, 48), shadow=theme.shadow)
        if note:
            text_in(out, ui, note, 16, DIM_TEXT, line(88, 22))
        text_in(out, ui, wave, fonts.SMALL, theme.cream, line(114, 28), shadow=theme.shadow)
        text_in(out, ui, difficulty, 16, theme.marigold, line(141, 22))

    def draw_middle(self, out: BlitList, table: TableView) -> None:
        """The taco board, the stack and the sink."""
        self.draw_taco_board(out, table)
        self.draw_stack(out, table)
        self.draw_sink(out, table)

    def draw_waves(self, canvas: pygame.Surface, zone: pygame.Rect, table: TableView,
                   grow: int) -> None:
        """The wave track in `zone`; the current wave's ring is `grow` pixels bigger."""
        theme, ui = self.services.theme, self.services.fonts
        label_w = 50
        step = (zone.w - label_w - 6) / table.waves
        heats = self.view.data.wave_heats
        for row, phase in enumerate(("prep", "fight")):
            y = zone.y + 30 + row * 30
            text_in(canvas, ui, phase.capitalize(), 16, DIM_TEXT,
                    pygame.Rect(zone.x + 4, y - 12, label_w - 10, 24), "midleft")
            for i in range(table.waves):
                wave = i + 1
                x = int(zone.x + label_w + step * i + step / 2)
                heat = HEAT_COLOURS.get(heats[i] if i < len(heats) else "mild", theme.cream)
                done = wave < table.wave or (wave == table.wave and phase == "prep"
                                             and table.phase in ("fight", "over"))
                current = wave == table.wave and phase == table.phase
                if phase == "fight":
                    paint.circle(canvas, heat, (x, y), 11)
                    if not done and not current:
                        paint.circle(canvas, SLOT_FILL, (x, y), 8)
                else:
                    paint.circle(canvas, theme.cream_dark if done else SLOT_FILL, (x, y),
                                       8)
                    paint.circle(canvas, SLOT_LINE, (x, y), 8, 2)
                if done and phase == "fight":
                    paint.line(canvas, theme.charcoal, (x - 5, y), (x - 1, y + 4), 3)
                    paint.line(canvas, theme.charcoal, (x - 1, y + 4), (x + 6, y - 4), 3)
                if current:
                    paint.circle(canvas, theme.marigold, (x, y), 13 + grow, 3)
        for i in range(table.waves):
            x = int(zone.x + label_w + step * i + step / 2)
            text_in(canvas, ui, str(i + 1), 16, DIM_TEXT,
                    pygame.Rect(x - step // 2, zone.y, step, 20))

    def draw_taco_board(self, out: BlitList, table: TableView) -> None:
        theme, ui = self.services.theme, self.services.fonts
        zone = self.view.zone_rect("tacos")
        title = ui.text("Taco board", 16, DIM_TEXT)
        out.blit(title, title.get_rect(midtop=(zone.centerx, zone.y + 3)))
        sizes = dict(table.taco_stack_sizes)
        for heat in HEATS:
            rect = self.taco_deck_rect(heat)
            count = sizes.get(heat, 0)
            if count:
                for i in range(min(3, (count + 7) // 8)):
                    out.blit(self.view.faces.heat_back(heat, rect.size),
                             rect.move(-i * 2, -i * 2))
            else:
                out.rect(SLOT_FILL, rect, border_radius=7)
                out.rect(SLOT_LINE, rect, 2, border_radius=7)
            name = ui.text(heat, 16, HEAT_COLOURS[heat])
            out.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
            num = ui.text(str(count), fonts.SMALL, theme.white, shadow=theme.shadow)
            out.blit(num, num.get_rect(center=rect.center))

    def draw_stack(self, out: BlitList, table: TableView) -> None:
        theme, ui = self.services.theme, self.services.fonts
        zone = self.view.zone_rect("stack")
        rect = self.stack_rect()
        title = ui.text("Stack", 16, DIM_TEXT)
        out.blit(title, title.get_rect(midtop=(zone.centerx, zone.y + 4)))
        count = table.stack_size
        hovered = self.view.hover == "stack"
        if count:
            for i in range(min(5, (count + 19) // 20)):
                out.blit(self.view.shadow, (rect.x - 6 - i * 2 + 3, rect.y - 6 - i * 2 + 3))
                out.blit(self.view.faces.back(), rect.move(-i * 2, -i * 2))
        else:
            out.rect(SLOT_FILL, rect, border_radius=8)
            out.rect(SLOT_LINE, rect, 2, border_radius=8)
        if hovered:
            out.rect(theme.lime, rect.inflate(8, 8), 3, border_radius=10)
        num = ui.text(f"{count} left", fonts.SMALL, theme.cream, shadow=theme.shadow)
        out.blit(num, num.get_rect(midtop=(zone.centerx, rect.bottom + 6)))
        tip = ui.text(f"grab {self.view.data.grab_size}", 16, DIM_TEXT)
        out.blit(tip, tip.get_rect(midtop=(zone.centerx, rect.bottom + 30)))

    def draw_sink(self, out: BlitList, table: TableView) -> None:
        theme, ui = self.services.theme, self.services.fonts
        zone = self.view.zone_rect("sink")
        title = ui.text("Sink", 16, DIM_TEXT)
        out.blit(title, title.get_rect(midtop=(zone.centerx, zone.y + 4)))
        icon = self.view.faces.icon("sink", 84)
        rect = icon.get_rect(midtop=(zone.centerx, zone.y + 32))
        out.blit(icon, rect)
        forks = len(table.sink)
        num = ui.text(str(forks), fonts.TITLE, theme.cream, shadow=theme.shadow)
        out.blit(num, num.get_rect(midtop=(zone.centerx, rect.bottom + 2)))
        tip = ui.text("tacos eaten", 16, DIM_TEXT)
        out.blit(tip, tip.get_rect(midtop=(zone.centerx, rect.bottom + 36)))

    # --- one player's board --------------------------------------------------------------------
    def draw_board(self, out: BlitList, board: BoardGeometry, table: TableView) -> None:
        view = self.view
        seat = board.seat
        devices = view.hub.devices_for(seat)
        self.draw_header(out, board, table, devices)
        self.draw_pantry(out, board, table)
        for slot in range(view.plates):
            self.draw_slot(out, board, table, slot)
        self.draw_footer(out, board, table)

    def draw_header(self, out: BlitList, board: BoardGeometry, table: TableView, devices) -> None:
        view = self.view
        theme, ui = self.services.theme, self.services.fonts
        seat = board.seat
        colour, shape = view.seat_style(seat)
        x, y = board.rect.x + 10, board.rect.y + 4
        out.badge(shape, (x + 10, y + 12), 10, colour)
        name = ui.text(view.seat_name(seat), fonts.SMALL, theme.cream)
        out.blit(name, (x + 26, y + 2))
        tags = " · ".join(device_tag(d) for d in devices) if devices else "bot"
        tag = ui.text(tags, 16, colour if devices else DIM_TEXT)
        out.blit(tag, (x + 34 + name.get_width(), y + 4))
        right = board.rect.right - 10
        if table.phase == "prep":
            if table.ready[seat]:
                ok = ui.text("READY", fonts.SMALL, theme.lime)
                out.blit(ok, ok.get_rect(topright=(right, y + 2)))
            elif seat == view.hub.seat(MOUSE):
                self.draw_button(out, board.auto_button, "Auto", False)
                self.draw_button(out, board.ready_button, "Ready", True)
            elif devices:
                kind = device_kind(devices[0])
                labels = KEY_LABELS[kind]
                hint = ui.text(f"{labels['auto']} auto · {labels['ready']} ready", 16, DIM_TEXT)
                out.blit(hint, hint.get_rect(topright=(right, y + 4)))
            return
        forks = table.forks_sunk[seat]
        icon = view.faces.icon("fork", 22)
        count = ui.text(f"× {forks}", fonts.SMALL, theme.cream)
        out.blit(count, count.get_rect(topright=(right, y + 2)))
        out.blit(icon, icon.get_rect(topright=(right - count.get_width() - 4, y)))

    def draw_button(self, out: BlitList, rect: pygame.Rect, label: str, primary: bool) -> None:
        theme, ui = self.services.theme, self.services.fonts
        hover = rect.collidepoint(self.view.pointer)
        fill = theme.marigold if primary else theme.cream
        if hover:
            fill = tuple(min(255, c + 20) for c in fill)
        out.rect(fill, rect, border_radius=8)
        out.rect(theme.charcoal, rect, 1, border_radius=8)
        text = ui.text(label, 16, theme.charcoal)
        out.blit(text, text.get_rect(center=rect.center))

    def empty_slot(self, canvas, rect: pygame.Rect) -> None:
        paint.rect(canvas, SLOT_FILL, rect, border_radius=8)
        paint.rect(canvas, SLOT_LINE, rect, 1, border_radius=8)

    def slot_label(self, out: BlitList, rect: pygame.Rect, label: str) -> None:
        text = self.services.fonts.text(label, 16, SLOT_LINE)
        out.blit(text, text.get_rect(center=rect.center))

    def draw_pantry(self, out: BlitList, board: BoardGeometry, table: TableView) -> None:
        view = self.view
        theme, ui = self.services.theme, self.services.fonts
        seat = board.seat
        count = table.pantry_sizes[seat]
        rect = board.pantry
        if count:
            for i in range(min(4, (count + 4) // 5) - 1, -1, -1):
                out.blit(view.faces.back(), rect.move(-i * 2, -i * 2))
            pill = pygame.Rect(0, 0, 40, 24)
            pill.center = (rect.centerx, rect.bottom - 16)
            out.rect(theme.charcoal, pill, border_radius=12)
            num = ui.text(str(count), fonts.SMALL, theme.white)
            out.blit(num, num.get_rect(center=pill.center))
        else:
            self.slot_label(out, rect, "empty")
        kitchen = table.kitchens[seat]
        krect = board.kitchen
        if len(kitchen) >= 2:
            under = view.faces.ingredient(view.data.card(kitchen[-2]))
            out.blit(under, krect.move(-3, -3))
        elif not kitchen:
            self.slot_label(out, krect, "kitchen")
        hovered = view.hover
        if hovered is not None and hovered != "stack" and hovered.owner == seat and \
                hovered.kind in ("pantry", "kitchen") and seat == view.hub.seat(MOUSE):
            out.rect(theme.lime, rect.inflate(8, 8), 3, border_radius=10)

    def draw_slot(self, out: BlitList, board: BoardGeometry, table: TableView, slot: int) -> None:
        view = self.view
        seat = board.seat
        attacker = board.attackers[slot]
        plate = board.plate_rects[slot]
        if table.attackers[seat][slot] == NO_TACO and table.phase == "prep":
            self.slot_label(out, attacker, "place")
        pile = table.plates[seat][slot]
        if pile:
            depth = min(4, len(pile) - 1)
            if depth:
                out.blit(self.pile_edges(depth, plate.size),
                         (plate.x - depth * 2, plate.y - depth * 2))
            if len(pile) >= 2 and pile[-1] not in view.sprites:
                under = view.faces.ingredient(view.data.card(pile[-2]))
                out.blit(under, plate)

    def pile_edges(self, depth: int, size: tuple[int, int]) -> pygame.Surface:
        """The edges of the cards under a built taco, `depth` deep: drawn once per depth."""
        key = (depth, size)
        edges = self._edges.get(key)
        if edges is None:
            w, h = size
            edges = new_surface((w + depth * 2, h + depth * 2), pygame.SRCALPHA,
                                self.services.images.k)
            for i in range(depth, 0, -1):
                edge = pygame.Rect((depth - i) * 2, (depth - i) * 2, w, h)
                paint.rect(edges, (236, 222, 190), edge, border_radius=8)
                paint.rect(edges, (120, 96, 70), edge, 1, border_radius=8)
            self._edges[key] = edges
        return edges

    def draw_footer(self, out: BlitList, board: BoardGeometry, table: TableView) -> None:
        view = self.view
        theme, ui = self.services.theme, self.services.fonts
        seat = board.seat
        footer = board.footer
        refusal = view.seat_refusals.get(seat)
        if table.phase == "prep":
            tacos = list(table.incoming[seat]) if view.incoming_visible() else []
            label = "New tacos" if tacos else ("Holding" if table.held[seat] else "")
        else:
            tacos = list(table.held[seat])
            label = "Holding" if tacos else ""
        kitchen = table.kitchens[seat]
        if label == "New tacos":
            text = "New tacos"
        elif kitchen:
            text = f"kitchen {len(kitchen)}"
        else:
            text = None
        if text is not None:
            room = pygame.Rect(footer.x + 6, footer.y, board.mini(0).x - 6 - footer.x - 6,
                               footer.h)
            text_in(out, ui, text, 16, DIM_TEXT, room, "midleft")
        control = view.controls[seat]
        chosen = control.chosen_incoming(table) if table.phase == "prep" else None
        colour, _shape = view.seat_style(seat)
        for i, taco in enumerate(tacos):
            rect = board.mini(i)
            out.blit(view.faces.mini_attack(view.data.card(taco)), rect)
            if table.phase == "prep" and taco == chosen and seat in view.hub.driven():
                out.rect(colour, rect.inflate(6, 6), 3, border_radius=8)
        if table.phase == "prep" and table.held[seat] and tacos and label == "New tacos":
            held = ui.text(f"+{len(table.held[seat])} held", 16, theme.chili)
            out.blit(held, held.get_rect(midleft=(board.mini(len(tacos)).x + 4,
                                                  footer.centery)))
        if table.phase == "fight" and table.held[seat]:
            note = ("holding: hands full, cannot play" if len(table.held[seat])
                    >= view.data.max_held else "holding: flips one at a time")
            text = ui.text(note, 16, theme.chili)
            out.blit(text, text.get_rect(midleft=(board.mini(len(tacos)).x + 6,
                                                  footer.centery)))
        if refusal:
            self.draw_refusal(out, board, refusal[0])

    def draw_refusal(self, out: BlitList, board: BoardGeometry, text: str) -> None:
        """A refused play, in the board's header where its player is looking."""
        theme, ui = self.services.theme, self.services.fonts
        name = ui.text(self.view.seat_name(board.seat), fonts.SMALL, theme.cream)
        left = board.rect.x + 44 + name.get_width()
        rect = pygame.Rect(left, board.rect.y + 3, board.rect.right - 6 - left, 26)
        label = ui.text(text, 16, theme.white)
        room = rect.w - 16
        if label.get_width() > room:
            label = paint.smoothscale(label, (room, label.get_height()))
        out.rect(theme.chili, rect, border_radius=13)
        out.blit(label, label.get_rect(center=rect.center))

    # --- over the cards ------------------------------------------------------------------------
    def draw_overlays(self, canvas, table: TableView) -> None:
        """Pills on attacking tacos (fists so far, blocked, smashed), then stabs in progress."""
        style = self.style_key()
        for board in self.view.boards:
            seat = board.seat
            key = (style, table.attackers[seat], table.fists[seat], table.plate_values[seat])
            self.lists.draw(f"pills-{seat}", canvas, key,
                            lambda out, b=board: self.draw_pills(out, b, table))
        for stabber, stab in enumerate(table.stabs):
            if stab is None:
                continue
            target = self.taco_rect(table, stab.taco)
            if target is not None:
                self.draw_stab(canvas, target, stabber, stab)

    def draw_pills(self, out: BlitList, board: BoardGeometry, table: TableView) -> None:
        for slot, label in self.pill_labels(board, table):
            pill = self.pill(*label)
            rect = board.attackers[slot]
            out.blit(pill, pill.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))

    def pill_labels(self, board: BoardGeometry, table: TableView) -> list[tuple[int, tuple]]:
        """(slot, pill arguments) for each of this board's attacking tacos that shows one."""
        view = self.view
        theme = self.services.theme
        seat = board.seat
        cards = view.data.cards
        out = []
        for slot in range(view.plates):
            taco = table.attackers[seat][slot]
            if taco == NO_TACO:
                continue
            rect = board.attackers[slot]
            card = cards[taco]
            ways = ways_for(view.data, card)
            fists = table.fists[seat][slot]
            value = table.plate_values[seat][slot]
            status = ""
            if ways.block and value >= card.spiciness:
                status = "blocked"
            elif ways.smash and fists >= card.spiciness:
                status = "smashed"
            if fists and not status:
                out.append((slot, (f"{fists}/{card.spiciness}", theme.charcoal, theme.white,
                                   "fist", rect.w)))
            if status:
                out.append((slot, (status.upper(), theme.lime, theme.charcoal, "", rect.w)))
        return out

    def taco_rect(self, table: TableView, taco: int) -> pygame.Rect | None:
        for board in self.view.boards:
            row = table.attackers[board.seat]
            if taco in row:
                return board.attackers[row.index(taco)]
            held = table.held[board.seat]
            if taco in held:
                return board.mini(held.index(taco))
        return None

    def pill(self, text: str, fill, ink, icon: str, width: int) -> pygame.Surface:
        """A label across the bottom of a card, squeezed to fit its width (drawn once, cached)."""
        key = (text, tuple(fill), tuple(ink), icon, width, self.services.fonts.scale)
        pill = self._pills.get(key)
        if pill is None:
            pill = self._make_pill(text, fill, ink, icon, width)
            if len(self._pills) > 512:
                self._pills.clear()
            self._pills[key] = pill
        return pill

    def _make_pill(self, text: str, fill, ink, icon: str, width: int) -> pygame.Surface:
        ui = self.services.fonts
        label = ui.text(text, 16, ink)
        extra = 18 if icon else 0
        room = width - 8 - extra
        if label.get_width() > room:
            label = paint.smoothscale(label, (room, label.get_height()))
        surface = new_surface((label.get_width() + 8 + extra, 20), pygame.SRCALPHA,
                              self.services.images.k)
        pill = surface.get_rect()
        paint.rect(surface, fill, pill, border_radius=10)
        paint.rect(surface, (0, 0, 0), pill, 1, border_radius=10)
        if icon:
            surface.blit(self.view.faces.icon(icon, 16), (4, 2))
        surface.blit(label, label.get_rect(midleft=(4 + extra, pill.centery)))
        return surface

    def draw_stab(self, canvas, rect: pygame.Rect, stabber: int, stab) -> None:
        view = self.view
        theme, ui = self.services.theme, self.services.fonts
        colour, shape = view.seat_style(stabber)
        needed = view.data.stab_taps
        done = min(1.0, stab.taps / needed)
        centre = rect.center
        radius = min(rect.w, rect.h) // 2 - 2
        paint.circle(canvas, (0, 0, 0), centre, radius + 3, 6)
        if done > 0:
            arc = pygame.Rect(0, 0, radius * 2 + 4, radius * 2 + 4)
            arc.center = centre
            paint.arc(canvas, colour, arc, math.pi / 2 - 2 * math.pi * done, math.pi / 2,
                            7)
        seen = view.seen()
        window = seen.window_steps
        if window:
            left = max(0.0, 1.0 - (seen.step - stab.started) / window)
            bar = pygame.Rect(rect.x + 4, rect.y + 4, int((rect.w - 8) * left), 5)
            paint.rect(canvas, theme.chili, bar, border_radius=2)
        label = ui.text(f"{stab.taps}/{needed}", fonts.SMALL, theme.white, shadow=theme.shadow)
        plate = pygame.Rect(0, 0, label.get_width() + 30, 24)
        plate.center = centre
        paint.rect(canvas, theme.charcoal, plate, border_radius=12)
        badge(canvas, shape, (plate.x + 11, plate.centery), 7, colour)
        canvas.blit(label, label.get_rect(midleft=(plate.x + 21, plate.centery)))

    def draw_stamp(self, canvas, rect: pygame.Rect, stamp: str) -> None:
        theme, ui = self.services.theme, self.services.fonts
        fill = theme.chili if stamp == "standing" else theme.lime
        ink = theme.white if stamp == "standing" else theme.charcoal
        label = ui.text(stamp.upper(), 16, ink)
        pill = pygame.Rect(0, 0, label.get_width() + 12, 22)
        pill.center = rect.center
        paint.rect(canvas, fill, pill, border_radius=11)
        canvas.blit(label, label.get_rect(center=pill.center))

    # --- cursors ---------------------------------------------------------------------------
    def cursor_rect(self, control, table: TableView) -> pygame.Rect | None:
        view = self.view
        board = view.boards[control.owner]
        if control.slot < view.plates:
            return board.columns[control.slot]
        index = control.slot - view.plates
        if index < len(table.held[control.owner]):
            return board.mini(index)
        return None

    def draw_cursors(self, canvas, table: TableView) -> None:
        """Each driven seat's cursor (kept while the seats, controls, hover and table hold)."""
        view = self.view
        hub = view.hub
        key = (self.style_key(), table.phase, tuple(len(h) for h in table.held), view.hover,
               tuple(hub.devices), tuple(hub.seat_of.items()),
               tuple((c.owner, c.slot, c.carry) for c in view.controls))
        self.lists.draw("cursors", canvas, key, lambda out: self.cursor_blits(out, table))

    def cursor_blits(self, out: BlitList, table: TableView) -> None:
        view = self.view
        if table.phase == "over":
            return
        used: dict[tuple[int, int], int] = {}
        mouse_seat = view.hub.seat(MOUSE)
        for seat in sorted(view.hub.driven()):
            devices = view.hub.devices_for(seat)
            only_mouse = devices == [MOUSE]
            control = view.controls[seat]
            hover = view.hover
            if only_mouse and (hover is None or hover == "stack"
                               or hover.kind not in (PLATE, ATTACKER, HELD)):
                continue
            rect = self.cursor_rect(control, table)
            if rect is None:
                continue
            key = (control.owner, control.slot)
            k = used.get(key, 0)
            used[key] = k + 1
            colour, shape = view.seat_style(seat)
            outer = rect.inflate(8 + 8 * k, 8 + 8 * k)
            out.rect((0, 0, 0), outer.inflate(2, 2), 2, border_radius=12)
            out.rect(colour, outer, 4, border_radius=12)
            out.badge(shape, (outer.x + 4, outer.y + 4), 9, colour)
            if table.phase == "prep" and control.carry is not None and seat != mouse_seat:
                label = self.services.fonts.text("moving", 16, colour)
                out.blit(label, label.get_rect(midbottom=(outer.centerx, outer.y - 1)))

    def hint_rect(self, table: TableView) -> pygame.Rect | None:
        """Where the hinted action would happen."""
        from tabletop.games.taco_fight.rules import actions as A

        view = self.view
        action = view.feedback.hint_action
        if action is None:
            return None
        board = view.boards[action.seat]
        if isinstance(action, A.Build):
            return view.boards[action.owner].plate_rects[action.plate]
        if isinstance(action, A.Smash):
            return view.boards[action.owner].attackers[action.slot]
        if isinstance(action, A.Stab):
            return self.taco_rect(table, action.taco)
        if isinstance(action, A.Flip | A.Shuffle):
            return board.pantry
        if isinstance(action, A.Give):
            return view.boards[action.to].pantry
        if isinstance(action, A.Grab):
            return self.stack_rect()
        if isinstance(action, A.Place):
            return board.attackers[action.plate]
        if isinstance(action, A.Ready):
            return board.ready_button
        if isinstance(action, A.AutoPlace):
            return board.auto_button
        return None

    def draw_hint(self, canvas, table: TableView) -> None:
        rect = self.hint_rect(table)
        if rect is None:
            return
        theme = self.services.theme
        glow = rect.inflate(14, 14)
        self.shapes.draw_rect(canvas, theme.charcoal, glow.inflate(4, 4), 3, border_radius=14)
        self.shapes.draw_rect(canvas, theme.marigold, glow, 4, border_radius=14)

    # --- bars, legend, banner --------------------------------------------------------------
    def draw_status(self, canvas, table: TableView) -> None:
        """The bar across the top (kept as blits while what it says holds)."""
        phase = {"prep": f"Prep · wave {table.wave}", "fight": f"Fight {table.wave} of "
                 f"{table.waves}", "over": "Game over"}.get(table.phase, "")
        prompt = self.view.prompt()
        tips = (self.view.replay_caption or "Replay") if self.view.replaying else \
            "Esc pause · F2 controls · F1 rules"
        key = (phase, prompt, tips, canvas.get_width(), self.style_key())
        self.lists.draw("status", canvas, key,
                        lambda out: self.draw_status_bar(out, phase, prompt, tips))

    def draw_status_bar(self, out: BlitList, phase: str, prompt_text: str,
                        tips: str = "Esc pause · F2 controls · F1 rules") -> None:
        theme, ui = self.services.theme, self.services.fonts
        width = out.target.get_width()
        marigold = theme.marigold

        def ground(surface: pygame.Surface) -> None:
            paint.rect(surface, BAR, pygame.Rect(0, 0, width, 44))
            paint.line(surface, marigold, (0, 44), (width, 44), 2)

        out.shape(("status bar", marigold), pygame.Rect(0, 0, width, 46), ground, opaque=True)
        title = text_in(out, ui, "¡Taco Fight!", fonts.BODY, marigold,
                        pygame.Rect(14, 4, 170, 38), "midleft")
        x = title.right + 10
        chip = pygame.Rect(x, 9, min(ui.measure(phase, fonts.SMALL)[0], 170) + 20,
                           max(26, ui.line_height(fonts.SMALL) + 2))
        out.rect(marigold, chip, border_radius=13)
        text_in(out, ui, phase, fonts.SMALL, theme.charcoal, chip.inflate(-16, 0))
        tip_box = pygame.Rect(0, 4, min(ui.measure(tips, 16)[0], width // 3), 36)
        tip_box.right = width - 14
        tip_at = text_in(out, ui, tips, 16, DIM_TEXT, tip_box, "midright")
        text_in(out, ui, prompt_text, fonts.SMALL, theme.cream,
                pygame.Rect(chip.right + 14, 4, tip_at.x - 16 - chip.right - 14, 36), "midleft")

    def draw_log(self, canvas) -> None:
        """The line at the bottom: a refusal, the hint or the last thing that happened (drawn
        in place the frame it changes, then kept as a picture)."""
        view = self.view
        text, kind = view.feedback.line()
        refusing = kind == REFUSAL
        if not text:
            return
        zone = view.zone_rect("log")
        hinted = bool(view.feedback.hint_text) and not refusing
        key = ("log pill", text, refusing, hinted, zone.w, self.style_key())
        pill = self._log_pills.find(key)
        if pill is None and self._log_seen == key:
            pill = self._log_pills.get(key, lambda: self.log_pill(canvas, text, refusing,
                                                                  hinted, zone.w - 30))
        if pill is not None:
            canvas.blit(pill, pill.get_rect(center=zone.center))
            return
        self._log_seen = key
        label = self.log_label(text, zone.w - 30)
        rect = pygame.Rect(0, 0, label.get_width() + 30, 30)
        rect.center = zone.center
        self.draw_log_pill(canvas, rect, label, refusing, hinted)

    def log_pill(self, canvas, text: str, refusing: bool, hinted: bool, room: int
                 ) -> pygame.Surface:
        """The log line as a picture."""
        label = self.log_label(text, room)
        rect = pygame.Rect(0, 0, label.get_width() + 30, 30)
        return sheet(canvas, rect.size,
                     lambda s: self.draw_log_pill(s, rect, label, refusing, hinted))

    def draw_log_pill(self, canvas, rect: pygame.Rect, label: pygame.Surface, refusing: bool,
                      hinted: bool) -> None:
        theme = self.services.theme
        paint.rect(canvas, theme.chili if refusing else BAR, rect, border_radius=15)
        if hinted:
            paint.rect(canvas, theme.marigold, rect, 2, border_radius=15)
        canvas.blit(label, label.get_rect(center=rect.center))

    def log_label(self, text: str, room: int) -> pygame.Surface:
        """The log's words, squeezed to `room` once (not per frame) when too long."""
        theme, ui = self.services.theme, self.services.fonts
        label = ui.text(text, 16 if len(text) > 90 else fonts.SMALL, theme.white)
        if label.get_width() <= room:
            return label
        key = ("log", text, room, self.style_key())
        return self._sheets.get(key, lambda: paint.smoothscale(
            label, (room, max(1, label.get_height() * room // label.get_width()))))

    def draw_banner(self, canvas) -> None:
        view = self.view
        text, left = view.banner, view.banner_left
        if not text or left <= 0:
            return
        theme, ui = self.services.theme, self.services.fonts
        fade = min(1.0, left / 0.2)
        label = ui.text(text, fonts.HEADING if len(text) < 16 else fonts.TITLE, theme.white,
                        shadow=theme.shadow)
        band = surface_like(canvas, (canvas.get_width(), label.get_height() + 28),
                            pygame.SRCALPHA)
        band.fill((10, 20, 24, int(190 * fade)))
        y = canvas.get_height() // 2 - band.get_height() // 2
        canvas.blit(band, (0, y))
        label = label.copy()
        label.set_alpha(int(255 * fade))
        canvas.blit(label, label.get_rect(center=(canvas.get_width() // 2, y +
                                                  band.get_height() // 2)))


LEGEND_WORDS = {"move": "Move", "play": "Play on plate", "hit": "Hit (tap to stab)",
                "flip": "Flip two", "grab": "Grab five", "shuffle": "Shuffle",
                "give": "Give a card", "auto": "Auto place", "ready": "Ready"}
LEGEND_TEXT = 16
LEGEND_GAP = 3  # between rows


def draw_device_legend(out: BlitList, services, view, rect: pygame.Rect) -> None:
    """Each playing device's keys in a column, where a board slot is free (its panel is in the
    table's base picture). A key too long for its column takes two lines, and the whole
    table's text shrinks (never below 16 pixels) until every row fits."""
    from tabletop.games.taco_fight.table.devices import COMMAND_NAMES

    theme, ui = services.theme, services.fonts
    devices = view.legend_devices()
    inner = rect.inflate(-28, 0)
    text_in(out, ui, "Controls (F2 to change who plays on what)", fonts.SMALL, theme.marigold,
            pygame.Rect(inner.x, rect.y + 6, inner.w, 26), "midleft")
    names = ["move", *(n for n in COMMAND_NAMES if n != "move")]
    head = rect.y + 34
    for size in ui.sizes(LEGEND_TEXT):
        layout = legend_layout(ui, devices, names, inner, size)
        line = ui.line_height(size)
        if head + line + 6 + sum(layout[2]) + LEGEND_GAP * (len(names) - 1) <= rect.bottom - 6:
            break
    words_w, columns, heights = layout
    floor = size * ui.scale  # the size chosen is the size every cell keeps
    for device, (x, column_w) in zip(devices, columns, strict=True):
        seat = view.hub.seat(device)
        colour = DIM_TEXT
        if seat is not None:
            colour, shape = view.seat_style(seat)
            out.badge(shape, (x + 7, head + line // 2), 7, colour)
        text_in(out, ui, device_tag(device), size, colour,
                pygame.Rect(x + 18, head, column_w - 22, line + 2), "midleft", floor=floor)
    y = head + line + 6
    for name, tall in zip(names, heights, strict=True):
        cells = [(LEGEND_WORDS[name], inner.x, words_w, DIM_TEXT)]
        for device, (x, column_w) in zip(devices, columns, strict=True):
            cells.append((KEY_LABELS[device_kind(device)][name], x, column_w - 8, theme.cream))
        for text, x, width, ink in cells:
            text_in(out, ui, text, size, ink, pygame.Rect(x, y, width, tall), "topleft",
                    floor=floor)
        y += tall + LEGEND_GAP


def legend_layout(ui, devices: list[str], names: list[str], inner: pygame.Rect, size: float
                  ) -> tuple[int, list[tuple[int, int]], list[int]]:
    """(words column width, each device column's (x, width), each row's height) at text
    `size`: a device column is as wide as its longest key, the room shared out by need."""
    words_w = min(max(ui.measure(LEGEND_WORDS[n], size)[0] for n in names), inner.w * 7 // 20)
    room_w = inner.w - words_w - 8
    needs = [max(ui.measure(KEY_LABELS[device_kind(d)][n], size)[0] for n in names) + 8
             for d in devices]
    spare = room_w - sum(needs)
    if spare >= 0:
        widths = [min(250, need + spare // max(1, len(devices))) for need in needs]
    else:
        widths = [need * room_w // sum(needs) for need in needs]
    columns, x = [], inner.x + words_w + 8
    for width in widths:
        columns.append((x, width))
        x += width
    room = 2 * ui.line_height(size)
    floor = size * ui.scale
    heights = []
    for name in names:
        cells = [(LEGEND_WORDS[name], words_w)] + [
            (KEY_LABELS[device_kind(d)][name], width - 8)
            for d, (_, width) in zip(devices, columns, strict=True)]
        heights.append(max(ui.fitted_size(text, size, (width, room), floor=floor)[1]
                           for text, width in cells))
    return words_w, columns, heights
