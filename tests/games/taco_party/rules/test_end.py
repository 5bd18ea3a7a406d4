"""How the game ends (completed tacos, deck run-outs, reshuffle) and how it is scored."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules.actions import OVER, Discard, EndPlay, Pickup, PlayCard
from tabletop.games.taco_party.rules.endings import DeckFinished, TacosCompleted
from tabletop.games.taco_party.rules.events import DeckRanOut, DeckReshuffled, GameEnded
from tabletop.games.taco_party.rules.tacos import score_plate

from ..helpers import Box, game, real_data, with_plates

DATA = real_data()


def complete_taco(box, base="empty-taco"):
    return [box.take(base), box.take("meat"), box.take("cheese"), box.take("meat"),
            box.take("topper"), box.take("outfit")]


def quiet_turn(rules, seat, card, taco=0):
    """Play one card, keep the hand, buy the first cost-1 middle card (so nothing burns)."""
    events = rules.apply(PlayCard(seat, card, seat, taco))
    events += rules.apply(EndPlay(seat))
    events += rules.apply(Discard(seat, ()))
    if not rules.is_over() and rules.current == seat:
        cheap = next(c for c in rules.centre if c is not None and DATA.card(c).cost == 1)
        events += rules.apply(Pickup(seat, cheap))
    return events


def two_player(box, hand0, rest=None, players=2, hand1=None):
    """Ana holds `hand0`, the others filler cards, Lettuce in the middle; the deck is `rest`
    (everything left in the box when None)."""
    centre = box.many("lettuce", "lettuce", "lettuce", "lettuce")
    hands = [list(hand0)] + [box.fill(4) for _ in range(players - 1)]
    if hand1 is not None:
        hands[1] = list(hand1)
    rest = box.rest() if rest is None else rest
    return game(DATA, players, centre=centre, hands=hands, rest=rest)


@pytest.mark.parametrize("players, needed", [(2, 3), (3, 2), (4, 2)])
def test_completed_tacos_end_the_game_at_the_end_of_that_turn(players, needed):
    box = Box(DATA, players)
    done = [complete_taco(box) for _ in range(needed - 1)]
    open_taco = [box.take("empty-taco"), box.take("salsa"), box.take("meat"), box.take("cheese"),
                 box.take("outfit")]
    hat = box.take("topper")
    hand0 = [hat] + box.many("guacamole", "guacamole", "guacamole")
    rules = two_player(box, hand0, None, players)
    rules = with_plates(rules, {0: [[0]] + done + [open_taco]})
    rules.apply(PlayCard(0, hat, 0, len(done) + 1))
    assert rules.completed(0) == needed and not rules.is_over()  # the turn still runs
    rules.apply(EndPlay(0))
    rules.apply(Discard(0, ()))
    events = rules.apply(Pickup(0, rules.centre[0]))
    assert rules.is_over() and rules.step == OVER and rules.actors() == ()
    outcome = rules.outcome()
    assert outcome.ended == TacosCompleted(0, needed)
    assert events[-1] == GameEnded(outcome.scores, (0,), TacosCompleted(0, needed))
    assert rules.snapshot()["ended"] == f"tacos:0:{needed}"
    assert rules.legal_actions(0) == []
    with pytest.raises(IllegalAction) as refused:
        rules.apply(EndPlay(0))
    assert refused.value.why == no.GameIsOver()


def test_one_fewer_completed_taco_does_not_end_two_player_games():
    box = Box(DATA)
    done = [complete_taco(box), complete_taco(box)]
    meat = box.take("meat")
    rules = two_player(box, [meat] + box.many("salsa", "salsa", "salsa"))
    rules = with_plates(rules, {0: [[0]] + done})
    quiet_turn(rules, 0, meat)
    assert not rules.is_over() and rules.current == 1


def test_two_players_end_when_the_deck_runs_out():
    box = Box(DATA)
    meat = box.take("meat")
    last = box.take("salsa")
    rules = two_player(box, [meat] + box.many("cheese", "cheese", "cheese"), [last])
    events = quiet_turn(rules, 0, meat)  # the refill takes the deck's last card
    ran = [e for e in events if isinstance(e, DeckRanOut)]
    assert ran == [DeckRanOut(1, final=True)] and rules.deck == [] and rules.centre[0] == last
    assert rules.is_over() and rules.outcome().ended == DeckFinished(1)


def test_three_players_reshuffle_once_then_end_on_the_second_run_out():
    box = Box(DATA, 3)
    meat, cheese = box.many("meat", "cheese")
    first = box.take("salsa")
    rules = two_player(box, [meat, cheese] + box.many("guacamole", "guacamole"), [first], 3)
    rules.apply(PlayCard(0, meat, 0, 0))
    rules.apply(EndPlay(0))
    guacs = tuple(c for c in rules.hands[0] if DATA.card(c).key == "guacamole")
    rules.apply(Discard(0, guacs))
    events = rules.apply(Pickup(0, rules.centre[0]))
    # Ana holds 1 + 1 picked up: she draws Salsa (the last card), the deck is rebuilt from the
    # two discarded Guacamoles, and the next draw and the refill take them.
    assert [e for e in events if isinstance(e, DeckRanOut)] == [DeckRanOut(1, False),
                                                                DeckRanOut(2, True)]
    shuffled = [e for e in events if isinstance(e, DeckReshuffled)]
    assert len(shuffled) == 1 and set(shuffled[0].cards) == set(guacs)
    assert shuffled[0].source == "discard" and shuffled[0].target == "deck"
    assert first in rules.hands[0] and rules.discard == []
    assert rules.is_over() and rules.outcome().ended == DeckFinished(2)  # the last time


@pytest.mark.parametrize("players", [3, 4])
def test_three_or_four_players_keep_going_after_the_first_run_out(players):
    box = Box(DATA, players)
    meat = box.take("meat")
    rest = box.many("salsa", "salsa")
    hand0 = [meat] + box.many("guacamole", "guacamole", "guacamole")
    rules = two_player(box, hand0, rest, players)
    rules.apply(PlayCard(0, meat, 0, 0))
    rules.apply(EndPlay(0))
    rules.apply(Discard(0, (hand0[1], hand0[2])))
    events = rules.apply(Pickup(0, rules.centre[0]))
    # Ana draws both Salsas (the deck runs out, the two Guacamoles become the new deck),
    # then the middle slot takes one Guacamole back.
    assert [e.times for e in events if isinstance(e, DeckRanOut)] == [1]
    assert not rules.is_over() and rules.run_outs == 1 and rules.current == 1
    assert set(rest) <= set(rules.hands[0])
    assert len(rules.deck) == 1 and rules.discard == []
    assert {rules.deck[0], rules.centre[0]} == {hand0[1], hand0[2]}
    obs = rules.observation(1)
    assert (obs.run_outs, obs.run_outs_to_end) == (1, 2)


def test_needing_a_card_from_an_empty_deck_is_a_run_out():
    box = Box(DATA)
    meat = box.take("meat")
    rules = two_player(box, [meat] + box.many("cheese", "cheese", "cheese"), [])
    assert rules.deck == [] and not rules.is_over()
    quiet_turn(rules, 0, meat)
    assert rules.is_over() and rules.run_outs == 1


def test_scoring_biggest_twice_top_three_empty_penalty_and_burns():
    box = Box(DATA)
    big = [box.take("empty-taco"), box.take("meat"), box.take("cheese"), box.take("meat"),
           box.take("outfit")]                                          # 5 cards, 12 points
    mid = [box.take("empty-taco"), box.take("guacamole"), box.take("tomato")]  # 3 cards, 5
    same_size_more = [box.take("empty-taco"), box.take("meat"), box.take("salsa")]  # 3, 6
    small = [box.take("empty-taco"), box.take("lettuce")]                # 4th: not scored
    dressed_shell = [box.take("empty-taco"), box.take("outfit")]         # no ingredient
    shell = [box.take("empty-taco")]
    burned = [box.take("tiny-hat"), box.take("lettuce")]
    plate = [small, mid, dressed_shell, big, same_size_more, shell]
    result = score_plate(DATA, 0, plate, burned)
    by_index = {t.index: t for t in result.tacos}
    assert by_index[3].counted == "biggest" and by_index[3].points == 24
    assert by_index[4].counted == "top" and by_index[4].points == 6  # tie on size: more points
    assert by_index[1].counted == "top" and by_index[1].points == 5
    assert by_index[0].counted == "extra" and by_index[0].points == 0
    assert by_index[2].counted == "empty" and by_index[2].points == -2
    assert by_index[5].points == -2
    assert result.burned_points == -5
    assert result.total == 24 + 6 + 5 - 2 - 2 - 5
    assert by_index[3].card_points == 12


def test_biggest_ties_on_size_go_to_the_higher_score():
    box = Box(DATA)
    low = [box.take("empty-taco"), box.take("lettuce"), box.take("tomato")]   # 3 points
    high = [box.take("empty-taco"), box.take("meat"), box.take("cheese")]     # 6 points
    result = score_plate(DATA, 0, [low, high])
    assert result.total == 6 * 2 + 3


def test_tie_goes_to_the_player_who_played_last():
    box = Box(DATA)
    meat, ben_meat = box.take("meat"), box.take("meat")
    hand0 = [meat] + box.many("cheese", "cheese", "cheese")
    rules = two_player(box, hand0, [box.take("salsa")])
    rules = with_plates(rules, {1: [[1, ben_meat]]})  # Ben has 8 already
    quiet_turn(rules, 0, meat)  # Ana reaches 8 and the deck runs out
    outcome = rules.outcome()
    assert outcome.scores == (8, 8) and outcome.winners == (0,)


def test_tie_goes_to_the_later_player_the_other_way_round():
    box = Box(DATA)
    meat, ben_meat = box.take("meat"), box.take("meat")
    hand0 = [meat] + box.many("cheese", "cheese", "cheese")
    hand1 = [ben_meat] + box.many("tomato", "tomato", "tomato")
    rules = two_player(box, hand0, box.many("salsa", "salsa"), hand1=hand1)
    quiet_turn(rules, 0, meat)
    assert not rules.is_over()
    quiet_turn(rules, 1, ben_meat)
    outcome = rules.outcome()
    assert outcome.scores == (8, 8) and outcome.winners == (1,)
    assert rules.last_play[1] > rules.last_play[0]


def test_observation_shows_own_hand_and_public_table_only():
    box = Box(DATA)
    meat = box.take("meat")
    rules = two_player(box, [meat] + box.many("cheese", "cheese", "cheese"))
    obs = rules.observation(1)
    assert obs.hand == tuple(rules.hands[1]) and obs.hand_sizes == (4, 4)
    assert meat not in obs.hand
    assert obs.plates == (((0,),), ((1,),)) and obs.centre == tuple(rules.centre)
    assert obs.deck_count == len(rules.deck) and obs.discard_count == 0
    assert (obs.step, obs.current, obs.pickup, obs.tacos_to_end) == ("play", 0, 0, 3)
    assert obs.burned == ((), ()) and obs.completed == (0, 0)
