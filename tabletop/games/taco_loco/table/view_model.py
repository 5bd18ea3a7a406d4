"""What is where on the Taco Loco table for one viewer (plain data from the observation).

Places are named as the input and the drawing speak of them: `taco:<id>` for a taco on the
table, `new` for the slot where a card starts a taco. Every card the viewer can see has a spot.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from tabletop.core.actions import Action
from tabletop.games.taco_loco.rules.actions import PlayCard, StartTaco
from tabletop.games.taco_loco.rules.cards import Card
from tabletop.games.taco_loco.rules.observation import TacoLocoObservation, TacoView
from tabletop.kit.cards import Spot
from tabletop.kit.hand import fan
from tabletop.kit.sizes import FULL
from tabletop.kit.view_model import Box
from tabletop.layout.tiled import TableLayout

CARD_W, CARD_H = FULL.size   # the kit's full size: cards here are held and played
COLUMN = 150
HAND_SPACING = 126
HAND_LABEL = 230
"""The hand's tray's label column at its widest by default: its name ("Your hand") and whom it
waits for ("Waiting for Lupe"); a table says how wide its own seats' names need it
(`draw.label_width`)."""
TRAY_SIDE = 20
"""The felt between the last card's turned corner and the tray's right edge: more than the
tray's corner radius, so no card's corner crosses its rounded corner."""
KEY_GAP = 10
"""The least felt between the row of tacos and the special cards' key."""
STACK_STEP = 30      # a taco's cards overlap by this much (less when the column is full)
BADGE_ROOM = 28
"""The top of a taco's column, over its cards: its sum's pill sits there, on the felt (it only
laps the first card's top edge), never over a card's strip and its corner number."""
READABLE_STEP = 24
"""The least of a stacked card's band that shows its whole number (27 px, inked 4 to 23 px
down its band): a taco so tall that its bands would show less starts its cards under its sum's
pill instead (`card_room`), the pill lapping the right end of the first card's band."""
SPECIAL_STEP = 27
"""The least of a special card's band that shows its whole number: its band-less corner ("11",
"0", 31 px) is inked 4 to 25 px down."""
NEW_TACO = "new"
NO_LAP = CARD_W + 4
"""The least step between tacos that laps none: each card whole, a sliver of felt between
(a row this roomy, left of the special cards' key or else on the whole felt, is preferred)."""
SIDE_BY_SIDE = CARD_W - 7
"""The least step between tacos that leaves every corner index whole: a card's index (a "11"
at its widest) ends 8 px in from its right edge, so the next taco may lap 7 px of it."""
CROWDED_COLUMN = 86
"""A taco's step when tacos must lap more than `SIDE_BY_SIDE` allows: the next taco then covers
the whole corner index of the card to its left (a "11" is 26 px wide), never half of it, and
each taco still shows its cards' band numbers and a sum pill that reads."""
CROWDED_NEW = CARD_W + 12
"""The new-taco slot's column in a crowded row: its dashed place and no more."""
ROOMY_STEP = CARD_W + 16
"""The step a row of tacos left of the special cards' key would like: a band of felt between
each taco and the next, so their cards and sum pills read as separate tacos."""
KEY_GIVES = 48
"""How much narrower the special cards' key may grow (its words wrap one line more) so that a
row of tacos that just fits beside it gets `ROOMY_STEP` (five tacos stood 2 px apart)."""
GOAL_W, GOAL_H = 236, 176
"""The goal plate, as tall as the new-taco slot it stands level with."""
GOAL_GAP = 24
"""The least felt between the row's last place and the goal plate."""
GOAL_INSET = 16
"""The goal plate's room from the special cards' key."""
GOAL_ROOM = GOAL_W + GOAL_GAP + GOAL_INSET
"""What the goal plate takes of the felt left of the special cards' key: its width, the felt
before it (`GOAL_GAP`) and after it (`GOAL_INSET`). While the row of tacos still stands roomy
(`ROOMY_STEP`) on the rest, the plate stands right of it (`goal_plate.py`), the row centred on
the felt left of it: with two tacos too, whose row once left that felt bare. It stands only
until the first card is taken: gone once, it never comes back (it came and went between
turns as tacos were taken and started)."""


def taco_place(taco_id: int) -> str:
    return f"taco:{taco_id}"


def place_of(action: Action | None) -> str | None:
    """The place an action plays onto (for outlining the hint's target)."""
    if isinstance(action, PlayCard):
        return taco_place(action.taco)
    if isinstance(action, StartTaco):
        return NEW_TACO
    return None


def action_for(viewer: int, card: int, place: str | None) -> Action | None:
    """What dropping `card` on `place` asks the rules for."""
    if place == NEW_TACO:
        return StartTaco(viewer, card)
    if place is not None and place.startswith("taco:"):
        return PlayCard(viewer, card, int(place.split(":")[1]))
    return None


def legal_places(card: int, legal: Iterable[Action]) -> set[str]:
    """The places the rules would accept `card` on."""
    places = set()
    for action in legal:
        if isinstance(action, PlayCard | StartTaco) and action.card == card:
            place = place_of(action)
            if place is not None:
                places.add(place)
    return places


@dataclass(frozen=True)
class LocoModel:
    """The table as this viewer sees it: where the pile, seats, tacos and cards are."""

    obs: TacoLocoObservation
    viewer: int | None
    pile: tuple[float, float]
    seats: tuple[Box, ...]
    columns: dict[str, Box]
    """Each taco's column, then the new-taco slot, left to right."""
    spots: dict[int, Spot]
    hand: tuple[int, ...]
    hand_zone: Box
    prompt_zone: Box
    history_zone: Box
    key_zone: Box
    """The sums' key: in the bottom-right corner, where a question is asked when there is one
    (the felt right of the pile is the row of tacos')."""
    specials_zone: Box
    """The special cards' key: right of the row of tacos, over the sums' key."""
    goal: Box | None = None
    """The goal plate, right of a short row (`GOAL_ROOM`), level with the new-taco slot
    (None: the row needs the felt)."""
    full_hand: tuple[float, ...] = ()
    """Where the cards of a full hand (`hand_size`) would stand across: the hand's tray keeps
    that width when fewer are held (it does not shrink as a hand runs out), and an empty
    hand's frame shows their places."""
    tray_span: tuple[float, float] = (0.0, 0.0)
    """Where the hand's tray starts and ends across (`tray_span`): its label column, then a
    full hand's cards, centred on the hand's zone as a whole."""
    label: float = HAND_LABEL
    """How wide the tray's label column is, left of its cards."""

    @classmethod
    def of(cls, obs: TacoLocoObservation, viewer: int | None, layout: TableLayout,
           label: float = HAND_LABEL) -> LocoModel:
        """The model for `viewer`; `label`: how wide the hand's tray's label column is."""
        players = len(obs.names)
        seats = tuple(Box.of(z.x, z.y, z.width, z.height) for z in
                      (layout.zone(f"seats-{players}", f"seat-{i}") for i in range(players)))
        zone = layout.zone("table", "tacos")
        count = len(obs.tacos) + 1
        hand_zone = layout.zone("table", "hand")
        specials = layout.zone("table", "specials")
        beside = specials.x - KEY_GAP - zone.x  # (the felt left of the special cards' key)
        # (the opening's: until the first card is taken, the tacos only grow in number, so
        # the plate goes once and never comes back; it came and went between turns)
        goal = not any(obs.taken) and row_step(beside - GOAL_ROOM, count)[0] >= ROOMY_STEP
        if goal:  # (a short row: the goal plate takes the felt's right end)
            beside -= GOAL_ROOM
        # (the new-taco slot, last, is a whole column: the tacos share the rest, left of the
        # special cards' key while no taco laps another, else on the whole felt, lapping
        # only the edges of their cards if they must, or tucked `CROWDED_COLUMN` apart)
        room = beside
        step, new = row_step(beside, count)
        if NO_LAP <= step < ROOMY_STEP:  # (just fits: the key gives up a little of its width)
            give = min(KEY_GIVES, int((ROOMY_STEP - step) * max(count - 1, 1)) + 1)
            specials = replace(specials, x=specials.x + give, width=specials.width - give)
            room = beside = beside + give
            step, new = row_step(beside, count)
        if step < NO_LAP:
            room = zone.width
            step, new = row_step(zone.width, count)
            step = step if step >= SIDE_BY_SIDE else min(step, float(CROWDED_COLUMN))
        width = min(COLUMN, step)  # crowded tacos overlap: each column is what shows of it
        row = (count - 1) * step + new
        centre = zone.x + room / 2 + (GOAL_GAP / 2 if goal else 0)  # (even felt either side)
        left = row_left(zone.x, zone.width, row, centre)
        top = row_top(zone.height, tallest(obs.tacos))
        columns = {taco_place(t.id): Box.of(left + i * step, zone.y + top, width,
                                            zone.height - top)
                   for i, t in enumerate(obs.tacos)}
        columns[NEW_TACO] = Box.of(left + len(obs.tacos) * step, zone.y + top, new,
                                   zone.height - top)
        goal_box = None
        if goal:
            level = zone.y + top + BADGE_ROOM + CARD_H / 2  # (the new-taco slot's middle)
            goal_box = Box.of(specials.x - KEY_GAP - GOAL_INSET - GOAL_W, level - GOAL_H / 2,
                              GOAL_W, GOAL_H)
        spots: dict[int, Spot] = {}
        for taco in obs.tacos:
            column = columns[taco_place(taco.id)]
            for card, down in zip(taco.cards, card_tops(column, needs_of(taco.cards)),
                                  strict=True):
                spots[card.id] = Spot(column.x + column.w / 2, column.y + down + CARD_H / 2,
                                      True)
        hand: tuple[int, ...] = ()
        full = max(len(obs.hand), obs.hand_size) if viewer is not None else 0
        across, start, end = tray_span(hand_zone.x, hand_zone.width, full, label)
        if viewer is not None:
            hand = tuple(c.id for c in obs.hand)
            middle = (across, hand_zone.center[1])
            for card_id, (x, y, tilt) in zip(hand, fan(middle, len(hand), hand_zone.width,
                                                       FULL, HAND_SPACING), strict=True):
                spots[card_id] = Spot(x, y, True, angle=tilt)
        prompt = layout.zone("table", "prompt")
        told = layout.zone("table", "history")
        key = layout.zone("table", "key")
        key_box = Box.of(key.x, key.y, key.width, key.height)
        return cls(obs, viewer, layout.zone("table", "pile").center, seats, columns, spots,
                   hand, Box.of(hand_zone.x, hand_zone.y, hand_zone.width, hand_zone.height),
                   Box.of(prompt.x, prompt.y, prompt.width, prompt.height),
                   Box.of(told.x, told.y, told.width, told.height), key_box,
                   Box.of(specials.x, specials.y, specials.width, specials.height),
                   goal=goal_box, full_hand=full_hand_xs(
                       (across, hand_zone.center[1]), hand_zone.width, full)
                   if viewer is not None else (), tray_span=(start, end), label=label)

    @property
    def specials_shown(self) -> bool:
        """The special cards' key has its room: the row of tacos ends left of it (a crowded
        row takes the whole felt, and each card's tooltip says what it does)."""
        right = max((c.x + c.w for c in self.columns.values()), default=0)
        return right + KEY_GAP <= self.specials_zone.x

    @property
    def key_in_corner(self) -> bool:
        """The sums' key stands in the question's corner: a question asked there hides it."""
        return self.key_zone == self.prompt_zone

    def taco_at(self, place: str) -> TacoView | None:
        return next((t for t in self.obs.tacos if taco_place(t.id) == place), None)

    def column_height(self, place: str) -> int:
        """How tall a taco's column is: its sum's room, then its cards fanned down it."""
        taco = self.taco_at(place)
        if taco is None:
            return BADGE_ROOM + CARD_H + 4
        tops = card_tops(self.columns[place], needs_of(taco.cards))
        return int(tops[-1] + CARD_H + 4)

    def tucked(self, place: str) -> tuple[int, int]:
        """A very tall taco's folded middle (`tucked`): the card they are folded over, and
        how many (0: none)."""
        taco = self.taco_at(place)
        if taco is None:
            return (0, 0)
        return tucked(self.columns[place], needs_of(taco.cards))

    def card_room(self, place: str) -> int:
        """How far down its column a taco's first card starts (`card_room`)."""
        taco = self.taco_at(place)
        return card_room(self.columns[place], needs_of(taco.cards)) if taco is not None \
            else BADGE_ROOM

    def place_at(self, pos: tuple[float, float]) -> str | None:
        """The topmost place under the pointer (the new-taco slot last, as drawn)."""
        found = None
        for place, box in self.columns.items():
            if box.contains(pos):
                found = place
        return found

    def seat_at(self, pos: tuple[float, float]) -> int | None:
        return next((seat for seat, box in enumerate(self.seats) if box.contains(pos)), None)


def full_hand_xs(middle: tuple[float, float], room: float, count: int) -> tuple[float, ...]:
    """Where `count` cards would stand across the hand's zone, fanned from `middle`."""
    return tuple(x for x, _y, _tilt in fan(middle, count, room, FULL, HAND_SPACING))


def turned_half_width(tilt: float) -> float:
    """Half the width a hand card takes turned `tilt` degrees (its corners swing out)."""
    angle = math.radians(abs(tilt))
    return (CARD_W * math.cos(angle) + CARD_H * math.sin(angle)) / 2


def tray_span(x: float, room: float, count: int, label: float) -> tuple[float, float, float]:
    """Where a hand of `count` is fanned from across, and where its tray starts and ends: the
    tray (its `label` column, the cards' turned corners, `TRAY_SIDE`) centred on the zone
    (`x`, `room` wide) as a whole, so the felt either side of it is even; a tray wider than
    the zone fills it, its cards as far left as the label column lets them."""
    if count <= 0:
        return (x + room / 2, x, x + room)
    spots = fan((0.0, 0.0), count, room, FULL, HAND_SPACING)
    low = min(sx - turned_half_width(tilt) for sx, _y, tilt in spots)
    high = max(sx + turned_half_width(tilt) for sx, _y, tilt in spots)
    width = label + high - low + TRAY_SIDE
    start = x + max(0.0, (room - width) / 2)
    middle = min(start + label - low, x + room - TRAY_SIDE - high)
    return (middle, max(x, middle + low - label), middle + high + TRAY_SIDE)


def row_left(x: float, width: float, row: float, centre: float) -> float:
    """Where the row of tacos (then the new-taco slot) starts: centred on `centre` (the middle
    of the felt right of the pile) while it fits the zone that way, else as near it as the
    zone allows."""
    return max(x + 10.0, min(centre - row / 2, x + width - 10.0 - row))


def row_step(room: float, count: int) -> tuple[float, float]:
    """How far apart `count` columns (the new-taco slot last) stand in `room` with 10 px to
    spare each side, and how wide the slot's column is (a crowded row's is its place only)."""
    apart = max(count - 1, 1)
    step = (room - 20 - COLUMN) / apart
    if step >= NO_LAP:
        return (min(COLUMN + 10, step), float(COLUMN))
    return ((room - 20 - CROWDED_NEW) / apart, float(CROWDED_NEW))


def tallest(tacos: Iterable[TacoView]) -> int:
    """How many cards the tallest taco holds (a new taco's slot counts as one)."""
    return max([1] + [len(t.cards) for t in tacos])


def row_top(height: float, cards: int) -> int:
    """How far down its zone the row of tacos starts: short tacos sit in the middle of the
    felt between the seats and the hand, no bare band under them; a taco growing down takes
    the room (the row rises as it needs, never squeezing a taco it would not have)."""
    need = BADGE_ROOM + CARD_H + 8 + (cards - 1) * STACK_STEP
    return max(0, int(height - need) // 2)


def needs_of(cards: Sequence[Card]) -> tuple[int, ...]:
    """How deep each card's band must show in a taco for its number to read whole: a number
    card's `READABLE_STEP`, a special card's `SPECIAL_STEP`."""
    return tuple(READABLE_STEP if card.is_number else SPECIAL_STEP for card in cards)


def fans(column: Box, needs: Sequence[int], above: int) -> bool:
    """Whether a taco's cards, fanned evenly down its column from `above`, each show their
    band as deep as it `needs`."""
    return len(needs) <= 1 or stack_offset(column, len(needs), above) >= max(needs[:-1])


def card_room(column: Box, needs: Sequence[int]) -> int:
    """How far down its column a taco's first card starts: under its sum's pill, however tall
    the taco (the pill only laps its first card's top rim, at its right end): a very tall
    taco folds its middle instead (`tucked`). A taco once started its cards at the column's
    top, the pill over the first card's band, and read as a pill covering its number."""
    return BADGE_ROOM


FOLD_FOOT = 8
"""The felt a folded taco keeps over the panels under the row ("What happened", the hand's
tray): it folds one card more rather than reach down to them."""


TUCK_AFTER = 2
"""A taco too tall to show every band whole shows its first cards' bands this many deep, then
its middle cards folded (only their top edges show, a chip on them says how many), then its
latest cards' bands: every band that shows, shows its whole number."""
TUCK_EDGE = 8
"""What shows of each folded card of a very tall taco: its top edge and a sliver of its band's
colour, so the fold reads as that many cards (less, down to none, when a taco is too tall for
it)."""


def tucked(column: Box, needs: Sequence[int]) -> tuple[int, int]:
    """The card under which a very tall taco's middle cards are folded (each showing its top
    edge, `TUCK_EDGE`, over it; a chip on them counts them), and how many are folded, as few
    as leave every band that shows as deep as it needs: (0, 0) when every band shows."""
    above = card_room(column, needs)
    count = len(needs)
    room = column.h - above - CARD_H - 4
    if fans(column, needs, above) or count <= TUCK_AFTER + 2 or sum(needs[:-1]) <= room:
        return (0, 0)
    room -= FOLD_FOOT
    for hidden in range(1, count - TUCK_AFTER - 1):
        under = TUCK_AFTER + hidden
        if sum(needs[:TUCK_AFTER]) + hidden * TUCK_EDGE + sum(needs[under:-1]) <= room:
            return (under, hidden)
    return (count - 1, count - 1 - TUCK_AFTER)


def card_tops(column: Box, needs: Sequence[int]) -> tuple[float, ...]:
    """How far down its column each of a taco's cards starts: fanned `stack_offset` apart,
    or, for a taco too tall for that, each band as deep as it needs or a little deeper (a
    special card's deeper than a number's), its middle folded if it must be (`tucked`:
    `TUCK_EDGE` apart)."""
    above = card_room(column, needs)
    under, hidden = tucked(column, needs)
    count = len(needs)
    room = column.h - above - CARD_H - 4
    if not hidden and (fans(column, needs, above) or sum(needs[:-1]) > room):
        offset = stack_offset(column, count, above)
        return tuple(above + i * offset for i in range(count))
    room -= FOLD_FOOT if hidden else 0
    shown = [i for i in range(count - 1) if i < TUCK_AFTER or i >= under]
    bands = sum(needs[i] for i in shown)
    edge = max(0.0, min(float(TUCK_EDGE), (room - bands) / hidden)) if hidden else 0.0
    scale = min(STACK_STEP / READABLE_STEP, (room - hidden * edge) / bands)
    tops, y = [], float(above)
    for i in range(count):
        tops.append(y)
        y += needs[i] * scale if i in shown else edge
    return tuple(tops)



def stack_offset(column: Box, cards: int, above: int = BADGE_ROOM) -> float:
    """How far apart a taco's cards sit down its column (its first `above` its sum's room)."""
    room = column.h - above - CARD_H - 4
    return min(float(STACK_STEP), room / max(1, cards - 1))
