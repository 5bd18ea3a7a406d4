"""Bots-only games with no window: the `--headless` mode and the test playouts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.core.facts import Fact
from tabletop.core.match import FIXED_STEP, Match

MAX_ACTIONS = 200_000
MAX_GAME_SECONDS = 60 * 60


def play_out(match: Match, max_actions: int = MAX_ACTIONS) -> Match:
    """Let the bots play until the game ends (bounded, so a bug cannot hang a run)."""
    rules = match.rules
    if rules.realtime:
        steps = int(MAX_GAME_SECONDS / FIXED_STEP)
        for _ in range(steps):
            if rules.is_over():
                break
            match.step_bots(FIXED_STEP)
    else:
        for _ in range(max_actions):
            if rules.is_over():
                break
            seat = match.bot_to_move()
            if seat is None:
                raise RuntimeError("headless game is waiting for a human seat")
            match.submit(match.bot_decision(seat).action)
    if not rules.is_over():
        raise RuntimeError(f"{match.spec.title} did not finish within its safety bound")
    return match


def result_json(match: Match, word: Callable[[Fact], str] | None = None) -> dict[str, Any]:
    """The one JSON shape every game reports; `word` words how it ended (the game's phrase
    book: the rules tell a fact), else the rules' own sentence or the fact's kind."""
    outcome = match.rules.outcome()
    return {
        "game": match.spec.id,
        "seed": match.setup.seed,
        "seats": [
            {"name": seat.name, "kind": seat.kind, "score": outcome.scores[i]}
            for i, seat in enumerate(match.setup.seats)
        ],
        "winners": list(outcome.winners),
        "turns": match.rules.turns,
        "ended": word(outcome.why) if word is not None else _plain(outcome.why),
    }


def _plain(fact: Fact) -> str:
    return type(fact).__name__
