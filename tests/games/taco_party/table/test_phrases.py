"""Taco Party's phrase book, word for word: each fact for the player it is about ("you"), for
another player, and for everyone (the line at the bottom of the table, reader None); singular
and plural."""

from __future__ import annotations

import pytest

from tabletop.core.game import GameSetup, NotOver, Seat
from tabletop.core.language import Language
from tabletop.games.taco_party.rules import events as ev
from tabletop.games.taco_party.rules import hints as hint
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules import score_breakdown as score
from tabletop.games.taco_party.rules.endings import DeckFinished, TacosCompleted
from tabletop.games.taco_party.rules.rulebook import TacoPartyRules
from tabletop.games.taco_party.table.phrases import burn_words, ordinal, party_phrases, taco_name

from ..helpers import real_data

DATA = real_data()
ANYONE = None
ANA, BETO, CRUZ = 0, 1, 2
NAMES = ("Ana", "Beto", "Cruz")


def card(key: str) -> int:
    return next(c.id for c in DATA.cards if c.key == key)


@pytest.fixture(scope="module")
def book():
    setup = GameSetup(tuple(Seat(n) for n in NAMES), 1, {})
    return party_phrases(NAMES, DATA, TacoPartyRules(DATA, setup), Language())


def said(book, fact):
    """(for the player it is about, for another, for everyone)."""
    return book.say(fact, ANA), book.say(fact, BETO), book.say(fact, ANYONE)


def test_ordinals_and_taco_names():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
    assert taco_name(0, 1) == "your taco"
    assert taco_name(1, 3, "their") == "their 2nd taco from the left"


def test_a_card_added_to_a_taco_names_the_taco_by_its_place(book):
    meat = ev.CardPlayed(card("meat"), "hand:0", "plate:0:taco:1", ANA, ANA, 1, 2, False, 2)
    assert said(book, meat) == (
        "You added Meat to your 2nd taco from the left; pickup now: 2",
        "Ana added Meat to their 2nd taco from the left; pickup now: 2",
        "Ana added Meat to their 2nd taco from the left; pickup now: 2")
    alone = ev.CardPlayed(card("sombrero"), "hand:0", "plate:0:taco:0", ANA, ANA, 0, 1, False, 1)
    assert said(book, alone) == ("You added the Sombrero to your taco; pickup now: 1",
                                 "Ana added the Sombrero to their taco; pickup now: 1",
                                 "Ana added the Sombrero to their taco; pickup now: 1")


def test_a_new_taco_and_a_served_one(book):
    shell = card("empty-taco")
    started = ev.CardPlayed(shell, "hand:0", "plate:0:taco:1", ANA, ANA, 1, 1, True, 2)
    assert said(book, started) == ("You started a new taco with an Empty Taco; pickup now: 1",
                                   "Ana started a new taco with an Empty Taco; pickup now: 1",
                                   "Ana started a new taco with an Empty Taco; pickup now: 1")
    served = ev.CardPlayed(shell, "hand:0", "plate:1:taco:1", ANA, BETO, 1, 3, True, 2)
    assert said(book, served) == (
        "You served an Empty Taco onto Beto's plate (hot sauce); pickup now: 3",
        "Ana served an Empty Taco onto your plate (hot sauce); pickup now: 3",
        "Ana served an Empty Taco onto Beto's plate (hot sauce); pickup now: 3")
    assert book.say(served, CRUZ) == \
        "Ana served an Empty Taco onto Beto's plate (hot sauce); pickup now: 3"


def test_discards_pickups_and_burns(book):
    meat, hat = card("meat"), card("top-hat")
    assert said(book, ev.CardDiscarded(hat, "hand:0", "discard", ANA, False)) == (
        "You discarded the Top Hat", "Ana discarded the Top Hat", "Ana discarded the Top Hat")
    assert said(book, ev.CardDiscarded(meat, "hand:0", "discard", ANA, True)) == (
        "You played nothing and discarded Meat", "Ana played nothing and discarded Meat",
        "Ana played nothing and discarded Meat")
    assert said(book, ev.CardPickedUp(meat, "centre:2", "hand:0", ANA, 0, 0)) == (
        "You took Meat from the middle", "Ana took Meat from the middle",
        "Ana took Meat from the middle")
    assert said(book, ev.CardPickedUp(hat, "centre:0", "hand:0", ANA, 2, 1)) == (
        "You paid 2 for the Top Hat; 1 pickup left",
        "Ana paid 2 for the Top Hat; 1 pickup left",
        "Ana paid 2 for the Top Hat; 1 pickup left")
    sombrero = card("sombrero")
    points = DATA.card(sombrero).score
    assert said(book, ev.CardBurned(sombrero, "centre:1", "burned:0", ANA)) == (
        f"You burned the Sombrero (\u2212{points} at the end)",
        f"Ana burned the Sombrero (\u2212{points} at the end)",
        f"Ana burned the Sombrero (\u2212{points} at the end)")


def test_the_pickup_step_ending_and_the_burn_question(book):
    assert said(book, ev.PickupOver(ANA, 0)) == (
        "You have spent the whole pickup amount: nothing burns",
        "Ana has spent the whole pickup amount: nothing burns",
        "Ana has spent the whole pickup amount: nothing burns")
    assert book.say(ev.PickupOver(ANA, 2), ANYONE) == \
        "Ana has 2 pickup left but the middle is empty: nothing burns"
    assert book.say(ev.PickupOver(ANA, 2), ANA) == \
        "You have 2 pickup left but the middle is empty: nothing burns"
    tie = ev.BurnChoice(ANA, (card("meat"), card("guacamole")), 1)
    points = DATA.card(card("meat")).score
    assert said(book, tie) == (
        f"You have 1 left unspent: choose which {points}-point card to burn",
        f"Ana has 1 left unspent: choose which {points}-point card to burn",
        f"Ana has 1 left unspent: choose which {points}-point card to burn")


def test_draws_refills_and_the_deck(book):
    meat, shell = card("meat"), card("empty-taco")
    assert said(book, ev.CardDrawn(meat, "deck", "hand:0", ANA)) == (
        "You drew a card", "Ana drew a card", "Ana drew a card")  # never which card
    assert book.say(ev.CentreRefilled(shell, "deck", "centre:0", 0), ANYONE) == \
        "An Empty Taco turns up in the middle"
    assert book.say(ev.CentreRefilled(meat, "deck", "centre:0", 0), ANA) == \
        "Meat turns up in the middle"
    assert book.say(ev.DeckRanOut(1, False), ANYONE) == \
        "The deck has run out: the discards become a new deck"
    assert book.say(ev.DeckRanOut(2, True), ANYONE) == \
        "The deck has run out: the game ends after this turn"
    assert book.say(ev.DeckReshuffled((meat,)), ANYONE) == \
        "1 discarded card shuffled into a new deck"
    assert book.say(ev.DeckReshuffled((meat, shell, 7)), ANYONE) == \
        "3 discarded cards shuffled into a new deck"


def test_turns_and_steps(book):
    assert said(book, ev.TurnStarted(ANA, 3)) == ("Your turn", "Ana's turn", "Ana's turn")
    assert said(book, ev.StepChanged(ANA, "discard")) == (
        "Your discard step", "Ana: discard step", "Ana: discard step")


def test_how_the_game_ended_and_who_won(book):
    assert said(book, TacosCompleted(ANA, 3)) == (
        "You completed 3 tacos", "Ana completed 3 tacos", "Ana completed 3 tacos")
    assert book.say(DeckFinished(1), ANYONE) == "The deck ran out"
    assert book.say(DeckFinished(2), ANA) == "The deck ran out for the last time"
    won = ev.GameEnded((40, 31, 12), (ANA,), TacosCompleted(ANA, 2))
    assert said(book, won) == ("You completed 2 tacos. You win!",
                               "Ana completed 2 tacos. Ana wins!",
                               "Ana completed 2 tacos. Ana wins!")
    shared = ev.GameEnded((40, 40, 12), (ANA, BETO), DeckFinished(1))
    assert said(book, shared) == ("The deck ran out. You and Beto share the win!",
                                  "The deck ran out. You and Ana share the win!",
                                  "The deck ran out. Ana and Beto share the win!")
    assert book.say(NotOver(), ANYONE) == "The game is not over yet."


def test_refusals(book):
    meat, lettuce = card("meat"), card("lettuce")
    assert book.refusal(no.NotYourTurn(BETO), ANA) == "It is Beto's turn"
    assert book.refusal(no.DoesNotLike(lettuce, meat), ANA) == \
        "Lettuce only goes next to Cheese or Tomato, not Meat"
    assert book.refusal(no.TopperNeedsIngredients(3), ANA) == \
        "A topper needs 3 ingredients on the taco"
    assert book.refusal(no.TooDear(3, 2), ANA) == \
        "That card costs 3 but you have only 2 pickup left"
    assert book.refusal(no.StartWithEmptyTaco(), ANA) == \
        "Only an empty taco can start a new taco; put this card on a taco"
    assert book.refusal(no.OnlyEmptyTacoServed(), ANA) == \
        "Only an empty taco, on its own, may go onto another player's plate"
    assert book.refusal(no.GameIsOver(), ANYONE) == "The game is over"


def test_every_refusal_hint_and_score_reason_has_words(book):
    """No fact of the rules falls through to the kit's 'That move is not allowed now.'."""
    import dataclasses
    import inspect

    for module in (no, hint, score):
        for _, kind in inspect.getmembers(module, inspect.isclass):
            if kind.__module__ != module.__name__ or not dataclasses.is_dataclass(kind):
                continue
            fields = {f.name: (1,) if f.type.startswith("tuple") else
                      True if f.type == "bool" else 1 for f in dataclasses.fields(kind)}
            assert book.say(kind(**fields), ANA), kind.__name__


def test_hints_name_cards_and_tacos_as_the_table_shows_them(book):
    meat, cheese, hat = card("meat"), card("cheese"), card("top-hat")
    # (a reviewer: "Start a new taco to hold more ingredients" named no card; Loco's do)
    assert book.say(hint.StartNewTaco(), ANA) == \
        f"Play an {DATA.card(card('empty-taco')).name} as a new taco: room for more ingredients"
    assert book.say(hint.TuckIn(cheese, meat, 1, 2), ANA) == \
        "Cheese likes Meat: tuck it into your 2nd taco from the left"
    assert book.say(hint.FillTaco(meat, 0, 1, 2), ANA) == \
        "Meat fills your taco, so it stops costing you 2"
    assert book.say(hint.TopTaco(hat, 0, 1), ANA) == \
        f"Top your taco with the Top Hat for {DATA.card(hat).score} points"
    assert book.say(hint.ServeEmptyTaco(BETO, 2), ANA) == \
        "Serve an empty taco to Beto: it costs them 2 points"
    assert book.say(hint.DiscardMisfits((hat,)), ANA) == \
        "Discard what does not fit your tacos: Top Hat"
    assert book.say(hint.DiscardMisfits((hat, meat)), ANA) == \
        "Discard what does not fit your tacos: Top Hat, Meat"
    assert book.say(hint.PickUp(meat, True), ANA) == \
        "Pick up Meat, spending your whole pickup so nothing burns"
    assert book.say(hint.PickUp(meat, False), ANA) == "Pick up Meat"
    sombrero = card("sombrero")
    assert book.say(hint.FinishAndBurn((sombrero,), could_buy=False), ANA) == \
        f"Finish: your pickup buys nothing here; burns {burn_words(DATA, (sombrero,))}"
    assert burn_words(DATA, (sombrero,)) == f"Sombrero (\u2212{DATA.card(sombrero).score})"
    assert book.say(hint.KeepHand(all_useful=True), ANA) == "Keep your hand: every card has a use"
    assert book.say(hint.KeepHand(all_useful=False), ANA) == "Keep your hand"


def test_score_reasons_singular_and_plural(book):
    """Each results line a sentence, its points apart (in the line's own column)."""
    assert book.say(score.BiggestTaco(3, 5, 12, 2)) == \
        "Taco 4 (5 cards) is the biggest: its 12 points count twice"
    assert book.say(score.BiggestTaco(3, 5, 12, 3)) == \
        "Taco 4 (5 cards) is the biggest: its 12 points count 3 times"
    assert book.say(score.CountedTaco(0, 1)) == "Taco 1 (1 card) counts once"
    assert book.say(score.ExtraTaco(0, 2, 3)) == \
        "Taco 1 (2 cards) scores nothing: not among the 3 biggest"
    from tabletop.kit.result_facts import Unscored  # several folded: said the same way

    assert book.say(Unscored(1)) == "1 more taco scores nothing"
    assert book.say(Unscored(2)) == "2 more tacos score nothing"
    assert book.say(score.EmptyTaco(2)) == "Taco 3 has no ingredient: a penalty"
    assert book.say(score.BurnedCard(card("lettuce"))) == "Lettuce was burned: its score comes off"
    assert book.say(score.HowTacosCount(3, 2)) == \
        "Each player's 3 biggest tacos with an ingredient score, the biggest one twice."
    assert book.say(score.HowTacosCount(2, 3)) == \
        "Each player's 2 biggest tacos with an ingredient score, the biggest one 3 times."
    assert book.say(score.NothingOnPlate()) == "Nothing on the plate yet."


def test_no_score_reason_reads_as_a_bare_sum(book):
    """No line reads as a sum glued to its words ("Taco 1, 8 cards: biggest, 21 × 2" beside
    "+42"): each has a verb and no multiplication sign."""
    for fact in (score.BiggestTaco(0, 8, 21, 2), score.CountedTaco(1, 6),
                 score.ExtraTaco(2, 2, 3), score.EmptyTaco(3), score.BurnedCard(card("meat"))):
        said = book.say(fact)
        assert "\u00d7" not in said and ", biggest" not in said, said
        assert any(verb in said.split() for verb in ("is", "counts", "scores", "has", "was")), said


@pytest.fixture(scope="module")
def libro():
    """The same book in Spanish."""
    from tabletop.assets.catalogs import load_language
    setup = GameSetup(tuple(Seat(n) for n in NAMES), 1, {})
    return party_phrases(NAMES, DATA, TacoPartyRules(DATA, setup), load_language("es"))


def test_in_spanish_cards_take_their_own_article_and_tacos_their_place(libro):
    crown = ev.CardPlayed(card("crown"), "hand:0", "plate:0:taco:1", ANA, ANA, 1, 2, False, 2)
    assert said(libro, crown) == (
        "Agregaste la Corona a tu 2.º taco desde la izquierda; ya llevas 2 de recogida",
        "Ana agregó la Corona a su 2.º taco desde la izquierda; ya lleva 2 de recogida",
        "Ana agregó la Corona a su 2.º taco desde la izquierda; ya lleva 2 de recogida")
    served = ev.CardPlayed(card("empty-taco"), "hand:1", "plate:0:taco:0", BETO, ANA, 0, 1, True,
                           1)
    assert libro.say(served, ANA) == \
        "Beto sirvió un Taco Vacío en tu plato (salsa picante); ya lleva 1 de recogida"
    shared = ev.GameEnded((40, 40, 12), (ANA, BETO), DeckFinished(1))
    assert said(libro, shared) == ("Se acabó el mazo. ¡Tú y Beto comparten la victoria!",
                                   "Se acabó el mazo. ¡Tú y Ana comparten la victoria!",
                                   "Se acabó el mazo. ¡Ana y Beto comparten la victoria!")
    assert burn_words(DATA, (card("meat"),), words=libro.language) == "Carne (\u22123)"


def test_what_is_left_to_spend_agrees_with_its_count_in_spanish():
    from tabletop.assets.catalogs import load_language

    setup = GameSetup(tuple(Seat(n) for n in NAMES), 1, {})
    spanish = party_phrases(NAMES, DATA, TacoPartyRules(DATA, setup), load_language("es"))
    hat = card("top-hat")
    one = spanish.say(ev.CardPickedUp(hat, "centre:0", "hand:0", ANA, 2, 1), ANA)
    two = spanish.say(ev.CardPickedUp(hat, "centre:0", "hand:0", ANA, 1, 2), BETO)
    assert "te queda 1 de recogida" in one
    assert "le quedan 2 de recogida" in two
    assert "le queda 1 de recogida" in spanish.say(ev.PickupOver(ANA, 1), ANYONE)
    assert "Te quedan 3 de recogida" in spanish.say(ev.PickupOver(ANA, 3), ANA)
