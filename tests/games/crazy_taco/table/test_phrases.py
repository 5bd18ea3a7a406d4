"""Golden words of Crazy Taco's phrase book: the line at the bottom (reader None) reads as the
table always read; the customer player reads "you" about their own moves and the manager reads
their name; singular and plural; every fact the rules tell has words."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from tabletop.core.facts import Fact
from tabletop.core.language import Language
from tabletop.games.crazy_taco.rules import endings as end
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import hints as hint
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules import score_breakdown as score
from tabletop.games.crazy_taco.table.phrases import (
    CARD_MOVES,
    DIE_MOVES,
    FIXED_CAUSES,
    STATUS_WORDS,
    crazy_phrases,
    roll_words,
)
from tests.games.crazy_taco.helpers import real_data

DATA = real_data()
BOOK = crazy_phrases(("Ana", "Beto"), DATA, None, Language())
SOLO = crazy_phrases(("Ana",), DATA, None, Language())
MANAGER, CUSTOMER = 0, 1


def say(fact: Fact, reader: int | None = None) -> str | None:
    return BOOK.say(fact, reader)


def test_a_roll_is_told_face_by_face_in_the_order_they_first_came_up():
    faces = ["money", "blank", "money", "drink", "blank"]
    assert roll_words(faces) == "Rolled 5 dice: 2 money, 2 blank, 1 drink."
    assert roll_words(["food"]) == "Rolled 1 die: 1 food."
    assert roll_words([]) == "Rolled: nothing to roll."
    rolled = ev.DiceRolled((("manager", "money"), ("trainee", "food")), 0)
    assert say(rolled) == "Rolled 2 dice: 1 money, 1 food."
    again = ev.DiceRolled((("employee-1", "drink"), ("trainee", "blank")), 3, again=True)
    assert say(again) == "Re-rolled: Employee 1 drink, Trainee blank."


def test_the_customer_players_moves_read_you_to_them_and_their_name_to_the_manager():
    put_back = ev.CardMoved("", "hand", "deck", ev.CardPutBack())
    assert say(put_back, CUSTOMER) == "You put a card under the deck."
    assert say(put_back, MANAGER) == "Beto puts a card under the deck."
    assert say(put_back) == "The customer player puts a card under the deck."
    assert BOOK.history_line(put_back, None) == "Beto puts a card under the deck."
    drawn = ev.CardMoved("", "deck", "hand", ev.CardDrawn())
    assert say(drawn, CUSTOMER) == "You draw a card."
    assert say(drawn) == "The customer player draws a card."
    assert BOOK.history_line(drawn, CUSTOMER) is None  # the outcome of the move says it


def test_the_managers_reveal_reads_you_to_the_manager():
    revealed = ev.CardMoved("grill-1", "extra-pile", "extra-offer", ev.ExtraRevealed())
    name, cost = "Grill", DATA.card("grill-1").cost  # the title on its face
    assert say(revealed, MANAGER) == f"You reveal {name} (${cost})."
    assert say(revealed, CUSTOMER) == f"The manager reveals {name} (${cost})."
    assert say(revealed) == f"The manager reveals {name} (${cost})."


def test_cards_moving_read_as_the_table_always_said():
    assert say(ev.CardMoved("taco-1", "deck", "counter:2", ev.ComesIn(2))) == \
        "Taco comes in to position 2."
    assert say(ev.CardMoved("welcome-1", "patience", "out", ev.GivesUp())) == \
        "Welcome gives up and leaves."
    assert say(ev.CardMoved("trash-1", "task-deck", "door", ev.NewTask())) == \
        "New task on the storeroom door: Trash task (a blank die)."
    assert say(ev.CardMoved("trash-1", "door", "task-zone", ev.TaskUnderWay(2))) == \
        "Trash task is under way for 2 turns."
    voucher = ev.CardMoved("meal-voucher-1", "bonus", "out", ev.VoucherPays("combo-1"))
    assert say(voucher) == "The meal voucher pays for Combo's order."
    assert say(ev.CardMoved("inspection-labour", "deck", "inspection",
                            ev.InspectionFined(6))) == "Inspection: a $6 fine."
    assert say(ev.CardStatus("combo-1", True, False, ev.Served())) == "Combo is served."


def test_dice_moving_read_as_the_table_always_said():
    assert say(ev.DieMoved("trainee", "", "spent", "cup")) == "Trainee goes to cup."
    assert say(ev.DieMoved("employee-1", "food", "table", "spent:combo-1",
                           ev.DieServes("combo-1"))) == "Employee 1 serves Combo."
    assert say(ev.DieMoved("employee-2", "rest", "table", "cup", ev.DieCannotRest(key=True))) \
        == "Employee 2 cannot rest (the staff-room key keeps the rest room shut)."
    assert say(ev.DieMoved("employee-2", "rest", "table", "cup", ev.DieCannotRest(key=False))) \
        == "Employee 2 cannot rest (no room)."
    assert say(ev.DieMoved("manager", "food", "table", "spent:menu-vulcano",
                           ev.DieToDish("vulcano"))) == "Manager goes to Vulcano / Ice and fire."
    assert say(ev.DieTurned("manager", "food", "money")) == "The Manager now shows money."


def test_money_and_stars_say_why_in_the_singular_and_the_plural():
    assert say(ev.MoneyChanged(2, 5, ev.OrderPaid("combo-1"))) == "+$2: Combo paid."
    assert say(ev.MoneyChanged(-3, 0, ev.RerollCost())) == "The re-roll cost $3."
    assert say(ev.PopularityChanged(-1, 7, ev.LeftUnhappy("taco-1"))) == \
        "-1 star: Taco left unhappy."
    assert say(ev.PopularityChanged(-2, 5, ev.PinataNotAttended())) == \
        "-2 stars: the Fiesta Piñata was not attended."
    assert say(ev.PopularityChanged(1, 8, ev.Advertising())) == "+1 star: advertising campaign."
    assert say(ev.PopularityChanged(2, 8, ev.MenuDish("nachos"))) == \
        "+2 stars: Nachos Pico-Pica."
    assert say(ev.FineChanged(3, 3, ev.TaskNotDone("trash-1"))) == \
        "$3 unpaid (Trash task was not done): the trainee is held until it is paid."
    assert say(ev.FineChanged(-3, 0)) == "Fines paid: the trainee is free again."


def test_the_phase_banner():
    assert say(ev.PhaseChanged("dice", "place", 3)) == "Turn 3 · Phase 2 · Place your dice"
    assert say(ev.PhaseChanged("over", "over", 9)) == "Game over"


def test_endings_read_to_everyone_as_before_and_you_to_the_player_they_are_about():
    assert say(end.DayDone(6)) == "The day is done: you won with 6 stars!"
    assert say(end.StandClosed()) == "Popularity hit bottom: Crazy Taco has closed its doors."
    assert say(end.ManagerSurvived()) == "The manager survived every customer."
    assert say(end.ManagerSurvived(), MANAGER) == "You survived every customer."
    assert say(end.NoCardToPlay()) == "The customer player has no card they may play."
    assert say(end.NoCardToPlay(), CUSTOMER) == "You have no card you may play."
    assert say(ev.GameEnded((1,), end.CustomersWon())) == \
        "The customers brought Crazy Taco to its last popularity space."


def test_refusals_with_their_numbers_and_names():
    assert BOOK.refusal(no.RerollTooDear(3, 0)) == "A re-roll costs $3; the register holds $0."
    assert BOOK.refusal(no.NeedsFace("cleaning-1", ("blank", "money"))) == \
        "Cleaning needs a die showing blank or money."
    assert BOOK.refusal(no.DishFaces("nachos", (("blank", 4),))) == \
        "Nachos Pico-Pica needs exactly 4 blank (blanks never stand in on the menu)."
    assert BOOK.refusal(no.DishWays("vulcano")) == (
        "Vulcano / Ice and fire needs 3 food or 3 drink (blanks never stand in on the menu).")
    assert BOOK.refusal(no.WrongStep("roll")) == "Roll the dice first."
    assert BOOK.refusal(no.NotYourMove(customer=True)) == "It is the customer player's move now."
    assert BOOK.refusal(no.OvertimeUsedUp(2)) == "Overtime can only be paid twice a game."
    assert BOOK.refusal(no.OvertimeUsedUp(3)) == "Overtime can only be paid 3 times a game."
    assert BOOK.refusal(no.RedrawLimit(0)) == (
        "Swapping cards is not allowed at this table: play a card.")
    assert BOOK.refusal(no.RedrawLimit(1)) == (
        "You swapped cards last turn: play a card this turn.")
    assert BOOK.refusal(no.RedrawLimit(2)) == (
        "You have swapped cards 2 turns in a row: play a card this turn.")


def test_hints_name_cards_by_their_title_and_place():
    at_2 = hint.CardPlace("combo-1", hint.COUNTER, 2)
    waiting = hint.CardPlace("vip-1", hint.PATIENCE)
    assert say(hint.ServeAt(at_2, collect=True)) == "Serve and collect from the Combo at 2."
    assert say(hint.ServeAt(waiting, collect=False)) == "Serve the VIP at Patience."
    assert say(hint.SendToTask(hint.CardPlace("food-truck-1", hint.DOOR))) == \
        "Send a worker to the Food task at the door."
    assert say(hint.PlayFromHand("taco-open-1", "combo-1")) == \
        "Play the Taco ($1) and bring the Combo ($2) along."
    assert say(hint.PlayFromHand("cleaning-1", "")) == "Play the Cleaning."
    assert say(hint.SwapWeakCards(3)) == "Swap three weak cards for new ones."
    assert say(hint.FinishPlacing(keeping=True)) == \
        "Finish placing dice, keeping the useful faces."
    assert say(hint.FinishPlacing(keeping=False)) == "Finish placing dice, nothing worth keeping."
    assert say(hint.BuyTheExtra("grill-1")) == \
        f"Buy the {DATA.card('grill-1').name}: one free conversion every turn."
    assert say(hint.OrderDish("la_plata")) == "Order La Plata / Triple burrito from the menu."


def test_score_reasons_one_and_several_times():
    once = score.StarsFor(ev.TaskNotDone("food-truck-1"))
    twice = score.StarsFor(ev.TaskNotDone("food-truck-1"), 2)
    assert say(once) == "Food task was not done"
    assert say(twice) == "Food task was not done (\u00d72)"
    assert say(score.StarsFor(ev.VipServedInTime())) == "The VIP was served in time"
    assert say(score.StartingStars()) == "Stars at the start"
    assert say(score.DayLost()) == "The day was lost"
    assert say(score.PlayedManager()) == \
        "Manager: ran the kitchen; scores the stars left on a won day."
    assert say(score.PlayedCustomers()) == \
        "Customer player: sent the customers in; scores every star Crazy Taco loses."


def test_ordinary_customers_are_told_apart_by_their_title():
    """Every order has a title of its own on the card's header (no card is just
    'Customer'), the same title with or without a computer message."""
    from tabletop.games.crazy_taco.table.card_names import card_title

    orders = [c for c in DATA.cards.values() if getattr(c, "kind", "") == "ordinary"]
    titles = {(c.food, c.drink): card_title(c) for c in orders}
    assert "Customer" not in titles.values()
    assert len(set(titles.values())) == len(titles)
    for card in orders:
        assert card_title(card) == titles[(card.food, card.drink)]
    extras = {card_title(c) for c in DATA.cards.values() if getattr(c, "kind", "") == "extra"}
    assert len(extras) == 3 and "Extra" not in extras


def kinds(module) -> list[type]:
    return [c for _, c in inspect.getmembers(module, inspect.isclass)
            if issubclass(c, Fact) and c.__module__ == module.__name__]


@pytest.mark.parametrize("module", [no, hint, end, score], ids=lambda m: m.__name__)
def test_every_fact_of_the_rules_has_words(module):
    assert not [k for k in kinds(module) if k not in BOOK.wordings]


def test_every_way_an_event_comes_about_has_words():
    events = {ev.PhaseChanged, ev.CardMoved, ev.CardStatus, ev.DiceRolled, ev.DieMoved,
              ev.DieTurned, ev.MoneyChanged, ev.PopularityChanged, ev.FineChanged, ev.GameEnded}
    assert {k for k in kinds(ev) if issubclass(k, ev.Event)} == events
    assert events <= set(BOOK.wordings)
    by_reader = {ev.CardDrawn, ev.CardPutBack, ev.ExtraRevealed}
    causes = {ev.OrderPaid, ev.ExtraSold, ev.CardCost, ev.LeftUnhappy, ev.TaskNotDone,
              ev.NeverDealtWith, ev.MenuDish} | set(FIXED_CAUSES)
    worded = set(CARD_MOVES) | set(DIE_MOVES) | set(STATUS_WORDS) | by_reader | causes
    hows = {k for k in kinds(ev) if not issubclass(k, ev.Event)}
    assert hows == worded, hows ^ worded
    for kind in causes:  # a cause reads in an event's sentence and as a score line
        fields = {f.name: "taco-1" if f.name == "card" else "nachos"
                  for f in dataclasses.fields(kind)}
        assert SOLO.say(score.StarsFor(kind(**fields)))


def test_the_book_speaks_spanish_with_names_from_the_data_and_real_plurals():
    from tabletop.assets.catalogs import load_language

    spanish = crazy_phrases(("Ana", "Beto"), DATA, None, load_language("es"))
    assert spanish.refusal(no.WrongStep("roll")) == "Primero tira los dados."
    assert spanish.refusal(no.OvertimeUsedUp(3)) == (
        "Las horas extra solo se pueden pagar 3 veces por partida.")
    assert roll_words(["money", "money", "drink"], spanish.language) == (
        "Tiraste 3 dados: 2 de dinero, 1 de bebida.")
    assert roll_words(["food"], spanish.language) == "Tiraste 1 dado: 1 de comida."
    drawn = ev.CardMoved("taco-1", "deck", "hand", ev.CardDrawn())
    assert spanish.say(drawn, CUSTOMER) == "Robas una carta."
    assert spanish.say(drawn, MANAGER) == "Beto roba una carta."
    assert spanish.say(end.DayDone(5), MANAGER) == "Se acabó el día: ¡ganaste con 5 estrellas!"
    assert spanish.say(score.StartingStars()) == "Estrellas al empezar"

