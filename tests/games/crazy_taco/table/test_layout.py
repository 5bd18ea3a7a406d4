"""Nothing on the Crazy Taco table covers anything: the layout test of the table's fullest
states (solo and 1 v 1, the customer player's hand open, full counters, dice on the cards, big
numbers), at every text size; and every card face lays its parts out apart, never squeezing a
word under 16 px."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from tabletop.app import build_services
from tabletop.assets.catalogs import load_language
from tabletop.core.game import HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.table import draw
from tabletop.games.crazy_taco.table.board import TITLES
from tabletop.games.crazy_taco.table.view import CrazyTacoTable
from tabletop.games.crazy_taco.table.view_model import CARD_DIE, FULL, SIDE
from tabletop.kit import signals
from tabletop.kit.hand import PICKED_LIFT, turned_half_height
from tabletop.kit.signals import MarkLook
from tabletop.tools.screenshot import advance
from tabletop.ui.fonts import TextLog
from tests.scenes.every_scene import TEXT_SIZES
from tests.scenes.helpers import headless_services
from tests.scenes.layout_checks import describe, overflow, texts_drawn

BADGES = ("stamps", "die badge", "not now", "seat")
"""Elements that carry words or numbers over the table (their pictures must not meet)."""


def table_after(seats: int, steps: int, seed: int, scale: float = 1.0, viewer: int = MANAGER,
                big: bool = False, size: tuple[int, int] = (1280, 720), language: str = "en"
                ) -> tuple[CrazyTacoTable, SceneStack, object]:
    """A table `steps` bot moves into a game, seen by `viewer` (`big`: the biggest numbers),
    in a window of `size`, in `language`."""
    services = headless_services() if size == (1280, 720) else build_services(False, size)
    services.settings = None
    if language != "en":
        services.words = load_language(language)
    services.fonts.set_scale(scale)
    spec = services.specs["crazy-taco"]
    names = ("Ana", "Rosalinda Maximiliana")[:seats]
    match = Match(spec, services.game_data(spec),
                  GameSetup(tuple(Seat(n, HUMAN) for n in names), seed,
                            spec.resolve_options({})))
    advance(match, steps)
    if big:
        state = match.rules.state
        state.money, state.fine_due = 999, 99
    stack = SceneStack()
    table = CrazyTacoTable(services, spec, match)
    stack.push(table)
    stack.apply_pending()
    table.tweens.speed = 0
    table.tweens.finish_all()
    while stack.top is not table:  # the hot-seat curtain: the viewer is chosen here
        stack.pop()
        stack.apply_pending()
    table.viewer = viewer
    table.forget_worked_out()
    table.sync(animate=False)
    table.tweens.finish_all()
    services.apply_render_scale()  # the board's picture is drawn again, with the log on
    table.rescaled()
    return table, stack, services


def overlaps(table: CrazyTacoTable, stack: SceneStack, services) -> list[str]:
    """Every two texts or badges on the table that meet, and every text outside its box."""
    log = texts_drawn(services, stack)
    canvas = services.display.canvas.get_rect()
    placed = [p for p in log.placed if p.bounds == canvas]
    if table.model().hand_open:  # the drawer is opaque: what lies under it does not show
        drawer = pygame.Rect(table.board.box("hand"))  # (and it holds only cards: no words)
        placed = [p for p in placed if not drawer.contains(p.rect)]
    if table.model().obs.patience:  # the empty Patience place's words lie under its card
        place = pygame.Rect(table.board.box("patience"))
        said = services.words.gettext("last chance")
        placed = [p for p in placed if not (p.text == said and place.contains(p.rect))]
    found = [f"{describe(p)} {overflow(p)}" for p in placed if overflow(p)]
    for a, b in combinations(placed, 2):
        if a.rect.colliderect(b.rect) and a.rect != b.rect:
            found.append(f"{describe(a)} meets {describe(b)}")
    badges = [e for e in table.elements(services.display.canvas)
              if isinstance(e.key, tuple) and e.key[0] in BADGES or e.key in BADGES]
    for badge in badges:
        own = pygame.Rect(badge.rect).inflate(-8, -8)
        for text in placed:
            if own.colliderect(text.rect) and not own.contains(text.rect):
                found.append(f"{badge.key} meets {describe(text)}")
    for e in table.elements(services.display.canvas):
        if isinstance(e.look, MarkLook):  # a signal's band or ring must not cover words
            inside = pygame.Rect(e.look.rect)
            for text in placed:
                if signals.reach(inside).colliderect(text.rect) and \
                        not inside.contains(text.rect):
                    found.append(f"{e.key} covers {describe(text)}")
    return found


def dice_on_words(table: CrazyTacoTable) -> list[str]:
    """Dice lying on a card over any of its words or numbers (the art may be covered)."""
    faces, found = table.faces, []
    for die, spot in table.model().dice.items():
        die_rect = pygame.Rect(0, 0, spot.side, spot.side)
        die_rect.center = (int(spot.x), int(spot.y))
        for card_id, card in table.model().cards.items():
            card_rect = pygame.Rect(0, 0, *card.size)
            card_rect.center = (int(card.x), int(card.y))
            if not card_rect.colliderect(die_rect):
                continue
            for part, rect in faces.layout(table.data.card(card_id), card.size,
                                           working=card.working):
                if part != "art" and rect.move(card_rect.topleft).colliderect(die_rect):
                    found.append(f"{die} covers {part} of {card_id}")
    return found


STATES = [(1, steps, 7) for steps in (0, 6, 12, 18, 24, 30, 40)] + \
         [(2, steps, 7) for steps in (0, 6, 12, 18, 24, 30, 40)] + \
         [(1, steps, 3) for steps in (5, 15, 25, 35)]


@pytest.mark.parametrize("seats,steps,seed", STATES)
def test_nothing_on_the_table_meets_anything(seats, steps, seed):
    table, stack, services = table_after(seats, steps, seed, big=steps == 30)
    assert overlaps(table, stack, services) == []
    assert dice_on_words(table) == []


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_marks_of_picked_dice_legal_places_and_the_hint_cover_no_words(scale):
    from tests.games.crazy_taco.table.test_view import (
        click,
        die_pos,
        faces,
        press_button,
        rigged,
    )

    stack, table, match = rigged(faces(manager="money", employee_1="food", trainee="drink",
                                       employee_2="food"))
    services = table.services
    services.fonts.set_scale(scale)
    services.apply_render_scale()
    table.rescaled()
    press_button(stack, table, "roll")
    click(stack, die_pos(table, "employee-1"))
    click(stack, die_pos(table, "trainee"))
    table.show_hint()
    assert any(isinstance(e.look, MarkLook) for e in table.elements(services.display.canvas))
    assert overlaps(table, stack, services) == []


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_nothing_meets_at_any_text_size(scale):
    for seats, steps in ((1, 12), (2, 24)):
        table, stack, services = table_after(seats, steps, 7, scale)
        assert overlaps(table, stack, services) == [], (seats, steps)


def customer_turn(scale: float = 1.0):
    """1 v 1, the customer player's own turn with their hand open over the kitchen."""
    for steps in range(0, 60):
        table, stack, services = table_after(2, steps, 5, scale, viewer=CUSTOMER_PLAYER)
        if table.model().hand_open and len(table.model().obs.hand) >= 5:
            return table, stack, services
    raise AssertionError("no customer turn with a full hand")


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_open_hand_meets_nothing(scale):
    table, stack, services = customer_turn(scale)
    assert overlaps(table, stack, services) == []
    hand = [table.cards.sprites[c].rect for c in table.model().obs.hand]
    drawer = pygame.Rect(table.board.box("hand"))
    for a, b in zip(hand, hand[1:], strict=False):
        assert a.right - b.x <= 6, "every hand card shows whole (a fan's sliver overlaps)"
    counter = pygame.Rect(table.board.box("counter-1"))
    for card in table.model().obs.hand:  # resting in the drawer; picked, clear of the counter
        spot = table.model().cards[card]
        assert drawer.top < spot.y - spot.size[1] / 2
        assert counter.bottom < spot.y - spot.size[1] / 2 - PICKED_LIFT
        assert spot.y + turned_half_height(spot.angle) <= drawer.bottom


@pytest.mark.parametrize("seats", (1, 2))
def test_the_steps_main_button_is_the_biggest_on_the_board(seats):
    """The step's main action (Roll the dice, Finish placing, End turn...) is the biggest,
    most obvious button: taller than the others, wider than each, in bigger type."""
    from tabletop.games.crazy_taco.table.buttons import BUTTON_H, PRIMARY_FONT, PRIMARY_H

    seen = 0
    for steps in (0, 8, 30):
        table, _stack, services = table_after(seats, steps, 7)
        table.elements(services.display.canvas)
        pairs = list(zip(table.steps.specs, table.steps.buttons, strict=True))
        main = [b for spec, b in pairs if spec.primary]
        if not main or table.model().obs.extra_offer:
            continue
        seen += 1
        others = [b for spec, b in pairs if not spec.primary]
        one_row = all(b.rect.bottom == main[0].rect.bottom for b in others)
        assert main[0].rect.h == (PRIMARY_H if one_row else BUTTON_H) and PRIMARY_H > BUTTON_H
        assert main[0].size == PRIMARY_FONT
        for other in others:
            assert main[0].rect.w > other.rect.w and main[0].rect.h >= other.rect.h
            assert main[0].rect.bottom == other.rect.bottom or other.rect.bottom < main[0].rect.y
        assert main[0].rect.right == pygame.Rect(table.board.box("actions")).right - 10
    assert seen


def test_the_customer_player_has_a_seat_card_in_one_v_one():
    """1 v 1: the rival is a card in the action panel: their name, their hand as card backs
    with its count and what they may play, inside the panel and clear of its buttons."""
    table, stack, services = table_after(2, 12, 7)
    texts = [p.text for p in texts_drawn(services, stack).placed]
    assert any(t.startswith("Rosalinda Maximiliana") for t in texts), texts
    assert f"{table.model().obs.hand_count} cards" in texts  # words, never a bare number
    assert any(t.endswith(("next turn", "this turn")) for t in texts)
    seat = next(e for e in table.elements(services.display.canvas) if e.key == "seat")
    actions = pygame.Rect(table.board.box("actions"))
    assert actions.contains(pygame.Rect(seat.look.box))
    for button in table.steps.buttons:
        assert not button.rect.colliderect(pygame.Rect(seat.look.box))
    solo, solo_stack, solo_services = table_after(1, 12, 7)
    assert not any(e.key == "seat" for e in solo.elements(solo_services.display.canvas))


def test_the_seat_panel_says_what_may_not_be_played_next_turn():
    """The rule reads as a sentence (round 29: "this turn: no OPEN or TASK card" was a label
    in jargon)."""
    obs = type("Obs", (), {"phase": "dice", "step": "roll", "restricted": False,
                           "special_played": True})()
    assert draw.seat_rule(obs) == "No card marked OPEN or TASK next turn"
    obs.special_played = False
    assert draw.seat_rule(obs) == "May play any card next turn"
    obs.phase, obs.step, obs.restricted = "customers", "play", True
    assert draw.seat_rule(obs) == "No card marked OPEN or TASK this turn"
    obs.restricted = False
    assert draw.seat_rule(obs) == "May play any card this turn"
    assert draw.seat_rule(obs, fits=lambda said: len(said) < 20) == "Any card this turn"


@pytest.mark.parametrize("language", ("en", "es"))
def test_the_seat_cards_pointers_stay_inside_the_action_panel(language):
    """1 v 1, the customer player on turn: the pointers either side of their seat card stand
    inside the action panel, clear of its rim (round 29: they sat on it), and the rule's
    sentence is whole on the card at 16 px or more."""
    from tabletop.kit.signals import OUTSET

    table, stack, services = table_after(2, 6, 7, language=language)
    model = table.model()
    assert model.obs.phase == "customers" and model.obs.step == "play"
    seat = pygame.Rect(table.seat_box(model))
    panel = pygame.Rect(table.board.box("actions"))
    pointers = pygame.Rect(seat.x - OUTSET, seat.y, seat.w + 2 * OUTSET, seat.h)
    assert panel.inflate(-8, -8).contains(pointers), (seat, panel)  # (their tips reach in)
    assert panel.contains(seat.inflate(6, 6)), (seat, panel)  # (its outline)
    table.redraw_all()
    rule = draw.seat_rule(model.obs, services.words)  # (the longer: the card has the room)
    said = [p for p in texts_drawn(services, stack).placed if p.text == rule]
    assert said and seat.contains(said[0].rect) and said[0].rect.h >= 16 \
        and not overflow(said[0]), rule


# --- the popularity track --------------------------------------------------------------------
class CountingFaces:
    """The game's faces, counting the star icons drawn."""

    def __init__(self, faces) -> None:
        self.faces = faces
        self.stars = 0

    def icon(self, name: str, side: int):
        if name == "star":
            self.stars += 1
        return self.faces.icon(name, side)

    def __getattr__(self, name: str):
        return getattr(self.faces, name)


@pytest.mark.parametrize("popularity", (8, 5, 1, 0))
def test_the_popularity_track_shows_exactly_the_stars_it_holds(popularity):
    from tabletop.games.crazy_taco.table.board import board_picture

    table, stack, services = table_after(1, 0, 7)
    faces = CountingFaces(table.faces)
    canvas = services.display.canvas
    board_picture(canvas, services.felt_to_print_on, table.style(), table.board, table.data, faces)
    track = draw.popularity(table.style(), faces, table.board, popularity)
    track.paint(canvas)
    assert faces.stars == popularity


# --- the card faces --------------------------------------------------------------------------
@pytest.mark.parametrize("scale", (1.0, 1.3))
@pytest.mark.parametrize("size", (FULL, SIDE))
def test_every_card_face_lays_its_parts_apart_and_never_squeezes_words(size, scale):
    services = headless_services()
    services.fonts.set_scale(scale)
    table, _, _ = table_after(1, 0, 7)
    from tabletop.games.crazy_taco.table.faces import TacoFaces

    faces = TacoFaces(services.images, services.fonts)
    seen = set()
    problems = []
    for card in table.data.cards.values():
        key = (type(card).__name__, getattr(card, "key", card.id), getattr(card, "kind", ""))
        if key in seen:
            continue
        seen.add(key)
        log = TextLog()
        services.fonts.log = log
        try:
            parts = faces.layout(card, size)
        finally:
            services.fonts.log = None
        bounds = pygame.Rect((0, 0), size)
        for p in log.placed:
            if overflow(p):
                problems.append(f"{card.id}: {describe(p)} {overflow(p)}")
        for name, rect in parts:
            if not bounds.contains(rect):
                problems.append(f"{card.id}: {name} {tuple(rect)} leaves the card")
        for (a, ra), (b, rb) in combinations(parts, 2):
            if ra.colliderect(rb):
                problems.append(f"{card.id}: {a} {tuple(ra)} meets {b} {tuple(rb)}")
    assert problems == []


def test_dice_on_a_full_card_keep_clear_of_its_words():
    from tabletop.games.crazy_taco.table.view_model import card_dice_points

    table, _, _ = table_after(1, 0, 7)
    order = max((c for c in table.data.cards.values() if getattr(c, "is_order", False)),
                key=lambda c: c.food + c.drink)
    parts = [r for name, r in table.faces.layout(order, FULL) if name != "art"]
    for count in range(1, 8):
        for x, y in card_dice_points(FULL[0] / 2, FULL[1] / 2, count):
            die = pygame.Rect(0, 0, CARD_DIE, CARD_DIE)
            die.center = (int(x), int(y))
            assert pygame.Rect((0, 0), FULL).contains(die)
            assert not any(die.colliderect(r) for r in parts), (count, die)


@pytest.mark.parametrize("size", (FULL, SIDE))
def test_icons_a_player_reads_on_a_card_are_at_least_24_px(size):
    from tabletop.games.crazy_taco.table.faces import TacoFaces
    from tabletop.kit.sizes import MIN_ICON_PX

    services = headless_services()
    faces = TacoFaces(services.images, services.fonts)
    table, _, _ = table_after(1, 0, 7)
    icons = ("order food", "order drink", "face ", "penalty star", "needs")
    for card in table.data.cards.values():
        for name, rect in faces.layout(card, size):
            if name.startswith(icons) and "count" not in name:
                assert min(rect.size) >= MIN_ICON_PX, (card.id, name, rect)


def test_an_orders_wants_are_drawn_big_on_a_full_card():
    """What a customer wants is read across the table at 1280x720: on a full-size order card
    its pictures are drawn without their empty margins, each 24 px or more on its shorter
    side and 34 or more on its longer (a taco in a 32 px square was 18 px tall), no bigger
    than the portrait above. (Round 8: this measured the squares, 28 px or more.)"""
    from tabletop.games.crazy_taco.table.faces import TacoFaces

    services = headless_services()
    faces = TacoFaces(services.images, services.fonts)
    table, _, _ = table_after(1, 0, 7)
    orders = [card for card in table.data.cards.values() if getattr(card, "is_order", False)]
    assert orders
    for card in orders:
        parts = dict(faces.layout(card, FULL))
        wants = [rect for name, rect in parts.items()
                 if name in ("order food", "order drink")]
        assert wants and all(min(rect.size) >= 24 and max(rect.size) >= 34
                             for rect in wants), (card.id, wants)
        assert all(max(rect.size) <= parts["art"].h for rect in wants), card.id


def test_a_die_in_the_cup_is_not_drawn_as_a_blank_body():
    """A worker waiting for the roll wears a faint pair of dice, never the plain body that
    reads as a blank face."""
    from tabletop.games.crazy_taco.table.faces import TacoFaces

    services = headless_services()
    faces = TacoFaces(services.images, services.fonts)
    plain = services.images.scaled("dice/employee.png", (64, 64))
    waiting = faces.die("employee", "", 64)
    assert waiting.get_size() == plain.get_size()
    centre = waiting.get_rect().center
    assert waiting.get_at(centre) != plain.get_at(centre)
    corner = (6, waiting.get_height() // 2)
    assert waiting.get_at(corner) == plain.get_at(corner)


def test_the_menus_dice_faces_are_at_least_24_px():
    from tabletop.games.crazy_taco.table import board
    from tabletop.kit.sizes import MIN_ICON_PX

    table, _, services = table_after(1, 0, 7)
    sides = []

    class Faces(CountingFaces):
        def face_icon(self, face, side):
            sides.append(side)
            return self.faces.face_icon(face, side)

    board.draw_menu_card(services.display.canvas, table.style(), table.board, table.data,
                         Faces(table.faces))
    assert sides and min(sides) >= MIN_ICON_PX


def test_an_empty_zone_says_what_comes_there_and_its_tooltip_the_details():
    """An empty zone is a picture and a line saying what will lie there ("Fines from
    inspections"); resting on it anywhere says what it is for."""
    from tabletop.games.crazy_taco.table.draw import EMPTY_ZONE_WORDS
    from tabletop.games.crazy_taco.table.explain import tooltip_lines

    table, stack, services = table_after(1, 0, 7)
    model = table.model().obs
    assert not (model.task_zone or model.bonus_zone or model.extra or model.fine_cards)
    texts = texts_drawn(services, stack).placed
    for name in ("task-zone", "bonus-zone", "extra-area", "fine-area"):
        zone = pygame.Rect(table.board.box(name))
        inside = [p.text for p in texts if zone.contains(p.rect) and p.rect.y > zone.y + 20]
        assert inside == [services.words.gettext(EMPTY_ZONE_WORDS[name])], (name, inside)
        told = tooltip_lines(zone.center, table.model(), table.data, table.dice.die_at,
                             table.cards.card_at, "", services.words)
        assert len(told) >= 2, (name, told)  # the details: what the zone is for


def test_an_empty_patience_place_says_it_is_the_last_chance():
    """The Patience place with nobody in it is no blank red frame: it says what it is."""
    table, stack, services = table_after(1, 0, 7)
    assert not table.model().obs.patience
    place = pygame.Rect(table.board.box("patience"))
    inside = [p.text for p in texts_drawn(services, stack).placed if place.contains(p.rect)]
    assert inside == [services.words.gettext("last chance")]


@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("size", (FULL, SIDE))
def test_a_cards_name_is_said_big_at_1280x720(size, scale):
    """A customer is read by name across the table at 1280x720: a card's title is 20 px
    where it fits, never under the card's 16; most names take the full size."""
    from tabletop.games.crazy_taco.table.faces import TITLE_TEXT, TacoFaces

    services = headless_services()
    services.fonts.set_scale(scale)
    faces = TacoFaces(services.images, services.fonts)
    table, _, _ = table_after(1, 0, 7)
    big, small = (services.fonts.line_height(TITLE_TEXT / scale),
                  services.fonts.line_height(faces.text_size))
    heights = [dict(faces.layout(card, size))["title"].h for card in table.data.cards.values()]
    assert min(heights) >= small, heights
    assert sum(h >= big for h in heights) * 2 > len(heights), heights


LONGEST = ("New task on the storeroom door: Take out the trash (a blank die).",
           "Rosalinda Maximiliana puts a card under the deck.",
           "+$999: Taco especial for the whole family paid.",
           "Two tacos and a drink runs out of patience.")
"""History lines as long as the rules write them (and longer): each is wrapped, never cut."""


@pytest.mark.parametrize("size", ((1280, 720), (1920, 1080)), ids=("720p", "1080p"))
@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("seats", (1, 2))
def test_a_full_history_panel_wraps_its_lines_and_meets_nothing(scale, seats, size):
    from tabletop.games.crazy_taco.rules import events as ev
    from tabletop.ui.fonts import MIN_TEXT

    table, stack, services = table_after(seats, 24, 7, scale, big=True, size=size)
    moves = len(table.match.log)
    table.happened.told(moves, [ev.CardMoved(text, "", "deck", "hand") for text in LONGEST])
    panel = next(e for e in table.elements(services.display.canvas)
                 if e.key == "history panel")
    assert 1 <= len(panel.look.lines) <= draw.HISTORY_ROWS
    if scale <= 1.0:
        assert len(panel.look.lines) >= 2, "two lines at least at the usual text size"
    assert overlaps(table, stack, services) == []
    box = pygame.Rect(table.board.box("history"))
    table.redraw_all()
    told = [p for p in texts_drawn(services, stack).placed if box.contains(p.rect)]
    assert sorted(p.text for p in told[1:]) == sorted(panel.look.lines)  # whole, after the title
    assert not any(p.text.endswith("\u2026") for p in told)
    if scale == 1.0:
        assert all(p.rect.h >= MIN_TEXT - 1 for p in told), [describe(p) for p in told]


# --- badges on the cards -----------------------------------------------------------------------
STAMP_CLEAR = 10
"""A Served / Paid stamp stands this far (px) from the penalty beside it at least: round-6's
reviewers read a stamp 5 px from its "-1" as one mark."""


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_a_stamp_never_covers_what_matters_on_the_card(scale, language):
    """Served / Paid lie in the footer's left, where the computer's message was (a stamped
    card's face leaves it out): clear of the title, the price, the customer's face (the art),
    the order and the dice placed on the card, and `STAMP_CLEAR` px clear of the penalty; its
    word at the card's words' 16 px at least."""
    from tabletop.games.crazy_taco.table.view_model import card_dice_points

    table, _, services = table_after(1, 0, 7, scale, language=language)
    style = table.style()
    card_rect = pygame.Rect((0, 0), FULL)
    problems = []
    for card in table.data.cards.values():
        if not getattr(card, "is_order", False):
            continue
        parts = table.faces.layout(card, FULL, stamped=True)
        if any(name == "message" for name, _ in parts):
            problems.append(f"{card.id}: a stamped face still says its message")
        for served, collected in ((True, False), (False, True), (True, True)):
            stamp = draw.stamps(style, card.id, card_rect, served, collected, 0.0)
            assert stamp is not None
            boxes = draw.stamp_boxes(style, stamp.look)
            for (text, _), box in zip(stamp.look.texts, boxes, strict=True):
                if draw.stamp_size(style, text) * services.fonts.scale < 16 - 1e-6:
                    problems.append(f"{card.id}: {text!r} under 16 px")
                if not card_rect.contains(box):
                    problems.append(f"{card.id}: a stamp {tuple(box)} leaves the card")
                for name, part in parts:
                    if box.colliderect(part):
                        problems.append(f"{card.id}: a stamp covers its {name}")
                    elif name.startswith("penalty") and part.x - box.right < STAMP_CLEAR:
                        problems.append(f"{card.id}: a stamp {part.x - box.right} px from "
                                        f"its {name}")
                for x, y in card_dice_points(FULL[0] / 2, FULL[1] / 2, 4):
                    die = pygame.Rect(0, 0, CARD_DIE, CARD_DIE)
                    die.center = (int(x), int(y))
                    if box is boxes[0] and box.colliderect(die):
                        problems.append(f"{card.id}: a stamp lies under a placed die")
    assert problems == []


def test_the_stamps_on_the_table_cover_no_card_part():
    """On the table itself: every stamp drawn, on the card it belongs to (its face stamped:
    without the message the stamp replaces)."""
    found = []
    seen = 0
    for seats, steps, seed in ((1, 4, 7), (1, 12, 7), (2, 12, 7), (2, 37, 3)):
        table, stack, services = table_after(seats, steps, seed)
        for e in table.elements(services.display.canvas):
            if not (isinstance(e.key, tuple) and e.key[0] == "stamps"):
                continue
            seen += 1
            spot = table.model().cards[e.key[1]]
            assert spot.stamped, e.key
            card = pygame.Rect(0, 0, *spot.size)
            card.center = (int(spot.x), int(spot.y))
            first = draw.stamp_boxes(table.style(), e.look)[0]
            for name, part in table.faces.layout(table.data.card(e.key[1]), spot.size,
                                                 stamped=True):
                if first.colliderect(part.move(card.topleft)):
                    found.append(f"{e.key} covers {name}")
    assert seen
    assert found == []


# --- the Extra on offer ------------------------------------------------------------------------
@pytest.mark.parametrize("seats,steps,seed", ((2, 37, 3), (1, 24, 7)))
@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_an_extra_on_offer_never_covers_the_phase_pills_or_the_seat_card(scale, language,
                                                                          seats, steps, seed):
    table, stack, services = table_after(seats, steps, seed, scale, language=language)
    model = table.model()
    assert model.obs.extra_offer, "these games offer an Extra after so many moves"
    spot = model.cards[model.obs.extra_offer]
    card = pygame.Rect(0, 0, *spot.size)
    card.center = (int(spot.x), int(spot.y))
    elements = {e.key: e for e in table.elements(services.display.canvas)}
    for pill in draw.phase_chips(table.style(), table.board.box("actions")):
        assert not card.colliderect(pill), (tuple(card), tuple(pill))
    if seats == 2:
        assert not card.colliderect(pygame.Rect(elements["seat"].look.box))
    for button in table.steps.buttons:
        assert not card.colliderect(button.rect)
    assert card.bottom <= services.display.canvas.get_rect().bottom - 40  # above the chrome
    assert overlaps(table, stack, services) == []


# --- the results -------------------------------------------------------------------------------
def test_one_v_one_results_say_who_was_the_manager_and_who_ran_the_customers():
    from tabletop.core.scoring import breakdowns_of
    from tabletop.games.crazy_taco.rules import score_breakdown as score
    from tabletop.tools.screenshot import advance

    table, _, _ = table_after(2, 0, 7)
    match = table.match
    advance(match, 400)
    manager, customers = breakdowns_of(match)
    assert manager.seat == MANAGER and isinstance(manager.notes[0], score.PlayedManager)
    assert customers.seat == CUSTOMER_PLAYER
    assert isinstance(customers.notes[0], score.PlayedCustomers)
    solo, _, _ = table_after(1, 0, 7)
    (alone,) = breakdowns_of(solo.match)
    assert not any(isinstance(n, score.PlayedManager) for n in alone.notes)


# --- the menu's key ---------------------------------------------------------------------------
@pytest.mark.parametrize("language", ("en", "es"))
def test_the_menu_says_what_the_blank_square_is_and_what_the_right_column_is(language):
    from tabletop.games.crazy_taco.table.board import MENU_KEY, menu_key_boxes

    table, stack, services = table_after(1, 0, 7, language=language)
    table.redraw_all()
    menu = pygame.Rect(table.board.box("menu"))
    texts = [p.text for p in texts_drawn(services, stack).placed if menu.contains(p.rect)]
    for words in MENU_KEY:
        assert services.words.gettext(words) in texts
    icon, left, right = menu_key_boxes(table.board)
    last = pygame.Rect(list(table.board.menu_rows().values())[-1])
    assert icon.top >= last.bottom and menu.contains(right) and menu.contains(left)


# --- an away die's words ----------------------------------------------------------------------
@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("language", ("en", "es"))
def test_an_away_dies_words_stay_inside_its_kitchen_place(scale, language):
    """"On a task", "held" and the like lie inside the die's empty kitchen place (76 px),
    never over its edge, at every text size."""
    seen = set()
    for seats, steps in ((2, 12), (1, 12), (1, 30), (2, 30)):
        table, stack, services = table_after(seats, steps, 7, scale, language=language)
        log = texts_drawn(services, stack)
        obs = table.model().obs
        for index, die in enumerate(table.data.dice):
            zone = obs.dice[die.id].zone
            if zone not in draw.AWAY or zone == "spent":
                continue
            said = services.words.gettext(draw.away_words(zone, obs.dice[die.id].on,
                                                          table.data))
            x, y = table.board.tray_point(index)
            place = pygame.Rect(0, 0, 76, 76)
            place.center = (int(x), int(y))
            mine = [p for p in log.placed if place.collidepoint(p.rect.center)
                    and p.text in said]
            assert mine, (die.id, said)
            for p in mine:
                assert place.inflate(-4, -4).contains(p.rect), (die.id, describe(p), place)
            seen.add(zone)
    assert "task" in seen


def test_a_resting_workers_place_says_on_a_break_as_the_rest_room_does():
    """A resting die lies in the rest room; its kitchen place says "on a break", the words
    of the rest room's title, inside the place (never bare, never the die twice)."""
    table, stack, services = table_after(1, 12, 7)
    obs = table.model().obs
    resting = [i for i, die in enumerate(table.data.dice) if obs.dice[die.id].zone == "rest"]
    assert resting
    log = texts_drawn(services, stack)
    room = pygame.Rect(table.board.box("rest-room"))
    for index in resting:
        x, y = table.board.tray_point(index)
        place = pygame.Rect(0, 0, 76, 76)
        place.center = (int(x), int(y))
        inside = [p for p in log.placed if place.colliderect(p.rect)]
        assert " ".join(p.text for p in inside) == "on a break", [describe(p) for p in inside]
        assert all(place.inflate(-4, -4).contains(p.rect) for p in inside)
        assert draw.AWAY["rest"] in TITLES["rest-room"]
        spot = table.model().dice[table.data.dice[index].id]
        assert room.collidepoint(spot.x, spot.y)


# --- the menu's rows --------------------------------------------------------------------------
def test_the_menus_faces_show_at_least_24_px_once_each_with_their_count():
    """Each face a dish asks for is one picture whose visible part is at least 24 px across
    (the blank square too), with "×n" beside it when it is wanted n times, as on the cards."""
    from tabletop.games.crazy_taco.table import board
    from tabletop.kit.sizes import MIN_ICON_PX

    table, _, services = table_after(1, 0, 7)
    drawn = []

    class Faces(CountingFaces):
        def face_icon(self, face, side):
            icon = self.faces.face_icon(face, side)
            drawn.append((face, icon.get_bounding_rect()))
            return icon

    board.draw_menu_card(services.display.canvas, table.style(), table.board, table.data,
                         Faces(table.faces))
    wanted = [face for option in table.data.menu for variant in option.variants
              for face, _count in variant.faces]
    assert [face for face, _seen in drawn[:len(wanted)]] == wanted
    for face, seen in drawn:
        assert max(seen.size) >= MIN_ICON_PX and min(seen.size) >= MIN_ICON_PX * 3 // 4, face
    in_rows = drawn[:len(wanted)]  # the flat taco stands as tall as the note and the cup's
    assert min(seen.h for _face, seen in in_rows) >= MIN_ICON_PX - 1, in_rows  # width


@pytest.mark.parametrize("language", ("en", "es"))
def test_what_a_dish_gives_is_said_in_words_in_its_row(language):
    """The right-hand words say what a dish gives in words ("serve all", "1 money die",
    "1 or 2 leave rest room"), never a bare "1 / 2", each whole in its row beside the counts."""
    from tabletop.games.crazy_taco.table.view_text import dish_effect

    table, stack, services = table_after(1, 0, 7, language=language)
    table.redraw_all()
    placed = texts_drawn(services, stack).placed
    for option, row in zip(table.data.menu, table.board.menu_rows().values(), strict=True):
        gives = dish_effect(option, services.words)
        assert "/" not in gives and any(ch.isalpha() for ch in gives), gives
        mine = [p for p in placed if p.text == gives and pygame.Rect(row).contains(p.rect)]
        assert mine, (option.id, gives)
        counts = [p for p in placed if p.text.startswith("\u00d7")
                  and pygame.Rect(row).contains(p.rect)]
        assert all(not c.rect.colliderect(mine[0].rect) for c in counts), option.id
    assert dish_effect(table.data.menu[1], services.words) != dish_effect(
        table.data.menu[3], services.words)  # 1 money die, 2 money dice


# --- the counter's key ------------------------------------------------------------------------
@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("language", ("en", "es"))
def test_the_counter_explains_its_cards_marks_along_its_title(scale, language):
    """The Served and Paid stamps, the star every card costs and the OPEN chip are
    explained on the counter's title line in plain words ("must pay", "to be fed",
    "if it leaves", "1 more card"), each chip the mark's own word, clear of the title
    where it is drawn, inside the counter, at every text size."""
    from tabletop.games.crazy_taco.table.board import (
        ALWAYS_SAID,
        COUNTER_KEY,
        KITCHEN_KEY,
        TITLES,
        title_strip,
    )
    from tabletop.games.crazy_taco.table.faces import MESSAGE_WORDS

    table, stack, services = table_after(2, 12, 7, scale, language=language)
    table.redraw_all()
    words = services.words
    counter = pygame.Rect(table.board.box("counter"))
    placed = [p for p in texts_drawn(services, stack).placed if counter.contains(p.rect)]
    titles = [p for p in placed if p.text == words.gettext(TITLES["counter"])]
    line_foot = title_strip(counter).bottom
    line = [p for p in placed if p.rect.centery < line_foot and p not in titles]
    said = {p.text for p in line}
    for mark in COUNTER_KEY[:ALWAYS_SAID]:  # the stamps', the star's, OPEN's and TASK's
        assert words.gettext(mark.word) in said and words.gettext(mark.means) in said, (
            mark, said)
    assert words.gettext(MESSAGE_WORDS["open"]) in said  # (it lost its room once: #32)
    for p in line:
        assert not any(p.rect.colliderect(title.rect) for title in titles), describe(p)
        assert p.rect.h >= 14 and not overflow(p), describe(p)
    mark = KITCHEN_KEY[0]
    for steps in (0, 40):  # (solo: at 40 moves two dice are kept, at the start none)
        table, stack, services = table_after(1, steps, 7, scale, language=language)
        table.redraw_all()
        kept = any(die.kept and die.zone == "table" for die in table.model().obs.dice.values())
        assert kept == (steps == 40)
        kitchen = pygame.Rect(table.board.box("kitchen"))
        title_line = kitchen.y + 24
        said = {p.text for p in texts_drawn(services, stack).placed
                if kitchen.contains(p.rect) and p.rect.centery < title_line}
        if scale <= 1.0 and kept:  # the kept tag explained beside the kitchen's title
            assert words.gettext(mark.word) in said and words.gettext(mark.means) in said, said
        if not kept:  # no key for a mark nowhere on the table
            assert words.gettext(mark.means) not in said, said


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_a_cards_penalty_is_said_in_big_numbers(scale):
    """The stars and money a customer costs when it leaves unhappy ("-1" by its broken star)
    are read across the table at 1280x720: 20 px on every card, at every text size."""
    from tabletop.games.crazy_taco.table.faces import PENALTY_TEXT, TacoFaces

    services = headless_services()
    services.fonts.set_scale(scale)
    faces = TacoFaces(services.images, services.fonts)
    table, _, _ = table_after(1, 0, 7)
    said = 0
    for card in table.data.cards.values():
        for name, rect in faces.layout(card, FULL):
            if name.startswith("penalty ") and name != "penalty star":
                assert rect.h >= PENALTY_TEXT, (card.id, name, rect)
                said += 1
    assert said


def test_a_tasks_turns_left_stand_beside_its_die_not_on_its_face():
    """A die at work on a task card shows its face whole: the disc with its turns left
    stands beside it, inside the card."""
    from tabletop.games.crazy_taco.table.dice import TURNS_RADIUS, turns_centre
    from tabletop.games.crazy_taco.table.view_model import CAPTIVE_DIE, SMALL

    card = pygame.Rect(0, 0, *SMALL)
    die = pygame.Rect(0, 0, CAPTIVE_DIE, CAPTIVE_DIE)
    die.center = card.center
    x, y = turns_centre(die)
    r = TURNS_RADIUS
    assert r >= 13  # (its digit read across the table)
    disc = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
    assert not disc.colliderect(die)
    assert card.contains(disc)


def test_a_coached_table_still_says_what_to_do_now():
    """In a tutorial the top bar never names the turn alone: while the coach talks it says
    to read the note and press Next, and says the move again once the coach's panel is gone
    (a step that asks a move keeps the usual instruction: `coach_talking`)."""
    from tabletop.games.crazy_taco.table.view import COACH_READ

    table, _, services = table_after(1, 0, 7)
    turn, tip, seat = table.status_text()
    assert tip and seat == MANAGER
    table.coach_covers(pygame.Rect(300, 480, 540, 190))
    assert table.status_text() == (turn, services.words.gettext(COACH_READ), seat)
    table.coach_covers(None)
    assert table.status_text() == (turn, tip, seat)


@pytest.mark.parametrize("language", ("en", "es"))
def test_the_counter_key_says_every_mark_a_size_up_where_it_fits(language):
    """The counter's key is read by a first-time player at 1280x720: the stamps, the star
    a customer costs and the OPEN and TASK chips, every mark a card in the line shows, at the
    table's 18 px at least; the counter's title gives way to them (the wooden counter says
    what it is)."""
    from tabletop.games.crazy_taco.table.board import (
        ALWAYS_SAID,
        COUNTER_KEY,
        KEY_WORDS,
        WORDS,
        key_boxes,
        key_strip,
        title_strip,
        titled,
    )

    table, _, _ = table_after(2, 12, 7, language=language)
    strip = key_strip(title_strip(table.board.box("counter")))
    size, entries = key_boxes(table.style(), strip, "counter")
    assert [entry[0] for entry in entries][:ALWAYS_SAID] == list(COUNTER_KEY[:ALWAYS_SAID])
    assert any(mark.star for mark, *_ in entries)
    assert size in (KEY_WORDS, WORDS)
    assert any(mark.word == "OPEN" for mark, *_ in entries)
    assert any(mark.word == "TASK" for mark, *_ in entries)
    said = titled(table.style(), title_strip(table.board.box("counter")), "counter")
    assert not said or entries[0][3].x > table.board.box("counter").x + 100
    counter = pygame.Rect(table.board.box("counter"))
    for _mark, _word, _said, chip, words_box in entries:
        assert counter.contains(chip) and counter.contains(words_box)


@pytest.mark.parametrize("language", ("en", "es"))
def test_place_one_says_it_leaves_next(language):
    """The queue's numbers say what they mean where the player looks: place 1, at the
    right of the line, is the next to leave (the rulebook's order)."""
    table, stack, services = table_after(1, 0, 7, language=language)
    table.redraw_all()
    said = services.words.gettext("{place} · leaves next").format(place=1)
    one = pygame.Rect(table.board.box("counter-1"))
    placed = [p for p in texts_drawn(services, stack).placed if p.text == said]
    assert len(placed) == 1, said
    words = placed[0]
    assert one.left <= words.rect.centerx <= one.right and words.rect.top >= one.bottom, \
        describe(words)
    assert not overflow(words) and words.rect.h >= 14, describe(words)


def test_every_mark_on_a_chip_reads_at_4_5_to_1():
    """A chip's words (the stamps, the kept tag, the computer's messages, the key's) read
    on a TV: 4.5:1 against the chip at least, as the words on the counter's wood and the
    Patience place's do."""
    from tabletop.games.crazy_taco.table.board import (
        COUNTER_KEY,
        KITCHEN_KEY,
        chip_ink,
        stamp_colours,
    )
    from tabletop.ui import palette

    for mark in (*COUNTER_KEY, *KITCHEN_KEY):
        if mark.stamp:  # (a pale chip, its word in the stamp's colour made dark: round 29)
            fill, ink = stamp_colours(mark.colour)
            assert palette.contrast_ratio(ink, fill) >= 4.5, mark
            assert palette.contrast_ratio(fill, palette.CREAM) < 1.4, mark  # (light: a stamp)
        elif not mark.star:
            fill = mark.colour[:3]
            assert palette.contrast_ratio(chip_ink(mark.colour)[:3], fill) >= 4.5, mark
    assert [mark.word for mark in COUNTER_KEY if mark.stamp] == [text for text, _ in draw.STAMPS]
    wood = palette.COUNTER_WOOD[:3]
    for ink in (palette.PATIENCE_INK, palette.LABEL_INK, palette.CREAM):
        assert palette.contrast_ratio(ink, wood) >= 4.5, ink
    assert palette.contrast_ratio(palette.PATIENCE_INK, wood) >= 6  # pink, read at a glance
    assert palette.contrast_ratio(palette.LABEL_INK, palette.DIE_PLACE) >= 4.5
    assert palette.contrast_ratio(palette.DISABLED_INK, palette.CREAM_DARK) >= 4.5
    assert palette.contrast_ratio(palette.CREAM, draw.USED_HOUR) >= 4.5  # "1: $3 used"


def test_dice_paid_to_a_dish_lie_over_the_faces_they_paid():
    """Dice laid on a menu row cover the way to pay they paid (the drinks of "food ×3 or
    drink ×3", not the food), side by side or in a little pile, never out over what the
    dish gives."""
    from tabletop.games.crazy_taco.rules.shared import SPENT
    from tabletop.games.crazy_taco.table.board import menu_spans
    from tabletop.games.crazy_taco.table.view_model import MENU_DIE, menu_dice_xs, paid_span

    for n in range(1, 6):
        for width in range(MENU_DIE, 90, 7):
            xs = menu_dice_xs(n, 100, 100 + width)
            assert len(xs) == n
            if n * 6 + MENU_DIE <= width or n == 1:
                assert min(xs) - MENU_DIE / 2 >= 99 and max(xs) + MENU_DIE / 2 <= 101 + width
    spans = ((10, 60, (("food", 3),)), (80, 130, (("drink", 3),)))
    assert paid_span(["drink", "drink"], spans) == (80, 130)
    assert paid_span(["food"], spans) == (10, 60)
    table, _, _ = table_after(1, 20, 7)
    obs = table.model().obs
    on_menu = {d: die.on[5:] for d, die in obs.dice.items()
               if die.zone == SPENT and die.on.startswith("menu-")}
    assert on_menu, "the seed lays dice on a dish"
    spans_now = menu_spans(table.style(), table.board, table.data, table.faces)
    for die, dish in on_menu.items():
        faces = [obs.dice[d].face for d, where in on_menu.items() if where == dish]
        left, right = paid_span(faces, spans_now[dish])
        spot = table.model().dice[die]
        assert left - 1 <= spot.x - spot.side / 2 and spot.x + spot.side / 2 <= right + 1


@pytest.mark.parametrize("language", ("en", "es"))
def test_a_dish_ordered_is_outlined_and_its_dice_places_say_on_the_menu(language):
    """Dice paid to a dish: its row is outlined in the menu's colour (the dice lie in it),
    and each die's kitchen place says "on the menu", never the bare "at work"."""
    from tabletop.games.crazy_taco.rules.shared import SPENT
    from tabletop.games.crazy_taco.table.view_model import MENU_DIE, ROW_H

    table, stack, services = table_after(1, 20, 7, language=language)
    obs = table.model().obs
    on_menu = {d: die.on[5:] for d, die in obs.dice.items()
               if die.zone == SPENT and die.on.startswith("menu-")}
    assert on_menu
    elements = {e.key: e for e in table.elements(services.display.canvas)}
    log = texts_drawn(services, stack)
    said = services.words.gettext(draw.AWAY_ON_MENU)
    rows = table.board.menu_rows()
    for index, die in enumerate(table.data.dice):
        if die.id not in on_menu:
            continue
        row = pygame.Rect(rows[on_menu[die.id]])
        assert ("ordered", on_menu[die.id]) in elements
        assert elements[("ordered", on_menu[die.id])].rect.contains(row)
        spot = table.model().dice[die.id]
        assert row.collidepoint(spot.x, spot.y) and spot.side == MENU_DIE >= ROW_H - 2
        x, y = table.board.tray_point(index)
        place = pygame.Rect(0, 0, 76, 76)
        place.center = (int(x), int(y))
        inside = " ".join(p.text for p in log.placed if place.colliderect(p.rect))
        assert inside == said, inside
    assert not [k for k in elements if isinstance(k, tuple) and k[0] == "ordered"
                and k[1] not in on_menu.values()]


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize(("seats", "steps"), ((1, 0), (1, 12), (2, 6), (2, 12)))
def test_no_word_on_the_table_is_under_the_smallest_text_at_1280x720(seats, steps, language):
    """Read from the sofa at 1280x720: every text the table draws (its cards' too) stands at
    least a line of the smallest text size tall (16 px, the letters themselves over 11 px);
    a card's name and its penalty stand taller still."""
    from tabletop.ui.fonts import MIN_TEXT

    table, stack, services = table_after(seats, steps, 7, language=language)
    least = services.fonts.line_height(MIN_TEXT)
    small = [describe(p) for p in texts_drawn(services, stack).placed
             if p.text.strip() and p.rect.h < least]
    assert small == []
    for size in (FULL, SIDE):  # the cards' faces, drawn once and kept
        for card in table.data.cards.values():
            small += [f"{card.id}: {describe(p)}" for p in texts_on_face(table, card, size)
                      if p.text.strip() and p.rect.h < least]
    assert small == []


@pytest.mark.parametrize("language", ("en", "es"))
def test_the_marks_and_notes_a_player_decides_by_are_20_px_at_1280x720(language):
    """#32's reviewers read the Served / Paid stamps, the OPEN / TASK chips, "then free",
    "tasks left" and a task's "2 turns" at 11-13 px: each now stands a line of 20 px tall
    (a chip's word 18 at least where a long word shares a small card's footer; a stamp's
    16 at least where its word would come within `STAMP_CLEAR` of the penalty: round 6)."""
    from tabletop.games.crazy_taco.table.board import title_strip
    from tabletop.games.crazy_taco.table.faces import MESSAGE_TEXT, MESSAGE_WORDS

    table, stack, services = table_after(2, 8, 7, language=language)  # Paid, the trash task
    words = services.words
    tall = services.fonts.line_height(20)
    notes = {words.gettext("then free"), words.gettext("2 turns"),
             words.gettext("tasks left: {count}").format(count=table.model().obs.task_deck_count)}
    key_line = title_strip(table.board.box("counter")).bottom  # (the key's chips: 18 in
    drawn = texts_drawn(services, stack).placed  # Spanish, a test above)
    placed = [p for p in drawn if p.text in notes and p.rect.y > key_line]
    assert {p.text for p in placed} >= notes - {words.gettext("2 turns")}
    assert [describe(p) for p in placed if p.rect.h < tall] == []
    paid = [p for p in drawn if p.text == words.gettext("Paid") and p.rect.y > key_line]
    assert paid and all(p.rect.h >= services.fonts.line_height(16) for p in paid)
    if language == "en":  # ("Paid" has the room for 20 px)
        assert all(p.rect.h >= tall for p in paid), [describe(p) for p in paid]
    chips = {words.gettext(word) for word in MESSAGE_WORDS.values()}
    least = services.fonts.line_height(MESSAGE_TEXT)
    seen = 0
    for card in table.data.cards.values():
        for p in texts_on_face(table, card, FULL):
            if p.text in chips:
                seen += 1
                assert p.rect.h >= least, (card.id, describe(p))
    assert seen
    trash = next(card for card in table.data.cards.values() if card.id.startswith("trash"))
    log = TextLog()
    services.fonts.log = log
    try:
        table.faces.layout(trash, SIDE)  # its turns, in the task zone
    finally:
        services.fonts.log = None
    turns = [p for p in log.placed if p.text == words.ngettext(
        "{count} turn", "{count} turns", trash.turns).format(count=trash.turns)]
    assert turns and all(p.rect.h >= tall for p in turns), [describe(p) for p in log.placed]


def texts_on_face(table, card, size):
    """The words a card's face places at `size` (laid out, as it is drawn once and kept)."""
    log = TextLog()
    table.services.fonts.log = log
    try:
        table.faces.layout(card, size)
    finally:
        table.services.fonts.log = None
    return log.placed


@pytest.mark.parametrize("language", ("en", "es"))
def test_in_1v1_the_kitchen_says_whose_workers_by_name(language):
    """1 v 1: the kitchen's title line names the manager whose workers they are ("KITCHEN  ·
    Ana's workers"), never "your workers" (untrue on the customer player's turn, round 11),
    and on the customer player's turn says the kitchen waits, and for whom (round 14: "waits
    for its turn" had no subject); the name's words at 16 px at least, clear of the key's."""
    from tabletop.games.crazy_taco.table.board import TITLES, VERSUS_TITLES
    from tabletop.games.crazy_taco.table.draw import KITCHEN_WAITS

    phases = set()
    for steps in (0, 30, 60):
        table, stack, services = table_after(2, steps, 7, language=language)
        table.redraw_all()
        words = services.words
        kitchen = pygame.Rect(table.board.box("kitchen"))
        line = [p for p in texts_drawn(services, stack).placed
                if kitchen.contains(p.rect) and p.rect.centery < kitchen.y + 24]
        said = [p.text for p in line]
        assert words.gettext(TITLES["kitchen"]) not in said, said
        assert words.gettext(VERSUS_TITLES["kitchen"]) in said, said
        whose = words.gettext("  ·  {name}'s workers").format(name="Ana")
        assert whose in said, said
        name = next(p for p in line if p.text == whose)
        assert name.rect.h >= 16 and not overflow(name), describe(name)
        assert not any(name.rect.colliderect(p.rect) for p in line if p is not name), said
        phase = table.model().obs.phase
        phases.add(phase)
        customer = table.match.setup.seats[1].name  # (the customer player: who it waits for)
        waits = {words.gettext(text).format(manager="Ana", customer=customer)
                 for text in KITCHEN_WAITS}
        assert bool(waits & set(said)) == (phase == "customers"), said
        assert not any("waits" in text and customer not in text for text in said), said
    assert "customers" in phases and len(phases) > 1


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("size", (FULL, SIDE))
def test_an_extra_says_what_it_does_in_words_on_its_face(size, language):
    """An Extra's face says its trade in words ("Food or drink works as money"), whole, at
    the card's 16 px or more, inside its body over the footer (round 29: the Terminal's
    "taco = $" pictures read as a riddle and left out the drink); its art stays 24 px."""
    from tabletop.games.crazy_taco.table.faces import extra_words

    table, _, services = table_after(1, 0, 7, language=language)
    extras = [c for c in table.data.cards.values() if getattr(c, "kind", "") == "extra"]
    assert {c.key for c in extras} == {"grill", "soda-fountain", "card-terminal"}
    for card in extras:
        said = extra_words(card, services.words)
        assert "=" not in said and said[0].isupper(), said
        placed = texts_on_face(table, card, size)
        body = [p for p in placed if p.text == said]
        assert body, (said, [p.text for p in placed])
        assert body[0].rect.h >= 18 and not overflow(body[0]), describe(body[0])
        parts = dict(table.faces.layout(card, size))
        assert min(parts["art"].size) >= 24 and parts["art"].bottom <= body[0].rect.y
        assert body[0].rect.bottom <= parts["resale"].y, (said, describe(body[0]))
    terminal = next(c for c in extras if c.key == "card-terminal")
    if language == "en":
        assert extra_words(terminal, services.words) == "Food or drink works as money"


@pytest.mark.parametrize("size", ((1280, 720), (1920, 1080)))
def test_an_orders_pictures_keep_their_size_with_two_items_at_both_window_sizes(size):
    """Every order on a full-size card draws its taco and cup as the pictures themselves
    (the taco 40 wide, the cup 34 tall), "×2" beside each, at 1280x720 and 1920x1080 alike
    (round 25: a Couple's two items fell back to half-size squares at 1920x1080)."""
    from tabletop.games.crazy_taco.table.view_model import ORDER_ROOM

    table, _, _ = table_after(1, 0, 7, size=size)
    seen = 0
    for card in table.data.cards.values():
        if not getattr(card, "is_order", False):
            continue
        parts = dict(table.faces.layout(card, FULL))
        for item in ("food", "drink"):
            if getattr(card, item):
                at = parts[f"order {item}"]
                assert at.size == table.faces._glyph_size(item, ORDER_ROOM), (card.key, at)
        seen += card.food > 1 and card.drink > 1
    assert seen


def test_the_customer_players_card_shows_a_back_for_each_card_of_a_full_hand():
    """1 v 1: the seat card's small backs are as many as the count beside them says, up to
    a full hand (5 backs beside "5 cards", never 4)."""
    from tabletop.games.crazy_taco.table.draw import SEAT_NARROW, mini_backs

    table, _, _ = table_after(2, 0, 7)
    full = table.data.board.hand_size
    for hand in range(1, full + 1):
        assert mini_backs(SEAT_NARROW, hand) == hand


@pytest.mark.parametrize("language", ("en", "es"))
def test_every_away_dies_words_keep_the_boards_size_in_its_kitchen_place(language):
    """What an away die's kitchen place says ("on a break", "on the menu", "cleaning up",
    Spanish "en limpieza") fits its room at the board's 18 px, never shrunk to 16."""
    from tabletop.games.crazy_taco.table.board import WORDS

    _, _, services = table_after(1, 0, 7, language=language)
    said = [*draw.AWAY.values(), *draw.AWAY_ON_BONUS.values(), draw.AWAY_ON_MENU]
    for words in said:
        text = services.words.gettext(words)
        assert services.fonts.fit(text, WORDS, draw.AWAY_ROOM, True)[0] == WORDS, text
