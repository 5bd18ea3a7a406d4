"""The out pile tells a customer who left happy from one who left unhappy: only the latter
shows the star it cost (#32: a happy customer on the pile showed "-1★")."""

from __future__ import annotations

from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.table.out_pile import left_unhappy
from tabletop.games.crazy_taco.table.view_model import SIDE
from tests.games.crazy_taco.table.test_layout import table_after


def test_a_customer_pushed_out_storming_out_or_giving_up_left_unhappy():
    events = [ev.CardMoved("taco-1", "counter:1", "out", ev.LeavesHappy()),
              ev.CardMoved("combo-1", "counter:1", "out", ev.PushedOut()),
              ev.CardMoved("vip-1", "counter:1", "out", ev.VipStormsOut()),
              ev.CardMoved("family-1", "patience", "out", ev.GivesUp()),
              ev.CardMoved("trash-1", "task-zone", "out", ev.TaskDone()),
              ev.CardMoved("agua-1", "counter:1", "patience", ev.RunsOutOfPatience())]
    assert left_unhappy(events) == {"combo-1", "vip-1", "family-1"}


def test_a_spent_face_has_no_footer_and_a_lost_one_keeps_its_penalty():
    table, _, _ = table_after(1, 0, 7)
    customers = [c for c in table.data.cards.values()
                 if getattr(c, "is_order", False) and c.message != "none" and c.penalty.stars]
    assert customers
    for card in customers:
        kept = {name for name, _ in table.faces.layout(card, SIDE)}
        spent = {name for name, _ in table.faces.layout(card, SIDE, spent=True)}
        assert "penalty star" in kept and "message" in kept, card.id
        assert not any(name.startswith("penalty") or name == "message" for name in spent)


def test_the_out_pile_shows_a_lost_star_only_for_a_customer_who_left_unhappy():
    table, _, _ = table_after(1, 30, 7)  # the pile's top: Agua, served and paid
    model = table.model()
    top = model.obs.out[-1]
    assert model.cards[top].spent
    assert table.cards.sprites[top].spent
    table.happened.told(len(table.match.log), [ev.CardMoved(top, "patience", "out",
                                                            ev.GivesUp())])
    table.forget_worked_out()
    assert not table.model().cards[top].spent  # (the same card, had it given up)
