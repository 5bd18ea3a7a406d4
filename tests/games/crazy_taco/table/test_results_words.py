"""Crazy Taco's results in words: the score label counts ("1 star", "2 stars", in English and
Spanish), one card has one name in the results (a Double with a task or an open message is a
Double, one line), and in 1 v 1 the role leads the heading and stands under each name."""

from __future__ import annotations

from tabletop.assets.catalogs import load_language
from tabletop.core.language import Countable, Language, count_word
from tabletop.games.crazy_taco.rules import endings as end
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules.score_breakdown import StarsFor, grouped
from tabletop.games.crazy_taco.table.phrases import crazy_phrases
from tabletop.games.crazy_taco.table.view import CrazyTacoTable
from tabletop.kit.result_facts import Decided, ScoreWord, SeatPart, WhoWon
from tests.games.crazy_taco.helpers import real_data

DATA = real_data()


def test_the_score_label_has_a_singular_and_a_plural_in_english_and_spanish():
    label = CrazyTacoTable.score_label
    assert isinstance(label, Countable)
    english, spanish = Language(), load_language("es")
    assert [count_word(label, english, n) for n in (0, 1, 2)] == ["stars", "star", "stars"]
    assert [count_word(label, spanish, n) for n in (0, 1, 2)] == [
        "estrellas", "estrella", "estrellas"]
    assert count_word(label, english) == "stars"  # a heading over counts


def test_a_double_with_a_message_is_the_same_double_in_the_results():
    lines = grouped(DATA, [(ev.LeftUnhappy("double-1"), -1),
                           (ev.LeftUnhappy("double-task-1"), -1),
                           (ev.LeftUnhappy("double-open-1"), -1)])
    assert lines == [(StarsFor(ev.LeftUnhappy("double-1"), 3), -3)]
    book = crazy_phrases(("Ana",), DATA, None, Language())
    assert [book.say(why) for why, _ in lines] == ["Double left unhappy (\u00d73)"]


def test_a_lost_day_says_what_cost_the_stars_in_a_few_lines():
    """Customers of every kind who left unhappy are one line, tasks not done another: a
    player reads what cost the stars, not a line per card's title."""
    lines = grouped(DATA, [(ev.LeftUnhappy("double-1"), -1), (ev.LeftUnhappy("pair-1"), -1),
                           (ev.TaskNotDone("food-truck-1"), -1), (ev.Advertising(), 1),
                           (ev.LeftUnhappy("family-1"), -2),
                           (ev.TaskNotDone("trash-1"), -1)])
    assert [amount for _, amount in lines] == [-4, -2, 1]
    for language, said in (("en", ["3 customers left unhappy", "2 tasks were not done"]),
                           ("es", ["3 clientes se fueron de mal humor",
                                   "2 tareas no se hicieron"])):
        book = crazy_phrases(("Ana",), DATA, None, load_language(language))
        assert [book.say(why) for why, _ in lines[:2]] == said


def test_no_two_order_titles_sound_alike():
    book = crazy_phrases(("Ana",), DATA, None, Language())
    titles = {book.say(StarsFor(ev.LeftUnhappy(card))) for card in ("double-1", "pair-1")}
    assert titles == {"Double left unhappy", "Couple left unhappy"}


def test_in_one_v_one_the_role_leads_the_heading_and_stands_under_the_name():
    names = ("Ana", "Rosa")
    for language, manager, customers in (
            (Language(), "Ana (Manager) survives the day",
             "Rosa (Customer player) closes Crazy Taco"),
            (load_language("es"), "Ana (gerente) sobrevive al día",
             "Rosa (clientes) cierra Crazy Taco")):
        book = crazy_phrases(names, DATA, None, language)
        assert book.say(WhoWon((0,), names)) == manager
        assert book.say(WhoWon((1,), names)) == customers
    book = crazy_phrases(names, DATA, None, Language())
    assert [book.say(SeatPart(seat)) for seat in (0, 1)] == ["Manager", "Customer player"]


def test_solo_leaves_the_heading_and_the_seat_to_the_kit():
    book = crazy_phrases(("Ana",), DATA, None, Language())
    assert not book.say(WhoWon((0,), ("Ana",)))
    assert book.say(WhoWon((), ("Ana",))) == "The day is lost"
    assert not book.say(SeatPart(0))


def test_in_one_v_one_the_rule_that_decided_and_what_each_number_counts_are_said():
    names = ("Ana", "Rosa")
    book = crazy_phrases(names, DATA, None, Language())
    manager = book.say(Decided(end.ManagerSurvived(), (0,)))
    customers = book.say(Decided(end.CustomersWon(), (1,)))
    stuck = book.say(Decided(end.NoCardToPlay(), (0,)))
    for said in (manager, customers, stuck):
        assert said and said.startswith("The roles decide, not the bigger number")
    assert "manager wins" in manager and "customer player wins" in customers
    assert "no card" in stuck
    assert [book.say(ScoreWord(0, n)) for n in (1, 3)] == ["star kept", "stars kept"]
    assert [book.say(ScoreWord(1, n)) for n in (1, 7)] == ["star taken", "stars taken"]
    spanish = crazy_phrases(names, DATA, None, load_language("es"))
    assert spanish.say(ScoreWord(0, 3)) == "estrellas conservadas"
    assert spanish.say(ScoreWord(1, 1)) == "estrella quitada"
    assert spanish.say(Decided(end.ManagerSurvived(), (0,))).startswith("Deciden los papeles")


def test_solo_leaves_the_decider_and_the_score_word_to_the_kit():
    book = crazy_phrases(("Ana",), DATA, None, Language())
    assert not book.say(Decided(end.DayDone(3), (0,)))
    assert not book.say(ScoreWord(0, 3))


def test_how_a_seat_scores_is_said_once_by_its_note_not_again_in_its_details():
    """The breakdown's note says how each seat scores ("Customer player: sent the customers
    in; scores every star Crazy Taco loses."); the details under it never say it again."""
    from tests.games.crazy_taco.table.test_layout import table_after

    for seats in (1, 2):
        table, _, _ = table_after(seats, 6, 7)
        for lines in table.result_details():
            assert lines and not [line for line in lines if "scores" in line], lines


def test_the_overtime_paid_counts_in_the_languages_plural_forms():
    from dataclasses import replace

    from tabletop.games.crazy_taco.table.view_text import result_lines
    from tests.games.crazy_taco.table.test_layout import table_after

    table, _, _ = table_after(1, 6, 7)
    for code, once, twice in (("en", "Overtime paid: 1 time", "Overtime paid: 2 times"),
                              ("es", "Horas extra pagadas: 1 vez",
                               "Horas extra pagadas: 2 veces")):
        words = load_language(code)
        for used, said in ((1, once), (2, twice)):
            obs = replace(table.obs(), overtime_used=used)
            assert said in result_lines(DATA, obs, 0, False, words)
