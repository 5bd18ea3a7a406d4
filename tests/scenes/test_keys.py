"""Settings → Keys: choose a new key for an action by pressing it, a key another action has is
refused with a sentence naming that action, Reset puts every key back; saved at once, and the
tables then answer the new key."""

from __future__ import annotations

from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.input.keymap import ACTIONS, KeyMap
from tabletop.scenes.keys import KeysScene
from tests.scenes.helpers import headless_services, send


def keys_screen():
    services = headless_services()
    stack = SceneStack()
    scene = KeysScene(services)
    stack.push(scene)
    stack.apply_pending()
    return services, stack, scene


def focus_on(scene, action: str) -> None:
    scene.widgets.focus = [a.name for a in ACTIONS].index(action)


def test_a_new_key_is_chosen_by_pressing_it_and_saved():
    services, stack, scene = keys_screen()
    focus_on(scene, "hint")
    send(stack, it.Confirm())
    assert services.capturing_key and "press the new key" in scene.widgets.focused.label
    send(stack, it.KeyPress("j", ""))
    assert services.settings.keys == {"hint": "j"}
    assert services.storage.user.settings.load().settings.keys == {"hint": "j"}
    assert not services.capturing_key and scene.widgets.focused.label == "Hint: J"


def test_a_key_another_action_has_is_refused_with_a_sentence():
    services, stack, scene = keys_screen()
    focus_on(scene, "hint")
    send(stack, it.Confirm(), it.KeyPress("f5", ""))
    assert services.settings.keys == {}
    assert scene.message.startswith("F5 is already \u201cNarration: the table's summary\u201d")


def test_esc_or_a_pad_keeps_the_old_key_and_reset_puts_every_key_back():
    services, stack, scene = keys_screen()
    focus_on(scene, "scores")
    send(stack, it.Confirm(), it.KeyPress("escape", ""))
    assert services.settings.keys == {} and not services.capturing_key
    send(stack, it.Confirm(), it.KeyPress("k", ""))
    assert services.settings.keys == {"scores": "k"}
    scene.reset()
    assert services.settings.keys == {}


def test_the_screen_is_reached_from_settings_and_a_pad_walks_it():
    services, stack, _ = keys_screen()
    from tabletop.scenes.settings import SettingsScene

    settings = SettingsScene(services)
    stack.clear_to(settings)
    stack.apply_pending()
    keys = next(w for w in settings.widgets.widgets if getattr(w, "label", "") == "Keys")
    keys.activate()
    stack.apply_pending()
    assert isinstance(stack.top, KeysScene)
    send(stack, it.Navigate(0, 1, pad=3), it.Navigate(0, 1, pad=3))
    assert stack.top.widgets.focus == 2


def test_taco_fights_keyboard_players_have_a_page_of_their_own():
    services, stack, scene = keys_screen()
    page = next(w for w in scene.widgets.widgets if w.label == "¡Taco Fight! keys")
    page.activate()
    assert scene.heading == "Keys: ¡Taco Fight!"
    labels = [w.label for w in scene.widgets.widgets]
    assert "Left player: up: W" in labels and "Scores: F3" in labels
    assert "Hint: H" not in labels
    scene.widgets.focus = labels.index("Left player: up: W")
    send(stack, it.Confirm(), it.KeyPress("i", ""))
    assert services.settings.keys == {"fight left up": "i"}
    scene.widgets.focus = labels.index("Right player: give a card: L")
    send(stack, it.Confirm(), it.KeyPress("i", ""))  # the left player's up now
    assert scene.message.startswith("I is already \u201cLeft player: up\u201d")
    scene.widgets.focus = labels.index("Scores: F3")
    send(stack, it.Confirm(), it.KeyPress("h", ""))  # H hints at the turn tables only
    assert services.settings.keys == {"fight left up": "i", "fight scores": "h"}


def test_the_fight_table_answers_the_keys_chosen_for_it():
    from tabletop.games.taco_fight.table.devices import LEFT_KEYS, MOVE, Command
    from tests.scenes.test_score_sheet import table_of

    services, _stack, scene = keys_screen()
    scene.keep(KeyMap({"fight left up": "i", "fight scores": "h"}))
    stack, table = table_of(services, "taco-fight", 2)
    assert table.hub.translate(it.KeyPress("i")) == Command(LEFT_KEYS, MOVE, 0, -1)
    assert "Scores (H)" in [b.label for b in table.buttons()]  # named once: on its button
    assert "scores" not in table.key_tips() and "F3" not in table.key_tips()
    send(stack, it.KeyPress("h", "hint"))
    from tabletop.scenes.score_sheet import ScoreSheetScene

    assert isinstance(stack.top, ScoreSheetScene)


def test_each_row_shows_its_action_and_its_keys_as_caps_in_named_groups():
    from tabletop.scenes.keys import GROUPS, KeyRow

    _services, stack, scene = keys_screen()
    rows = [w for w in scene.widgets.widgets if isinstance(w, KeyRow)]
    assert rows
    confirm = next(r for r in rows if r.label.startswith("Choose"))
    assert confirm.keys == ("Enter", "Space") and confirm.action == "Choose, play"
    assert all(r.keys for r in rows)
    assert len(GROUPS) == 2 and all(len(page) == 2 for page in GROUPS)
    focus_on(scene, "hint")
    send(stack, it.Confirm())
    waiting = next(r for r in scene.widgets.widgets if isinstance(r, KeyRow) and r.waiting)
    assert "press the new key" in waiting.label


def test_the_page_says_how_to_change_a_key_beside_its_buttons():
    import pygame

    from tabletop.scenes.keys import HOW, HOW_SAID
    from tabletop.ui import fonts

    services, stack, scene = keys_screen()
    services.fonts.log = log = fonts.TextLog()
    stack.draw(pygame.Surface((1280, 720)), 0.0)
    said = next(p for p in log.placed if p.text == HOW_SAID)
    assert HOW.contains(said.rect)
    assert not any(w.rect.colliderect(HOW) for w in scene.widgets.widgets)


def test_no_row_of_either_page_is_squeezed():
    """Every row stands at least 38 px tall on both pages (¡Taco Fight!'s left player's
    twelve keys: the four directions two abreast, up beside down, left beside right), rows
    never overlap, and each half row still shows its whole action."""
    import pygame

    from tabletop.scenes.keys import KeyRow

    services, stack, scene = keys_screen()
    for _page in range(2):
        rows = [w for w in scene.widgets.widgets if isinstance(w, KeyRow)]
        assert min(r.rect.h for r in rows) >= 38, [r.rect.h for r in rows]
        for first in rows:
            assert not any(first.rect.colliderect(other.rect) for other in rows
                           if other is not first)
            assert services.fonts.measure(first.action, first.size)[0] < first.rect.w - 60
        scene.turn_page()
    scene.turn_page()
    halves = {r.action: r.rect for r in scene.widgets.widgets
              if isinstance(r, KeyRow) and r.rect.w < 400}
    assert len(halves) == 4
    up, down = halves["Up"], halves["Down"]  # (the band says whose: "Left keyboard player")
    assert up.y == down.y and up.right < down.x
    said = {r.label for r in scene.widgets.widgets if isinstance(r, KeyRow)}
    assert "Left player: up: W" in said  # narration still names the player
    stack.draw(pygame.Surface((1280, 720)), 0.0)


def test_reset_stands_apart_at_the_left_and_done_at_the_right():
    """The bar under the keys is a menu's, not a form's: Reset alone at the left, the other
    page and Done at the right, how to change a key between them."""
    from tabletop.scenes.keys import HOW
    from tabletop.ui.widgets import Button

    _services, _stack, scene = keys_screen()
    buttons = {w.label: w.rect for w in scene.widgets.widgets if type(w) is Button}
    reset, page, done = buttons["Reset all keys"], buttons["¡Taco Fight! keys"], buttons["Done"]
    assert reset.right < HOW.x and HOW.right < page.x and page.right < done.x
    assert done.right >= 1200


def test_the_right_keyboard_player_has_their_moves_as_rows_of_their_own():
    """¡Taco Fight!'s right player's moves and play stand on their card as rows, as the left
    player's do (they were a footnote pointing to the first page), with the menus' keys they
    share: up beside down, left beside right, then play on the plate."""
    from tabletop.scenes.keys import KeyRow, cards

    _services, _stack, scene = keys_screen()
    scene.turn_page()
    right = cards()[1]
    rows = [w for w in scene.widgets.widgets if isinstance(w, KeyRow) and right.contains(w.rect)]
    by_words = {r.action: r for r in rows}
    for words in ("Up", "Down", "Left", "Right", "Right player: play on the plate"):
        assert words in by_words, words
    assert by_words["Up"].rect.y == by_words["Down"].rect.y
    assert by_words["Left"].rect.y == by_words["Right"].rect.y
    assert "Enter" in by_words["Right player: play on the plate"].keys
    assert by_words["Up"].keys == ("Up",)
    assert min(r.rect.h for r in rows) >= 38
    assert max(r.rect.bottom for r in rows) <= right.bottom


def test_how_to_change_a_key_is_said_at_20_px_on_two_lines():
    """A reviewer found the how-to between the buttons the smallest text on the screen (18 px):
    it is said at 20 px in English, on two lines, inside its room."""
    from tabletop.scenes.keys import HOW, HOW_SAID, HOW_SIZE
    from tests.scenes.layout_checks import texts_drawn

    services, stack, _scene = keys_screen()
    placed = [p for p in texts_drawn(services, stack).placed if p.text == HOW_SAID]
    assert placed and HOW.contains(placed[0].rect)
    line = services.fonts.line_height(HOW_SIZE)
    assert line + 4 < placed[0].rect.h <= 2 * line + 6
    assert placed[0].rect.h > 2 * services.fonts.line_height(18)
