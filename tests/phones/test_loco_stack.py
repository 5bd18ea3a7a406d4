"""Taco Loco on the phone: each taco on the table drawn as the table lays it, the bands of the
cards under its top card above it (the latest few), not its top card alone."""

from tabletop.games.taco_loco.table.phone import BANDS_SHOWN, phone_view
from tabletop.games.taco_loco.table.view_model import STACK_STEP
from tabletop.phones.server import FACE_NAME
from tabletop.ui.card_sprite import CARD_SIZE
from tests.phones.helpers import humans, open_table


def test_each_taco_shows_the_bands_of_the_cards_under_its_top_card():
    stack, table, match = open_table("taco-loco", humans("h", "h", "h"), seed=1)
    try:
        for _ in range(400):  # played by the hints until a taco holds more than its top card
            if any(len(taco.cards) > BANDS_SHOWN + 1 for taco in table.observation_of(0).tacos):
                break
            table.submit(match.bot_decision(match.rules.actors()[0]).action)
        obs = table.observation_of(0)
        tallies = [t for t in phone_view(table, 0).tallies if t.face]
        assert len(tallies) == len(obs.tacos)
        for tally, taco in zip(tallies, obs.tacos, strict=True):
            under = min(len(taco.cards) - 1, BANDS_SHOWN)
            assert FACE_NAME.match(tally.face), tally.face
            assert tally.face.startswith("stack-") == (under > 0), tally.face
            w, h = tally.picture.get_size()  # (at the phones' scale: its shape is the table's)
            tall = CARD_SIZE[1] + under * STACK_STEP
            assert abs(h / w - tall / CARD_SIZE[0]) < 0.03, (w, h, under)
        assert any(t.face.startswith("stack-") for t in tallies)
    finally:
        table.exit()
