"""Undo: your own moves this turn only, never across a draw or another player's move."""

import copy
from dataclasses import replace

from tabletop.assets.game_data import load_game_data
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.games.catalog import game_specs
from tabletop.games.taco_loco.rules import wiring as LOCO_WIRING
from tabletop.games.taco_loco.rules.actions import PlayCard


def loco_match(seed: int) -> Match:
    spec = game_specs()["taco-loco"]
    return Match(spec, load_game_data(spec), GameSetup((Seat("A", BOT), Seat("B", BOT)), seed))


def find_perfect_play(seed: int):
    """Play on until the seat to move can make a perfect taco (no draw happens before giving)."""
    match = loco_match(seed)
    while not match.rules.is_over():
        seat = match.rules.actors()[0]
        if match.rules.question is None:
            for action in match.rules.legal_actions(seat):
                if not isinstance(action, PlayCard):
                    continue
                trial = copy.deepcopy(match)
                trial.submit(action)
                question = trial.rules.question
                if question is not None and question.kind == "give":
                    before = match.rules.snapshot()
                    match.submit(action)
                    return match, seat, before
        match.submit(match.bot_decision(seat).action)
    return None


def test_a_move_that_revealed_nothing_can_be_taken_back_exactly():
    for seed in range(1, 40):
        found = find_perfect_play(seed)
        if found:
            break
    assert found, "no perfect taco in 40 seeds"
    match, seat, before = found
    other = 1 - seat
    assert match.can_undo(seat) and not match.can_undo(other)
    assert match.undo(seat)
    assert match.rules.snapshot() == before
    assert not match.can_undo(seat)  # the turn's start: nothing more to take back


def test_a_move_followed_by_a_draw_cannot_be_undone():
    match = loco_match(5)
    rules = match.rules
    seat = rules.actors()[0]
    match.submit(match.bot_decision(seat).action)
    if rules.question is None:  # the card was drawn and play passed on
        assert not match.can_undo(seat)
        assert not match.undo(seat)


NO_UNDO_PARTS = replace(LOCO_WIRING.PARTS, undo_barriers=None)
"""Taco Loco's parts as a game without undo would wire them (the spec below points here)."""


def test_games_without_undo_offer_none():
    match = loco_match(2)
    match.spec = replace(match.spec, wiring=f"{__name__}:NO_UNDO_PARTS")
    seat = match.rules.actors()[0]
    match.submit(match.bot_decision(seat).action)
    assert not match.can_undo(seat)
