"""The replay's bar lies over the table's own top bar only (never over scores, cash or a
hand), and its timeline on the foot bar says where it starts, stands and ends."""

from __future__ import annotations

import re

import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.kit.chrome import BAR_HEIGHT
from tabletop.scenes.replays import BAR, SPEEDS, ReplayScene
from tests.scenes.helpers import game_ids, headless_services
from tests.scenes.layout_checks import texts_by_scene
from tests.scenes.test_replays import finished_record


def replay_of(services, game: str, players: int) -> tuple[SceneStack, ReplayScene]:
    _, record = finished_record(services, game, players)
    stack = SceneStack()
    scene = ReplayScene(services, record)
    stack.push(scene)
    stack.apply_pending()
    scene.playing = False
    scene.forward(scene.steps_per_move() * 5)
    scene.view.tweens.finish_all()
    return stack, scene


@pytest.mark.parametrize("game", game_ids())
def test_the_replay_bar_covers_only_the_tables_top_bar(game):
    services = headless_services()
    spec = services.specs[game]
    stack, scene = replay_of(services, game, spec.max_players)
    assert BAR.bottom <= BAR_HEIGHT + 2
    for widget in scene.widgets.widgets:
        assert BAR.contains(widget.rect), (widget.label, widget.rect)
    scene.view.redraw_all()
    (_, log), = texts_by_scene(services, stack)
    mine = [p for p in log.placed if p.rect.bottom <= BAR.bottom]
    below = [p for p in log.placed if p.rect.top >= BAR.bottom]
    assert mine and below
    assert all(BAR.contains(p.rect) for p in mine if p.text in ("REPLAY",))


@pytest.mark.parametrize("game", game_ids())
def test_the_timeline_says_its_start_where_it_stands_and_its_end(game):
    """The foot bar's timeline is labelled at its start, its knob (where the replay stands)
    and its end, each in words at least 16 px tall, once each ("Start", "Step 5", "66 steps"; a
    real-time game's in its own time, "0:00", "0:05", "3:04": never its clock ticks)."""
    from tabletop.scenes.replays import FOOT

    services = headless_services()
    spec = services.specs[game]
    stack, scene = replay_of(services, game, spec.min_players)
    start, end = scene.scrub_ends()
    now = scene.scrub_now()
    if spec.realtime:
        assert start == "0:00" and re.fullmatch(r"0:0[45]", now), (start, now)
        assert re.fullmatch(r"\d+:\d\d", end) and end != "0:00"
    else:
        assert (start, now, end) == ("Start", "Step 5", f"{len(scene.cursor)} steps")
    scene.view.redraw_all()
    (_, log), = texts_by_scene(services, stack)
    foot = [p for p in log.placed if p.rect.top >= FOOT.y]
    said = [p.text for p in foot]
    for label in (start, now, end):
        assert said.count(label) == 1, (label, said)
    for placed in foot:
        if placed.text in (start, now, end):
            assert placed.rect.h >= 16, placed
    knob = scene.scrubber().knob_at(scene.cursor.position / len(scene.cursor))
    assert FOOT.contains(knob)


@pytest.mark.parametrize("game", game_ids())
def test_the_replay_tells_its_keys_in_the_corner_every_table_keeps_clear(game):
    from tabletop.scenes.replays import KEYS_CORNER
    from tabletop.ui import glyph_text
    from tests.pad.helpers import Pads, dpad

    services = headless_services()
    stack, scene = replay_of(services, game, 2)
    view = scene.view
    assert view.scores_button.rect.union(view.aid_button.rect) == KEYS_CORNER
    assert KEYS_CORNER.contains(scene.keys_rect())
    assert scene.keys_text() == "Arrows: step, speed"
    assert scene.close_button.label == "Close (Esc)"
    pads = Pads(services, stack)
    pads.plug(0)
    pads.post(dpad(1, 0))
    said = scene.keys_text()
    assert glyph_text.glyph("dpad") in said and "Arrows" not in said
    assert scene.close_button.label == "Close (B)"
    assert KEYS_CORNER.contains(scene.keys_rect())
    scene.draw(services.display.canvas, 0.0)


def test_a_click_on_the_timeline_jumps_there_and_the_knob_follows():
    """The foot bar's timeline (a game's replay, not a form's toolbar): a click along it jumps
    to that share of the game; a click on a button or off the timeline does not."""
    from tabletop.input import intents as it

    services = headless_services()
    game = game_ids()[0]
    _stack, scene = replay_of(services, game, services.specs[game].min_players)
    scrub = scene.scrubber()
    start, end = scrub.travel()
    y = scrub.track.centery
    scene.handle(it.PointerDown(((start + end) // 2, y)))
    half = len(scene.cursor) // 2
    assert abs(scene.cursor.position - half) <= 1 and not scene.playing
    assert scene.scrubber().knob_at(scene.cursor.position / len(scene.cursor)).centerx \
        == pytest.approx((start + end) / 2, abs=2)
    scene.handle(it.PointerDown((scrub.track.x, y)))
    assert scene.cursor.position == 0
    scene.handle(it.PointerDown((scrub.track.right, y)))
    assert scene.cursor.position == len(scene.cursor)
    button = scene.play_button.rect
    assert scene.track_step(button.center) is None
    assert scene.track_step((scrub.track.centerx, BAR.bottom + 40)) is None


def test_the_bars_buttons_are_quiet_but_the_focused_one():
    """Play is no brighter than the rest: only the focused button is marigold (playing and
    focused never look alike); Play or Pause says the state by its icon and its word."""
    services = headless_services()
    game = game_ids()[0]
    _stack, scene = replay_of(services, game, services.specs[game].min_players)
    assert all(w.dark and not w.primary for w in scene.widgets.widgets)
    scene.show_state()
    assert (scene.play_button.mark, scene.play_button.label) == ("play", "Play")
    scene.toggle()
    scene.show_state()
    assert (scene.play_button.mark, scene.play_button.label) == ("pause", "Pause")
    canvas, button = services.display.canvas, scene.play_button
    fills = []
    for focused in (False, True):
        button.draw(canvas, services.fonts, services.theme, focused, False)
        fills.append(tuple(canvas.get_at((button.rect.x + 6, button.rect.bottom - 6)))[:3])
    assert fills[1] == services.theme.marigold and fills[0] != services.theme.marigold
    from tabletop.ui import palette
    from tabletop.ui.widgets import DARK_LIFT

    for lift in DARK_LIFT.values():  # its words read on it, under the pointer too
        fill = palette.shade(palette.BAR_FILL, lift)
        assert palette.contrast_ratio(services.theme.cream, fill) >= 7.0


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_bars_words_are_never_shrunk_or_cut_at_any_text_size(code):
    """Each button is as wide as its longest words at the text size of the moment ("Velocidad
    0.5\u00d7", "Cerrar (Esc)"), and whose turn ("Rosa \u00b7 Jugando") is drawn whole."""
    from tabletop.assets.catalogs import load_language
    from tabletop.ui import fonts
    from tabletop.ui.widgets import LABEL_PAD
    from tests.scenes.every_scene import TEXT_SIZES

    for game in game_ids():
        for scale in TEXT_SIZES:
            services = headless_services()
            services.words = load_language(code)
            services.fonts.set_scale(scale)
            stack, scene = replay_of(services, game, 2)
            scene.reword()
            for speed in range(len(SPEEDS)):
                scene.speed_index = speed
                scene.show_state()
                label = scene.speed_button.label
                room = scene.speed_button.rect.w - 2 * LABEL_PAD[0]
                assert services.fonts.measure(label, fonts.SMALL)[0] <= room, (label, scale)
            scene.view.redraw_all()
            (_, log), = texts_by_scene(services, stack)
            whose = [p for p in log.placed if p.rect.bottom <= BAR.bottom
                     and p.rect.right < scene.widgets.widgets[0].rect.x]
            for placed in whose:
                natural = services.fonts.measure(placed.text, fonts.SMALL)
                assert placed.rect.w >= natural[0] - 1, (placed.text, scale, code)
            words = {p.text for p in whose}
            step = scene.view.status_text()[0]
            assert not step or step in words, (step, words, scale, code, game)


@pytest.mark.parametrize("game", game_ids())
def test_the_replays_foot_bar_says_paused_or_playing_where_it_stands_and_the_move(game):
    """The replay's state read at a glance, on its own foot bar (never floating on the
    felt): paused or playing, where it stands (its timeline's knob), and (at a turn table)
    the line telling the move shown, drawn there once; the keys' chip on the bar too."""
    from tabletop.scenes.replays import FOOT

    services = headless_services()
    stack, scene = replay_of(services, game, 2)
    scene.view.redraw_all()
    (_, log), = texts_by_scene(services, stack)
    said = {p.text: p.rect for p in log.placed}
    assert "Paused" in said and FOOT.contains(said["Paused"])
    now = [p.rect for p in log.placed if p.text == scene.scrub_now()]
    assert len(now) == 1 and FOOT.contains(now[0])
    assert FOOT.contains(scene.keys_rect())
    text, _kind = scene.view.feedback.line()
    if text and scene.view.turn_based:
        lines = [p.rect for p in log.placed if p.text == text]
        assert len(lines) == 1 and FOOT.contains(lines[0]), (text, lines)
    scene.toggle()
    (_, log), = texts_by_scene(services, stack)
    assert "Playing" in {p.text for p in log.placed}


def test_a_fight_replay_shows_no_controls_nobody_can_use():
    """¡Taco Fight!'s replay is played by no device: no "mouse · WASD" tags, no Auto or Ready
    buttons nor the keys for them, no cursor on a board (its bots are still called bots)."""
    services = headless_services()
    stack, scene = replay_of(services, "taco-fight", 2)
    scene.seek(30)  # a prep: where the live table offers Auto and Ready
    model = scene.view.model()
    assert model.mouse_seat is None and not model.driven
    assert all(seat.prep_keys is None for seat in model.seats)
    tags = [seat.tags for seat in model.seats]
    assert all(tag in ("", "bot") for tag in tags) and "bot" in tags, tags
    scene.view.redraw_all()
    (_, log), = texts_by_scene(services, stack)
    said = {p.text for p in log.placed}
    assert not said & {"Auto", "Ready", "mouse", "mouse · WASD · arrows"}, said


def test_at_the_start_the_timeline_says_start_beside_the_knob():
    """At step 0 the knob says "Step 0" beside the word "Start" (a bare "0" said it twice, and
    hidden at step 0 it left the timeline's start unlabelled); the end says what it counts."""
    from tabletop.scenes.replays import FOOT

    services = headless_services()
    stack, scene = replay_of(services, "taco-loco", 2)
    scene.to_start()
    scene.view.tweens.finish_all()
    scene.view.redraw_all()
    (_, log), = texts_by_scene(services, stack)
    said = [p.text for p in log.placed if p.rect.top >= FOOT.y]
    assert "Step 0" in said and "Start" in said and "0" not in said, said
    assert f"{len(scene.cursor)} steps" in said, said
