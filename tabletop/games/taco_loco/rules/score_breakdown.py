"""How each Taco Loco seat's score is made: the cards of every taco it took, taco by taco (an
overfilled one, a perfect one given to it, its own Legendary Taco countered), read from the
game's public events. Plain Python, for the results and the score sheet."""

from __future__ import annotations

from tabletop.core.scoring import Events, ScoreBreakdown, breakdown
from tabletop.games.taco_loco.rules.cards import TacoLocoData
from tabletop.games.taco_loco.rules.events import LegendaryCountered, TacoGiven, TacoTaken
from tabletop.games.taco_loco.rules.observation import TacoLocoObservation
from tabletop.games.taco_loco.rules.rulebook import taco_sum


def explain(data: TacoLocoData, obs: TacoLocoObservation, events: Events
            ) -> tuple[ScoreBreakdown, ...]:
    """Every seat's cards taken so far, one line per taco (its cards: the line's amount);
    fewest cards wins."""
    names = obs.names
    lines: list[list[tuple[str, int]]] = [[] for _ in names]
    countered_by: int | None = None
    for event in events():
        if isinstance(event, LegendaryCountered):
            countered_by = event.seat
        elif isinstance(event, TacoGiven):
            count = len(event.cards)
            lines[event.to].append((f"Perfect taco from {names[event.seat]}", count))
        elif isinstance(event, TacoTaken):
            count = len(event.cards)
            if event.countered:
                who = "" if countered_by is None else f" by {names[countered_by]}"
                label = f"Legendary Taco countered{who}"
            else:
                total = taco_sum([data.card(c) for c in event.cards], data)
                label = f"Overfilled taco, sum {total}"
            lines[event.seat].append((label, count))
    out = []
    for seat, taken in enumerate(lines):
        notes = ["Fewest cards wins."] if taken else ["No taco taken yet: fewest cards wins."]
        out.append(breakdown(seat, taken, notes))
    return tuple(out)
