"""Tacos are named the way the table shows them: by the sum on the badge, by place on a tie."""

from tabletop.games.taco_loco.rules.actions import GiveTaco, PlayCard, StartTaco
from tabletop.games.taco_loco.rules.naming import ordinal, taco_name

from ..helpers import card, make


def test_a_taco_is_named_by_its_sum_or_by_its_place_when_sums_tie():
    assert taco_name([7, 8], 0) == "the taco showing 7"
    assert taco_name([7, 8], 1) == "the taco showing 8"
    assert taco_name([5, 3, 5], 2) == "the 3rd taco from the left"
    assert taco_name([5, 3, 5], 1) == "the taco showing 3"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]


def test_the_log_names_a_taco_by_its_sum_never_by_its_id():
    """Taco 1 is given away; the tacos on the table are ids 2 and 3, both showing 5."""
    rules = make([[5, 5, 2], [5, 3, 1]], base=6, pile=[1, 1, 1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))   # a perfect 11
    rules.apply(GiveTaco(0, 1))
    rules.apply(StartTaco(1, card(rules, 1, 5)))     # no taco left: taco 2 shows 5
    rules.apply(StartTaco(0, card(rules, 0, 5)))     # the same number: taco 3 shows 5
    assert [t.id for t in rules.observation(0).tacos] == [2, 3]
    events = rules.apply(PlayCard(1, card(rules, 1, 3), 3))
    assert events[0].text == "Diego played a 3 on the 2nd taco from the left: sum 8"
    events = rules.apply(PlayCard(0, card(rules, 0, 2), 3))
    assert events[0].text == "Rosa played a 2 on the taco showing 8: sum 10"
