"""What the Taco Loco table shows a player at every seat count, both window sizes, every text
size, in English and Spanish: the new-taco slot (a named place to drop on), each taco's sum
out of the perfect one ("7/11"), the hand on its named tray, dimmed while it is not the
viewer's turn; and nothing overlapping, cut or ending in "…"."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import build_services
from tabletop.assets.catalogs import load_language
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.taco_loco.table import draw
from tabletop.games.taco_loco.table.view import TacoLocoTable
from tabletop.games.taco_loco.table.view_model import NEW_TACO
from tabletop.ui import fonts
from tabletop.ui.fonts import MIN_TEXT
from tests.games.taco_loco.table.test_view import human_turn, on_your_turn, play_by_mouse
from tests.kit.layout import layout_problems, texts_of
from tests.scenes.every_scene import TEXT_SIZES

NAMES = ("Maximiliana", "Bartholomew", "Guadalupe", "Esperanza", "Constantino")
SIZES = ((1280, 720), (1920, 1080))
PROGRESS = ("…",)
"""A status line that says a seat is still deciding may end in "…" (never a cut word)."""


def table_of(players: int, size: tuple[int, int], language: str, seed: int = 3):
    services = build_services(window=False, size=size)
    services.settings = None
    services.words = load_language(language)
    spec = services.specs["taco-loco"]
    seats = tuple(Seat(name, HUMAN if i == 0 else BOT) for i, name in enumerate(NAMES[:players]))
    match = Match(spec, services.game_data(spec), GameSetup(seats, seed, {}))
    stack = SceneStack()
    table = TacoLocoTable(services, spec, match)
    stack.push(table)
    stack.apply_pending()
    table.tweens.speed = 0
    assert human_turn(stack, table)
    return stack, table, services


def bots_turn(stack, table) -> bool:
    """Play the viewer's move: a bot is on turn then, the viewer's hand still on the table."""
    play_by_mouse(stack, table, table.match.bot_decision(table.viewer).action)
    return (table.viewer is not None and table.viewer not in table.match.rules.actors()
            and bool(table.model().hand))


def problems_at_every_text_size(table, services) -> list[str]:
    problems: list[str] = []
    model = table.model()
    badges = [(f"seat {i}", pygame.Rect(box)) for i, box in enumerate(model.seats)]
    badges.append(("new taco", draw.new_slot_rect(model.columns[NEW_TACO])))
    badges += [(f"sum {t.id}", draw.badge_rect(model.columns[f"taco:{t.id}"]))
               for t in model.obs.tacos]
    try:
        for scale in TEXT_SIZES:
            services.fonts.set_scale(scale)
            texts = texts_of(services, table)
            smallest = MIN_TEXT if scale >= 1.0 else 0
            problems += [f"{scale}x: {p}" for p in layout_problems(texts, badges, smallest)]
            problems += [f"{scale}x: {t.text!r} ends in …" for t in texts
                         if t.text.endswith("…") and not t.text.endswith(PROGRESS)]
    finally:
        services.fonts.set_scale(1.0)
    return problems


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("size", SIZES, ids=("720p", "1080p"))
@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_the_new_taco_slot_sums_and_hand_show_and_nothing_meets(players, size, language):
    stack, table, services = table_of(players, size, language)
    _ = services.words.gettext
    model = table.model()
    texts = [t.text for t in texts_of(services, table)]
    assert _("New taco") in texts, "the new-taco slot is always named"
    assert _("Your hand") in texts, "the hand's tray is named"
    for taco in model.obs.tacos:
        assert f"{taco.sum}/{model.obs.perfect_sum}" in texts
    keys = [e.key for e in table.elements(services.display.canvas)]
    assert ("place", NEW_TACO) in keys
    assert all(table.cards.sprites[c].alpha == 255 for c in model.hand), "on turn: bright"
    assert problems_at_every_text_size(table, services) == []
    assert bots_turn(stack, table)
    table.elements(services.display.canvas)
    assert all(table.cards.sprites[c].alpha == draw.HAND_DIM for c in table.model().hand)
    assert _("Your hand") in [t.text for t in texts_of(services, table)]
    assert problems_at_every_text_size(table, services) == []


def test_the_new_taco_slot_takes_a_dropped_card():
    from tabletop.games.taco_loco.rules.actions import StartTaco
    from tabletop.games.taco_loco.table.view_model import action_for

    stack, table, services = table_of(2, SIZES[0], "en")
    model = table.model()
    slot = draw.new_slot_rect(model.columns[NEW_TACO])
    assert model.place_at(slot.center) == NEW_TACO
    assert isinstance(action_for(table.viewer, model.hand[0], NEW_TACO), StartTaco)


def test_a_perfect_sum_reads_as_its_number_out_of_the_perfect_one():
    stack, table, services = table_of(2, SIZES[0], "en")
    obs = table.model().obs
    taco = obs.tacos[0]
    element = next(e for e in table.elements(services.display.canvas)
                   if e.key == ("sum", f"taco:{taco.id}"))
    assert element.look.total == taco.sum and element.look.perfect_sum == obs.perfect_sum


@pytest.mark.parametrize("language", ("en", "es"))
def test_the_bottom_right_corner_keeps_the_key_to_the_sums(language):
    """While the viewer is asked nothing, the question's corner explains the badges: under
    the perfect sum the taco stays, at it it is given away, over it it is taken."""
    stack, table, services = table_of(3, SIZES[1], language)
    _ = services.words.gettext
    perfect = table.model().obs.perfect_sum
    texts = [t.text for t in texts_of(services, table)]
    assert _("The sum: aim for {sum}").format(sum=perfect) in texts
    assert all(_(words) in texts for words, _kind in draw.SUM_KEY_ROWS)
    assert f"{perfect}/{perfect}" in texts and f"{perfect + 2}/{perfect}" in texts


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("players", (2, 5))
def test_the_special_cards_have_their_key_beside_the_tacos(players, language):
    """Right of the row of tacos, over the sums' key: the Legendary and the Lonesome each a
    small card beside what it does (the tutorial's words), every line inside the panel at
    every text size, the panel clear of the sums' key, of the tacos and of the hand."""
    from tabletop.games.taco_loco.table import specials_key

    stack, table, services = table_of(players, SIZES[0], language)
    _ = services.words.gettext
    texts = texts_of(services, table)
    assert _(specials_key.HEADING) in [t.text for t in texts]
    for _kind, said in specials_key.ROWS:
        assert _(said) in [t.text for t in texts]
    key = [e for e in table.elements(services.display.canvas) if e.key == "specials key"]
    assert len(key) == 1
    panel = pygame.Rect(key[0].look.rect)
    model = table.model()
    assert not panel.colliderect(draw.sum_key_rect(model.key_zone))
    assert not panel.colliderect(draw.tray_rect(model) or pygame.Rect(model.hand_zone))
    assert all(not panel.colliderect(pygame.Rect(c)) for c in model.columns.values())
    for card, words in specials_key.row_boxes(key[0].look):
        assert panel.contains(card) and panel.contains(words)
    assert problems_at_every_text_size(table, services) == []


@pytest.mark.parametrize("size", SIZES, ids=("720p", "1080p"))
def test_the_hand_lies_inside_its_tray(size):
    """Every fanned card of the hand, its turned corners too, lies inside the "Your hand"
    tray, felt as wide as its rounded corners beside them, and the tray on the felt (above
    the table's buttons' line)."""
    from tabletop.kit.chrome import FELT_AREA
    from tabletop.kit.hand import turned_half_height

    stack, table, services = table_of(5, size, "en")
    model = table.model()
    tray = draw.tray_rect(model)
    assert tray is not None and model.hand and FELT_AREA.contains(tray)
    for card in model.hand:
        spot = model.spots[card]
        half = turned_half_height(spot.angle)
        assert tray.top < spot.y - half and spot.y + half < tray.bottom, (card, tray)
        across = draw.turned_half_width(spot.angle)  # (and clear of its rounded corners)
        assert tray.left + 18 <= spot.x - across and spot.x + across <= tray.right - 18, (
            card, tray)


def test_each_move_is_told_once_never_again_on_the_bottom_line():
    """A move is told in "What happened" and a question in the top bar: the line at the
    bottom keeps to refusals and hints, so no sentence shows twice."""
    stack, table, services = table_of(3, SIZES[0], "en")
    for _move in range(6):
        if not bots_turn(stack, table):
            break
        assert human_turn(stack, table)
        said, _kind = table.feedback.line()
        history = table.happened.lines(table.viewer, table.history_text, last=draw.HISTORY_ROWS)
        step, prompt, _seat = table.status_text()
        assert said == "" or said not in (*history, step, prompt)


@pytest.mark.parametrize("language", ("en", "es"))
def test_a_dimmed_hand_says_whom_it_waits_for(language):
    """Off turn the hand is dimmed and says why on one line, a status pill in the tray's
    label column right under "Your hand" (across the middle card it hid that card's picture;
    it wrapped onto two lines alone in the column before; at the column's foot, far from the
    name, the column read bare): "Waiting for Rosa", over no card's picture; on turn the pill
    is the top bar's chip, "Your turn" (with nothing under it, "Your hand" stood alone at the
    far left of a column as wide as the longest wait, the cards far right)."""
    stack, table, services = table_of(2, SIZES[0], language)
    _ = services.words.gettext
    said = _("Waiting for {name}")
    assert not [t for t in texts_of(services, table) if t.text.startswith(said[:8])]
    tray = draw.tray_rect(table.model())
    assert tray is not None
    yours = [t for t in texts_of(services, table)
             if t.text == _("Your turn") and tray.contains(t.rect)]
    pill = draw.status_rect(services.fonts, table.model(), _("Your turn"))
    assert len(yours) == 1 and pill is not None and pill.contains(yours[0].rect)
    assert bots_turn(stack, table)
    table.elements(services.display.canvas)
    model = table.model()
    actor = table.match.setup.seats[table.match.rules.actors()[0]].name
    waiting = [t for t in texts_of(services, table) if t.text == said.format(name=actor)]
    assert len(waiting) == 1
    tray = draw.tray_rect(model)
    assert tray is not None and tray.contains(waiting[0].rect)
    assert waiting[0].rect.h < 1.5 * services.fonts.line_height(fonts.SMALL)  # (one line)
    pill = draw.status_rect(services.fonts, model, said.format(name=actor))
    assert pill is not None and pill.contains(waiting[0].rect)
    name = [t for t in texts_of(services, table) if t.text == _("Your hand")]
    assert len(name) == 1 and 0 <= pill.y - name[0].rect.bottom <= 16  # (the two together)
    for card in model.hand:  # (a card's picture: its middle, under its band, over its index)
        rect = table.cards.sprites[card].rect
        picture = rect.inflate(-rect.w // 2, -80)
        assert not pill.colliderect(picture), (pill, picture)
        assert not pill.colliderect(rect), ("the pill covers no card", pill, rect)


@pytest.mark.parametrize("players", [2, 5])
def test_an_empty_hand_is_a_framed_empty_state(players):
    """An empty hand keeps the tray a full hand lies on, named "Your hand", its cards' places
    dashed and "Your hand is empty" on one line on a pill across them (not words alone on
    bare felt), clear of the history, the sums' key and the row of tacos."""
    import dataclasses

    from tests.games.taco_loco.table.test_layout import NAMES

    stack, table, match = on_your_turn(NAMES[:players])
    obs = dataclasses.replace(match.rules.observation(0), hand=())
    table.observation_of = lambda seat: obs
    table.forget_worked_out()
    table.cards.clear()
    table.sync(animate=False)
    model = table.model()
    shown = {e.key: e for e in table.elements(table.services.display.canvas)}
    note = shown["hand note"].look
    frame = pygame.Rect(note.box)
    assert len(note.places) == obs.hand_size
    assert all(frame.contains(pygame.Rect(place)) for place in note.places)
    texts = texts_of(table.services, table)
    said = [t for t in texts if t.text == "Your hand is empty"]
    assert len(said) == 1 and pygame.Rect(note.pill).contains(said[0].rect)
    assert said[0].rect.h < 1.5 * table.services.fonts.line_height(fonts.SMALL)
    assert [t for t in texts if t.text == "Your hand" and frame.contains(t.rect)]
    for other in (model.history_zone, model.key_zone):
        assert not frame.colliderect(pygame.Rect(other))
    for place, column in model.columns.items():
        assert frame.y >= column.y + model.column_height(place) - 8, place


@pytest.mark.parametrize("players", (3, 5))
def test_the_seats_small_card_backs_carry_no_lettering(players):
    """A seat's small card backs show the back's lattice and taco mark only: the name's cream
    badge and its lettering (a smudge that small) are not on them."""
    from tabletop.games.taco_loco.table.faces import plain_back

    stack, table, services = table_of(players, SIZES[0], "en")
    wide = pygame.Rect(table.model().seats[0]).w >= draw.WIDE_SEAT
    small = table.mini_back(wide)
    assert small.get_size() == (draw.MINI_CARD if wide else draw.SMALL_CARD)
    full = services.images.original("backs/taco_loco.png")
    plain = plain_back(services.images, full.get_size())

    def badge_share(back: pygame.Surface) -> float:
        """How much of the name's badge (its lower half: "LOCO") is the badge's cream."""
        w, h = back.get_size()
        cream = [back.get_at((x, y))[:3] for x in range(w // 4, 3 * w // 4, 2)
                 for y in range(h // 2, 7 * h // 10, 2)]
        return sum(1 for c in cream if min(c) >= 200) / len(cream)

    assert badge_share(full) > 0.4  # (the back as the pile shows it: named)
    assert badge_share(plain) < 0.1


@pytest.mark.parametrize("players", (2, 3, 5))
def test_the_hands_tray_stands_in_the_middle_of_its_felt(players):
    """The hand's tray is its label column ("Your hand", whom the table waits for) as wide as
    this table's names need and no wider, then its cards, the whole centred between "What
    happened" and the sums' key (its cards once sat pressed right of a column sized for the
    longest name, its left third bare felt); each "Waiting for ..." fits that column whole."""
    from tests.games.taco_loco.table.test_view import on_your_turn

    names = ("Ana", "Rosa", "Diego", "Lupe", "Mateo")[:players]
    stack, table, match = on_your_turn(names)
    model = table.model()
    tray = draw.tray_rect(model)
    zone = pygame.Rect(model.hand_zone)
    assert tray is not None and zone.x <= tray.x and tray.right <= zone.right
    assert abs((tray.x - zone.x) - (zone.right - tray.right)) <= 2, (tray, zone)
    first = min(model.spots[card].x - draw.turned_half_width(model.spots[card].angle)
                for card in model.hand)
    fonts_ = table.services.fonts
    notes = [f"Waiting for {name}" for name in names[1:]]
    widest = max(fonts_.measure(note, fonts.SMALL)[0] for note in notes)
    assert first - tray.x <= widest + draw.PILL_PAD + draw.LABEL_PAD + 2 * draw.STATUS_GAP
    for note in notes:
        pill = draw.status_rect(fonts_, model, note)
        assert pill is not None and pill.w == fonts_.measure(note, fonts.SMALL)[0] + draw.PILL_PAD
        assert pill.right + draw.STATUS_GAP <= first and tray.contains(pill)
