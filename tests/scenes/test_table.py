"""The table scene's first words: a new game begins; a continued one says what happened last
(never the obvious "The game continues.")."""

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.scenes.title import TitleScene
from tests.scenes.helpers import headless_services


def loco_match(services, game: str = "taco-loco") -> Match:
    spec = services.specs[game]
    return Match(spec, services.game_data(spec),
                 GameSetup((Seat("Ana", HUMAN), Seat("Rosa", BOT)), 5, {}))


def one_move(match: Match) -> None:
    """The seat on turn makes a move (as a bot would)."""
    seat = match.rules.actors()[0]
    match.bots[seat] = match.spec.new_bot(match.data, seat, "normal", seat)
    match.submit(match.bot_decision(seat).action)


def test_a_new_game_begins(private_user_data):
    services = headless_services()
    table = services.table_view_class("taco-loco")(services, services.specs["taco-loco"],
                                                   loco_match(services))
    assert table.feedback.last_text == "The game begins."


def test_a_continued_game_says_what_happened_last(private_user_data):
    """(Taco Party's: Taco Loco's and Crazy Taco's bottom line keeps to refusals and hints.)"""
    services = headless_services()
    match = loco_match(services, "taco-party")
    one_move(match)
    services.storage.autosave(match)
    stack = SceneStack()
    title = TitleScene(services)
    stack.push(title)
    stack.apply_pending()
    title.open_saved(title.saves[0])
    stack.apply_pending()
    assert stack.top is not title
    table = stack.top
    said = table.feedback.last_text
    assert said and said == table.happened.lines(table.viewer, table.history_text)[-1]
    assert "continues" not in said


def test_a_new_language_says_the_last_line_again(private_user_data):
    services = headless_services()
    match = loco_match(services, "taco-party")
    one_move(match)
    table = services.table_view_class("taco-party")(services, services.specs["taco-party"],
                                                    match)
    table.reword()
    assert table.feedback.last_text == table.latest_line() != ""


def test_a_continued_taco_loco_tells_its_last_move_once_in_what_happened(private_user_data):
    services = headless_services()
    match = loco_match(services)
    match.bots[0] = match.spec.new_bot(match.data, 0, "normal", 0)
    match.submit(match.bot_decision(0).action)
    table = services.table_view_class("taco-loco")(services, services.specs["taco-loco"], match)
    table.reword()
    assert table.feedback.last_text == ""
    assert table.happened.lines(table.viewer, table.history_text, last=1)
