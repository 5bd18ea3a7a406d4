"""What is where on the Taco Party table for one viewer (plain data from the observation).

Seats are placed from the `anchor` (the seat at the bottom left: the viewer, or the last human
who looked). Places are named as the input and the drawing speak of them: `("taco", seat, i)`
for a taco on a plate, `("new", seat)` for a new taco on a seat's plate. Every card the viewer
can see has a spot: its centre, its size and whether it lies sideways. Burned cards leave the
plate: the rim's burned chip counts them (and names them on hover).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace

from tabletop.core.actions import Action
from tabletop.games.taco_party.rules.actions import BURN, DISCARD, PICKUP, PLAY, PlayCard
from tabletop.games.taco_party.rules.cards import INGREDIENT, TACO, TacoPartyData
from tabletop.games.taco_party.rules.observation import Observation
from tabletop.games.taco_party.rules.tacos import NEW_TACO
from tabletop.games.taco_party.table.plate_layout import (
    LARGE,
    MEDIUM,
    PILE,
    ROOMY_GAP,
    SMALL,
    CardSize,
    PlateFit,
    Rect,
    display_order,
    fan_plate,
    first_fit,
    row_positions,
)
from tabletop.kit import cards, sizes
from tabletop.kit.hand import fan, turned_half_height
from tabletop.kit.memo import per_model
from tabletop.kit.view_model import Box

HEADER = 26          # a seat's name strip
RIM = 26             # the plate's front rim, carrying each taco's points
PLATE_CLEAR = "plate-clear"
"""A zone a plate's tacos keep left of (the view names the moved log's so while a tutorial's
coach stands over the log's own place)."""
HAND_HIGH = "hand-high"
"""Named while a tutorial's coach may outline the hand: its cards stand in one straight row
(not fanned: tilted, a fan is 12 px taller) 5 px under the zone's top (clear of the outline
round the step's panel above), so the outline round them, 9 px out, clears both the step's
buttons above and the Scores and Aid buttons below."""
OWN_RIM_GAP = 6
OWN_HEADER_GAP = 8
"""Your plate's tallest taco stands this far under its name strip: its glow (5 px out) and
the coach's outline round it (7 px further; `GLOW_HEADER_CLEAR`) show whole under the strip
(a 5-card taco touched it, and the outline's top edge went under it)."""
GLOW_HEADER_CLEAR = 9
"""A taco's glow stands at least this far under its plate's name strip."""
"""Your plate's tacos stand this far above its rim: room for a coach's outline round either."""
BURN_W = 104         # the burned chip keeps the right end of a rim
LOG_HEAD, LOG_LINE, LOG_FOOT = 32, 22, 8
"""The log panel's title strip, each of its lines and its bottom margin."""
HAND_TILT_ROOM = 18  # the outer cards of a fanned hand lean out: their corners keep inside
HAND_LABEL_W = 100
"""The hand's column at the left of the hand's zone, the fan beside it: whose hand it is, and
under it the key to what a card's marks mean."""
KEY_ROW = 20
KEY_TAB_ROWS = 2
"""The key's rows for a folded taco's tab: its count chip, then what it stands for."""
PROGRESS_W, PROGRESS_GAP, PROGRESS_ROW = 190, 16, 26
"""The checklist of a completed taco beside your tacos (`PartyModel.progress_box`): its width,
its gap from the row's room, one row's height (a title and three rows)."""
"""One row of that key (four rows: points, cost, likes, the burn flame)."""
MIDDLE_LABEL_W, MIDDLE_GAP, MIDDLE_GAP_MOST = 88, 10, 40
"""The middle's label column at the left of its zone (wide enough for its word on one line in
every language: "En venta", with the first card's glow, `signals.OUTSET` round it, clear of
the tag's right end), and the gap between its cards: at least the first, as much as
the row has room for up to the last (the row fills its zone, its first card beside the
label)."""
MIDDLE = MEDIUM
"""The middle's cards: the size the others' plates take, so what each ingredient likes (the
buying decision) is drawn at `faces.LIKES_ICON_MIDDLE`."""

COIN_SIZE = (88, 68)
"""The pickup's ticket at the left of the step panel: what the turn's plays earned to spend
(and, while picking up, what is left of it)."""

Place = tuple
"""("taco", seat, index) or ("new", seat)."""


@dataclass(frozen=True)
class PartySpot(cards.Spot):
    """Where the rules' state puts one visible card, at which size, lying sideways or not."""

    size: CardSize = LARGE
    sideways: bool = False
    filled: bool = False
    """An empty taco holding ingredients: its face is named "Taco", never "Empty Taco"."""


def box_of(rect: Rect) -> Box:
    """A layout rectangle in whole pixels (each of x, y, w, h rounded)."""
    return Box(round(rect.x), round(rect.y), round(rect.w), round(rect.h))


def clipped(rect: Rect, to: Rect) -> Rect:
    """The part of `rect` inside `to` (empty, at its corner, when they do not meet)."""
    x, y = max(rect.x, to.x), max(rect.y, to.y)
    return Rect(x, y, max(0.0, min(rect.right, to.right) - x),
                max(0.0, min(rect.bottom, to.bottom) - y))


def grown(box: Box, dx: int, dy: int) -> Box:
    """`box` made `dx` wider and `dy` taller about its centre (as `pygame.Rect.inflate`)."""
    return Box(box.x - dx // 2, box.y - dy // 2, box.w + dx, box.h + dy)


# --- what a drop means ---------------------------------------------------------------------
def action_for(data: TacoPartyData, viewer: int | None, card: int,
               place: Place | None) -> Action | None:
    """What dropping `card` on `place` asks the rules for."""
    if place is None or viewer is None:
        return None
    if place[0] == "taco" and data.card(card).kind == TACO:
        place = ("new", place[1])  # an empty taco dropped on a taco starts a new one there
    if place[0] == "new":
        return PlayCard(viewer, card, place[1], NEW_TACO)
    return PlayCard(viewer, card, place[1], place[2])


def legal_places(card: int, legal: Iterable[Action]) -> set[Place]:
    """The places the rules would accept `card` on."""
    places: set[Place] = set()
    for action in legal:
        if isinstance(action, PlayCard) and action.card == card:
            places.add(place_of(action))
    return places


def place_of(action: PlayCard) -> Place:
    if action.taco == NEW_TACO:
        return ("new", action.plate)
    return ("taco", action.plate, action.taco)


def glow_place(data: TacoPartyData, viewer: int | None, card: int, place: Place) -> Place:
    """Where a drop of `card` on `place` would land (an empty taco on a taco: a new one)."""
    action = action_for(data, viewer, card, place)
    if isinstance(action, PlayCard) and action.taco == NEW_TACO:
        return ("new", action.plate)
    return place


# --- the table --------------------------------------------------------------------------------
@dataclass(frozen=True)
class PartyModel:
    """The table as this viewer sees it: zones, plates, the middle and every card's spot."""

    obs: Observation
    data: TacoPartyData
    viewer: int | None
    anchor: int
    zones: Mapping[str, Rect]
    fits: tuple[PlateFit, ...]
    """Each seat's plate: the card size and the columns of its tacos."""
    spots: dict[int, PartySpot]
    """Every visible card's place, in drawing order (back to front)."""

    @classmethod
    def of(cls, obs: Observation, data: TacoPartyData, viewer: int | None, anchor: int,
           zones: Mapping[str, Rect]) -> PartyModel:
        bare = cls(obs, data, viewer, anchor, zones, (), {})
        fitted = replace(bare, fits=tuple(bare._plate_fit(s) for s in range(obs.players)))
        return replace(fitted, spots=fitted._spots())

    @property
    def players(self) -> int:
        return self.obs.players

    @property
    def hand(self) -> tuple[int, ...]:
        """The viewer's hand cards (none when nobody looks)."""
        return self.obs.hand if self.viewer is not None else ()

    # --- who is where --------------------------------------------------------------------
    def seat_at(self, position: int) -> int:
        return (self.anchor + position) % self.players

    def position_of(self, seat: int) -> int:
        return (seat - self.anchor) % self.players

    def zone(self, name: str) -> Rect:
        return self.zones[name]

    def seat_rect(self, seat: int) -> Rect:
        return self.zone(f"seat-{self.position_of(seat)}")

    @per_model
    def plate_area(self, seat: int) -> Rect:
        """Where tacos stand on a seat's plate, above its rim, left of the `PLATE_CLEAR`
        zone where one stands on the plate (the log moved beside the top plate's tacos)."""
        zone = self.seat_rect(seat)
        own = self.position_of(seat) == 0
        top = zone.y + HEADER + (OWN_HEADER_GAP if own else 2)
        bottom = self.rim_rect(seat).y - (OWN_RIM_GAP if own else 2)
        right = zone.x + zone.w - 8
        clear = self.zones.get(PLATE_CLEAR)
        if clear is not None and zone.x < clear.x < right and clear.y < bottom \
                and clear.y + clear.h > top:
            right = clear.x - 8
        return Rect(zone.x + 10, top, right - zone.x - 10, bottom - top)

    @per_model
    def rim_rect(self, seat: int) -> Rect:
        zone = self.seat_rect(seat)
        rim = RIM if self.position_of(seat) == 0 else RIM - 2
        return Rect(zone.x + 4, zone.bottom - rim - (6 if self.position_of(seat) == 0 else 4),
                    zone.w - 8, rim)

    def burned_rect(self, seat: int) -> Rect | None:
        """The burned chip's end of the rim (where burned cards go), if any were burned."""
        if not self.obs.burned[seat]:
            return None
        rim = self.rim_rect(seat)
        return Rect(rim.right - BURN_W, rim.y, BURN_W - 6, rim.h)

    @per_model
    def plate_clip(self, seat: int) -> Rect:
        """Plate cards stay above their plate's rim: the rim never covers a card."""
        zone = self.seat_rect(seat)
        return Rect(zone.x, zone.y, zone.w, self.plate_area(seat).bottom - zone.y)

    @per_model
    def progress_box(self, seat: int) -> Rect | None:
        """Where your plate says what a completed taco has, ticking what your taco holds
        (`draw.progress`): at the plate's right, while your tacos and the new-taco slot stand
        roomy at full size left of it (one taco: the plate was half bare felt at three and
        four seats), else nowhere."""
        if seat != self.viewer or self.position_of(seat) != 0:
            return None
        area = self.plate_area(seat)
        heights = [len(t) for t in self.obs.plates[seat]]
        columns = len(heights) + 1
        room = area.w - PROGRESS_W - PROGRESS_GAP
        height = 4 * PROGRESS_ROW + 12
        if columns * LARGE.width + (columns - 1) * ROOMY_GAP > room or area.h < height:
            return None  # (a tall taco folds in the room left of it as it would anyway)
        return Rect(area.right - PROGRESS_W, area.y + (area.h - height) / 2, PROGRESS_W, height)

    def _plate_fit(self, seat: int) -> PlateFit:
        """Your plate takes the largest cards that fit; the others are fanned, sharing one
        size (the smallest any of them needs)."""
        plates = self.obs.plates
        if self.position_of(seat) == 0:
            extra = 1 if seat == self.viewer else 0
            area, heights = self.plate_area(seat), [len(t) for t in plates[seat]]
            progress = self.progress_box(seat)
            if progress is not None:  # the row centred in the room left of the checklist
                area = Rect(area.x, area.y, progress.x - PROGRESS_GAP - area.x, area.h)
            fit = first_fit(area, heights, extra, (LARGE, MEDIUM))
            return fit or fan_plate(area, heights + [1] * extra, (MEDIUM, SMALL))
        others = [s for s in range(self.players) if self.position_of(s) != 0]
        sizes: tuple[CardSize, ...] = (MEDIUM, SMALL)
        for other in others:
            fit = fan_plate(self.plate_area(other), [len(t) for t in plates[other]], sizes)
            sizes = sizes[sizes.index(fit.size):]
        heights = [len(t) for t in plates[seat]]
        fit = fan_plate(self.plate_area(seat), heights, sizes)
        places = self.taco_places_wanted(seat)
        if places:  # the row laid out with its empty places, at the same size or not at all
            placed = fan_plate(self.plate_area(seat), heights + [1] * places, sizes)
            if placed.size == fit.size and not placed.fan_band:
                return placed
        return fit

    def taco_places_wanted(self, seat: int) -> int:
        """How many empty taco places another player's plate shows: up to the tacos that end
        the game (its wide plate was bare felt round one empty taco, at two seats and in the
        top band of three and four)."""
        if self.position_of(seat) == 0:
            return 0
        return max(0, self.obs.tacos_to_end - len(self.obs.plates[seat]))

    @per_model
    def taco_places(self, seat: int) -> list[Rect]:
        """Where another player's next tacos will stand: each an empty card place, one card
        tall, in the row its tacos stand in, after them."""
        fit, count, wanted = self.fits[seat], len(self.obs.plates[seat]), \
            self.taco_places_wanted(seat)
        if not wanted or len(fit.starts) < count + wanted:
            return []  # laid out without them (no room at its size)
        return [fit.column(count + i, 1) for i in range(wanted)]

    @per_model
    def column(self, seat: int, index: int) -> Rect:
        """The visible rectangle of a seat's taco."""
        return self.fits[seat].column(index, len(self.obs.plates[seat][index]))

    @per_model
    def new_taco_rect(self, seat: int) -> Rect:
        return self.fits[seat].column(len(self.obs.plates[seat]), 1)

    @per_model
    def centre_points(self) -> list[tuple[float, float]]:
        """The middle cards' centres, in a row right of the middle's label."""
        zone = self.zone("centre")
        row = Rect(zone.x + MIDDLE_LABEL_W, zone.y, zone.w - MIDDLE_LABEL_W, zone.h)
        count = len(self.obs.centre)
        spare = (row.w - count * MIDDLE.width) / max(1, count - 1)
        gap = max(float(MIDDLE_GAP), min(float(MIDDLE_GAP_MOST), spare))
        xs = row_positions(row, count, MIDDLE.width, gap)
        return [(x, zone.y + zone.h / 2) for x in xs]

    def middle_label_box(self) -> Box:
        """The middle's label: a tag at the left of its row of cards, half as tall as a
        card (never read as one)."""
        zone = box_of(self.zone("centre"))
        return Box(zone.x, zone.y + zone.h // 2 - 22, MIDDLE_LABEL_W - 14, 44)

    def hand_points(self, count: int) -> list[tuple[float, float, float]]:
        """The viewer's hand, fanned as a hand is held (the kit's `hand.fan`): each card's
        centre and tilt, the lowest corner of the fan just inside the hand's zone (the bottom
        bar lies under it)."""
        zone = self.hand_area()
        fanned = fan((zone.x + zone.w / 2, 0.0), count, zone.w - 4 - HAND_TILT_ROOM,
                     sizes.FULL, LARGE.width + 10)
        if HAND_HIGH in self.zones:  # one straight row under the zone's top edge
            return [(x, zone.y + 5 + LARGE.height / 2, 0.0) for x, _, _ in fanned]
        lowest = max((y + turned_half_height(tilt) for _, y, tilt in fanned), default=0.0)
        drop = zone.bottom - 2 - lowest
        return [(x, y + drop, tilt) for x, y, tilt in fanned]

    def hand_area(self) -> Rect:
        """Where the viewer's hand is fanned (or its note said): its zone beside its column."""
        zone = self.zone("hand")
        return Rect(zone.x + HAND_LABEL_W, zone.y, zone.w - HAND_LABEL_W, zone.h)

    def hand_label_box(self) -> Box:
        """The hand's label: the top of the column left of the fan (clear of the pointers
        that mark your plate's turn)."""
        zone = box_of(self.zone("hand"))
        return Box(zone.x + 8, zone.y + 2, HAND_LABEL_W - 10, 2 * KEY_ROW + 6)  # two lines:
        # "Your hand" over the seat's name (whose turn it is: the top bar's chip, said once)

    def key_rows(self) -> int:
        """The key's rows: a card's four marks (points, cost, the heart, the flame), and while
        a taco stands folded, two more for its tab ("2 more" over "hidden")."""
        return 4 + (KEY_TAB_ROWS if self.tabs() else 0)

    def key_box(self) -> Box:
        """The key to a card's marks (`key_rows`) under the label."""
        label, zone = self.hand_label_box(), box_of(self.zone("hand"))
        return Box(zone.x + 2, label.y + label.h + 3, HAND_LABEL_W - 4,
                   self.key_rows() * KEY_ROW + 4)

    def coin_rect(self) -> Rect:
        """The pickup's ticket (`COIN_SIZE`, centred on `coin_centre`)."""
        box = coin_box(self.coin_centre())
        return Rect(box.x, box.y, box.w, box.h)

    def coin_centre(self) -> tuple[float, float]:
        zone = self.zone("steps")
        return (zone.x + 46, zone.y + zone.h / 2)

    def zone_point(self, zone: str) -> tuple[float, float]:
        """Where a rules zone name ("deck", "hand:1", "centre:2", …) sits on screen."""
        parts = zone.split(":")
        if parts[0] in ("deck", "discard"):
            return self.zone(parts[0]).center
        if parts[0] == "centre":
            points = self.centre_points()
            return points[int(parts[1])] if int(parts[1]) < len(points) else points[-1]
        seat = int(parts[1]) if len(parts) > 1 else 0
        if parts[0] == "hand":
            if seat == self.viewer:
                return self.zone("hand").center
            rect = self.seat_rect(seat)
            return (rect.x + 150, rect.y + HEADER / 2)
        if parts[0] == "burned":
            return (self.burned_rect(seat) or self.seat_rect(seat)).center
        if parts[0] == "plate" and len(parts) >= 4:
            index = int(parts[3])
            plate = self.obs.plates[seat]
            if index < len(plate):
                return self.fits[seat].column(index, len(plate[index])).center
        return self.seat_rect(seat).center

    # --- where every visible card goes ----------------------------------------------------
    def _spots(self) -> dict[int, PartySpot]:
        obs = self.obs
        out: dict[int, PartySpot] = {}
        for position in range(self.players):
            seat = self.seat_at(position)
            fit = self.fits[seat]
            for index, taco in enumerate(obs.plates[seat]):
                shown = display_order(self.data, taco)
                filled = any(self.data.cards[c].kind == INGREDIENT for c in taco)
                for card, (x, y) in zip(shown, fit.card_centres(index, len(shown)), strict=True):
                    out[card] = PartySpot(x, y, True, fit.size,
                                          filled=filled and self.data.cards[card].kind == TACO)
        if obs.discard_top is not None:
            x, y = self.zone("discard").center
            out[obs.discard_top] = PartySpot(x, y, True, PILE)
        for middle, point in zip(obs.centre, self.centre_points(), strict=True):
            if middle is not None:
                out[middle] = PartySpot(point[0], point[1], True, MIDDLE)
        if self.viewer is not None:
            for card, (x, y, tilt) in zip(obs.hand, self.hand_points(len(obs.hand)),
                                          strict=True):
                out[card] = PartySpot(x, y, True, LARGE, angle=tilt)
        return out

    @per_model
    def covered_bands(self) -> dict[int, tuple[int, CardSize]]:
        """The plate cards whose band the next card of their taco covers past its points disc
        (a squeezed stack): each with how much of its top still shows and its card size."""
        out: dict[int, tuple[int, CardSize]] = {}
        for seat in range(self.players):
            fit = self.fits[seat]
            for index, taco in enumerate(self.obs.plates[seat]):
                shown = display_order(self.data, taco)
                centres = fit.card_centres(index, len(shown))
                for card, here, below in zip(shown, centres, centres[1:], strict=False):
                    step = int(below[1] - here[1])
                    if 0 < step < fit.size.band + 2:  # the disc reaches one pixel past the band
                        out[card] = (step, fit.size)
        return out

    @per_model
    def fold_clips(self, seats: Iterable[int] | None = None) -> dict[int, Rect]:
        """The folded tacos' cards (`PlateFit.fold_clips`): nothing of the cards the tab
        stands for."""
        out: dict[int, Rect] = {}
        for seat in range(self.players) if seats is None else seats:
            fit = self.fits[seat]
            for index, taco in enumerate(self.obs.plates[seat]):
                if not fit.hidden_of(len(taco)):
                    continue
                shown = display_order(self.data, taco)
                for card, rect in zip(shown, fit.fold_clips(index, len(shown)), strict=True):
                    if rect is not None:
                        out[card] = rect
        return out

    @per_model
    def shell_rect(self, seat: int, index: int) -> Rect | None:
        """A taco's shell: a tortilla round its empty taco (the base) and the fillings it
        holds, from the top of its column (the newest filling's band, or the tab
        standing for them) to its foot, where what the taco wears stands in front. None: no
        base."""
        taco = self.obs.plates[seat][index]
        base = next((c for c in taco if self.data.card(c).kind == TACO), None)
        if base is None or base not in self.spots:
            return None
        column = self.column(seat, index)
        return Rect(column.x, column.y, column.w, column.h)

    @per_model
    def tabs(self) -> list[tuple[int, int, Rect, tuple[int, ...]]]:
        """Each folded taco's tab: its seat, its index, where it lies and the cards
        it stands for (top of the screen first)."""
        out = []
        for seat in range(self.players):
            fit = self.fits[seat]
            for index, taco in enumerate(self.obs.plates[seat]):
                place = fit.tab_rect(index, len(taco))
                if place is None:
                    continue
                kept, hidden = fit.kept_of(len(taco)), fit.hidden_of(len(taco))
                shown = display_order(self.data, taco)
                out.append((seat, index, place, tuple(shown[kept:kept + hidden])))
        return out

    def shown_rect(self, card: int) -> Box:
        """What shows of a visible card where it rests: a plate card cut at its rim (a card
        behind a folded taco's tab: nothing)."""
        spot = self.spots[card]
        w, h = spot.size.width, spot.size.height
        rect = Rect(spot.x - w / 2, spot.y - h / 2, w, h)
        seat = self.plate_cards().get(card)
        if seat is not None:
            rect = clipped(rect, self.plate_clip(seat))
            fold = self.fold_clips((seat,)).get(card)
            if fold is not None:
                rect = clipped(rect, fold)
        return box_of(rect)

    @per_model
    def plate_cards(self) -> dict[int, int]:
        """The seat whose plate each plate card stands on (those are cut off at the rim)."""
        return {card: seat for seat in range(self.players) for taco in self.obs.plates[seat]
                for card in taco}

    # --- places the pointer and the keys reach --------------------------------------------
    def drop_zones(self) -> list[tuple[Place, tuple[float, float, float, float]]]:
        """Drop zones, later ones winning: plates (a new taco), then each taco's column."""
        zones: list[tuple[Place, tuple[float, float, float, float]]] = []
        for seat in range(self.players):
            zones.append((("new", seat), self.seat_rect(seat).as_tuple()))
        for seat in range(self.players):
            for index in range(len(self.obs.plates[seat])):
                col = self.column(seat, index)
                zones.append((("taco", seat, index),
                              (col.x - 4, col.y - 6, col.w + 8, col.h + 10)))
        return zones

    def target_places(self, card: int | None) -> list[Place]:
        """Keyboard targets: each of my tacos, my plate (new taco), others' plates (hot sauce)."""
        seat = self.viewer
        assert seat is not None
        keys: list[Place] = [("taco", seat, i) for i in range(len(self.obs.plates[seat]))]
        keys.append(("new", seat))
        if self.obs.hot_sauce and card is not None and self.data.card(card).kind == TACO:
            keys += [("new", s) for s in range(self.players) if s != seat]
        return keys

    def glow_rect(self, place: Place) -> Box | None:
        """The outline of a place that glows (legal, chosen, refused or hinted)."""
        seat = place[1]
        if place[0] == "taco":
            if place[2] >= len(self.obs.plates[seat]):
                return None
            glow = grown(box_of(self.column(seat, place[2])), 10, 10)
            header = self.header_rect(seat)
            top = max(glow.y, round(header.y + header.h) + GLOW_HEADER_CLEAR)
            return Box(glow.x, top, glow.w, glow.y + glow.h - top)
        if seat == self.viewer:
            return grown(box_of(self.new_taco_rect(seat)), 10, 10)
        return grown(box_of(self.seat_rect(seat)), -4, -4)

    def log_box(self, rows: int, name: str = "log") -> Box | None:
        """Where the "What happened" panel of `rows` lines goes: the top of its zone (`name`),
        as tall as its lines (no empty slab under a short history); None while nothing
        happened."""
        if rows <= 0:
            return None
        zone = box_of(self.zone(name))
        fits = (zone.h - LOG_HEAD - LOG_FOOT) // LOG_LINE
        return Box(zone.x, zone.y, zone.w, LOG_HEAD + min(rows, fits) * LOG_LINE + LOG_FOOT)

    def log_rows_fit(self, name: str = "log") -> int:
        """How many lines the "What happened" panel's zone (`name`) holds."""
        zone = box_of(self.zone(name))
        return (zone.h - LOG_HEAD - LOG_FOOT) // LOG_LINE

    def header_rect(self, seat: int) -> Rect:
        zone = self.seat_rect(seat)
        return Rect(zone.x, zone.y, zone.w, HEADER)

    def thing_under(self, pos: tuple[float, float],
                    card_at: Callable[[tuple[int, int], Iterable[int]], int | None]
                    ) -> tuple | None:
        """What the pointer is on, for its explanation: a seat's header or rim (its score), a
        card, the deck or the discard pile, the pickup coin."""
        for seat in range(self.players):
            if self.header_rect(seat).contains(pos) or self.rim_rect(seat).contains(pos):
                return ("seat", seat)
        folds = self.fold_clips()
        card = card_at((int(pos[0]), int(pos[1])),
                       [c for c in self.spots if c not in folds or folds[c].contains(pos)])
        if card is not None:
            return ("card", card)
        for pile in ("deck", "discard"):
            if self.zone(pile).contains(pos):
                return ("pile", pile)
        cx, cy = self.coin_centre()
        if self.coin_rect().contains(pos):
            return ("coin",)
        return None

    def taco_under(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        for seat in range(self.players):
            for index in range(len(self.obs.plates[seat])):
                if self.column(seat, index).contains(pos):
                    return seat, index
        return None

    def hoverable(self, card: int) -> bool:
        """Whether a card lifts under the pointer in this step."""
        step = self.obs.step
        if step in (PLAY, DISCARD):
            return card in self.obs.hand
        if step == PICKUP:
            return card in self.obs.centre
        if step == BURN:
            return card in self.obs.burn_choices
        return False

    def shown_whole(self, seat: int, index: int, pos: tuple[float, float] | None) -> bool:
        """Whether resting on a taco at `pos` shows it in full: a squeezed taco anywhere, a
        folded one on its tab (its cards each explain themselves)."""
        if self.squeezed(seat, index):
            return True
        place = self.fits[seat].tab_rect(index, len(self.obs.plates[seat][index]))
        return pos is not None and place is not None and place.contains(pos)

    def squeezed(self, seat: int, index: int) -> bool:
        """A taco whose cards are too small or too squeezed to read (shown in full on rest)."""
        fit = self.fits[seat]
        taco = self.obs.plates[seat][index]
        if fit.per_column:  # fanned: whole bands unless squeezed; each card explains itself
            return fit.band(len(taco)) < fit.size.band * 0.8
        narrow = fit.band(len(taco)) < fit.size.band * 0.8
        return len(taco) >= 2 and (narrow or fit.size.width < MEDIUM.width)


def coin_box(centre: tuple[float, float]) -> Box:
    """The pickup's ticket around its centre, in whole pixels."""
    w, h = COIN_SIZE
    return Box(round(centre[0]) - w // 2, round(centre[1]) - h // 2, w, h)
