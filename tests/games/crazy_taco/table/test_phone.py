"""What a Crazy Taco phone shows besides its hand: the restaurant's money, stars and dice."""

from tabletop.games.crazy_taco.table.phone import phone_view
from tabletop.games.crazy_taco.table.phrases import CrazyWords
from tests.phones.helpers import humans, open_table


def test_the_phone_shows_the_money_the_stars_and_the_dice():
    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        obs = match.rules.observation(0)
        said = {t.label: t.value for t in phone_view(table, 0).tallies}
        assert said["Kitchen's money"] == f"${obs.money}"
        assert said["Kitchen's stars"] == (  # (whose: the customers' player reads them too)
            f"{obs.popularity} of {table.data.board.popularity_cap}")
        dice = [t for t in phone_view(table, 0).tallies if t.face]
        assert len(dice) == len(obs.dice)  # each die, drawn: none rolled yet, all in the cup
        assert all(t.value == "in the cup" and t.picture is not None for t in dice)
        assert [(t.label, t.number) for t in dice] == [  # each employee's number a field
            ("Manager", ""), ("Employee", "1"), ("Employee", "2"), ("Employee", "3"),
            ("Trainee", "")]  # of its own: the page never reads it out of the words
        assert said["Turn"] == str(obs.turn)
        assert phone_view(table, 1).tallies == phone_view(table, 0).tallies  # all public
    finally:
        table.exit()


def rolled(table, match) -> int:
    """Play on until the manager is to act, roll the dice; the manager's seat."""
    manager = next(s for s in range(2) if not match.rules.observation(s).hand)
    while manager not in match.rules.actors():
        seat = match.rules.actors()[0]
        table.submit(match.rules.legal_actions(seat)[0])
    table.submit(next(a for a in match.rules.legal_actions(manager)
                      if type(a).__name__ == "Roll"))
    return manager


def test_a_kind_of_move_with_many_choices_is_one_button_that_opens_them():
    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        manager = rolled(table, match)
        moves = phone_view(table, manager).moves
        finish = [m for m in moves if type(m.action).__name__ == "FinishDice"]
        assert len(finish) > 1 and {m.group for m in finish} == {"Done with the dice"}
        assert all(m.label.startswith("Keep ") for m in finish)
        groups = [m.group for m in moves if m.group]
        assert all(groups.count(group) > 1 for group in groups)  # never a group of one
        pick = next(k for k in phone_view(table, manager).picks if k.field == "keep")
        assert pick.group == "Done with the dice" and (pick.on, pick.off) == ("Keep", "Roll again")
        kept = {die for m in finish for die in m.action.keep}
        assert {t.id for t in pick.tokens} == kept  # a tile per die that may be kept
        assert pick.counted[:3] == ["Keep none and finish", "Keep 1 die and finish",
                                    "Keep 2 dice and finish"]  # what the tap does, by count
        assert len(pick.counted) == len(pick.tokens) + 1
        assert pick.group not in pick.counted  # never the step's words twice in a row
        names = [s.name for s in match.setup.seats]
        words = CrazyWords(names, table.data, table.services.words)
        for move in (m for m in moves if type(m.action).__name__ == "Serve" and m.group):
            assert "(" not in move.label and "With" not in move.label  # short: the dice named
            assert all(words.die(d).replace(" ", "\u00a0") in move.label  # (a name whole
                       for d in move.action.dice), move.label  # on a line, in full)
            assert "Emp." not in move.label  # (no abbreviation a newcomer must guess at)
            side = move.picture.get_height()  # ...and drawn as they show, side by side
            assert move.picture.get_width() >= side * len(move.action.dice), move.label
            assert move.face.startswith("dice-") and len(move.face) <= 40
            obs = match.rules.observation(manager)  # for a screen reader: each die's face
            assert all(f"{words.die(d)}: {words.face(obs.dice[d].face)}" in move.said
                       for d in move.action.dice), move.said
            assert "\n" not in move.label  # what it earns: a field of its own, under the
            price = table.data.card(move.action.card).price  # dice: paid now, or later,
            earns = f"+${price} now" if move.action.pay_die else f"${price} later"
            told = {m.note for m in moves if m.group == move.group}  # where that tells the
            assert move.note == (earns if len(told) > 1 else ""), told  # choices apart
        if any(type(m.action).__name__ == "Serve" for m in moves):  # a customer to serve:
            assert all(m.quiet for m in finish)  # Done with the dice outlined beside it
            assert not any(m.quiet for m in moves if type(m.action).__name__ == "Serve")
    finally:
        table.exit()


def test_a_pick_sends_any_set_the_rules_take_and_says_why_for_the_others():
    from itertools import combinations

    from tabletop.games.crazy_taco.rules import actions as act
    from tabletop.kit.phones import pick_key

    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        manager = rolled(table, match)
        view = phone_view(table, manager)
        assert "dice" in view.prompt and "serve" in view.prompt.lower()  # names what, for what
        for pick in view.picks:
            ids = [t.id for t in pick.tokens]
            kind = act.FinishDice if pick.field == "keep" else act.Reroll
            for size in range(len(ids) + 1):
                for chosen in combinations(ids, size):
                    refused = match.check(kind(manager, chosen))
                    why = pick.why.get(pick_key(chosen), "")
                    assert bool(why) == (refused is not None), (chosen, why)
        keep = next(k for k in view.picks if k.field == "keep")
        legal = match.rules.legal_actions(manager)
        listed = {tuple(a.keep) for a in legal if isinstance(a, act.FinishDice)}
        alone = [(t.id,) for t in keep.tokens if (t.id,) not in listed]
        assert alone and all(match.check(act.FinishDice(manager, d)) is None for d in alone)
        assert not any(pick_key(d) in keep.why for d in alone)  # sent, though not listed
    finally:
        table.exit()


def test_the_customer_cards_show_their_marks_once_and_a_key_says_what_they_mean():
    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        player = next(s for s in range(2) if match.rules.observation(s).hand)
        view = phone_view(table, player)
        assert view.hand and all(not card.chips for card in view.hand)  # on the face alone
        assert view.marks_title and all(m.chip or m.face.startswith(("die-", "face-", "piece-"))
                                        for m in view.marks)  # as chips, and the dice
        tones = [m.tone for m in view.marks]
        assert "coin" in tones and "star" in tones  # what they pay, the stars lost, each a
        pieces = [m for m in view.marks if m.tone in ("coin", "star")]  # piece of a card's
        assert all(m.face.startswith("piece-") and m.picture is not None and not m.chip
                   for m in pieces)  # face as the cards draw it (the coin, the broken star)
        obs = match.rules.observation(player)
        cards = [table.data.card(c) for c in (*obs.hand, *(c for c in obs.counter if c))]
        assert "task" in tones and "open" in tones  # said before such a customer comes
        assert any(c.message == "task" for c in cards) or "task" in tones
    finally:
        table.exit()


def test_the_dice_step_shows_the_customers_the_dice_serve():
    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        manager = rolled(table, match)
        obs = match.rules.observation(manager)
        view = phone_view(table, manager)
        waiting = [card for card in obs.counter if card]
        assert waiting and view.places_title == "Customers at the counter"
        assert len(view.places) == len(waiting)  # each customer at the counter, drawn
        assert all(p.picture is not None and p.face for p in view.places)
        assert all("served" in p.label for p in view.places)  # whether served, in words
        positions = [n for n, card in enumerate(obs.counter, start=1) if card]
        assert sorted(p.number for p in view.places) == positions  # typed, as the table draws
        assert any(m.tone == "coin" for m in view.marks)  # the counter's marks, explained
    finally:
        table.exit()


def test_the_key_says_what_each_header_colour_and_a_count_on_an_order_mean():
    from tabletop.games.crazy_taco.table.card_names import card_title

    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        customer = next(seat for seat in (0, 1) if match.rules.observation(seat).hand)
        view = phone_view(table, customer)
        obs = match.rules.observation(customer)
        cards = [match.data.card(c) for c in (*obs.hand, *(c for c in obs.counter if c))]
        heads = {m.tone.removeprefix("head-"): m for m in view.marks
                 if m.tone.startswith("head-")}
        assert set(heads) == {c.kind for c in cards if c.kind in heads or c.is_order}
        for kind, mark in heads.items():  # each header as the card shows it: colour and title
            assert mark.chip in {card_title(c, table.services.words) for c in cards
                                 if c.kind == kind}
            assert mark.words and len(mark.words) <= 42  # one line beside its header
        counts = [m for m in view.marks if m.chip.startswith("\u00d7")]
        most = max(n for c in cards if c.is_order for n in (c.food, c.drink))
        assert [m.chip for m in counts] == [f"\u00d7{max(most, 2)}"]  # said before it comes
    finally:
        table.exit()


def test_the_key_gives_the_blank_and_the_rest_face_one_name_each_as_the_dice_say_them():
    from tabletop.games.crazy_taco.table.card_names import face_word

    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        view = phone_view(table, 0)
        faces = {m.face: m for m in view.marks if m.face.startswith("face-")}
        assert set(faces) == {"face-blank", "face-rest"}
        for name, mark in faces.items():  # "blank: ...", "rest: ...": the dice's own words
            assert mark.words.startswith(face_word(name.removeprefix("face-")) + ":")
            assert mark.picture is not None
        roles = " ".join(m.words for m in view.marks if m.face.startswith("die-"))
        assert "may rest" not in roles  # (one name for a face: never "may rest" for blank)
    finally:
        table.exit()


def test_the_dice_roles_are_said_in_the_key_beside_each_die_and_match_the_dice_in_the_box():
    from collections import Counter

    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        view = phone_view(table, 0)
        assert not view.tally_note  # (behind "?": no paragraph beside the dice)
        assert not any(pick.note for pick in view.picks)
        roles = [m for m in view.marks if m.face.startswith("die-")]
        assert [m.words.split(":")[0] for m in roles] == ["Manager", "Employees", "Trainee"]
        assert all(m.picture is not None for m in roles)  # each beside its die's picture
        faces = {die.role: Counter(die.faces) for die in match.data.dice}
        assert faces["manager"].most_common(1)[0][0] == "money"  # "mostly money"
        assert faces["employee"].most_common(1)[0][0] == "food" and faces["employee"]["rest"]
        assert not faces["trainee"]["money"]  # "never money"
    finally:
        table.exit()


def test_a_phones_faces_draw_an_orders_wants_large_where_the_table_keeps_room_for_dice():
    """The customers' wants read on a phone (~15 px before): each taco and cup larger than
    the table's, whole on the card and clear of its other parts."""
    import pygame

    from tabletop.games.crazy_taco.table.faces import ORDER_GLYPH, ORDER_ICON, TacoFaces
    from tabletop.games.crazy_taco.table.phone import PHONE_ORDER_ICON
    from tabletop.games.crazy_taco.table.view_model import BIG, ORDER_ROOM
    from tests.scenes.helpers import headless_services

    services = headless_services()
    phone = TacoFaces(services.images, services.fonts, order_icon=PHONE_ORDER_ICON)
    table = TacoFaces(services.images, services.fonts)
    data = services.game_data(services.specs["crazy-taco"])
    orders = [c for c in data.customers if c.is_order]
    assert orders
    card = pygame.Rect((0, 0), BIG)
    for order in orders:
        parts = phone.layout(order, BIG)
        wants = [box for name, box in parts if name.startswith("order ") and "count" not in name]
        assert wants and all(box.w >= ORDER_ICON + 4 for box in wants), (order.key, wants)
        if order.food < 2 and order.drink < 2:  # no count beside them: the largest size
            assert all(box.w == PHONE_ORDER_ICON for box in wants), order.key
        others = [box for name, box in parts if not name.startswith("order ")]
        for box in (b for name, b in parts if name.startswith("order ")):
            assert card.contains(box) and not any(box.colliderect(o) for o in others), (
                order.key, box)
        table_wants = [box for name, box in table.layout(order, BIG) if name in
                       ("order food", "order drink")]
        assert all(min(box.size) >= ORDER_ICON and box.h <= ORDER_ROOM
                   and box.w <= ORDER_GLYPH for box in table_wants)  # the table's own keep
        # to their line (room for the dice under them). Round 8: drawn without their margins,
        # the table's taco is 40 px wide (this pinned squares of at most ORDER_ICON_BIG)


def test_a_redraw_asks_for_its_exact_number_of_cards_and_says_it_takes_the_turn():
    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        player = next(s for s in range(2) if match.rules.observation(s).hand)
        many = phone_view(table, player).many
        assert many is not None and many.count == 3 and many.label == "Redraw 3 cards"
        assert many.ask == "Tap 3 cards to swap for new ones: it takes your turn."
        aim = phone_view(table, player).aim  # a customer picked: what to tap, plainly
        assert "{card}" in aim and "Play it" in aim and "where it goes" not in aim
    finally:
        table.exit()


def test_two_customers_of_one_title_are_two_groups_named_by_their_places():
    stack, table, match = open_table("crazy-taco", humans("h"), seed=4)
    try:
        manager = rolled(table, match)
        obs = match.rules.observation(manager)
        titles = [table.data.card(c).name for c in obs.counter if c]
        assert len(titles) > len(set(titles))  # (this deal: two Welcomes at the counter)
        moves = phone_view(table, manager).moves
        cards: dict[str, set[str]] = {}
        for move in moves:
            if move.group and hasattr(move.action, "card"):
                cards.setdefault(move.group, set()).add(move.action.card)
        assert cards and all(len(held) == 1 for held in cards.values()), cards  # never either
        for group, (card,) in cards.items():
            if sum(c == card for c in obs.counter) and titles.count(
                    table.data.card(card).name) > 1:
                place = obs.counter.index(card) + 1
                assert group.endswith(f"at position {place}"), group  # its place
    finally:
        table.exit()


def test_a_choices_dice_picture_numbers_each_employee_as_its_words_name_it():
    """"Employee 1, Employee 2": each employee die in a choice's picture wears its number (as
    on the dice strip), so two employees showing one face are two pictures, never one."""
    import dataclasses

    from tabletop.games.crazy_taco.table.phone import dice_name

    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    table.phones.open()
    try:
        rolled(table, match)
        obs = match.rules.observation(0)
        words = CrazyWords([s.name for s in match.setup.seats], table.data,
                           table.services.words)
        same = {d: dataclasses.replace(obs.dice[d], face="food") for d in obs.dice}
        alike = dataclasses.replace(obs, dice=same)
        assert dice_name(alike, ("employee-1",), words) != dice_name(alike, ("employee-2",),
                                                                     words)
    finally:
        table.exit()


def test_the_keys_employee_line_says_what_rest_does():
    """The key's line for the employees' dice says what a rest face does to the worker (not a
    bare "sometimes rest" a newcomer cannot place), as plain words."""
    from tabletop.games.crazy_taco.table.phone import ROLE_WORDS

    said = ROLE_WORDS["employee"]
    assert "food" in said and "send them to rest" in said and not said.endswith("rest\"")


def test_the_news_says_where_a_customer_comes_in_and_the_aim_names_the_button_first():
    """The table's "comes in to position 1" left "position" unexplained on the phone: the
    news says it is the counter's (whose places are labelled "Position 1" under the
    customers); the aim reads "Tap Play it to send in {card}." (not broken after the card's
    price), and the money and stars are said to be the kitchen's."""
    from tabletop.games.crazy_taco.rules import events as ev

    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        view = phone_view(table, 1)
        card = next(iter(table.data.cards))
        said = view.phrase(ev.CardMoved(card, "deck", "counter:1", ev.ComesIn(1)), 1)
        words = CrazyWords([s.name for s in match.setup.seats], table.data,
                           table.services.words)
        assert said == f"{words.card(card)} comes to the counter, at position 1.", said
        other = ev.CardMoved(card, "deck", "counter:2", ev.MovesUp(2))
        assert view.phrase(other, 1) == table.history_text(other, 1)
        assert view.aim == "Tap Play it to send in {card}."
        labels = [t.label for t in view.tallies]
        assert "Kitchen's money" in labels and "Kitchen's stars" in labels
    finally:
        table.exit()
