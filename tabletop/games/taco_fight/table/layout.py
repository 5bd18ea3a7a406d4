"""Where the ¡Taco Fight! table's parts sit: the middle's zones from the Tiled map, each
player's board (its cards at the biggest size of the kit's family its zone fits), the decks in
the middle and the "What happened" history: a panel where the felt has room (one or two
boards), else a strip along the bottom (`log`); with three boards the middle spreads into the
free corner (made once per table; the controls are an overlay, never a panel on the table)."""

from __future__ import annotations

import pygame

from tabletop.assets.maps import read_layout
from tabletop.core.actions import Action
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules.observation import TableView
from tabletop.games.taco_fight.table.board import BoardGeometry, card_size_for
from tabletop.kit.sizes import FAMILY, CardSize, largest_fitting

HEATS = ("mild", "medium", "hot")
SHOWN_W = 560
DECK_MOST = 112
"""The tallest a taco deck stands (a roomy taco board: three seats' middle)."""
SINK_ROOMY, ROOMY_H = 120, 300
"""The sink's picture in a roomy zone (three seats' middle), at least this tall."""
DECK_GAP = 6
"""The least felt between two taco decks, and between a deck and its board's edge, beyond the
narrow columns' margins (a tall board of four seats' narrow middle fits its decks by width)."""
NARROW_SINK, SINK_WORDS = 90, 115
"""A sink narrower than this (four boards') says "tacos eaten" on two lines: its name, its
count and those lines take this much of its height, its picture the rest."""
NARROW_TACOS = 200
"""A taco board narrower than this (four boards' middle column) stands its decks closer."""
MEDIUM_LEAST = 60
"""The least width of a narrow taco board's middle column: room for "medium" at 16 px."""
NARROW_DECK = 48
"""The least width of a taco deck on a narrow taco board (its logo read, not a sliver)."""
NAME_ROOM = 28
"""The room over a taco deck for its heat's name."""
COUNT_MOST = 34
"""The room for a deck's count under it (it stays by its deck on a tall taco board)."""
"""The width of the latest plays shown on demand."""
STACK_TOP, STACK_GAP, COUNT_LINE = 32, 12, 22
"""The ingredient stack's card under its name, its count under it and what a grab takes under
that: far enough apart that a hint's dashes round the card (10 px out) cross no word."""
STACK_FOOT = 12
"""The felt left under the stack's "grab 5" in a zone with room for it."""
SHORT_STACK_FOOT = 4
"""The felt left under "grab 5" in a zone too short for the family's smallest back (four
boards': at 0 its words sat on the panel's foot)."""
STACK_WORDS = STACK_TOP + STACK_GAP + COUNT_LINE + 22 + STACK_FOOT
"""The stack zone's height its words and margins take: the rest is the card's."""
ZONES = ("hourglass", "clock", "waves", "tacos", "stack", "sink", "log")


class FightLayout:
    """The table for `players` seats with `plates` plates each (rects in logical pixels)."""

    def __init__(self, players: int, plates: int) -> None:
        self.players = players
        self.plates = plates
        middle = f"table-{players}"
        required = [(middle, n) for n in ZONES]
        required += [(f"boards-{players}", f"board-{i}") for i in range(players)]
        tiled = read_layout("taco_fight/table.tmx", required)

        def rect(layer: str, name: str) -> pygame.Rect:
            z = tiled.zone(layer, name)
            return pygame.Rect(int(z.x), int(z.y), int(z.width), int(z.height))

        self._zones = {name: rect(middle, name) for name in ZONES}
        self.history: pygame.Rect | None = (rect(middle, "history")
                                            if "history" in tiled.layer(middle) else None)
        """The "What happened" panel's room (None: three or four boards leave no room for
        it; the latest plays run along the strip at the bottom instead, the `log` zone)."""
        clock, log = self._zones["clock"], self._zones["log"]
        self.shown_history = pygame.Rect(clock.centerx - SHOWN_W // 2, clock.y, SHOWN_W,
                                         log.y - 6 - clock.y)
        """Where the latest plays show on demand when the felt has no room for the panel:
        over the middle column below the hourglass, wide enough for a line."""
        zones = [rect(f"boards-{players}", f"board-{i}") for i in range(players)]
        self.card: CardSize = min((card_size_for(z, plates) for z in zones),
                                  key=lambda size: size.width)
        """Every board's cards: one member of the kit's card-size family."""
        self.boards = [BoardGeometry(i, z, plates, self.card) for i, z in enumerate(zones)]
        stack = self._zones["stack"]
        self.stack_card: CardSize = largest_fitting(stack.w - 16, stack.h - STACK_WORDS, FAMILY,
                                                    readable=False)
        """The ingredient stack's back (a pile: counted, never read)."""
        tall = stack.h - STACK_WORDS + STACK_FOOT - SHORT_STACK_FOOT
        self.stack_size: tuple[int, int] = (
            self.stack_card.size if tall >= self.stack_card.height
            else (tall * 5 // 7, tall))
        """The stack's top card: its member of the family, or where the zone is shorter than
        that and its words (four boards' narrow column, whose wave track takes the room for
        its key) a back as tall as the zone leaves, like the taco decks beside it."""

    @property
    def strip(self) -> bool:
        """The latest plays run along the `log` strip at the bottom (no panel on the felt)."""
        return self.history is None

    def zone(self, name: str) -> pygame.Rect:
        """A zone of the middle column (a copy: callers may move it)."""
        return pygame.Rect(self._zones[name])

    def stack_rect(self) -> pygame.Rect:
        """The ingredient stack's top card."""
        zone = self._zones["stack"]
        rect = pygame.Rect(0, 0, *self.stack_size)
        lean = 4 * self.deck_lean()  # (its backs lean up and left: the pile centred, the
        rect.midtop = (zone.centerx + lean // 2, zone.y + STACK_TOP)  # top card right of it)
        return rect

    def narrow_tacos(self) -> bool:
        """The taco board is four boards' narrow middle column's: its decks stand closer."""
        return self._zones["tacos"].w < NARROW_TACOS

    def deck_lean(self) -> int:
        """How far each back under a taco deck's top one shows, up and left (px): less on a
        narrow taco board, so three decks `NARROW_DECK` wide keep felt between them."""
        return 1 if self.narrow_tacos() else 2

    def taco_deck_column(self, heat: str) -> pygame.Rect:
        """A taco deck's share of the taco board (the middle one, "medium", is the widest)."""
        zone = self._zones["tacos"]
        index = HEATS.index(heat) if heat in HEATS else 0
        side = (zone.w - MEDIUM_LEAST) // 2 if self.narrow_tacos() else zone.w * 3 // 10
        widths = (side, zone.w - 2 * side, side)
        return pygame.Rect(zone.x + sum(widths[:index]), zone.y, widths[index], zone.h)

    def taco_deck_rect(self, heat: str) -> pygame.Rect:
        """One of the three taco decks on the taco board."""
        zone = self._zones["tacos"]
        column = self.taco_deck_column(heat)
        side = zone.w * 3 // 10 - 10  # the narrow decks' columns, with a margin
        height = min(DECK_MOST, zone.h - 54,  # room for the heat's name above, the count below
                     max(72, side * 7 // 5))
        width = min(zone.w // 3 - 2, zone.w * 3 // 10 - DECK_GAP, height * 5 // 7)
        if self.narrow_tacos():  # (its side columns hold a deck and its backs' lean, tight)
            height = zone.h - NAME_ROOM - COUNT_LINE - 2  # (its count at 18 px under it)
            width = min(self.taco_deck_column("mild").w - 2 - 2 * self.deck_lean(),
                        height * 5 // 7)
        rect = pygame.Rect(0, 0, width, min(height, width * 7 // 5))
        spare = zone.h - (NAME_ROOM + rect.h + 2 + COUNT_MOST + 4)
        rect.midtop = (column.centerx, zone.y + NAME_ROOM + max(0, spare // 2))  # (centred)
        return rect

    def taco_deck_boxes(self, heat: str) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a taco deck's heat is named (above it) and how many are left (below it):
        never on the deck, whose back carries the game's logo."""
        zone = self._zones["tacos"]
        deck = self.taco_deck_rect(heat)
        column = self.taco_deck_column(heat)
        name = pygame.Rect(column.x + 1, deck.y - NAME_ROOM + 2, column.w - 2, NAME_ROOM - 10)
        count = pygame.Rect(name.x, deck.bottom + 2, name.w,
                            min(COUNT_MOST, zone.bottom - deck.bottom - 3))
        return name, count

    def sink_icon_px(self) -> int:
        """The sink's picture's size: bigger in a roomy zone (three seats' middle)."""
        zone = self._zones["sink"]
        most = SINK_ROOMY if zone.h >= ROOMY_H else 84
        if zone.w < NARROW_SINK:  # ("tacos eaten" on two lines under its count)
            most = min(most, zone.h - SINK_WORDS)
        return min(most, zone.w - 12)

    def words_boxes(self) -> list[pygame.Rect]:
        """Where the table prints words and numbers (the clock, the wave track, the taco board
        with each deck's heat and count, the stack's and the sink's names and counts, each
        board's header): what a tutorial coach's arrow keeps clear of."""
        out = [self.zone("clock"), self.zone("waves"), self.zone("tacos")]
        out += [pygame.Rect(board.header) for board in self.boards]
        stack, sink = self._zones["stack"], self._zones["sink"]
        for zone in (stack, sink):
            out.append(pygame.Rect(zone.x + 2, zone.y + 2, zone.w - 4, 24))  # (the name, 4 in)
        top = self.stack_rect().bottom + STACK_GAP
        out.append(pygame.Rect(stack.x + 2, top, stack.w - 4, COUNT_LINE + 22))
        top = sink.y + 32 + self.sink_icon_px() + 2
        out.append(pygame.Rect(sink.x + 2, top, sink.w - 4, min(sink.bottom, top + 79) - top))
        return out

    def place_pos(self, place: str) -> tuple[float, float]:
        """The centre of an event's place string ('kitchen:2', 'attacker:1:3', 'sink', ...)."""
        return self.place_rect(place).center

    def place_rect(self, place: str) -> pygame.Rect:
        """Where an event's place string is on the table (a copy: callers may move it)."""
        parts = place.split(":")
        kind = parts[0]
        if kind in ("pantry", "kitchen", "held", "incoming") and len(parts) > 1:
            board = self.boards[int(parts[1])]
            if kind == "pantry":
                return pygame.Rect(board.pantry)
            if kind == "kitchen":
                return pygame.Rect(board.kitchen)
            return board.mini(0)
        if kind in ("plate", "attacker") and len(parts) > 2:
            board = self.boards[int(parts[1])]
            rects = board.plate_rects if kind == "plate" else board.attackers
            return pygame.Rect(rects[int(parts[2])])
        if kind == "tacos":
            return self.taco_deck_rect(parts[1] if len(parts) > 1 else "mild")
        if kind == "sink":
            return self.zone("sink")
        return self.stack_rect()

    def taco_rect(self, table: TableView, taco: int) -> pygame.Rect | None:
        """Where a taco is: attacking a plate, or held in a footer."""
        for board in self.boards:
            row = table.attackers[board.seat]
            if taco in row:
                return board.attackers[row.index(taco)]
            held = table.held[board.seat]
            if taco in held:
                return board.mini(held.index(taco))
        return None

    def hint_rect(self, action: Action | None, table: TableView) -> pygame.Rect | None:
        """Where the hinted action would happen."""
        if action is None:
            return None
        if isinstance(action, A.Build):
            return self.boards[action.owner].plate_rects[action.plate]
        if isinstance(action, A.Smash):
            return self.boards[action.owner].attackers[action.slot]
        if isinstance(action, A.Stab):
            return self.taco_rect(table, action.taco)
        seat = getattr(action, "seat", None)
        if seat is None or not 0 <= seat < len(self.boards):
            return None
        board = self.boards[seat]
        if isinstance(action, A.Flip | A.Shuffle):
            return board.pantry
        if isinstance(action, A.Give):
            return self.boards[action.to].pantry
        if isinstance(action, A.Grab):
            return self.stack_rect()
        if isinstance(action, A.Place):
            return board.attackers[action.plate]
        if isinstance(action, A.Ready):
            return board.ready_button
        if isinstance(action, A.AutoPlace):
            return board.auto_button
        return None

    def cursor_rect(self, owner: int, slot: int) -> pygame.Rect:
        """A cursor's column: a plate with its attacker, or a held taco past the plates."""
        board = self.boards[owner]
        if slot < self.plates:
            return board.columns[slot]
        return board.mini(slot - self.plates)
