"""How each Taco Party seat's score is made, from the table everyone sees: each taco on the
plate counted (the biggest doubled, one beyond the biggest nothing, one without an ingredient
a penalty) and each burned card taken off. Plain Python, for the results and the score
sheet."""

from __future__ import annotations

from tabletop.core.scoring import Events, ScoreBreakdown, breakdown
from tabletop.games.taco_party.rules.cards import TacoPartyData
from tabletop.games.taco_party.rules.rulebook import Observation
from tabletop.games.taco_party.rules.tacos import SeatScore, score_plate

ORDER = {"biggest": 0, "top": 1, "extra": 2, "empty": 3}
"""The biggest taco first, then the others that count, the ones that do not, the empty ones."""


def lines_of(data: TacoPartyData, score: SeatScore) -> list[tuple[str, int]]:
    """A plate's score as (label, points): taco by taco, then every burned card."""
    numbers = data.numbers
    lines: list[tuple[str, int]] = []
    for taco in sorted(score.tacos, key=lambda t: (ORDER.get(t.counted, 4), t.index)):
        head = f"Taco {taco.index + 1}, {taco.size} card{'s' if taco.size != 1 else ''}"
        if taco.counted == "biggest":
            times = numbers.biggest_taco_multiplier
            lines.append((f"{head}: biggest, {taco.card_points} \u00d7 {times}", taco.points))
        elif taco.counted == "top":
            lines.append((head, taco.points))
        elif taco.counted == "extra":
            lines.append((f"{head}: not in the {numbers.scored_tacos} biggest", 0))
        else:
            lines.append((f"Taco {taco.index + 1}: no ingredient", taco.points))
    for card in score.burned:
        lines.append((f"Burned {data.cards[card].name}", -data.cards[card].score))
    return lines


def explain(data: TacoPartyData, obs: Observation, events: Events) -> tuple[ScoreBreakdown, ...]:
    """Every seat's score as its plate and burned cards stand now (all of it public)."""
    times = data.numbers.biggest_taco_multiplier
    rule = (f"Tacos with an ingredient count: the {data.numbers.scored_tacos} biggest, the "
            f"biggest {'twice' if times == 2 else f'{times} times'}.")
    out = []
    for seat in range(obs.players):
        score = score_plate(data, seat, obs.plates[seat], obs.burned[seat])
        notes = [rule] if score.tacos else ["Nothing on the plate yet."]
        out.append(breakdown(seat, lines_of(data, score), notes))
    return tuple(out)
