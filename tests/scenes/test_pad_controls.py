"""The gamepad controls screen shows what each pad button does (as its glyph) and swaps
confirm and back; the swap reaches the tables and the menus."""

from __future__ import annotations

import dataclasses

from tabletop.app import _dispatch
from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.input import pad
from tabletop.scenes.pad_controls import PadControlsScene
from tabletop.scenes.settings import SettingsScene
from tabletop.ui import glyph_text
from tabletop.ui.widgets import Button, Choice
from tests.games.taco_loco.table import test_view as loco
from tests.pad.helpers import Pads, press
from tests.scenes.helpers import headless_services, send


def on_screen(scene):
    stack = SceneStack()
    stack.push(scene)
    stack.apply_pending()
    return stack


def test_every_pad_button_is_listed_with_its_glyph_and_what_it_does():
    services = headless_services()
    scene = PadControlsScene(services)
    rows = scene.rows()
    assert [does for _, does in rows] == [does for _, does in pad.TABLE_ROLES]
    glyphs = " ".join(g for g, _ in rows)
    for name in ("dpad", "a", "b", "x", "y", "lb", "rb", "start", "back"):
        assert glyph_text.glyph(name) in glyphs
    assert dict((does, g) for g, does in rows)["Pick up, place, confirm"] == glyph_text.glyph("a")
    scene.draw(services.display.canvas, 0.0)


def test_the_swap_makes_b_confirm_at_the_table_and_in_the_screen_itself():
    services = headless_services()
    scene = PadControlsScene(services)
    stack = on_screen(scene)
    swap = next(w for w in scene.widgets.widgets if isinstance(w, Choice))
    scene.widgets.focus = scene.widgets.widgets.index(swap)
    send(stack, it.Navigate(1, 0))
    try:
        assert services.settings.pad_swap is True
        rows = dict((does, g) for g, does in scene.rows())
        assert rows["Pick up, place, confirm"] == glyph_text.glyph("b")
        assert rows["Put back, cancel"] == glyph_text.glyph("a")
        pads = Pads(services, stack)
        pads.plug(0)
        pads.post(press("b"))  # B chooses now: the focused switch flips back
        assert services.settings.pad_swap is False
        pads.post(press("a"))  # unswapped, A chooses again
        assert services.settings.pad_swap is True
        stack2, table, match = loco.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
        table.services.settings = services.settings
        assert table.pad_gate.reader.read(it.PadButton(7, pad.B), table.pad_swap()) == it.Confirm(7)
        assert table.pad_gate.reader.read(it.PadButton(7, pad.A), table.pad_swap()) == it.Erase(7)
    finally:
        services.storage.update_settings(dataclasses.replace(services.settings, pad_swap=False))


def test_settings_and_the_table_open_the_controls():
    services = headless_services()
    settings = SettingsScene(services)
    stack = on_screen(settings)
    button = next(w for w in settings.widgets.widgets
                  if isinstance(w, Button) and w.label == "Gamepad controls")
    button.activate()
    stack.apply_pending()
    assert isinstance(stack.top, PadControlsScene)
    stack2, table, match = loco.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    send(stack2, it.KeyPress("f2"))
    assert isinstance(stack2.top, PadControlsScene)


def test_the_settings_note_names_pad_buttons_while_a_pad_is_in_hand():
    services = headless_services()
    scene = SettingsScene(services)
    stack = on_screen(scene)
    pads = Pads(services, stack)
    pads.plug(0)
    pads.post(press("rb"))
    assert services.pads.in_hand
    assert glyph_text.glyph("dpad") in scene.pad_note()
    assert glyph_text.glyph("b") in scene.pad_note()
    scene.draw(services.display.canvas, 0.0)
    _dispatch(services, stack, [it.Navigate(0, 1)])  # a key, as the app hands it on
    assert not services.pads.in_hand
