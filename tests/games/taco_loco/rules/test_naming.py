"""Events place a taco the way the table shows it: by the sum on its badge, and by its place
from the left when another taco shows the same sum (the phrase book words it)."""

from tabletop.games.taco_loco.rules.actions import GiveTaco, PlayCard, StartTaco
from tabletop.games.taco_loco.rules.events import TacoPlace

from ..helpers import card, make


def test_the_log_names_a_taco_by_its_sum_never_by_its_id():
    """Taco 1 is given away; the tacos on the table are ids 2 and 3, both showing 5."""
    rules = make([[5, 5, 2], [5, 3, 1]], base=6, pile=[1, 1, 1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))   # a perfect 11
    rules.apply(GiveTaco(0, 1))
    rules.apply(StartTaco(1, card(rules, 1, 5)))     # no taco left: taco 2 shows 5
    rules.apply(StartTaco(0, card(rules, 0, 5)))     # the same number: taco 3 shows 5
    assert [t.id for t in rules.observation(0).tacos] == [2, 3]
    events = rules.apply(PlayCard(1, card(rules, 1, 3), 3))
    assert (events[0].where, events[0].sum) == (TacoPlace(5, 2, True), 8)  # the 2nd from the left
    events = rules.apply(PlayCard(0, card(rules, 0, 2), 3))
    assert (events[0].where, events[0].sum) == (TacoPlace(8, 2, False), 10)  # showing 8
