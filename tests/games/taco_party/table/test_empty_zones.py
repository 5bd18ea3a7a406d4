"""No empty slabs on the Taco Party table: before anything happened the log's place says how
to win (no bare felt there on the first turn), then "What happened" is as tall as its lines."""

import pytest

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_party.rules.events import CardPlayed
from tabletop.kit.history import History
from tests.games.taco_party.table.test_view import start
from tests.scenes.layout_checks import texts_drawn


def played(n):
    return CardPlayed(1, "hand:1", "plate:1:taco:0", 1, 1, 0, n, False, 1)


def test_before_anything_happened_the_logs_place_says_how_to_win_then_what_happened():
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    canvas = table.services.display.canvas
    table.happened = History()
    goal = [e for e in table.elements(canvas) if e.key == "log"]
    assert len(goal) == 1 and goal[0].look.title == "How to win"
    said = [p.text for p in texts_drawn(table.services, stack).placed]
    assert "How to win" in said and "What happened" not in said
    assert any("3 completed tacos" in text for text in said)
    table.happened.told(1, [played(1)])
    said = [p.text for p in texts_drawn(table.services, stack).placed]
    assert "What happened" in said


def test_how_to_win_stays_under_a_short_log_until_the_plays_need_the_room():
    """The lead found "What happened" one line in a panel of six after the first move (two
    seats), "How to win" gone: it stays under the log's first lines, its first lines (how the
    game ends, which tacos score) while they fit, and gives way as the log grows."""
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    canvas = table.services.display.canvas
    zone = table.model().zone(table.log_zone())
    table.happened = History()
    shown = []
    for n in range(1, 9):
        table.happened.told(1, [played(n)])
        panels = {e.key: e for e in table.elements(canvas)}
        log, goal = panels["log"], panels.get("how to win")
        shown.append(0 if goal is None else len(goal.look.rows))
        if goal is not None:
            assert goal.look.title == "How to win"
            assert goal.look.zone.y >= log.look.zone.y + log.look.zone.h
            assert goal.look.zone.y + goal.look.zone.h <= zone.y + zone.h
    assert shown[0] >= 3 and shown == sorted(shown, reverse=True) and shown[-1] == 0
    assert all(n == 0 or n >= 2 for n in shown)


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_how_to_win_says_each_line_whole_on_one_line_in_its_place(players, code):
    """Every line of "How to win" fits its panel on one line at the table's text size (the
    3- and 4-seat log is three lines tall: a wrapped line would push the last one out; a
    taller place takes the lines that say what the table's words mean too)."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_party.table import draw
    from tabletop.games.taco_party.table.view_text import goal_lines
    from tabletop.ui import fonts

    seats = (Seat("Ana", HUMAN),) + tuple(Seat(n, BOT) for n in ("Rosa", "Diego", "Lupe"))
    stack, table, _ = start(seats[:players])
    table.happened = History()
    model = table.model()
    lines = goal_lines(model.obs, table.data, load_language(code), model.log_rows_fit())
    assert len(lines) >= 3
    box = model.log_box(len(lines))
    assert box is not None and (box.h - 40) // 22 >= len(lines)
    for line in lines:
        assert table.services.fonts.measure(line, fonts.SMALL)[0] <= box.w - 14 - 12, line
    panel = next(e for e in table.elements(table.services.display.canvas) if e.key == "log")
    assert len(panel.look.rows) == len(lines) and panel.look.title
    assert draw.LOG_TEXT >= 18


def test_a_short_log_is_a_short_panel():
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    canvas = table.services.display.canvas
    table.happened = History()
    table.happened.told(1, [played(1)])
    one = next(e for e in table.elements(canvas) if e.key == "log").look.zone
    table.happened.told(2, [played(n) for n in range(2, 20)])
    full = next(e for e in table.elements(canvas) if e.key == "log").look.zone
    zone = table.model().zone("log")
    assert one.h < full.h / 2 and full.h <= zone.h and one.y == full.y == zone.y


def test_the_newest_line_is_at_the_top_as_at_every_table():
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    table.happened = History()
    for n in range(1, 6):
        table.happened.told(n, [played(n)])
    newest = table.history_text(played(5), table.viewer)
    placed = texts_drawn(table.services, stack).placed
    title = next(p for p in placed if p.text == "What happened")
    lines = [p for p in placed if p.rect.y > title.rect.y and abs(p.rect.x - title.rect.x) < 40]
    said = " ".join(p.text for p in sorted(lines, key=lambda p: p.rect.y))
    assert said.startswith(newest)


def test_a_long_line_wraps_into_two_lines_at_its_clause_never_a_word_alone():
    """A wrapped row reads as its one-line neighbours do: its first line as full as the
    panel allows, broken after its clause (a balanced break, "...to their 2nd" / "taco from
    the left; pickup now: 1", ran half as wide as the full row above it), never a word alone
    on the second line."""
    from tabletop.games.taco_party.table.draw import LOG_TEXT, two_lines

    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    ui = table.services.fonts
    text = "You added the Chef's Hat to your taco; pickup now: 2"
    width = ui.measure(text, LOG_TEXT)[0] - 40
    first, second = two_lines(ui, text, width)
    assert (first, second) == ("You added the Chef's Hat to your taco;", "pickup now: 2")
    text = "Rosa added Guacamole to their 2nd taco from the left pickup now: 1"  # no clause
    width = ui.measure(text, LOG_TEXT)[0] - 10
    first, second = two_lines(ui, text, width)
    assert f"{first} {second}" == text and " " in second
    assert ui.measure(first, LOG_TEXT)[0] > width - ui.measure(" left pickup", LOG_TEXT)[0]


@pytest.mark.parametrize("code", ("en", "es"))
def test_an_empty_hand_says_when_it_fills_again(code):
    """The tutorial's buying step showed an empty hand with nothing saying why: under "Your
    hand is empty" the table says the step that deals it back, by its chip's name, and how
    many cards, on one line inside the hand's place."""
    import pygame

    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_party.table.view_model import box_of
    from tabletop.games.taco_party.table.view_text import chip_label
    from tests.games.taco_party.helpers import with_plates

    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    if code != "en":
        table.services.words = load_language(code)
    hands = [list(hand) for hand in match.rules.hands]
    discard = list(match.rules.discard) + hands[0]
    hands[0] = []
    match.rules = with_plates(match.rules, {}, hands=hands, discard=discard)
    canvas = table.services.display.canvas
    note = next(e for e in table.elements(canvas) if e.key == "hand note")
    count = match.rules.data.numbers.hand_size
    assert chip_label("draw", table.services.words) in note.look.why
    assert str(count) in note.look.why
    width = table.services.fonts.measure(note.look.why, 18)[0]
    zone = pygame.Rect(box_of(table.model().hand_area()))
    assert width <= min(560, zone.w), (note.look.why, width)


@pytest.mark.parametrize("screen", ((1280, 720), (1920, 1080)))
@pytest.mark.parametrize("code", ("en", "es"))
@pytest.mark.parametrize("players", (2, 3, 4))
def test_your_plate_with_one_taco_says_what_a_completed_taco_has(players, code, screen):
    """Your plate was half bare felt round one taco and the new-taco slot (three and four
    seats): while they stand roomy, the plate's right holds what a completed taco has, each
    thing ticked when your taco has it, inside the plate, clear of the tacos and the slot,
    every line whole in its box; the row and it fill most of the plate's width."""
    import pygame

    from tabletop.app import build_services
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_party.rules.cards import OUTFIT
    from tabletop.games.taco_party.table import draw
    from tabletop.games.taco_party.table.view import TacoPartyTable
    from tabletop.games.taco_party.table.view_model import box_of
    from tests.games.taco_party.helpers import with_plates

    names = ("Ana", "Rosa", "Diego", "Lupe")[:players]
    stack, table, match = start(tuple(Seat(n, HUMAN if i == 0 else BOT)
                                      for i, n in enumerate(names)))
    services = build_services(window=False, size=screen)
    services.settings = None
    if code != "en":
        services.words = load_language(code)
    table = TacoPartyTable(services, table.spec, match)
    rules = match.rules
    data = rules.data
    used = {c for plate in rules.plates for taco in plate for c in taco}
    outfit = next(c.id for c in data.cards if c.kind == OUTFIT and c.id not in used
                  and all(c.id not in hand for hand in rules.hands) and c.id not in rules.centre)
    taco = list(rules.plates[0][0]) + [outfit]
    match.rules = with_plates(rules, {0: [taco]},
                              deck=[c for c in rules.snapshot()["deck"] if c != outfit])
    model = table.model()
    box = model.progress_box(0)
    assert box is not None
    place = pygame.Rect(box_of(box))
    elements = table.elements(pygame.Surface((1280, 720)))
    checklist = next(e for e in elements if e.key == "progress")
    assert [held for held, _ in checklist.look.rows] == [True, False, False]
    mine = next(e for e in elements if e.key == ("seat head", 0))  # one word for one idea:
    assert checklist.look.title.split()[0].lower() in mine.look.done.lower()  # "Tacos done"
    plate = pygame.Rect(box_of(model.plate_area(0)))
    assert plate.contains(place)
    columns = [pygame.Rect(box_of(model.column(0, 0))),
               pygame.Rect(box_of(model.new_taco_rect(0)))]
    assert not any(place.colliderect(c) for c in columns)
    measure = services.fonts.measure
    assert measure(checklist.look.title, 18)[0] <= place.w - 20
    assert all(measure(said, 18)[0] <= place.w - 36 for _, said in checklist.look.rows)
    filled = place.right - min(c.x for c in columns)
    assert filled >= 0.75 * plate.w, (filled, plate.w)
    # a second taco: the row takes the plate's width again, no checklist
    from tabletop.games.taco_party.rules.cards import TACO

    deck = match.rules.snapshot()["deck"]
    base = next(c for c in deck if data.card(c).kind == TACO)
    match.rules = with_plates(match.rules, {0: [taco, [base]]},
                              deck=[c for c in deck if c != base])
    two = table.model()
    assert two.progress_box(0) is None
    assert draw.progress(table.style(), table.faces, two, 1) is None  # never another's plate
