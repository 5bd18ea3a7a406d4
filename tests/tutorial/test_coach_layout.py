"""The coach's panel and the closing recap stay on the screen at every text size, in English
and in Spanish, and the recap's lines end above its buttons."""

from __future__ import annotations

import pygame
import pytest

from tabletop.kit.coach import CoachScene
from tabletop.scenes.tutorial import play_to
from tests.scenes.helpers import headless_services
from tests.tutorial.test_tutorials import on_stack, tutorial_games


def coached(game: str, code: str, scale: float):
    """A game's tutorial on the stack in language `code` at text size `scale`: the services,
    the stack, the table and its coach."""
    from tabletop.assets.catalogs import load_language

    services = headless_services()
    services.words = load_language(code)
    services.fonts.set_scale(scale)
    stack, table, coach = on_stack(services, game)
    return services, stack, table, coach


TEXT_SIZES = (0.8, 1.0, 1.3)


def each_step(game: str):
    """A game's tutorial played through in English at the usual text size: (step index,
    table, coach) at each step, the coach laid out, until the tutorial sets the learner free."""
    services = headless_services()
    stack, table, coach = on_stack(services, game)
    assert isinstance(coach, CoachScene)
    match = coach.match
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        yield step, table, coach
        if match.coach.free:
            break
        play_to(match, step + 1)


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("game", tutorial_games())
def test_every_panel_and_the_recap_fit_at_every_text_size(game, scale, code):
    services, stack, _table, coach = coached(game, code, scale)
    assert isinstance(coach, CoachScene)
    screen = services.display.canvas.get_rect()
    match = coach.match
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        assert screen.contains(coach.box), (step + 1, coach.box)
        for button in coach.buttons():
            assert coach.box.contains(button.rect), (step + 1, button.label)
        coach.coach.refused(coach.coach.reason(coach.coach.step))  # the tallest it grows
        coach.lay_out()
        assert screen.contains(coach.box), (step + 1, coach.box)
        for target in coach.targets():  # never over a place it points at below it
            assert not (coach.box.colliderect(target) and target.top > coach.box.centery), (
                step + 1, target)
        if match.coach.free:
            break
        play_to(match, step + 1)
    coach.skip()
    assert screen.contains(coach.box)
    buttons = coach.buttons()
    assert [b.label for b in buttons] == [services.words.gettext("Play for real"),
                                          services.words.gettext("Back to menu")]
    assert all(coach.recap_text_bottom <= b.rect.top for b in buttons), coach.recap_size


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_taco_partys_coach_never_covers_what_happened(scale, code):
    """The learner reads what just happened at every step: the coach never covers the
    history. The coach stands where "What happened" was, so the panel moves beside Rosa's taco
    (its map's `log-coached` zone), drawn at every step clear of the coach's panel and of
    every card (an earlier round asserted the opposite, the coach hiding it whole)."""
    from tabletop.games.taco_party.table.view import resting_rect

    services, stack, table, coach = coached("taco-party", code, scale)
    assert isinstance(coach, CoachScene)
    match = coach.match
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        model = table.model()
        canvas = services.display.canvas
        logs = [e for e in table.elements(canvas) if e.key == "log"]
        assert logs or not table.happened.entries, (step + 1, "What happened is not shown")
        for log in logs:
            zone = pygame.Rect(log.look.zone)
            assert not zone.colliderect(coach.box), (step + 1, zone, coach.box)
            cards = [pygame.Rect(model.shown_rect(c)) for c in model.plate_cards()]
            cards += [resting_rect(model.spots[c]) for c in model.hand]
            assert not [c for c in cards if c.colliderect(zone)], (step + 1, zone)
        play_to(match, step + 1)
        table.happened = table.history_so_far()  # as the table reads a game played so far
    assert table.happened.entries, "the tutorial told nothing to read"


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_taco_partys_coach_never_covers_the_middle_cards(scale, code):
    """Over the "What happened" panel, the coach stops above the middle row (a smaller text,
    then its ask alone, where its words run long), so the middle's cards stay in sight at
    every step, a refused move's words included."""
    services, stack, table, coach = coached("taco-party", code, scale)
    assert isinstance(coach, CoachScene)
    match = coach.match
    middle = table.model().zone("centre")
    cards = pygame.Rect(round(middle.x), round(middle.y), round(middle.w), round(middle.h))
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        assert not coach.box.colliderect(cards), (step + 1, coach.box, cards)
        play_to(match, step + 1)


def ring_band(target: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The coach's outline round `target`: between these two rectangles."""
    return target.inflate(18, 18), target.inflate(4, 4)


def crosses(card: pygame.Rect, outer: pygame.Rect, inner: pygame.Rect) -> bool:
    """Whether the outline between `outer` and `inner` lies over part of `card`."""
    return card.colliderect(outer) and not inner.contains(card)


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_taco_partys_outlines_pass_behind_the_rims_and_buttons_and_miss_every_card(scale, code):
    """At every step the coach's outline passes behind every score rim (its "biggest" pill
    whole) and the table's buttons (Scores, Aid, Hint, Undo), and crosses no card on a plate
    or in a hand: it goes round a card or stays clear of it."""
    from tabletop.games.taco_party.table.view import resting_rect
    from tabletop.kit.coach import draw_ring

    services, stack, table, coach = coached("taco-party", code, scale)
    match = coach.match
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        model = table.model()
        front = table.coach_in_front()
        rims = [pygame.Rect(model.rim_rect(s).as_tuple()) for s in range(model.players)]
        assert all(any(r.contains(rim.inflate(-2, -2)) for r in front) for rim in rims)
        assert all(any(r == b.rect for r in front) for b in table.buttons())
        cards = [pygame.Rect(model.shown_rect(c)) for c in model.plate_cards()]
        cards += [resting_rect(model.spots[c]) for c in model.hand]  # where they rest, tilted
        for target in coach.targets():
            layer = pygame.Surface(services.display.canvas.get_size(), pygame.SRCALPHA)
            hidden = [r for r in front if not r.contains(target)]
            draw_ring(layer, target.inflate(14, 14), (255, 0, 0), (0, 0, 0), hidden)
            for rect in hidden:
                inside = rect.clip(layer.get_rect())
                drawn = pygame.mask.from_surface(layer.subsurface(inside)).count()
                assert drawn == 0, (step + 1, target, rect, "outline over a rim or button")
            outer, inner = ring_band(target)
            for card in cards:
                if card.w and card.h:
                    assert not crosses(card, outer, inner), (step + 1, target, card)
        if match.coach.free:
            break
        play_to(match, step + 1)


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("scale", (0.8, 1.0))
def test_crazy_tacos_coach_stays_under_the_kitchen_and_the_storeroom(scale, code):
    """Crazy Taco's coach grows up from the bottom row of zones: at the usual text sizes it
    never reaches the kitchen, the storeroom or the task zone (their words stay whole), and
    says every step whole, what it told before included."""
    services, stack, table, coach = coached("crazy-taco", code, scale)
    assert isinstance(coach, CoachScene)
    match = coach.match
    above = [pygame.Rect(table.board.box(name)) for name in ("kitchen", "storeroom", "task-zone")]
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        assert not coach.brief, step + 1
        assert not any(coach.box.colliderect(zone) for zone in above), (step + 1, coach.box)
        if match.coach.free:
            break
        play_to(match, step + 1)


def test_crazy_tacos_coach_arrow_crosses_no_worker_and_no_word_of_the_kitchen():
    """An arrow up from the coach never slashes across a worker die, its name, the kitchen's
    key or the storeroom's count: it finds a clear way or the ring alone shows the place."""
    from tabletop.kit.coach import _crosses

    services = headless_services()
    stack, table, coach = on_stack(services, "crazy-taco")
    assert isinstance(coach, CoachScene)
    match = coach.match
    clear = table.coach_keep_clear()
    assert len(clear) > table.board.dice_count  # every worker's station, and the words
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        for target in coach.targets()[:1]:
            arrow = coach.arrow_to(target.inflate(14, 14), target)
            assert arrow is None or not _crosses(arrow, clear), (step + 1, arrow)
        if match.coach.free:
            break
        play_to(match, step + 1)


def test_crazy_tacos_rings_keep_their_places_whole_and_no_arrow_is_a_stub():
    """Round 31: at step 3 the action panel, 10 px right of the coach, was lifted to a 5 px
    sliver whose ring cut through the phase pills, with a 3 px arrow in the gutter. A place
    beside the panel keeps its height (its edge by the panel trimmed instead), its ring clear
    of the panel, and an arrow, where one is drawn, is longer than the gutter."""
    from tabletop.games.crazy_taco.table.view import COACH_GUTTER

    services = headless_services()
    stack, table, coach = on_stack(services, "crazy-taco")
    assert isinstance(coach, CoachScene)
    match = coach.match
    actions = pygame.Rect(table.board.box("actions"))
    seen = 0
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        places = match.coach.step.places
        for name, target in zip(places, coach.targets(), strict=True):
            assert not target.inflate(14, 14).colliderect(coach.box), \
                (step + 1, name, target, coach.box)  # the ring's line, 7 px out
            if name == "actions":
                seen += 1
                assert target.h == actions.h, (step + 1, target, actions)
        for target in coach.targets()[:1]:
            arrow = coach.arrow_to(target.inflate(14, 14), target)
            if arrow is not None:
                (x0, y0), (x1, y1) = arrow
                assert abs(x1 - x0) + abs(y1 - y0) > COACH_GUTTER, (step + 1, arrow)
        if match.coach.free:
            break
        play_to(match, step + 1)
    assert seen >= 3


def test_taco_fights_coach_arrow_never_runs_across_the_table():
    """¡Taco Fight!'s coach stands over Rosa's board: an arrow from it to your pantry ran
    straight across the hourglass, Rosa's pantry and your tacos. Every arrow is short now
    (beside the place, or from a panel right next to it) and crosses neither the hourglass
    nor a pantry or a kitchen it does not point at."""
    from tabletop.kit.coach import SHORT, _crosses, _length

    arrows = 0
    for step, table, coach in each_step("taco-fight"):
        for target in coach.targets()[:1]:
            arrow = coach.arrow_to(target.inflate(14, 14), target)
            if arrow is not None:
                arrows += 1
                assert _length(arrow) <= (SHORT + 1) ** 2, (step + 1, arrow)
                assert not _crosses(arrow, table.coach_keep_clear()), (step + 1, arrow)
    assert arrows >= 7  # (most steps point with one; the hourglass's outline alone: its only
    # short way lay over the learner's empty 5th taco place)


def test_taco_partys_coach_has_no_line_at_the_bottom_over_its_outlines():
    """The coach welcomes and says each move's outcome; the table's line at the bottom (the
    opening, a resumed tutorial's last move) lay over your plate's and your hand's outlines:
    it says nothing while the coach talks."""
    from tabletop.scenes.tutorial import build_tutorial
    from tabletop.tutorial.files import read_tutorial

    services = headless_services()
    stack, table, coach = on_stack(services, "taco-party")
    coach.lay_out()
    assert table.feedback.line()[0] == ""
    spec = services.specs["taco-party"]
    tutorial = read_tutorial(spec)
    assert tutorial is not None
    table, coach = build_tutorial(services, spec, tutorial, 12)  # resumed: moves made
    assert table.happened.entries  # (a continued game's last one, said at the bottom)
    coach.lay_out()
    assert table.feedback.line()[0] == ""


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_taco_locos_coach_never_hides_a_taco_it_asks_for_nor_runs_through_the_goal(scale, code):
    """Step 9 asks for the Legendary on the taco showing 6: the coach's panel once lay over
    that taco (left of the table). At every step the panel is clear of each taco and slot it
    points at, and its arrow crosses no word of "The goal" plate (step 5's ran through it)."""
    from tabletop.kit.coach import _crosses

    services, stack, table, coach = coached("taco-loco", code, scale)
    assert isinstance(coach, CoachScene)
    match = coach.match
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        places = [p for p in match.coach.step.places if p.startswith(("taco:", "new"))] \
            if match.coach.step is not None else []
        for place in places:
            target = table.place_rect(place)
            assert target is not None and not coach.box.colliderect(target), (
                step + 1, place, target, coach.box)
        targets = coach.targets()
        goal = table.model().goal
        if targets and goal is not None:
            arrow = coach.arrow_to(targets[0].inflate(14, 14), targets[0])
            assert arrow is None or not _crosses(arrow, [pygame.Rect(goal)]), (step + 1, arrow)
        play_to(match, step + 1)


def test_taco_locos_coach_gives_the_gift_order_once():
    """Steps 3 and 11 ask for the gift in the coach; the question's corner says nothing more
    (the sums' key stands there instead), and the top bar's line ends without a full stop as
    the others do."""
    services = headless_services()
    stack, table, coach = on_stack(services, "taco-loco")
    match = coach.match
    play_to(match, 2)
    coach.lay_out()
    assert match.coach.step is not None and "seat:1" in match.coach.step.places
    keys = [e.key for e in table.elements(services.display.canvas)]
    assert "prompt" not in keys and not any("prompt" in k for k in keys), keys
    assert table.status_text()[1] == "Choose who gets it"


def test_taco_locos_coach_has_no_news_line_under_it():
    """"The game begins." stood at the bottom while the coach welcomed the learner: the coach
    says each step's news, so the line keeps to refusals (as at Taco Party's tutorial)."""
    services = headless_services()
    stack, table, coach = on_stack(services, "taco-loco")
    coach.lay_out()
    text, _kind = table.feedback.line()
    assert text == "", text
    table.refuse("Drop the card on a taco to play it.")
    assert table.feedback.line()[0] == "Drop the card on a taco to play it."


def test_taco_fights_coach_leaves_your_board_and_what_a_step_points_at_in_sight():
    """¡Taco Fight!'s coach stood on your own board, over plates 2-5 and the green places a
    step talked about. It stands over the stack and the sink now, or on a bot's board when a
    step points at the stack: never on your board, never over a place the step points at, and
    every step that waits for a bot rings where that bot's new taco waits or what it does."""
    services = headless_services()
    stack, table, coach = on_stack(services, "taco-fight")
    assert isinstance(coach, CoachScene)
    match = coach.match
    mine = table.layout.boards[0].rect
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        assert not coach.box.colliderect(mine), (step + 1, coach.box)
        for target in coach.targets():
            assert not coach.box.colliderect(target), (step + 1, target)
        wants = match.coach.step.wants
        if wants is not None and wants.seat is not None and match.coach.step.say:
            assert coach.targets(), step + 1
        if match.coach.free:
            break
        play_to(match, step + 1)


def test_taco_locos_legendary_step_rings_the_card_apart_from_its_gold_frame():
    """Step 9 asks for the Legendary: the coach once pointed at the taco alone and the card's
    gold frame read as the only outline. Now the card is ringed too, felt between the ring and
    the card's bounds, and the card wears a dark edge so its gold frame and the marigold ring
    read as two things; the ring stays inside the hand's tray; other cards have no edge."""
    from tabletop.games.taco_loco.table import draw

    services = headless_services()
    stack, table, coach = on_stack(services, "taco-loco")
    match = coach.match
    play_to(match, 8)
    coach.lay_out()
    assert match.coach.step is not None and "card:legendary" in match.coach.step.places
    model = table.model()
    legendary = [c for c in model.hand if match.data.card(c).key == "legendary"][0]
    target = table.place_rect("card:legendary")
    assert target is not None and target in coach.targets()
    from tabletop.ui.card_sprite import CARD_SIZE

    ring = target.inflate(14, 14)
    assert (ring.w - 10 - CARD_SIZE[0]) // 2 >= 4, "felt between the ring and the card"
    assert ring.collidepoint(model.spots[legendary].x, model.spots[legendary].y)
    tray = draw.tray_rect(model)
    assert tray is not None and tray.contains(ring.inflate(4, 4)), (ring, tray)
    assert table.card_highlight(legendary, model) == draw.CardEdge(services.theme.charcoal)
    assert all(table.card_highlight(c, model) is None for c in model.hand if c != legendary)


def test_taco_partys_coach_arrow_never_runs_through_an_empty_place_for_sale():
    """Round 28: at the burn step (8 of 15) the coach's arrow ran down through the Tiny Hat's
    empty place for sale to the Finish button. No arrow crosses an empty place for sale now:
    it finds a way round, or the outline alone says where."""
    from tabletop.games.taco_party.table.view_model import MIDDLE
    from tabletop.kit.coach import _crosses

    seen = 0
    for step, table, coach in each_step("taco-party"):
        model = table.model()
        empty = []
        for card, (x, y) in zip(model.obs.centre, model.centre_points(), strict=True):
            if card is None:
                slot = pygame.Rect(0, 0, MIDDLE.width, MIDDLE.height)
                slot.center = (round(x), round(y))
                empty.append(slot)
        seen += bool(empty)
        for target in coach.targets()[:1]:
            arrow = coach.arrow_to(target.inflate(14, 14), target)
            assert arrow is None or not _crosses(arrow, empty), (step + 1, arrow)
    assert seen  # (the Tiny Hat's place stays empty from step 8 until the Draw)


def test_taco_partys_top_bar_says_to_read_the_coach_while_it_asks_no_move():
    """At the welcome the top bar said "Drag cards from your hand onto your tacos…" while the
    coach asked for Next (two parts of the screen saying different things): while a step asks
    no move the bar says to read the coach and press Next, as Crazy Taco's does; an asking
    step keeps the table's own instruction."""
    services = headless_services()
    stack, table, coach = on_stack(services, "taco-party")
    assert isinstance(coach, CoachScene)
    match = coach.match
    assert match.coach.talking
    assert table.status_text()[1] == "Read the coach's note, then press Next"
    play_to(match, 1)
    assert not match.coach.talking
    assert table.status_text()[1] != "Read the coach's note, then press Next"
