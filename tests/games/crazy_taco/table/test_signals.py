"""One meaning per signal on the Crazy Taco table: picked, hinted, the keyboard's cursor, legal
and refused places and the customer player's turn each wear their own look of the kit's."""

from __future__ import annotations

from tabletop.games.crazy_taco.table import draw
from tabletop.games.crazy_taco.table.view_moves import CARD, DOOR, action_parts
from tabletop.kit.signals import MarkLook, Meaning, signal
from tabletop.ui.theme import theme_for
from tests.games.crazy_taco.table.test_view import (
    click,
    die_pos,
    faces,
    press_button,
    rigged,
)


def meanings_of(elements) -> dict[object, Meaning]:
    return {e.key: e.look.signal.meaning for e in elements if isinstance(e.look, MarkLook)}


def test_a_picked_die_and_a_hinted_die_look_different():
    stack, table, match = rigged(faces(manager="money", employee_1="food", trainee="drink"))
    press_button(stack, table, "roll")
    click(stack, die_pos(table, "employee-1"))
    table.show_hint()
    hint_dice = set(action_parts(table.feedback.hint_action)[0])
    looks = table.die_highlights(None)
    theme = table.services.theme
    assert looks["employee-1"] == signal(Meaning.SELECTED, theme)
    for die in hint_dice - {"employee-1"}:
        assert looks[die] == signal(Meaning.HINT, theme)
    for die in set(looks) - hint_dice - {"employee-1"}:
        assert looks[die] is None
    assert looks["employee-1"].pattern != signal(Meaning.HINT, theme).pattern


def test_places_wear_legal_stripes_and_the_hint_its_own_dashes():
    stack, table, match = rigged(faces(manager="money", employee_1="food", trainee="drink"))
    press_button(stack, table, "roll")
    click(stack, die_pos(table, "employee-1"))
    click(stack, die_pos(table, "trainee"))
    model = table.model()
    marks = meanings_of(table.glow_elements(model, None))
    assert marks[("glow", "legal", (CARD, "welcome-1"))] == Meaning.LEGAL
    theme = table.services.theme
    found = draw.glows(theme, model, (), {(CARD, "welcome-1")}, (DOOR,), (CARD, "welcome-2"),
                       (CARD, "welcome-1"))
    kinds = meanings_of(found)
    assert kinds[("glow", "refused", (DOOR,))] == Meaning.REFUSED
    assert kinds[("glow", "focus", (CARD, "welcome-2"))] == Meaning.CURSOR
    assert kinds[("glow", "hint", (CARD, "welcome-1"))] == Meaning.HINT
    patterns = {e.look.signal.pattern for e in found if isinstance(e.look, MarkLook)}
    assert len(patterns) == 4, "each meaning its own pattern"


def test_colour_blind_palette_keeps_the_tables_signals_apart():
    theme = theme_for(True)
    used = (Meaning.SELECTED, Meaning.HINT, Meaning.CURSOR, Meaning.LEGAL, Meaning.REFUSED,
            Meaning.ACTIVE_SEAT)
    looks = [signal(m, theme) for m in used]
    assert len({(s.pattern, s.colour) for s in looks}) == len(used)
    assert len({s.pattern for s in looks}) == len(used)


def test_the_customer_players_seat_panel_is_marked_while_they_are_on_turn():
    from tests.games.crazy_taco.table.test_layout import customer_turn, table_after

    table, _, _ = customer_turn()
    seat = next(e for e in table.elements(table.services.display.canvas) if e.key == "seat")
    assert seat.look.active == signal(Meaning.ACTIVE_SEAT, table.services.theme)
    table, _, _ = table_after(2, 12, 7)  # the manager's turn
    seat = next(e for e in table.elements(table.services.display.canvas) if e.key == "seat")
    assert seat.look.active is None


def test_a_marked_hand_card_is_selected_not_hinted():
    from tests.games.crazy_taco.table.test_layout import customer_turn

    table, _, _ = customer_turn()
    card = table.model().obs.hand[0]
    table.input.marked.append(card)
    table.feedback.hint_action = None
    assert table.card_highlight(card, None) == signal(Meaning.SELECTED, table.services.theme)
    assert table.card_highlight(card, ("hand", card)) == signal(Meaning.CURSOR,
                                                                table.services.theme)

