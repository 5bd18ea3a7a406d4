"""The ¡Taco Fight! table driven through its scene: four devices at once, pads, pauses, time."""

import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.clock import FixedStepClock
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.taco_fight.spec import SPEC
from tabletop.games.taco_fight.table.controls_scene import ControlsScene
from tabletop.games.taco_fight.table.devices import LEFT_KEYS, MOUSE, RIGHT_KEYS, pad_device
from tabletop.games.taco_fight.table.view import TacoFightTable
from tabletop.input import intents as it
from tabletop.scenes.pause import PauseScene
from tests.scenes.helpers import STEP, headless_services, send, settle

PAD = 11


@pytest.fixture
def services(private_user_data):
    """Built after the private user folder is in place, so scores never reach the real one."""
    services = headless_services()
    services.settings = None
    return services


def start(services, humans=1, players=4, seed=5, options=None):
    seats = tuple(Seat(f"P{i + 1}", HUMAN if i < humans else BOT) for i in range(players))
    setup = GameSetup(seats, seed, SPEC.resolve_options(options or {}))
    match = Match(SPEC, services.game_data(SPEC), setup)
    stack = SceneStack()
    table = TacoFightTable(services, SPEC, match)
    stack.push(table)
    stack.apply_pending()
    stack.update(STEP)  # the controls screen comes up on the first update
    stack.apply_pending()
    return stack, table, match


def distinct_colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def four_at_the_table(services):
    """Four humans: mouse, left keys, right keys, and a gamepad that joins on the controls
    screen; the controls screen is then closed."""
    stack, table, match = start(services, humans=4)
    assert isinstance(stack.top, ControlsScene)
    send(stack, it.PadAdded(PAD, "Test pad"), it.PadButton(PAD, 0))
    assert table.hub.seat(pad_device(PAD)) == 3
    send(stack, it.Confirm())
    assert stack.top is table
    assert not match.bots  # every seat has a device
    return stack, table, match


def run_steps(stack, count):
    for _ in range(count):
        stack.update(STEP)
        stack.apply_pending()


def mouse_click(stack, pos, button=1):
    send(stack, it.PointerMove(pos), it.PointerDown(pos, button), it.PointerUp(pos, button))


def test_the_controls_screen_renders_each_device_and_changes_seats(services):
    stack, table, match = start(services, humans=2)
    controls = stack.top
    assert isinstance(controls, ControlsScene)
    canvas = pygame.Surface((1280, 720))
    stack.draw(canvas, 0.0)
    assert distinct_colours(canvas) > 12
    assert table.hub.seat(LEFT_KEYS) == 1 and table.hub.seat(RIGHT_KEYS) is None
    send(stack, it.Navigate(1, 0))
    assert table.hub.seat(RIGHT_KEYS) == 0
    rect = dict(controls.device_rects())[MOUSE]
    send(stack, it.PointerDown(rect.center, 1))
    assert table.hub.seat(MOUSE) == 1
    send(stack, it.KeyPress("e"))
    assert stack.top is table
    assert set(match.bots) == {2, 3}  # seats without a device are bots


def test_four_devices_acting_in_the_same_frame_all_take_effect(services):
    stack, table, match = four_at_the_table(services)
    rules = match.rules
    stack_rect = table.layout.stack_rect()
    # grab: mouse on the stack, left R, right '.', pad Y: all before the next update
    mouse_click(stack, stack_rect.center)
    send(stack, it.KeyPress("r"), it.KeyPress("."), it.PadButton(PAD, 3))
    assert rules.table().pantry_sizes == (5, 5, 5, 5)
    # ready: the mouse's Ready button, left X, right ';', pad Start
    mouse_click(stack, table.boards[0].ready_button.center)
    send(stack, it.KeyPress("x"), it.KeyPress(";"))
    assert rules.phase == "prep"
    send(stack, it.PadButton(PAD, 7))
    assert rules.phase == "fight"
    settle(stack, 0.5)  # let the flip of the hourglass finish
    # flip: mouse on its own pantry, left Q, right '/', pad X
    mouse_click(stack, table.boards[0].pantry.center)
    send(stack, it.KeyPress("q"), it.KeyPress("/"), it.PadButton(PAD, 2))
    table_view = rules.table()
    assert [len(k) for k in table_view.kitchens] == [2, 2, 2, 2]
    assert table_view.pantry_sizes == (3, 3, 3, 3)
    # the mouse shuffles with a right click and gives by clicking a teammate's pantry;
    # left G and pad RB give to the player under their cursor
    mouse_click(stack, table.boards[0].pantry.center, button=3)
    assert not table.seat_refusals and isinstance(match.log[-1], dict)
    assert match.log[-1]["type"] == "Shuffle"
    mouse_click(stack, table.boards[1].pantry.center)
    send(stack, it.KeyPress("d"), it.KeyPress("d"), it.KeyPress("d"), it.KeyPress("d"),
         it.KeyPress("d"), it.KeyPress("g"))
    assert table.controls[1].owner == 2
    assert rules.table().pantry_sizes == (2, 3, 4, 3)


def test_a_pad_unplugged_mid_fight_pauses_and_a_bot_takes_the_seat(services):
    stack, table, match = four_at_the_table(services)
    send(stack, it.KeyPress("x"), it.KeyPress(";"), it.PadButton(PAD, 7))
    mouse_click(stack, table.boards[0].ready_button.center)
    assert match.rules.phase == "fight"
    settle(stack, 1.0)
    send(stack, it.PadRemoved(PAD))
    assert isinstance(stack.top, PauseScene)
    assert "P4" in stack.top.reason and "gamepad" in stack.top.reason
    step = match.rules.step
    settle(stack, 2.0)
    assert match.rules.step == step  # paused: the hourglass does not run
    assert 3 in match.bots
    send(stack, it.Back())  # resume
    assert stack.top is table
    run_steps(stack, 30)
    assert match.rules.step == step + 30
    # plugging a pad back in and pressing a button takes the seat back from the bot
    send(stack, it.PadAdded(PAD + 1, "Test pad"), it.PadButton(PAD + 1, 0))
    assert table.hub.seat(pad_device(PAD + 1)) == 3 and 3 not in match.bots


def test_focus_loss_and_escape_pause_the_fight(services):
    stack, table, match = start(services, humans=1)
    send(stack, it.Confirm(), it.KeyPress("x"))
    settle(stack, until=lambda: match.rules.phase == "fight", limit=20)
    send(stack, it.FocusLost())
    assert isinstance(stack.top, PauseScene)
    step = match.rules.step
    settle(stack, 1.0)
    assert match.rules.step == step


def run_fight_at(services, fps: float) -> tuple[int, int, int]:
    """Drive the stack with a fixed-step clock at `fps` frames a second through one fight;
    returns (step the fight started, step it ended, frames drawn)."""
    stack, table, match = start(services, humans=1, seed=9)
    send(stack, it.Confirm(), it.KeyPress("r"), it.KeyPress("x"))
    now = [0.0]
    clock = FixedStepClock(step=STEP, time_source=lambda: now[0])
    clock.advance()
    rules = match.rules
    started = ended = None
    frames = 0
    while ended is None and frames < 200 * fps:
        now[0] += 1 / fps
        frames += 1
        for _ in range(clock.advance()):
            stack.update(STEP)
            stack.apply_pending()
            if started is None and rules.phase == "fight":
                started = rules.step
            if started is not None and rules.phase != "fight":
                ended = rules.step
                break
    return started, ended, frames


def test_the_fight_countdown_ends_on_the_same_step_at_30_60_and_144_fps(services):
    results = {fps: run_fight_at(services, fps) for fps in (30, 60, 144)}
    starts = {r[0] for r in results.values()}
    ends = {r[1] for r in results.values()}
    assert len(starts) == 1 and len(ends) == 1, results
    (start_step,), (end_step,) = starts, ends
    # the fight began inside the step `start_step` (a Ready, then that step's tick)
    assert end_step - start_step == 30 * 60 - 1
    for fps, (_s, _e, frames) in results.items():
        assert abs(frames / fps - end_step / 60) < 2 / fps + 1e-6, (fps, frames)


def test_a_whole_fight_with_bots_and_one_human_runs_through_the_scene(services):
    stack, table, match = start(services, humans=1, seed=3,
                                options={"difficulty": "madness"})
    canvas = pygame.Surface((1280, 720))
    send(stack, it.Confirm())
    keys = ["r", "q", "q", "e", "f", "f", "d", "f", "f", "f", "w", "e", "s", "a", "c", "g"]
    rules = match.rules
    frames = 0
    while rules.phase == "prep" and frames < 40 * 60:
        if frames == 30:
            send(stack, it.KeyPress("r"), it.KeyPress("z"), it.KeyPress("x"))
        stack.update(STEP)
        stack.apply_pending()
        frames += 1
    assert rules.phase == "fight"
    wave = rules.wave
    frames = 0
    while rules.phase == "fight" and rules.wave == wave:
        if frames % 7 == 0:
            send(stack, it.KeyPress(keys[(frames // 7) % len(keys)]))
        if frames % 11 == 0:
            send(stack, it.Navigate(1, 0), it.Confirm(), it.KeyPress("right shift"))
        if frames % 13 == 0:
            board = table.boards[(frames // 13) % 4]
            spot = board.attackers[(frames // 13) % 5].center
            send(stack, it.PointerMove(spot), it.PointerDown(spot, 1))
        stack.update(STEP)
        stack.apply_pending()
        if frames % 20 == 0:
            stack.draw(canvas, 0.0)
        frames += 1
        assert frames < 40 * 60
    assert rules.phase in ("prep", "over")
    settle(stack, 2.5)  # the automatic prep steps animate
    stack.draw(canvas, 0.0)
    assert distinct_colours(canvas) > 12


class SoundRecorder:
    """Records the effects played and what the table tells the hourglass music."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.hourglass_said: list[tuple[str | None, float | None]] = []

    def play(self, name: str) -> None:
        self.played.append(name)

    def hourglass(self, phase: str | None, seconds_left: float | None) -> None:
        self.hourglass_said.append((phase, seconds_left))


def test_the_hourglass_ticks_in_the_last_five_seconds(services):
    stack, table, match = start(services, humans=0, seed=4)
    sounds = table.services.sounds = SoundRecorder()
    played = sounds.played
    try:
        settle(stack, until=lambda: match.rules.phase == "fight", limit=30)
        assert sounds.hourglass_said and sounds.hourglass_said[0][0] == "prep"
        played.clear()
        sounds.hourglass_said.clear()
        settle(stack, until=lambda: match.rules.phase != "fight", limit=40)
        assert played.count("tick") == 5
        fight = [left for phase, left in sounds.hourglass_said if phase == "fight"]
        assert fight[0] > 25 and min(fight) < 0.1  # every step, down to the last
        assert fight == sorted(fight, reverse=True)
    finally:
        from tabletop.app import SilentSounds

        table.services.sounds = SilentSounds()


def test_a_won_game_enters_the_high_score_table_then_shows_results(services):
    from tabletop.games.taco_fight.table.scores_scene import HighScoreScene
    from tabletop.scenes.results import ResultsScene

    stack, table, match = start(services, humans=1, players=4, seed=2)
    for device in list(table.hub.devices):
        table.hub.seat_of[device] = None  # everyone watches: four bots play it out
    send(stack, it.Confirm())
    table.tweens.speed = 0
    settle(stack, until=lambda: not isinstance(stack.top, TacoFightTable), limit=400)
    assert match.rules.won, match.rules.ending
    scores = stack.top
    assert isinstance(scores, HighScoreScene) and scores.place == 1
    entry = services.storage.user.high_scores.entries()[0]
    assert entry.names == ("P1", "P2", "P3", "P4") and entry.difficulty == "normal"
    assert entry.players == 4 and entry.tacos_eaten == len(match.rules.sink)
    canvas = pygame.Surface((1280, 720))
    stack.draw(canvas, 0.0)
    send(stack, it.Confirm())
    assert isinstance(stack.top, ResultsScene)
    details = table.result_details()  # the team's tacos (each seat's forks: its big number)
    # (after the tacos beaten at the seat's plates, when it beat any: "At own plates: 3
    # blocked, ...")
    assert all(next(t for t in lines if not t.startswith("At own plates: ")).startswith("Team: ")
               for lines in details)
    assert sum(match.rules.forks_sunk) == len(match.rules.sink)


def test_a_pad_unplugged_while_paused_is_noticed_on_resume(services, monkeypatch):
    from tabletop.games.taco_fight.table import view as view_module

    live = {PAD}
    monkeypatch.setattr(view_module, "live_pad_ids", lambda: set(live))
    stack, table, match = four_at_the_table(services)
    send(stack, it.Back())
    assert isinstance(stack.top, PauseScene)
    live.clear()  # unplugged behind the pause menu, which does not listen for pads
    send(stack, it.Back())
    assert isinstance(stack.top, PauseScene) and "P4" in stack.top.reason
    assert 3 in match.bots


def test_every_card_face_is_ready_before_the_first_wave(services):
    """Faces are composed when the table opens: none is drawn (icons read, text rendered)
    for the first time mid-fight, when a hitch would show."""
    stack, table, match = start(services, humans=0, seed=7, options={"difficulty": "madness"})
    faces = table.faces
    card_faces = {key for key in faces._cache if key[0] != "heat"}
    assert len(card_faces) > 30
    canvas = services.display.canvas
    for _ in range(240):
        stack.update(STEP)
        stack.apply_pending()
        stack.draw(canvas, 0.0)
    assert {key for key in faces._cache if key[0] != "heat"} == card_faces


def test_a_seat_a_gamepad_took_from_a_bot_is_a_person_on_the_results(services):
    from tabletop.scenes.results import ResultsScene

    stack, table, match = start(services, humans=1, players=2)
    assert 1 in match.bots
    send(stack, it.PadAdded(PAD, "Test pad"), it.PadButton(PAD, 0))
    assert table.hub.seat(pad_device(PAD)) == 1
    send(stack, it.Confirm())
    assert 1 not in match.bots
    assert table.seat_kinds() == [HUMAN, HUMAN]
    results = ResultsScene(services, SPEC, match, table.result_details(), table.score_label,
                           kinds=table.seat_kinds())
    assert results.kinds == [HUMAN, HUMAN]
    assert ResultsScene(services, SPEC, match).kinds == [HUMAN, BOT]  # what the setup said


def test_every_clock_reading_is_rendered_before_the_first_wave(services):
    from tabletop.games.taco_fight.table.hourglass import Countdown
    from tabletop.games.taco_fight.table.view_model import CLOCK_SIZE, CLOCK_WARN_SIZE, clock_text

    stack, table, match = start(services, humans=0, seed=7, options={"difficulty": "madness"})
    theme, book = services.theme, services.fonts
    rules = match.rules
    assert rules.prep_steps  # Madness times its prep too
    seconds = round(max(rules.fight_steps, rules.prep_steps) / 60)
    warned = 0
    for whole in range(seconds + 1):
        key = (clock_text(whole), CLOCK_SIZE, theme.cream, theme.shadow)
        assert book.holds(*key), key
        if Countdown.warning(whole, True):
            warned += 1
            for size in (CLOCK_SIZE, CLOCK_WARN_SIZE):
                key = (clock_text(whole), size, theme.chili, theme.shadow)
                assert book.holds(*key), key
    assert warned >= 3


def test_a_hint_names_the_plate_it_outlines(services):
    """Plates show their numbers; a hint naming "plate N" outlines that plate's column."""
    import re

    from tabletop.games.taco_fight.rules import actions as A

    stack, table, match = start(services, humans=1, players=2, seed=8)
    send(stack, it.Confirm())  # close the controls screen
    assert stack.top is table
    named = attacks = 0
    for step in range(60 * 60):
        if match.rules.is_over() or attacks >= 3:
            break
        if step % 20 == 0 and match.rules.legal_actions(0):
            table.show_hint()
            found = re.search(r"(\w+'s|your) plate (\d)", table.feedback.hint_text)
            hint = table.feedback.hint_action
            if isinstance(hint, A.Smash) or (isinstance(hint, A.Stab) and any(
                    hint.taco in row for row in table.table.attackers)):
                assert found, table.feedback.hint_text  # an attacking taco is named by its plate
                attacks += 1
            if found and table.feedback.hint_action is not None:
                owner = 0 if found.group(1) == "your" else next(
                    s for s in range(2) if found.group(1) == f"{table.seat_name(s)}'s")
                board = table.boards[owner]
                column = board.columns[int(found.group(2)) - 1]
                outlined = table.layout.hint_rect(hint, table.table)
                assert outlined is not None and column.contains(outlined), table.feedback.hint_text
                named += 1
            table.after_events(match.submit(table.feedback.hint_action))
            table.feedback.hint_action, table.feedback.hint_text = None, ""
        stack.update(STEP)
        stack.apply_pending()
    assert named >= 3 and attacks >= 3, (named, attacks)


def test_a_prep_waiting_for_ready_draws_nothing(services):
    """Under the controls sheet the table is frozen and nothing is due; once the sheet is closed
    and the bots are ready, a prep without a time limit waits for its person: the loop asks for
    no frame, and drawing anyway redraws no region, nor after a pointer move over the felt."""
    stack, table, match = start(services, humans=1, players=2)  # normal: the prep is untimed
    canvas = services.display.canvas
    assert isinstance(stack.top, ControlsScene)
    stack.draw(canvas, 0.0)
    assert not stack.moving() and not stack.wants_frame()
    send(stack, it.Confirm())
    assert stack.top is table
    for _ in range(round(8.0 / STEP)):
        stack.update(STEP)
        stack.apply_pending()
        if stack.wants_frame():
            stack.draw(canvas, 0.0)
    seen = table.seen()
    assert seen.phase == "prep" and not seen.is_timed
    assert not seen.table.ready[0] and all(seen.table.ready[s] for s in match.bots)
    assert not stack.moving() and not stack.wants_frame() and stack.due_in() is None
    for _ in range(30):
        stack.update(STEP)
        stack.apply_pending()
        assert table.draw(canvas, 0.0) == []
    felt = (table.layout.boards[0].rect.right + 2, canvas.get_height() - 40)
    assert not any(board.rect.collidepoint(felt) for board in table.boards)
    send(stack, it.PointerMove(felt))
    stack.update(STEP)
    assert table.draw(canvas, 0.0) == []
    assert table.retained.redrawn_area == 0


BOARD_PARTS = ("header", "pantry", "plate", "footer", "refusal", "pill")


def board_looks(table, canvas) -> dict:
    return {e.key: (tuple(e.rect), e.look) for e in table.elements(canvas)
            if isinstance(e.key, tuple) and e.key[0] in BOARD_PARTS}


def test_a_board_kept_between_plays_follows_what_it_shows(services):
    """Between two plays the table stays the same, so each board's elements are kept; the
    pointer over the Ready button, a refused play, the new taco picked, the cursor moved or
    the pantry pointed at still show at once, as on a table built afresh."""
    stack, table, match = start(services, humans=1, players=2, options={"difficulty": "hard"})
    send(stack, it.Confirm())
    settle(stack, until=lambda: table.incoming_visible(), limit=10.0)
    assert len(table.table.incoming[0]) == 2  # hard: two new tacos to choose between
    canvas = services.display.canvas
    table.draw(canvas, 0.0)
    board = table.boards[0]
    seen = table.table

    def as_fresh() -> dict:
        fresh = TacoFightTable(services, SPEC, match)
        fresh.input = table.input
        fresh.seat_refusals = dict(table.seat_refusals)
        fresh.reveal_incoming_at = table.reveal_incoming_at
        return board_looks(fresh, canvas)

    for change in (lambda: send(stack, it.PointerMove(board.ready_button.center)),
                   lambda: table.refuse_for(0, "Not now."),
                   lambda: send(stack, it.KeyPress("f")),  # prep: pick the next new taco
                   lambda: send(stack, it.KeyPress("d")),
                   lambda: send(stack, it.PointerMove(board.pantry.center))):
        change()
        assert table.table is seen  # the same table: only the kept boards could go stale
        assert board_looks(table, canvas) == as_fresh()
