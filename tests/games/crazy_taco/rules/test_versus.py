"""1 v 1: the customer player's hand, the OPEN/TASK restriction, redraws, Extras on lost stars,
prepaid cards, and both ways to win for each side."""


from tabletop.core.game import GameSetup, Seat
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import (
    BuyExtra,
    Collect,
    EndTurn,
    FinishDice,
    PlayCard,
    Redraw,
    RevealExtra,
    Roll,
    Serve,
)
from tabletop.games.crazy_taco.rules.bot import CustomerBot, ManagerBot, new_bot
from tabletop.games.crazy_taco.rules.endings import NoCardToPlay
from tabletop.games.crazy_taco.rules.rulebook import CrazyTacoRules

from ..helpers import E1, E2, M, arrange, game, real_data, refused, roll

DECK = ["taco-open-1", "agua-open-1", "taco-task-1", "combo-1", "combo-2", "combo-3",
        "double-1", "double-2", "pair-1", "prepaid-1", "taco-task-2"]
EXTRAS = ["grill-1", "soda-fountain-1", "card-terminal-1"]


def versus(deck=DECK, **kw):
    return game(deck, players=2, extras=EXTRAS, **kw)


def manager_turn(r, **faces):
    """The manager rolls (these faces), places nothing, and ends the turn."""
    r.state.script.append(roll(**faces))
    r.apply(Roll(0))
    r.apply(FinishDice(0))
    r.apply(EndTurn(0))


def test_opening_hand_and_deck():
    r = versus()
    assert r.state.hand == ["welcome-1", "welcome-2", "taco-open-1", "agua-open-1",
                            "taco-task-1"]
    assert r.state.counter == ["", "", "", ""]
    assert r.actors() == (1,) and r.step == "play" and r.turns == 1
    assert r.state.extras_pile == EXTRAS


def test_standard_versus_deck_swaps_extras_and_characters_for_prepaid_cards():
    data = real_data()
    r = CrazyTacoRules(data, GameSetup((Seat("a"), Seat("b")), 3, {}))
    cards = set(r.state.deck) | set(r.state.hand)
    assert not cards & {"vip-1", "pickpocket-1", "grill-1", "soda-fountain-1",
                        "card-terminal-1"}
    assert {"prepaid-1", "prepaid-2", "prepaid-3"} <= cards
    assert sorted(r.state.extras_pile) == sorted(EXTRAS)
    assert len(cards) == 48


def test_a_played_card_enters_and_the_hand_refills():
    r = versus()
    events = r.apply(PlayCard(1, "welcome-1"))
    assert r.state.counter[0] == "welcome-1"
    assert len(r.state.hand) == 5 and r.state.hand[-1] == "combo-1"
    assert r.actors() == (0,) and r.step == "roll"
    draws = [e for e in events if getattr(e, "to_zone", "") == "hand"]
    assert draws and all(e.card == "" for e in draws)      # the draw stays secret


def test_seats_act_only_in_their_phase():
    r = versus()
    with refused(no.NotYourMove(customer=True)):
        r.apply(Roll(0))
    with refused(no.NotYourMove(customer=True)):
        r.apply(PlayCard(0, "welcome-1"))
    r.apply(PlayCard(1, "welcome-1"))
    with refused(no.NotYourMove(customer=False)):
        r.apply(PlayCard(1, "welcome-2"))


def test_open_brings_a_plain_companion_from_the_hand():
    r = versus()
    with refused(no.ChooseCompanion()):
        r.apply(PlayCard(1, "taco-open-1"))
    with refused(no.ChooseCompanion()):
        r.apply(PlayCard(1, "taco-open-1", "agua-open-1"))
    with refused(no.ChooseCompanion()):
        r.apply(PlayCard(1, "taco-open-1", "taco-task-1"))
    with refused(no.OnlyOpenBrings()):
        r.apply(PlayCard(1, "welcome-1", "welcome-2"))
    r.apply(PlayCard(1, "taco-open-1", "welcome-2"))
    assert r.state.counter[:2] == ["taco-open-1", "welcome-2"]
    assert len(r.state.hand) == 5


def test_after_open_or_task_the_next_card_must_be_plain():
    r = versus()
    r.apply(PlayCard(1, "taco-open-1", "welcome-2"))
    manager_turn(r)
    with refused(no.MustPlayPlain()):
        r.apply(PlayCard(1, "taco-task-1"))
    with refused(no.MustPlayPlain()):
        r.apply(PlayCard(1, "agua-open-1", "welcome-1"))
    r.apply(PlayCard(1, "welcome-1"))
    manager_turn(r)
    r.apply(PlayCard(1, "taco-task-1"))             # allowed again
    assert r.state.door
    manager_turn(r)
    with refused(no.MustPlayPlain()):
        r.apply(PlayCard(1, "agua-open-1", "combo-2"))


def test_open_comes_alone_when_no_plain_card_is_in_hand():
    r = versus()
    r.state.hand = ["taco-open-1", "agua-open-1", "taco-task-1"]
    r.state.deck = [c for c in r.state.deck] + ["welcome-1", "welcome-2"]
    with refused(no.NoCompanion()):
        r.apply(PlayCard(1, "taco-open-1", "agua-open-1"))
    r.apply(PlayCard(1, "taco-open-1"))
    assert r.state.counter[0] == "taco-open-1"


def test_redraw_puts_three_under_the_deck_and_costs_the_turn():
    r = versus()
    deck_before = list(r.state.deck)
    with refused(no.RedrawCount(count=3)):
        r.apply(Redraw(1, ("welcome-1", "welcome-2")))
    with refused(no.PutBackFromHand()):
        r.apply(Redraw(1, ("welcome-1", "welcome-2", "combo-3")))
    r.apply(Redraw(1, ("welcome-1", "taco-open-1", "agua-open-1")))
    assert r.state.hand == ["welcome-2", "taco-task-1", *deck_before[:3]]
    assert r.state.deck[-3:] == ["welcome-1", "taco-open-1", "agua-open-1"]
    assert r.state.counter == ["", "", "", ""] and r.step == "roll"


def test_redraw_needs_a_deck_of_three():
    r = versus(deck=["combo-1", "combo-2", "combo-3", "combo-4", "combo-5"])
    with refused(no.DeckTooThin()):
        r.apply(Redraw(1, ("welcome-1", "welcome-2", "combo-1")))


def test_prepaid_cards_need_no_payment_die():
    r = versus(deck=["prepaid-1", "combo-1", "combo-2", "combo-3"])
    r.apply(PlayCard(1, "prepaid-1"))
    r.state.script.append(roll(manager="money", employee_1="food", employee_2="drink"))
    r.apply(Roll(0))
    with refused(no.PrepaidNeedsNoPayment()):
        r.apply(Collect(0, "prepaid-1", M))
    with refused(no.PrepaidNeedsNoPayment()):
        r.apply(Serve(0, "prepaid-1", (E1, E2), M))
    r.apply(Serve(0, "prepaid-1", (E1, E2)))
    assert r.state.money == 2 and "prepaid-1" in r.state.out


def test_lost_stars_let_the_manager_reveal_and_buy_an_extra():
    r = versus()
    arrange(r, ["combo-4", "combo-5", "combo-6", "double-3"], patience="pair-2")
    r.state.money = 5
    r.apply(PlayCard(1, "welcome-1"))
    assert r.state.popularity == 7
    assert r.step == "extra_offer" and r.actors() == (0,)
    r.apply(RevealExtra(0, True))
    assert r.state.extra_offer == "grill-1" and r.step == "extra"
    r.apply(BuyExtra(0, True))
    assert r.state.extra == "grill-1" and r.state.money == 1 and r.step == "roll"
    assert r.state.extras_pile == EXTRAS[1:]


def test_the_manager_may_leave_the_extra_pile_alone():
    r = versus()
    arrange(r, ["combo-4", "combo-5", "combo-6", "double-3"], patience="pair-2")
    r.apply(PlayCard(1, "welcome-1"))
    r.apply(RevealExtra(0, False))
    assert r.step == "roll" and r.state.extras_pile == EXTRAS


def test_customer_player_wins_at_zero_popularity():
    r = versus()
    arrange(r, ["combo-4", "combo-5", "combo-6", "double-3"], patience="pair-2")
    r.state.popularity = 1
    r.apply(PlayCard(1, "welcome-1"))
    assert r.is_over()
    out = r.outcome()
    assert out.winners == (1,) and out.scores == (0, 1)


def test_manager_wins_by_surviving_the_whole_deck():
    r = versus(deck=["combo-1", "combo-2", "combo-3"])
    for card in ("welcome-1", "welcome-2", "combo-1", "combo-2", "combo-3"):
        r.apply(PlayCard(1, card))
        r.state.script.append(roll())
        r.apply(Roll(0))
        for c in r.state.counter_cards():
            r.state.status[c].served = True
            r.state.status[c].collected = True
        r.apply(FinishDice(0))
        r.state.counter = ["", "", "", ""]
        r.state.status = {}
        r.state.out.append(card)
        r.apply(EndTurn(0))
    assert r.is_over()
    out = r.outcome()
    assert out.winners == (0,) and out.scores == (8, 0)


def test_manager_wins_when_the_customer_player_cannot_play():
    r = versus()
    r.apply(PlayCard(1, "taco-task-1"))
    r.state.hand = ["taco-open-1", "agua-open-1", "taco-task-2"]
    r.state.deck = [c for c in r.state.deck if c not in r.state.hand] + [
        "welcome-1", "welcome-2"]
    manager_turn(r)
    assert r.is_over()
    assert r.outcome().winners == (0,) and r.outcome().ended == NoCardToPlay()


def test_played_inspection_resolves_with_no_replacement():
    r = versus(deck=["inspection-labour", "combo-1", "combo-2", "combo-3"],
               options={"inspections": "on"})
    r.state.money = 10
    r.apply(PlayCard(1, "inspection-labour"))
    assert r.state.money == 4 and r.state.counter == ["", "", "", ""]


def test_new_bot_gives_each_seat_its_bot():
    data = real_data()
    assert isinstance(new_bot(data, 0, "normal", 1), ManagerBot)
    assert isinstance(new_bot(data, 1, "normal", 1), CustomerBot)
    r = versus()
    decision = new_bot(data, 1, "normal", 1).choose(r.observation(1), r.legal_actions(1))
    assert isinstance(decision.action, (PlayCard, Redraw)) and decision.reason
