"""How each ¡Taco Fight! seat's score is made: every taco it stabbed and ate (a fork each to
the sink), beside the team's total, read off the public table. Plain Python, for the results
and the score sheet."""

from __future__ import annotations

from tabletop.core.scoring import Events, ScoreBreakdown, breakdown
from tabletop.games.taco_fight.rules.cards import TacoFightData
from tabletop.games.taco_fight.rules.observation import Observation


def tacos(count: int) -> str:
    return f"{count} taco" if count == 1 else f"{count} tacos"


def explain(data: TacoFightData, obs: Observation, events: Events
            ) -> tuple[ScoreBreakdown, ...]:
    """Each seat's tacos eaten (its forks in the sink); the team wins or loses together."""
    table = obs.table
    team = sum(table.forks_sunk)
    difficulty = data.difficulty(table.difficulty).name
    out = []
    for seat in range(table.players):
        eaten = table.forks_sunk[seat]
        lines = [("Tacos stabbed and eaten", eaten)] if eaten else []
        notes = [f"Team: {tacos(team)} eaten", f"{difficulty}, wave {table.wave} of "
                 f"{table.waves}"]
        held = len(table.held[seat])
        if held:
            notes.append(f"Holding {tacos(held)}")
        out.append(breakdown(seat, lines, notes))
    return tuple(out)
