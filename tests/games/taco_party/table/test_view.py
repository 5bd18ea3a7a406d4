"""The Taco Party table played through its scene with the keyboard alone and the mouse alone."""

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.taco_party.rules.actions import (
    PLAY,
    Burn,
    Discard,
    EndPickup,
    EndPlay,
    Pickup,
    PlayCard,
)
from tabletop.games.taco_party.rules.cards import INGREDIENT, TACO, TOPPER
from tabletop.games.taco_party.rules.rulebook import TacoPartyRules
from tabletop.games.taco_party.rules.tacos import NEW_TACO
from tabletop.games.taco_party.table.view import TacoPartyTable
from tabletop.input import intents as it
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.results import ResultsScene
from tests.scenes.helpers import headless_services, send, settle


def start(seats, seed=3, options=None):
    services = headless_services()
    services.settings = None
    spec = services.specs["taco-party"]
    match = Match(spec, services.game_data(spec),
                  GameSetup(seats, seed, spec.resolve_options(options or {})))
    stack = SceneStack()
    table = TacoPartyTable(services, spec, match)
    stack.push(table)
    stack.apply_pending()
    table.tweens.speed = 0  # instant animations keep the test quick
    return stack, table, match


def human_turn(stack, table):
    settle(stack, until=lambda: table.match.rules.is_over()
           or (isinstance(stack.top, TacoPartyTable) and table.my_turn()), limit=600)
    return not table.match.rules.is_over()


def target_key(action: PlayCard):
    if action.taco == NEW_TACO:
        return ("new", action.plate)
    return ("taco", action.plate, action.taco)


def focused(table):
    return table.input.focused(table.model(), table.legal())


def buttons(table):
    """The step buttons on offer now, by name."""
    table.input.offer(table.model(), table.legal())
    steps = table.input.steps
    return dict(zip(steps.names(), steps.buttons, strict=True))


# --- the keyboard alone -------------------------------------------------------------------
def focus_and_confirm(stack, table, item):
    focused(table)  # let the view put its focus where a new step starts
    items = table.input.focus_items(table.model(), table.legal())
    assert item in items, (item, items)
    moves = (items.index(item) - table.input.focus.index) % len(items)
    send(stack, *([it.Navigate(1, 0)] * moves), it.Confirm())


def play_by_keyboard(stack, table, action):
    if isinstance(action, PlayCard):
        focus_and_confirm(stack, table, ("hand", action.card))
        assert table.input.targeting
        focus_and_confirm(stack, table, ("target", target_key(action)))
    elif isinstance(action, EndPlay):
        focus_and_confirm(stack, table, ("button", "end_play"))
    elif isinstance(action, Discard):
        for card in action.cards:
            focus_and_confirm(stack, table, ("hand", card))
        focus_and_confirm(stack, table, ("button", "discard" if action.cards else "keep"))
    elif isinstance(action, Pickup | Burn):
        focus_and_confirm(stack, table, ("centre", action.card))
    elif isinstance(action, EndPickup):
        focus_and_confirm(stack, table, ("button", "finish"))


# --- the mouse alone ------------------------------------------------------------------------
def click(stack, pos):
    pos = (int(pos[0]), int(pos[1]))
    send(stack, it.PointerMove(pos), it.PointerDown(pos), it.PointerUp(pos))


def press_button(stack, table, name):
    click(stack, buttons(table)[name].rect.center)


def drop_point(table, key):
    model = table.model()
    if key[0] == "new" and key[1] == table.viewer:
        return model.new_taco_rect(key[1]).center
    return rect_centre(dict(model.drop_zones())[key])


def rect_centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + min(h / 2, 20))


def drag(stack, table, card, to):
    sprite = table.cards.sprites[card]
    start = (int(sprite.x), int(sprite.y))
    to = (int(to[0]), int(to[1]))
    send(stack, it.PointerMove(start), it.PointerDown(start),
         it.PointerMove((start[0] + 20, start[1] - 20)), it.PointerMove(to), it.PointerUp(to))


def play_by_mouse(stack, table, action):
    if isinstance(action, PlayCard):
        drag(stack, table, action.card, drop_point(table, target_key(action)))
    elif isinstance(action, EndPlay):
        press_button(stack, table, "end_play")
    elif isinstance(action, Discard):
        for card in action.cards:
            click(stack, (table.cards.sprites[card].x, table.cards.sprites[card].y))
        press_button(stack, table, "discard" if action.cards else "keep")
    elif isinstance(action, Pickup | Burn):
        sprite = table.cards.sprites[action.card]
        click(stack, (sprite.x, sprite.y))
    elif isinstance(action, EndPickup):
        press_button(stack, table, "finish")


@pytest.mark.parametrize("driver", [play_by_keyboard, play_by_mouse], ids=["keyboard", "mouse"])
def test_a_whole_game_against_a_bot_with_one_device(driver):
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    moves = 0
    kinds = set()
    while human_turn(stack, table):
        before = len(match.log)
        decision = match.bot_decision(table.viewer)
        driver(stack, table, decision.action)
        assert len(match.log) == before + 1, (decision.action, table.feedback.refusal)
        stack.draw(table.services.display.canvas, 0.0)  # every state the game passes through
        kinds.add(type(decision.action))
        moves += 1
    settle(stack, until=lambda: isinstance(stack.top, ResultsScene), limit=30)
    assert moves >= 10 and match.rules.is_over()
    assert {PlayCard, EndPlay, Discard} <= kinds


def test_hot_seat_puts_the_curtain_up_before_each_human_turn():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Beto", HUMAN)))
    assert isinstance(stack.top, CurtainScene) and table.viewer is None
    assert not table.cards.sprites.keys() & set(match.rules.hands[0] + match.rules.hands[1])
    send(stack, it.Confirm())
    assert table.viewer == 0 and stack.top is table
    while match.rules.current == 0:
        play_by_keyboard(stack, table, match.bot_decision(0).action)
    settle(stack, until=lambda: isinstance(stack.top, CurtainScene), limit=10)
    assert stack.top.name == "Beto" and table.viewer is None
    assert not table.cards.sprites.keys() & set(match.rules.hands[1])
    send(stack, it.Confirm())
    assert table.viewer == 1 and table.anchor == 1
    assert set(match.rules.hands[1]) <= table.cards.sprites.keys()
    assert not table.cards.sprites.keys() & set(match.rules.hands[0])


def rigged(seats, hand, centre=None, options=None):
    """A table whose first player holds `hand` (card ids), from a fixed deck."""
    stack, table, match = start(seats, options=options)
    data = match.data
    starters = set(range(len(seats)))
    rest = [c.id for c in data.cards if c.id not in starters and c.id not in hand]
    centre = centre or rest[:4]
    rest = [c for c in rest if c not in centre]
    deck = list(centre) + list(hand) + rest
    match.rules = TacoPartyRules(data, match.setup, deck=deck)
    table.on_events([])
    table.tweens.finish_all()
    return stack, table, match


def first(data, kind, skip=()):
    return next(c.id for c in data.cards if c.kind == kind and c.id not in skip
                and c.id >= 4)


def test_an_illegal_drop_snaps_back_and_says_why():
    services = headless_services()
    data = services.game_data(services.specs["taco-party"])
    topper = first(data, TOPPER)
    hand = [topper] + [c.id for c in data.cards if c.kind == INGREDIENT][:3]
    stack, table, match = rigged((Seat("Ana", HUMAN), Seat("Rosa", BOT)), hand)
    snapshot = match.rules.snapshot()
    home = (table.cards.sprites[topper].x, table.cards.sprites[topper].y)
    drag(stack, table, topper, drop_point(table, ("taco", 0, 0)))
    assert "topper needs 3 ingredients" in table.feedback.refusal
    assert match.rules.snapshot() == snapshot
    settle(stack, 0.5)
    sprite = table.cards.sprites[topper]
    assert (round(sprite.x), round(sprite.y)) == (round(home[0]), round(home[1]))
    # an ingredient dropped on the plate is not a new taco either
    drag(stack, table, hand[1], table.model().new_taco_rect(0).center)
    name = table.data.card(hand[1]).name
    assert table.feedback.refusal.startswith(f"{name}: only an empty taco can start a new taco")
    assert match.rules.snapshot() == snapshot


def test_legal_places_light_up_while_dragging():
    services = headless_services()
    data = services.game_data(services.specs["taco-party"])
    meat = next(c.id for c in data.cards if c.key == "meat")
    stack, table, match = rigged((Seat("Ana", HUMAN), Seat("Rosa", BOT)), [meat])
    sprite = table.cards.sprites[meat]
    start_pos = (int(sprite.x), int(sprite.y))
    send(stack, it.PointerDown(start_pos), it.PointerMove((start_pos[0] - 30, start_pos[1] - 30)))
    drag_control = table.input.drag
    assert drag_control.dragging and drag_control.state.legal == {("taco", 0, 0)}
    send(stack, it.PointerDown(start_pos, button=3))
    assert not drag_control.dragging


def test_hot_sauce_serves_an_empty_taco_onto_another_plate_by_mouse():
    services = headless_services()
    data = services.game_data(services.specs["taco-party"])
    taco = first(data, TACO)
    stack, table, match = rigged((Seat("Ana", HUMAN), Seat("Rosa", BOT)), [taco],
                                 options={"hot-sauce": "true"})
    drag(stack, table, taco, table.model().seat_rect(1).center)
    assert match.rules.plates[1][-1] == [taco] and match.rules.pickup == 1
    assert not table.feedback.refusal


def test_playing_nothing_offers_the_swap_and_takes_the_middle():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    human_turn(stack, table)
    assert match.rules.step == PLAY and match.rules.plays == 0
    labels = [button.label for button in buttons(table).values()]
    assert labels == ["Swap hand for the cards for sale"]
    middle = [c for c in match.rules.centre if c is not None]
    press_button(stack, table, "end_play")
    assert sorted(match.rules.hands[0]) == sorted(middle)


def test_results_break_each_score_down_taco_by_taco():
    """The breakdown says each taco once (the table adds no line of its own under it)."""
    from tabletop.core.language import Language
    from tabletop.core.scoring import breakdowns_of
    from tabletop.kit.phrases import book_of

    stack, table, match = start((Seat("Ana", BOT), Seat("Rosa", BOT)), seed=5)
    while not match.rules.is_over():
        match.submit(match.bot_decision(match.rules.actors()[0]).action)
    assert table.result_details() == [[], []]
    facts = breakdowns_of(match)
    assert facts is not None
    scores = match.rules.scores()
    for part in (book_of(match.spec, match, Language()).breakdown(p) for p in facts):
        labels = [str(line.label) for line in part.lines]
        assert sum(1 for label in labels if label.startswith("Taco ")) == \
            len(scores[part.seat].tacos)
        filled = [t for t in scores[part.seat].tacos if t.counted != "empty"]
        assert any("biggest" in label for label in labels) == bool(filled)


def test_a_bots_only_table_plays_to_the_results_with_every_hand_hidden():
    stack, table, match = start((Seat("Ana", BOT), Seat("Rosa", BOT), Seat("Cruz", BOT)),
                                seed=9)
    canvas = table.services.display.canvas
    hands = set()
    while not isinstance(stack.top, ResultsScene):
        settle(stack, 0.2)
        if isinstance(stack.top, TacoPartyTable):
            stack.draw(canvas, 0.0)
            hands = {c for h in match.rules.hands for c in h}
            assert not hands & table.cards.sprites.keys()
    assert match.rules.is_over()


def test_every_status_line_fits_the_bar():
    from tabletop.games.taco_party.table.phrases import burn_words
    from tabletop.games.taco_party.table.view_text import my_prompt, other_prompt

    services = headless_services()
    font = services.fonts.font(18)
    data = services.game_data(services.specs["taco-party"])
    cape = next(c.id for c in data.cards if c.key == "superhero-cape")
    long_burn = burn_words(data, [cape])
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    obs = table.obs()
    for step in ("play", "discard", "pickup", "burn"):
        shown = obs.__class__(**{**obs.__dict__, "step": step, "pickup": 12})
        for keyboard in (False, True):
            for can_play in (False, True):
                for targeting in (False, True):
                    for can_pick, burn in ((True, ""), (True, long_burn), (False, long_burn)):
                        text = my_prompt(shown, keyboard, can_play, targeting, can_pick, burn)
                        assert font.size(text)[0] <= 640, text
        assert font.size(other_prompt(shown))[0] <= 640


def test_the_top_bar_names_another_seat_once():
    """The bar's chip names the seat on turn; the words beside it do not say it again."""
    from tabletop.games.taco_party.table.view_text import other_prompt
    from tests.scenes.layout_checks import texts_drawn

    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    obs = table.obs()
    for step in ("play", "discard", "pickup", "burn"):
        shown = obs.__class__(**{**obs.__dict__, "step": step, "current": 1})
        table.obs = lambda shown=shown: shown  # type: ignore[method-assign]
        label, prompt, seat = table.status_text()
        assert seat == 1 and prompt and "Rosa" not in prompt, prompt
        assert not prompt.endswith("\u2026") and prompt[0].isupper(), prompt  # whole, alone
        # the bar's words read on from the chip's name as one sentence ("Rosa" "is playing…")
        bar = other_prompt(shown, after_name=True)
        assert bar.startswith("is ") and "Rosa" not in bar and not bar.endswith("\u2026"), bar
        texts = [p.text for p in texts_drawn(table.services, stack).placed]
        assert bar in texts and prompt not in texts, texts


def test_finishing_pickup_early_burns_the_best_middle_card():
    for seed in range(1, 30):
        stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)), seed=seed)
        human_turn(stack, table)
        plays = [a for a in match.rules.legal_actions(0) if isinstance(a, PlayCard)]
        if not plays:
            continue
        play_by_keyboard(stack, table, plays[0])
        play_by_keyboard(stack, table, EndPlay(0))
        play_by_keyboard(stack, table, Discard(0, ()))
        if match.rules.step != "pickup":
            continue
        middle = [c for c in match.rules.centre if c is not None]
        best = max(match.data.card(c).score for c in middle)
        send(stack, it.Navigate(0, -1))  # Up: from the middle cards to the buttons
        assert focused(table) == ("button", "finish")
        send(stack, it.Confirm())
        burned = match.rules.burned[0]
        assert burned and match.data.card(burned[-1]).score == best or match.rules.step == "burn"
        return
    pytest.fail("no seed reached a pickup step")


def test_the_draw_chip_lights_while_the_new_cards_fly_to_the_hand():
    from tabletop.games.taco_party.rules.actions import DRAW
    from tabletop.games.taco_party.table.view_text import chip_index

    stack, table, match = start((Seat("Ana", BOT), Seat("Rosa", BOT)), seed=5)
    table.tweens.speed = 1.0
    drawn_by = None
    for _ in range(3000):
        settle(stack, 1 / 60)
        if table.drawing_seat is not None:
            drawn_by = table.drawing_seat
            break
    assert drawn_by is not None, "no turn ended with a draw"
    obs = table.obs()
    assert table.lit_chip() == chip_index(DRAW)
    assert obs.current != drawn_by  # the rules have moved on; the table shows the draw first
    stack.draw(table.services.display.canvas, 0.0)  # the step bar says who draws
    settle(stack, until=lambda: table.drawing_seat is None, limit=1.5)  # out once cards land
    assert table.lit_chip() == chip_index(table.obs().step)


def test_with_instant_animations_the_draw_chip_never_waits():
    stack, table, match = start((Seat("Ana", BOT), Seat("Rosa", BOT)), seed=5)
    for _ in range(600):
        settle(stack, 1 / 60)
        assert table.drawing_seat is None


def test_a_dragged_card_leans_then_straightens_when_let_go():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    card = next(c for c in match.rules.hands[table.viewer] if c in table.cards.sprites)
    sprite = table.cards.sprites[card]
    start_at = (int(sprite.x), int(sprite.y))
    send(stack, it.PointerMove(start_at), it.PointerDown(start_at))
    for step in range(1, 8):
        send(stack, it.PointerMove((start_at[0] + 25 * step, start_at[1] - 10 * step)))
        settle(stack, 1 / 60)
    assert table.input.drag.dragging and table.cards.sprites[card].angle < -0.5
    send(stack, it.PointerUp((start_at[0] + 175, start_at[1] - 70)))
    settle(stack, 0.5)
    assert all(s.angle == s.rest_angle for s in table.cards.sprites.values())


def test_leftover_pickup_shows_the_burn_and_waits_for_finish():
    """Seen: pickup spent down to 1 ended the step, burned a Sombrero for −4 and drew."""
    services = headless_services()
    data = services.game_data(services.specs["taco-party"])
    named = {}
    for c in data.cards:
        if c.id >= 4:
            named.setdefault(c.key, []).append(c.id)
    meat, cheese = named["meat"][0], named["cheese"][0]
    hand = [meat, cheese, named["crown"][0], named["tiny-hat"][0]]
    centre = [named["lettuce"][0], named["poncho"][0], named["sombrero"][0], named["tutu"][0]]
    stack, table, match = rigged((Seat("Ana", HUMAN), Seat("Rosa", BOT)), hand, centre)
    play_by_mouse(stack, table, PlayCard(0, meat, 0, 0))
    play_by_mouse(stack, table, PlayCard(0, cheese, 0, 0))
    play_by_mouse(stack, table, EndPlay(0))
    play_by_mouse(stack, table, Discard(0, ()))
    play_by_mouse(stack, table, Pickup(0, centre[0]))  # 1 pickup left buys nothing here
    assert match.rules.step == "pickup" and match.rules.current == 0
    assert match.rules.burned[0] == []
    assert [b.label for b in buttons(table).values()] == ["Finish: burns Sombrero (\u22124)"]
    _, prompt, _ = table.status_text()
    assert "Finish burns Sombrero (\u22124)" in prompt
    stack.draw(table.services.display.canvas, 0.0)
    press_button(stack, table, "finish")
    assert match.rules.burned[0] == [centre[2]] and match.rules.current == 1


def test_a_tie_of_different_cards_is_named_then_chosen_by_click():
    services = headless_services()
    data = services.game_data(services.specs["taco-party"])
    named = {}
    for c in data.cards:
        if c.id >= 4:
            named.setdefault(c.key, []).append(c.id)
    meat = named["meat"][0]
    hand = [meat, named["crown"][0], named["tiny-hat"][0], named["top-hat"][0]]
    centre = [named["lettuce"][0], named["sombrero"][0], named["tutu"][0], named["party-hat"][0]]
    stack, table, match = rigged((Seat("Ana", HUMAN), Seat("Rosa", BOT)), hand, centre)
    play_by_mouse(stack, table, PlayCard(0, meat, 0, 0))
    play_by_mouse(stack, table, EndPlay(0))
    play_by_mouse(stack, table, Discard(0, ()))
    # the button names both cards where they fit the step panel, else the points (the tags
    # on the cards name them)
    labels = [b.label for b in buttons(table).values()]
    assert labels in (["Finish: burns Sombrero or Party Hat (\u22124)"],
                      ["Finish: burns a 4-point card (\u22124)"])
    assert table.obs().would_burn == (centre[1], centre[3])
    press_button(stack, table, "finish")
    assert match.rules.step == "burn" and match.rules.burned[0] == []
    stack.draw(table.services.display.canvas, 0.0)
    play_by_mouse(stack, table, Burn(0, centre[3]))
    assert match.rules.burned[0] == [centre[3]] and match.rules.current == 1


def test_a_hint_names_the_taco_by_its_place_on_the_plate_and_outlines_that_taco():
    """Hints once said "taco 2", a number the table never shows; they name the place now."""
    import re

    from tabletop.games.taco_party.table.phrases import ordinal

    checked = several = 0
    for seed in (3, 4, 5):
        stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)), seed=seed)
        while human_turn(stack, table):
            table.show_hint()
            action, text = table.feedback.hint_action, table.feedback.hint_text
            assert not re.search(r"taco \d", text), text
            if isinstance(action, PlayCard) and action.taco != NEW_TACO:
                model = table.model()
                count = len(model.obs.plates[action.plate])
                named = "your taco" if count == 1 else \
                    f"your {ordinal(action.taco + 1)} taco from the left"
                assert named in text, text
                outlined = model.glow_rect(("taco", action.plate, action.taco))
                lefts = sorted(model.glow_rect(("taco", action.plate, i)).x
                               for i in range(count))
                assert outlined.x == lefts[action.taco]  # the outline is on the named place
                checked += 1
                several += count > 1
            play_by_mouse(stack, table, match.bot_decision(table.viewer).action)
    assert checked >= 10 and several >= 3, (checked, several)


def test_a_settled_table_draws_again_only_where_the_pointer_changed_something():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    table.settle()  # no turn banner sliding
    canvas = table.services.display.canvas
    table.draw(canvas, 0.0)
    assert table.draw(canvas, 0.0) == [] and table.retained.redrawn_area == 0  # nothing moved
    card = table.model().hand[0]
    sprite = table.cards.sprites[card]
    send(stack, it.PointerMove((int(sprite.x), int(sprite.y))))
    settle(stack, 0.3)  # before its explanation shows
    assert sprite.lift > 0  # the hovered card rose
    regions = table.draw(canvas, 0.0)
    assert regions and sum(r.w * r.h for r in regions) < 1280 * 720 / 8
    assert all(r.colliderect(sprite.rect) for r in regions)


def test_a_coachs_outline_passes_behind_the_pickup_ticket():
    """A tutorial's outline round your hand ran across the pickup ticket's word ("pickup"):
    the ticket stands in front of every outline, as the rims, name strips and buttons do."""
    import pygame

    from tabletop.games.taco_party.table.view_model import box_of

    _, table, _ = start([Seat("Ana", HUMAN), Seat("Rosa", BOT)])
    ticket = pygame.Rect(box_of(table.model().coin_rect()))
    assert any(front.contains(ticket) for front in table.coach_in_front())


def test_your_new_taco_slot_keeps_its_place_off_your_turn_fainter():
    """Your plate's new-taco slot shows on every turn, so your tacos stand where they will on
    yours (not off-centre beside an empty gap): live on your turn to play, faint off it."""
    import pygame

    _, table, match = start([Seat("Ana", HUMAN), Seat("Rosa", BOT)])

    def slot():
        found = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key == "new taco"]
        assert len(found) == 1
        return found[0].look

    assert slot().live == (table.my_turn() and table.obs().step == PLAY)
    for _ in range(40):  # Ana's turn played out: Done playing, keep all, buy nothing, draw
        if 0 not in match.rules.actors():
            break
        match.submit(match.rules.legal_actions(0)[-1])
    table.sync(animate=False)
    assert 0 not in match.rules.actors() and not slot().live


def test_the_top_bar_says_the_hint_key_on_your_turn_as_taco_loco_does():
    """Taco Loco's bar says "Esc: menu · H: hint" on your turn; Taco Party's said the menu's
    key only (a reviewer): both say the hint's key while its button shows."""
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert table.my_turn() and table.hint_button in table.buttons()
    tips = table.key_tips()
    assert "Esc: menu" in tips and "H: hint" in tips, tips


def test_the_buying_prompt_says_what_finish_burns():
    """The bar and the tutorial's coach agreed on nothing at the burn lesson ("then Finish"
    against "press Finish now"): with pickup left that would burn, the bar says what Finish
    burns, as the line for pickup that buys nothing does."""
    from tabletop.games.taco_party.table.view_text import my_prompt

    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    obs = table.obs()
    shown = obs.__class__(**{**obs.__dict__, "step": "pickup", "pickup": 1})
    text = my_prompt(shown, False, False, False, True, "Guacamole")
    assert text.endswith("; Finish burns Guacamole") and "then Finish" not in text, text


def test_a_hinted_new_taco_slot_wears_the_hints_dashes_alone():
    """The hint's dashes stood round the new-taco slot's own, one dashed outline inside the
    other (a reviewer: busy): while the hint marks the slot, the slot drops its own."""
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    viewer = table.viewer
    canvas = table.services.display.canvas

    def slot_look():
        return next(e.look for e in table.elements(canvas) if e.key == "new taco")

    assert slot_look().dashed
    empty = next(c.id for c in table.data.cards if c.key == "empty-taco")
    table.feedback.hint_action = PlayCard(viewer, empty, viewer, NEW_TACO)
    assert not slot_look().dashed
    assert ("new", viewer) in table.input.glows(table.model(), table.legal(), table.accepts,
                                                True, False, False, table.feedback.hint_action)
