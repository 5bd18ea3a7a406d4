"""The Taco Party table at its fullest, for layout tests: every seat count, the tallest tacos,
the most tacos on a plate, burned cards, a full hand and a full middle, the biggest numbers."""

from __future__ import annotations

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.taco_party.rules.cards import INGREDIENT, OUTFIT, TACO, TOPPER
from tabletop.games.taco_party.rules.events import CardPlayed
from tabletop.games.taco_party.table.view import TacoPartyTable
from tests.games.taco_party.helpers import with_plates
from tests.scenes.helpers import headless_services

SHAPES = {
    "tallest": [12, 3],
    "many tacos": [4, 3, 3, 2],
    "tall and many": [8, 5, 3],
}
"""Cards per taco on each plate, the others' dealt first (the cards may run out for yours)."""


def fullest_tables(players: int, shape: str, services=None, human: int = 0):
    """(stack, table) with every plate dealt `SHAPES[shape]` from the real cards, each seat's
    plate burned two cards, the viewer (`human`, the only one) holding a full hand; seat 0 is on
    turn (so the human waits unless it is seat 0)."""
    services = services or headless_services()
    services.settings = None
    spec = services.specs["taco-party"]
    names = ("Guadalupe", "Maximiliano", "Esperanza", "Bartolomeo")[:players]
    seats = tuple(Seat(name, HUMAN if i == human else BOT) for i, name in enumerate(names))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 5, spec.resolve_options({})))
    rules = match.rules
    data = rules.data
    used = {c for hand in rules.hands for c in hand}
    used |= {c for c in rules.centre if c is not None}
    free = {kind: [c.id for c in data.cards if c.kind == kind and c.id not in used]
            for kind in (TACO, OUTFIT, TOPPER, INGREDIENT)}
    plates, burned = {}, {}
    for seat in list(range(1, players)) + [0]:
        plate = []
        for height in SHAPES[shape]:
            if not free[TACO]:
                break
            taco = [free[TACO].pop()]
            dressing = [free[kind].pop() for kind in (OUTFIT, TOPPER)
                        if height >= 5 and free[kind]]
            taco += [free[INGREDIENT].pop()
                     for _ in range(min(height - 1 - len(dressing), len(free[INGREDIENT])))]
            plate.append(taco + dressing)
        plates[seat] = plate
        burned[seat] = [free[INGREDIENT].pop() for _ in range(2) if free[INGREDIENT]]
    placed = {c for plate in plates.values() for taco in plate for c in taco}
    placed |= {c for cards in burned.values() for c in cards}
    snap_burned = [list(burned[s]) for s in range(players)]
    rules = with_plates(rules, plates, burned=snap_burned,
                        deck=[c for c in rules.snapshot()["deck"] if c not in placed],
                        discard=[c for c in rules.snapshot()["discard"] if c not in placed])
    match.rules = rules
    stack = SceneStack()
    table = TacoPartyTable(services, spec, match)
    stack.push(table)
    stack.apply_pending()
    table.tweens.speed = 0
    return stack, table


def full_history(table, lines: int = 12) -> None:
    """The longest history lines the rules write, by every seat, as many as the panel holds."""
    players = len(table.match.setup.seats)
    guacamole = next(c.id for c in table.data.cards if c.key == "guacamole")
    for n in range(lines):
        seat = n % players  # "Lupe added Guacamole to their 4th taco from the left; pickup 12"
        table.happened.told(len(table.match.log) + n + 1,
                            [CardPlayed(guacamole, f"hand:{seat}", f"plate:{seat}:taco:0", seat,
                                        seat, n + 3, 12, False, n + 4)])
