"""What a Taco Loco phone shows besides its hand: the tacos on the table, in plain words."""

import io

import pygame

from tabletop.games.taco_loco.table.phone import phone_view
from tabletop.kit.phones import PHONE_K, png
from tests.phones.helpers import humans, open_table


def test_the_phone_shows_each_taco_on_the_table_with_what_it_adds_up_to():
    stack, table, match = open_table("taco-loco", humans("h", "h"))
    try:
        view = phone_view(table, 0)
        obs = table.observation_of(0)
        tacos = [t for t in view.tallies if t.face]
        assert [t.value for t in tacos] == [str(taco.sum) for taco in obs.tacos]
        assert all(t.picture is not None for t in tacos)
        assert [t.label for t in tacos] == (["The taco adds up to"] if len(tacos) == 1 else [
            f"Taco {n} adds up to" for n in range(1, len(tacos) + 1)])  # each called a taco,
        # as the prompt's "the taco to play it on"
        rest = {t.label: t.value for t in view.tallies if not t.face}
        assert rest == {"Perfect taco sum": str(obs.perfect_sum),
                        "Cards to draw": str(obs.pile_size)}
        assert view.tally_title == "On the table"
    finally:
        table.exit()


def test_a_taco_to_play_on_says_what_it_adds_up_to_after_the_card():
    stack, table, match = open_table("taco-loco", humans("h", "h"))
    try:
        seat = match.rules.actors()[0]
        view = phone_view(table, seat)
        obs = table.observation_of(seat)
        onto = [m for m in view.moves if m.face]
        assert onto
        for move in onto:
            taco = next(t for t in obs.tacos if t.id == move.action.taco)
            card = match.data.cards[move.action.card]
            after = taco.sum + card.value if card.is_number else None
            assert move.label.startswith("Play here")  # a move, said as one
            assert move.label.endswith(f" of {obs.perfect_sum}") and "top card" not in move.label
            if after is not None:
                assert f"makes {after} of" in move.label
    finally:
        table.exit()


def test_the_phones_faces_are_drawn_sharp_at_twice_the_tables_size():
    stack, table, match = open_table("taco-loco", humans("h", "h"))
    try:
        card = phone_view(table, 0).hand[0]
        width, height = card.picture.get_size()
        drawn = pygame.image.load(io.BytesIO(png(card.picture)))
        assert drawn.get_size() == (round(width * PHONE_K), round(height * PHONE_K))
    finally:
        table.exit()


def test_every_number_cards_header_number_and_corner_read_at_4_5_to_1_on_the_phone():
    from tabletop.games.taco_loco.table.faces import VALUE_COLOURS
    from tabletop.games.taco_loco.table.phone import READABLE, band_inks
    from tabletop.ui import palette

    for value in VALUE_COLOURS:
        band, ink, index = band_inks(value)
        assert palette.contrast_ratio(band, ink) >= READABLE, value
        assert palette.contrast_ratio(index, palette.CREAM) >= READABLE, value
    assert band_inks(4)[1] == palette.CHARCOAL  # cheese keeps its colour: the number goes dark


def test_the_phones_cheese_card_shows_its_number_in_charcoal_on_its_cheese_band():
    from tabletop.games.taco_loco.table.faces import VALUE_COLOURS
    from tabletop.ui import palette

    stack, table, match = open_table("taco-loco", humans("h", "h"))
    try:
        phone_view(table, 0)  # the phone's faces, made and kept
        faces = next(f for key, f in table.phones.kept.items() if key[0] == "taco-loco")
        cheese = next(c for c in match.data.cards if c.is_number and c.value == 4)
        drawn = pygame.image.load(io.BytesIO(png(faces.face(cheese))))
        k = PHONE_K
        corner = {drawn.get_at((round(x * k), round(y * k)))[:3]
                  for x in range(9, 26) for y in range(3, 30)}
        assert VALUE_COLOURS[4] in corner and palette.CHARCOAL in corner
        assert palette.CREAM not in corner  # the TV's cream numeral is not drawn here
    finally:
        table.exit()


def test_the_phone_has_the_other_games_question_mark_key():
    stack, table, match = open_table("taco-loco", humans("h", "h"))
    table.phones.open()
    try:
        view = phone_view(table, 0)
        assert view.marks_title == "What the marks mean"
        chips = [mark.chip for mark in view.marks]
        assert "11" in chips  # the perfect sum: the table in short always shows it
        assert all("{" not in mark.words for mark in view.marks)  # the sum filled in
    finally:
        table.exit()


def test_the_key_explains_only_the_marks_on_the_screen_now():
    from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME
    from tabletop.games.taco_loco.table.phone import marks_of, shown_marks
    from tabletop.games.taco_loco.table.phrases import LocoWords

    stack, table, match = open_table("taco-loco", humans("h", "h"))
    try:
        seat = match.rules.actors()[0]
        obs = table.observation_of(seat)
        view = phone_view(table, seat)
        cards = [*obs.hand, *(t.top for t in obs.tacos)]
        tones = {mark.tone for mark in view.marks}
        assert ("legendary" in tones) == any(c.kind == LEGENDARY for c in cards)
        assert ("lonesome" in tones) == any(c.kind == LONESOME for c in cards)
        assert ("plain" in tones) == any(type(m.action).__name__ == "StartTaco"
                                         for m in view.moves)
        words = LocoWords(obs.names, match.data, table.services.words)
        every = marks_of(obs, words)  # (asked for all: the whole key, four lines)
        assert [m.tone for m in every] == ["legendary", "lonesome", "perfect", "plain"]
        assert {m.tone for m in marks_of(obs, words, shown_marks(obs))} <= tones
    finally:
        table.exit()


def test_the_phones_news_names_a_taco_as_the_page_does_and_says_what_it_adds_up_to():
    """'Ben played a 3 on taco 1, which now adds up to 11', never the table's terse 'on the
    taco showing 8: sum 11' (the page calls its tacos "Taco 1", "Taco 2")."""
    from tabletop.games.taco_loco.rules import events as ev
    from tabletop.games.taco_loco.rules.events import TacoPlace
    from tabletop.games.taco_loco.table.phone import played_words

    stack, table, match = open_table("taco-loco", humans("h", "h"))
    try:
        number = next(c.id for c in match.data.cards if c.is_number and c.value == 3)
        on = ev.CardPlayed(seat=1, card=number, taco=0, source="", target="", started=False,
                           sum=11, where=TacoPlace(8, 1, False))
        ben = table.match.setup.seats[1].name
        assert played_words(table, on, 0) == f"{ben} played a 3 on taco 1, which now adds up to 11"
        assert played_words(table, on, 1) == "You played a 3 on taco 1, which now adds up to 11"
        new = ev.CardPlayed(seat=0, card=number, taco=0, source="", target="", started=True,
                            sum=3, where=None)
        assert played_words(table, new, 0) == "You started a new taco with a 3"
        assert phone_view(table, 0).phrase is not None  # (the page's news line uses it)
    finally:
        table.exit()
