"""Play step: what may go where, pickup counting, and refusals that change nothing."""

import copy

import pytest
import yaml

from tabletop.assets.paths import data_path
from tabletop.core.errors import IllegalAction
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules.actions import DISCARD, Discard, EndPlay, Pickup, PlayCard
from tabletop.games.taco_party.rules.cards import CARDS_FILE, parse_cards
from tabletop.games.taco_party.rules.events import CardPlayed
from tabletop.games.taco_party.rules.observation import Target
from tabletop.games.taco_party.rules.tacos import NEW_TACO

from ..helpers import Box, game, real_data, with_plates

DATA = real_data()


def refuse(rules, action, why):
    """The action is refused for the reason `why` (a fact), and nothing changed."""
    before = rules.snapshot()
    verdict = rules.check(action)
    assert verdict is not None
    with pytest.raises(IllegalAction) as info:
        rules.apply(action)
    assert info.value.why == why
    assert verdict.why == info.value.why
    assert rules.snapshot() == before


def start(hand0, centre=None, plate0=None, box=None, data=DATA, **kw):
    box = box or Box(data)
    hand0 = list(hand0) + [box.take("lettuce") for _ in range(4 - len(hand0))]
    hand1 = box.many("tomato", "tomato", "tomato", "tomato")
    centre = centre or box.many("empty-taco", "empty-taco", "empty-taco", "empty-taco")
    rules = game(data, centre=centre, hands=[hand0, hand1], rest=box.rest(), **kw)
    if plate0 is not None:
        rules = with_plates(rules, {0: plate0})
    return rules


def test_empty_taco_starts_a_new_taco_any_time():
    box = Box(DATA)
    taco, meat = box.many("empty-taco", "meat")
    rules = start([taco, meat], box=box)
    refuse(rules, PlayCard(0, taco, 0, 0), no.EmptyTacoStandsAlone())
    refuse(rules, PlayCard(0, meat, 0, NEW_TACO), no.StartWithEmptyTaco())
    events = rules.apply(PlayCard(0, taco, 0, NEW_TACO))
    assert rules.plates[0] == [[0], [taco]]
    assert events[0].source == "hand:0" and events[0].target == "plate:0:taco:1"
    assert events[0].card == taco and events[0].started and events[0].tacos == 2


def test_ingredient_goes_on_an_empty_taco_or_behind_one_it_likes():
    box = Box(DATA)
    meat, cheese, lettuce, salsa = box.many("meat", "cheese", "lettuce", "salsa")
    rules = start([meat, cheese, lettuce, salsa], box=box)
    rules.apply(PlayCard(0, meat, 0, 0))
    refuse(rules, PlayCard(0, lettuce, 0, 0), no.DoesNotLike(lettuce, meat))
    rules.apply(PlayCard(0, cheese, 0, 0))
    # Salsa likes Meat, but the most recent ingredient is now Cheese.
    refuse(rules, PlayCard(0, salsa, 0, 0), no.DoesNotLike(salsa, cheese))
    rules.apply(PlayCard(0, lettuce, 0, 0))
    assert rules.plates[0] == [[0, meat, cheese, lettuce]]
    assert rules.pickup == 3 and rules.plays == 3


def test_the_requirement_belongs_to_the_new_card():
    raw = yaml.safe_load(data_path(CARDS_FILE).read_text(encoding="utf-8"))
    lopsided = copy.deepcopy(raw)
    for entry in lopsided["cards"]:
        if entry["key"] == "cheese":
            entry["likes"] = ["lettuce", "tomato"]  # Meat still likes Cheese
    data = parse_cards(lopsided)
    box = Box(data)
    meat, cheese, cheese2, meat2 = box.many("meat", "cheese", "cheese", "meat")
    rules = start([cheese, meat, meat2, cheese2], box=box, data=data)
    rules.apply(PlayCard(0, cheese, 0, 0))
    rules.apply(PlayCard(0, meat, 0, 0))  # Meat likes Cheese: fine
    refuse(rules, PlayCard(0, cheese2, 0, 0), no.DoesNotLike(cheese2, meat))


def test_an_outfit_does_not_change_the_most_recent_ingredient():
    box = Box(DATA)
    meat, outfit, cheese = box.many("meat", "outfit", "cheese")
    rules = start([meat, outfit, cheese], box=box)
    for card in (meat, outfit, cheese):
        rules.apply(PlayCard(0, card, 0, 0))
    assert rules.plates[0] == [[0, meat, outfit, cheese]]


def test_one_outfit_per_taco_at_any_time():
    box = Box(DATA)
    poncho, tutu = box.take("poncho"), box.take("tutu")
    rules = start([poncho, tutu], box=box)
    rules.apply(PlayCard(0, poncho, 0, 0))  # on a taco with nothing else yet
    refuse(rules, PlayCard(0, tutu, 0, 0), no.OneOutfitPerTaco())


def test_topper_needs_three_ingredients_then_only_an_outfit():
    box = Box(DATA)
    meat, cheese, lettuce = box.many("meat", "cheese", "lettuce")
    hat, crown, outfit, tomato = box.many("tiny-hat", "crown", "outfit", "tomato")
    rules = start([hat, crown, outfit, tomato], box=box, plate0=[[0, meat, cheese]])
    refuse(rules, PlayCard(0, hat, 0, 0), no.TopperNeedsIngredients(3))
    rules = with_plates(rules, {0: [[0, meat, cheese, lettuce]]})
    rules.apply(PlayCard(0, hat, 0, 0))
    refuse(rules, PlayCard(0, tomato, 0, 0), no.ToppedTaco())
    refuse(rules, PlayCard(0, crown, 0, 0), no.ToppedTaco())
    rules.apply(PlayCard(0, outfit, 0, 0))
    assert rules.plates[0] == [[0, meat, cheese, lettuce, hat, outfit]]
    assert rules.completed(0) == 1


def test_only_your_own_plate_without_hot_sauce():
    box = Box(DATA)
    taco, meat = box.many("empty-taco", "meat")
    rules = start([taco, meat], box=box)
    refuse(rules, PlayCard(0, taco, 1, NEW_TACO), no.OwnPlateOnly())
    refuse(rules, PlayCard(0, meat, 1, 0), no.OwnPlateOnly())
    assert rules.legal_targets(0, taco) == (Target(0, NEW_TACO),)


def test_legal_targets_for_drag_highlighting():
    box = Box(DATA)
    meat, cheese, taco, salsa, hat = box.many("meat", "cheese", "empty-taco", "salsa",
                                               "tiny-hat")
    shell, lettuce = box.many("empty-taco", "lettuce")
    rules = start([salsa, hat, cheese, taco], box=box, plate0=[[0, meat], [shell, lettuce]])
    # Taco 0 ends in Meat (Salsa and Cheese like it); taco 1 ends in Lettuce (Cheese likes it).
    assert rules.legal_targets(0, salsa) == (Target(0, 0),)
    assert rules.legal_targets(0, cheese) == (Target(0, 0), Target(0, 1))
    assert rules.legal_targets(0, hat) == ()
    assert rules.legal_targets(0, taco) == (Target(0, NEW_TACO),)
    assert rules.legal_targets(1, salsa) == ()  # not Ben's card, not Ben's turn
    legal = rules.legal_actions(0)
    assert PlayCard(0, salsa, 0, 0) in legal and EndPlay(0) in legal
    assert all(rules.check(a) is None for a in legal)
    assert rules.legal_actions(1) == []


def test_each_card_played_adds_one_to_pickup_then_discard_step():
    box = Box(DATA)
    outfit, meat, cheese = box.many("outfit", "meat", "cheese")
    rules = start([outfit, meat, cheese], box=box)
    pickups = [rules.apply(PlayCard(0, c, 0, 0))[0].pickup for c in (outfit, meat, cheese)]
    assert pickups == [1, 2, 3]
    assert rules.observation(0).pickup == 3
    events = rules.apply(EndPlay(0))
    assert rules.step == DISCARD and events[-1].step == DISCARD


def test_wrong_turn_wrong_step_and_cards_not_in_hand():
    box = Box(DATA)
    meat = box.take("meat")
    rules = start([meat], box=box)
    other = rules.hands[1][0]
    refuse(rules, PlayCard(1, other, 1, 0), no.NotYourTurn(0))
    refuse(rules, PlayCard(0, other, 0, 0), no.NotInHand())
    refuse(rules, PlayCard(0, meat, 5, 0), no.NoSuchPlate(5))
    refuse(rules, PlayCard(0, meat, 0, 3), no.NoSuchTaco(0, 3))
    refuse(rules, Discard(0, ()), no.DiscardOutsideDiscardStep())
    refuse(rules, Pickup(0, rules.centre[0]), no.PickupOutsidePickupStep())
    rules.apply(PlayCard(0, meat, 0, 0))
    rules.apply(EndPlay(0))
    refuse(rules, PlayCard(0, rules.hands[0][0], 0, 0), no.PlayOutsidePlayStep())
    refuse(rules, EndPlay(0), no.DonePlaying())


def test_a_play_tells_the_tacos_on_the_plate_so_its_taco_is_named_by_its_place():
    box = Box(DATA)
    meat, cheese, salsa = box.many("meat", "cheese", "salsa")
    shell, lettuce = box.many("empty-taco", "lettuce")
    rules = start([cheese, salsa], box=box, plate0=[[0, meat], [shell, lettuce]])
    events = rules.apply(PlayCard(0, cheese, 0, 1))  # Cheese likes Lettuce
    assert events[0] == CardPlayed(cheese, "hand:0", "plate:0:taco:1", 0, 0, 1, 1, False, 2)
    fresh = Box(DATA)
    alone = start([fresh.take("salsa")], box=fresh)
    salsa = alone.hands[0][0]
    events = alone.apply(PlayCard(0, salsa, 0, 0))
    assert events[0] == CardPlayed(salsa, "hand:0", "plate:0:taco:0", 0, 0, 0, 1, False, 1)
