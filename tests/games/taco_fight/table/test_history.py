"""What just happened is always readable at the Fight table: a "What happened" panel where the
felt has room, newest play first, without the flood of every flip and fork tap; with three or
four boards on the felt a "What happened" strip along the bottom shows the newest plays, whole,
and explains more of them on hover; a game opened part-way reads its history back."""

import pygame
import pytest

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.language import Language
from tabletop.core.match import Match
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.spec import SPEC
from tabletop.games.taco_fight.table.phrases import fight_phrases
from tabletop.games.taco_fight.table.view import UNTOLD, TacoFightTable
from tabletop.input import intents as it
from tabletop.kit.tooltips import DELAY
from tabletop.ui import fonts
from tests.games.taco_fight.table.test_bot_marks import to_the_fight
from tests.games.taco_fight.table.test_view import start
from tests.scenes.helpers import headless_services, send, settle


@pytest.fixture
def services(private_user_data):
    services = headless_services()
    services.settings = None
    return services


def elements(table):
    return table.elements(pygame.Surface((1280, 720)))


def played(table, stack, match, seconds=12.0):
    to_the_fight(stack, table, match)
    settle(stack, seconds)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_panel_shows_the_latest_plays_newest_first(services, players):
    stack, table, match = start(services, humans=1, players=players)
    played(table, stack, match)
    panel = [e for e in elements(table) if e.key == "history panel"]
    assert len(panel) == 1
    rows = [line for line, _ in panel[0].look.rows]
    assert rows and rows == list(table.history_lines()[:len(rows)])
    told = [table.phrases.say(e.event) for e in table.happened.entries[::-1]
            if not isinstance(e.event, UNTOLD)]
    assert rows[0] == told[0]
    assert table.layout.history.contains(panel[0].rect.inflate(-12, -12))


def test_flips_and_fork_taps_stay_out_of_the_history(services):
    stack, table, match = start(services, humans=1, players=3)
    played(table, stack, match)
    kinds = {type(e.event) for e in table.happened.entries}
    assert E.Flipped in kinds  # they happened...
    lines = set(table.history_lines())
    flips = {table.phrases.say(e.event) for e in table.happened.entries
             if isinstance(e.event, E.Flipped)}
    assert not lines & flips  # ...but take no line


@pytest.mark.parametrize("players", [1, 2])
def test_before_the_first_play_the_sheet_says_what_it_is_for(services, players):
    """No bare felt while nothing has happened: the sheet is printed on the ground, and its
    title, a line saying what will show there and the three ways to beat a taco, each under
    its picture, sit inside it."""
    from tabletop.games.taco_fight.table.ground import ground
    from tabletop.ui.fonts import TextLog

    stack, table, match = start(services, humans=1, players=players)
    panel = [e for e in elements(table) if e.key == "history panel"]
    assert len(panel) == 1 and panel[0].look.rows == ()
    room = table.layout.history
    assert room.contains(panel[0].rect)
    canvas = pygame.Surface((1280, 720))
    bare = pygame.Surface((1280, 720))
    picture = ground(canvas, table.style(), table.art, table.layout,
                     lambda c: pygame.Surface(c.get_size()))  # black felt
    bare.fill((0, 0, 0))
    inside = room.inflate(-24, -24)
    assert picture.get_at(inside.center) != bare.get_at(inside.center)  # the sheet is printed
    log = TextLog()
    table.style().ui.log = log
    panel[0].paint(canvas)
    said = [text.text for text in log.placed]
    assert said[:2] == ["What happened",
                        "Every grab, build, smash and eat shows here, newest first."]
    from tabletop.games.taco_fight.table.draw_history import how_words
    ways = [said.index(way) for way in ("BLOCK IT", "SMASH IT", "EAT IT")]
    assert ways == sorted(ways)  # the three ways to beat a taco, in order...
    for way, how in zip(ways, ("block", "smash", "eat"), strict=True):
        assert said[way + 1] == how_words(how)  # ...each under its name, the same words
    for text in log.placed:
        assert room.contains(text.box) and text.box.contains(text.rect), text.text


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_three_ways_read_alike_at_every_seat_count(services, code):
    """Before the first play every table shows the three ways to beat a taco, in one set of
    words: the sheet of one or two boards each way's name over its line, the same line at
    one seat as at two; the strip of three or four boards each way's name, its line on hover
    (the same words again)."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_fight.table import explain
    from tabletop.games.taco_fight.table.draw_history import HOW, SHORT, how_words
    from tabletop.games.taco_fight.table.faces import HOW_TO_BEAT

    services.words = load_language(code)
    words = services.words
    names = [words.gettext(HOW_TO_BEAT[how]) for how in HOW]
    lines = [words.gettext(how_words(how)) for how in HOW]
    for players in (1, 2, 3, 4):
        stack, table, match = start(services, humans=1, players=players)
        key = "history panel" if players <= 3 else "history strip"
        shown = [e for e in elements(table) if e.key == key]
        assert len(shown) == 1, players
        said = [t.text for t in strip_texts(table, shown[0])]
        assert words.gettext("Three ways to beat a taco") in said or players > 2, players
        at = [said.index(name) for name in names]
        assert at == sorted(at), (players, said)
        if players <= 2:
            assert [said[i + 1] for i in at] == lines, players
            continue
        if players == 3:  # (a short sheet: each way's name, then its few words)
            assert [said[i + 1] for i in at] == [words.gettext(SHORT[h]) for h in HOW]
            continue
        assert not table.history_lines()
        tip = table.explain_at(table.layout.zone("log").center)
        assert tip is not None and tip[0] == explain.ways_words(words)
        assert all(line.endswith(how) for line, how in zip(tip[0].lines, lines, strict=True))


@pytest.mark.parametrize("players", [1, 2])
def test_the_empty_sheet_is_filled_not_bare(services, players):
    """The three ways spread over the sheet: its lower half is not left bare (no bare area
    over a sixth of the table that nothing fills in the first turn)."""
    stack, table, match = start(services, humans=1, players=players)
    from tabletop.games.taco_fight.table.draw_history import legend_cells
    from tabletop.ui.fonts import TextLog

    log = TextLog()
    table.style().ui.log = log
    try:
        panel = [e for e in elements(table) if e.key == "history panel"][0]
        panel.paint(pygame.Surface((1280, 720)))
    finally:
        table.style().ui.log = None
    room = table.layout.history
    lowest = max(text.rect.bottom for text in log.placed)
    assert lowest > room.y + room.h * 2 // 3, "the sheet's lower third is bare"
    _heading, cells = legend_cells(room.inflate(-24, -90))
    for i, cell in enumerate(cells):
        for other in cells[i + 1:]:
            assert not cell.colliderect(other)


def strip_texts(table, element):
    from tabletop.ui.fonts import TextLog

    log = TextLog()
    table.style().ui.log = log
    try:
        element.paint(pygame.Surface((1280, 720)))
    finally:
        table.style().ui.log = None
    return log.placed


@pytest.mark.parametrize("players", [4])
def test_with_four_boards_the_strip_shows_the_newest_plays_whole(services, players):
    """No room for the panel: the strip along the bottom, its title, then the newest plays,
    newest first, each whole (never cut short, nothing past the strip); no panel, no news
    line besides it (the strip says the news)."""
    stack, table, match = start(services, humans=1, players=players)
    assert table.layout.history is None and table.layout.strip
    strip = [e for e in elements(table) if e.key == "history strip"]
    assert len(strip) == 1  # before the first play too...
    said = [t.text for t in strip_texts(table, strip[0])]
    assert said == ["Three ways to beat a taco",  # ...the ways, titled as what they are
                    "BLOCK IT", "build to match it", "SMASH IT", "fists to match it",
                    "EAT IT", "6 fork stabs"]
    played(table, stack, match)
    strip = [e for e in elements(table) if e.key == "history strip"]
    assert len(strip) == 1 and not [e for e in elements(table) if e.key == "history panel"]
    placed = strip_texts(table, strip[0])
    lines = [t.text for t in placed[1:]]
    assert len(lines) >= 2 and lines == list(table.strip_lines()[0][:len(lines)])
    room = table.layout.zone("log")
    for text in placed:
        assert room.contains(text.box) and text.box.contains(text.rect), text.text
    for a, b in zip(placed, placed[1:], strict=False):
        assert a.rect.right < b.rect.x, (a.text, b.text)
    assert not [e for e in table.chrome(pygame.Surface((1280, 720))) if e.key == "history"]


@pytest.mark.parametrize("players", [4])
def test_with_four_boards_the_strip_explains_the_latest_plays(services, players):
    stack, table, match = start(services, humans=1, players=players)
    assert table.layout.history is None
    played(table, stack, match)
    send(stack, it.PointerMove(table.layout.zone("log").center))
    settle(stack, DELAY * 1.5)
    shown = [e.look.explanation for e in elements(table) if e.key == "tooltip"]
    assert len(shown) == 1 and shown[0].title == "What happened"
    assert shown[0].lines == table.history_lines()[:len(shown[0].lines)]
    assert shown[0].lines


def test_a_game_opened_part_way_reads_its_history_back(services):
    seats = tuple(Seat(f"P{i + 1}", BOT) for i in range(3))
    match = Match(SPEC, services.game_data(SPEC), GameSetup(seats, 5, SPEC.resolve_options({})))
    for seat in range(3):
        match.bots[seat] = SPEC.new_bot(match.data, seat, "normal", 500 + seat)
    words = fight_phrases([seat.name for seat in seats], match.data, match.rules, Language())
    told = []
    for _ in range(900):
        told += [words.say(e) for e in match.step_bots() if not isinstance(e, UNTOLD)]
    table = TacoFightTable(services, SPEC, match)
    assert told and table.history_lines() == tuple(reversed(told))[:len(table.history_lines())]


def shown_over(table):
    return [e for e in elements(table) if e.key == "history panel"]


@pytest.mark.parametrize("press", [it.Focus(1), it.PadButton(3, 8), it.PadButton(3, 9)],
                         ids=["tab", "left stick", "right stick"])
def test_with_four_boards_tab_or_a_stick_shows_the_latest_plays_a_while(services, press):
    """Keys and pads read the history too: Tab or a press of a stick shows the latest plays
    over the middle column for a few seconds, while the fight runs on (nobody is paused)."""
    from tabletop.games.taco_fight.table.view import PLAYS_SECONDS

    stack, table, match = start(services, humans=1, players=4)
    played(table, stack, match)
    assert not shown_over(table)
    step = match.rules.step
    send(stack, press)
    assert stack.top is table  # no pause, no sheet
    settle(stack, 1.0)
    assert match.rules.step > step  # the hourglass runs on
    panel = shown_over(table)
    assert len(panel) == 1 and panel[0].look.over
    rows = [line for line, _ in panel[0].look.rows]
    assert rows and rows == list(table.history_lines()[:len(rows)])
    middle = table.layout.zone("clock")
    assert panel[0].rect.x < middle.x and panel[0].rect.right > middle.right
    assert table.layout.shown_history.contains(panel[0].rect.inflate(-12, -12))
    settle(stack, PLAYS_SECONDS)
    assert not shown_over(table)  # gone by itself


def test_tab_again_hides_the_latest_plays(services):
    stack, table, match = start(services, humans=1, players=4)
    played(table, stack, match)
    send(stack, it.Focus(1))
    assert shown_over(table)
    send(stack, it.Focus(1))
    assert not shown_over(table)


def test_the_guide_button_pauses_the_fight(services):
    from tabletop.scenes.pause import PauseScene

    stack, table, match = start(services, humans=1, players=4)
    played(table, stack, match, seconds=1.0)
    send(stack, it.PadButton(3, 10))
    assert isinstance(stack.top, PauseScene)


def test_the_latest_plays_shown_keep_the_boards_in_sight(services):
    """At most the newest few lines, and no card's explanation on top of them."""
    from tabletop.games.taco_fight.table.view import PLAYS_LINES

    stack, table, match = start(services, humans=1, players=4)
    played(table, stack, match, seconds=30.0)
    assert len(table.history_lines()) > PLAYS_LINES
    send(stack, it.KeyPress("d"))  # the left keys' cursor moves: its column explains itself
    settle(stack, DELAY * 1.5)
    assert [e for e in elements(table) if e.key == "tooltip"]
    send(stack, it.Focus(1))
    panel = shown_over(table)
    assert len(panel) == 1 and len(panel[0].look.rows) == PLAYS_LINES
    assert not [e for e in elements(table) if e.key == "tooltip"]


def test_two_plays_in_a_row_read_as_two_not_as_one_told_twice():
    """The tutorial asks for two grabs: the history says so once, with how many times in
    words (", twice.": "×2" read as a multiplier, ". (twice)" as a stray note)."""
    from tabletop.games.taco_fight.table.phrases import counted_runs

    lines = ["Sam grabs 5 ingredients.", "Sam grabs 5 ingredients.", "Lupe grabs 5 ingredients.",
             "Sam grabs 5 ingredients."]
    assert counted_runs(lines) == ["Sam grabs 5 ingredients, twice.",
                                   "Lupe grabs 5 ingredients.", "Sam grabs 5 ingredients."]
    assert counted_runs(lines[:1] * 3) == ["Sam grabs 5 ingredients, 3 times."]
    assert counted_runs([]) == []


def test_the_tutorials_two_grabs_take_one_line(services):
    from tabletop.games.catalog import game_specs
    from tabletop.scenes.tutorial import build_tutorial
    from tabletop.tutorial.files import read_tutorial

    spec = game_specs()["taco-fight"]
    table, _coach = build_tutorial(services, spec, read_tutorial(spec), 4)
    table.on_events([])
    grabs = [line for line in table.history_lines() if "Sam grabs" in line]
    assert grabs == ["Sam grabs 5 ingredients, twice."]


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("players", [4])
def test_before_the_first_play_the_strip_says_what_each_way_takes(services, players, code):
    """The empty strip never shows the three ways as bare names at the default text size:
    each its icon, its name and its few words (the title gives way first);
    at every text size what it shows stays inside the strip, each piece apart."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_fight.table import draw_history
    from tests.scenes.every_scene import TEXT_SIZES

    services.words = load_language(code)
    stack, table, match = start(services, humans=1, players=players)
    room = table.layout.zone("log")
    try:
        for scale in TEXT_SIZES:
            services.fonts.set_scale(scale)
            title, pieces = draw_history.strip_ways(table.style(), room)
            boxes = [b for b in (title,) if b is not None]
            boxes += [p.box for p in pieces] + [p.line for p in pieces if p.line is not None]
            assert all(room.contains(box) for box in boxes), scale
            boxes.sort(key=lambda box: box.x)
            assert all(a.right < b.x for a, b in zip(boxes, boxes[1:], strict=False)), scale
            if scale == 1.0:
                assert all(p.line is not None and p.said for p in pieces)
    finally:
        services.fonts.set_scale(1.0)


@pytest.mark.parametrize("code", ["en", "es"])
def test_three_boards_have_a_panel_whose_empty_sheet_lists_the_three_ways(services, code):
    """Three boards: "What happened" is a panel beside the stack and the sink, never a bare
    label in the bottom strip; before the first play it lists, under the title "Three ways
    to beat a taco" (never "What happened" over no plays), the three ways to beat a taco,
    one a row (its icon 24 px, its name and few words at 18 where they fit so: 18 px icons
    and 16-size words read small), and at every text size each row stays inside the panel,
    the rows apart."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_fight.table import draw_history
    from tests.scenes.every_scene import TEXT_SIZES

    services.words = load_language(code)
    stack, table, match = start(services, humans=1, players=3)
    room = table.layout.history
    assert room is not None and not table.layout.strip
    assert draw_history.rows_fit(room) and not draw_history.legend_fits(room)
    assert not [e for e in elements(table) if e.key == "history strip"]
    sheet = next(e for e in elements(table) if e.key == "history panel")
    said = [t.text for t in strip_texts(table, sheet)]  # its title says what it holds
    words = table.style().words
    assert said[0] == words.gettext("Three ways to beat a taco"), said
    assert words.gettext("What happened") not in said
    area = pygame.Rect(room.x + draw_history.PAD, room.y + draw_history.WAYS_TOP,
                       room.w - 2 * draw_history.PAD, room.h - draw_history.WAYS_TOP)
    try:
        for scale in TEXT_SIZES:
            services.fonts.set_scale(scale)
            pieces = draw_history.way_rows(table.style(), area)
            boxes = [p.box for p in pieces] + [p.line for p in pieces if p.line is not None]
            assert all(room.contains(box) for box in boxes), scale
            for a, b in zip(pieces, pieces[1:], strict=False):
                assert a.box.bottom <= b.box.y, scale
            if scale == 1.0:
                assert all(p.line is not None and p.said for p in pieces), code
                assert all(p.size >= 18 and p.icon_px >= 28 for p in pieces), code
    finally:
        services.fonts.set_scale(1.0)


def test_the_strip_dims_stale_plays_but_keeps_them(services):
    """Four boards' strip shows what happened in the last `FRESH_SECONDS` as news, newest
    first and brightest (this phase's plays, each in a few words: `strip_lines`); once that
    time has passed with nothing new the latest plays stay on, all dimmed, never the three
    ways to beat a taco again mid-fight (those show before the first play only)."""
    from tabletop.games.taco_fight.rules.clock import seconds_to_steps
    from tabletop.games.taco_fight.table.view import FRESH_SECONDS

    stack, table, match = start(services, humans=1, players=4)
    played(table, stack, match, seconds=2.0)
    lines, fresh = table.strip_lines()
    assert lines and fresh
    strip = [e for e in elements(table) if e.key == "history strip"]
    assert strip[0].look.fresh and strip[0].look.lines == lines[:len(strip[0].look.lines)]
    now = table.seen().step
    table.told_at = {move: now - seconds_to_steps(FRESH_SECONDS) - 1
                     for move in table.told_at}
    assert table.fresh_lines() == () and table.history_lines()
    strip = [e for e in elements(table) if e.key == "history strip"]
    assert strip[0].look.lines and not strip[0].look.fresh
    assert strip[0].look.lines == table.strip_lines()[0][:len(strip[0].look.lines)]


def test_the_strip_says_this_phases_plays_newest_first_in_a_few_words(services):
    """Four players glance at the strip while the sand runs: it led with old news (who got
    ready at the prep, over the fight) in whole sentences ("Diego eats a 2 taco: Onion (2
    fists) lands in their kitchen."). It now says this phase's plays only, newest first, a
    smash or an eaten taco in a few words, three at most; the Tab list keeps the whole
    lines."""
    from tabletop.games.taco_fight.rules import events as E
    from tabletop.games.taco_fight.table.draw_history import STRIP_MOST

    stack, table, match = start(services, humans=1, players=4)
    played(table, stack, match, seconds=6.0)
    lines, _fresh = table.strip_lines()
    entries = table.happened.entries
    start_at = max(i for i, e in enumerate(entries) if isinstance(e.event, E.PhaseStarted))
    newest = next(table.strip_text(e.event, None) for e in reversed(entries)
                  if table.strip_text(e.event, None))
    assert lines and lines[0].startswith(newest)
    this_phase = {table.strip_text(e.event, None) for e in entries[start_at:]}
    assert all(line in this_phase or line.startswith(tuple(t for t in this_phase if t))
               for line in lines), lines
    history = table.history_lines()
    assert sum(map(len, lines[:STRIP_MOST])) <= sum(map(len, history[:STRIP_MOST]))
    strip = [e for e in elements(table) if e.key == "history strip"]
    assert len(strip[0].look.lines) <= STRIP_MOST
    eaten = E.TacoEaten(seat=1, cards=(160,), src="attacker:1:0", dst="kitchen:1", victim=1)
    assert table.strip_text(eaten, None) == "{name} eats {taco}.".format(
        name=table.seat_name(1), taco="a 1 taco")


def test_the_three_ways_stay_under_the_first_plays_until_the_plays_need_the_room():
    """One or two boards: the sheet is not left bare once play starts: the three ways to beat
    a taco stay at its foot, under the plays, until the plays fill it (the plays come first)."""
    from tabletop.games.taco_fight.table.draw_history import guide_area, panel_rect

    box = pygame.Rect(10, 470, 760, 200)
    one = (("Ana grabs 5 ingredients.", 1),)
    guide = guide_area(box, one)
    assert guide is not None and box.contains(guide)
    assert guide.y > panel_rect(box, one).bottom and guide.bottom <= box.bottom
    assert guide_area(box, one * 5) is None


@pytest.mark.parametrize("code", ["en", "es"])
def test_three_boards_empty_sheet_says_where_the_plays_will_show(services, code):
    """Three boards' prep: the sheet holds only the three ways, and its title line says the
    plays show there (nothing said where the log had gone), the two apart on one line."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_fight.table import draw_history

    services.words = load_language(code)
    stack, table, match = start(services, humans=1, players=3)
    sheet = next(e for e in elements(table) if e.key == "history panel")
    placed = strip_texts(table, sheet)
    words = table.style().words
    title = next(t for t in placed if t.text == words.gettext("Three ways to beat a taco"))
    note = next(t for t in placed if t.text == words.gettext("What happened shows here"))
    assert note.rect.centery == title.rect.centery
    assert note.rect.left - title.rect.right >= draw_history.NOTE_GAP
    assert sheet.rect.contains(note.rect)


@pytest.mark.parametrize("code", ["en", "es"])
def test_one_boards_full_sheet_keeps_the_ways_beside_its_plays(services, code):
    """One board's wide sheet, its height full of plays: the three ways stand in rows at its
    right (it was half empty beside short lines), every play's row ends left of them, and
    the ways' rows stay inside the sheet; a sheet with room under its plays keeps them there."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_fight.table import draw_history

    services.words = load_language(code)
    stack, table, match = start(services, humans=1, players=1)
    style = table.style()
    box = table.layout.history
    assert box is not None and box.w >= draw_history.SIDE_LEAST
    lines = tuple(f"Ana hits a {n} taco: 1 more fist to smash it." for n in range(12))
    element = draw_history.history(style, box, lines)
    assert element is not None and element.look.side and element.look.guide is not None
    guide = pygame.Rect(element.look.guide)
    assert box.contains(guide) and len(element.look.rows) >= 5
    pieces = draw_history.way_rows(style, pygame.Rect(guide.x, guide.y + draw_history.WAYS_TOP,
                                                      guide.w, guide.h - draw_history.WAYS_TOP))
    assert all(box.contains(p.box) and (p.line is None or box.contains(p.line)) for p in pieces)
    for line, _rows in element.look.rows:
        width = style.ui.measure(line, fonts.MIN_TEXT)[0]
        assert _rows == 2 or box.x + draw_history.PAD + width < guide.x - draw_history.PAD
    few = draw_history.history(style, box, lines[:1])
    assert few is not None and not few.look.side
