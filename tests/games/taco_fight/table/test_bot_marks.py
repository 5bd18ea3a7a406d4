"""A person can follow what the bots do: each bot's play is tagged where it landed (which bot,
what card) long enough to read, and the tags never hold a bot back."""

import pygame
import pytest

from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.table.bot_marks import MARK_SECONDS, BotMarks, describe
from tabletop.input import intents as it
from tests.games.taco_fight.table.test_view import start
from tests.scenes.helpers import STEP, headless_services, send, settle


@pytest.fixture
def services(private_user_data):
    services = headless_services()
    services.settings = None
    return services


def tags(table):
    canvas = pygame.Surface((1280, 720))
    return [e for e in table.elements(canvas) if isinstance(e.key, tuple)
            and e.key[0] == "bot tag"]


def to_the_fight(stack, table, match):
    """Close the controls sheet and press the mouse seat's Ready."""
    send(stack, it.Confirm())
    settle(stack, until=lambda: all(match.rules.table().ready[s] for s in match.bots),
           limit=20.0)
    pos = table.boards[0].ready_button.center
    send(stack, it.PointerMove(pos), it.PointerDown(pos, 1), it.PointerUp(pos, 1))
    assert match.rules.phase == "fight"


def first_bot_play(stack, table, match):
    """Run the table until a bot builds, smashes or flips; that event."""
    seen = []
    told = table.after_events

    def spy(events):
        seen.extend(e for e in events if isinstance(e, E.Built | E.Smashed | E.Flipped)
                    and e.seat in match.bots)
        told(events)

    table.after_events = spy
    settle(stack, until=lambda: bool(seen), limit=40.0)
    table.after_events = told
    assert seen, "no bot played in 40 s"
    return seen[0]


def test_a_bots_play_is_tagged_where_it_landed_with_its_name_and_card(services):
    stack, table, match = start(services, humans=1, players=4)
    to_the_fight(stack, table, match)
    play = first_bot_play(stack, table, match)
    name = table.seat_name(play.seat)
    card = match.data.card(play.cards[-1])
    shown = tags(table)
    mine = [e for e in shown if e.key[1] == play.dst]
    assert mine, f"no tag where {name}'s {card.name} landed"
    look = mine[0].look
    assert look.text.startswith(name) and card.name in look.text
    assert look.colour == table.seat_style(play.seat)[0]
    assert look.shape == table.seat_style(play.seat)[1]
    landed = table.layout.place_rect(play.dst)
    if play.dst.startswith(("kitchen:", "pantry:")):  # a lone narrow card: its board's footer
        board = next(b for b in table.boards if b.seat == play.seat)
        assert board.footer.collidepoint(mine[0].rect.center)
    else:
        assert landed.collidepoint(mine[0].rect.center)


def test_a_tag_stays_long_enough_to_read_then_goes():
    marks = BotMarks()
    marks.add(1, "Rosa: Tortilla 0", "plate:1:2", now=10.0)
    assert MARK_SECONDS >= 2.0
    assert [m.text for m in marks.live(10.0 + MARK_SECONDS - 0.1)] == ["Rosa: Tortilla 0"]
    assert marks.live(10.0 + MARK_SECONDS + 0.1) == []


def test_a_newer_play_on_the_same_place_takes_its_tag():
    marks = BotMarks()
    marks.add(1, "Rosa flips Fork", "kitchen:1", now=0.0)
    marks.add(2, "Lupe flips Onion", "kitchen:2", now=0.1)
    marks.add(1, "Rosa flips Cheese", "kitchen:1", now=0.2)
    assert [m.text for m in marks.live(0.3)] == ["Lupe flips Onion", "Rosa flips Cheese"]


def test_only_seats_plays_are_tagged_not_the_games_own_moves(services):
    data = services.game_data(__import__("tabletop.games.taco_fight.spec",
                                         fromlist=["SPEC"]).SPEC)
    deal = E.PrepMoved(-1, (1,), "stack", "pantry:0", 4, 0, 1)
    assert describe(deal, "Rosa", data) is None
    card = data.cards[0]
    built = E.Built(1, (card.id,), "kitchen:1", "plate:1:0", card.value, 1, 0)
    assert describe(built, "Rosa", data) == (f"Rosa adds {card.name}", "plate:1:0")


class NoMarks(BotMarks):
    def add(self, seat, text, place, now):
        pass


def test_the_tags_never_slow_the_bots(services):
    """A table that tags the bots' plays plays exactly as one that tags nothing."""
    runs = []
    for marks in (BotMarks(), NoMarks()):
        stack, table, match = start(services, humans=1, players=4, seed=9)
        table.bot_marks = marks
        to_the_fight(stack, table, match)
        tagged = 0
        for _ in range(int(8.0 / STEP)):
            stack.update(STEP)
            stack.apply_pending()
            tagged = max(tagged, len(table.bot_marks.live(table.time)))
        runs.append((match.check_value(), len(match.log), tagged))
    (tagged_value, tagged_log, most), (plain_value, plain_log, none) = runs
    assert most > 0 and none == 0
    assert (tagged_value, tagged_log) == (plain_value, plain_log)


def test_tags_on_neighbouring_places_never_cover_each_other(services):
    stack, table, match = start(services, humans=1, players=4)
    send(stack, it.Confirm())
    now = table.time
    for i, place in enumerate(("kitchen:0", "plate:0:0", "plate:0:1", "attacker:0:0",
                               "pantry:0", "plate:0:2")):
        table.bot_marks.add(1 + i % 3, f"{table.seat_name(1 + i % 3)}: Guacamole {i}", place,
                            now)
    shown = tags(table)
    assert shown
    rects = [pygame.Rect(e.look.tag) for e in shown]
    for i, first in enumerate(rects):
        assert first.collidelist(rects[i + 1:]) < 0, "two tags overlap"
    assert any(e.key[1] == "plate:0:2" for e in shown), "the newest tag is left out"


BAND = 30 / 109
"""A face's value band (its top) and name (its foot), as shares of its height
(`faces.DESIGN`: the band is 30 of 109, the name sits in the last 24)."""
NAME = 24 / 109


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_tag_leaves_every_cards_value_and_name_in_sight(services, players):
    """A bot's tag crosses the picture of the card it lands on (and of its neighbours in the
    row), never a value or a name."""
    from tabletop.games.taco_fight.table.draw_over import bot_tag_rect

    stack, table, match = start(services, humans=1, players=players)
    style = table.style()
    for board in table.boards:
        places = [board.kitchen, board.pantry, *board.plate_rects, *board.attackers]
        for place in places:
            tag = bot_tag_rect(style, place, "Constantino: Guacamole 6", board.rect)
            assert tag.top >= place.y + round(place.h * BAND), (players, board.seat, place)
            assert tag.bottom <= place.bottom - round(place.h * NAME), (players, place)


@pytest.mark.parametrize("players", [3, 4])
def test_many_tags_at_once_cover_no_cards_value_or_name(services, players):
    """Every seat's bots playing at once (a tag on each place of every board): each tag shown
    crosses the places it meets only across their pictures, never a value or a name of any
    card in its row or the rows above and below (an older tag is slid along its row, or left
    out, never moved up onto the numbers)."""
    stack, table, match = start(services, humans=1, players=players)
    for board in table.boards:
        seat = board.seat
        places = [f"kitchen:{seat}", f"pantry:{seat}"]
        places += [f"plate:{seat}:{slot}" for slot in range(table.plates)]
        for place in places:
            table.bot_marks.add(seat, "Constantino: Guacamole 6", place, table.time)
    shown = table.bot_tags(table.table)
    assert shown
    for board in table.boards:
        cards = [board.kitchen, board.pantry, *board.plate_rects, *board.attackers]
        for element in shown:
            tag = pygame.Rect(element.look.tag)
            for place in cards:
                if tag.colliderect(place):
                    assert tag.top >= place.y + round(place.h * BAND), (players, place, tag)
                    assert tag.bottom <= place.bottom - round(place.h * NAME), (players, place)


@pytest.mark.parametrize("players", [3, 4])
def test_mid_fight_tags_cover_no_value_name_fists_or_plate_number(services, players):
    """Mid-fight (the screenshot's `--scene fight --steps 45`, cards on the plates): every
    tag shown, the fight's own and one on each place of every board, leaves each card's
    value band (its value and fists), its name and a covered plate's number in sight."""
    from tabletop.games.taco_fight.table.draw_board import plate_badge_box

    table = mid_fight_table(services, players)
    model = table.table
    for board in table.boards:
        seat = board.seat
        for place in [f"kitchen:{seat}", f"pantry:{seat}",
                      *(f"plate:{seat}:{slot}" for slot in range(table.plates))]:
            table.bot_marks.add(seat, "Rosa: Meat 2", place, table.time)
    shown = [pygame.Rect(e.look.tag) for e in table.bot_tags(model)]
    assert shown
    for board in table.boards:
        badges = [plate_badge_box(board, slot)
                  for slot, pile in enumerate(model.plates[board.seat]) if pile]
        assert badges, "no card on a plate mid-fight"
        for tag in shown:
            assert tag.collidelist(badges) < 0, (players, board.seat, tag)
            for place in [board.kitchen, board.pantry, *board.plate_rects, *board.attackers]:
                if tag.colliderect(place):
                    assert tag.top >= place.y + round(place.h * BAND), (players, place, tag)
                    assert tag.bottom <= place.bottom - round(place.h * NAME), (players, place)


@pytest.mark.parametrize("players", [3, 4])
def test_a_tag_with_no_room_in_its_row_goes_to_its_boards_footer(services, players):
    """Mid-fight (`--scene fight --steps 45`), every bot's kitchen flip tagged at once with a
    tag on each of its plates: a tag its row has no room for is shown in its board's footer
    strip, past the footer's own words and tacos, over no card and no other tag."""
    from tabletop.games.taco_fight.table import draw_board
    from tabletop.games.taco_fight.table.view_model import footer

    table = mid_fight_table(services, players)
    table.bot_marks.clear()
    for board in table.boards[1:]:
        seat = board.seat
        for place in [f"kitchen:{seat}", *(f"plate:{seat}:{s}" for s in range(table.plates))]:
            table.bot_marks.add(seat, f"{table.seat_name(seat)} flips Guacamole", place,
                                table.time)
    shown = table.bot_tags(table.table)
    style, model = table.style(), table.model()
    in_footers = 0
    for element in shown:
        tag = pygame.Rect(element.look.tag)
        board = next(b for b in table.boards if b.rect.collidepoint(tag.center))
        if not board.footer.contains(tag):
            continue
        in_footers += 1
        strip = footer(model, table.data, board.seat, style.words)
        assert tag.x > draw_board.footer_end(style, board, strip), (players, tag)
        places = [board.kitchen, board.pantry, *board.plate_rects, *board.attackers]
        assert tag.collidelist(places) < 0, (players, tag)
    assert in_footers, "no tag found room in a footer"
    rects = [pygame.Rect(e.look.tag) for e in shown]
    for i, first in enumerate(rects):
        assert first.collidelist(rects[i + 1:]) < 0, "two tags overlap"


def test_a_tags_depth_stays_while_it_shows_and_a_newer_one_lies_over_it():
    from tabletop.games.taco_fight.table.bot_marks import BotMarks, tag_z

    marks = BotMarks()
    marks.add(0, "Ana plays Onion", "kitchen:0", 1.0)
    first = tag_z(marks.live(1.0)[0])
    marks.add(1, "Rosa plays Cheese", "kitchen:1", 1.5)
    older, newer = marks.live(1.5)
    assert tag_z(older) == first < tag_z(newer)  # a newer tag did not move the older one
    assert tag_z(marks.live(3.6)[0]) == tag_z(newer)  # nor did the older one going


def mid_fight_table(services, players: int):
    """The screenshot's `--scene fight --steps 45` table (cards on the plates)."""
    import argparse

    from tabletop.engine.scene_stack import SceneStack
    from tabletop.games.taco_fight.table.view import TacoFightTable
    from tabletop.tools.screenshot import build_scene

    args = argparse.Namespace(scene="fight", game="taco-fight", players=players, seed=7,
                              steps=45, option=[], size="1280x720")
    stack = SceneStack()
    build_scene(services, stack, args)
    stack.apply_pending()
    return next(s for s in stack.scenes if isinstance(s, TacoFightTable))
