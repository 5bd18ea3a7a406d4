"""The title lists every unfinished game (game, players, when, how far) and resumes any of them;
its buttons and rows stay inside the canvas however many games wait."""

from __future__ import annotations

import dataclasses
import itertools
from datetime import UTC, datetime, timedelta

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.kit.scene import TableScene
from tabletop.scenes.saved_words import moment_text
from tabletop.scenes.title import TitleScene
from tabletop.storage.records import record_of
from tabletop.tools.screenshot import advance
from tests.scenes.helpers import game_ids, headless_services, send

CANVAS = (0, 0, 1280, 720)


def save_every_game(services) -> dict[str, Match]:
    """One unfinished game of each kind, saved one after another (Fight last)."""
    played = {}
    for number, spec in enumerate(services.playable_specs()):
        seats = (Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Diego", BOT))
        seats = seats[: max(spec.min_players, min(3, spec.max_players))]
        match = Match(spec, services.game_data(spec), GameSetup(seats, 40 + number, {}))
        advance(match, 240 if spec.realtime else 2 + number)
        services.storage.autosave(match)
        played[spec.id] = match
    services.storage.flush()
    return played


def title_on_stack(services):
    stack = SceneStack()
    title = TitleScene(services)
    stack.push(title)
    stack.apply_pending()
    return stack, title


def test_every_unfinished_game_is_listed_with_players_when_and_how_far():
    services = headless_services()
    played = save_every_game(services)
    _, title = title_on_stack(services)
    assert sorted(s.game for s in title.saves) == sorted(played)
    for saved, button in zip(title.saves, title.save_buttons, strict=True):
        spec = services.specs[saved.game]
        assert button.label == spec.title
        assert saved.seat_names() in button.detail
        assert moment_text(services.words, saved.saved_at) in button.detail
        assert button.corner == spec.progress_text(played[saved.game].rules.turns)
        assert button.note == ""


@pytest.mark.parametrize("game", game_ids())
def test_any_listed_game_resumes_by_a_click(game):
    services = headless_services()
    played = save_every_game(services)
    stack, title = title_on_stack(services)
    button = title.save_buttons[[s.game for s in title.saves].index(game)]
    send(stack, it.PointerDown(button.rect.center))
    table = stack.top
    assert isinstance(table, TableScene) and table.spec.id == game
    assert table.match.rules.snapshot() == played[game].rules.snapshot()


def test_the_keyboard_crosses_from_the_menu_to_the_games_and_back():
    services = headless_services()
    played = save_every_game(services)
    stack, title = title_on_stack(services)
    assert title.widgets.focused.label == "Play"
    send(stack, it.Navigate(1, 0))
    assert title.widgets.focused is title.save_buttons[0]
    send(stack, it.Navigate(0, 1))
    assert title.widgets.focused is title.save_buttons[1]
    send(stack, it.Navigate(-1, 0))
    assert title.widgets.focused in title.widgets.widgets[: title.menu_count]
    send(stack, it.Navigate(1, 0), it.Navigate(0, -1), it.Confirm())
    game = title.saves[0].game
    assert isinstance(stack.top, TableScene) and stack.top.spec.id == game
    assert stack.top.match.rules.snapshot() == played[game].rules.snapshot()


def many_saves(services, count: int) -> list:
    """`count` saved games (more than there are games, to try the layout's limits)."""
    spec = services.specs["taco-loco"]
    seats = tuple(Seat(name, HUMAN if i == 0 else BOT)
                  for i, name in enumerate(("Ana", "Rosa", "Diego", "Lupe", "Mateo")))
    record = record_of(Match(spec, services.game_data(spec), GameSetup(seats, 1, {})),
                       datetime(2025, 1, 31, 18, 0, tzinfo=UTC))
    return [dataclasses.replace(record, saved_at=record.saved_at - timedelta(minutes=n),
                                rules_version=1 + n % 2, turns=n * 7)
            for n in range(count)]


@pytest.mark.parametrize("replays", [False, True])
@pytest.mark.parametrize("count", range(0, 10))
def test_every_button_and_row_fits_the_canvas_with_any_number_of_games(monkeypatch, count,
                                                                         replays):
    services = headless_services()
    saves = many_saves(services, count)
    storage = services.storage
    monkeypatch.setattr(storage, "saved_games", lambda specs: list(saves))
    if replays:
        monkeypatch.setattr(storage.user.replays, "records", lambda: ("a finished game",))
    stack, title = title_on_stack(services)
    labels = [w.label for w in title.widgets.widgets]
    assert ("Replays" in labels) == replays
    canvas = services.display.canvas.get_rect()
    assert canvas == CANVAS
    reached = set()
    for _ in range(count + 1):
        rects = [w.rect for w in title.widgets.widgets if w.visible]
        for rect in rects:
            assert canvas.contains(rect.inflate(8, 8)), f"{rect} leaves the canvas"
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), f"{a} and {b} overlap"
        reached |= {id(title.saves[title.save_buttons.index(b) + title.page *
                                    title.rows_per_page()]) for b in title.save_buttons}
        stack.draw(services.display.canvas, 0.0)
        older = [w for w in title.widgets.widgets if w.label == "Older >" and w.enabled]
        if not older:
            break
        older[0].activate()
    assert reached == {id(s) for s in saves}, "every saved game can be reached"


def test_the_logo_is_centred_by_what_is_drawn_in_it_not_by_its_margins():
    import pygame

    from tabletop.scenes.title import centring_shift

    picture = pygame.Surface((200, 50), pygame.SRCALPHA)
    pygame.draw.rect(picture, (255, 0, 0), pygame.Rect(20, 10, 100, 30))  # drawn left of centre
    assert centring_shift(picture) == 100 - 70
    services = headless_services()
    title = TitleScene(services)
    assert len(title.card_backs()) == 4  # the four games' backs in the lower corners


def test_a_new_render_scale_tilts_the_card_backs_again():
    title = TitleScene(headless_services())
    first = title.card_backs()
    title.rescaled()
    assert title.backs is None and title.card_backs() is not first


def test_dates_are_written_in_the_players_language():
    """A date as the language writes it ("Dec 6, 2026", "6 dic 2026"), never "2026-12-06"."""
    from datetime import UTC, datetime

    from tabletop.assets.catalogs import load_language
    from tabletop.core.language import Language
    from tabletop.scenes.saved_words import day_text

    noon = datetime(2026, 12, 6, 12, 0, tzinfo=UTC).astimezone()
    assert day_text(Language(), noon) == "Dec 6, 2026"
    assert day_text(load_language("es"), noon) == "6 dic 2026"
    assert moment_text(load_language("es"), noon).startswith("6 dic 2026, ")


def test_the_unfinished_games_cards_stand_apart_inside_their_panel():
    """Each card's shadow clear of the next card and of the panel's sides and foot."""
    from tabletop.scenes.title import ROW_INSET, SAVES_PANEL
    from tabletop.ui.widgets import LOOK_MARGIN

    services = headless_services()
    save_every_game(services)
    _, title = title_on_stack(services)
    rows = [button.rect for button in title.save_buttons]
    assert len(rows) == 4
    for above, below in itertools.pairwise(rows):
        assert below.top - above.bottom >= 2 * LOOK_MARGIN
    inside = SAVES_PANEL.inflate(-2 * ROW_INSET, 0)
    assert all(inside.left <= row.left and row.right <= inside.right for row in rows)
    assert rows[-1].bottom + LOOK_MARGIN < SAVES_PANEL.bottom


def test_every_bunting_flag_stands_inside_the_tables_edge():
    import pygame

    from tabletop.scenes.podium import draw_papel_picado
    from tabletop.ui.felt_finish import RIM

    services = headless_services()
    canvas = pygame.Surface((1280, 720))
    canvas.fill((0, 0, 0))
    draw_papel_picado(canvas, services.theme, services.theme.magenta, top=6)
    for x in (*range(RIM + 1), *range(1280 - RIM - 1, 1280)):  # the wood's columns: bare
        column = {canvas.get_at((x, y))[:3] for y in range(12, 36)}
        assert column == {(0, 0, 0)}, x


@pytest.mark.parametrize("count", [1, 2, 4])
def test_each_saved_game_shows_its_card_back_and_a_short_list_leaves_no_bare_felt(
        monkeypatch, count):
    """A saved game's row starts with its game's card back (its words after it); under one
    or two rows the games' card backs are fanned on the felt, never over the list or the
    menu; with a full list there is no room and none is drawn."""
    services = headless_services()
    saves = many_saves(services, count)
    storage = services.storage
    monkeypatch.setattr(storage, "saved_games", lambda specs: list(saves))
    _, title = title_on_stack(services)
    for button in title.save_buttons:
        assert button.art is not None and button.inset >= button.art.get_width()
    title.draw(services.display.canvas, 0.0)
    fanned = title.fanned is not None and len(title.fanned) == len(services.playable_specs())
    assert fanned == (count <= 2), count


@pytest.mark.parametrize("replays", [False, True])
@pytest.mark.parametrize("count", [1, 2, 4])
def test_beside_unfinished_games_the_menu_reaches_down_to_the_panels_foot(monkeypatch, count,
                                                                          replays):
    """The menu beside the unfinished games spreads down to the panel's foot at its tallest
    (level with the games' fanned backs under a short list), evenly: it stopped 88 px above
    the screen's foot, bare felt at the lower left."""
    from tabletop.scenes.title import BUTTON_HEIGHT, SAVES_PANEL

    services = headless_services()
    saves = many_saves(services, count)
    storage = services.storage
    monkeypatch.setattr(storage, "saved_games", lambda specs: list(saves))
    monkeypatch.setattr(storage.user.replays, "records",
                        lambda: ("a finished game",) if replays else ())
    _, title = title_on_stack(services)
    menu = [w.rect for w in title.widgets.widgets[:title.menu_count]]
    assert SAVES_PANEL.bottom - 6 <= menu[-1].bottom <= SAVES_PANEL.bottom
    gaps = {b.y - a.bottom for a, b in itertools.pairwise(menu)}
    assert len(gaps) == 1 and 12 <= gaps.pop() <= 3 * BUTTON_HEIGHT // 2
