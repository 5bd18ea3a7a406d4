"""A ¡Taco Fight! phone's words: plain, for someone who never read the rules."""

from tabletop.games.taco_fight.table.phone import phone_view
from tests.phones.helpers import humans, open_table


def test_the_pad_says_what_its_keys_and_piles_are_in_plain_words():
    stack, table, match = open_table("taco-fight", humans("h", "h"))
    table.phones.open()
    try:
        pad = phone_view(table, 0).pad
        assert pad is not None
        labels = [key.label for key in pad.keys]
        assert "Ready" in labels and "Place all for me" not in labels  # Ready places the rest
        assert pad.pantry.endswith("ready for the fight")
        assert pad.pantry.startswith("Your pantry: ")  # whose pile it is, said
        assert "Flip" not in labels  # a prep shows what a prep can use
        hints = [key.hint for key in pad.keys]
        assert all(hints) and len(set(hints)) == len(hints)  # each key says what it does
    finally:
        table.exit()


def test_each_fight_key_says_what_it_does_in_a_short_line():
    from tabletop.games.taco_fight.table.phone import FIGHT_HINTS, FIGHT_KEYS, STAB_HINT

    assert {command for command, _label in FIGHT_KEYS} == set(FIGHT_HINTS)
    assert all(len(hint) <= 28 for hint in (*FIGHT_HINTS.values(), STAB_HINT))  # one short line
