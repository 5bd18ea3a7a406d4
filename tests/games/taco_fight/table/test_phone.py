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
        assert view_pantry_is_empty(table)  # (a prep's pantry: nothing grabbed yet)
        assert pad.pantry == "Your pantry is empty: tap Grab 5 cards for the fight."  # never
        assert "0 cards" not in pad.pantry  # "0 cards ready": what to do about it, said
        assert "Flip" not in labels  # a prep shows what a prep can use
        hints = [key.hint for key in pad.keys]
        assert all(hints) and len(set(hints)) == len(hints)  # each key says what it does
    finally:
        table.exit()


def view_pantry_is_empty(table) -> bool:
    return table.table.pantry_sizes[0] == 0


def test_a_preps_pantry_with_cards_says_how_many_are_ready():
    from tabletop.games.taco_fight.rules import actions

    stack, table, match = open_table("taco-fight", humans("h", "h"))
    table.phones.open()
    try:
        assert table.submit_for(0, actions.Grab(0))
        stack.update(0.05)
        count = table.table.pantry_sizes[0]
        assert count > 0
        assert phone_view(table, 0).pad.pantry == (
            f"Your pantry: {count} cards ready for the fight")
    finally:
        table.exit()


def test_each_fight_key_says_what_it_does_in_a_short_line():
    from tabletop.games.taco_fight.table.phone import FIGHT_HINTS, FIGHT_KEYS, STAB_HINT

    assert {command for command, _label in FIGHT_KEYS} == set(FIGHT_HINTS)
    assert all(len(hint) <= 28 for hint in (*FIGHT_HINTS.values(), STAB_HINT))  # one short line


def test_a_plate_shows_the_taco_attacking_it_over_the_taco_built_on_it():
    import dataclasses

    from tabletop.games.taco_fight.rules.observation import NO_TACO
    from tabletop.games.taco_fight.table.phone import (
        aim_words,
        faces_of,
        fight_aim_words,
        spots_of,
    )

    stack, table, match = open_table("taco-fight", humans("h", "h"))
    table.phones.open()
    try:
        view = table.table
        cards = table.data.cards
        taco = next(c.id for c in cards if c.deck != "ingredient" and not c.special)
        tortilla = next(c.id for c in cards if c.deck == "ingredient" and c.value == 0)
        row = (taco,) + tuple(NO_TACO for _ in view.attackers[0][1:])
        built = ((tortilla,),) + tuple(() for _ in view.plates[0][1:])
        values = (0,) + view.plate_values[0][1:]
        view = dataclasses.replace(view, attackers=(row, *view.attackers[1:]),
                                   plates=(built, *view.plates[1:]),
                                   plate_values=(values, *view.plate_values[1:]))
        spots = spots_of(table, faces_of(table), view, 0, (0, 0))
        first, second = spots[0], spots[1]
        assert first.face.startswith("t-") and first.under.startswith("i-tortilla")  # both
        assert first.picture.get_height() > first.picture.get_width()  # a tall tile
        assert first.picture.get_height() >= 70  # (not a 20-point tag)
        assert second.face == "" and second.under == ""  # an empty plate: in two parts still
        said = aim_words(table, view, 0, 0)
        assert said.startswith("plate\u00a01: a ") and "taco attacks" in said
        assert said.endswith("built to\u00a00")
        assert aim_words(table, view, 0, 1) == "plate\u00a02: not built yet"
        said = fight_aim_words(table, view, 0, 0)  # in a fight, as a player says it:
        assert said.startswith("Plate 1: built to 0\nAttacking taco: ")  # plate, attacker
        assert said.split(": ")[-1].isdigit()  # (its spiciness)
        assert fight_aim_words(table, view, 0, 1) == "Plate 2: not built yet"  # one wording
        spice = table.data.card(taco).spiciness  # (on the seat's own board: the red tile on
        assert fight_aim_words(table, view, 0, 1, seat=0) == (  # plate 1 said, aimed elsewhere)
            f"Plate 2: not built yet\nAlso: plate 1 is under attack (build it to\u00a0{spice})")
        assert fight_aim_words(table, view, 0, 1, seat=1) == "Plate 2: not built yet"
    finally:
        table.exit()


def test_a_key_that_is_off_says_why_in_a_few_words_in_each_language():
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_fight.table import phone

    short = [phone.OFF_HINT, phone.FLIP_FIRST, phone.NOT_YOURS, *phone.OFF_HINTS.values(),
             *phone.PREP_OFF_HINTS.values(), *phone.NOWHERE_HINTS.values()]
    for words in (load_language("en"), load_language("es")):
        assert all(len(words.gettext(hint)) <= 22 for hint in short)  # one line on a key


def test_the_pads_question_mark_opens_what_the_cards_say():
    stack, table, match = open_table("taco-fight", humans("h", "h"))
    table.phones.open()
    try:
        view = phone_view(table, 0)
        assert view.marks_title == "What the marks mean"  # as the other games' key
        assert any("Tortilla 0" in mark.words for mark in view.marks)  # the building order
        assert all(mark.chip or mark.picture for mark in view.marks)  # each drawn as the
        assert any(mark.face == "mark-fist" for mark in view.marks)  # cards draw it
    finally:
        table.exit()


def test_one_primary_action_the_one_the_prompt_asks_for():
    """Flip while nothing is turned up, then build, else smash or stab where the cursor is,
    else aim (the arrows); a prep: place, then Ready."""
    from tabletop.games.taco_fight.table.devices import FLIP, GRAB, HIT, PLAY, READY, SHUFFLE
    from tabletop.games.taco_fight.table.phone import AIM, main_of

    assert main_of(None, False, {FLIP, GRAB, SHUFFLE}, False) == FLIP
    assert main_of(None, False, {GRAB, SHUFFLE}, False) == GRAB  # an empty pantry
    assert main_of(7, False, {PLAY, HIT, FLIP}, False) == PLAY
    assert main_of(7, False, {HIT, FLIP}, False) == HIT
    assert main_of(7, False, {FLIP, GRAB}, False) == AIM  # "Aim at a plate built to 6..."
    assert main_of(3, True, {FLIP}, False) == AIM and main_of(3, True, {HIT}, False) == HIT
    assert main_of(3, True, {PLAY, FLIP}, False) == PLAY  # a Fork builds on a 2 too
    assert main_of(None, False, {PLAY, READY}, True) == PLAY
    assert main_of(None, False, {READY}, True) == READY
    # no place the cursor could go takes the card: flip again (the arrows stay quiet)
    assert main_of(7, False, {FLIP, GRAB}, False, frozenset()) == FLIP
    assert main_of(7, False, {GRAB}, False, frozenset()) == GRAB
    assert main_of(7, False, {FLIP}, False, frozenset({HIT})) == AIM  # a friend's taco
    assert main_of(3, True, {FLIP}, False, frozenset()) == FLIP


def fighting(kinds=("h", "h")):
    """A table in its first fight, both seats ready (seat 0 with cards in its pantry)."""
    from tabletop.games.taco_fight.rules import actions

    stack, table, match = open_table("taco-fight", humans(*kinds))
    table.phones.open()
    table.submit_for(0, actions.Grab(0))
    for seat in range(len(kinds)):
        table.submit_for(seat, actions.Ready(seat))
    for _ in range(600):
        if table.table.phase == "fight":
            break
        stack.update(1 / 60)
        stack.apply_pending()
    assert table.table.phase == "fight"
    return stack, table, match


def test_the_prompt_asks_to_aim_only_where_a_place_takes_the_card():
    """Flip after flip, the pad's words and its primary action tell the truth: "Aim at a plate
    built to 4" only while a plate is built to 4, the arrows lit only while some place takes
    the card, else Flip lit and the words say that no place takes it yet, and why."""
    from dataclasses import replace

    from tabletop.core.actions import Action
    from tabletop.games.taco_fight.rules import actions
    from tabletop.games.taco_fight.table import controller as ctl
    from tabletop.games.taco_fight.table.devices import HIT, PLAY

    stack, table, match = fighting()
    seen_nowhere = seen_aim = 0
    try:
        for _ in range(12):
            if not table.table.kitchens[0] and not table.table.pantry_sizes[0]:
                break
            table.submit_for(0, actions.Flip(0))
            stack.update(1 / 60)
            view = table.table
            if not view.kitchens[0]:
                continue
            pad = phone_view(table, 0).pad
            said = phone_view(table, 0).prompt
            takes = [(o, s, c) for o in range(view.players)
                     for s in range(ctl.slots_of(view, o, table.plates)) for c in (PLAY, HIT)
                     if isinstance(a := ctl.command_outcome(c, replace(
                         table.controls[0], owner=o, slot=s), view, table.data), Action)
                     and match.check(a) is None]
            main = [k.command for k in pad.keys if k.main]
            if said.startswith("Aim at a plate built to "):
                built = int(said.removeprefix("Aim at a plate built to ").split()[0])
                assert any(view.plate_values[o][s] == built and view.plates[o][s]
                           for o in range(view.players) for s in range(table.plates)), said
            if pad.aim_main:
                seen_aim += 1
                assert takes and not main, said
                assert not pad.aim_boards  # (the arrows, or the friends' tabs: one primary)
                assert any(o == table.controls[0].owner for o, _s, _c in takes)
            if pad.aim_boards:  # the place to aim at is on another board: its tab is lit
                seen_aim += 1
                assert not pad.aim_main and not main, said
                assert table.controls[0].owner not in pad.aim_boards
                assert set(pad.aim_boards) == {o for o, _s, _c in takes}
            if not takes:
                seen_nowhere += 1
                assert said.startswith("No place takes ") and "Tap Flip" in said, said
                assert main == ["flip"] and not pad.aim_main
                hints = {k.command: k.hint for k in pad.keys}
                assert hints["play"] == "fits no plate yet"
        assert seen_nowhere + seen_aim > 0  # (the flips met a card that does not fit here)
    finally:
        table.exit()


def test_with_no_place_for_the_card_the_words_say_why_and_to_flip():
    from tabletop.games.taco_fight.table.devices import FLIP, GRAB
    from tabletop.games.taco_fight.table.phone import now_words

    stack, table, match = open_table("taco-fight", humans("h", "h"))
    try:
        cards = table.data.cards
        sauce = next(c for c in cards if c.deck == "ingredient" and c.value == 7)
        tortilla = next(c for c in cards if c.deck == "ingredient" and c.value == 0)
        fork = next(c for c in cards if c.deck == "ingredient" and c.stabs)
        said = now_words(table, sauce.id, False, {FLIP, GRAB}, frozenset())
        assert said == ("No place takes Hot Sauce yet: no plate is built to 6, no taco to "
                        "smash. Tap Flip for the next cards.")
        assert "no plate is empty" in now_words(table, tortilla.id, False, {FLIP}, frozenset())
        assert now_words(table, fork.id, True, {GRAB}, frozenset()).endswith(
            "no taco to stab. Tap Grab for more cards.")
        hit = frozenset({"hit"})
        assert now_words(table, sauce.id, False, {FLIP}, hit, False, ("Ben",)) == (
            "Aim at a taco on Ben's plates to smash it with Hot Sauce, or Flip again.")
        assert now_words(table, sauce.id, False, {FLIP}, frozenset({"hit"})) == (
            "Tap a friend marked \u25bc, then aim at a taco on their plates to smash it with Hot "
            "Sauce, or Flip again.")
        assert "attacking you" in now_words(table, sauce.id, False, {FLIP}, frozenset({"hit"}),
                                            alone=True)
    finally:
        table.exit()


def test_a_pad_lights_one_key_at_most_and_it_works():
    stack, table, match = open_table("taco-fight", humans("h", "h"))
    table.phones.open()
    try:
        pad = phone_view(table, 0).pad
        assert pad is not None
        mains = [key for key in pad.keys if key.main]
        assert len(mains) == 1 and mains[0].lit and mains[0].command == "play"  # Place
        assert not pad.aim_main
    finally:
        table.exit()


def test_the_kitchen_says_what_its_cards_number_and_fists_are_for():
    from tabletop.games.taco_fight.table.phone import kitchen_note

    stack, table, match = open_table("taco-fight", humans("h", "h"))
    try:
        cards = table.data.cards
        sauce = next(c for c in cards if c.deck == "ingredient" and c.value == 7)
        tortilla = next(c for c in cards if c.deck == "ingredient" and c.value == 0)
        fork = next(c for c in cards if c.deck == "ingredient" and c.stabs)
        said = kitchen_note(table, sauce.id, alone=False)
        assert said.startswith("7 goes on a plate built to 6\n" if sauce.fists else "7 goes on")
        if sauce.fists:
            assert f"{sauce.fists} fist" in said and "on a friend's plate" in said
            assert "friend" not in kitchen_note(table, sauce.id, alone=True)
        assert kitchen_note(table, tortilla.id, alone=False).startswith(
            "0 starts a taco on an empty plate")
        forked = kitchen_note(table, fork.id, alone=False)
        assert forked.startswith(f"{fork.value} goes on") and "stab" in forked.lower()
        assert kitchen_note(table, None, alone=False) == ""
    finally:
        table.exit()


def test_the_hit_keys_words_say_the_rule_alone_and_with_friends():
    """With friends a seat may not hit the tacos attacking its own plates (the key is off:
    "try a friend's plate", the rule said once, by the kitchen's card); alone it may (the
    key says so plainly: "hit a taco attacking you"); one name each ("Smash", "Stab": never
    both)."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_fight.table import phone

    for words in (load_language("en"), load_language("es")):
        for hint in (phone.NOT_YOURS, phone.ALONE_HIT):
            assert len(words.gettext(hint)) <= 28 and words.gettext(hint) != ""
    assert dict(phone.FIGHT_KEYS)["hit"] == phone.SMASH  # (nothing flipped: "Smash")
    assert phone.hit_label(phone.SMASH, 5, False) == phone.SMASH
    assert phone.hit_label(phone.SMASH, 5, True) == phone.STAB
    assert phone.NOT_YOURS == "try a friend's plate"
    assert phone.ALONE_HIT == "hit a taco attacking you"  # the rule, plainly (the "?" key's)
    assert "a taco attacking you" in phone.FIST_ALONE
    assert "a friend's plate" in phone.FISTS_HIT  # the rule, once, said right


def test_build_tapped_where_no_plate_takes_the_card_says_so_whole():
    """The first fight: nothing built yet, so a card above 0 fits no plate: Build, tapped,
    says that (never the aimed plate's "A taco starts with a Tortilla (0)")."""
    from tabletop.games.taco_fight.rules import actions
    from tabletop.games.taco_fight.table.phone import pressed
    from tabletop.phones.exchange import Pressed

    stack, table, match = fighting()
    try:
        for _ in range(6):
            table.submit_for(0, actions.Flip(0))
            stack.update(1 / 60)
            kitchen = table.table.kitchens[0]
            if kitchen and table.data.card(kitchen[-1]).value > 0:
                break
        card = table.data.card(table.table.kitchens[0][-1])
        said = pressed(table, Pressed(0, "play"))
        assert said == (f"No plate is built to {card.value - 1} yet: {card.name} fits "
                        "nowhere.")
        assert table.table.kitchens[0][-1] == card.id  # nothing played
    finally:
        table.exit()


def test_while_the_sand_runs_the_rarer_pantry_keys_fold_behind_more():
    """Build, Smash and Flip stay in sight; Grab, Shuffle and Give fold behind the page's
    "More actions" unless one is what the prompt asks for; a prep folds nothing."""
    from tabletop.games.taco_fight.rules import actions

    stack, table, match = fighting()
    try:
        for _ in range(30):  # the pantry flipped through: Grab becomes the thing to do
            pad = phone_view(table, 0).pad
            tucked = {k.command for k in pad.keys if k.tucked}
            assert not tucked & {"play", "hit", "flip"}
            assert all(k.command in tucked for k in pad.keys
                       if k.command in ("grab", "shuffle", "give") and not k.main)
            assert not any(k.tucked and k.main for k in pad.keys)
            if not table.table.pantry_sizes[0] and not table.table.kitchens[0]:
                break
            table.submit_for(0, actions.Flip(0))
            stack.update(1 / 60)
    finally:
        table.exit()
    stack, table, match = open_table("taco-fight", humans("h", "h"))
    try:
        table.phones.open()
        assert not any(k.tucked for k in phone_view(table, 0).pad.keys)  # (a prep)
    finally:
        table.exit()
