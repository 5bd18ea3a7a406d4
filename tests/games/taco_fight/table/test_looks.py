"""The ¡Taco Fight! table reads well at every seat count, at 1280x720 and 1920x1080, at every
text size, in English and Spanish: in the first turn (the prep, the mouse's Auto and Ready
offered) and in a fight, no text is under 16 logical px (24 px at 1920x1080) at the default
text size and above, none leaves its box or meets another; each board names its rows in its
gutter, clear of every place; the places a new taco may go share one band of stripes inside
the board; the narrow middle column's wave discs keep apart even at the ring's widest; every
card name is printed at one height."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from tabletop.app import build_services
from tabletop.assets.catalogs import load_language
from tabletop.games.taco_fight.spec import SPEC
from tabletop.games.taco_fight.table import bars, draw_board, draw_middle, draw_over
from tabletop.games.taco_fight.table.draw_board import LegalRunLook, legal_band, pile_names
from tabletop.games.taco_fight.table.faces import FightFaces
from tabletop.games.taco_fight.table.layout import STACK_WORDS, FightLayout
from tabletop.games.taco_fight.table.view import TacoFightTable
from tabletop.games.taco_fight.table.view_model import wave_ring_grow
from tabletop.kit.sizes import FIGHT, FULL
from tabletop.ui import fonts, glyph_text
from tabletop.ui.fonts import MIN_TEXT
from tests.games.taco_fight.table.opened import open_table
from tests.kit.layout import layout_problems, problems_at_every_text_size, texts_of
from tests.scenes.every_scene import TEXT_SIZES

NAMES = ("Maximiliana", "Constantino", "Guadalupe", "Bartholomew")
SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "es"]


def services_for(size: tuple[int, int], code: str):
    services = build_services(window=False, size=size)
    services.settings = None
    services.words = load_language(code)
    return services


def table_for(services, players: int, fight: bool) -> TacoFightTable:
    """A table in its first turn (the prep, nothing placed yet) or a few seconds into the
    fourth wave's fight, a few bot plays in."""
    table, stack = open_table(services, NAMES[:players])
    if fight:
        table.jump_to(4, 12.0)
        table.sync(animate=False)
        for _ in range(30):
            stack.update(1 / 60)
            stack.apply_pending()
    table.bot_marks.clear()  # (a bot's tag is drawn over what it marks: see test_bot_marks)
    for _ in range(600):  # the phase's banner has said its piece (over the boards)
        if not (table.banner and table.banner_left > 0):
            break
        stack.update(1 / 60)
        stack.apply_pending()
    table.bot_marks.clear()
    table.motion.settle()
    return table


@pytest.fixture(scope="module", params=[(s, c) for s in SIZES for c in LANGUAGES],
                ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}")
def services(request, tmp_path_factory):
    import os

    home = tmp_path_factory.mktemp("home")
    old = {k: os.environ.get(k) for k in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME")}
    os.environ.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"),
                      XDG_CONFIG_HOME=str(home / "config"))
    try:
        yield services_for(*request.param)
    finally:
        for key, value in old.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@pytest.mark.parametrize("fight", [False, True], ids=["first turn", "fight"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_seat_count_lays_out_cleanly(services, players, fight):
    """No text under 16 logical px at the default text size and above (24 px at 1920x1080),
    none past its box, none meeting another."""
    table = table_for(services, players, fight)
    problems = problems_at_every_text_size(services, table, TEXT_SIZES)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_each_board_names_its_piles_across_never_upwards(services, players):
    """The pantry is named across its top and an empty kitchen across its foot, each name
    inside its pile (a long pantry's name on into the gutter, clear of the first column; at
    least 14 px at the default text size and above) and read across:
    nothing beside the piles is written upwards (the gutter stays a gap) and the only other
    words in the piles' column are the pantry's count."""
    table = table_for(services, players, False)
    names = pile_names(table.style())
    for scale in TEXT_SIZES:
        services.fonts.set_scale(scale)
        try:
            texts = texts_of(services, table)
        finally:
            services.fonts.set_scale(1.0)
        for board in table.boards:
            assert not table.table.kitchens[board.seat]  # (an opening prep: empty kitchens)
            pantry = board.pantry.union(draw_board.pantry_name_box(board.pantry))
            for name, pile in zip(names, (pantry, board.kitchen), strict=True):
                found = [t for t in texts if t.text == name and pile.contains(t.rect)]
                assert found, f"{scale}x: seat {board.seat}'s {name!r} is not named"
                assert found[0].rect.w > found[0].rect.h  # read across, never upwards
                assert found[0].rect.h >= (MIN_TEXT if scale >= 1.0 else 0)
            column = pygame.Rect(board.rect.x, board.pantry.y,
                                 board.first_plate_x - board.rect.x,
                                 board.kitchen.bottom - board.pantry.y)  # piles and gutter
            inside = [t.text for t in texts if column.colliderect(t.rect)]
            count = str(table.table.pantry_sizes[board.seat])
            assert sorted(inside) == sorted([*names, count]), inside
            assert draw_board.pantry_name_box(board.pantry).right < board.first_plate_x - 4


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_new_tacos_places_share_one_band_inside_the_board(services, players):
    """One band of stripes round each run of neighbouring places, inside them: none past the
    board's edge or into its header (the Auto and Ready buttons), no two meeting."""
    table = table_for(services, players, False)
    elements = table.elements(services.display.canvas)
    runs = [e for e in elements if isinstance(e.look, LegalRunLook)]
    assert runs, "the mouse's first turn offers no place for a new taco"
    for element in runs:
        seat = element.key[1]
        board = table.boards[seat]
        band = legal_band(element.look.places)
        assert element.rect.contains(band) and board.rect.contains(element.rect)
        assert element.rect.top >= board.header.bottom
        assert not element.rect.colliderect(board.auto_button)
        assert not element.rect.colliderect(board.ready_button)
        held = [e.key[2] for e in elements if e.key[:2] == ("ghost", seat)]
        # the first turn: every place free, one run (but the place the held new taco shows
        # in: that card is never hatched over)
        assert len(element.look.places) == 5 - len(held)
        assert all(pygame.Rect(board.attackers[s]) not in
                   [pygame.Rect(p) for p in element.look.places] for s in held)
    for a, b in combinations(runs, 2):
        assert not a.rect.colliderect(b.rect)


def test_runs_split_where_a_place_is_taken(services):
    table = table_for(services, 1, False)
    board = table.boards[0]
    runs = draw_board.legal_runs(table.style(), board, [0, 1, 3])
    assert [e.look.places for e in runs] == [
        (tuple(board.attackers[0]), tuple(board.attackers[1])), (tuple(board.attackers[3]),)]
    assert not runs[0].rect.colliderect(runs[1].rect)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_auto_and_ready_are_buttons_with_words_that_read(services, players):
    """The mouse's Auto and Ready: each label at least 18 px (the table's small text) at the
    default size, inside its own button, the two apart and clear of the seat's name."""
    table = table_for(services, players, False)
    texts = texts_of(services, table)
    board = table.boards[table.model().mouse_seat]
    words = table.style().words
    for said, button in ((words.pgettext("button", "Auto"), board.auto_button),
                         (words.pgettext("button", "Ready"), board.ready_button)):
        found = [t for t in texts if t.text == said and button.contains(t.rect)]
        assert found, f"{said!r} is not inside its button"
        assert found[0].rect.h >= services.fonts.line_height(fonts.SMALL) - 1
    assert not board.auto_button.colliderect(board.ready_button)
    name = [t for t in texts if t.text == NAMES[0]][0]
    assert not name.rect.colliderect(board.auto_button)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_wave_discs_keep_apart(players):
    """The narrow middle column's wave track (four boards): its discs in rows, each 30 px
    across at least with its number at 20 px (read at a glance, not 5 px dots and 10 px
    numbers), inside the track, and the current wave's ring at its widest still clear of
    its neighbours and of the other row."""
    zone = FightLayout(players, 5).zone("waves")
    if zone.w >= draw_middle.NARROW_TRACK:
        return  # the wide track
    track = draw_middle.narrow_track(zone, 6)
    disc = track.disc
    assert disc >= 15 and draw_middle.NARROW_NUMBER >= 20
    ring = draw_middle.ring_reach(disc)
    gap = draw_middle.DISC_GAP
    rows = sorted({y for _x, y in track.waves})
    assert len(rows) == draw_middle.NARROW_BLOCKS
    for (x, y), (nx, ny) in zip(track.waves, track.waves[1:], strict=False):
        if ny == y:
            assert nx - x >= 2 * ring + gap, "a ringed disc touches its neighbour"
    for above, below in zip(rows, rows[1:], strict=False):
        assert below - above >= 2 * ring + gap, "a ringed disc touches the other row"
    for x, y in track.waves:
        assert zone.contains(pygame.Rect(x - ring, y - ring, 2 * ring, 2 * ring))


def test_four_boards_wave_track_reads_at_a_glance():
    """Four boards' narrow column: its waves in two rows of three discs 30 px across with
    24-size numbers (digits 17 px; a row of six 20 px discs had 11 px digits) under the wave
    and the difficulty, with no "Fight" row name (it ringed wave 1 under "Fight" while wave
    1 prepped: the clock above says the phase)."""
    zone = FightLayout(4, 5).zone("waves")
    assert zone.w < draw_middle.NARROW_TRACK and draw_middle.narrow_legend(zone)
    assert not draw_middle.narrow_heading(zone)  # (the top bar's chip says the wave)
    assert not draw_middle.says_the_wave(FightLayout(4, 5))
    track = draw_middle.narrow_track(zone, 6)
    assert track.disc >= 15 and draw_middle.NARROW_NUMBER >= 24
    assert len({y for _x, y in track.waves}) == 2


@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_wide_wave_track_is_big_and_keeps_its_rows_apart(players):
    """The wide track (one to three boards): fight discs 26 px across and prep dots 18 px; a
    ring at its widest on either row clear of the other row's discs, of the numbers heading
    the track (20 px) and of the zone's edge; with three boards (the clock beside the sand
    too short to say the wave) the wave and the difficulty head it."""
    zone = FightLayout(players, 5).zone("waves")
    assert zone.w >= draw_middle.NARROW_TRACK
    ring, dot = draw_middle.WIDE_RING, draw_middle.WIDE_DOT
    widest, prep_widest = (size + 2 + draw_middle.GROW_MOST for size in (ring, dot))
    prep, fight = draw_middle.WIDE_ROWS
    if players == 3:
        assert zone.h >= draw_middle.wide_track_height(True)
        zone = pygame.Rect(zone.x, zone.y + draw_middle.WAVE_HEADING, zone.w,
                           zone.h - draw_middle.WAVE_HEADING)
    assert prep - prep_widest >= 20 and fight + widest <= zone.h
    assert prep + prep_widest < fight - ring and fight - widest > prep + dot


def test_the_rings_pulse_stays_within_its_room():
    class Model:
        running = True
        time = 0.0

    model = Model()
    for step in range(200):
        model.time = step / 37
        assert wave_ring_grow(model) <= draw_middle.GROW_MOST  # type: ignore[arg-type]


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("size", [FIGHT, FULL], ids=["fight", "full"])
def test_every_card_name_is_printed_at_one_height(code, size):
    """Guacamole is narrowed, not shrunk: every ingredient's name as tall as Meat's."""
    services = services_for((1280, 720), code)
    faces = FightFaces(services.images, services.fonts, services.game_data(SPEC), size,
                       words=services.words)
    cards = [c for c in services.game_data(SPEC).cards if not c.is_taco]
    heights = {faces.name_label(card).get_height() for card in cards}
    assert len(heights) == 1, heights
    assert all(faces.name_label(card).get_width() <= size.width - 8 for card in cards)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_controls_sheet_reads_at_every_seat_count(services, players):
    """The first-time controls sheet over the table: no key or what it does runs into its
    neighbour (a long key wrapped inside its column at 1920x1080 too), nothing under 16 px,
    and the sheet's note and Start sit on a bar of their own (no table button round Start)."""
    from tabletop.games.taco_fight.table.controls_scene import FOOT_BAND, START_BUTTON
    from tests.scenes.layout_checks import texts_by_scene

    table = table_for(services, players, False)
    stack = table.require_stack()
    stack.push(table.controls_sheet(True))
    stack.apply_pending()
    problems = []
    try:
        for scale in TEXT_SIZES:
            services.fonts.set_scale(scale)
            logs = texts_by_scene(services, stack)
            sheet = [log for scene, log in logs if scene is stack.top][0]
            smallest = MIN_TEXT if scale >= 1.0 else 0
            problems += [f"{scale}x: {p}" for p in layout_problems(sheet.placed, (), smallest)]
    finally:
        services.fonts.set_scale(1.0)
        stack.pop()
        stack.apply_pending()
    assert not problems, "\n".join(dict.fromkeys(problems))
    assert FOOT_BAND.contains(START_BUTTON)
    for button in table.buttons():
        assert FOOT_BAND.contains(button.rect) or not button.rect.colliderect(START_BUTTON)


# --- the log in sight, the middle with room, each thing said once, the coach clear -------------
MIDDLE = ("hourglass", "clock", "waves", "tacos", "stack", "sink")
LOG_LEAST = 36
"""The "What happened" strip's least height (a line of the table's small text with room)."""
PANEL_LEAST = 190
"""The "What happened" panel's least height where the felt has room for one."""
SHORT_PANEL_LEAST = 110
"""Three boards' panel: its title and three rows (three plays, or the three ways)."""


@pytest.mark.parametrize("fight", [False, True], ids=["first turn", "fight"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_what_happened_is_in_sight_at_every_seat_count(services, players, fight):
    """One or two boards: the panel, tall; three: a panel beside the stack and the sink, room
    for the three ways (a row each) or three plays; four: the strip along the bottom, as wide
    as the felt left of the buttons, never under a board or a button; in a fight it shows the
    newest plays whole, newest first, every text inside it at every text size."""
    table = table_for(services, players, fight)
    layout = table.layout
    canvas = services.display.canvas
    elements = table.elements(canvas)
    if players <= 3:
        assert layout.history is not None
        assert layout.history.h >= (PANEL_LEAST if players <= 2 else SHORT_PANEL_LEAST)
        assert [e for e in elements if e.key == "history panel"]
        for board in layout.boards:
            assert not board.rect.colliderect(layout.history)
        for button in table.buttons():
            assert not button.rect.colliderect(layout.history)
        return
    strip = layout.zone("log")
    assert layout.strip and strip.h >= LOG_LEAST and strip.w >= 900
    shown = [e for e in elements if e.key == "history strip"]
    assert len(shown) == 1 and shown[0].rect == strip
    for board in layout.boards:
        assert not board.rect.colliderect(strip)
    for button in table.buttons():
        assert not button.rect.colliderect(strip)
    if not fight:
        return
    for scale in TEXT_SIZES:
        services.fonts.set_scale(scale)
        try:
            texts = [t for t in texts_of(services, table) if strip.contains(t.rect)]
        finally:
            services.fonts.set_scale(1.0)
        lines = [t.text for t in texts[1:]]
        assert texts[0].text == table.style().words.gettext("What happened")
        assert lines and lines == list(table.strip_lines()[0][:len(lines)]), f"{scale}x"
        assert all(t.box.contains(t.rect) and strip.contains(t.box) for t in texts)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_middle_has_room(players):
    """The middle column is never crushed: at least 164 px wide (four boards at their
    smallest leave no more), 250 with three seats or fewer; its wave track at least 160 wide;
    the ingredient stack wide enough for its name;
    each taco deck and its stacked backs inside its share of the taco board, at least 48 px
    wide (never a 25 px sliver, nor four boards' 36 px) with felt between it and the next."""
    layout = FightLayout(players, 5)
    zones = [layout.zone(name) for name in MIDDLE]
    column = zones[0].unionall(zones[1:])
    assert column.w >= (250 if players <= 3 else 164), column
    assert layout.zone("waves").w >= 160
    assert layout.zone("stack").w >= 76  # room for its name, "Stack" ("Montón"), its count
    assert layout.zone("sink").w >= 88  # and "tacos eaten" on one line
    tacos = layout.zone("tacos")
    for heat in ("mild", "medium", "hot"):
        lean = 2 * layout.deck_lean()  # (three backs at most)
        piled = layout.taco_deck_rect(heat).union(layout.taco_deck_rect(heat).move(-lean,
                                                                                   -lean))
        assert layout.taco_deck_column(heat).contains(piled) and tacos.contains(piled), heat
        assert layout.taco_deck_rect(heat).w >= 48, (heat, layout.taco_deck_rect(heat))
    mild, medium, hot = (layout.taco_deck_rect(heat) for heat in ("mild", "medium", "hot"))
    lean = 2 * layout.deck_lean()
    assert medium.x - lean - mild.right >= 6 and hot.x - lean - medium.right >= 6


def test_three_seats_put_the_middle_in_the_free_corner():
    """Three boards leave a board's room free: the taco board, the stack, the sink and the
    "What happened" panel spread there (the hourglass and the clock above, between the
    boards), the stack's card at least the family's size for piles, its words under it."""
    from tabletop.kit.sizes import PEEK

    layout = FightLayout(3, 5)
    corner = pygame.Rect(layout.boards[1].rect.x, layout.boards[2].rect.y,
                         layout.boards[1].rect.w, layout.boards[2].rect.h)
    for name in ("stack", "sink"):
        assert corner.contains(layout.zone(name)), name
    assert layout.history is not None and corner.contains(layout.history)
    assert not layout.history.colliderect(layout.zone("stack").union(layout.zone("sink")))
    assert layout.stack_card.width >= PEEK.width
    assert layout.zone("stack").h - STACK_WORDS >= layout.stack_card.height


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("fight", [False, True], ids=["first turn", "fight"])
def test_the_wave_and_the_difficulty_are_said_once(services, players, fight):
    """At every seat count the table says which wave it is and how hard, once: beside the sand,
    over the wave track, or (four boards, whose middle has no room) in the top bar's chip."""
    table = table_for(services, players, fight)
    texts = [t.text for t in texts_of(services, table)]
    words = table.style().words
    wave = words.gettext("Wave {wave}/{waves}").format(wave=table.table.wave,
                                                       waves=table.table.waves)
    level = words.gettext(table.data.difficulty(table.table.difficulty).name)
    assert sum(t.startswith(wave) for t in texts) == 1, texts
    assert sum(level in t for t in texts) == 1, texts


@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_wide_wave_tracks_rows_and_columns_are_named(services, players):
    """A newcomer reads the wave track as a table: "Wave" heads the waves' numbers, on their
    line to their left, and "Prep" and "Fight" name the two rows of discs under it."""
    table = table_for(services, players, False)
    zone = table.layout.zone("waves")
    words = table.style().words
    placed = {t.text: t.rect for t in texts_of(services, table) if zone.contains(t.rect)}
    wave, prep, fight = (words.pgettext("waves", w) for w in ("Wave", "Prep", "Fight"))
    assert {wave, prep, fight, "1"} <= set(placed), placed
    assert placed[wave].right < placed["1"].left
    assert abs(placed[wave].centery - placed["1"].centery) <= 2
    assert placed[wave].bottom <= placed[prep].top and placed[prep].bottom <= placed[fight].top


@pytest.mark.parametrize("players", [1, 3, 4])
def test_the_keys_in_the_top_bar_stay_on_one_line(services, players):
    """The keys at the top right ("Esc pause · Tab plays · F2 controls") never wrap: at
    1920x1080 a word measures a third of a pixel wider than at 1280x720."""
    table = table_for(services, players, False)
    tips = glyph_text.plain(table.key_tips())
    placed = [t for t in texts_of(services, table) if t.text == tips]
    assert placed, tips
    line = services.fonts.line_height(bars.TIP_SIZE)
    assert all(t.rect.h < 2 * line - 4 for t in placed), [t.rect for t in placed]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("fight", [False, True], ids=["first turn", "fight"])
def test_each_thing_is_said_once(services, players, fight):
    """The phase and the wave: under the hourglass and on the wave track, never again in a
    chip in the top bar; the news: in the "What happened" history, never again on a line at
    the bottom; nothing cut short with "…"."""
    table = table_for(services, players, fight)
    texts = [t.text for t in texts_of(services, table)]
    words = table.style().words
    phase = words.pgettext("clock", "FIGHT" if fight else "PREP")
    assert texts.count(phase) == 1, texts
    wave = table.table.wave
    assert not [t for t in texts if t.startswith((words.gettext("Prep · wave {wave}").format(
        wave=wave), words.gettext("Fight {wave} of {waves}").format(
        wave=wave, waves=table.table.waves)))]
    assert not [e for e in table.chrome(services.display.canvas) if e.key == "history"]
    assert not [t for t in texts if t.rstrip().endswith(("…", "..."))], texts


def test_the_coach_covers_no_word_of_the_middle():
    """The tutorial's coach, at every step: its panel over none of the middle's words (the
    stack's and the sink's names and counts, but where it stands over both panels and they
    are left out under it, the decks', the clock, the wave track, the boards' headers), nor
    over a place it points at; its arrow across none of them (nor
    across the hourglass, a pantry or a kitchen it does not point at: a short one beside a
    far place; one to the hourglass over no empty taco place either)."""
    from tabletop.kit.coach import arrow_between
    from tabletop.scenes.tutorial import play_to
    from tests.scenes.helpers import headless_services
    from tests.tutorial.test_tutorials import on_stack

    services = headless_services()
    _stack, table, coach = on_stack(services, "taco-fight")
    match = coach.match
    arrows = 0
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        keep = table.coach_keep_clear()
        assert keep and not any(coach.box.colliderect(box) for box in keep), step + 1
        targets = coach.targets()
        assert not any(coach.box.colliderect(target) for target in targets), step + 1
        if targets:
            arrow = arrow_between(coach.box, targets[0].inflate(14, 14), keep,
                                  short=table.coach_short_arrow)
            if arrow is not None:
                arrows += 1
                assert not any(box.inflate(4, 4).clipline(*arrow) for box in keep), step + 1
        if match.coach.free:
            break
        play_to(match, step + 1)
    assert arrows >= 7  # (clear arrows, short ones beside far places, lead to the places;
    # the hourglass's only short way lay over the learner's empty 5th taco place: its
    # outline alone shows it)


def test_the_history_ends_above_the_coach():
    """The tutorial's coach never lies over a line of the "What happened" panel: at every step
    the panel's lines end clear of the coach's panel, none half under it."""
    from tabletop.games.catalog import game_specs
    from tabletop.games.taco_fight.table import draw_history
    from tabletop.scenes.tutorial import build_tutorial
    from tabletop.tutorial.files import read_tutorial
    from tests.scenes.helpers import headless_services

    services = headless_services()
    spec = game_specs()["taco-fight"]
    tutorial = read_tutorial(spec)
    canvas = pygame.Surface((1280, 720))
    longest = 0
    for step in range(len(tutorial.steps)):
        table, coach = build_tutorial(services, spec, tutorial, step)
        table.on_events([])
        coach.lay_out()
        panel = [e for e in table.elements(canvas) if e.key == "history panel"]
        assert len(panel) == 1, step + 1
        assert not panel[0].rect.colliderect(coach.box), step + 1
        longest = max(longest, len(panel[0].look.rows))
    room = table.layout.history
    assert room is not None
    holds = (room.h - draw_history.TITLE_H - 8) // draw_history.ROW
    assert longest >= min(8, holds)  # (the history did fill while the coach spoke, to its room)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_cursors_and_piles_cross_no_border(services, players):
    """A cursor on a board's first column keeps its dots clear of the row names in the gutter
    beside it; a built taco's pile (the edges of two cards under it at most, peeking up
    inside the gap between the rows, each narrower than the card over it) and the pantry's
    deck lean no further than the gaps round their place: never into a neighbour, the
    gutter, the header or past the board's edge."""
    from tabletop.games.taco_fight.table import board as geometry
    from tabletop.games.taco_fight.table import draw_over
    from tabletop.games.taco_fight.table.faces import LEAN, PILE_INSET, PILE_STEP

    table = table_for(services, players, False)
    style = table.style()
    for board in table.boards:
        for slot in (0, 1):
            element = draw_over.cursor(style, 0, board.seat, board.columns[slot], 0,
                                       table.seat_style(board.seat), False,
                                       board.row_labels[0].right)
            dots = pygame.Rect(element.look.outer).inflate(2 * draw_over.DOTS_OUT,
                                                           2 * draw_over.DOTS_OUT)
            for gutter in board.row_labels:
                assert not dots.colliderect(gutter), (board.seat, slot)
    assert geometry.ROW_GAP > draw_board.PILE_MOST * PILE_STEP  # (clear of the taco above)
    assert PILE_INSET > 0 and PILE_STEP >= 2  # (each edge reads: a rim and a line of card)
    assert 3 * LEAN < geometry.LEFT  # the pantry's deck: four backs at most
    for board in table.boards:
        for gutter in board.row_labels:
            assert gutter.right <= board.plate_rects[0].x - LEAN


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_hint_on_the_stack_crosses_none_of_its_words(services, players):
    """A hint to grab marks the ingredient stack with dashes round it: they stay clear of the
    stack's name above it and its count below it."""
    table = table_for(services, players, False)
    layout = table.layout
    mark = draw_over.hint(table.style(), layout.stack_rect())
    dashes = pygame.Rect(mark.look.glow).inflate(6, 6)  # (the dashes are 6 px thick)
    zone = layout.zone("stack")
    words = [t.rect for t in texts_of(services, table) if zone.contains(t.rect)]
    assert len(words) == 3  # its name, its count, and what a grab takes
    assert not dashes.collidelistall(words), (dashes, words)


@pytest.mark.parametrize("width", [78, 84, 120])
def test_a_pill_hides_the_special_tacos_own_words_under_it(services, width):
    """A special taco's "SMASH IT" (its last line, above its foot) never peeks out from under
    the pill that says BLOCKED or SMASHED: the card's paper lies behind the pill over that
    whole line, inside the card's frame."""
    from tabletop.games.taco_fight.table import draw_board
    from tabletop.games.taco_fight.table.faces import DESIGN
    from tabletop.games.taco_fight.table.view_model import Pill

    card = pygame.Rect(100, 100, width, round(width * DESIGN[1] / DESIGN[0]))
    look = draw_board.PillLook(Pill(0, "SMASHED", True), (card.centerx, card.bottom - 2),
                               width, ())
    k = width / DESIGN[0]
    line_top = card.bottom - round(6 * k) - services.fonts.line_height(round(16 * k))
    backing = draw_board._pill_backing(look, pygame.Surface((60, 20)))
    assert backing.y <= line_top and card.contains(backing)
    assert backing.w >= width - round(12 * k)



@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_kitchen_stands_on_a_wooden_counter_never_like_a_plate(services, players):
    """The pantry and the kitchen stand framed in wood, a player's own piles; a plate's place
    is the board's dark cloth with a round plate on it: the kitchen's top card never reads
    as one more plate."""
    from tabletop.games.taco_fight.table.ground import COUNTER_RIM, ground

    table = table_for(services, players, False)
    canvas = pygame.Surface((1280, 720))
    picture = ground(canvas, table.style(), table.art, table.layout,
                     lambda c: pygame.Surface(c.get_size()))  # black felt

    def woody(point: tuple[int, int]) -> bool:
        r, g, b = picture.get_at(point)[:3]
        return r > g > b and r - b > 40  # (wood: warm, never the cloth's teal)

    for board in table.boards:
        beside_kitchen = (board.kitchen.x - COUNTER_RIM + 1, board.kitchen.centery)
        between = (board.pantry.centerx, (board.pantry.bottom + board.kitchen.y) // 2)
        assert woody(beside_kitchen) and woody(between), board.seat
        for plate in board.plate_rects:
            assert not woody((plate.x - 2, plate.centery)), (board.seat, plate)
            assert not woody((plate.x + 4, plate.y + 4)), (board.seat, plate)


def test_a_coached_prep_leaves_the_top_bar_to_the_coach(services):
    """With a tutorial's coach on the table, the top bar says no step of its own during a
    prep (it said the placing step over every step the coach was teaching); without one it
    says what to do."""
    table = table_for(services, 2, False)
    assert table.table.phase == "prep" and table.prompt()
    table.coach_covers(pygame.Rect(860, 470, 410, 200))
    assert table.prompt() == "" and table.status_text()[1] == ""  # (no coach's match)
    table.coach_covers(None)
    assert table.prompt()


def test_the_top_bar_under_the_coach_says_what_the_step_asks():
    """Under the tutorial's coach the top bar was empty through the prep: it now says to read
    the coach's note and press Next, to do what the coach asks, or whom to watch."""
    from tabletop.scenes.tutorial import play_to
    from tests.scenes.helpers import headless_services
    from tests.tutorial.test_tutorials import on_stack

    services = headless_services()
    _ = services.words.gettext
    _stack, table, coach = on_stack(services, "taco-fight")
    match = coach.match
    said = []
    for step in range(4):
        coach.lay_out()
        said.append(table.status_text()[1])
        play_to(match, step + 1)
    assert said == [_("Read the coach's note, then press Next"), _("Do what the coach asks"),
                    _("Do what the coach asks"), _("Watch {name} play").format(name="Rosa")]


def test_the_top_bar_says_the_coach_holds_the_fight():
    """While the coach holds a fight's clock the top bar said "Flip, build, smash and eat
    before the sand runs out!" over a stopped hourglass: it now says the game is paused for
    the coach, and what to do."""
    from tabletop.scenes.tutorial import play_to
    from tests.scenes.helpers import headless_services
    from tests.tutorial.test_tutorials import on_stack

    services = headless_services()
    _ = services.words.gettext
    _stack, table, coach = on_stack(services, "taco-fight")
    match = coach.match
    held = []
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        if table.table.phase == "fight" and match.clock_held():
            held.append(table.status_text()[1])
        if match.coach.free:
            break
        play_to(match, step + 1)
    assert held and _("Paused for the coach: do what it asks") in held
    assert all(line.startswith(_("Paused for the coach: do what it asks").split(":")[0])
               for line in held), held


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_face_never_cuts_a_name_to_a_word_that_means_something_else(code):
    """Spanish 'Salsa picante' was printed 'Salsa': a face prints the whole name, or the
    phrase book's short face name ('Picante'), never a name's first word alone."""
    from tabletop.games.taco_fight.table.phrases import face_name
    services = services_for((1280, 720), code)
    words = services.words
    for card in (c for c in services.game_data(SPEC).cards if not c.is_taco):
        said = face_name(card, words)
        whole = words.gettext(card.name)
        assert said == whole or said == words.pgettext("card face", card.name), (said, whole)
        if said != whole:
            assert said not in whole.split()[:1], (said, whole)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_wave_tracks_key_has_room(players):
    """Every seat count: the wave track has a key under its discs (a beaten wave, the wave
    now, a wave to come), inside the track, clear of every disc's ring at its widest and of
    the wide track's Fight row, with discs still 30 px across at four boards (whose narrow
    key stands on two lines: on one it dropped "to come"), and felt under it."""
    zone = FightLayout(players, 5).zone("waves")
    key = draw_middle.legend_area(zone)
    assert key is not None and zone.contains(key) and key.h >= 18
    if zone.w < draw_middle.NARROW_TRACK:
        assert key.h >= 2 * draw_middle.LEGEND_H and key.bottom < zone.bottom
        track = draw_middle.narrow_track(zone, 6)
        assert track.disc >= 15
        lowest = max(y for _x, y in track.waves) + draw_middle.ring_reach(track.disc)
    else:
        heading = draw_middle.WAVE_HEADING if draw_middle.wide_heading(zone) else 0
        assert bool(heading) == (players == 3)  # (one or two: the tall clock says the wave)
        lowest = (zone.y + heading + draw_middle.WIDE_ROWS[1]
                  + draw_middle.WIDE_RING + 2 + draw_middle.GROW_MOST)
    assert lowest <= key.top, (lowest, key)


@pytest.mark.parametrize("players", [1, 4])
@pytest.mark.parametrize("phase", ["prep", "fight"])
def test_the_keys_now_looks_like_the_wave_now(services, players, phase):
    """One look per meaning: the key's "now" is filled in its wave's heat while the wave
    fights (as the track's current disc is) and hollow while it preps; every word of the
    key is drawn, "to come" too (four boards' narrow key dropped it)."""
    from tabletop.games.taco_fight.table.faces import HEAT_COLOURS
    from tabletop.ui.fonts import TextLog
    from tabletop.ui.palette import SLOT_FILL
    style = table_for(services, players, False).style()
    zone = FightLayout(players, 5).zone("waves")
    heats = ("mild", "mild", "medium", "medium", "hot", "hot")
    look = draw_middle.WavesLook(2, 6, phase, heats, 0, "Normal", style.key)
    canvas = pygame.Surface((1280, 720))
    log = TextLog()
    services.fonts.log = log
    try:
        draw_middle._draw_waves(look, style, zone, canvas)
    finally:
        services.fonts.log = None
    said = {t.text for t in log.placed}
    words = [style.words.pgettext("waves", w) for w in ("beaten", "now", "to come")]
    assert set(words) <= said, repr(sorted(said))
    key = draw_middle.legend_area(zone)
    now = [t for t in log.placed if t.text == words[1]][0]
    centre = (now.rect.x - 4 - draw_middle.LEGEND_DISC - 1, now.rect.centery)
    inside = canvas.get_at(centre)[:3]
    assert inside == (style.theme.cream[:3] if phase == "fight" else SLOT_FILL[:3]), inside
    assert inside != HEAT_COLOURS["mild"][:3]  # the key's marks say a shape, not a heat
    assert key is not None and key.collidepoint(centre)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_pantrys_name_keeps_room_in_its_pill(services, players):
    """The pantry's name ("Despensa" too) keeps its pill's padding either side, stepping down
    to 14 px at least where 16 px would fill the pill from edge to edge."""
    ui = services.fonts
    said = services.words.pgettext("board", "Pantry")  # (`pile_names`' first)
    for board in FightLayout(players, 5).boards:
        tab = draw_board.pantry_tab(ui, said, board.pantry)
        size = draw_board.pantry_name_size(ui, said, board.pantry)
        assert size >= draw_board.PANTRY_NAME_FLOOR
        assert ui.measure(said, size)[0] + 2 * draw_board.PANTRY_TAB_PAD <= tab.w, (said, size)
        assert board.pantry.contains(tab)


def test_the_coach_stands_off_your_board_and_its_ready_ring_under_the_bar():
    """The tutorial's coach, at every step: its panel over none of the learner's board (on
    it, it hid plates 2-5 and the green places the steps talk about) and over no bot's board
    the step points at or waits for (it lay over Rosa's while she grabbed): over the stack and
    the sink, or a bot's board the step leaves alone; its outline round the Ready button stays
    on the felt, under the top bar (it ran into the bar)."""
    from tabletop.games.taco_fight.table.view import FELT_TOP
    from tabletop.scenes.tutorial import play_to
    from tests.scenes.helpers import headless_services
    from tests.tutorial.test_tutorials import on_stack

    services = headless_services()
    _stack, table, coach = on_stack(services, "taco-fight")
    match = coach.match
    for seat in range(len(table.layout.boards)):
        ring = table.place_rect(f"ready:{seat}")
        assert ring is not None and ring.inflate(14, 14).inflate(4, 4).top >= FELT_TOP, seat
    middle = table.layout.zone("stack").union(table.layout.zone("sink"))
    on_the_middle = 0
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        mine = table.layout.boards[0]
        assert not coach.box.colliderect(mine.rect), step + 1
        wants = match.coach.step.wants
        for board in table.layout.boards[1:]:
            used = (wants is not None and wants.seat == board.seat) or any(
                board.rect.colliderect(target) for target in coach.targets())
            assert not (used and coach.box.colliderect(board.rect.inflate(0, -8))), step + 1
        on_the_middle += middle.contains(coach.box.clip(middle)) and \
            coach.box.bottom <= middle.bottom
        if match.coach.free:
            break
        play_to(match, step + 1)
    assert on_the_middle >= 12  # (all but the steps at the stack)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_header_buttons_keep_off_the_boards_border(players):
    """Auto and Ready (and the lit "✓ READY" chip in Ready's place) stand 4 px below the
    board's top edge and 8 px in from its right, inside the header: at 2 px the chip's outline
    touched the board's border and ran into its rounded corner."""
    from tabletop.games.taco_fight.table import board as geometry

    for board in FightLayout(players, 5).boards:
        for button in (board.auto_button, board.ready_button):
            assert button.top - board.rect.top >= geometry.BUTTON_TOP >= 4
            assert board.rect.right - button.right >= 8
            assert board.header.contains(button)
        assert board.auto_button.right <= board.ready_button.left


def test_a_special_new_taco_says_what_it_is_beside_its_chip():
    """Diego's new taco in the tutorial is Chips & Salsa: its small chip (a bowl in a gold
    frame) was the only new taco nothing explained. Beside it, in dim words on the footer, its
    name and the one way to beat it; an ordinary new taco has no such note."""
    from tabletop.games.catalog import game_specs
    from tabletop.games.taco_fight.table.view_model import footer
    from tabletop.scenes.tutorial import build_tutorial
    from tabletop.tutorial.files import read_tutorial
    from tests.scenes.helpers import headless_services

    services = headless_services()
    spec = game_specs()["taco-fight"]
    table, _coach = build_tutorial(services, spec, read_tutorial(spec), 5)
    table.on_events([])
    model = table.model()
    assert model.table.phase == "prep"
    diego = footer(model, table.data, 2)
    assert diego.note == "Chips & Salsa: only eating beats it" and diego.calm
    rosa = footer(model, table.data, 1)
    assert rosa.tacos and rosa.note is None
    texts = texts_of(services, table)
    shown = [t for t in texts if t.text == diego.note]
    assert shown and table.boards[2].rect.contains(shown[0].rect)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_decks_names_say_what_the_tracks_ring_colours_mean(services, players):
    """The wave track's rings are coloured by their wave's spiciness while its key says their
    state: where the taco board's three names have room (one to three boards), each name has a
    ring in its heat before it, whole inside its name's box and clear of the word; four boards'
    narrow names stand alone (no room), right under the key."""
    from tabletop.games.taco_fight.table.faces import HEAT_COLOURS
    style = table_for(services, players, False).style()
    layout = FightLayout(players, 5)
    ui = style.ui
    fits = []
    for heat in ("mild", "medium", "hot"):
        name = draw_middle.deck_name(heat, style)
        box = layout.taco_deck_boxes(heat)[0]
        fits.append(draw_middle.heat_ring_fits(ui, name, 16, box))
        canvas = pygame.Surface((1280, 720))
        x = draw_middle._heat_ring(canvas, ui, name, 16, box, HEAT_COLOURS[heat])
        if fits[-1]:
            ring = pygame.Rect(0, 0, 2 * draw_middle.HEAT_RING, 2 * draw_middle.HEAT_RING)
            ring.center = (x, box.centery)
            assert box.contains(ring)
            assert canvas.get_at((x - draw_middle.HEAT_RING + 1, box.centery))[:3] == \
                HEAT_COLOURS[heat][:3]
            word_left = box.centerx + draw_middle.HEAT_RING_W // 2 - ui.measure(name, 16)[0] / 2
            assert ring.right < word_left
    assert all(fits) == (players < 4), fits


def test_under_the_coach_no_empty_pile_panel_peeks_out():
    """The tutorial's coach over the stack and the sink is shorter than their panels: the
    ground leaves the two panels out while it stands there (their empty tops showed above it
    as slivers), and prints them again once it goes."""
    from tabletop.games.catalog import game_specs
    from tabletop.games.taco_fight.table.ground import ground
    from tabletop.scenes.tutorial import build_tutorial
    from tabletop.tutorial.files import read_tutorial
    from tests.scenes.helpers import headless_services

    services = headless_services()
    spec = game_specs()["taco-fight"]
    table, coach = build_tutorial(services, spec, read_tutorial(spec), 4)
    table.on_events([])
    coach.lay_out()
    assert table.coach_over_middle() and coach.box.top > table.layout.zone("stack").top
    canvas = pygame.Surface((1280, 720))
    table.draw_ground(canvas, canvas.get_rect())
    stack = table.layout.zone("stack")
    above = (stack.centerx, stack.top + 6)  # (over the coach's top: a panel's, or felt)
    bare = ground(canvas, table.style(), table.art, table.layout,
                  services.felt_to_print_on, piles=False)
    with_piles = ground(canvas, table.style(), table.art, table.layout,
                        services.felt_to_print_on)
    assert bare.get_at(above) != with_piles.get_at(above)
    assert canvas.get_at(above) == bare.get_at(above)


@pytest.mark.parametrize("code", ["en", "es"])
def test_four_boards_two_line_key_reads_as_a_list(services, code):
    """Four boards' narrow key stands on two lines that start at one x ("beaten" over "to
    come"): centred each on its own, "to come" read as a line wrapped under the middle."""
    from tabletop.ui.fonts import TextLog
    services.words = load_language(code)
    style = table_for(services, 4, False).style()
    zone = FightLayout(4, 5).zone("waves")
    look = draw_middle.WavesLook(2, 6, "prep", ("mild",) * 6, 0, "Normal", style.key)
    log = TextLog()
    services.fonts.log = log
    try:
        draw_middle._draw_waves(look, style, zone, pygame.Surface((1280, 720)))
    finally:
        services.fonts.log = None
    words = [style.words.pgettext("waves", w) for w in ("beaten", "to come")]
    first, second = (next(t for t in log.placed if t.text == w) for w in words)
    assert second.rect.y > first.rect.y and abs(second.rect.x - first.rect.x) <= 1
