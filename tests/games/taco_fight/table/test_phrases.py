"""¡Taco Fight!'s phrase book, word for word: each fact for the player it is about ("you"), for
another player, and for everyone (the line at the bottom of the table and the results, which
read as they did when the rules wrote their own sentences)."""

from __future__ import annotations

import pytest

from tabletop.games.taco_fight.rules import events as ev
from tabletop.games.taco_fight.rules import hints as hint
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules import score_breakdown as score
from tabletop.games.taco_fight.rules.endings import (
    AllWavesDefeated,
    HoldingTooMany,
    LeftAfterLastFight,
    SpecialStanding,
)

from ..helpers import Ids, data, make, phrases_of

ANYONE = None
ANA, BETO, CRUZ = 0, 1, 2


@pytest.fixture(scope="module")
def book():
    return phrases_of(make(players=3))


@pytest.fixture(scope="module")
def cards():
    """Card ids by what they are: ingredients by key, tacos by spiciness or special."""
    ids = Ids(data())
    return {"tortilla": ids.take("tortilla"), "cheese": ids.take("cheese", 1),
            "cheese2": ids.take("cheese", 2), "onion": ids.take("onion"),
            "fork": ids.take("fork"), "taco3": ids.taco("mild", 3),
            "taco1": ids.taco("mild", 1), "chips": ids.taco("mild", special="chips_salsa"),
            "fajita": ids.taco("mild", special="fajita"),
            "burrito": ids.taco("mild", special="burrito")}


def said(book, fact):
    """`fact` for everyone, for Ana and for Beto."""
    return book.say(fact, ANYONE), book.say(fact, ANA), book.say(fact, BETO)


# --- events ----------------------------------------------------------------------------------

def test_a_flip_names_the_new_top_card_singular_and_plural_fists(book, cards):
    two = ev.Flipped(ANA, (cards["onion"], cards["cheese2"]), "pantry:0", "kitchen:0")
    assert said(book, two) == ("Ana flips 2: Cheese (2 fists) on top.",
                               "You flip 2: Cheese (2 fists) on top.",
                               "Ana flips 2: Cheese (2 fists) on top.")
    one = ev.Flipped(BETO, (cards["cheese"],), "pantry:1", "kitchen:1")
    assert book.say(one, ANYONE) == "Beto flips 1: Cheese (1 fist) on top."
    assert book.say(one, BETO) == "You flip 1: Cheese (1 fist) on top."


def test_the_kitchen_turned_over_and_a_shuffle(book):
    turned = ev.KitchenTurnedOver(ANA, (1, 2), "kitchen:0", "pantry:0")
    assert said(book, turned) == ("Ana turns the kitchen over into the pantry.",
                                  "You turn your kitchen over into the pantry.",
                                  "Ana turns the kitchen over into the pantry.")
    shuffled = ev.PantryShuffled(BETO)
    assert said(book, shuffled) == ("Beto shuffles the pantry.", "Beto shuffles the pantry.",
                                    "You shuffle your pantry.")


def test_a_card_built_on_its_own_plate_or_a_teammates(book, cards):
    own = ev.Built(ANA, (cards["tortilla"],), "kitchen:0", "plate:0:0", 0, ANA, 0)
    assert said(book, own) == ("Ana adds Tortilla to plate 1.",
                               "You add Tortilla to your plate 1.",
                               "Ana adds Tortilla to plate 1.")
    theirs = ev.Built(ANA, (cards["tortilla"],), "kitchen:0", "plate:1:4", 0, BETO, 4)
    assert said(book, theirs) == ("Ana adds Tortilla to Beto's plate 5.",
                                  "You add Tortilla to Beto's plate 5.",
                                  "Ana adds Tortilla to your plate 5.")


def test_a_smash_names_whom_the_taco_attacks_unless_it_is_the_smashers_own(book, cards):
    """Said as a player says it: how many more fists the taco takes, or the fists that beat
    it (never "4 of 3 fists")."""
    smashed = ev.Smashed(BETO, (cards["cheese2"],), "kitchen:1", "attacker:0:2", 2,
                         cards["taco3"], ANA)
    assert said(book, smashed) == (
        "Beto hits a 3 taco attacking Ana: 1 more fist to smash it.",
        "Beto hits a 3 taco attacking you: 1 more fist to smash it.",
        "You hit a 3 taco attacking Ana: 1 more fist to smash it.")
    over = ev.Smashed(BETO, (cards["cheese2"],), "kitchen:1", "attacker:0:2", 4,
                      cards["taco3"], ANA)
    assert said(book, over) == ("Beto smashes a 3 taco attacking Ana: 4 fists, beaten.",
                                "Beto smashes a 3 taco attacking you: 4 fists, beaten.",
                                "You smash a 3 taco attacking Ana: 4 fists, beaten.")
    solo = ev.Smashed(ANA, (cards["cheese"],), "kitchen:0", "attacker:0:0", 1, cards["taco1"],
                      ANA)
    assert book.say(solo, ANYONE) == "Ana smashes a 1 taco with 1 fist: beaten."
    assert book.say(solo, ANA) == "You smash a 1 taco with 1 fist: beaten."
    special = ev.Smashed(ANA, (cards["cheese"],), "kitchen:0", "attacker:1:0", 1,
                         cards["burrito"], BETO)
    spice = data().cards[cards["burrito"]].spiciness
    more = "1 more fist" if spice == 2 else f"{spice - 1} more fists"
    assert book.say(special, ANYONE) == \
        f"Ana hits the Burrito attacking Beto: {more} to smash it."


def test_grabbing_singular_and_plural(book):
    five = ev.Grabbed(CRUZ, (1, 2, 3, 4, 5), "stack", "pantry:2")
    assert book.say(five, ANYONE) == "Cruz grabs 5 ingredients."
    assert book.say(five, CRUZ) == "You grab 5 ingredients."
    last = ev.Grabbed(CRUZ, (1,), "stack", "pantry:2")
    assert book.say(last, ANYONE) == "Cruz grabs 1 ingredient."


def test_a_card_given(book):
    given = ev.Given(ANA, (7,), "pantry:0", "pantry:1", BETO)
    assert said(book, given) == ("Ana gives a card to Beto.", "You give a card to Beto.",
                                 "Ana gives you a card.")


def test_stabbing_eating_and_missing(book, cards):
    tap = ev.StabProgress(BETO, cards["fork"], cards["taco3"], 2, 6, False)
    assert said(book, tap) == ("Beto stabs a 3 taco (2/6).", "Beto stabs a 3 taco (2/6).",
                               "You stab a 3 taco (2/6).")
    sunk = ev.ForkSunk(BETO, (cards["fork"],), "kitchen:1", "sink")
    assert said(book, sunk) == ("Beto's fork goes to the sink.", "Beto's fork goes to the sink.",
                                "Your fork goes to the sink.")
    taco = data().cards[cards["taco3"]]
    back = f"{taco.name} ({'1 fist' if taco.fists == 1 else f'{taco.fists} fists'})"
    eaten = ev.TacoEaten(BETO, (cards["taco3"],), "attacker:0:1", "kitchen:0", ANA)
    assert said(book, eaten) == (  # (Beto's fork ate it: "Ana eats" read as the wrong seat)
        "Beto eats a 3 taco attacking Ana.",
        f"Beto eats a 3 taco attacking you: {back} lands in your kitchen.",
        f"You eat a 3 taco attacking Ana: {back} lands in their kitchen.")
    own = ev.TacoEaten(ANA, (cards["taco3"],), "attacker:0:1", "kitchen:0", ANA)
    assert said(book, own)[:2] == (f"Ana eats a 3 taco: {back} lands in their kitchen.",
                                   f"You eat a 3 taco: {back} lands in your kitchen.")
    reasons = {ev.NEW_STAB: "a new stab", ev.COVERED: "the fork was covered",
               ev.GONE: "the taco is gone", ev.TOO_SLOW: "too few taps in time",
               ev.TIME_UP: "time is up"}
    for why, words in reasons.items():
        missed = ev.StabLapsed(CRUZ, cards["fork"], cards["taco3"], why)
        assert book.say(missed, ANYONE) == f"Cruz's stab misses ({words})."
        assert book.say(missed, CRUZ) == f"Your stab misses ({words})."


def test_the_prep_steps(book, cards):
    cleaned = ev.PrepMoved(-1, (1, 2), "kitchen:1", "pantry:1", 1, BETO, 1)
    assert said(book, cleaned) == ("Beto cleans the kitchen.", "Beto cleans the kitchen.",
                                   "You clean your kitchen.")
    smash_back = ev.PrepMoved(-1, (3,), "attacker:1:0", "pantry:1", 2, BETO, 1)
    assert said(book, smash_back) == ("Smash cards go to Beto's pantry.",
                                      "Smash cards go to Beto's pantry.",
                                      "Smash cards go to your pantry.")
    defeated = ev.PrepMoved(-1, (cards["taco3"],), "attacker:0:0", "pantry:0", 3, ANA, 1)
    assert said(book, defeated) == ("Ana adds a defeated taco to the pantry.",
                                    "You add a defeated taco to your pantry.",
                                    "Ana adds a defeated taco to the pantry.")
    held = ev.TacoHeld(-1, (cards["fajita"],), "attacker:0:1", "held:0", ANA)
    assert said(book, held) == ("Ana must hold the Fajita.", "You must hold the Fajita.",
                                "Ana must hold the Fajita.")
    dealt = ev.PrepMoved(-1, (4, 5), "tacos:medium", "incoming:1", 4, BETO, 3)
    assert said(book, dealt) == ("Wave 3: 2 medium tacos for Beto.",
                                 "Wave 3: 2 medium tacos for Beto.",
                                 "Wave 3: 2 medium tacos for you.")
    one = ev.PrepMoved(-1, (4,), "tacos:mild", "incoming:0", 4, ANA, 1)
    assert book.say(one, ANYONE) == "Wave 1: 1 mild taco for Ana."


def test_placing_and_getting_ready(book, cards):
    placed = ev.Placed(CRUZ, (cards["taco3"],), "incoming:2", "attacker:2:3", 3)
    assert said(book, placed) == ("Cruz faces a 3 taco with plate 4.",
                                  "Cruz faces a 3 taco with plate 4.",
                                  "Cruz faces a 3 taco with plate 4.")
    assert book.say(placed, CRUZ) == "You face a 3 taco with plate 4."
    ready = ev.SeatReady(ANA)
    assert said(book, ready) == ("Ana is ready.", "You are ready.", "Ana is ready.")


def test_verdicts_and_phases(book, cards):
    blocked = ev.Verdict(ANA, 0, cards["taco3"], "blocked")
    assert said(book, blocked) == ("A 3 taco attacking Ana: blocked.",
                                   "A 3 taco attacking you: blocked.",
                                   "A 3 taco attacking Ana: blocked.")
    standing = ev.Verdict(BETO, 1, cards["chips"], "standing")
    assert book.say(standing, ANYONE) == "The Chips & Salsa attacking Beto: standing."
    assert book.say(ev.PhaseStarted("fight", 2, 30.0)) == \
        "Fight 2! The hourglass runs 30 seconds."
    assert book.say(ev.PhaseStarted("prep", 3, 12.5)) == "Prep for wave 3: 12.5 seconds."
    assert book.say(ev.PhaseStarted("prep", 3, 0.0)) == \
        "Prep for wave 3: place your tacos and get ready."


# --- how the game ended ------------------------------------------------------------------

def test_the_endings(book, cards):
    assert book.say(AllWavesDefeated(6)) == "All six waves defeated"
    assert book.say(AllWavesDefeated(2)) == "All two waves defeated"
    assert book.say(SpecialStanding(ANA, cards["chips"])) == \
        "Food coma: Chips & Salsa attacking Ana was not eaten."
    assert book.say(SpecialStanding(ANA, cards["fajita"])) == \
        "Food coma: Fajita attacking Ana was not blocked."
    assert book.say(SpecialStanding(BETO, cards["burrito"])) == \
        "Food coma: Burrito attacking Beto was not smashed."
    assert book.say(SpecialStanding(BETO, cards["burrito"]), BETO) == \
        "Food coma: Burrito attacking you was not smashed."
    assert book.say(LeftAfterLastFight()) == \
        "Food coma: tacos are still attacking or held after the last fight."
    assert book.say(HoldingTooMany(ANA, 3)) == "Food coma: Ana would hold 3 tacos."
    assert book.say(HoldingTooMany(ANA, 3), ANA) == "Food coma: you would hold 3 tacos."
    over = ev.GameOver(False, HoldingTooMany(CRUZ, 4))
    assert book.say(over) == "Food coma: Cruz would hold 4 tacos."


# --- refusals ----------------------------------------------------------------------------

def test_refusals_with_what_they_name(book, cards):
    assert book.refusal(no.OnlyInFight(no.FLIP), ANA) == "You can only flip cards during a fight."
    assert book.refusal(no.OnlyInFight(no.STAB)) == "You can only stab tacos during a fight."
    assert book.refusal(no.HandsFull(2, no.PLAY)) == \
        "You are holding 2 tacos: you cannot play cards until a teammate eats one."
    assert book.refusal(no.HandsFull(2, no.FLIP)) == \
        "You are holding 2 tacos: you cannot flip until a teammate eats one."
    assert book.refusal(no.NotYourOwnTacos(no.SMASH)) == \
        "You cannot smash the tacos attacking you: a teammate must."
    assert book.refusal(no.OnlyOneWay(cards["chips"])) == "Chips & Salsa can only be eaten."
    assert book.refusal(no.OnlyOneWay(cards["fajita"])) == "Fajita can only be blocked."
    assert book.refusal(no.OnlyOneWay(cards["burrito"])) == "Burrito can only be smashed."
    assert book.refusal(no.StartsWith(0)) == "A taco starts with a Tortilla (0)."
    assert book.refusal(no.NeedsNext(1)) == "That taco needs Lettuce (1) next."
    assert book.refusal(no.NoFists(cards["fork"])) == "A Fork has no fists: use it another way."


@pytest.mark.parametrize("why,words", [
    (no.GameIsOver(), "The game is over."),
    (no.NoSuchSeat(), "There is no such seat at this table."),
    (no.NotThisGame(), "¡Taco Fight! has no such action."),
    (no.NotOnKitchenTop(), "That card is not on top of your kitchen."),
    (no.NoSuchPlate(), "There is no such plate."),
    (no.NotAttacking(), "That taco is not attacking or held by anyone."),
    (no.NothingToFlip(), "Your pantry and kitchen are empty: grab ingredients first."),
    (no.TacoComplete(), "That taco is already complete."),
    (no.NoAttacker(), "No taco attacks that plate."),
    (no.OnlyForksStab(), "Only a fork can stab a taco."),
    (no.StackEmpty(), "The ingredient stack is empty."),
    (no.NothingToShuffle(), "There is nothing to shuffle in your pantry."),
    (no.GiveToTeammate(), "You pass cards from your pantry to a teammate's, never to your own."),
    (no.PantryEmpty(), "Your pantry is empty."),
    (no.PlaceInPrep(), "Tacos are placed during the prep phase."),
    (no.NotYourNewTaco(), "That is not one of your new tacos."),
    (no.AlreadyThere(), "That taco is already on that plate."),
    (no.PlateTaken(), "Another taco is already on that plate."),
    (no.AllPlaced(), "All your tacos are already placed."),
    (no.ReadyInPrep(), "You get ready during the prep phase."),
    (no.AlreadyReady(), "You are already ready."),
    (no.NothingToDo(), "There is nothing you can do right now."),
])
def test_every_plain_refusal(book, why, words):
    assert book.refusal(why, ANA) == words


# --- hints -------------------------------------------------------------------------------

def test_hints_say_your_plate_to_its_owner_and_name_a_teammates(book, cards):
    mine = hint.AddToPlate(ANA, cards["tortilla"], ANA, 2)
    assert book.say(mine, ANA) == "Add Tortilla to your plate 3."
    theirs = hint.AddToPlate(ANA, cards["tortilla"], BETO, 0)
    assert book.say(theirs, ANA) == "Add Tortilla to Beto's plate 1."
    assert book.say(hint.StabAt(ANA, cards["taco3"], BETO, 1), ANA) == \
        "Stab a 3 taco at Beto's plate 2 so Beto eats it."
    assert book.say(hint.StabAt(ANA, cards["taco3"], ANA, 1), ANA) == \
        "Stab a 3 taco at your plate 2 so you eat it."
    assert book.say(hint.SmashAt(ANA, cards["fajita"], CRUZ, 4), ANA) == \
        "Smash the Fajita at Cruz's plate 5."
    assert book.say(hint.SmashAt(ANA, cards["taco1"], ANA, 0), ANA) == \
        "Smash a 1 taco at your plate 1."
    assert book.say(hint.StabHeld(ANA, BETO), ANA) == "Stab the taco Beto is holding."
    assert book.say(hint.StabHeld(ANA, ANA), ANA) == "Stab the taco you are holding."


@pytest.mark.parametrize("fact,words", [
    (hint.FlipToLook(), "Flip to look for useful ingredients."),
    (hint.NothingBetter(), "Nothing better to do right now."),
    (hint.GrabForNextFight(), "Grab ingredients for the next fight before you get Ready."),
    (hint.GetReady(), "Face your tacos with your tallest plates and get ready."),
    (hint.KeepTapping(), "Keep tapping the fork until it is eaten."),
    (hint.ShufflePantry(), "Shuffle: flipping in pairs hides the same cards every time."),
    (hint.GrabMore(), "Grab more ingredients."),
    (hint.PassCard(), "Your hands are full: pass a card to a teammate."),
])
def test_every_plain_hint(book, fact, words):
    assert book.say(fact, ANA) == words


# --- score reasons -----------------------------------------------------------------------

def test_score_reasons_singular_and_plural(book):
    assert book.say(score.AteInWave(2, 1)) == "Wave 2: stabbed and ate 1 taco"
    assert book.say(score.AteInWave(5, 3)) == "Wave 5: stabbed and ate 3 tacos"
    assert book.say(score.TacosEaten()) == "Tacos stabbed and eaten"
    assert book.say(score.TeamEaten(1)) == "Team: 1 taco eaten"
    assert book.say(score.TeamEaten(12)) == "Team: 12 tacos eaten"
    assert book.say(score.WaveOf("hard", 4, 6)) == "Hard, wave 4 of 6"
    assert book.say(score.Holding(1)) == "Holding 1 taco"
    assert book.say(score.Holding(2)) == "Holding 2 tacos"


def test_the_prep_prompt_and_its_hint_speak_with_one_voice(book):
    """The prep's hint to grab says where the grab falls in the prompt's steps (before the
    Ready the prompt ends with), never an order of its own."""
    from tabletop.games.taco_fight.table.view_model import prompt

    class Prep:
        phase, players = "prep", 2
        ready = (False, False)

    asked = prompt(Prep(), ("Ana", "Rosa"), humans=(0,))
    hinted = book.say(hint.GrabForNextFight(), ANA)
    assert asked.endswith("then Ready.")
    assert hinted.startswith("Grab ingredients") and hinted.endswith("get Ready.")


def test_the_fight_says_a_block_holds_until_the_sand_runs_out():
    """A reviewer saw every taco Blocked or Smashed with the sand still running and could not
    tell why the wave went on: the top bar says to keep it so until the sand runs out."""
    from tabletop.games.taco_fight.table.view_model import all_blocked_or_smashed, prompt

    cards = data()
    taco = next(c for c in cards.cards if c.is_taco and not c.special)

    class Fight:
        phase, players, wave, waves = "fight", 2, 2, 6
        attackers = ((taco.id, -1), (-1, -1))
        held = ((), ())
        fists = ((0, 0), (0, 0))
        plate_values = ((taco.spiciness, -1), (-1, -1))

    assert all_blocked_or_smashed(cards, Fight())
    assert prompt(Fight(), ("Ana", "Rosa"), data=cards) == (
        "Every taco is blocked or smashed: keep it so until the sand runs out!")
    Fight.plate_values = ((taco.spiciness - 1, -1), (-1, -1))
    assert not all_blocked_or_smashed(cards, Fight())
    assert prompt(Fight(), ("Ana", "Rosa"), data=cards).startswith("Flip, build")
