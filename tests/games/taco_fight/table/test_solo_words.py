"""¡Taco Fight! played alone reads right: nothing the table says to one player (its sheets,
what each thing says about itself, its refusals, its scores and results) speaks of a teammate
or a team, in English and in Spanish; with teammates, the same places name them."""

from __future__ import annotations

import re

import pytest

from tabletop.assets.catalogs import load_language
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules import score_breakdown as score
from tabletop.games.taco_fight.table import draw_history, explain
from tabletop.games.taco_fight.table.phrases import FightWords
from tests.games.taco_fight.table.test_looks import services_for, table_for
from tests.kit.layout import texts_of

from ..helpers import Ids, data

TEAM = {"en": re.compile(r"teammate|\bteam\b|other players|by others|someone else", re.I),
        "es": re.compile(r"compañer|equipo|otros jugadores|los demás|otra persona|otro "
                         r"jugador", re.I)}
"""How each language speaks of the others at the table."""
LANGUAGES = ["en", "es"]


def book(code: str, seats: int) -> FightWords:
    return FightWords(("Ana", "Beto", "Cruz")[:seats], data(), load_language(code))


def refusals_and_scores(words: FightWords) -> list[str]:
    said = words.wordings()
    facts = [no.HandsFull(2, doing) for doing in (no.FLIP, no.PLAY, no.STAB)]
    facts += [no.GiveToTeammate(), score.TeamEaten(3)]
    return [said[type(fact)](fact, 0) for fact in facts]


def explanations(code: str, alone: bool) -> list[str]:
    words = load_language(code)
    ids = Ids(data())
    cards = data().cards
    fork, cheese = cards[ids.take("fork")], cards[ids.take("cheese", 2)]
    taco, chips = cards[ids.taco("mild", 3)], cards[ids.taco("mild", special="chips_salsa")]
    burrito = cards[ids.taco("mild", special="burrito")]
    out = [explain.ingredient_words(fork, words, alone), explain.ingredient_words(cheese, words,
                                                                                   alone),
           explain.attacker_words(taco, data(), 1, -1, words, alone),
           explain.attacker_words(chips, data(), 0, -1, words, alone),
           explain.attacker_words(burrito, data(), 0, -1, words, alone),
           explain.kitchen_top_words(cheese, 3, words, alone),
           explain.sink_words(2, words, alone)]
    lines = [line for said in out for line in (said.title, *said.lines)]
    lines += [words.gettext(draw_history.how_words(how)) for how in draw_history.HOW]
    return lines


@pytest.mark.parametrize("code", LANGUAGES)
def test_alone_no_phrase_speaks_of_a_team(code):
    said = refusals_and_scores(book(code, 1)) + explanations(code, True)
    team = [line for line in said if TEAM[code].search(line)]
    assert not team, team


@pytest.mark.parametrize("code", LANGUAGES)
def test_with_teammates_the_same_phrases_name_them(code):
    """The solo words are a variant, not a loss: with others at the table the refusals, the
    scores and the explanations still say who is to help."""
    said = refusals_and_scores(book(code, 3)) + explanations(code, False)
    assert sum(bool(TEAM[code].search(line)) for line in said) >= 8


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("fight", [False, True], ids=["first turn", "fight"])
def test_the_solo_table_says_nothing_of_a_team(code, fight, private_user_data):
    """Everything on the solo table's screen (its empty "What happened" sheet with the three
    ways to beat a taco, in the first turn) and every explanation under the pointer."""
    services = services_for((1280, 720), code)
    table = table_for(services, 1, fight)
    said = [text.text for text in texts_of(services, table)]
    for x in range(8, 1280, 24):
        for y in range(56, 700, 24):
            found = table.explain_at((x, y))
            if found is not None:
                said += [found[0].title, *found[0].lines]
    said += [line for lines in table.result_details() for line in lines]
    team = sorted({line for line in said if TEAM[code].search(line)})
    assert not team, team


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_solo_game_is_won_by_its_player_not_a_team(code, tmp_path):
    """The results of a game played alone: its player wins (or the tacos do), no team; and
    each thing once (the forks in the sink are the big number, not a line again)."""
    from tests.scenes.test_results import fresh_services, placed_texts, staged

    services = fresh_services(tmp_path)
    services.words = load_language(code)
    _stack, scene, match = staged(services, "taco-fight", 1)
    scene.reword()
    scene.shown_for = 60.0  # (the scores counted up)
    said = [text.text for text in placed_texts(services, scene)]
    assert scene.heading in said
    assert not [line for line in said if TEAM[code].search(line)], said
    forks = [line for line in said if "fork" in line.lower() or "tenedor" in line.lower()]
    assert len(forks) <= 1, forks  # the big number's words only
    won = bool(match.rules.outcome().winners)
    words = services.words
    beaten = words.gettext("{name} beats the tacos!").format(name=match.setup.seats[0].name)
    assert scene.heading == (beaten if won else words.gettext("The tacos win this time"))


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("players", [1, 2])
def test_the_high_score_title_names_a_team_only_with_teammates(code, players, tmp_path):
    """After a won game, the high-score table's title: "tacos eaten" alone, "by the team"
    with others at the table."""
    from tabletop.core.game import HUMAN, GameSetup, Seat
    from tabletop.core.match import Match
    from tabletop.games.taco_fight.table.scores_scene import HighScoreScene
    from tests.scenes.every_scene import fresh_services
    from tests.scenes.test_results import placed_texts

    services = fresh_services(tmp_path)
    services.words = load_language(code)
    spec = services.specs["taco-fight"]
    seats = tuple(Seat(name, HUMAN) for name in ("Ana", "Beto")[:players])
    match = Match(spec, services.game_data(spec), GameSetup(seats, 3, {}))
    scene = HighScoreScene(services, match, None, None)
    said = [placed.text for placed in placed_texts(services, scene)]
    team = [line for line in said if TEAM[code].search(line)]
    assert bool(team) == (players > 1), said
