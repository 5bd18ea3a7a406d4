"""The hand's column: "Your hand" over the name in two lines, the key to a card's marks under
it, and, while a taco stands folded, the tab's chip said in the key ("2 more" over "hidden"):
a reviewer could not tell what the "4 more" chips over the tall tacos meant. And the log's
order said where it is read."""

import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_party.rules.events import CardPlayed
from tabletop.games.taco_party.table import draw
from tabletop.games.taco_party.table.view_model import KEY_ROW, box_of
from tabletop.kit.history import History
from tests.games.taco_party.table.fullest import fullest_tables
from tests.games.taco_party.table.test_view import start
from tests.scenes.layout_checks import texts_drawn


def element(table, key):
    return next(e for e in table.elements(pygame.Surface((1280, 720))) if e.key == key)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("human", [0, 1])
def test_the_key_says_what_a_fold_tab_is_while_a_taco_is_folded(players, human):
    stack, table = fullest_tables(players, "tallest", human=human)
    model = table.model()
    assert model.tabs(), "no taco folded"
    key = element(table, "number key")
    assert key.look.tab == (draw.tab_words(table.style(), draw.KEY_TAB_COUNT), "hidden")
    assert key.look.tab[0] == "2 more"  # the tab's own words, as on the tacos
    zone = pygame.Rect(box_of(model.zone("hand")))
    label, box = pygame.Rect(model.hand_label_box()), pygame.Rect(model.key_box())
    assert box.h == 6 * KEY_ROW + 4 and zone.contains(box) and zone.contains(label)
    assert not label.colliderect(box)
    placed = {p.text: p for p in texts_drawn(table.services, stack).placed
              if box.contains(p.rect)}
    for word in ("2 more", "hidden", "points", "burns"):
        assert word in placed, word
        assert placed[word].rect.h >= 18, word  # the table's 18 px, never shrunk
    assert placed["hidden"].rect.top >= placed["2 more"].rect.bottom - 2


def test_no_tab_word_in_the_key_while_no_taco_is_folded():
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    model = table.model()
    assert not model.tabs()
    key = element(table, "number key")
    assert key.look.tab is None and model.key_box().h == 4 * KEY_ROW + 4


@pytest.mark.parametrize("players", [2, 4])
def test_the_hand_label_is_two_lines_whose_turn_the_top_bar_says(players):
    """"Your hand / Ana / Diego's turn" was four centred lines crammed in the column, the
    turn said twice: the label says whose hand, the top bar whose turn."""
    stack, table = fullest_tables(players, "many tacos", human=1)
    assert not table.my_turn()
    label = pygame.Rect(table.model().hand_label_box())
    inside = [p.text for p in texts_drawn(table.services, stack).placed
              if label.contains(p.rect)]
    assert inside == ["Your hand", table.match.setup.seats[1].name], inside


def played(n):
    return CardPlayed(1, "hand:1", "plate:1:taco:0", 1, 1, 0, n, False, 1)


def test_what_happened_says_newest_first_and_dims_the_older_lines():
    """Newest first had no cue ("...0 pickup left" over "...1 pickup left" read backwards):
    the title's right end says so, and the older lines are dimmed as Taco Loco's."""
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    table.happened = History()
    for n in range(1, 4):
        table.happened.told(n, [played(n)])
    log = element(table, "log")
    assert log.look.dated and not log.look.title
    placed = texts_drawn(table.services, stack).placed
    cue = next(p for p in placed if p.text == "newest first")
    title = next(p for p in placed if p.text == "What happened")
    assert cue.rect.centery == pytest.approx(title.rect.centery, abs=3)
    assert cue.rect.left > title.rect.right + 20
    goal = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key == "how to win"]
    assert all(not g.look.dated for g in goal)  # rules, not a story: never dimmed
    canvas = pygame.Surface((1280, 720))
    log.paint(canvas)
    theme = table.services.theme
    rows = [p for p in placed if p.text not in ("newest first", "What happened")
            and log.rect.contains(p.rect)]
    newest, older = rows[0], rows[1]

    def inks(rect):
        return {tuple(canvas.get_at((x, y)))[:3] for x in range(rect.x, rect.right)
                for y in range(rect.y, rect.bottom)}

    assert tuple(theme.cream)[:3] in inks(newest.rect)
    assert tuple(theme.cream)[:3] not in inks(older.rect)
    assert tuple(theme.cream_dark)[:3] in inks(older.rect)


@pytest.mark.parametrize("code", ["en", "es"])
def test_how_to_win_says_the_same_three_lines_at_every_seat_count(code):
    """Six lines at two seats read as a paragraph from the sofa, and the three at four seats
    did not match them: three short lines everywhere."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_party.table.view_text import goal_lines

    said = []
    for players in (2, 3, 4):
        seats = (Seat("Ana", HUMAN),) + tuple(Seat(n, BOT) for n in ("Rosa", "Diego", "Lupe"))
        _, table, _ = start(seats[:players])
        model = table.model()
        lines = goal_lines(model.obs, table.data, load_language(code), model.log_rows_fit())
        assert len(lines) == 3
        said.append(lines[1:])  # how the game ends differs by the seats
    assert said[0] == said[1] == said[2]
