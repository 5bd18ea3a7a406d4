"""Crazy Taco's dice on the table: sprites that tumble and settle on the rules' face, and the
layer that keeps one per die where the model puts it.

A roll is one tween of `roll` from 0 to 1 (ART.md: 500–700 ms): quick face changes while the
die hops and turns, a squash on landing, then it settles on the face the rules rolled. The
faces shown while tumbling are decoration only; the table never decides a result.

`DiceLayer.sync` moves every die toward its spot (tumbling the ones just rolled); each die
becomes one element, and its badge (a task's turns left, "kept", the trainee's lock) another,
so a die at rest is never drawn again.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.language import N_
from tabletop.games.crazy_taco.rules.cards import DieDef
from tabletop.games.crazy_taco.table.draw import tag, tag_reach
from tabletop.games.crazy_taco.table.faces import TacoFaces
from tabletop.games.crazy_taco.table.view_model import DieSpot
from tabletop.kit import signals
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.ui import paint, palette
from tabletop.ui.card_sprite import ease_lift
from tabletop.ui.draw import text_in
from tabletop.ui.palette import SKY as KEPT_TAG
from tabletop.ui.palette import SLATE as USED_TAG
from tabletop.ui.palette import TASK_BADGE
from tabletop.ui.tween import LINEAR, TweenRunner

ROLL_SECONDS = 0.62
MOVE_SECONDS = 0.3
TUMBLE_END = 0.7       # share of the roll spent in the air
SQUASH_END = 0.86      # then squashed on landing until here, then settling
HOP = 30.0             # pixels at the top of the hop
FLICKERS = 11          # face changes while tumbling
DRAG_SPACING = 58      # dice dragged together follow the pointer this far apart
DRAG_LIFT = 12.0


class DieSprite:
    """One worker die on the table; (x, y) is its centre, `side` its size in pixels."""

    def __init__(self, die_id: str, role: str, faces: tuple[str, ...], face: str,
                 pos: tuple[float, float], side: float, seed: int) -> None:
        self.id = die_id
        self.role = role
        self.faces = faces
        self.face = face
        self.x, self.y = pos
        self.side = side
        self.roll = 1.0
        self.lift = 0.0
        self.dim = False
        self.seed = seed
        self.highlight: signals.SignalLook | None = None
        self.badge = ""  # a turn counter (captive dice) or a mark such as "kept"

    def look(self) -> tuple:
        """Everything about the die that shows (a table whose dice keep their look is still)."""
        return (self.id, self.face, self.x, self.y, self.side, self.roll, self.lift, self.dim,
                self.highlight, self.badge)

    @property
    def rolling(self) -> bool:
        return self.roll < 1.0

    @property
    def rect(self) -> pygame.Rect:
        s = int(self.side)
        return pygame.Rect(int(self.x - s / 2), int(self.y - s / 2 - self.lift), s, s)

    def start_roll(self, tweens: TweenRunner, delay: float = 0.0) -> None:
        """The die tumbles, lands and settles; with reduced motion it only turns to its new
        face (no hop, spin or squash)."""
        if tweens.reduced:
            self.roll = 1.0
            return
        self.roll = 0.0
        tweens.add(self, "roll", 1.0, ROLL_SECONDS, LINEAR, delay)

    def move_to(self, tweens: TweenRunner, x: float, y: float, side: float,
                delay: float = 0.0) -> None:
        if (round(self.x), round(self.y)) != (round(x), round(y)):
            tweens.add(self, "x", x, MOVE_SECONDS, delay=delay)
            tweens.add(self, "y", y, MOVE_SECONDS, delay=delay)
        if round(self.side) != round(side):
            tweens.add(self, "side", side, MOVE_SECONDS, delay=delay)

    def shown_face(self) -> str:
        """The face on top now: flickering while in the air, the rules' face once landed."""
        if self.roll >= TUMBLE_END or not self.face:
            return self.face
        step = int(self.roll * FLICKERS)
        return self.faces[(self.seed * 7 + step * 5) % len(self.faces)]

    def pose(self) -> tuple[float, float, float, float]:
        """(hop height, angle, x scale, y scale) for the current moment of the roll."""
        p = self.roll
        if p >= 1.0:
            return 0.0, 0.0, 1.0, 1.0
        if p < TUMBLE_END:
            t = p / TUMBLE_END
            hop = math.sin(math.pi * t) * HOP
            angle = t * 360.0 * (1 if self.seed % 2 else -1)
            return hop, angle, 1.0, 1.0
        if p < SQUASH_END:
            t = (p - TUMBLE_END) / (SQUASH_END - TUMBLE_END)
            squash = math.sin(math.pi * t) * 0.22
            return 0.0, 0.0, 1.0 + squash * 0.7, 1.0 - squash
        t = (p - SQUASH_END) / (1 - SQUASH_END)
        wobble = math.sin(math.pi * t) * 0.05
        return 0.0, 0.0, 1.0 - wobble * 0.5, 1.0 + wobble

    def reach(self) -> pygame.Rect:
        """Every logical pixel `draw` may touch now: the die turned any way, its highlight
        and its shadow."""
        hop, _, sx, sy = self.pose()
        side = int(self.side)
        half = side * 0.75 * max(sx, sy) + signals.OUTSET + 2  # half the diagonal, the mark
        centre_y = self.y - hop - self.lift + side * (1 - sy) / 2
        body = pygame.Rect(int(self.x - half) - 1, int(centre_y - half) - 1,
                           int(2 * half) + 3, int(2 * half) + 3)
        base_y = self.y + side / 2 - self.lift * 0.2
        shadow = pygame.Rect(int(self.x + 2 - side * 0.625) - 3, int(base_y - 2 - side * 0.25)
                             - 3, int(side * 1.25) + 7, int(side * 0.5) + 7)
        return body.union(shadow)

    def draw(self, canvas: pygame.Surface, faces: TacoFaces) -> None:
        hop, angle, sx, sy = self.pose()
        side = int(self.side)
        image = faces.die(self.role, self.shown_face(), side)
        if sx != 1.0 or sy != 1.0:
            image = paint.smoothscale(image, (max(1, int(side * sx)),
                                              max(1, int(side * sy))))
        if angle:
            image = paint.rotate(image, angle)
        shadow = faces.die_shadow(side)
        base_y = self.y + side / 2 - self.lift * 0.2
        if hop or self.lift:
            shrink = max(0.5, 1 - (hop + self.lift) / 90)
            shadow = paint.smoothscale(
                shadow, (max(1, int(shadow.get_width() * shrink)),
                         max(1, int(shadow.get_height() * shrink))))
        canvas.blit(shadow, shadow.get_rect(center=(int(self.x + 2), int(base_y - 2))))
        centre_y = self.y - hop - self.lift + side * (1 - sy) / 2
        rect = image.get_rect(center=(int(self.x), int(centre_y)))
        if self.dim:
            image = image.copy()
            image.set_alpha(110)
        canvas.blit(image, rect)
        if self.highlight is not None:  # one of the kit's signals (selected, hint, cursor)
            self.highlight.paint(canvas, rect, max(6, side // 5), fill=False)


class DiceLayer:
    """One sprite per die, kept where the model puts it."""

    def __init__(self, dice: Sequence[DieDef], tweens: TweenRunner) -> None:
        self.defs = tuple(dice)
        self.tweens = tweens
        self.sprites: dict[str, DieSprite] = {}

    def clear(self) -> None:
        self.sprites.clear()

    def sync(self, spots: Mapping[str, DieSpot], animate: bool, delays: Mapping[str, float],
             rolled: Mapping[str, float], held: Iterable[str] = ()) -> None:
        """Every die toward its spot (the dice `held` by a drag stay put); the dice `rolled`
        tumble, each after its delay."""
        held = set(held)
        for index, die_def in enumerate(self.defs):
            spot = spots[die_def.id]
            sprite = self.sprites.get(die_def.id)
            if sprite is None:
                sprite = self.sprites[die_def.id] = DieSprite(
                    die_def.id, die_def.role, die_def.faces, spot.face, (spot.x, spot.y),
                    spot.side, index + 3)
            sprite.face, sprite.dim, sprite.badge = spot.face, spot.dim, spot.badge
            if die_def.id in held:
                continue
            if not animate:
                sprite.x, sprite.y, sprite.side, sprite.roll = spot.x, spot.y, spot.side, 1.0
                continue
            sprite.move_to(self.tweens, spot.x, spot.y, spot.side, delays.get(die_def.id, 0.0))
            if die_def.id in rolled:
                sprite.start_roll(self.tweens, rolled[die_def.id])

    def snap_back(self, dice: Iterable[str], spots: Mapping[str, DieSpot]) -> None:
        """Dice dropped where they are refused go home."""
        for die_id in dice:
            sprite = self.sprites.get(die_id)
            spot = spots.get(die_id)
            if sprite is not None and spot is not None:
                sprite.move_to(self.tweens, spot.x, spot.y, spot.side)

    def die_at(self, pos: tuple[int, int]) -> str | None:
        """The topmost die under the pointer (a little slack round each)."""
        for die_def in reversed(self.defs):
            sprite = self.sprites.get(die_def.id)
            if sprite is not None and sprite.rect.inflate(6, 6).collidepoint(pos):
                return die_def.id
        return None

    def ease(self, dt: float, lifts: Mapping[str, float]) -> None:
        """One step: each die rises or falls toward its lift (picked, hovered)."""
        for sprite in self.sprites.values():
            ease_lift(sprite, lifts.get(sprite.id, 0.0), dt)

    def follow(self, group: Sequence[str], lead: str, pos: tuple[float, float]) -> None:
        """Dice dragged together follow the pointer in a row, raised."""
        x, y = pos
        first = group.index(lead)
        for i, die_id in enumerate(group):
            sprite = self.sprites[die_id]
            sprite.x, sprite.y = x + (i - first) * DRAG_SPACING, y
            sprite.lift = DRAG_LIFT

    def elements(self, style: Style, faces: TacoFaces, z: float, hidden: Iterable[str],
                 raised: Iterable[str], highlights: Mapping[str, signals.SignalLook | None]
                 ) -> list[Element]:
        """Every die not `hidden` (with its badge), in the data's order from `z` up; dice
        `raised` (dragged), lifted or tumbling over the others."""
        hidden, raised = set(hidden), set(raised)
        resting: list[DieSprite] = []
        top: list[DieSprite] = []
        for sprite in self.sprites.values():
            sprite.highlight = highlights.get(sprite.id)
            if sprite.id in hidden:
                continue
            if sprite.id in raised or sprite.lift > 1 or sprite.rolling:
                top.append(sprite)
            else:
                resting.append(sprite)
        out = []
        for n, sprite in enumerate(resting + top):
            out.append(die_element(sprite, faces, z + n * 2e-3))
            badge = badge_element(style, faces, sprite, z + n * 2e-3 + 1e-3)
            if badge is not None:
                out.append(badge)
        return out


def die_element(sprite: DieSprite, faces: TacoFaces, z: float) -> Element:
    return Element(("die", sprite.id), sprite.reach(), z, sprite.look(),
                   partial(_paint_die, sprite, faces))


def _paint_die(sprite: DieSprite, faces: TacoFaces, canvas: pygame.Surface) -> None:
    sprite.draw(canvas, faces)


# --- a die's badge ------------------------------------------------------------------------------
@dataclass(frozen=True)
class BadgeLook:
    badge: str
    rect: tuple[int, int, int, int]
    """The die's square, where the badge sits by."""
    style: tuple


KEPT_RISE = 8
"""A die's tag ("kept", "used", "idle") sits on the die's head, its foot this far below the
die's top edge: across the die's rim and the place's top, clear of the face's picture (round
24: across the die's foot it covered half the pips) and of the kitchen's title above."""


def tag_foot(rect: pygame.Rect) -> tuple[int, int]:
    """Where a die's tag stands (its midbottom): on the die's head, over its rim."""
    return (rect.centerx, rect.top + KEPT_RISE)


TAGS = {"kept": (N_("kept"), KEPT_TAG), "used": (N_("used"), USED_TAG),
        "idle": (N_("idle"), USED_TAG), "rest": (N_("to rest"), palette.REST_EDGE)}
"""A die's tag across its foot, by its badge: "kept" (not rolled again) on the sky, "used"
(this turn, on a card that has gone: why it is greyed) on the slate, "idle" (left in the cup
once the dice phase is over: it sits this turn out; round 14, the greyed Manager said no
word why) on the slate, "to rest" (rolled zzz: it goes to the rest room when the turn ends,
the kitchen's key says so) on the rest room's violet."""


TAG_WORDS = 20
"""A die's tag's words ("kept", "used"): a note a player reads to decide, like the place's
notes (`board.NOTE_WORDS`); round 13, at the table's 18 px they read 13 px high at 1280x720."""
TURNS_GAP = 2
"""A captive die's turns-left disc stands this far left of the die: the face stays whole."""
TURNS_RADIUS = 15
"""The turns-left disc's radius: its digit (`TURNS_TEXT`) read across the table (round 13:
a size up, the disc on a small card in the bonus zone read small)."""
TURNS_TEXT = 23


def turns_centre(rect: pygame.Rect) -> tuple[int, int]:
    """The centre of a captive die's turns-left disc, beside the die on its left, level with
    its middle (the card's price coin, if any, is on the right)."""
    return (rect.left - TURNS_GAP - TURNS_RADIUS, rect.centery)


def badge_element(style: Style, faces: TacoFaces, sprite: DieSprite, z: float
                  ) -> Element | None:
    """A die's turns left on its task, its "kept" tag or the trainee's lock (none while it
    tumbles)."""
    if not sprite.badge or sprite.rolling:
        return None
    rect = sprite.rect
    look = BadgeLook(sprite.badge, (rect.x, rect.y, rect.w, rect.h), style.key)
    if sprite.badge.isdigit():
        reach = pygame.Rect(0, 0, 2 * TURNS_RADIUS + 4, 2 * TURNS_RADIUS + 4)
        reach.center = turns_centre(rect)
    elif sprite.badge in TAGS:
        reach = tag_reach(style, style.words.gettext(TAGS[sprite.badge][0]),
                          tag_foot(rect), TAG_WORDS)
    else:
        reach = pygame.Rect(rect.right - 18, rect.y - 10, 28, 28)
    return Element(("die badge", sprite.id), reach, z, look,
                   partial(_paint_badge, look, style, faces))


def _paint_badge(look: BadgeLook, style: Style, faces: TacoFaces,
                 canvas: pygame.Surface) -> None:
    rect = pygame.Rect(look.rect)
    if look.badge.isdigit():
        centre = turns_centre(rect)
        paint.circle(canvas, TASK_BADGE, centre, TURNS_RADIUS)
        paint.circle(canvas, palette.CREAM, centre, TURNS_RADIUS, 2)
        inner = TURNS_RADIUS - 2
        text_in(canvas, style.ui, look.badge, TURNS_TEXT, palette.WHITE,
                pygame.Rect(centre[0] - inner, centre[1] - inner, 2 * inner, 2 * inner),
                "center")
    elif look.badge in TAGS:
        word, colour = TAGS[look.badge]
        tag(canvas, style, style.words.gettext(word), tag_foot(rect),
            colour, TAG_WORDS)
    elif look.badge == "held":
        lock = faces.icon("lock", 20)
        canvas.blit(lock, lock.get_rect(center=(rect.right - 4, rect.y + 4)))

