"""What a Taco Party phone shows besides its hand: the middle's cards, in plain words."""

from tabletop.games.taco_party.table.phone import legend, phone_view, prompt_of
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
        assert view.budget == f"{obs.pickup_left} to spend"  # a chip by the hand
        assert said["Your finished tacos"] == f"{obs.completed[seat]} of {obs.tacos_to_end}"
        other = phone_view(table, 1 - seat)  # not on turn: nothing to spend shown
        assert other.budget == ""
    finally:
        table.exit()


def test_the_words_say_what_a_newcomer_needs_without_the_games_jargon():
    stack, table, match = open_table("taco-party", humans("h", "h"))
    try:
        words = table.services.words
        seat = match.rules.actors()[0]
        said = [prompt_of(match.rules.observation(seat), True, words), legend(words)]
        assert all("pickup" not in line.lower() and "+1" not in line for line in said)
    finally:
        table.exit()


def test_the_news_of_a_card_played_says_what_is_left_to_spend_not_pickup():
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
        assert mine.startswith("You ") and mine.endswith(f": {event.pickup} to spend")
        assert theirs.startswith(table.match.setup.seats[seat].name)
        assert "pickup" not in (mine + theirs).lower()
    finally:
        table.exit()
