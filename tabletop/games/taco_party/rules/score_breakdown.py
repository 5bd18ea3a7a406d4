"""How each Taco Party seat's score is made, from the table everyone sees: each taco on the
plate counted (the biggest doubled, one beyond the biggest nothing, one without an ingredient
a penalty) and each burned card taken off. Plain Python, for the results and the score
sheet; each reason is a fact its phrase book words."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact, TableFact
from tabletop.core.scoring import Events, Label, ScoreBreakdown, breakdown
from tabletop.games.taco_party.rules.cards import TacoPartyData
from tabletop.games.taco_party.rules.observation import Observation
from tabletop.games.taco_party.rules.tacos import SeatScore, score_plate

ORDER = {"biggest": 0, "top": 1, "extra": 2, "empty": 3}
"""The biggest taco first, then the others that count, the ones that do not, the empty ones."""


@dataclass(frozen=True)
class BiggestTaco(Fact):
    """Taco `index` (0 is the first) of `size` cards is the biggest: `points` counted `times`."""

    index: int
    size: int
    points: int
    times: int


@dataclass(frozen=True)
class CountedTaco(Fact):
    """Taco `index` of `size` cards is one of the biggest and counts once."""

    index: int
    size: int


@dataclass(frozen=True)
class ExtraTaco(Fact):
    """Taco `index` of `size` cards is not among the `scored` biggest: it counts nothing."""

    index: int
    size: int
    scored: int


@dataclass(frozen=True)
class EmptyTaco(Fact):
    """Taco `index` has no ingredient: a penalty."""

    index: int


@dataclass(frozen=True)
class BurnedCard(Fact):
    """`card` was burned: its score comes off."""

    card: int


@dataclass(frozen=True)
class HowTacosCount(TableFact):
    """The note under a score: tacos with an ingredient count, the `scored` biggest, the
    biggest `times` times."""

    scored: int
    times: int


@dataclass(frozen=True)
class NothingOnPlate(Fact):
    """The note under a score with no taco on the plate yet."""


def lines_of(data: TacoPartyData, score: SeatScore) -> list[tuple[Label, int]]:
    """A plate's score as (reason, points): taco by taco, then every burned card."""
    numbers = data.numbers
    lines: list[tuple[Label, int]] = []
    for taco in sorted(score.tacos, key=lambda t: (ORDER.get(t.counted, 4), t.index)):
        label: Label
        if taco.counted == "biggest":
            label = BiggestTaco(taco.index, taco.size, taco.card_points,
                                numbers.biggest_taco_multiplier)
        elif taco.counted == "top":
            label = CountedTaco(taco.index, taco.size)
        elif taco.counted == "extra":
            label = ExtraTaco(taco.index, taco.size, numbers.scored_tacos)
        else:
            label = EmptyTaco(taco.index)
        lines.append((label, taco.points))
    for card in score.burned:
        lines.append((BurnedCard(card), -data.cards[card].score))
    return lines


def explain(data: TacoPartyData, obs: Observation, events: Events) -> tuple[ScoreBreakdown, ...]:
    """Every seat's score as its plate and burned cards stand now (all of it public)."""
    rule = HowTacosCount(data.numbers.scored_tacos, data.numbers.biggest_taco_multiplier)
    out = []
    for seat in range(obs.players):
        score = score_plate(data, seat, obs.plates[seat], obs.burned[seat])
        notes: list[Label] = [rule] if score.tacos else [NothingOnPlate()]
        out.append(breakdown(seat, lines_of(data, score), notes))
    return tuple(out)
