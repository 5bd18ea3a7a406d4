"""'Play on phones' from the pause menu: phones on, each phone seat's QR code over the table."""

import os

import pygame

from tabletop.phones.address import reachable
from tabletop.scenes.pause import PauseScene
from tabletop.scenes.phone_codes import PhoneCodesScene
from tabletop.scenes.seat_setup import START_ON_PHONES
from tabletop.ui import fonts
from tests.phones.helpers import humans, open_table


def test_play_on_phones_from_the_pause_menu_shows_a_code_per_human_seat(tmp_path):
    stack, table, match = open_table("taco-loco", humans("h", "h", "b"))
    table.open_pause()
    stack.apply_pending()
    pause = stack.top
    assert isinstance(pause, PauseScene)
    button = next(b for b in pause.widgets.widgets if getattr(b, "label", "") == "Play on phones")
    button.activate()
    stack.apply_pending()
    codes = stack.top
    assert isinstance(codes, PhoneCodesScene)
    session = table.phones.session
    assert session is not None and table.phones.seats == (0, 1)
    assert [link for _, link in codes.request.links] == [session.url(0), session.url(1)]
    # bound to this computer alone (a test): a phone could never open it, so no code shows
    assert codes.request.address == "" and codes.codes == [] and not codes.online
    canvas = pygame.Surface((1280, 720))
    table.services.fonts.log = log = fonts.TextLog()
    stack.draw(canvas, 0.0)
    drawn = " ".join(p.text for p in log.placed)
    assert "No network found" in drawn and "127.0.0.1" not in drawn
    assert "camera" not in drawn  # no code to point a camera at: no step that asks it
    if os.environ.get("PHONE_SHOTS"):
        pygame.image.save(canvas, os.path.join(os.environ["PHONE_SHOTS"], "codes_offline.png"))
    stop = next(b for b in codes.widgets.widgets if getattr(b, "label", "") == "Stop phones")
    stop.activate()
    stack.apply_pending()
    assert stack.top is table and not table.phones.on
    assert not table.services.phones.open_now
    assert table.humans == (0, 1)  # back to hot seat: the curtain comes again


def test_a_fight_table_offers_phones_as_controllers_even_to_one_person():
    stack, table, _ = open_table("taco-fight", humans("h", "b"))
    offer = table.phones.offered()
    assert offer is not None
    offer()
    stack.apply_pending()
    assert isinstance(stack.top, PhoneCodesScene)
    assert table.phones.seats == (0,) and table.hub.phones == (0,)
    table.exit()


def test_a_turn_based_table_with_one_person_does_not_offer_phones():
    stack, table, _ = open_table("taco-loco", humans("h", "b", "b"))
    assert table.phones.offered() is None


def test_seat_setup_starts_a_game_on_phones_with_two_people_and_not_with_one():
    from tabletop.core.game import HUMAN
    from tabletop.engine.scene_stack import SceneStack
    from tabletop.phones.host import PhoneHost
    from tabletop.scenes.seat_setup import SeatSetupScene
    from tests.scenes.helpers import headless_services

    services = headless_services()
    services.phones = PhoneHost("127.0.0.1")
    spec = services.specs["taco-party"]
    setup = SeatSetupScene(services, spec)
    labels = [getattr(w, "label", "") for w in setup.widgets.widgets]
    assert START_ON_PHONES not in labels  # one person: nothing to hide, the screen unchanged
    setup._set_kind(1, HUMAN)
    stack = SceneStack()
    stack.push(setup)
    stack.apply_pending()
    button = next(w for w in setup.widgets.widgets
                  if getattr(w, "label", "") == START_ON_PHONES)
    button.activate()
    stack.apply_pending()
    # the press is said on the screen first (opening the server and the table takes a moment)
    services.fonts.log = log = fonts.TextLog()
    stack.draw(pygame.Surface((1280, 720)), 0.0)
    assert "Opening the table to phones…" in [p.text for p in log.placed]
    assert stack.top is setup and setup.due_in() == 0.0  # ...and the next frame comes at once
    stack.update(1 / 60)
    stack.apply_pending()
    assert isinstance(stack.top, PhoneCodesScene)
    table = stack.scenes[-2]
    assert table.phones.seats == (0, 1) and table.humans == ()
    table.exit()


def codes_scene(controller: bool, count: int, present: frozenset[int] = frozenset()):
    from tabletop.routes import PhoneCodes
    from tests.scenes.helpers import headless_services

    services = headless_services()
    names = ("Ana", "Rosa", "Diego", "Lupe", "Mateo")  # (as the seats are named)
    links = tuple((names[i], f"http://10.0.0.2:8000/seat/{'t' * 40}{i}") for i in range(count))
    came = set(present)
    request = PhoneCodes("Taco Loco", "10.0.0.2:8000", links, lambda: None, controller,
                         tuple(range(count)), lambda: frozenset(came))
    return services, PhoneCodesScene(services, request), came


def test_each_card_says_whether_its_phone_has_come_and_follows_phones_coming():
    """Seat by seat: "Phone connected" (lime, with a tick) or "Not scanned yet", looked at
    again while the screen stands still."""
    from tabletop.scenes.phone_codes import CONNECTED, LOOK_EVERY, NOT_YET

    services, scene, came = codes_scene(False, 3, frozenset({1}))
    services.fonts.log = log = fonts.TextLog()
    scene.draw(pygame.Surface((1280, 720)), 0.0)
    said = [p.text for p in log.placed]
    assert said.count(CONNECTED) == 1 and said.count(NOT_YET) == 2
    assert scene.due_in() is not None and scene.due_in() <= LOOK_EVERY
    came.add(2)
    scene.changed = False
    scene.update(LOOK_EVERY)
    assert scene.changed and scene.present == frozenset({1, 2})
    log.placed.clear()
    scene.draw(pygame.Surface((1280, 720)), 0.0)
    said = [p.text for p in log.placed]
    assert said.count(CONNECTED) == 2 and said.count(NOT_YET) == 1
    cards, status = scene.cards(), [p for p in log.placed if p.text in (CONNECTED, NOT_YET)]
    assert all(any(card.contains(p.rect) for card in cards) for p in status)
    if os.environ.get("PHONE_SHOTS"):
        for count in (1, 2, 3, 4, 5):
            _s, shot, _c = codes_scene(count == 1, count, frozenset({0, 3}))
            canvas = pygame.Surface((1280, 720))
            shot.draw(canvas, 0.0)
            pygame.image.save(canvas, os.path.join(os.environ["PHONE_SHOTS"],
                                                   f"codes_{count}.png"))
            big = pygame.transform.smoothscale(canvas, (1920, 1080))  # (a couch's view)
            pygame.image.save(big, os.path.join(os.environ["PHONE_SHOTS"],
                                                f"codes_{count}_1080.png"))
        canvas = pygame.Surface((1280, 720))
        scene.draw(canvas, 0.0)
        pygame.image.save(canvas, os.path.join(os.environ["PHONE_SHOTS"], "codes.png"))


def test_no_loopback_address_is_ever_offered_to_a_phone():
    assert not reachable("127.0.0.1:8000") and not reachable("127.0.1.1")
    assert not reachable("localhost:80") and not reachable("[::1]") and not reachable("")
    assert reachable("192.168.1.20:8123") and reachable("10.0.0.2")


def test_the_codes_screen_covers_the_table_and_says_three_steps_in_body_text():
    """The codes stand on a screen of their own (nothing of the table's chrome under them),
    with what to do as three numbered steps in text no smaller than the body's."""
    from tabletop.scenes.phone_codes import STEP_HAND, STEP_PAD
    from tabletop.ui import fonts

    for controller, last in ((False, STEP_HAND), (True, STEP_PAD)):
        services, scene, _came = codes_scene(controller, 2)
        assert scene.opaque
        steps = scene.steps()
        assert len(steps) == 3 and steps[-1] == last
        services.fonts.log = log = fonts.TextLog()
        scene.draw(pygame.Surface((1280, 720)), 0.0)
        drawn = {p.text: p for p in log.placed}
        for said in steps:  # drawn at body size, never shrunk to the smallest text
            assert drawn[said].rect.h >= services.fonts.line_height(fonts.BODY - 2), said


def test_the_steps_over_a_row_of_codes_take_two_lines_each_clear_of_the_cards():
    """Three seats or more: the steps over the row of cards, each in two lines at most (step
    3 in three ended 12 px over a card), the lowest 16 px clear of the cards' tops."""
    from tabletop.ui import fonts

    services, scene, _came = codes_scene(False, 3)
    services.fonts.log = log = fonts.TextLog()
    scene.draw(pygame.Surface((1280, 720)), 0.0)
    drawn = {p.text: p for p in log.placed}
    line = services.fonts.line_height(fonts.BODY - 2)
    top = min(card.top for card in scene.cards())
    for said in scene.steps():
        assert drawn[said].rect.h <= 2 * line + 2, said
        assert drawn[said].rect.bottom <= top - 16, said


def test_every_seats_code_is_big_whole_and_inside_the_screen_from_one_to_five_seats():
    for count in range(1, 6):
        _services, scene, _came = codes_scene(False, count)
        cards = scene.cards()
        assert len(cards) == count
        assert all(pygame.Rect(0, 0, 1280, 720).contains(card) for card in cards)
        assert not any(a.colliderect(b) for a, b in zip(cards, cards[1:], strict=False))
        assert all(code.get_width() >= 190 for _, code in scene.codes)
        assert all(card.bottom < 640 for card in cards)  # above the address and the buttons


def test_each_card_names_its_seat_from_1_and_its_words_read_from_a_couch():
    """A card says its seat's name and number as the table counts them ("Seat 1", never a
    "P0"), and its status and the address under the cards are at least 20 px at 1080p (the
    screen's logical 720 drawn 1.5 times larger)."""
    from tabletop.scenes.phone_codes import CONNECTED, NOT_YET

    services, scene, _came = codes_scene(True, 5, frozenset({1}))
    services.fonts.log = log = fonts.TextLog()
    scene.draw(pygame.Surface((1280, 720)), 0.0)
    said = {p.text: p for p in log.placed}
    assert [f"Seat {n}" for n in range(1, 6)] == [t for t in said if t.startswith("Seat ")]
    assert "Ana" in said and "Mateo" in said and not any(t.startswith("P0") for t in said)
    address = next(p for p in log.placed if "10.0.0.2:8000" in p.text)
    for placed in (said[NOT_YET], said[CONNECTED], address):
        cap = services.fonts.fit(placed.text, fonts.BODY - 2, placed.box.size, False,
                                 fonts.MIN_TEXT)[0]
        assert cap * 1.5 >= 20 and placed.rect.h * 1.5 >= 30, placed.text
    for card in scene.cards():  # the name and its number inside the card's band
        assert any(card.contains(p.rect) for p in log.placed if p.text.startswith("Seat "))


def test_one_or_two_seats_cards_stand_large_beside_the_steps_not_alone_in_a_field():
    """One or two seats: their codes larger than in a row, their cards on the left and the
    three steps one under another on their right (the screen's width used, no small card
    alone in the middle of a field), a block with a steady gap between them, on the cards'
    middle (spread down the column they stood 150 px apart)."""
    from tabletop.scenes.phone_codes import code_side

    assert code_side(1) > code_side(2) > code_side(3)  # (two: larger than in a row too)
    for count in (1, 2):
        services, scene, _came = codes_scene(True, count)
        services.fonts.log = log = fonts.TextLog()
        scene.draw(pygame.Surface((1280, 720)), 0.0)
        cards = scene.cards()
        assert all(code.get_width() >= 290 for _name, code in scene.codes)
        steps = [p for p in log.placed if p.text in scene.steps()]
        assert len(steps) == 3 and all(p.rect.left > cards[-1].right for p in steps)  # beside
        assert [p.rect.top for p in steps] == sorted(p.rect.top for p in steps)  # one under
        assert all(cards[0].top <= p.rect.centery <= cards[0].bottom for p in steps)  # another
        assert cards[0].left < 300 or count == 1
        assert cards[0].centerx < 640 < min(p.rect.left for p in steps) + 60
        gaps = [b.rect.top - a.rect.bottom  # a steady,
                for a, b in zip(steps, steps[1:], strict=False)]
        assert all(20 <= gap <= 48 for gap in gaps), gaps  # close gap (not 150 px apart)
        block = (steps[0].rect.top + steps[-1].rect.bottom) / 2  # on the cards' middle
        assert abs(block - cards[0].centery) <= 40, (block, cards[0].centery)


def test_each_seats_number_reads_on_its_seats_colour():
    """"Seat N" is drawn in its band, on the seat's own colour, in an ink that reads on it
    (charcoal or white: contrast 4.5 at least), never small grey words on cream."""
    from tabletop.scenes.phone_codes import SEAT_SIZE, seat_ink
    from tabletop.ui import palette

    services, scene, _came = codes_scene(False, 5)
    theme = services.theme
    for seat in range(5):
        colour = theme.players[seat]
        ink = seat_ink(colour, theme.charcoal, theme.white)
        assert palette.contrast_ratio(colour, ink) >= 4.5 or (
            palette.contrast_ratio(colour, ink) >= 3 and SEAT_SIZE * 1.5 >= 24), seat
    canvas = pygame.Surface((1280, 720))
    services.fonts.log = log = fonts.TextLog()
    scene.draw(canvas, 0.0)
    for seat, card in enumerate(scene.cards()):
        number = next(p for p in log.placed if p.text == f"Seat {seat + 1}")
        assert card.contains(number.rect)
        assert number.rect.h >= services.fonts.line_height(fonts.SMALL)
        x, y = number.rect.right + 3, number.rect.centery  # just past its words: the band
        assert canvas.get_at((x, y))[:3] == theme.players[seat][:3], seat
