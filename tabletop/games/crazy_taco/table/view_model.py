"""What is where on the Crazy Taco table for one viewer (plain data from the observation).

`Board` is the fixed part, read once from the table map: every zone's box and the places
worked out from them (the kitchen's die places, the menu's rows, the popularity spaces).
`CrazyModel` is one state of the game as the viewer sees it: where every visible card and die
lies and which places picked dice could go to. Places are named as the rules and the input
speak of them: targets such as `("card", id)`, `("door",)`, `("menu", option)`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import (
    BONUS as BONUS_ZONE,
)
from tabletop.games.crazy_taco.rules.state import (
    CUP,
    FINE,
    REST,
    SPENT,
    STEP_MANAGE,
    STEP_OVER,
    STEP_PLAY,
    TABLE,
    TASK,
)
from tabletop.games.crazy_taco.table.view_moves import BONUS, CARD, DOOR, MENU, REROLL, Target
from tabletop.kit import sizes
from tabletop.kit.hand import fan, turned_half_height
from tabletop.kit.view_model import Box
from tabletop.layout.tiled import TableLayout

Size = tuple[int, int]
Point = tuple[float, float]
FULL: Size = sizes.FULL.size
"""The card-size family's full size: where the customer player holds and plays cards (the
hand) and where the dice are played onto them (the counter)."""
SIDE: Size = sizes.TABLE.size
"""The family's member for cards read across the table: the door, task, bonus, Extra, fine and
out places (and cards flying to a pile)."""
PILE: Size = sizes.PEEK.size
"""The customer deck's backs (counted, never read)."""
BIG = HAND = FULL
HAND_TILT_ROOM = 24  # the outer cards of a fanned hand lean out: their corners keep inside
SMALL = SIDE
OFFER: Size = SIDE
"""An Extra card on offer, in the phase panel under its pills."""
PILLS_BOTTOM = 32
"""Where the phase panel's pills end, from its top."""
TRAY_SIDE, CAPTIVE_DIE, REST_DIE, MENU_DIE, FINE_DIE = 72, 34, 50, 28, 44
CARD_DIE = 29
"""A die placed on an order card: its body 29 px (read from a couch at 1280x720; round 11's
26 px picture was a 23 px die, "tiny chips"; round 14's 28 px body showed a 22 px face: 29 is
the most the band between the order and the footer holds 4 px clear of both)..."""
CARD_DIE_PICTURE = 32
"""...drawn as a 32 px picture, whose transparent margin (6 of 128 px a side) overlaps its
neighbour's."""
REST_DIE_NUDGE = (7, 1)
"""A resting die lies this far right of (and below) its rest space's centre: clear of the
space's number in its top-left corner (centred, the die touched the "2")."""
TRAY_PLACE = 84
"""A worker's steel place in the kitchen: the die (72 px, the biggest thing the player rolls)
with a rim round it, the five places a few pixels apart across the kitchen."""
TRAY_Y = 52
"""A kitchen place's centre, below the top of the dice zone: its "kept" tag clear of the
kitchen's title above, the worker's name clear of the re-roll strip below."""
CARD_DICE_ROW = 4     # dice placed on a counter card, in the band under its order
ROW_H = 30            # a menu row (under the rows, the menu's key)
MENU_ICONS_X = 152    # where a dish's dice faces start in its row
MENU_TOP = 30         # where the menu's first row starts, under its title
BOARD_ZONES = (
    "counter", "deck", "counter-1", "counter-2", "counter-3", "counter-4", "patience", "out",
    "kitchen", "dice", "reroll", "storeroom", "door", "task-zone", "task-1", "task-2",
    "rest-room", "rest-1", "rest-2", "rest-3", "overtime", "bonus-zone", "bonus-1", "bonus-2",
    "extra-area", "extra", "fine-area", "fine-card", "fine-die", "popularity", "cash", "menu",
    "history", "actions")
VERSUS_ZONES = ("hand", "seat", "extra-pile")
ZONE_POINTS = {"deck": "deck", "patience": "patience", "door": "door", "out": "out",
               "task-deck": "door", "extra": "extra", "fine": "fine-card",
               "inspection": "fine-card", "bonus": "bonus-1", "task-zone": "task-1",
               "aside": "bonus-zone", "cup": "dice", "table": "dice"}
"""Where a rules zone named in an event lies on the board."""



def centre(box: Box) -> tuple[int, int]:
    return (box.x + box.w // 2, box.y + box.h // 2)


@dataclass(frozen=True)
class FaceShape:
    """Where a card face's parts lie, in card pixels: the header strip's height, the price
    coin (just under the header, at the right), the art, the body (the order or what the card
    does) and the band kept free for dice placed on the card (empty on side cards)."""

    header: int
    coin: Box
    art: Box
    body: Box
    dice_band: Box


COIN_INSET = 6
"""The price coin's gap from the card's right edge: whole, inside the 2-3 px border with
cream round it (at 3 it touched the border and read as clipped by the card's edge)."""
ORDER_ROOM = 34
"""A full-size order's line: what the customer wants, its icons up to 32 px (readable across
the table at 1280x720), over the portrait's smaller picture."""


def face_shape(size: Size) -> FaceShape:
    """The face's parts for a card of `size` (full-size cards keep a band for placed dice)."""
    w, h = size
    full = w >= FULL[0]
    header = 26
    radius = 16 if full else 13
    coin = Box(w - COIN_INSET - 2 * radius, header + 3, 2 * radius, 2 * radius)
    art_side = 40 if full else 36  # room under the art: the order at ORDER_ROOM and its
    # dice (full), or two lines (a side card)
    art = Box((w - art_side) // 2, header + 2, art_side, art_side)
    body_top = art.y + art.h + 4
    footer = h - 25  # the footer: 24 px icons, a px above the border
    if full:
        body = Box(6, body_top, w - 12, ORDER_ROOM)
        band = Box(4, body_top + ORDER_ROOM + 2, w - 8, footer - 4 - body_top - ORDER_ROOM)
    else:
        body = Box(5, body_top, w - 10, footer - 2 - body_top)
        band = Box(0, 0, 0, 0)
    return FaceShape(header, coin, art, body, band)


def card_dice_points(x: float, y: float, count: int) -> list[Point]:
    """Where `count` dice placed on a counter card centred at (x, y) lie: a row in the band
    under the order, then a row at the top left of the art (clear of the price and the stamp);
    2 px apart where there is the room, else side by side (four in the band), or a little
    pile left of the price."""
    shape = face_shape(FULL)
    top = y - FULL[1] / 2
    band = shape.dice_band
    first = min(count, CARD_DICE_ROW)
    step = min(CARD_DIE + 2, (band.w - CARD_DIE) / max(1, first - 1))
    out = [(x + (i - (first - 1) / 2) * step, top + band.y + band.h / 2)
           for i in range(first)]
    rest = count - first
    left = x - FULL[0] / 2 + 4 + CARD_DIE / 2
    step = min(CARD_DIE + 2, (shape.coin.x - 4 - 4 - CARD_DIE) / max(1, rest - 1))
    out += [(left + i * step, top + shape.header + 2 + CARD_DIE / 2) for i in range(rest)]
    return out


STAMP_H = 22
"""A Served / Paid stamp's height: the card's footer (20 px words), as the message chip."""


def stamp_topleft(card_left: int, card_top: int, size: Size = FULL) -> tuple[int, int]:
    """Where a counter card's Served / Paid stamp lies: the footer's left, over the computer's
    message (spent once the card came in), clear of the title, the price, the art, the order,
    the dice placed on the card and the penalty."""
    return (card_left + 3, card_top + size[1] - STAMP_H - 2)


def required_zones(versus: bool) -> list[tuple[str, str]]:
    """Every zone the table map must hold (1 v 1 adds the customer player's)."""
    out = [("board", name) for name in BOARD_ZONES]
    if versus:
        out += [("versus", name) for name in VERSUS_ZONES]
    return out


@dataclass(frozen=True)
class CardSpot:
    """Where a card lies: its centre, its size and whether it is face up."""

    x: float
    y: float
    size: Size
    face_up: bool
    angle: float = 0.0
    """Degrees counter-clockwise it rests turned (a fanned hand's tilt)."""
    spent: bool = False
    """In the out pile without its footer: its message did its work and its penalty was
    never owed (a customer who left happy, a task done, a card used up)."""
    working: int = 0
    """A die at work on it (the disc by the die counts its turns; on a bonus card this is
    that count, its face saying when the die is back), or an Extra bought (its face without
    the price paid); 0: none."""
    stamped: bool = False
    """An order half done (Served or Paid): its stamp lies where the computer's message was,
    and the face leaves the message out."""


@dataclass(frozen=True)
class DieSpot:
    """Where a die lies: its centre, its side, the face shown ('' in the cup), whether it is
    greyed out and the badge by it (a task's turns left, 'kept', 'held', 'used')."""

    x: float
    y: float
    side: float
    face: str
    dim: bool
    badge: str


@dataclass(frozen=True)
class Board:
    """The fixed places of the board (logical pixels), from the table map."""

    boxes: Mapping[str, Box]
    versus: bool
    menu_ids: tuple[str, ...]
    dice_count: int
    popularity_cap: int

    @classmethod
    def of(cls, layout: TableLayout, versus: bool, data: CrazyTacoData) -> Board:
        boxes: dict[str, Box] = {}
        for layer in ("board", "versus") if versus else ("board",):
            for name, zone in layout.layer(layer).items():
                boxes[name] = Box(round(zone.x), round(zone.y), round(zone.width),
                                  round(zone.height))
        return cls(boxes, versus, tuple(o.id for o in data.menu), len(data.dice),
                   data.board.popularity_cap)

    def box(self, name: str) -> Box:
        return self.boxes[name]

    def point(self, name: str) -> tuple[int, int]:
        """The centre of a zone."""
        return centre(self.boxes[name])

    def tray_point(self, index: int) -> Point:
        """The kitchen place of the `index`th die."""
        zone = self.box("dice")
        return (zone.x + zone.w * (index + 0.5) / self.dice_count, zone.y + TRAY_Y)

    def menu_rows(self) -> dict[str, Box]:
        zone = self.box("menu")
        rows = {}
        y = zone.y + MENU_TOP
        for option in self.menu_ids:
            rows[option] = Box(zone.x + 8, y, zone.w - 16, ROW_H)
            y += ROW_H + 2
        return rows

    def star_centre(self, n: int) -> Point:
        """The `n`th star of the popularity track (1 to the cap; 0 lies just left of the
        first, where a restaurant with no stars left closes)."""
        zone = self.box("popularity")
        step = (zone.w - 40) / max(1, self.popularity_cap - 1)
        return (zone.x + 20 + (n - 1) * step, zone.y + 39)

    def task_points(self, count: int) -> list[Point]:
        zone = self.box("task-zone")
        first: Point = self.point("task-1")
        second: Point = self.point("task-2")
        if count <= 2:
            return [first, second][:count]
        left, right = first[0], zone.right - SMALL[0] / 2 - 4
        step = (right - left) / (count - 1)
        return [(left + i * step, first[1] + (i % 2) * 8) for i in range(count)]

    def hand_points(self, count: int) -> list[tuple[float, float, float]]:
        """The customer player's hand, fanned as a hand is held (the kit's `hand.fan`): each
        card's centre and tilt, the lowest corner of the fan just inside the drawer."""
        zone = self.box("hand")
        fanned = fan((zone.centerx, 0.0), count, zone.w - 16 - HAND_TILT_ROOM, sizes.FULL,
                     HAND[0] + 4)
        lowest = max((y + turned_half_height(tilt) for _, y, tilt in fanned), default=0.0)
        drop = zone.bottom - 4 - lowest
        return [(x, y + drop, tilt) for x, y, tilt in fanned]

    def offer_point(self) -> Point:
        """Where an Extra card on offer lies: in the phase panel, at the left under the phase
        pills (never over them)."""
        zone = self.box("actions")
        return (zone.x + 14 + OFFER[0] / 2, zone.y + PILLS_BOTTOM + 2 + OFFER[1] / 2)


@dataclass(frozen=True)
class CrazyModel:
    """One state of the table as the viewer sees it."""

    obs: CrazyTacoObservation
    board: Board
    viewer: int | None
    my_turn: bool
    """The viewer may act now (never while a replay is shown)."""
    cards: dict[str, CardSpot]
    """Every visible card, back to front."""
    dice: dict[str, DieSpot]
    """Every die, in the data's order."""
    targets: tuple[Target, ...]
    """Every place picked dice could go now, left to right, top to bottom."""
    voucher: str
    """The meal voucher in the bonus zone ('' if none)."""
    replay_hand: bool = False
    """A replay shows the customer player's hand as their own turn did (`watch`)."""

    @classmethod
    def of(cls, obs: CrazyTacoObservation, board: Board, data: CrazyTacoData,
           viewer: int | None, my_turn: bool, replay_hand: bool = False,
           menu: MenuSpans | None = None, unhappy: frozenset[str] = frozenset()
           ) -> CrazyModel:
        """`replay_hand`: a replay shows the customer player's hand as their turn did;
        `menu`: where each dish's ways to pay are drawn (`board.menu_spans`); `unhappy`: the
        customers known to have left unhappy (the out pile shows their lost star)."""
        hand_open = (board.versus and (viewer == CUSTOMER_PLAYER and my_turn or replay_hand)
                     and obs.step == STEP_PLAY)
        cards = card_spots(obs, board, hand_open, unhappy)
        return cls(obs, board, viewer, my_turn, cards,
                   die_spots(obs, board, data, cards, menu),
                   targets(obs, data), voucher_card(obs, data), replay_hand)

    @property
    def step(self) -> str:
        return self.obs.step

    @property
    def manager_turn(self) -> bool:
        return self.my_turn and self.viewer == MANAGER

    @property
    def hand_open(self) -> bool:
        """The customer player's own hand is open over the kitchen."""
        return (self.board.versus and (self.viewer == CUSTOMER_PLAYER and self.my_turn
                                       or self.replay_hand)
                and self.obs.step == STEP_PLAY)

    def table_dice(self) -> list[str]:
        """The dice rolled this turn and not used yet, in the data's order."""
        return [d for d in self.dice if self.obs.dice[d].zone == TABLE]

    def die_hidden(self, die: str) -> bool:
        """The customer player's open hand lies over the kitchen's dice."""
        return self.hand_open and self.obs.dice[die].zone in (CUP, TABLE, SPENT)

    def counter_slot(self, card: str) -> str:
        if card == self.obs.patience:
            return "patience"
        return f"counter-{self.obs.counter.index(card) + 1}"

    def target_box(self, target: Target) -> Box:
        """The place a target outlines."""
        kind, board = target[0], self.board
        if kind == CARD:
            return board.box(self.counter_slot(str(target[1])))
        if kind == DOOR:
            return board.box("door")
        if kind == BONUS:
            index = next(i for i, e in enumerate(self.obs.bonus_zone) if e.card == target[1])
            return board.box(f"bonus-{index + 1}")
        if kind == MENU:
            return board.menu_rows()[str(target[1])]
        if kind == REROLL:
            return board.box("reroll")
        return board.box("counter")

    def zone_point(self, zone: str) -> Point:
        """Where a rules zone name ('deck', 'counter:2', 'rest:1', 'task:trash-1', ...) is."""
        kind, _, rest = zone.partition(":")
        board = self.board
        if kind == "counter" and rest:
            return board.point(f"counter-{rest}")
        if kind == "rest" and rest:
            return board.point(f"rest-{rest}")
        if kind == "hand":
            return board.point("hand" if self.hand_open else
                               ("seat" if board.versus else "deck"))
        if kind == "extra-pile":
            return board.point("extra-pile" if board.versus else "extra")
        if kind == "extra-offer":
            return board.offer_point()
        if kind in ZONE_POINTS:
            return board.point(ZONE_POINTS[kind])
        return board.point("counter")


def card_spots(s: CrazyTacoObservation, board: Board, hand_open: bool,
               unhappy: frozenset[str] = frozenset()) -> dict[str, CardSpot]:
    """Every visible card's spot, back to front (the out pile's top card spent, without its
    footer, unless it is a customer in `unhappy`: one who left unhappy shows what it cost)."""
    out: dict[str, CardSpot] = {}
    if s.out:
        ox, oy = board.point("out")
        out[s.out[-1]] = CardSpot(ox, oy, SMALL, True, spent=s.out[-1] not in unhappy)
    for i, card in enumerate(s.fine_cards):
        fx, fy = board.point("fine-card")
        out[card] = CardSpot(fx + i * 6, fy + i * 6, SMALL, True)
    x: float
    y: float
    for entry, (x, y) in zip(s.task_zone, board.task_points(len(s.task_zone)), strict=True):
        out[entry.card] = CardSpot(x, y, SMALL, True, working=bool(entry.die))
    for i, entry in enumerate(s.bonus_zone[:2]):
        x, y = board.point(f"bonus-{i + 1}")  # (a bonus card's face says its die's turns)
        out[entry.card] = CardSpot(x, y, SMALL, True,
                                   working=max(1, entry.turns_left) if entry.die else 0)
    if s.door:
        x, y = board.point("door")
        out[s.door] = CardSpot(x, y, SMALL, True)
    if s.extra:
        x, y = board.point("extra")
        out[s.extra] = CardSpot(x, y, SMALL, True, working=True)  # (bought: no price)
    for card in s.counter_cards():
        slot = "patience" if card == s.patience else f"counter-{s.counter.index(card) + 1}"
        x, y = board.point(slot)
        order = s.status.get(card)
        out[card] = CardSpot(x, y, BIG, True, stamped=order is not None and
                             (order.served or order.collected))
    if s.extra_offer:
        x, y = board.offer_point()
        out[s.extra_offer] = CardSpot(x, y, OFFER, True)
    if hand_open:
        for card, (hx, hy, tilt) in zip(s.hand, board.hand_points(len(s.hand)), strict=True):
            out[card] = CardSpot(hx, hy, HAND, True, tilt)
    return out


MenuSpans = Mapping[str, Sequence[tuple[int, int, Sequence[tuple[str, int]]]]]
"""Where each dish's ways to pay are drawn on its menu row: (left, right, its faces)."""
MENU_DIE_STEP = MENU_DIE + 2
"""Dice paid to a dish lie this far apart, closer (overlapping, a little pile) where the
faces they paid are narrower than they."""


def menu_dice_xs(n: int, left: float, right: float) -> list[float]:
    """The centres of `n` dice laid over a way to pay drawn from `left` to `right`: side by
    side where they fit, else overlapping, always centred on it."""
    if n <= 1:
        return [(left + right) / 2] * n
    step = max(6.0, min(MENU_DIE_STEP, (right - left - MENU_DIE) / (n - 1)))
    first = (left + right) / 2 - step * (n - 1) / 2
    return [first + i * step for i in range(n)]


def paid_span(faces: Sequence[str], spans: Sequence[tuple[int, int, Sequence[tuple[str, int]]]]
              ) -> tuple[int, int]:
    """The way to pay that `faces` paid, or are paying (dice laid so far: the first way that
    asks for each of them; the first way when none does)."""
    for left, right, wanted in spans:
        asked = dict(wanted)
        if all(faces.count(face) <= asked.get(face, 0) for face in faces):
            return left, right
    return spans[0][0], spans[0][1]


def die_spots(s: CrazyTacoObservation, board: Board, data: CrazyTacoData,
              cards: Mapping[str, CardSpot], menu: MenuSpans | None = None
              ) -> dict[str, DieSpot]:
    """Every die's spot, in the data's order (dice paid to a dish over the faces they paid,
    where `menu` says where those are drawn; a die still in the cup once the dice phase is
    over greyed: it sits this turn out)."""
    on_card: dict[str, list[str]] = {}
    out: dict[str, DieSpot] = {}
    captive = {e.die: e for e in s.task_zone + s.bonus_zone if e.die}
    menu_rows = board.menu_rows()
    for index, die_def in enumerate(data.dice):
        die = s.dice[die_def.id]
        x, y = board.tray_point(index)
        if die.zone == CUP:
            idle = s.step in (STEP_MANAGE, STEP_OVER)  # (sits this turn out: says so)
            out[die.id] = DieSpot(x, y, TRAY_SIDE, "", idle, "idle" if idle else "")
        elif die.zone == TABLE:  # ("kept" only while the kitchen plays: in the customer
            # player's turn a tag from the kitchen's last turn read as something pending)
            kept = die.kept and not (board.versus and s.phase == "customers")
            badge = "kept" if kept else ("rest" if die.face == "rest" else "")
            out[die.id] = DieSpot(x, y, TRAY_SIDE, die.face, False, badge)  # (zzz: "to rest")
        elif die.zone == SPENT and (die.on in cards or die.on[5:] in menu_rows
                                    and die.on.startswith("menu-")):
            on_card.setdefault(die.on, []).append(die.id)
        elif die.zone in (TASK, BONUS_ZONE) and die.on in cards:
            spot = cards[die.on]
            turns = captive[die.id].turns_left if die.id in captive else 0
            art = face_shape(spot.size).art  # the die lies on the card's art, clear of words
            out[die.id] = DieSpot(spot.x, spot.y - spot.size[1] / 2 + art.y + art.h / 2,
                                  CAPTIVE_DIE, die.face, False, str(turns))
        elif die.zone == REST:
            cx, cy = board.point(f"rest-{die.on}")  # (right of the space's number, whose
            out[die.id] = DieSpot(cx + REST_DIE_NUDGE[0], cy + REST_DIE_NUDGE[1],  # corner
                                  REST_DIE, "rest", False, "")  # it touched, centred)
        elif die.zone == FINE:
            cx, cy = board.point("fine-die")
            out[die.id] = DieSpot(cx, cy, FINE_DIE, "", True, "held")
        else:  # used this turn on a card that has left: back in its place, greyed
            out[die.id] = DieSpot(x, y, TRAY_SIDE, die.face, True, "used")
    for place, dice in on_card.items():
        if place.startswith("menu-"):
            row = menu_rows[place[5:]]
            spans = menu.get(place[5:]) if menu is not None else None
            if spans:  # the dice cover the faces they paid
                xs = menu_dice_xs(len(dice), *paid_span([s.dice[d].face for d in dice], spans))
            else:
                xs = [row.x + MENU_ICONS_X + 12 + i * MENU_DIE_STEP for i in range(len(dice))]
            for die_id, x in zip(dice, xs, strict=True):
                out[die_id] = DieSpot(x, row.y + row.h // 2, MENU_DIE, s.dice[die_id].face,
                                      False, "")
            continue
        spot = cards[place]
        for die_id, (x, y) in zip(dice, card_dice_points(spot.x, spot.y, len(dice)),
                                  strict=True):
            out[die_id] = DieSpot(x, y, CARD_DIE_PICTURE, s.dice[die_id].face, False, "")
    return {d.id: out[d.id] for d in data.dice}


def targets(s: CrazyTacoObservation, data: CrazyTacoData) -> tuple[Target, ...]:
    """Every place picked dice could go now, left to right, top to bottom."""
    out: list[Target] = []
    for position in range(len(s.counter), 0, -1):
        card = s.counter[position - 1]
        if card:
            out.append((CARD, card))
    if s.patience:
        out.append((CARD, s.patience))
    if s.door:
        out.append((DOOR,))
    for entry in s.bonus_zone[:2]:
        out.append((BONUS, entry.card))
    out += [(MENU, option.id) for option in data.menu]
    out.append((REROLL,))
    return tuple(out)


def voucher_card(s: CrazyTacoObservation, data: CrazyTacoData) -> str:
    """The meal voucher waiting in the bonus zone ('' if none)."""
    for entry in s.bonus_zone:
        if getattr(data.card(entry.card), "bonus", "") == "meal_voucher":
            return entry.card
    return ""
