"""How each ¡Taco Fight! seat's score is made: the tacos it stabbed and ate (a fork each to the
sink), wave by wave from the game's public events, beside the team's total read off the table.
Plain Python, for the results and the score sheet; each reason is a fact its phrase book
words."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact, TableFact
from tabletop.core.scoring import Events, Label, ScoreBreakdown, breakdown
from tabletop.games.taco_fight.rules.cards import TacoFightData
from tabletop.games.taco_fight.rules.events import ForkSunk, PhaseStarted
from tabletop.games.taco_fight.rules.observation import Observation


@dataclass(frozen=True)
class AteInWave(Fact):
    """The seat stabbed and ate `count` tacos in wave `wave`."""

    wave: int
    count: int


@dataclass(frozen=True)
class TacosEaten(Fact):
    """The seat's tacos stabbed and eaten, when the log no longer tells them wave by wave."""


@dataclass(frozen=True)
class TeamEaten(TableFact):
    """A note: the team ate `count` tacos."""

    count: int


@dataclass(frozen=True)
class WaveOf(TableFact):
    """A note: at difficulty `difficulty` (its key), wave `wave` of `waves`."""

    difficulty: str
    wave: int
    waves: int


@dataclass(frozen=True)
class Holding(Fact):
    """A note: the seat is holding `count` tacos."""

    count: int


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
    waves = by_wave(table.players, events) if team else [{} for _ in range(table.players)]
    out = []
    for seat in range(table.players):
        eaten = table.forks_sunk[seat]
        lines: list[tuple[Label, int]] = [(AteInWave(wave, count), count)
                                          for wave, count in waves[seat].items()]
        if sum(count for _, count in lines) != eaten:  # a log that no longer plays out
            lines = [(TacosEaten(), eaten)] if eaten else []
        notes: list[Label] = [TeamEaten(team), WaveOf(table.difficulty, table.wave, table.waves)]
        held = len(table.held[seat])
        if held:
            notes.append(Holding(held))
        out.append(breakdown(seat, lines, notes))
    return tuple(out)
