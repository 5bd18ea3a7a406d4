"""What a Crazy Taco phone shows besides its hand: the restaurant's money, stars and dice."""

from tabletop.games.crazy_taco.table.phone import phone_view
from tests.phones.helpers import humans, open_table


def test_the_phone_shows_the_money_the_stars_and_the_dice():
    stack, table, match = open_table("crazy-taco", humans("h", "h"))
    try:
        obs = match.rules.observation(0)
        said = {t.label: t.value for t in phone_view(table, 0).tallies}
        assert said["Money"] == f"${obs.money}"
        assert said["Stars"] == f"{obs.popularity} of {table.data.board.popularity_cap}"
        cup = sum(d.zone == "cup" for d in obs.dice.values())
        assert said["Dice"] == f"{cup} in the cup"  # none rolled yet
        assert said["Turn"] == str(obs.turn)
        assert phone_view(table, 1).tallies == phone_view(table, 0).tallies  # all public
    finally:
        table.exit()
