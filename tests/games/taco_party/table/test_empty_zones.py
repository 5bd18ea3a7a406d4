"""No empty slabs on the Taco Party table: the log has no box until something happened."""

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_party.rules.actions import CardPlayed
from tabletop.table.history import History
from tests.games.taco_party.table.test_view import start
from tests.scenes.layout_checks import texts_drawn


def test_an_empty_log_draws_nothing_and_fills_once_something_happened():
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    canvas = table.services.display.canvas
    table.happened = History()
    log = next(e for e in table.elements(canvas) if e.key == "log")
    probe = canvas.copy()
    probe.fill((1, 2, 3))
    log.paint(probe)
    assert probe.get_at(log.rect.center)[:3] == (1, 2, 3)
    table.happened.told(1, [CardPlayed("Rosa added Meat to their taco; pickup 1", 1, "hand:1",
                                       "plate:1:taco:0", 1, 1, 0, 1)])
    assert "What happened" in [p.text for p in texts_drawn(table.services, stack).placed]
