"""How the Crazy Taco table is drawn over its board: the counts and tracks, the phase panel, the
re-roll strip, the glows of legal and chosen places, the customer player's hand drawer, the
stamps and tags on cards, the question over the table, as elements.

Each element's look is a frozen record of what it shows, and its painter draws from that record
(the style, and the game's faces for icons) only, so the canvas redraws exactly what changed.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.language import N_, Language
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.state import FINE, PHASE_MANAGEMENT, STEP_PLAY, TABLE
from tabletop.games.crazy_taco.table.board import (
    CHARCOAL,
    COUNT_ROOM,
    IDLE_KEY,
    KEY_GAP,
    KITCHEN_KEY,
    KITCHEN_KEY_MANAGING,
    MAT_DROP,
    MAT_STYLE,
    NOTE_WORDS,
    OVERTIME_GAP,
    OVERTIME_X,
    QUIET_ZONES,
    REST_KEY,
    TITLES,
    USED_KEY,
    VERSUS_TITLES,
    WORDS,
    KeyMark,
    chip_ink,
    key_boxes,
    key_strip,
    label,
    label_reach,
    mat,
    out_words_box,
    slot_outline,
    stamp_chip,
    title_key,
    title_strip,
    under,
)
from tabletop.games.crazy_taco.table.faces import TacoFaces
from tabletop.games.crazy_taco.table.view_model import (
    PILE,
    STAMP_H,
    Board,
    CrazyModel,
    stamp_topleft,
)
from tabletop.games.crazy_taco.table.view_moves import BONUS, CARD, DOOR, MENU, Target
from tabletop.games.crazy_taco.table.view_text import PHASES
from tabletop.kit import signals
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.kit.view_model import Box
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import SHADOW_GROW, panel, stacked_rows
from tabletop.ui.layer import new_surface, scale_of
from tabletop.ui.theme import Colour, Theme
from tabletop.ui.widgets import Widget

# z-order of the table's layers (the board lies at 0, the chrome above 900)
Z_MATS = 5.0
Z_NUMBERS, Z_PHASE, Z_REROLL, Z_GLOWS, Z_DRAWER, Z_CARDS, Z_TAGS, Z_OUT = (
    10.0, 20.0, 30.0, 40.0, 50.0, 100.0, 200.0, 210.0)
Z_DICE, Z_POPUPS, Z_BUTTONS, Z_SHADE, Z_DIALOG, Z_TOOLTIP = (
    300.0, 400.0, 500.0, 600.0, 610.0, 700.0)
STAMPS = ((N_("Served"), palette.SERVED_STAMP), (N_("Paid"), palette.PAID_STAMP))
STAR_ICON = 26
PANEL_ROOM = SHADOW_GROW + 4
"""How far a panel's picture reaches past it (its shadow)."""
Rect = tuple[int, int, int, int]


def mat_reach(box: Box) -> pygame.Rect:
    """Every pixel a zone's mat touches: itself and its shadow below."""
    return pygame.Rect(box).inflate(4, 4).union(pygame.Rect(box).move(0, MAT_DROP))


def corners(rect: pygame.Rect | Box) -> Rect:
    r = pygame.Rect(rect)
    return (r.x, r.y, r.w, r.h)


# --- every count and track --------------------------------------------------------------------
AWAY = {"task": N_("on a task"), "bonus": N_("on a bonus card"),
        "fine": N_("held"), "spent": N_("at work"), "rest": N_("on a break")}
"""What a die's empty kitchen place says while it is elsewhere. A resting die's place says
"on a break", the rest room's own words (round 25: a bare place beside "at work" and "on a
task" read as a worker gone missing)."""
AWAY_ON_BONUS = {"cleaning": N_("cleaning up"), "staff_key": N_("holding the key"),
                 "pinata": N_("at the piñata")}
"""What a die held in the bonus zone is doing there, by the card it is on (its place said
"on a bonus", which a player had to look up)."""


AWAY_ON_MENU = N_("on the menu")
"""A die paid to a dish: its kitchen place names the menu, whose row it lies in, outlined
(round 25: "at work" there, and the small die in the row, read as a drawing glitch)."""
ORDERED_EDGE = 3
"""The outline round a menu row that dice were paid to this turn, in the menu's colour."""


def away_words(zone: str, on: str, data: CrazyTacoData) -> str:
    """The message a die's empty kitchen place says while it is away in `zone` on `on`."""
    if zone == "spent" and on.startswith("menu-"):
        return AWAY_ON_MENU
    if zone == "bonus":
        kind = "pinata" if on == data.pinata.id else getattr(data.card(on), "bonus", "")
        return AWAY_ON_BONUS.get(kind, AWAY[zone])
    return AWAY[zone]
AWAY_ROOM = (72, 62)
"""The words' room inside an empty kitchen place (76 px square): two lines ("on a / task")
rather than one spilling over its edge, at the board's 18 px (Spanish "cleaning up" is "en
limpieza", 66 px a line: "limpiando", 78, shrank to 16 and read small from the sofa)."""


def away_box(x: float, y: float) -> pygame.Rect:
    """Where an away die's words lie: inside its kitchen place, centred on it."""
    box = pygame.Rect((0, 0), AWAY_ROOM)
    box.center = (int(x), int(y))
    return box
def out_words(words: Language, count: int) -> str:
    """What the out pile's count says: how many cards have gone (round 13: "OUT · 13" left a
    first-time player asking what was out, and 13 of what; round 27 saw "13 cards gone" wrap
    onto the counter's border, and at 1920x1080 even "0 cards": "13 gone", one line, under
    the cards)."""
    return words.ngettext("{count} gone", "{count} gone", count).format(count=count)


DOOR_WAITS = N_("Next task")
"""The storeroom door's caption while no task is on it."""


def tasks_left_box(door: Box) -> pygame.Rect:
    """Where the storeroom's "tasks left: 4" lies: just under its door (round 24: 4 px lower,
    the tutorial's ring round the door and its count, kept clear of the coach's panel, ran
    into its foot; round 27: 2 px higher, it touched the foot of the task card on the door:
    2 px clear of it now, the most the tutorial's ring round both leaves over the coach)."""
    return under(door, 22, spread=12)


def numbers(style: Style, faces: TacoFaces, model: CrazyModel, data: CrazyTacoData,
            customer: str = "", seat_box: Box | None = None, manager: str = ""
            ) -> list[Element]:
    """Counts and tracks: deck, out pile, away dice, tasks left, popularity, cash, overtime,
    fines and (1 v 1) the customer player's seat panel (`customer`: their name) and the Extra
    pile (solo has none: its Extras come in with the customers). An empty place says
    nothing: its outline is enough."""
    board, s = model.board, model.obs
    _ = style.words.gettext
    out = [deck(style, faces, board.box("deck"), s.deck_count)]
    out.append(words(style, "out count", out_words(style.words, len(s.out)),
                     out_words_box(board.box("out")), palette.LABEL_INK))
    for index, die in enumerate(data.dice):
        zone = s.dice[die.id].zone
        if zone in AWAY and not (zone == "spent" and not s.dice[die.id].on):
            x, y = board.tray_point(index)
            out.append(words(style, ("away", die.id),
                             _(away_words(zone, s.dice[die.id].on, data)), away_box(x, y),
                             palette.LABEL_INK, anchor="center", wrap=True))
    rows = board.menu_rows()
    for option in sorted({d.on[5:] for d in s.dice.values()
                          if d.zone == "spent" and d.on.startswith("menu-")}):
        if option in rows:  # (the dish ordered: its row outlined, the dice in it)
            out.append(outline(("ordered", option), pygame.Rect(rows[option]), palette.MAGENTA,
                               ORDERED_EDGE, 8, Z_NUMBERS))
    out.append(words(style, "tasks left", _("tasks left: {count}").format(count=s.task_deck_count),
                     tasks_left_box(board.box("door")), palette.LABEL_INK, NOTE_WORDS))
    if not s.door:  # what the empty door is for, on its lower part
        door = pygame.Rect(board.box("door"))
        out.append(words(style, "door waits", _(DOOR_WAITS),
                         pygame.Rect(door.x + 4, door.bottom - 80, door.w - 8, 76),
                         palette.LABEL_INK, anchor="midbottom", wrap=True))
    right = key_strip(title_strip(board.box("kitchen"))).right  # (where the title line's
    # right-hand words start)
    if board.versus and manager and s.phase == "customers":  # (the customer player's turn:
        # the kitchen waits, where the "kept" key would be; its dice wear no "kept" tags)
        beside = beside_title(style, board.box("kitchen"))
        waits = kitchen_waits(style, beside.w, manager, customer)
        out.append(words(style, "kitchen waits", waits, beside, palette.LABEL_INK,
                         anchor="topright"))
        right -= style.ui.measure(waits, WORDS)[0]
    elif marks := kitchen_marks(model):  # (the tags on the dice in the kitchen)
        out.append(kitchen_key(style, faces, board.box("kitchen"), marks))
        strip = key_strip(title_strip(board.box("kitchen")))
        entries = key_boxes(style, strip, "kitchen", marks)[1]
        right = entries[0][3].x if entries else right
    if board.versus and manager:
        out.append(kitchen_whose(style, board.box("kitchen"), manager, right - KEY_GAP))
    out.append(popularity(style, faces, board, s.popularity))
    out.append(cash(style, faces, board.box("cash"), s.money))
    out.append(overtime(style, board.box("overtime"), data.board.overtime_costs,
                        s.overtime_used))
    if s.fine_due:
        out.append(words(style, "fine due", _("due ${amount}").format(amount=s.fine_due),
                         under(board.box("fine-die"), spread=6).move(0, 22), palette.WARN_INK))
    if board.versus:
        box = seat_box or board.box("seat")
        room = seat_boxes(box, s.hand_count, seat_count_w(style, s.hand_count))[2]
        out.append(seat_panel(style, faces, box, customer, s.hand_count,
                              seat_rule(s, style.words, lambda said: style.ui.measure(
                                  said, fonts.MIN_TEXT / style.ui.scale)[0] <= room.w),
                              style.theme.sky,
                              s.phase == "customers" and s.step == STEP_PLAY))
        out.append(words(style, "extra pile",
                         style.words.pgettext("stack", "{count} left").format(
                             count=s.extras_pile_count),
                         pygame.Rect(board.box("extra-pile")), palette.LABEL_INK,
                         anchor="midright"))
    return [Element(e.key, e.rect, Z_NUMBERS + i * 0.01, e.look, e.paint)
            for i, e in enumerate(out)]


def kitchen_marks(model: CrazyModel) -> tuple[KeyMark, ...]:
    """The kitchen key's entries: one for each tag a die in the kitchen wears now ("kept",
    in phase 3 kept for next turn; "used"; "idle"; "to rest"), kept first: a key for a mark
    nowhere on the table is one more line to read."""
    s = model.obs
    badges = {spot.badge for spot in model.dice.values()}
    kept = any(die.kept and die.zone == TABLE for die in s.dice.values())
    marks = (KITCHEN_KEY_MANAGING if s.phase == PHASE_MANAGEMENT else KITCHEN_KEY) if kept else ()
    return (*marks, *(mark for badge, mark in (("used", USED_KEY), ("idle", IDLE_KEY),
                                               ("rest", REST_KEY))
                      if badge in badges))


# --- small shared pieces --------------------------------------------------------------------
def count_badge(canvas: pygame.Surface, style: Style, centre: tuple[int, int], text: str) -> None:
    paint.circle(canvas, CHARCOAL, centre, 14)
    paint.circle(canvas, palette.CREAM, centre, 14, 2)
    label(canvas, style, text, pygame.Rect(centre[0] - 12, centre[1] - 11, 24, 22),
          palette.CREAM, WORDS, "center")


def badge_reach(centre: tuple[int, int]) -> pygame.Rect:
    return pygame.Rect(centre[0] - 16, centre[1] - 16, 32, 32)


TAG_WIDEST = 86
"""A tag is never wider than a kitchen place's step (its words shrink to fit at a large text
size): the "kept" tags of neighbouring dice stay apart."""


def tag_box(style: Style, text: str, midbottom: tuple[float, float], size: float = WORDS
            ) -> pygame.Rect:
    ui = style.ui
    box = pygame.Rect(0, 0, min(TAG_WIDEST, ui.measure(text, size)[0] + 10),
                      max(19, ui.line_height(size)))
    box.midbottom = (int(midbottom[0]), int(midbottom[1]))
    return box


def tag(canvas: pygame.Surface, style: Style, text: str, midbottom: tuple[float, float],
        colour: Colour, size: float = WORDS) -> None:
    """A small coloured tag with white words ("kept", "not now")."""
    box = tag_box(style, text, midbottom, size)
    paint.rect(canvas, colour, box, border_radius=6)
    label(canvas, style, text, box.inflate(-6, 0), chip_ink(colour), size, "center")


def tag_reach(style: Style, text: str, midbottom: tuple[float, float], size: float = WORDS
              ) -> pygame.Rect:
    """Every pixel `tag` may touch."""
    return tag_box(style, text, midbottom, size).inflate(8, 8)


# --- the counts and tracks ------------------------------------------------------------------
@dataclass(frozen=True)
class DeckLook:
    box: Box
    count: int
    style: tuple


def deck(style: Style, faces: TacoFaces, box: Box, count: int) -> Element:
    """The customer deck's backs, a few deep, and how many cards it holds."""
    look = DeckLook(box, count, style.key)
    word, number = deck_boxes(box)
    reach = pygame.Rect(box).inflate(16, 16).union(
        label_reach(style, style.words.gettext("DECK"), word)).union(
        label_reach(style, str(count), number, fonts.BODY))
    return Element("deck", reach, Z_NUMBERS, look, partial(_paint_deck, look, style, faces))


def deck_boxes(box: Box | pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Under the deck: its name, then how many cards it holds (in big digits)."""
    word = under(box, spread=4)
    return word, under(word, 26)


def _paint_deck(look: DeckLook, style: Style, faces: TacoFaces, canvas: pygame.Surface) -> None:
    box = pygame.Rect(look.box)
    back = faces.back(PILE)
    for i in range(min(4, (look.count + 9) // 10)):
        canvas.blit(back, back.get_rect(center=(box.centerx - i * 2, box.centery - i * 2)))
    word, number = deck_boxes(box)
    label(canvas, style, style.words.gettext("DECK"), word)
    label(canvas, style, str(look.count), number, palette.CREAM, fonts.BODY)


@dataclass(frozen=True)
class WordsLook:
    text: str
    box: Rect
    colour: Colour
    size: float
    anchor: str
    wrap: bool
    style: tuple


def words(style: Style, key: object, text: str, box: pygame.Rect, colour: Colour,
          size: float = WORDS, anchor: str = "midtop", wrap: bool = False,
          z: float = Z_NUMBERS) -> Element:
    """A line of words fitted into its box (a place's note, a count)."""
    look = WordsLook(text, corners(box), colour, size, anchor, wrap, style.key)
    return Element(key, label_reach(style, text, box, size, anchor, wrap), z, look,
                   partial(_paint_words, look, style))


def _paint_words(look: WordsLook, style: Style, canvas: pygame.Surface) -> None:
    label(canvas, style, look.text, pygame.Rect(look.box), look.colour, look.size, look.anchor,
          look.wrap)


@dataclass(frozen=True)
class KeyLook:
    strip: Rect
    style: tuple
    marks: tuple[KeyMark, ...] = KITCHEN_KEY


KITCHEN_WAITS = (N_("{manager} waits: {customer}'s turn"), N_("{customer}'s turn"),
                 N_("waiting"))
"""1 v 1, on the customer player's turn: the manager's kitchen is not in play, who waits and
why (round 14: "waits for its turn" said neither); the first that fits beside the title at
the table's size (long names: the customer's turn alone, else the one word)."""


def kitchen_waits(style: Style, room: int, manager: str, customer: str) -> str:
    """The kitchen's waiting words: the first of `KITCHEN_WAITS` `room` px hold at `WORDS`."""
    said = ""
    for text in KITCHEN_WAITS:
        said = style.words.gettext(text).format(manager=manager, customer=customer)
        if style.ui.measure(said, WORDS)[0] <= room:
            break
    return said


def kitchen_whose(style: Style, kitchen: Box, manager: str, right: int) -> Element:
    """1 v 1: whose workers the kitchen's are, by name, after its title ("KITCHEN  ·  Ana's
    workers"), in the title's gold, up to `right` (the key's or the waiting words' start)."""
    strip = key_strip(title_strip(kitchen))
    title = style.ui.measure(style.words.gettext(VERSUS_TITLES["kitchen"]), WORDS)[0]
    box = pygame.Rect(strip.x + title, strip.y + 2, max(1, right - strip.x - title),
                      strip.h - 2)
    said = style.words.gettext("  ·  {name}'s workers").format(name=manager)
    return words(style, "kitchen whose", said, box, palette.GOLD, anchor="topleft")


def beside_title(style: Style, kitchen: Box) -> pygame.Rect:
    """The kitchen's title line right of its title (where its key goes)."""
    strip = key_strip(title_strip(kitchen))
    title = style.ui.fitted_size(style.words.gettext(TITLES["kitchen"]), WORDS, strip.size)[0]
    return pygame.Rect(strip.x + title + KEY_GAP, strip.y, strip.w - title - KEY_GAP, strip.h)


def kitchen_key(style: Style, faces: TacoFaces, kitchen: Box,
                marks: Sequence[KeyMark] = KITCHEN_KEY) -> Element:
    """The kitchen's key along its title ("[kept] not rolled again"; in phase 3 "[kept] for
    next turn"), while a die wears the tag it explains: a key for a mark nowhere on the table
    is one more line to read."""
    strip = key_strip(title_strip(kitchen))
    look = KeyLook(corners(strip), style.key, tuple(marks))
    reach = strip.inflate(4, 4)
    for *_marks, chip, words_box in key_boxes(style, strip, "kitchen", marks)[1]:
        reach.union_ip(chip.union(words_box).inflate(4, 4))
    return Element("kitchen key", reach, Z_NUMBERS, look,
                   partial(_paint_key, look, style, faces))


def _paint_key(look: KeyLook, style: Style, faces: TacoFaces, canvas: pygame.Surface) -> None:
    title_key(canvas, style, pygame.Rect(look.strip), "kitchen", faces, look.marks)


@dataclass(frozen=True)
class TrackLook:
    popularity: int
    style: tuple


def popularity(style: Style, faces: TacoFaces, board: Board, stars: int) -> Element:
    """The stars kept, a ring on the space reached and the count."""
    look = TrackLook(stars, style.key)
    return Element("popularity", pygame.Rect(board.box("popularity")).inflate(8, 8), Z_NUMBERS,
                   look,
                   partial(_paint_popularity, look, style, faces, board))


def star_track(cap: int, stars: int) -> list[tuple[int, bool]]:
    """The track's spaces, 1 to the cap: (space, kept) - exactly `stars` of them are kept."""
    return [(n, n <= stars) for n in range(1, cap + 1)]


def _paint_popularity(look: TrackLook, style: Style, faces: TacoFaces, board: Board,
                      canvas: pygame.Surface) -> None:
    cap = board.popularity_cap
    lost = faces.icon("broken_star", STAR_ICON).copy()
    lost.set_alpha(110)
    for n, kept in star_track(cap, look.popularity):
        x, y = board.star_centre(n)
        icon = faces.icon("star", STAR_ICON) if kept else lost
        canvas.blit(icon, icon.get_rect(center=(int(x), int(y))))
    zone = board.box("popularity")
    label(canvas, style, f"{look.popularity} / {cap}",
          pygame.Rect(zone.right - 10 - COUNT_ROOM, zone.y + 2, COUNT_ROOM, 24), palette.BROWN, 18,
          "topright")


@dataclass(frozen=True)
class CashLook:
    box: Box
    money: int
    style: tuple


def cash(style: Style, faces: TacoFaces, box: Box, money: int) -> Element:
    look = CashLook(box, money, style.key)
    text = cash_text(box)
    reach = pygame.Rect(box).union(label_reach(style, f"${money}", text, fonts.TITLE,
                                               "midleft"))
    return Element("cash", reach, Z_NUMBERS, look, partial(_paint_cash, look, style, faces))


def _paint_cash(look: CashLook, style: Style, faces: TacoFaces, canvas: pygame.Surface) -> None:
    box = look.box
    coin = faces.icon("coin", 38)
    canvas.blit(coin, coin.get_rect(center=(box.x + 28, box.y + box.h // 2)))
    label(canvas, style, f"${look.money}", cash_text(box), CHARCOAL, fonts.TITLE, "midleft")


def cash_text(box: Box) -> pygame.Rect:
    """The register's money, beside its coin in the middle of its place (no title: a coin and
    "$10" say what it is)."""
    return pygame.Rect(box.x + 50, box.y + box.h // 2 - 18, box.w - 56, 36)


@dataclass(frozen=True)
class OvertimeLook:
    box: Box
    costs: tuple[int, ...]
    used: int
    style: tuple


USED_HOUR = palette.shade(palette.REST_EDGE, 0.8)
"""An overtime hour already paid: filled a shade under the rest room's edge, its cream words
("$3 used") at 5.7:1 on it."""


OVERTIME_PAD = 16
"""An overtime chip's width beyond its words' where the track has the room: "then $5" clear
of its chip's edges (an even share of the track left it 3 px)."""


def overtime_boxes(look: OvertimeLook, style: Style) -> list[pygame.Rect]:
    """The chips along the track: each as wide as its words and `OVERTIME_PAD`, the track's
    room to spare shared evenly; an even share each where the words leave none."""
    box, count = look.box, max(1, len(look.costs))
    room = box.w - OVERTIME_X - OVERTIME_GAP * (count - 1)
    wanted = [style.ui.measure(overtime_words(style.words, i, cost, i < look.used), WORDS)[0]
              + OVERTIME_PAD for i, cost in enumerate(look.costs)]
    if sum(wanted) > room:
        wanted = [room // count] * len(look.costs)
    else:
        wanted = [w + (room - sum(wanted)) // count for w in wanted]
    out, x = [], box.x + OVERTIME_X
    for width in wanted:
        out.append(pygame.Rect(x, box.y + 6, width, 28))
        x += width + OVERTIME_GAP
    return out


def overtime(style: Style, box: Box, costs: Sequence[int], used: int) -> Element:
    """The overtime track: each paid hour marked used."""
    look = OvertimeLook(box, tuple(costs), used, style.key)
    reach = pygame.Rect(box)
    for place in overtime_boxes(look, style):
        reach.union_ip(place.inflate(4, 4))
    return Element("overtime", reach, Z_NUMBERS, look, partial(_paint_overtime, look, style))


def _paint_overtime(look: OvertimeLook, style: Style, canvas: pygame.Surface) -> None:
    for i, (cost, place) in enumerate(zip(look.costs, overtime_boxes(look, style),
                                          strict=True)):
        used = i < look.used
        paint.rect(canvas, USED_HOUR if used else palette.REST_FILL, place, border_radius=8)
        paint.rect(canvas, palette.REST_INK, place, 2, border_radius=8)
        label(canvas, style, overtime_words(style.words, i, cost, used),
              place.inflate(-12, -2), palette.CREAM, WORDS, "center")  # (6 px clear)


def overtime_words(words: Language, hour: int, cost: int, used: bool) -> str:
    """An overtime chip's words: "$3", "then $5", "$3 used" (no number of its own, which
    would read as one of the rest room's numbered spaces under it)."""
    _ = words.gettext
    if used:
        return _("${cost} used").format(cost=cost)
    return _("then ${cost}").format(cost=cost) if hour else f"${cost}"


def seat_rule(s: CrazyTacoObservation, words: Language | None = None,
              fits: Callable[[str], bool] = lambda said: True) -> str:
    """What the customer player may not play: this turn while they choose, else next turn;
    in a shorter sentence where the longer one does not `fit` (a seat card beside an Extra
    on offer)."""
    _ = (words or Language()).gettext
    if s.phase == "customers" and s.step == STEP_PLAY:
        said = SEAT_RULES[0][s.restricted]
    else:
        said = SEAT_RULES[1][s.special_played]
    return _(said[0]) if fits(_(said[0])) else _(said[1])


SEAT_RULES = (((N_("May play any card this turn"), N_("Any card this turn")),
               (N_("No card marked OPEN or TASK this turn"),
                N_("No OPEN or TASK card this turn"))),
              ((N_("May play any card next turn"), N_("Any card next turn")),
               (N_("No card marked OPEN or TASK next turn"),
                N_("No OPEN or TASK card next turn"))))
"""The seat card's rule, in a sentence (this turn, then next turn; free, then held back),
each with a shorter wording for a narrow card: round 29's "this turn: no OPEN or TASK card"
read as a label in jargon."""


@dataclass(frozen=True)
class SeatLook:
    box: Box
    name: str
    hand: int
    rule: str
    colour: Colour
    active: signals.SignalLook | None
    """The kit's active-seat signal while the customer player is on turn."""
    style: tuple


SEAT_MARK = 18
"""The seat's marker: a triangle in the seat's colour, as the top bar shows it."""
MINI_BACK = (22, 31)
"""A card in the rival's hand, shown small and face down."""
MINI_STEP = 14
MINI_MOST = 5
"""The most small backs a seat card fans out: a full hand (5), one back a card (round 25: 4
backs beside "5 cards" read as a card missing)."""
SEAT_TWO_LINES = 48
"""A seat card at least this tall says the rule on a second line."""
RULE_LINE = 20
"""The rule's line: under the hand's small backs when the card has this much room there."""


SEAT_NARROW = 360
"""A seat card narrower than this (beside an Extra on offer) shows the hand's count alone, so
the name and the rule keep their room."""


def mini_backs(width: int, hand: int) -> int:
    """How many small backs the seat card shows for a hand of `hand` cards (a few, fanned:
    the count in words says how many)."""
    return 0 if width < SEAT_NARROW else max(1, min(hand, MINI_MOST))


def hand_words(words: Language, hand: int) -> str:
    """The rival's hand in words beside its backs: "5 cards", never a bare number."""
    return words.ngettext("{count} card", "{count} cards", hand).format(count=hand)


def seat_boxes(box: Box, hand: int, count_w: int = 30) -> tuple[pygame.Rect, pygame.Rect,
                                                                 pygame.Rect]:
    """Where the seat card puts its name, its hand (small backs and the count, `count_w`
    wide) and its rule."""
    rect = pygame.Rect(box)
    shown = mini_backs(rect.w, hand)
    room = count_w + 6
    backs = MINI_STEP * (shown - 1) + MINI_BACK[0] + room if shown else room
    hand_box = pygame.Rect(rect.right - 10 - backs, rect.y + 4, backs, MINI_BACK[1] + 4)
    if rect.h >= SEAT_TWO_LINES:
        name = pygame.Rect(rect.x + SEAT_MARK + 16, rect.y + 3, hand_box.x - 8 - rect.x
                           - SEAT_MARK - 16, 24)
        if rect.bottom - 3 - hand_box.bottom >= RULE_LINE:  # under the backs: the whole width
            rule = pygame.Rect(rect.x + 12, hand_box.bottom, rect.w - 24,
                               rect.bottom - 3 - hand_box.bottom)
        else:  # beside the backs, never under them
            rule = pygame.Rect(rect.x + 12, name.bottom, hand_box.x - 8 - rect.x - 12,
                               rect.bottom - 3 - name.bottom)
        return name, hand_box, rule
    name = pygame.Rect(rect.x + SEAT_MARK + 16, rect.y, hand_box.x - 8 - rect.x - SEAT_MARK - 16,
                       rect.h)
    return name, hand_box, pygame.Rect(rect.x, rect.y, 0, 0)


def seat_count_w(style: Style, hand: int) -> int:
    """How wide the hand's count in words is drawn on the seat card."""
    return style.ui.measure(hand_words(style.words, hand), 18)[0]


def seat_title(style: Style, name: str, width: int) -> str:
    """The seat card's title: the name and the role, or the name alone when both do not fit."""
    both = style.words.gettext("{name} · customer player").format(name=name)
    return both if style.ui.measure(both, 18)[0] <= width else name


def seat_panel(style: Style, faces: TacoFaces, box: Box, name: str, hand: int, rule: str,
               colour: Colour, active: bool = False) -> Element:
    """1 v 1: the customer player's card in the action panel: their mark and name, their hand
    as small card backs with its count, and what they may (not) play; marked while they are on
    turn."""
    look = SeatLook(box, name, hand, rule, colour,
                    signals.signal(signals.Meaning.ACTIVE_SEAT, style.theme) if active else None,
                    style.key)
    return Element("seat", signals.reach(pygame.Rect(box)), Z_NUMBERS, look,
                   partial(_paint_seat, look, style))


def mini_back(canvas: pygame.Surface, topleft: tuple[int, int]) -> None:
    """A card in the rival's hand, face down and small: the back's colour and edge, nothing
    in it (round 31: the top one's diamond read as a mark to decode), never its name shrunk
    to an unreadable smudge (the count says how many)."""
    card = pygame.Rect(topleft, MINI_BACK)
    paint.rect(canvas, palette.SKY, card, border_radius=4)
    paint.rect(canvas, palette.CREAM, card, 2, border_radius=4)


def _paint_seat(look: SeatLook, style: Style, canvas: pygame.Surface) -> None:
    rect = pygame.Rect(look.box)
    paint.rect(canvas, palette.NOTE_FILL, rect, border_radius=10)
    paint.rect(canvas, look.colour, rect, 2, border_radius=10)
    count_w = seat_count_w(style, look.hand)
    name, hand, rule = seat_boxes(look.box, look.hand, count_w)
    x, cy = rect.x + 10, name.centery
    paint.polygon(canvas, look.colour, [(x, cy + SEAT_MARK // 2 - 1),
                                        (x + SEAT_MARK // 2, cy - SEAT_MARK // 2 + 1),
                                        (x + SEAT_MARK, cy + SEAT_MARK // 2 - 1)])
    label(canvas, style, seat_title(style, look.name, name.w), name, palette.CREAM, 18, "midleft")
    shown = min(look.hand, mini_backs(rect.w, look.hand))
    for i in range(shown):
        mini_back(canvas, (hand.x + i * MINI_STEP, hand.y + 2))
    count = pygame.Rect(hand.right - count_w, name.y, count_w, name.h)  # on the name's line
    label(canvas, style, hand_words(style.words, look.hand), count, palette.CREAM, 18,
          "midright")
    if rule.w:
        label(canvas, style, look.rule, rule, palette.LABEL_INK, WORDS, "midleft")
    if look.active is not None:
        look.active.paint(canvas, rect, 10, fill=False)


# --- the phase panel and the re-roll strip ----------------------------------------------------
@dataclass(frozen=True)
class PhaseLook:
    box: Box
    phase: str
    text: str
    text_box: Rect
    style: tuple


def phase_panel(style: Style, box: Box, phase: str, text: str, text_box: pygame.Rect,
                z: float) -> Element:
    """The phase pills (the one place the phase is said; the turn is the top bar's chip) and
    a sentence about the step (above the step buttons)."""
    look = PhaseLook(box, phase, text, corners(text_box), style.key)
    reach = pygame.Rect(box).inflate(4, 4)
    if text:
        reach.union_ip(label_reach(style, text, text_box, WORDS, "topleft", True))
    return Element("phase", reach, z, look, partial(_paint_phase, look, style))


PILL_GAP = 8


def phase_chips(style: Style, box: Box) -> list[pygame.Rect]:
    """Where the phase pills lie, left to right across the panel's top: a track of the turn's
    three phases, each as wide as its words ask of the row."""
    ui, zone = style.ui, pygame.Rect(box)
    _ = style.words.gettext
    x = zone.x + 10
    room = zone.right - 10 - x - PILL_GAP * (len(PHASES) - 1)
    wanted = [ui.measure(_(name), WORDS)[0] + 18 for _phase, name in PHASES]
    chips: list[pygame.Rect] = []
    for n in range(len(wanted)):
        left = chips[-1].right + PILL_GAP if chips else x
        right = x + round(room * sum(wanted[:n + 1]) / sum(wanted)) + PILL_GAP * n
        chips.append(pygame.Rect(left, zone.y + 8, right - left, 24))
    return chips


def _paint_phase(look: PhaseLook, style: Style, canvas: pygame.Surface) -> None:
    theme = style.theme
    _ = style.words.gettext
    for (phase, name), chip in zip(PHASES, phase_chips(style, look.box), strict=True):
        current = look.phase == phase
        if current:
            paint.rect(canvas, theme.marigold, chip, border_radius=12)
        else:
            paint.rect(canvas, palette.QUIET_LINE, chip, 2, border_radius=12)
        label(canvas, style, _(name), chip.inflate(-10, -2),
              CHARCOAL if current else palette.LABEL_INK, WORDS, "center")
    if look.text:
        label(canvas, style, look.text, pygame.Rect(look.text_box), palette.CREAM, WORDS,
              "topleft", wrap=True)


@dataclass(frozen=True)
class StripLook:
    box: Box
    roll: bool
    fill: Colour
    text: str
    style: tuple


REROLL_STRIP = (N_("Drop dice here to re-roll them (${cost})"),
                N_("Place picked dice here to re-roll them (${cost})"))
"""What the strip says after the roll (with the mouse, with the keys or a pad); before it, it
pulses and says how many dice roll (`view_text.cup_words`): the top bar says how to roll,
once."""
REROLL_POOR = N_("A re-roll costs ${cost}: you have ${money}")
"""What the strip says after the roll while the cash cannot pay for a re-roll."""


def reroll_strip(style: Style, faces: TacoFaces, box: Box, roll: bool, pulse: float,
                 text: str, z: float) -> Element:
    """The place to drop dice for a paid re-roll (or, before the roll, to click and roll); it
    pulses while the dice wait to be rolled. `text`: how many dice roll, or REROLL_STRIP in
    the words of the device in hand (nothing: the dice's picture alone, in the middle)."""
    fill = (int(60 + 40 * pulse), int(50 + 30 * pulse), 20) if roll else palette.DIE_PLACE
    look = StripLook(box, roll, fill, text, style.key)
    text_box = pygame.Rect(box.x + 48, box.y + 3, box.w - 56, box.h - 6)
    reach = pygame.Rect(box).inflate(4, 4).union(label_reach(style, text, text_box, WORDS,
                                                             "midleft", True))
    return Element("reroll strip", reach, z, look, partial(_paint_strip, look, style, faces))


def _paint_strip(look: StripLook, style: Style, faces: TacoFaces,
                 canvas: pygame.Surface) -> None:
    rect = pygame.Rect(look.box)
    paint.rect(canvas, look.fill, rect, border_radius=10)
    paint.rect(canvas, palette.CREAM if look.roll else palette.CUP_EDGE, rect, 2, border_radius=10)
    icon = faces.icon("dice", 30)
    if not look.text:  # the dice waiting to be rolled, in the strip's middle
        canvas.blit(icon, icon.get_rect(center=rect.center))
        return
    canvas.blit(icon, icon.get_rect(midleft=(rect.x + 10, rect.centery)))
    label(canvas, style, look.text, pygame.Rect(rect.x + 48, rect.y + 3, rect.w - 56,
                                                rect.h - 6),
          palette.CREAM if look.roll else palette.LABEL_INK, WORDS, "midleft", wrap=True)


# --- outlines ---------------------------------------------------------------------------------
"""Where the one die picked could help: a thin plain outline, quieter than any signal."""


def glows(theme: Theme, model: CrazyModel, helpful: Iterable[Target],
          legal: Collection[Target], hover: Target | None, focus: Target | None,
          hint: Target | None, refused: Target | None = None) -> list[Element]:
    """Places marked, in this order: where the one die picked could help (a thin outline),
    where the dice picked (or the card dragged) would be accepted (the kit's legal-target
    stripes), the place under a drag when it would refuse them and the place a drop was just
    refused at, while the line at the bottom says why (the refused wash: round 31, the toast
    did not say which order it meant), the keyboard's cursor and the hint's place (each its
    own signal)."""
    out: list[Element] = []
    for target in helpful:
        if target in model.targets:
            rect = pygame.Rect(model.target_box(target)).inflate(8, 8)
            out.append(outline(("glow", "helpful", target), rect, palette.HELPFUL, 2, 12,
                               Z_GLOWS + len(out) * 1e-3))
    marks: list[tuple[str, Target, signals.Meaning]] = []
    for target in legal:
        if target == ("counter",) or target in model.targets:
            marks.append(("legal", target, signals.Meaning.LEGAL))
    if hover is not None and hover not in legal:
        marks.append(("refused", hover, signals.Meaning.REFUSED))
    if refused is not None and refused != hover and refused in model.targets:
        marks.append(("refused", refused, signals.Meaning.REFUSED))
    if focus is not None:
        marks.append(("focus", focus, signals.Meaning.CURSOR))
    if hint is not None and hint in model.targets:
        marks.append(("hint", hint, signals.Meaning.HINT))
    for kind, target, meaning in marks:
        rect = pygame.Rect(model.target_box(target))
        if target[0] == MENU:  # rows lie close: the mark keeps to its own row
            rect.inflate_ip(-4, -8)
        out.append(signals.mark(("glow", kind, target), signals.signal(meaning, theme), rect,
                                Z_GLOWS + len(out) * 1e-3, 12,
                                fill=target[0] != CARD,  # a card's face must show
                                inside=refused_card(model, target) is not None))
        card = refused_card(model, target) if kind == "refused" else None
        if card is not None:  # its disc over the card (the outline lies under it)
            out.append(signals.refusal_badge(("refused badge", target),
                                             signals.signal(meaning, theme), card,
                                             Z_TAGS + len(out) * 1e-3))
    return out


def refused_card(model: CrazyModel, target: Target) -> pygame.Rect | None:
    """The card a target is (an order, the task on the door, a bonus card), where it lies:
    its refused mark's disc keeps inside it; None for a place that is no card (a dish's row,
    the re-roll strip)."""
    kind = target[0]
    card = (str(target[1]) if kind in (CARD, BONUS) else
            model.obs.door if kind == DOOR else "")
    spot = model.cards.get(card) if card else None
    if spot is None:
        return None
    rect = pygame.Rect(0, 0, *spot.size)
    rect.center = (round(spot.x), round(spot.y))
    return rect


@dataclass(frozen=True)
class OutlineLook:
    rect: Rect
    colour: Colour
    width: int
    radius: int


def outline(key: object, rect: pygame.Rect, colour: Colour, width: int, radius: int,
            z: float) -> Element:
    """A thin plain outline round a place (where a die could help)."""
    look = OutlineLook(corners(rect), colour, width, radius)
    return Element(key, rect.inflate(4, 4), z, look, partial(_paint_outline, look))


def _paint_outline(look: OutlineLook, canvas: pygame.Surface) -> None:
    paint.rect(canvas, look.colour, pygame.Rect(look.rect), look.width,
               border_radius=look.radius)


# --- the customer player's hand drawer ------------------------------------------------------
@dataclass(frozen=True)
class DrawerLook:
    box: Box
    restricted: bool
    style: tuple


def hand_drawer(style: Style, box: Box, restricted: bool, z: float) -> Element:
    """The customer player's hand, open over the kitchen on their turn: a panel with no title
    (the top bar and the phase panel say what to do), so a fanned card may rise to its top."""
    look = DrawerLook(box, restricted, style.key)
    return Element("hand drawer", pygame.Rect(box).inflate(2 * PANEL_ROOM, 2 * PANEL_ROOM), z,
                   look, partial(_paint_drawer, look, style))


def _paint_drawer(look: DrawerLook, style: Style, canvas: pygame.Surface) -> None:
    rect = pygame.Rect(look.box)
    panel(canvas, rect, palette.DIALOG_FILL, style.theme.sky, radius=14, pictures=style.pictures)


# --- on the cards ---------------------------------------------------------------------------
STAMP_WORDS = 20
"""A Served / Paid stamp's words at 1280x720: as big as the penalty's numbers beside it where
the footer has the room, down to the card's words' 16 where it has not ("Servido")."""
STAMP_ROOM = 60
"""How wide a stamp may be: a full card's footer left of its penalty ("-1" by its struck
star, from x 74), 11 px clear of it (a longer word steps down a size to fit)."""
STAMP_PAD = 6
"""A stamp's width beyond its word's (round 13: 6 left "Served" at 17 px, the smallest words
on a served card's footer, and 4 read at 18; round 29: the stamp's 2 px edge in its colour
needs the room, "Served" at 17 px 1 px clear of it)."""


@dataclass(frozen=True)
class StampLook:
    texts: tuple[tuple[str, Colour], ...]
    topleft: tuple[int, int]
    style: tuple


def stamp_size(style: Style, text: str) -> float:
    """A stamp's words: `STAMP_WORDS` at every text size where the footer leaves `text` the
    room (the stamp lies in the card's footer, whose room does not grow), else a pixel
    smaller at a time, never under the card's words' 16 px."""
    scale = style.ui.scale
    return next((size for size in style.ui.sizes(STAMP_WORDS / scale, 16)
                 if style.ui.measure(text, size)[0] + STAMP_PAD <= STAMP_ROOM), 16 / scale)


def stamp_boxes(style: Style, look: StampLook) -> list[pygame.Rect]:
    """Each stamp's box: the first in the footer's left (where the computer's message was:
    a stamped card's face leaves it out), any other just above it; as wide as its word at
    `stamp_size`, never nearer the penalty at the footer's right than `STAMP_ROOM` keeps."""
    x, y = look.topleft
    out = []
    for text, _colour in look.texts:
        width = min(style.ui.measure(text, stamp_size(style, text))[0] + STAMP_PAD, STAMP_ROOM)
        out.append(pygame.Rect(x, y, width, STAMP_H))
        y -= STAMP_H + 2
    return out


def stamps(style: Style, card: str, card_rect: pygame.Rect, served: bool, collected: bool,
           z: float) -> Element | None:
    """Served / Paid on an order waiting for the other half, in its footer's left (where the
    computer's message was: it did its work when the card came in)."""
    texts = tuple((style.words.gettext(text), colour)
                  for (text, colour), done in zip(STAMPS, (served, collected), strict=True)
                  if done)
    if not texts:
        return None
    look = StampLook(texts, stamp_topleft(card_rect.x, card_rect.y, card_rect.size), style.key)
    boxes = stamp_boxes(style, look)
    reach = boxes[0].unionall(boxes).inflate(8, 8)
    return Element(("stamps", card), reach, z, look, partial(_paint_stamps, look, style))


def _paint_stamps(look: StampLook, style: Style, canvas: pygame.Surface) -> None:
    for (text, colour), box in zip(look.texts, stamp_boxes(style, look), strict=True):
        ink = stamp_chip(canvas, colour, box)  # (pale, edged: the counter key's look)
        label(canvas, style, text, box.inflate(-2, 0), ink, stamp_size(style, text), "center")


OUT_STAMPS = {True: (N_("Done"), palette.SERVED_STAMP), False: (N_("Lost"), palette.CHILI)}
"""The stamp across the out pile's top card, by whether it left done (a customer served and
paid, a task done, a card used up) or lost (a customer who left unhappy, a task thrown away
undone): round 27 read the pile's Trash task and the same task on the storeroom door as one
card drawn twice."""


@dataclass(frozen=True)
class OutStampLook:
    text: str
    colour: Colour
    card: Rect
    style: tuple


def out_stamp_box(style: Style, look: OutStampLook) -> pygame.Rect:
    """The stamp's chip: its word at `STAMP_WORDS` (down to the card's 16 where the card is
    narrow), over the card's name strip, its top 2 px inside the card: the art under it (who
    came, what it paid, the task's picture) and the footer (what it cost) still show (round
    28: centred on the art, it hid the customer and the price)."""
    card = pygame.Rect(look.card)
    size = out_stamp_size(style, look.text, card.w - 12)
    width, height = style.ui.measure(look.text, size)
    box = pygame.Rect(0, 0, card.w - 8, height + 8)  # the whole strip: no name peeks out
    box.midtop = (card.centerx, card.y + 2)
    return box


def out_stamp_size(style: Style, text: str, room: int) -> float:
    scale = style.ui.scale
    return next((size for size in style.ui.sizes(STAMP_WORDS / scale, 16)
                 if style.ui.measure(text, size)[0] + 16 <= room), 16 / scale)


def out_stamp(style: Style, card: str, card_rect: pygame.Rect, done: bool,
              z: float) -> Element:
    """The out pile's top card dimmed, and stamped "Done" or "Lost" across its middle."""
    text, colour = OUT_STAMPS[done]
    look = OutStampLook(style.words.gettext(text), colour, corners(card_rect), style.key)
    return Element(("out stamp", card), pygame.Rect(card_rect).inflate(4, 4), z, look,
                   partial(_paint_out_stamp, look, style))


def _paint_out_stamp(look: OutStampLook, style: Style, canvas: pygame.Surface) -> None:
    card = pygame.Rect(look.card)
    veil = new_surface(card.size, pygame.SRCALPHA, scale_of(canvas))  # (at the canvas's scale)
    paint.rect(veil, palette.OUT_VEIL, veil.get_rect(), border_radius=8)
    canvas.blit(veil, card.topleft)
    box = out_stamp_box(style, look)
    paint.rect(canvas, look.colour, box, border_radius=7)
    paint.rect(canvas, palette.CREAM, box, 2, border_radius=7)
    label(canvas, style, look.text, box.inflate(-4, 0), palette.WHITE,
          out_stamp_size(style, look.text, card.w - 12), "center")


WORK_PAD = 3
"""How far a worker's place on an order card reaches round its dice."""


@dataclass(frozen=True)
class WorkLook:
    box: Rect
    style: tuple


def work_place(style: Style, card: str, dice: Sequence[pygame.Rect], z: float
               ) -> Element | None:
    """Dice placed on an order card lie on a dark place like a kitchen station's, a few px
    round them: round 27 read a 29 px die on the cream card as barely there from the sofa."""
    if not dice:
        return None
    box = dice[0].unionall(list(dice[1:])).inflate(4 * WORK_PAD, 2 * WORK_PAD)
    look = WorkLook(corners(box), style.key)
    return Element(("work place", card), box.inflate(2, 2), z, look,
                   partial(_paint_work_place, look))


def _paint_work_place(look: WorkLook, canvas: pygame.Surface) -> None:
    paint.rect(canvas, palette.DIE_PLACE, pygame.Rect(look.box), border_radius=7)


@dataclass(frozen=True)
class TagLook:
    text: str
    midbottom: tuple[int, int]
    colour: Colour
    style: tuple


def not_now(style: Style, card: str, centre_x: float, bottom: int, z: float) -> Element:
    """A hand card the customer player may not play this turn (the tag lies on its art,
    `bottom` being where the art ends)."""
    look = TagLook(style.words.gettext("not now"), (int(centre_x), bottom), palette.NOT_NOW,
                   style.key)
    return Element(("not now", card), tag_reach(style, look.text, look.midbottom), z, look,
                   partial(_paint_tag, look, style))


def _paint_tag(look: TagLook, style: Style, canvas: pygame.Surface) -> None:
    tag(canvas, style, look.text, look.midbottom, look.colour)


PATIENCE_FRAME = 4
"""The red frame round a customer at Patience, as wide as the empty place's (round 31: the
card covered the place's frame and words, and read like any other order)."""


def patience_marks(style: Style, card: str, card_rect: pygame.Rect, band: pygame.Rect,
                   z: float) -> list[Element]:
    """A customer at Patience keeps the place's red frame round it and says "last chance"
    on a chili tag across its dice band (under any dice served to it), at the board's words'
    size where the band is wide enough, right over its "-1" star."""
    frame = card_rect.inflate(2 * PATIENCE_FRAME, 2 * PATIENCE_FRAME)
    # the empty place's words, on a tag (Spanish: "último turno", shorter than the place's
    # "última oportunidad", which a card's band cannot hold at a readable size)
    look = LastChanceLook(style.words.pgettext("card tag", "last chance"), corners(band),
                          style.key)
    box = last_chance_box(style, look)
    return [outline(("patience frame", card), frame, palette.CHILI, PATIENCE_FRAME, 12, z),
            Element(("last chance", card), box.inflate(4, 4), z, look,
                    partial(_paint_last_chance, look, style))]


@dataclass(frozen=True)
class LastChanceLook:
    text: str
    band: Rect
    style: tuple


LAST_CHANCE_PAD = 12


def last_chance_size(style: Style, look: LastChanceLook) -> float:
    """The tag's words: the board's `WORDS` where the band holds them, else a pixel smaller
    at a time, never under `fonts.MIN_TEXT`."""
    room = look.band[2] - LAST_CHANCE_PAD
    scale = style.ui.scale
    return next((size for size in style.ui.sizes(WORDS, fonts.MIN_TEXT)
                 if style.ui.measure(look.text, size)[0] <= room), fonts.MIN_TEXT / scale)


def last_chance_box(style: Style, look: LastChanceLook) -> pygame.Rect:
    """The tag: as wide as its words and 12 px, never wider than the band, centred in it."""
    band = pygame.Rect(look.band)
    size = last_chance_size(style, look)
    box = pygame.Rect(0, 0, min(band.w, style.ui.measure(look.text, size)[0] + LAST_CHANCE_PAD),
                      max(20, style.ui.line_height(size)))
    box.center = band.center
    return box


def _paint_last_chance(look: LastChanceLook, style: Style, canvas: pygame.Surface) -> None:
    box = last_chance_box(style, look)
    paint.rect(canvas, palette.CHILI, box, border_radius=6)
    label(canvas, style, look.text, box.inflate(-6, 0), chip_ink(palette.CHILI),
          last_chance_size(style, look), "center")


# --- the question over the table ------------------------------------------------------------
@dataclass(frozen=True)
class ShadeLook:
    size: tuple[int, int]


def shade(picture: pygame.Surface, z: float) -> Element:
    """The table darkened under a question."""
    size = picture.get_size()
    return Element("shade", pygame.Rect((0, 0), size), z, ShadeLook(size),
                   partial(_paint_picture, picture))


def _paint_picture(picture: pygame.Surface, canvas: pygame.Surface) -> None:
    canvas.blit(picture, (0, 0))


@dataclass(frozen=True)
class DialogLook:
    title: str
    rect: Rect
    lines: tuple[str, ...]
    rows: tuple[tuple[str, str, str, Rect], ...]
    """(name, role, face, choice's rect) of each die whose face is asked."""
    widgets: tuple[tuple[str, Rect, bool, bool, bool], ...]
    """(what it shows, rect, enabled, focused, hovered) of each widget."""
    style: tuple


def dialog(style: Style, faces: TacoFaces, title: str, rect: pygame.Rect, lines: Sequence[str],
           rows: Sequence[tuple[str, str, str, pygame.Rect]], widgets: Sequence[Widget],
           focus: int | None, hover: int | None, z: float) -> Element:
    """A question over the table: its words, the dice it asks about and its widgets."""
    shown = tuple((getattr(w, "label", ""), getattr(w, "value", ""), corners(w.rect),
                   w.enabled, i == focus, i == hover) for i, w in enumerate(widgets))
    look = DialogLook(title, corners(rect), tuple(lines),
                      tuple((n, role, face, corners(r)) for n, role, face, r in rows),
                      tuple((f"{label}|{value}", r, e, f, h)
                            for label, value, r, e, f, h in shown), style.key)
    return Element("dialog", rect.inflate(2 * PANEL_ROOM + 8, 2 * PANEL_ROOM + 8), z, look,
                   partial(_paint_dialog, look, style, faces, tuple(widgets)))


def _paint_dialog(look: DialogLook, style: Style, faces: TacoFaces, widgets: tuple[Widget, ...],
                  canvas: pygame.Surface) -> None:
    theme = style.theme
    rect = pygame.Rect(look.rect)
    panel(canvas, rect, palette.CREAM, theme.marigold, radius=16, pictures=style.pictures)
    inner = rect.inflate(-40, 0)
    label(canvas, style, look.title, pygame.Rect(inner.x, rect.y + 10, inner.w - 100, 30),
          CHARCOAL, fonts.BODY, "midleft")
    y = rect.y + 40
    for line in look.lines:
        placed = label(canvas, style, line, pygame.Rect(inner.x, y, inner.w, 44), CHARCOAL, WORDS,
                       "topleft", wrap=True)
        y = placed.bottom
    for name, role, face, choice in look.rows:
        box = pygame.Rect(choice)
        icon = faces.die(role, face, 32)
        canvas.blit(icon, icon.get_rect(midleft=(rect.x + 20, box.centery)))
        label(canvas, style, name, pygame.Rect(rect.x + 60, box.y, box.x - 8 - rect.x - 60,
                                               box.h), CHARCOAL, WORDS, "midleft")
    for widget, (_, _, _, focused, hovered) in zip(widgets, look.widgets, strict=True):
        widget.draw(canvas, style.ui, theme, focused, hovered)


# --- what happened ------------------------------------------------------------------------------
HISTORY_ROWS = 3
"""At most so many lines (fewer when long ones wrap)."""
HISTORY_TOP = 25
"""From the panel's top to its first line (its title sits above)."""
ROW_GAP = 2


@dataclass(frozen=True)
class HistoryLook:
    box: Box
    lines: tuple[str, ...]
    """The latest first."""
    style: tuple


def history_rows(style: Style, box: Box, lines: Sequence[str]) -> list[pygame.Rect]:
    """Where each line of the "What happened" panel sits, newest at the top: each as tall as
    its words wrap to, as many as fit the panel (the newest always); a line is wrapped, never
    cut short with an ellipsis."""
    rect = pygame.Rect(box)
    return stacked_rows(style.ui, lines[:HISTORY_ROWS], rect, rect.y + HISTORY_TOP,
                        rect.bottom - 2, WORDS, ROW_GAP)


HISTORY_EMPTY = N_("Nothing yet")
"""The "What happened" panel before anything has: a picture and these words."""
HISTORY_ART = 48


@dataclass(frozen=True)
class QuietHistoryLook:
    box: Box
    style: tuple


def quiet_history_boxes(style: Style, box: Box) -> tuple[pygame.Rect, pygame.Rect]:
    """The empty panel's picture and its words, side by side under the title, centred."""
    rect = pygame.Rect(box)
    said = style.words.gettext(HISTORY_EMPTY)
    width = style.ui.measure(said, WORDS)[0]
    top = rect.y + HISTORY_TOP
    art = pygame.Rect(0, 0, HISTORY_ART, HISTORY_ART)
    art.x = rect.centerx - (HISTORY_ART + 10 + width) // 2
    art.centery = (top + rect.bottom) // 2
    words_box = pygame.Rect(art.right + 10, art.y, rect.right - 12 - art.right - 10, art.h)
    return art, words_box


def history(style: Style, faces: TacoFaces, box: Box, lines: Sequence[str]) -> Element:
    """The latest lines of the table's history, newest first, as many as fit wrapped; before
    anything has happened, its title, a faint picture and "Nothing yet" (never an empty
    slab)."""
    if not lines:
        quiet = QuietHistoryLook(box, style.key)
        return Element("history empty", mat_reach(box), Z_NUMBERS, quiet,
                       partial(_paint_quiet_history, quiet, style, faces))
    rows = history_rows(style, box, lines)
    look = HistoryLook(box, tuple(lines[:max(1, len(rows))]), style.key)
    return Element("history panel", mat_reach(box), Z_NUMBERS, look,
                   partial(_paint_history, look, style))


def _paint_quiet_history(look: QuietHistoryLook, style: Style, faces: TacoFaces,
                         canvas: pygame.Surface) -> None:
    label(canvas, style, style.words.gettext("WHAT HAPPENED"), title_strip(pygame.Rect(look.box)),
          palette.GOLD, WORDS, "topleft")
    art, words_box = quiet_history_boxes(style, look.box)
    picture = faces.icon("clock", art.w)
    before = picture.get_alpha()
    picture.set_alpha(EMPTY_ART_ALPHA)
    canvas.blit(picture, art)
    picture.set_alpha(before)
    label(canvas, style, style.words.gettext(HISTORY_EMPTY), words_box, palette.LABEL_INK,
          WORDS, "midleft")


def _paint_history(look: HistoryLook, style: Style, canvas: pygame.Surface) -> None:
    rect = pygame.Rect(look.box)  # (on the tray the board draws under it and the actions)
    label(canvas, style, style.words.gettext("WHAT HAPPENED"), title_strip(rect), palette.GOLD,
          WORDS, "topleft")
    rows = history_rows(style, look.box, look.lines)
    for i, (line, row) in enumerate(zip(look.lines, rows, strict=False)):
        if i:
            paint.line(canvas, palette.HISTORY_RULE, (row.x, row.y - 1), (row.right, row.y - 1),
                       1)
        label(canvas, style, line, row.inflate(0, -ROW_GAP),
              palette.CREAM if i == 0 else palette.LABEL_INK, WORDS, "midleft", wrap=True)


# --- zones that are quiet while empty -----------------------------------------------------------
@dataclass(frozen=True)
class ZoneMatLook:
    name: str
    box: Box
    strip: Rect
    slots: tuple[tuple[Rect, Colour], ...]
    fine_die: Rect | None
    """The fine area's die place, shown (locked) while fines hold the trainee."""
    style: tuple


def zone_in_use(name: str, s: CrazyTacoObservation) -> bool:
    """Whether anything lies in a zone that is a quiet outline while empty."""
    if name == "task-zone":
        return bool(s.task_zone)
    if name == "bonus-zone":
        return bool(s.bonus_zone)
    if name == "extra-area":
        return bool(s.extra)
    if name == "fine-area":
        return bool(s.fine_cards or s.fine_due or any(d.zone == FINE for d in s.dice.values()))
    return True


ZONE_SLOTS = {"task-zone": (("task-1", palette.TASK_SLOT_EDGE), ("task-2", palette.TASK_SLOT_EDGE)),
              "bonus-zone": (("bonus-1", palette.SLOT_EDGE), ("bonus-2", palette.SLOT_EDGE)),
              "extra-area": (("extra", palette.SLOT_EDGE),),
              "fine-area": (("fine-card", palette.FINE_SLOT_EDGE),)}


EMPTY_ZONE_ART = {"task-zone": "task_alert", "bonus-zone": "gift", "extra-area": "extra_grill",
                  "fine-area": "inspection"}
"""What an empty zone shows on its mat: a picture of what will lie there..."""
EMPTY_ZONE_WORDS = {"task-zone": N_("Tasks from the door: send dice to do them"),
                    "bonus-zone": N_("Bonus cards you take with a die"),
                    "extra-area": N_("An Extra you buy to turn a face"),
                    "fine-area": N_("Unpaid fines hold the Trainee here")}
"""...and under it, in one short line, what will lie there and how it gets there (the details
are its tooltip, `explain.ZONE_HELP`). Round 11: "No tasks under way" and its small picture on
the bare felt, with no title or frame, floated; an empty zone is now a place of the restaurant
like any other, its mat, its title and a card place saying what comes, the same solo and in
1 v 1. Round 13: "Bonus cards you take" said what lay there but not how to earn it, and a
quarter of the table read as framed but empty. Round 14: "Door tasks your dice work on" read
badly to a newcomer; now where tasks come from and what to do with them, in plain words."""
EMPTY_ART = 44
EMPTY_ART_LEAST = 32
"""Under this, the zone shows its words alone."""
EMPTY_ART_ALPHA = 150
"""A waiting zone's picture: an illustration in its own colours, a little softer than a card."""
EMPTY_WORDS_H = 44
"""Room for the words under the picture: two lines of the board's words, or as many more as
the words take wrapped at the table's size (a narrow zone, a longer language)."""
EMPTY_TOP = 28
"""Where an empty zone's card place starts, under its title's line."""
EMPTY_WORDS_PAD = 9
"""An empty zone's words keep this far in from its card place's outline each side (round 24:
at 4 the Spanish Extra's "para cambiar" ran from edge to edge)."""
EMPTY_INSET = 8
"""The empty zone's card place keeps this far in from its mat's sides and foot."""


@dataclass(frozen=True)
class EmptyZoneLook:
    name: str
    box: Box
    """The zone: its mat."""
    strip: Rect
    """Its title's line."""
    room: Rect
    """The card place under the title, outlined: where what the zone is for will lie."""
    art: Rect
    """The picture's box (empty: no room for it)."""
    words: Rect
    """Where the words saying what comes go (under the picture)."""
    text: str
    anchor: str
    style: tuple


def zone_title_strip(name: str, board: Board) -> pygame.Rect:
    """A quiet zone's title line (1 v 1, the Extra area's stops short of its pile's count)."""
    strip = title_strip(board.box(name))
    if board.versus and name == "extra-area":
        strip.x -= 4
        strip.w = board.box("extra-pile").x - 2 - strip.x
    return strip


def empty_zone_room(zone: Box) -> pygame.Rect:
    """An empty zone's card place: its mat under the title line, a little in from its edges."""
    r = pygame.Rect(zone)
    top = r.y + EMPTY_TOP
    return pygame.Rect(r.x + EMPTY_INSET, top, r.w - 2 * EMPTY_INSET,
                       r.bottom - EMPTY_INSET - top)


def empty_words_height(style: Style, zone: Box, text: str) -> int:
    """The height an empty zone's words take wrapped across its card place at the table's
    size (two lines at least)."""
    room = empty_zone_room(zone)
    tall = style.ui.fitted_size(text, WORDS, (room.w - 2 * EMPTY_WORDS_PAD, room.h),
                                wrap=True)[1]
    return max(EMPTY_WORDS_H, tall + 4)


def empty_zone_art(zone: Box, words_h: int = EMPTY_WORDS_H) -> pygame.Rect:
    """Where an empty zone's picture lies: centred over its words in the card place (none
    when the place is too small)."""
    room = empty_zone_room(zone)
    side = min(EMPTY_ART, room.w - 8, room.h - words_h - 12)
    side = side if side >= EMPTY_ART_LEAST else 0
    top = room.centery - (side + 6 + words_h) // 2
    return pygame.Rect(room.centerx - side // 2, top, side, side)


def empty_zone_words(style: Style, zone: Box, text: str) -> tuple[pygame.Rect, str]:
    """Where an empty zone's words lie, and their anchor: centred under its picture (more
    lines where a narrow zone or a longer language needs them)."""
    words_h = empty_words_height(style, zone, text)
    room, art = empty_zone_room(zone), empty_zone_art(zone, words_h)
    top = art.bottom + 6 if art.w else room.centery - words_h // 2
    return pygame.Rect(room.x + EMPTY_WORDS_PAD, top, room.w - 2 * EMPTY_WORDS_PAD,
                       words_h), "midtop"


def empty_zone(style: Style, faces: TacoFaces, name: str, board: Board) -> Element:
    """An empty zone's home: its mat and title as once something lies there, and in its card
    place a picture of what will and a line saying what and how it comes ("Unpaid fines hold
    the Trainee here")."""
    zone = board.box(name)
    text = style.words.gettext(EMPTY_ZONE_WORDS[name])
    art = empty_zone_art(zone, empty_words_height(style, zone, text))
    words, anchor = empty_zone_words(style, zone, text)
    look = EmptyZoneLook(name, zone, corners(zone_title_strip(name, board)),
                         corners(empty_zone_room(zone)), corners(art), corners(words), text,
                         anchor, style.key)
    reach = mat_reach(zone).union(label_reach(style, text, words, WORDS, anchor, wrap=True))
    return Element(("empty zone", name), reach, Z_MATS, look,
                   partial(_paint_empty_zone, look, faces, style))


def _paint_empty_zone(look: EmptyZoneLook, faces: TacoFaces, style: Style,
                      canvas: pygame.Surface) -> None:
    mat(canvas, look.box, MAT_STYLE.get(look.name, palette.MAT))
    label(canvas, style, style.words.gettext(TITLES[look.name]), pygame.Rect(look.strip),
          palette.GOLD, WORDS, "topleft")
    slot_outline(canvas, pygame.Rect(look.room), ZONE_SLOTS[look.name][0][1])
    box = pygame.Rect(look.art)
    if box.w:
        art = faces.icon(EMPTY_ZONE_ART[look.name], box.w)
        before = art.get_alpha()
        art.set_alpha(EMPTY_ART_ALPHA)
        canvas.blit(art, box)
        art.set_alpha(before)
    label(canvas, style, look.text, pygame.Rect(look.words), palette.LABEL_INK, WORDS,
          look.anchor, wrap=True)


def zone_mats(style: Style, faces: TacoFaces, model: CrazyModel,
              covered: pygame.Rect | None = None) -> list[Element]:
    """The tinted mat, title and card places of each quiet zone something lies in; the faint
    picture of what an empty one is for (none for an empty zone a tutorial coach's panel
    lies over, `covered`: only the felt shows round the panel, no edge of an outline)."""
    board, out = model.board, []
    for name in QUIET_ZONES:
        if not zone_in_use(name, model.obs):
            if covered is not None and covered.colliderect(pygame.Rect(board.box(name))):
                continue
            out.append(empty_zone(style, faces, name, board))
            continue
        box = board.box(name)
        strip = zone_title_strip(name, board)  # (1 v 1: the Extra pile's count at the right)
        slots = tuple((corners(pygame.Rect(board.box(slot))), colour)
                      for slot, colour in ZONE_SLOTS[name])
        fine_die = corners(pygame.Rect(board.box("fine-die"))) if name == "fine-area" else None
        look = ZoneMatLook(name, box, corners(strip), slots, fine_die, style.key)
        reach = mat_reach(box)
        if fine_die is not None:
            reach.union_ip(under(board.box("fine-die"), spread=6).inflate(4, 4))
        out.append(Element(("zone mat", name), reach, Z_MATS, look,
                           partial(_paint_zone_mat, look, style, faces)))
    return out


SLOT_ART = 40
SLOT_ART_ALPHA = 70
"""A zone's free card place, under the card that may come: a faint picture of what comes there
(the zone's own), never a blank slab."""


def _paint_zone_mat(look: ZoneMatLook, style: Style, faces: TacoFaces,
                    canvas: pygame.Surface) -> None:
    mat(canvas, look.box, MAT_STYLE.get(look.name, palette.MAT))
    label(canvas, style, style.words.gettext(TITLES[look.name]), pygame.Rect(look.strip),
          palette.GOLD, WORDS, "topleft")
    art = faces.icon(EMPTY_ZONE_ART[look.name], SLOT_ART)
    before = art.get_alpha()
    art.set_alpha(SLOT_ART_ALPHA)
    for slot, colour in look.slots:
        slot_outline(canvas, pygame.Rect(slot), colour)
        canvas.blit(art, art.get_rect(center=pygame.Rect(slot).center))  # a card covers it
    art.set_alpha(before)
    if look.fine_die is not None:
        die = pygame.Rect(look.fine_die)
        paint.rect(canvas, palette.TRAINEE_FILL, die, border_radius=10)
        label(canvas, style, style.words.gettext("Trainee"), under(die, spread=6), palette.WARN_INK,
              WORDS)
