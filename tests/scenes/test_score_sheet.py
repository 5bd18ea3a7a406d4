"""The score sheet: on every table S (F3 in Taco Fight, whose keyboard players move with S)
and a "Scores" button open each seat's score so far, explained, over the dimmed table, which
stands still below it (Taco Fight's hourglass stops); S again or Esc goes back. It reads only
public things: every seat sees the same sheet."""

from __future__ import annotations

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.language import titled
from tabletop.core.match import Match
from tabletop.core.scoring import breakdowns_of
from tabletop.input import intents as it
from tabletop.scenes.score_sheet import ScoreSheetScene
from tests.kit.layout import layout_problems
from tests.scenes.every_scene import GAMES, TEXT_SIZES, fresh_services, on_stack
from tests.scenes.helpers import headless_services, send, settle
from tests.scenes.layout_checks import texts_by_scene


@pytest.fixture(scope="module")
def services():
    return headless_services()


def table_of(services, game: str, players: int | None = None, steps: int = 0):
    spec = services.specs[game]
    players = players or max(spec.min_players, min(2, spec.max_players))
    seats = tuple(Seat(f"P{i}", HUMAN if i == 0 else BOT) for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 3, {}))
    table = services.table_view_class(game)(services, spec, match)
    stack = on_stack(table)
    while stack.top is not table:  # a table may open with a screen of its own (controls)
        stack.pop()
        stack.apply_pending()
    if table.viewer is None and table.humans:
        table.viewer = table.humans[0]
    return stack, table


def scores_key(table) -> str:
    """The key that opens the score sheet at `table` now (pygame's key name)."""
    return table.keymap().keys_of(table.scores_action)[0]


@pytest.mark.parametrize("game", GAMES)
def test_the_key_opens_the_sheet_over_the_table_and_the_key_or_esc_goes_back(services, game):
    stack, table = table_of(services, game)
    for leave in (it.Back(), it.KeyPress(scores_key(table))):
        send(stack, it.KeyPress(scores_key(table)))
        sheet = stack.top
        assert isinstance(sheet, ScoreSheetScene) and sheet.spec.id == game
        assert not sheet.opaque and sheet.freezes_below  # over the table, which stops
        worded = tuple(table.phrases.breakdown(p) for p in breakdowns_of(table.match) or ())
        assert sheet.parts == worded and not sheet.problem
        send(stack, leave)
        assert stack.top is table


@pytest.mark.parametrize("game", GAMES)
def test_the_scores_button_opens_the_sheet(services, game):
    stack, table = table_of(services, game)
    assert table.scores_button in table.buttons()
    assert scores_key(table).upper() in table.scores_button.label
    assert not table.scores_button.rect.colliderect(table.aid_button.rect)
    send(stack, it.PointerDown(table.scores_button.rect.center))
    assert isinstance(stack.top, ScoreSheetScene)


def test_every_tables_scores_key_is_named_f3_and_s_still_works_at_a_turn_table(services):
    """One meaning, one key name in every game (¡Taco Fight!'s S is its left player's down)."""
    for game in GAMES:
        stack, table = table_of(services, game)
        assert scores_key(table) == "f3" and "Scores (F3)" in [b.label for b in table.buttons()]
        if not services.specs[game].realtime:
            send(stack, it.KeyPress("s", "scores"))
            assert isinstance(stack.top, ScoreSheetScene)


def test_the_fight_stands_still_while_the_sheet_is_open(services):
    stack, table = table_of(services, "taco-fight", 2)
    settle(stack, 0.5)
    send(stack, it.KeyPress("f3"))
    assert isinstance(stack.top, ScoreSheetScene)
    before = table.match.rules.snapshot()
    settle(stack, 2.0)
    assert table.match.rules.snapshot() == before


@pytest.mark.parametrize("game", [g for g in GAMES if g != "taco-fight"])
def test_every_seat_sees_the_same_sheet_all_game_long(services, game):
    """Nothing private: the breakdown is the same whichever seat looks, at every move."""
    spec = services.specs[game]
    players = spec.max_players
    seats = tuple(Seat(f"P{i}") for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 8, {}))
    moves = 0
    while not match.rules.is_over() and moves < 120:
        views = {breakdowns_of(match, seat) for seat in range(players)}
        assert len(views) == 1
        seat = match.bot_to_move()
        assert seat is not None
        match.submit(match.bot_decision(seat).action)
        moves += 1


@pytest.mark.parametrize("game", GAMES)
def test_the_sheet_is_readable_with_the_most_seats_at_every_text_size(game, tmp_path):
    services = fresh_services(tmp_path)
    spec = services.specs[game]
    seats = tuple(Seat(f"Player {i + 1}", HUMAN if i == 0 else BOT)
                  for i in range(spec.max_players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 11, {}))
    for seat in range(len(seats)):
        match.bots.setdefault(seat, spec.new_bot(match.data, seat, "normal", seat))
    play_out(match)
    problems = []
    for scale in TEXT_SIZES:
        services.fonts.set_scale(scale)
        stack = on_stack(ScoreSheetScene(services, spec, match, 0, "score"))
        (_, log), = texts_by_scene(services, stack)
        drawn = {p.text for p in log.placed}
        assert "Total" in drawn and titled(f"{spec.title}: final scores", spec.title) in drawn
        problems += [f"{scale}x: {why}" for why in
                     layout_problems(log.placed, min_height=16 if scale >= 1.0 else 0)]
    assert not problems, "\n".join(dict.fromkeys(problems))
