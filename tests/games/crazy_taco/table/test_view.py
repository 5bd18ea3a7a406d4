"""The Crazy Taco table played through its scene with the keyboard alone and the mouse alone.

The human's moves are the manager bot's decisions, translated into key presses or pointer
gestures; the scene turns them back into actions, so every kind of move must be reachable.
"""

import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.crazy_taco.rules.actions import (
    ActivateBonus,
    Advertise,
    BuyExtra,
    Collect,
    DoTask,
    EndTurn,
    FinishDice,
    Menu,
    Overtime,
    PayFine,
    PlayCard,
    Redraw,
    Reroll,
    RevealExtra,
    Roll,
    Serve,
    TakeBonus,
    UseVoucher,
)
from tabletop.games.crazy_taco.table.view import CrazyTacoTable
from tabletop.games.crazy_taco.table.view_moves import BONUS, CARD, DOOR, MENU, NO_CHANGE
from tabletop.input import intents as it
from tabletop.kit.signals import Meaning, signal
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.results import ResultsScene
from tests.scenes.helpers import headless_services, send, settle

BUTTONS = {Roll: "roll", FinishDice: "finish", EndTurn: "end_turn", Advertise: "advertise",
           PayFine: "pay_fine", Reroll: "reroll"}


def start(seats, seed=3, options=None):
    services = headless_services()
    services.settings = None
    spec = services.specs["crazy-taco"]
    match = Match(spec, services.game_data(spec),
                  GameSetup(seats, seed, spec.resolve_options(options or {})))
    stack = SceneStack()
    table = CrazyTacoTable(services, spec, match)
    stack.push(table)
    stack.apply_pending()
    table.tweens.speed = 0  # instant animations keep the test quick
    table.tweens.finish_all()
    return stack, table, match


def centre(box):
    return pygame.Rect(box).center


def focus_items(table):
    model = table.model()
    table.refresh_buttons(model)
    return table.input.focus_items(model, table.legal(), table.steps)


def settle_focus(table):
    """Let the input put its focus where a new step starts."""
    model = table.model()
    table.refresh_buttons(model)
    table.input.focused(model, table.legal(), table.steps)


def human_turn(stack, table):
    settle(stack, until=lambda: table.match.rules.is_over()
           or (isinstance(stack.top, CrazyTacoTable) and table.my_turn()), limit=900)
    return not table.match.rules.is_over()


def picked_dice(action):
    if isinstance(action, Serve):
        return list(action.dice) + ([action.pay_die] if action.pay_die else [])
    if isinstance(action, Collect | DoTask | TakeBonus | ActivateBonus):
        return [action.die]
    if isinstance(action, Menu | Reroll):
        return list(action.dice)
    if isinstance(action, FinishDice):
        return list(action.keep)
    return []


def target_of(table, action):
    if isinstance(action, Serve | Collect | TakeBonus):
        return ("target", (CARD, action.card))
    if isinstance(action, UseVoucher):
        return ("target", (CARD, action.card))
    if isinstance(action, DoTask):
        return ("target", (DOOR,))
    if isinstance(action, ActivateBonus):
        if action.card == table.model().voucher:
            return ("voucher", action.card)
        return ("target", (BONUS, action.card))
    if isinstance(action, Menu):
        return ("target", (MENU, action.option))
    return None


def button_of(action):
    if isinstance(action, BuyExtra):
        return "buy" if action.buy else "pass_extra"
    if isinstance(action, RevealExtra):
        return "reveal" if action.reveal else "no_reveal"
    if isinstance(action, Overtime):
        return None
    if isinstance(action, PlayCard):
        return "play"
    if isinstance(action, Redraw):
        return "redraw"
    return BUTTONS.get(type(action))


def wanted_faces(action, die):
    if die in action.targets:
        return action.faces[action.targets.index(die)]
    return NO_CHANGE


# --- the keyboard alone -----------------------------------------------------------------------
def focus_and_confirm(stack, table, item):
    settle_focus(table)
    items = focus_items(table)
    assert item in items, (item, items)
    moves = (items.index(item) - table.input.focus) % len(items)
    send(stack, *([it.Navigate(1, 0)] * moves), it.Confirm())


def answer_dialog_by_keyboard(stack, table, action):
    dialog = table.input.dialog
    if dialog is None:
        return
    group = dialog.group
    if dialog.rows:
        for index, (die, choice) in enumerate(dialog.rows):
            while group.focus != index:
                send(stack, it.Navigate(0, 1))
            want = wanted_faces(action, die)
            while choice.value != want:
                send(stack, it.Navigate(1, 0))
        while group.focus != len(dialog.rows):  # the order button follows the rows
            send(stack, it.Navigate(0, 1))
        send(stack, it.Confirm())
        return
    labels = [getattr(w, "label", "") for w in group.widgets]
    wanted = "Serve the order" if isinstance(action, Serve) else "Collect payment"
    while group.focus != labels.index(wanted):
        send(stack, it.Focus(1))
    send(stack, it.Confirm())


def play_by_keyboard(stack, table, action):
    if isinstance(action, Overtime):
        focus_and_confirm(stack, table, ("rest", action.die))
        return
    if isinstance(action, PlayCard | Redraw):
        cards = [action.card, action.companion] if isinstance(action, PlayCard) else action.cards
        for card in cards:
            if card:
                focus_and_confirm(stack, table, ("hand", card))
        focus_and_confirm(stack, table, ("button", button_of(action)))
        return
    if isinstance(action, UseVoucher):
        focus_and_confirm(stack, table, ("voucher", action.voucher))
    for die in picked_dice(action):
        focus_and_confirm(stack, table, ("die", die))
    target = target_of(table, action)
    if target is not None:
        focus_and_confirm(stack, table, target)
        answer_dialog_by_keyboard(stack, table, action)
    else:
        focus_and_confirm(stack, table, ("button", button_of(action)))


# --- the mouse alone ----------------------------------------------------------------------------
def click(stack, pos):
    pos = (int(pos[0]), int(pos[1]))
    send(stack, it.PointerMove(pos), it.PointerDown(pos), it.PointerUp(pos))


def drag(stack, start, to):
    start = (int(start[0]), int(start[1]))
    to = (int(to[0]), int(to[1]))
    send(stack, it.PointerMove(start), it.PointerDown(start),
         it.PointerMove((start[0] + 20, start[1] - 20)), it.PointerMove(to), it.PointerUp(to))


def die_pos(table, die):
    sprite = table.dice.sprites[die]
    return (sprite.x, sprite.y - sprite.lift)


def press_button(stack, table, name):
    table.refresh_buttons(table.model())
    click(stack, table.steps.buttons[table.steps.names().index(name)].rect.center)


def answer_dialog_by_mouse(stack, table, action):
    dialog = table.input.dialog
    if dialog is None:
        return
    if dialog.rows:
        for die, choice in dialog.rows:
            while choice.value != wanted_faces(action, die):
                click(stack, choice.rect.center)
        click(stack, dialog.group.widgets[len(dialog.rows)].rect.center)
        return
    wanted = "Serve the order" if isinstance(action, Serve) else "Collect payment"
    button = next(w for w in dialog.group.widgets if getattr(w, "label", "") == wanted)
    click(stack, button.rect.center)


def play_by_mouse(stack, table, action):
    if isinstance(action, Overtime):
        click(stack, die_pos(table, action.die))
        return
    if isinstance(action, PlayCard | Redraw):
        cards = [action.card, action.companion] if isinstance(action, PlayCard) else action.cards
        if isinstance(action, PlayCard) and not action.companion:
            sprite = table.cards.sprites[action.card]  # a single card is dragged to the counter
            drag(stack, (sprite.x, sprite.y), centre(table.board.box("counter")))
            return
        for card in cards:
            sprite = table.cards.sprites[card]
            click(stack, (sprite.x, sprite.y))
        press_button(stack, table, button_of(action))
        return
    if isinstance(action, UseVoucher):
        sprite = table.cards.sprites[action.voucher]
        drag(stack, (sprite.x, sprite.y), centre(table.model().target_box((CARD, action.card))))
        return
    dice = picked_dice(action)
    target = target_of(table, action)
    if target is None:
        for die in dice:
            click(stack, die_pos(table, die))
        press_button(stack, table, button_of(action))
        return
    key = target[1] if target[0] == "target" else (BONUS, target[1])
    place = centre(table.model().target_box(key))
    if len(dice) == 1:
        drag(stack, die_pos(table, dice[0]), place)  # one die: dragged straight there
    else:
        for die in dice:  # several: picked one by one, then clicked onto the place
            click(stack, die_pos(table, die))
        click(stack, place)
    answer_dialog_by_mouse(stack, table, action)


@pytest.mark.parametrize("driver", [play_by_keyboard, play_by_mouse], ids=["keyboard", "mouse"])
def test_a_whole_solo_game_with_one_device(driver):
    stack, table, match = start((Seat("Ana", HUMAN),), seed=3)
    canvas = table.services.display.canvas
    moves = 0
    kinds = set()
    while human_turn(stack, table):
        before = len(match.log)
        decision = match.bot_decision(table.viewer)
        driver(stack, table, decision.action)
        assert len(match.log) == before + 1, (decision.action, table.feedback.refusal)
        if moves % 5 == 0:
            stack.draw(canvas, 0.0)
        kinds.add(type(decision.action))
        moves += 1
    settle(stack, until=lambda: isinstance(stack.top, ResultsScene), limit=30)
    assert match.rules.is_over() and moves >= 30
    assert {Roll, Serve, FinishDice, EndTurn} <= kinds


# --- 1 v 1 in hot-seat -------------------------------------------------------------------------
def lift_curtain(stack, table, seat):
    settle(stack, until=lambda: isinstance(stack.top, CurtainScene)
           or table.match.rules.is_over(), limit=30)
    if table.match.rules.is_over():
        return False
    assert stack.top.seat == seat and table.viewer is None
    send(stack, it.Confirm())
    assert table.viewer == seat and stack.top is table
    return True


def test_one_v_one_with_two_humans_puts_the_curtain_up_and_hides_the_hand():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Beto", HUMAN)), seed=4)
    rules = match.rules
    turns = 0
    while not rules.is_over() and turns < 6:
        seat = rules.actors()[0]
        if not lift_curtain(stack, table, seat):
            break
        hand = set(match.rules.state.hand)
        if seat == 0:
            assert not hand & table.cards.sprites.keys()  # the manager never sees the hand
            while match.rules.actors() == (0,):
                play_by_keyboard(stack, table, match.bot_decision(0).action)
        else:
            assert hand <= table.cards.sprites.keys()  # the customer player's hand is open
            stack.draw(table.services.display.canvas, 0.0)
            before = len(match.log)
            play_by_keyboard(stack, table, match.bot_decision(1).action)
            assert len(match.log) == before + 1, table.feedback.refusal
            turns += 1
        rules = match.rules
    assert turns >= 3


def test_one_v_one_against_the_customer_bot_by_mouse_to_the_results():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Bot", BOT)), seed=6)
    while human_turn(stack, table):
        assert not set(match.rules.state.hand) & table.cards.sprites.keys()
        before = len(match.log)
        play_by_mouse(stack, table, match.bot_decision(0).action)
        assert len(match.log) == before + 1, table.feedback.refusal
    settle(stack, until=lambda: isinstance(stack.top, ResultsScene), limit=30)
    details = table.result_details()
    assert len(details) == 2 and any("Stars taken" in line for line in details[1])


# --- refusals and the menu ---------------------------------------------------------------------
def rigged(*rolls, seats=None):
    """A solo table whose dice will show `rolls` (die id -> face), WELCOME 1 in position 1."""
    from tabletop.games.crazy_taco.rules.rulebook import CrazyTacoRules

    stack, table, match = start(seats or (Seat("Ana", HUMAN),))
    data = match.data
    deck = [c.id for c in data.customers if c.kind not in ("welcome", "prepaid", "extra")]
    match.rules = CrazyTacoRules(data, match.setup, deck=deck, dice_script=list(rolls),
                                 welcome=("welcome-1", "welcome-2"))
    table.on_events([])
    table.tweens.finish_all()
    return stack, table, match


def faces(**named):
    out = {"manager": "blank", "employee-1": "blank", "employee-2": "blank",
           "employee-3": "blank", "trainee": "blank"}
    out.update({k.replace("_", "-"): v for k, v in named.items()})
    return out


def test_an_illegal_placement_is_refused_with_a_reason_and_changes_nothing():
    stack, table, match = rigged(faces(manager="money", employee_1="food", employee_2="blank",
                                       employee_3="blank", trainee="drink"))
    press_button(stack, table, "roll")
    snapshot = match.rules.snapshot()
    home = die_pos(table, "employee-1")
    place = centre(table.model().target_box((CARD, "welcome-1")))
    drag(stack, home, place)  # one taco for an order of a taco and a drink
    assert "needs exactly 2 dice" in table.feedback.refusal
    assert match.rules.snapshot() == snapshot
    settle(stack, 0.5)
    assert die_pos(table, "employee-1") == home  # snapped back
    for die in ("employee-2", "employee-3"):  # two blanks and no real food or drink
        click(stack, die_pos(table, die))
    click(stack, place)
    assert "Blank dice only help a real food or drink" in table.feedback.refusal
    assert match.rules.snapshot() == snapshot
    table.demo_refusal()
    assert table.feedback.refusal and match.rules.snapshot() == snapshot


def test_picked_dice_light_up_only_the_places_that_take_them():
    stack, table, match = rigged(faces(manager="money", employee_1="food", trainee="drink"))
    press_button(stack, table, "roll")
    click(stack, die_pos(table, "employee-1"))
    click(stack, die_pos(table, "trainee"))
    legal = table.input.judge.legal_targets(table.model(), table.input.selected)
    assert (CARD, "welcome-1") in legal and (CARD, "welcome-2") in legal
    assert (DOOR,) not in legal
    start_pos = die_pos(table, "manager")
    send(stack, it.PointerDown((int(start_pos[0]), int(start_pos[1]))),
         it.PointerMove((int(start_pos[0]) + 30, int(start_pos[1]) + 40)))
    drag_state = table.input.drag
    assert drag_state.dragging and (CARD, "welcome-1") in drag_state.state.legal
    send(stack, it.PointerDown((0, 0), button=3))
    assert not drag_state.dragging


def test_serve_and_collect_in_one_move_with_three_dice_and_a_click():
    stack, table, match = rigged(faces(manager="money", employee_1="food", trainee="drink"))
    press_button(stack, table, "roll")
    for die in ("employee-1", "trainee", "manager"):
        click(stack, die_pos(table, die))
    click(stack, centre(table.model().target_box((CARD, "welcome-1"))))
    assert "welcome-1" in match.rules.state.out and match.rules.state.money == 2


def test_achilipu_asks_which_faces_the_dice_turn_to():
    stack, table, match = rigged(faces(manager="drink", employee_1="drink", employee_2="drink",
                                       employee_3="money", trainee="drink"))
    focus_and_confirm(stack, table, ("button", "roll"))
    for die in ("manager", "employee-1", "employee-2", "trainee"):
        focus_and_confirm(stack, table, ("die", die))
    focus_and_confirm(stack, table, ("target", (MENU, "achilipu")))
    assert table.input.dialog is not None and len(table.input.dialog.rows) == 4
    action = Menu(0, "achilipu", ("manager", "employee-1", "employee-2", "trainee"),
                  ("manager", "employee-1", "trainee"), ("money", "food", "drink"))
    answer_dialog_by_keyboard(stack, table, action)
    dice = match.rules.state.dice
    assert (dice["manager"].face, dice["employee-1"].face, dice["trainee"].face) == \
        ("money", "food", "drink")
    assert dice["employee-2"].zone == "spent"


def test_every_status_line_fits_the_bar():
    from tabletop.games.crazy_taco.table.view_text import customer_prompt, manager_prompt
    from tabletop.input.control_words import for_keys

    stack, table, match = start((Seat("Ana", HUMAN),))
    font = table.services.fonts.font(18)
    obs = table.obs()
    # the tip on the right starts near x = 950; name and the turn's chip come first
    chip = 190 + font.size("Turn 99")[0]
    for step in ("play", "extra", "extra_offer", "roll", "place", "manage"):
        for keyboard in (False, True):
            for picked, advertise in ((0, True), (2, True), (0, False)):
                text = for_keys(manager_prompt(step, keyboard, picked, obs, 3,
                                               advertise=advertise))
                assert chip + font.size(text)[0] <= 940, text
                text = for_keys(customer_prompt(keyboard, picked))
                assert chip + font.size(text)[0] <= 940, text


def test_an_undone_placement_puts_the_dice_back_in_the_kitchen():
    """A placement taken back (Crazy Taco allows undo until the dice roll): the table follows."""
    stack, table, match = start((Seat("Ana", HUMAN),), seed=3)
    assert match.spec.undo_barriers is not None
    while True:
        human_turn(stack, table)
        action = match.bot_decision(0).action
        if isinstance(action, Serve):
            break
        play_by_mouse(stack, table, action)
    snapshot = match.rules.snapshot()
    play_by_mouse(stack, table, action)
    assert match.rules.snapshot() != snapshot
    send(stack, it.Command("undo"))
    assert match.rules.snapshot() == snapshot
    settle(stack, 0.5)
    spots = table.model().dice
    for die_id, sprite in table.dice.sprites.items():
        assert (round(sprite.x), round(sprite.y)) == (round(spots[die_id].x),
                                                      round(spots[die_id].y))


def test_a_die_that_could_serve_or_collect_asks_which():
    from tests.games.crazy_taco.helpers import arrange

    stack, table, match = rigged(faces(employee_1="food"))
    state = match.rules.state
    arrange(match.rules, counter=["taco-1", "welcome-1"])
    for pile in (state.deck, state.boxed):
        if "card-terminal-1" in pile:
            pile.remove("card-terminal-1")
    state.extra = "card-terminal-1"  # once a turn a food or drink face counts as money
    press_button(stack, table, "roll")
    drag(stack, die_pos(table, "employee-1"), centre(table.model().target_box((CARD, "taco-1"))))
    assert table.input.dialog is not None and not table.feedback.refusal
    labels = [getattr(w, "label", "") for w in table.input.dialog.group.widgets]
    assert labels[:2] == ["Serve the order", "Collect payment"]
    answer_dialog_by_mouse(stack, table, Collect(0, "taco-1", "employee-1"))
    assert state.status["taco-1"].collected and not state.status["taco-1"].served


def test_the_customer_player_plays_by_mouse_against_the_manager_bot():
    stack, table, match = start((Seat("Bot", BOT), Seat("Cara", HUMAN)), seed=8)
    plays = 0
    while human_turn(stack, table) and plays < 8:
        assert table.model().hand_open
        assert set(match.rules.state.hand) <= table.cards.sprites.keys()
        before = len(match.log)
        play_by_mouse(stack, table, match.bot_decision(1).action)
        assert len(match.log) == before + 1, table.feedback.refusal
        plays += 1
    assert plays >= 5 or match.rules.is_over()


def test_a_hint_names_a_counter_card_by_its_title_and_numbered_place_and_outlines_it():
    """Hints named cards by their data names ("Serve Two tacos and a drink."), which the table
    never shows; they name the header title and the counter place under the outline now."""
    from tabletop.games.crazy_taco.table.card_names import card_title
    from tabletop.games.crazy_taco.table.view_moves import action_parts

    stack, table, match = start((Seat("Ana", HUMAN),), seed=3)
    checked = 0
    while human_turn(stack, table) and checked < 25:
        table.show_hint()
        action, text = table.feedback.hint_action, table.feedback.hint_text
        _, target = action_parts(action)
        if target is not None and target[0] == CARD and target in table.model().targets:
            card = match.data.card(target[1])
            outlined = table.model().target_box(target)
            places = {"Patience": table.board.box("patience")}
            places.update({str(n): table.board.box(f"counter-{n}") for n in (1, 2, 3, 4)})
            label = next(name for name, rect in places.items() if rect == outlined)
            assert f"the {card_title(card)} at {label}" in text, text
            if card.name != card_title(card):
                assert card.name not in text, text
            checked += 1
        play_by_mouse(stack, table, match.bot_decision(table.viewer).action)
    assert checked >= 10, checked


def test_the_customer_players_hint_names_hand_cards_as_their_headers_do():
    from tabletop.games.crazy_taco.table.card_names import card_title

    stack, table, match = start((Seat("Ana", BOT), Seat("Beto", HUMAN)), seed=4)
    checked = 0
    while human_turn(stack, table) and checked < 5:
        table.show_hint()
        action = table.feedback.hint_action
        if isinstance(action, PlayCard):
            title = card_title(match.data.card(action.card))
            assert f"Play the {title}" in table.feedback.hint_text, table.feedback.hint_text
            assert table.card_highlight(action.card, None) == signal(Meaning.HINT,
                                                                     table.services.theme)
            checked += 1
        play_by_mouse(stack, table, match.bot_decision(table.viewer).action)
    assert checked >= 3, checked


def test_the_phase_panel_says_what_the_step_offers_and_keeps_to_its_room():
    """Under the phase pills: placing, how orders are served and paid; managing, what the
    cash buys now and how the turn ends. Sentences that find no room are left off from the
    end, never cut mid-way."""
    import dataclasses

    from tabletop.games.crazy_taco.table.view_text import fitting_sentences, manage_text

    _stack, table, _match = start((Seat("Ana", HUMAN),))
    obs = table.obs()
    data = table.data
    dice = {k: dataclasses.replace(d, zone="rest") if k == "employee-1" else d
            for k, d in obs.dice.items()}
    poor = dataclasses.replace(obs, step="manage", money=3, dice=dice, overtime_used=0,
                               popularity=data.board.popularity_cap - 1)
    said = manage_text(data, poor)
    assert said.startswith(f"Overtime ${data.board.overtime_costs[0]}:")
    assert f"Advertising needs ${data.board.advertising_cost} (you have $3)." in said
    assert said.endswith("the next customers come in.")
    rich = dataclasses.replace(poor, money=20, overtime_used=len(data.board.overtime_costs))
    said = manage_text(data, rich)
    assert not said.startswith("Overtime") and "Advertising: +1 star" in said
    full = dataclasses.replace(rich, popularity=data.board.popularity_cap)
    said = manage_text(data, full)  # (round 27: the campaign offered with every star lit)
    assert "The stars are full: no advert needed." in said and "+1 star" not in said
    assert fitting_sentences("One. Two. Three.", lambda t: len(t) <= 9) == "One. Two."
    assert fitting_sentences("One sentence only.", lambda t: False) == ""


def test_watching_the_customer_player_the_phase_panel_says_what_the_step_means():
    import dataclasses

    from tabletop.games.crazy_taco.rules.state import STEP_PLAY
    from tabletop.games.crazy_taco.table.view_text import panel_text

    _stack, table, _match = start((Seat("Ana", HUMAN),))
    obs = dataclasses.replace(table.obs(), step=STEP_PLAY)
    said = panel_text(table.data, obs, False, "Rosa", (), "", ())
    assert said == "The customer player sends the next customer to the counter."
    assert panel_text(table.data, obs, False, None, (), "", (), ended="Over.") == "Over."


def test_the_management_tip_offers_only_what_the_buttons_allow():
    """Phase 3 with nobody resting: the top bar never asks to pay fines nobody owes, nor to
    advertise when the campaign's button is greyed out."""
    from dataclasses import replace

    from tabletop.games.crazy_taco.table.view_text import manager_prompt

    stack, table, match = start((Seat("Ana", HUMAN),))
    obs = replace(table.obs(), fine_due=0)
    assert "fine" not in manager_prompt("manage", False, 0, obs, 3, advertise=True)
    assert "dvertise" not in manager_prompt("manage", False, 0, obs, 3, advertise=False)
    owed = replace(obs, fine_due=4)
    assert "fines" in manager_prompt("manage", False, 0, owed, 3, advertise=False)


def test_with_dice_kept_phase_3_says_they_wait_for_next_turn():
    """Phase 3 with two kept dice still on the table: the top bar says they are kept for the
    next turn (beside 'Nothing more to do' they read as dice left unplaced), and so does the
    kitchen's key."""
    from dataclasses import replace

    from tabletop.games.crazy_taco.table.board import KITCHEN_KEY_MANAGING
    from tabletop.games.crazy_taco.table.view_text import manager_prompt

    stack, table, match = start((Seat("Ana", HUMAN),))
    obs = replace(table.obs(), fine_due=0)
    dice = dict(obs.dice)
    for die_id in list(dice)[:2]:
        dice[die_id] = replace(dice[die_id], zone="table", kept=True)
    kept = replace(obs, dice=dice)
    assert manager_prompt("manage", False, 0, kept, 3, advertise=False) == (
        "2 dice kept for next turn: end the turn")
    assert "Nothing more" in manager_prompt("manage", False, 0, obs, 3, advertise=False)
    assert KITCHEN_KEY_MANAGING[0].means == "for next turn"


def test_the_overtime_chips_carry_no_number_of_their_own():
    """The rest room's spaces are numbered 1, 2, 3: the overtime chips above them say the
    price and its order in words ("$3", "then $5", "$3 used"), never "1: $3"."""
    from tabletop.core.language import Language
    from tabletop.games.crazy_taco.table.draw import overtime_words

    words = Language()
    assert [overtime_words(words, i, cost, False) for i, cost in enumerate((3, 5))] == [
        "$3", "then $5"]
    assert overtime_words(words, 0, 3, True) == "$3 used"


def test_placing_with_every_die_used_the_bar_says_to_finish_as_the_coach_does():
    """Every die placed: the top bar says to press Finish placing (round 25: it still said
    to drag dice, beside a coach saying to finish); with a die still free, how to place."""
    from dataclasses import replace

    from tabletop.games.crazy_taco.table.view_text import manager_prompt

    stack, table, match = start((Seat("Ana", HUMAN),))
    obs = table.obs()
    used = replace(obs, dice={d: replace(die, zone="spent") for d, die in obs.dice.items()})
    for keyboard in (False, True):
        assert manager_prompt("place", keyboard, 0, used, 3) == \
            "Every die is used: press Finish placing"
    free = dict(used.dice)
    free["manager"] = replace(free["manager"], zone="table", face="food")
    assert "Finish" not in manager_prompt("place", False, 0, replace(used, dice=free), 3)
    resting = dict(used.dice)
    resting["manager"] = replace(resting["manager"], zone="table", face="rest")
    assert "Finish" in manager_prompt("place", False, 0, replace(used, dice=resting), 3)


def test_the_reroll_button_shows_only_when_it_can_be_pressed():
    """Placing: the strip over the kitchen is the way to re-roll; the button beside Finish
    shows only once dice are picked and the cash pays for it (never a pale one), and the
    strip says when the cash cannot."""
    from dataclasses import replace

    from tabletop.games.crazy_taco.table import draw
    from tabletop.games.crazy_taco.table.buttons import button_specs

    stack, table, match = start((Seat("Ana", HUMAN),))
    human_turn(stack, table)
    model = table.model()
    if model.step == "roll":
        table.submit(Roll(0))
        table.tweens.finish_all()
        model = table.model()
    assert model.step == "place"
    dice = list(model.table_dice())[:2]
    cost = table.data.board.reroll_cost
    rich = replace(model, obs=replace(model.obs, money=cost))
    poor = replace(model, obs=replace(model.obs, money=cost - 1))

    def names(m, picked):
        return [s.name for s in button_specs(m, table.legal(), table.data, picked, ())]

    assert names(rich, ()) == ["finish"]
    assert names(poor, dice) == ["finish"]
    (reroll,) = [s for s in button_specs(rich, table.legal(), table.data, dice, ())
                 if s.name == "reroll"]
    assert reroll.enabled
    said = table.services.words.gettext(draw.REROLL_POOR).format(cost=cost, money=0)
    assert said == f"A re-roll costs ${cost}: you have $0"
