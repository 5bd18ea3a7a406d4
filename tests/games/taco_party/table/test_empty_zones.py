"""No empty slabs on the Taco Party table: the log has no box until something happened, and
then is as tall as its lines."""

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_party.rules.events import CardPlayed
from tabletop.kit.history import History
from tests.games.taco_party.table.test_view import start
from tests.scenes.layout_checks import texts_drawn


def played(n):
    return CardPlayed(1, "hand:1", "plate:1:taco:0", 1, 1, 0, n, False, 1)


def test_an_empty_log_draws_nothing_and_fills_once_something_happened():
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    canvas = table.services.display.canvas
    table.happened = History()
    assert not [e for e in table.elements(canvas) if e.key == "log"]
    table.happened.told(1, [played(1)])
    assert "What happened" in [p.text for p in texts_drawn(table.services, stack).placed]


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


def test_a_long_line_wraps_into_two_even_lines_never_a_word_alone():
    from tabletop.games.taco_party.table.draw import LOG_TEXT, two_lines

    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    ui = table.services.fonts
    text = "You added the Chef's Hat to your taco; pickup now 2"
    width = ui.measure(text, LOG_TEXT)[0] - 40
    first, second = two_lines(ui, text, width)
    assert f"{first} {second}" == text and " " in second
    assert abs(ui.measure(first, LOG_TEXT)[0] - ui.measure(second, LOG_TEXT)[0]) < width / 2
