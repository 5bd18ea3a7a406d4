"""A bot's move worked out ahead (`Match.plan_bot`): the same move it would make at its turn,
used once, and never for another state."""

from __future__ import annotations

from tabletop.assets.game_data import load_game_data
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.games.catalog import game_specs


def loco_match(seed: int = 5) -> Match:
    spec = game_specs()["taco-loco"]
    return Match(spec, load_game_data(spec), GameSetup((Seat("A", BOT), Seat("B", BOT)), seed))


class CountingBot:
    """A seat's bot, counting how often it is asked to choose."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.asked = 0

    def choose(self, observation, legal):
        self.asked += 1
        return self.bot.choose(observation, legal)


def test_a_planned_move_is_the_move_the_bot_makes_without_a_plan():
    planned, unplanned = loco_match(), loco_match()
    for _ in range(40):
        if planned.rules.is_over():
            break
        seat = planned.rules.actors()[0]
        planned.plan_bot(seat)
        assert planned.bot_planned(seat)
        action = planned.bot_move(seat).action
        assert action == unplanned.bot_move(seat).action
        planned.submit(action)
        unplanned.submit(action)
    assert planned.rules.snapshot() == unplanned.rules.snapshot()


def test_a_plan_is_worked_out_once_and_used_once():
    match = loco_match()
    seat = match.rules.actors()[0]
    counting = CountingBot(match.bots[seat])
    match.bots[seat] = counting
    match.plan_bot(seat)
    match.plan_bot(seat)  # already planned for this state: nothing to work out again
    assert counting.asked == 1
    match.bot_move(seat)
    assert counting.asked == 1 and not match.bot_planned(seat)
    match.bot_move(seat)  # the plan was used: the bot chooses again
    assert counting.asked == 2


def test_an_action_or_another_bot_in_the_seat_ends_the_plan():
    match = loco_match()
    seat = match.rules.actors()[0]
    match.plan_bot(seat)
    match.submit(match.bot_decision(seat).action)
    assert not match.bot_planned(seat)
    seat = match.rules.actors()[0]
    match.plan_bot(seat)
    bot = match.person_takes(seat)
    assert bot is not None and not match.bot_planned(seat)
    match.bot_takes(seat, bot)
    assert match.bot_planned(seat)  # the same bot back, nothing played: its plan holds
    match.bot_takes(seat)
    assert not match.bot_planned(seat)  # a new bot works its own move out
    other = 1 - seat
    match.plan_bot(seat)
    assert not match.bot_planned(other)
