"""Words on the Taco Party table itself: step names, what to do now, and the results' score
lines (the facts of its rules are worded by `phrases.py`)."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.games.taco_party.rules.actions import (
    BURN,
    DISCARD,
    DRAW,
    OVER,
    PICKUP,
    PLAY,
)
from tabletop.games.taco_party.rules.cards import TacoPartyData
from tabletop.games.taco_party.rules.observation import Observation
from tabletop.games.taco_party.rules.tacos import SeatScore

STEP_CHIPS = ((PLAY, "Play"), (DISCARD, "Discard"), (PICKUP, "Pick up"), (DRAW, "Draw"))
"""The four steps of a turn, in order, as the step panel shows them (burn belongs to pick up)."""

HISTORY = 12
"""Lines the log panel remembers."""

STEP_LABELS = {PLAY: "Play cards", DISCARD: "Discard", PICKUP: "Pick up", BURN: "Burn a card",
               DRAW: "Draw", OVER: "Game over"}


def chip_index(step: str) -> int:
    """Which of the four step chips is lit for a rules step."""
    if step == BURN:
        step = PICKUP
    for i, (name, _) in enumerate(STEP_CHIPS):
        if name == step:
            return i
    return len(STEP_CHIPS)


def my_prompt(obs: Observation, keyboard: bool, can_play: bool, targeting: bool,
              can_pick: bool = True, burn: str = "") -> str:
    """One short line: what the player in front of the screen can do now (`burn` names what a
    Finish would burn, as `phrases.burn_words` does)."""
    step = obs.step
    if step == PLAY:
        if targeting:
            if keyboard:
                return "{left_right}: choose a taco · {confirm}: play · {erase}: cancel"
            return "Click a glowing taco, or your plate for a new taco"
        if not can_play:
            if obs.plays == 0:
                return "Nothing fits: swap your hand for the middle cards"
            return "Nothing more fits: press Done playing"
        if keyboard:
            return "{left_right}: choose a card · {confirm}: pick it up · {up}: buttons"
        return "Drag cards onto your tacos; each card played is +1 pickup"
    if step == DISCARD:
        if keyboard:
            return "{confirm} marks cards to discard · {up}: Discard or Keep all"
        return "Click cards to discard, then Discard (or Keep all)"
    if step == PICKUP:
        left = obs.pickup_left
        if not can_pick and burn:
            return f"{left} pickup left buys nothing here: Finish burns {burn}"
        if burn:
            return f"Spend {left} pickup on middle cards (gold = cost), then Finish"
        return f"Spend {left} pickup on middle cards (gold number = cost)"
    if step == BURN:
        return "Cards tie for the highest score: choose which to burn"
    return ""


def other_prompt(obs: Observation, name: str) -> str:
    step = obs.step
    if step == PLAY:
        return f"{name} is playing cards (pickup {obs.pickup} so far)"
    if step == DISCARD:
        return f"{name} is choosing cards to discard"
    if step in (PICKUP, BURN):
        return f"{name} is picking up ({obs.pickup_left} pickup left)"
    return ""


def score_lines(data: TacoPartyData, score: SeatScore) -> list[str]:
    """A seat's final score, taco by taco, then burned cards: what the results screen lists."""
    rank = {"biggest": 0, "top": 1, "extra": 2, "empty": 3}
    lines: list[str] = []
    for taco in sorted(score.tacos, key=lambda t: (rank.get(t.counted, 4), t.index)):
        cards = f"{taco.size} card{'s' if taco.size != 1 else ''}"
        head = f"Taco {taco.index + 1}, {cards}"
        if taco.counted == "biggest":
            times = data.numbers.biggest_taco_multiplier
            lines.append(f"{head}: {taco.card_points} × {times} = {taco.points}")
        elif taco.counted == "top":
            lines.append(f"{head}: {taco.points}")
        elif taco.counted == "extra":
            lines.append(f"Taco {taco.index + 1}: not in top {data.numbers.scored_tacos}, 0")
        else:
            lines.append(f"Taco {taco.index + 1}: no filling, {signed(taco.points)}")
    for card in score.burned:
        lines.append(f"Burned {data.cards[card].name}: {signed(-data.cards[card].score)}")
    if not score.tacos and not score.burned:
        lines.append("Nothing on the plate")
    return lines


def signed(value: int) -> str:
    """'+3', '0', '−2' (with a real minus sign)."""
    if value < 0:
        return f"\u2212{-value}"
    return f"+{value}" if value > 0 else "0"


def log_rows(lines: Iterable[tuple[str, int | None]]) -> list[tuple[str, int | None, int]]:
    """The log panel's lines from the history's (text, the seat that acted): (text, that seat,
    repeats), the same line twice in a row counted, the last `HISTORY` kept."""
    out: list[tuple[str, int | None, int]] = []
    for text, seat in lines:
        if out and out[-1][0] == text:
            _, first, count = out[-1]
            out[-1] = (text, first, count + 1)
        else:
            out.append((text, seat, 1))
    return out[-HISTORY:]
