"""Captions for sounds: each important sound a table asks for shows a caption for a while (the
same sound again counts on it), and a table shows them only while the setting is on."""

import dataclasses

import pytest

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.kit.captions import CAPTIONS, MOST_SHOWN, SHOWN_SECONDS, Captions
from tests.scenes.helpers import headless_services, settle


def test_a_sound_gets_its_caption_and_a_click_gets_none():
    captions = Captions()
    captions.heard(["deal", "ui_click", "coins"])
    assert captions.texts() == ("[card dealt]", "[coins]")


def test_the_same_sound_again_counts_on_its_caption_and_keeps_it_up():
    captions = Captions()
    captions.heard(["deal", "coins"])
    captions.advance(SHOWN_SECONDS - 0.5)
    captions.heard(["deal", "deal"])
    assert captions.texts() == ("[coins]", "[card dealt ×3]")
    captions.advance(1.0)
    assert captions.texts() == ("[card dealt ×3]",)
    assert captions.due_in() == pytest.approx(SHOWN_SECONDS - 1.0)
    captions.advance(SHOWN_SECONDS)
    assert captions.texts() == () and captions.due_in() is None


def test_only_the_newest_are_shown():
    captions = Captions()
    captions.heard(["deal", "flip", "coins", "stab", "pop"])
    assert len(captions.texts()) == MOST_SHOWN
    assert captions.texts()[-1] == "[smash!]"


def test_every_event_sound_of_the_issue_has_a_caption():
    for name in ("deal", "flip", "dice_3", "coins", "drop_refused", "perfect_taco", "pop",
                 "stab", "turn", "tick", "wave_won"):
        assert CAPTIONS[name]


@pytest.mark.parametrize("on", [True, False])
def test_a_table_shows_captions_only_with_the_setting_on(on):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, captions=on)
    spec = services.specs["taco-loco"]
    seats = tuple(Seat(name, BOT) for name in ("Ana", "Rosa", "Diego"))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 5, {}))
    table = services.table_view_class(spec.id)(services, spec, match)
    stack = SceneStack()
    stack.push(table)
    stack.apply_pending()
    settle(stack, until=lambda: bool(table.captions.texts()), limit=5) if on else settle(stack, 3)
    stack.draw(services.display.canvas, 0.0)
    strip = table.retained.shown.get("captions")
    if on:
        assert "[card dealt" in " ".join(table.captions.texts())
        assert strip is not None and strip.look.texts == table.captions.texts()
    else:
        assert table.captions.texts() == () and strip is None


def test_a_caption_is_said_in_the_tables_language():
    from tabletop.assets.catalogs import load_language

    captions = Captions()
    captions.heard(["deal", "deal", "dice_3"])
    assert captions.texts(load_language("es")) == ("[carta repartida ×2]", "[suenan 3 dados]")
