"""What a Taco Party phone shows besides its hand: the middle's cards, in plain words."""

from tabletop.games.taco_party.table.phone import phone_view, prompt_of
from tests.phones.helpers import humans, open_table


def test_the_phone_shows_the_middles_cards_and_what_the_seat_may_spend():
    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        seat = match.rules.actors()[0]
        obs = match.rules.observation(seat)
        view = phone_view(table, seat)
        middle = [t for t in view.tallies if t.face]
        assert len(middle) == sum(card is not None for card in obs.centre)
        said = {t.label: t.value for t in view.tallies if not t.face}
        assert obs.pickup_left == 0 and view.budget == ""  # never "0 to spend" by free cards
        assert view.prompt == "Tap a card to play it."  # one short line, nothing vague ("lit")
        assert said["Your finished tacos"] == f"{obs.completed[seat]} of {obs.tacos_to_end}"
        table.submit(next(a for a in match.rules.legal_actions(seat)
                          if type(a).__name__ == "PlayCard"))
        view = phone_view(table, seat)
        chip = view.budget.format(count=view.budget_count)
        assert chip == "1 pickup to spend"  # a chip by the hand, once
        # there is something: where it goes (its number on a gold ticket: the prices' unit),
        # named as the table names it
        assert "+1 pickup" in view.prompt  # what another card adds, and to what
        assert view.budget_count == 1  # a typed number: the page reads none out of words
        assert chip not in view.prompt  # the amount said once, on the chip
        other = phone_view(table, 1 - seat)  # not on turn: nothing to spend shown
        assert other.budget == ""
    finally:
        table.exit()


def test_the_words_say_what_a_newcomer_needs_without_the_games_jargon():
    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        words = table.services.words
        seat = match.rules.actors()[0]
        view = phone_view(table, seat)
        said = [prompt_of(match.rules.observation(seat), True, words), view.legend]
        assert all("+1" not in line for line in said)  # (the first prompt: one short line)
        assert view.legend == ""  # no paragraph: a folded key to the marks
        assert all(all(c.tone == "why" for c in card.chips) and bool(card.chips) == bool(
            card.why) for card in view.hand)  # each number once, on its face: a chip under
        # it only says why a dim card plays nowhere
        middle = [t for t in view.tallies if t.face]
        assert middle and all(not t.chips for t in middle)
        assert [m.face.split("-")[1] for m in view.marks][:4] == [
            "score", "cost", "likes", "frame"]  # (the gold frame too; an outfit's, with one)
        assert all(m.picture is not None and not m.chip for m in view.marks)  # each a piece of
        # a real card's face, drawn as the hand draws it (not a chip that only looks alike)
        likes = view.marks[2].picture
        assert likes.get_width() > 2 * likes.get_height()  # the heart and its two pictures
        assert "friends" in view.marks[2].words and "pickup" in view.marks[1].words  # the
        # heart's pictures said to be its friends in words (a "♥" as the icon and as the first
        # word read as a riddle), the price said to be in pickup (the table's one name for it)
        assert "♥" not in view.marks[2].words and "right after one" in view.marks[2].words
        assert view.marks_title == "What the marks mean"
    finally:
        table.exit()


def test_the_news_of_a_card_played_says_it_in_plain_words_not_pickup():
    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        seat = match.rules.actors()[0]
        play = next(a for a in match.rules.legal_actions(seat) if type(a).__name__ == "PlayCard")
        table.submit(play)
        event = next(e.event for e in reversed(table.happened.entries)
                     if type(e.event).__name__ == "CardPlayed")
        said = phone_view(table, seat).phrase
        assert said is not None
        mine, theirs = said(event, seat), said(event, 1 - seat)
        assert mine.startswith("You ") and "to spend" not in mine  # the budget's chip says it
        assert theirs.startswith(table.match.setup.seats[seat].name)
        assert "pickup" not in (mine + theirs).lower()
    finally:
        table.exit()


def test_the_tacos_on_the_plates_are_places_each_card_play_lights():
    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        seat = match.rules.actors()[0]
        obs = match.rules.observation(seat)
        view = phone_view(table, seat)
        keys = [p.key for p in view.places]
        tacos = [p for p in view.places if p.picture is not None]
        assert len(tacos) == sum(len(plate) for plate in obs.plates)  # every taco, drawn
        assert tacos[0].row == "Your plate"  # the seat's own plate first
        plays = [m for m in view.moves if m.card is not None]
        assert plays and all(m.place in keys for m in plays)  # each card play: a place to tap
        assert len(keys) == len(set(keys))
        other = phone_view(table, 1 - seat)  # not on turn: the tacos, no new taco's room
        assert {p.key for p in other.places} == {p.key for p in tacos}
    finally:
        table.exit()


def test_a_card_that_plays_nowhere_says_why_in_the_rules_words():
    from tabletop.games.taco_party.table.phone import phone_view as party_view

    for seed in range(8):
        stack, table, match = open_table("taco-party", humans("h", "h"), seed=seed)
        try:
            seat = match.rules.actors()[0]
            view = party_view(table, seat)
            played = {m.card for m in view.moves if m.card is not None}
            for card in view.hand:
                assert bool(card.why) == (card.id not in played), card.label
            if any(card.why for card in view.hand):  # the rules' own sentence, not a shrug
                assert all(card.why != "That move is not allowed now." for card in view.hand)
                names = {card.id: table.data.card(card.id).name for card in view.hand}
                assert all(card.why.startswith(names[card.id]) for card in view.hand
                           if card.why)  # the card named ("Salsa: a topper needs ...")
                shorts = [c.chips[0].words for c in view.hand if c.why]  # and where the card
                assert all(0 < len(w) <= 24 for w in shorts), shorts  # is, in a few words
                assert all(w != "Not now" for w in shorts), shorts  # (its own reason)
                return
        finally:
            table.exit()
    raise AssertionError("no seed dealt a card that plays nowhere")


def test_the_key_says_what_a_gold_frame_means_with_a_topper_in_its_frame():
    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        view = phone_view(table, match.rules.actors()[0])
        frame = view.marks[3]  # (after the card's own marks; an outfit's frame may follow)
        assert frame.face.startswith("key-frame-") and "gold frame" in frame.words
        assert "topper" in frame.words and frame.tone == "party"  # one meaning, said once
        assert frame.picture is not None and frame.picture.get_width() > frame.picture.get_height()
    finally:
        table.exit()


def test_a_phones_faces_draw_the_liked_ingredients_apart_and_clear_of_the_price():
    from tabletop.games.taco_party.table.faces import LIKES_ICON_LARGE, cost_chip_width
    from tabletop.games.taco_party.table.phone import (
        PHONE_HEART,
        PHONE_LIKES_GAP,
        PHONE_LIKES_ICON,
        faces_of,
    )
    from tabletop.games.taco_party.table.plate_layout import LARGE

    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        assert faces_of(table).likes_icon == PHONE_LIKES_ICON >= 28  # (large enough to read;
        # 30 since round 25: the heart, two pictures and the ticket apart, none touching)
        first = 6 + 2 * PHONE_HEART + PHONE_LIKES_GAP  # (the heart clear of the frame, then
        end = first + 2 * PHONE_LIKES_ICON + PHONE_LIKES_GAP  # two pictures side by side)
        assert end + PHONE_LIKES_GAP <= LARGE.width - cost_chip_width(LARGE) - 4  # the ticket
        assert table.faces.likes_icon == LIKES_ICON_LARGE  # the table's own faces unchanged
    finally:
        table.exit()


def test_a_hand_card_carries_no_price_which_only_a_middle_card_is_paid():
    import pygame

    from tabletop.games.taco_party.table.faces import cost_chip_width
    from tabletop.games.taco_party.table.phone import faces_of
    from tabletop.games.taco_party.table.plate_layout import LARGE
    from tabletop.ui import palette
    from tabletop.ui.layer import scale_of

    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        seat = match.rules.actors()[0]
        view = phone_view(table, seat)
        faces = faces_of(table)
        w, h = LARGE.size
        chip_w, chip_h = cost_chip_width(LARGE), LARGE.band - 4
        chip = pygame.Rect(w - chip_w - 4, h - chip_h - 4, chip_w, chip_h)
        k = scale_of(faces.face(match.data.cards[0]))  # (pixels, not logical units)
        middle = (int((chip.left + 3) * k), int(chip.centery * k))  # (the ticket, not its number)
        for card, held in zip(view.hand, match.rules.observation(seat).hand, strict=True):
            whole = faces.face(match.data.card(held))
            assert whole.get_at(middle)[:3] == palette.MARIGOLD  # the table's: a ticket...
            assert card.picture.get_at(middle)[:3] != palette.MARIGOLD  # ...the hand's: none
            top = (int(w * k) // 2, 2)
            assert card.picture.get_at(top) == whole.get_at(top)  # (the rest as the table's)
            assert card.face.startswith("hand-")  # (a picture of its own name)
        priced = [t for t in view.tallies if t.face]  # the middle's cards show their prices
        assert priced and all(t.picture.get_at(middle)[:3] == palette.MARIGOLD for t in priced)
    finally:
        table.exit()


def test_the_seats_own_tacos_read_each_cards_name_and_points_and_the_total():
    """...in the order the taco was built: its shell first, the newest card last (whole in
    front), never the shell in the middle of its own taco."""
    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        seat = match.rules.actors()[0]
        table.submit(next(a for a in match.rules.legal_actions(seat)
                          if type(a).__name__ == "PlayCard" and a.plate == seat and a.taco >= 0))
        obs = match.rules.observation(seat)
        view = phone_view(table, seat)
        mine = [p for p in view.places if p.row == "Your plate" and p.picture is not None]
        assert len(mine) == len(obs.plates[seat])
        for place, taco in zip(mine, obs.plates[seat], strict=True):
            cards = [match.data.card(c) for c in taco]  # (as played: the shell first)
            assert cards[0].kind == "taco"
            lines = place.label.split("\n")[1:]
            assert lines == [f"{c.name}\t{c.score}" for c in cards] + [
                f"Total\t{sum(c.score for c in cards)}"]
        assert any(len(p.label.split("\n")) > 3 for p in mine)  # (a taco of two cards, read)
        theirs = [p for p in view.places if p.row != "Your plate" and p.picture is not None]
        assert theirs  # a friend's taco read as the seat's own: its cards, then the total
        for place, taco in zip(theirs, obs.plates[1 - seat], strict=True):
            cards = [match.data.card(c) for c in taco]
            assert place.label.split("\n")[1:] == [f"{c.name}\t{c.score}" for c in cards] + [
                f"Total\t{sum(c.score for c in cards)}"]
    finally:
        table.exit()


def test_the_key_says_what_an_outfits_pink_frame_means_while_one_is_in_sight():
    from tabletop.games.taco_party.rules.cards import OUTFIT
    from tabletop.games.taco_party.table.phone import faces_of, marks_of

    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        words, data = table.services.words, table.data
        faces = faces_of(table)
        plain = marks_of(words, faces, data)
        dressed = marks_of(words, faces, data, outfit=True)
        assert len(dressed) == len(plain) + 1  # one entry more, and only while it is needed
        pink = dressed[-1]
        assert "pink frame" in pink.words and "outfit" in pink.words and pink.tone == "party"
        key = pink.face.removeprefix("key-frame-")
        assert any(c.key == key and c.kind == OUTFIT for c in data.cards)  # an outfit's own
        assert pink.picture is not None and pink.picture.get_width() > pink.picture.get_height()
        seat = match.rules.actors()[0]
        obs = match.rules.observation(seat)
        shown = any(data.card(c).kind == OUTFIT for c in (*obs.hand, *filter(
            lambda c: c is not None, obs.centre)))
        view = phone_view(table, seat)
        assert any("pink frame" in m.words for m in view.marks) == shown  # (as the cards say)
    finally:
        table.exit()
