"""How each ¡Taco Fight! seat's score is made: the tacos it stabbed and ate (a fork each to the
sink), wave by wave from the game's public events, beside the team's total read off the table.
Plain Python, for the results and the score sheet."""

from __future__ import annotations

from tabletop.core.scoring import Events, ScoreBreakdown, breakdown
from tabletop.games.taco_fight.rules.cards import TacoFightData
from tabletop.games.taco_fight.rules.events import ForkSunk, PhaseStarted
from tabletop.games.taco_fight.rules.observation import Observation


def tacos(count: int) -> str:
    return f"{count} taco" if count == 1 else f"{count} tacos"


def by_wave(players: int, events: Events) -> list[dict[int, int]]:
    """Each seat's tacos eaten in each wave (wave number: count), in the order they came."""
    eaten: list[dict[int, int]] = [{} for _ in range(players)]
    wave = 1
    for event in events():
        if isinstance(event, PhaseStarted):
            wave = event.wave
        elif isinstance(event, ForkSunk) and 0 <= event.seat < players:
            eaten[event.seat][wave] = eaten[event.seat].get(wave, 0) + 1
    return eaten


def explain(data: TacoFightData, obs: Observation, events: Events
            ) -> tuple[ScoreBreakdown, ...]:
    """Each seat's tacos eaten (its forks in the sink), wave by wave; the team wins or loses
    together."""
    table = obs.table
    team = sum(table.forks_sunk)
    difficulty = data.difficulty(table.difficulty).name
    waves = by_wave(table.players, events) if team else [{} for _ in range(table.players)]
    out = []
    for seat in range(table.players):
        eaten = table.forks_sunk[seat]
        lines = [(f"Wave {wave}: stabbed and ate {tacos(count)}", count)
                 for wave, count in waves[seat].items()]
        if sum(count for _, count in lines) != eaten:  # a log that no longer plays out
            lines = [("Tacos stabbed and eaten", eaten)] if eaten else []
        notes = [f"Team: {tacos(team)} eaten", f"{difficulty}, wave {table.wave} of "
                 f"{table.waves}"]
        held = len(table.held[seat])
        if held:
            notes.append(f"Holding {tacos(held)}")
        out.append(breakdown(seat, lines, notes))
    return tuple(out)
