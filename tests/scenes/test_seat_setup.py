"""Seat setup is composed as one game screen at every seat count: the game's card and its
choices on one panel in the middle of the room between the heading and the buttons, close
together (no gap the eye has to cross), nothing overlapping, nothing off the panel; each
option explained in a plain line."""

import itertools

import pygame
import pytest

from tabletop.games.catalog import game_specs
from tabletop.scenes.seat_setup import INVITE, ROOM, START_ON_PHONES, SeatSetupScene
from tabletop.ui import fonts
from tabletop.ui.widgets import Button
from tests.scenes.helpers import headless_services

BIGGEST_GAP = 40
"""The most felt between one row of choices and the next, or the line under them."""


def counts():
    return [(game, n) for game, spec in game_specs().items()
            for n in range(spec.min_players, spec.max_players + 1)]


@pytest.fixture
def services(private_user_data):
    return headless_services()


@pytest.mark.parametrize(("game", "count"), counts())
def test_the_choices_stand_close_together_in_the_middle(services, game, count):
    scene = SeatSetupScene(services, game_specs()[game])
    scene._set_count(str(count))
    choices = [w.rect for w in scene.widgets.widgets if w.visible and not isinstance(w, Button)]
    explained = [room for _said, room, _anchor in scene.explained]
    free = [place for _seat, place in scene.free_seats()]  # drawn, quiet: not widgets
    note = scene.solo_note_place()  # (a solo Crazy Taco's second row)
    free += [note] if note is not None else []
    rows = sorted({(r.top, r.bottom) for r in [*choices, *explained, *free]})
    blocks = rows + [(scene.hint_box.top, scene.hint_box.bottom)]
    for (_, above), (below, _) in itertools.pairwise(blocks):
        assert below - above <= BIGGEST_GAP, f"{below - above} px between rows of choices"
    box = scene.table_box
    for rect in [*choices, *explained, scene.hint_box, scene.message_box]:
        assert box.contains(rect), f"{rect} leaves the panel {box}"
    for i, rect in enumerate([*choices, *explained]):
        for other in [*choices, *explained][i + 1:]:
            assert not rect.colliderect(other)
    above, below = box.top - ROOM[0], ROOM[1] - box.bottom
    assert above >= 0 and below >= 0
    assert abs(above - below) <= 24, f"{above} px above the panel, {below} px below"
    buttons = [w.rect for w in scene.widgets.widgets if isinstance(w, Button)]
    assert all(not box.colliderect(b) for b in buttons)


@pytest.mark.parametrize("game", list(game_specs()))
def test_the_screen_is_the_games_own(services, game):
    """The game's card back left of the seats, its colour round the panel."""
    spec = game_specs()[game]
    scene = SeatSetupScene(services, spec)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas, 0.0)
    box = scene.table_box
    edge = (box.centerx, box.top + 1)
    assert canvas.get_at(edge)[:3] == spec.accent_rgb


@pytest.mark.parametrize("game", list(game_specs()))
def test_every_option_is_explained_in_english_and_spanish(services, game):
    from tabletop.assets.catalogs import load_language

    spec = game_specs()[game]
    scene = SeatSetupScene(services, spec)
    assert len(scene.explained) == len(spec.options)
    spanish = load_language("es")
    for option in spec.options:
        assert option.help and spanish.gettext(option.help) != option.help, option.name


@pytest.mark.parametrize("game", list(game_specs()))
def test_the_big_choices_are_chips_and_the_help_is_readable(services, game):
    """How many play, human or bot and a bot's skill are rows of chips, every value in
    sight; a click on a count's chip seats that many; no help text under 14 px."""
    from tabletop.ui import fonts
    from tabletop.ui.widgets import Chips

    spec = game_specs()[game]
    scene = SeatSetupScene(services, spec)
    chips = [w for w in scene.widgets.widgets if isinstance(w, Chips) and w.visible]
    assert len(chips) >= scene.count  # each seat's human/bot at least
    if spec.min_players != spec.max_players:
        counts = chips[0]
        assert counts.choices[0] == str(spec.min_players)
        counts.click(counts.chip_rects()[-1].center)
        assert scene.count == spec.max_players
    placed_all = placed_texts(services, scene)
    helps = {scene.option_help(option) for option in spec.options if option.help}
    tall = [placed.rect.h for placed in placed_all if placed.text in helps]
    assert len(tall) == len(helps) and min(tall) >= services.fonts.line_height(fonts.SMALL)


@pytest.mark.parametrize("game", list(game_specs()))
def test_the_grid_stays_put_whatever_the_count_and_the_game(services, game):
    """The panel is the same for every game, and nothing moves when the count changes: an
    empty seat is a dashed place ("Free seat"), never a widget of the focus ring."""
    from tabletop.scenes.seat_setup import TABLE_BOX
    from tabletop.ui.widgets import Chips

    spec = game_specs()[game]
    scene = SeatSetupScene(services, spec)
    places = None
    for count in range(spec.min_players, spec.max_players + 1):
        scene._set_count(str(count))
        assert scene.table_box == TABLE_BOX
        solo = scene.solo_note_place() is not None  # (Crazy Taco's customers: a note)
        assert len(scene.free_seats()) + solo == spec.max_players - count
        rows = (scene.row_top, scene.hint_box.y, [r for _s, r in scene.option_labels])
        assert places is None or rows == places, count
        places = rows
    counts = [w for w in scene.widgets.widgets if isinstance(w, Chips)
              and w.label == services.words.gettext("Players")]
    assert len(counts) == (spec.min_players != spec.max_players)


@pytest.mark.parametrize("game", list(game_specs()))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_options_name_stands_on_one_line(services, game, lang):
    from tabletop.assets.catalogs import load_language
    from tabletop.ui import fonts
    from tabletop.ui.fonts import TextLog

    services.words = load_language(lang)
    try:
        scene = SeatSetupScene(services, game_specs()[game])
        log = TextLog()
        services.fonts.log = log
        scene.draw(pygame.Surface((1280, 720)), 0.0)
    finally:
        services.fonts.log = None
        services.words = load_language("en")
    names = {said for said, _room in scene.option_labels}
    drawn = [p for p in log.placed if p.text in names]
    assert len(drawn) == len(names)
    for placed in drawn:
        assert placed.rect.h <= services.fonts.line_height(fonts.SMALL) + 4, placed.text


def test_a_yes_no_option_is_two_chips_with_their_words_and_every_chosen_chip_is_marigold(
        services):
    """One look for "chosen": every chosen chip (the count, human or bot, a bot's skill, an
    option's value) is lit marigold; a yes/no option is two chips, "Off" and "On", like every
    other choice on the screen (a settings switch in a cream pad read as a form)."""
    from tabletop.ui import fonts
    from tabletop.ui.widgets import Chips
    from tabletop.ui.widgets_switch import Switch

    scene = SeatSetupScene(services, game_specs()["taco-party"])
    theme = services.theme
    assert not any(isinstance(w, Switch) for w in scene.widgets.widgets)
    name = game_specs()["taco-party"].options[0].name
    chips = next(w for w in scene.widgets.widgets if isinstance(w, Chips)
                 and set(w.choices) == {"on", "off"})
    services.fonts.log = log = fonts.TextLog()
    chips.draw(pygame.Surface((1280, 720)), services.fonts, theme, False, False)
    assert sorted(p.text for p in log.placed) == ["Off", "On"]
    other = chips.chip_rects()[1 - chips.index]
    before = chips.value
    chips.click(other.center)  # a click on the other chip chooses it
    assert chips.value != before and scene.options[name] == chips.value
    for chips in (w for w in scene.widgets.widgets if isinstance(w, Chips) and w.visible):
        canvas = pygame.Surface((1280, 720))
        chips.draw(canvas, services.fonts, theme, False, False)
        chip = chips.chip_rects()[chips.index]
        assert canvas.get_at((chip.x + 8, chip.y + chip.h // 2))[:3] == tuple(theme.marigold)[:3]



@pytest.mark.parametrize("game", [g for g, spec in game_specs().items()
                                  if spec.max_players - spec.min_players >= 2])
def test_a_click_on_a_free_seat_seats_players_up_to_it(services, game):
    """The dashed "Free seat" is quiet (it says the seat is free; the count's chips are the
    control that fills it), yet a click on it still seats players up to it."""
    from tabletop.core.game import BOT
    from tabletop.input import intents as it
    from tabletop.scenes.seat_setup import FREE_SEAT

    spec = game_specs()[game]
    scene = SeatSetupScene(services, spec)
    free = scene.free_seats()
    assert free and services.words.gettext(FREE_SEAT).startswith("Free seat")
    seat, place = free[-1]
    scene.handle(it.PointerDown(place.center, 1))
    assert scene.count == seat + 1 and not scene.free_seats()
    assert all(kind == BOT for kind in scene.kinds[1:scene.count])


def test_a_bot_of_one_level_says_its_level(services):
    """Where a game's bot has one level only (Crazy Taco), its seat says so, rather than
    showing no skill at all."""
    from tabletop.core.game import BOT
    from tabletop.scenes.seat_setup import ONE_SKILL, SKILL_WORDS

    spec = next(s for s in game_specs().values() if len(s.bot_skills) == 1)
    scene = SeatSetupScene(services, spec)
    scene._set_count(str(spec.max_players))
    scene._set_kind(spec.max_players - 1, BOT)
    placed_all = placed_texts(services, scene)
    said = ONE_SKILL.format(skill=SKILL_WORDS[spec.bot_skills[0]])
    assert [t for t in placed_all if t.text == said]


@pytest.mark.parametrize("game", [g for g, s in game_specs().items() if len(s.bot_skills) > 1])
def test_the_bots_skill_chips_have_a_heading_over_them(services, game):
    """"Bot level" heads the skill chips (Easy, Normal, Hard) as their column's heading:
    centred over the whole column (a reviewer found it over Easy alone, left-aligned, while
    the chips ran on to Hard), on the players' count's line over the seats' card (never inside a
    seat's row), clear of every other choice; with no bot seated there is no heading."""
    from tabletop.core.game import BOT, HUMAN
    from tabletop.scenes.seat_setup import BOT_LEVEL

    spec = game_specs()[game]
    scene = SeatSetupScene(services, spec)
    scene._set_kind(1, BOT)
    placed_all = placed_texts(services, scene)
    heading = next(t.rect for t in placed_all if t.text == BOT_LEVEL)
    skills = [w for w in scene.widgets.widgets if getattr(w, "label", "") == "Bot" and
              getattr(w, "visible", True) and len(getattr(w, "choices", ())) > 1
              and set(w.choices) == set(spec.bot_skills)]
    column = skills[0].rect if skills else None
    assert column is not None and abs(heading.centerx - column.centerx) <= 2
    assert column.left <= heading.left and heading.right <= column.right
    card_top = scene.row_top - 6  # the seats' card: the heading stays off it, in no row
    assert heading.bottom <= card_top - 8, "Bot level runs into the seats' rows"
    line = scene.players_label  # on the players' count's line, over its column
    assert line is not None and abs(heading.centery - line.centery) <= 4
    others = [w.rect for w in scene.widgets.widgets if w.visible]
    assert not any(heading.colliderect(rect) for rect in others)
    for seat in range(scene.count):
        scene._set_kind(seat, HUMAN)
    assert scene.skill_heading is None


@pytest.mark.parametrize("game", list(game_specs()))
def test_seating_a_count_keeps_within_the_games_seats(services, game):
    """`seat` (the screenshot's --players) seats that many, never more or fewer than the game
    takes."""
    spec = game_specs()[game]
    scene = SeatSetupScene(services, spec)
    scene.seat(99)
    assert scene.count == spec.max_players and not scene.free_seats()
    scene.seat(0)
    assert scene.count == spec.min_players


def test_the_options_help_is_written_in_a_readable_ink_on_its_card(services):
    """An option's plain line under its chips reads at TV distance: its ink stands at least
    4.5:1 on the seats' card (sampled where the words are drawn)."""
    from tabletop.ui import palette

    spec = next(s for s in game_specs().values() if s.options)
    scene = SeatSetupScene(services, spec)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas, 0.0)
    _said, room, _anchor = scene.explained[0]
    pixels = {canvas.get_at((x, y))[:3] for x in range(room.x, room.right, 2)
              for y in range(room.y, room.bottom, 2)}
    darkest = min(pixels, key=sum)
    assert palette.contrast_ratio(darkest, palette.CREAM_DARK) >= palette.TEXT_CONTRAST


def placed_texts(services, scene) -> list:
    """Every text drawing the scene once at 1280x720 lays out (its words and where)."""
    from tabletop.ui.fonts import TextLog

    services.fonts.log = log = TextLog()
    try:
        scene.draw(pygame.Surface((1280, 720)), 0.0)
    finally:
        services.fonts.log = None
    return log.placed


def hint_said(services, scene) -> list[str]:
    return [p.text for p in placed_texts(services, scene) if scene.hint_box.contains(p.rect)]


@pytest.mark.parametrize("game", list(game_specs()))
def test_each_phones_button_says_what_it_does_when_pointed_at(services, game):
    """"Invite phones" and "Start on phones" are told apart in one plain line each, said in
    the hint's place while the pointer is on the button (or it has the keys' focus)."""
    from tabletop.core.game import HUMAN
    from tabletop.input import intents as it

    scene = SeatSetupScene(services, game_specs()[game])
    scene._set_kind(1, HUMAN)
    buttons = {w.label: w for w in scene.widgets.widgets if isinstance(w, Button)}
    for label, opening in ((INVITE, "Invite phones: "),
                           (START_ON_PHONES, "Start on phones: ")):
        label = scene.invite() if label == INVITE else label  # (a full table's says so)
        scene.handle(it.PointerMove(buttons[label].rect.center))
        said = hint_said(services, scene)
        assert any(line.startswith(opening) for line in said), (label, said)
    scene.handle(it.PointerMove((5, 5)))
    assert not any(": " in line and "phone" in line for line in hint_said(services, scene))


def test_one_person_alone_may_start_on_phones_at_a_real_time_table(services):
    """A real-time table (¡Taco Fight!) with one human seat: the phone works as a solo
    controller, so "Start on phones" is offered and switched on (as the pause menu's "Play on
    phones" is), not refused for want of a second human."""
    spec = next(s for s in game_specs().values() if s.realtime)
    scene = SeatSetupScene(services, spec)
    scene.seat(1)
    buttons = {getattr(w, "label", ""): w for w in scene.widgets.widgets}
    assert INVITE in buttons and START_ON_PHONES in buttons
    assert buttons[START_ON_PHONES].enabled


@pytest.mark.parametrize("game", list(game_specs()))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_options_keep_their_size_in_every_language(services, game, lang):
    """An option's name and its chips' words stand at their own sizes, never shrunk to fit
    (Spanish "Reloj de arena más largo (ayuda)" and "Última jugada" shrank to 13-14 px): the
    names' column widens and each chip takes the width its words need."""
    from tabletop.assets.catalogs import load_language
    from tabletop.ui import fonts
    from tabletop.ui.widgets import Chips

    services.words = load_language(lang)
    try:
        scene = SeatSetupScene(services, game_specs()[game])
    finally:
        services.words = load_language("en")
    ui = services.fonts
    for said, room in scene.option_labels:
        assert ui.measure(said, fonts.SMALL)[0] <= room.w, said
    names = {said for said, _room in scene.option_labels}
    options = [w for w in scene.widgets.widgets if isinstance(w, Chips)
               and getattr(w, "label", "") in names]
    assert len(options) == len(names)
    for chips in options:
        assert chips.text_size(ui) == chips.size, (chips.label, chips.text_size(ui))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_taco_fights_waves_say_their_timing_in_plain_words_on_one_line(lang, monkeypatch):
    """The waves' help said "timed prep" (the rules' word, unclear to a newcomer): it says
    Madness gives 30 s to get ready, on one line at the small size, never shrunk."""
    from tabletop.assets.catalogs import load_language
    from tabletop.ui import fonts

    services = headless_services()
    services.words = load_language(lang)
    spec = game_specs()["taco-fight"]
    scene = SeatSetupScene(services, spec)
    waves = services.words.gettext(spec.options[0].help)
    assert "prep" not in spec.options[0].help and "30 s" in waves
    sizes: list[float] = []
    text = services.fonts.text

    def spy(words, size, *args, **kwargs):
        if words == waves:
            sizes.append(size)
        return text(words, size, *args, **kwargs)

    monkeypatch.setattr(services.fonts, "text", spy)
    placed_all = placed_texts(services, scene)
    placed = next(t for t in placed_all if t.text == waves)
    assert sizes and min(sizes) == fonts.SMALL, sizes
    assert placed.rect.h < 2 * services.fonts.line_height(fonts.SMALL)
    assert placed.box.contains(placed.rect)


def test_the_phones_buttons_say_what_they_do_without_pointing_and_why_one_is_off(
        services):
    """Each phones' button says on its face what it does (a player choosing sees both
    without pointing at either); with one person seated at a turn-based table "Start on
    phones" is a switched-off button (a disabled button's fill, not a dashed slot like a free
    seat's) saying in short why, and pointed at, the hint says what to change."""
    from tabletop.core.game import HUMAN
    from tabletop.input import intents as it
    from tabletop.scenes.seat_setup import NO_START, NO_START_HOW, START_BOX

    scene = SeatSetupScene(services, game_specs()["taco-party"])
    said = [p.text for p in placed_texts(services, scene)]
    assert on_face(NO_START, said) and START_ON_PHONES not in said
    off = next(w for w in scene.widgets.widgets if getattr(w, "label", "") == NO_START)
    assert not off.enabled and off.rect == START_BOX
    assert "\n" in INVITE and on_face(INVITE, said)
    scene.handle(it.PointerMove(off.rect.center))
    assert services.words.gettext(NO_START_HOW) in hint_said(services, scene)
    scene.handle(it.PointerMove((5, 5)))
    scene._set_kind(1, HUMAN)
    placed = placed_texts(services, scene)
    said = [p.text for p in placed]
    assert on_face(START_ON_PHONES, said) and on_face(INVITE, said)
    assert NO_START.partition("\n")[2] not in said
    for label in (INVITE, START_ON_PHONES):  # what it does: a quieter sub-line, still >= 16
        head, _, tail = label.partition("\n")
        head_at = next(p for p in placed if p.text == head)
        tail_at = next(p for p in placed if p.text == tail)
        least = services.fonts.line_height(fonts.MIN_TEXT)
        assert least <= tail_at.rect.h < head_at.rect.h
        assert tail_at.rect.top >= head_at.rect.bottom - 2


def on_face(label: str, said: list[str]) -> bool:
    """Whether a two-line button's label is on its face (its name, and under it its
    sub-line, each a line of its own)."""
    return all(line in said for line in label.split("\n"))


def test_a_table_of_one_seat_says_nothing_about_starting_on_phones(services):
    """Crazy Taco solo: no one to hide a hand from, so no "needs two human players" either."""
    from tabletop.scenes.seat_setup import NO_START

    scene = SeatSetupScene(services, game_specs()["crazy-taco"])
    scene.seat(1)
    said = [p.text for p in placed_texts(services, scene)]
    assert NO_START.split("\n")[1] not in said and START_ON_PHONES.split("\n")[0] not in said
    assert on_face(INVITE, said)


def test_the_phones_bar_reads_at_20_px_and_stands_evenly_at_a_table_of_one(services):
    """The bar's smallest words a player reads, the phones' sub-lines (the switched-off
    "Start on phones"'s too), at 20 px (not the 18 of a shared button's sub-line, nor a
    squeezed 16-17); "Start on phones" says it starts now, "Invite phones" that it adds
    players before the start (a first-time host tells the two apart); and with no "Start on
    phones" at all (Crazy Taco alone), "Invite phones" stands in the middle between Back and
    Start, never beside a 430 px gap."""
    from tabletop.core.game import HUMAN
    from tabletop.scenes.seat_setup import BACK_BOX, NO_START, START_KEY_BOX

    least = services.fonts.line_height(20)
    scene = SeatSetupScene(services, game_specs()["taco-party"])
    placed = placed_texts(services, scene)
    why = next(p for p in placed if p.text == NO_START.partition("\n")[2])
    assert why.rect.h >= least and why.box.contains(why.rect)
    scene._set_kind(1, HUMAN)
    placed = placed_texts(services, scene)
    for label in (INVITE, START_ON_PHONES):
        tail = next(p for p in placed if p.text == label.partition("\n")[2])
        assert tail.rect.h >= least, label
        assert tail.box.contains(tail.rect), label  # (whole in its button)
    assert "start now" in START_ON_PHONES and "before you start" in INVITE
    alone = SeatSetupScene(services, game_specs()["crazy-taco"])
    alone.seat(1)
    said = [p.text for p in placed_texts(services, alone)]
    assert NO_START.partition("\n")[2] not in said
    invite = next(w for w in alone.widgets.widgets if getattr(w, "label", "") == INVITE)
    middle = (BACK_BOX.right + START_KEY_BOX.left) // 2
    assert abs(invite.rect.centerx - middle) <= 1, invite.rect


def test_a_solo_game_offers_no_free_seat_and_says_what_two_players_change(services):
    """Crazy Taco alone: its second seat is the customers' player, not a free seat; the row
    says what 2 players changes, inside the seats' card."""
    scene = SeatSetupScene(services, game_specs()["crazy-taco"])
    scene._set_count("1")
    assert scene.free_seats() == []
    note = scene.solo_note_place()
    assert note is not None and note.right <= 180 + 150 + 920
    said = services.words.gettext("Solo: the customers come from the deck. With 2 players, "
                                  "one plays them.")
    assert services.fonts.measure(said, fonts.SMALL)[0] <= note.w
    scene._set_count("2")
    assert scene.solo_note_place() is None
    fight = SeatSetupScene(services, game_specs()["taco-fight"])
    fight._set_count("1")
    assert len(fight.free_seats()) == 3 and fight.solo_note_place() is None


def test_every_game_spaces_its_seats_alike(services):
    """One row pitch in every game (Taco Party's rows stood 68 px apart, Taco Loco's 56)."""
    pitches = set()
    for spec in game_specs().values():
        scene = SeatSetupScene(services, spec)
        scene._set_count(str(spec.max_players))
        names = sorted(w.rect.y for w in scene.widgets.widgets if type(w).__name__ == "TextField")
        pitches |= {b - a for a, b in itertools.pairwise(names)}
    assert len(pitches) == 1, pitches


def test_the_games_card_stays_put_as_the_count_changes(services):
    """The left column's card back keeps its size and place at every count (Crazy Taco's
    shrank from about 210 to 165 px when a second seat's role came under it)."""
    canvas = pygame.Surface((1280, 720))
    for game, spec in game_specs().items():
        spots = set()
        for count in range(spec.min_players, spec.max_players + 1):
            scene = SeatSetupScene(services, spec)
            scene._set_count(str(count))
            scene.draw_content(canvas)
            spots.add(tuple(scene.art_spot))
        assert len(spots) == 1, (game, spots)


def test_the_same_number_rules_help_says_the_chosen_choice_alone():
    """Taco Loco's same-number option explained both choices in one dense sentence: its help
    says the chosen choice's line alone, and another choice says its own (English, Spanish)."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_loco.rules.options import SAME_NUMBER, TOP_OF_TACO

    services = headless_services()
    spec = services.specs["taco-loco"]
    scene = SeatSetupScene(services, spec)
    option = next(o for o in spec.options if o.name == SAME_NUMBER)
    first = scene.option_help(option)
    assert first.startswith("A card with the same number as the last card played")
    assert "\n" not in first and "may not" not in first
    scene._set_option(SAME_NUMBER, TOP_OF_TACO)
    second = scene.option_help(option)
    assert "top card" in second and "\n" not in second
    assert [said for said, _room, _anchor in scene.explained] == [second]
    services.words = load_language("es")
    assert "\n" not in scene.option_help(option) and "cuya carta" in scene.option_help(option)
