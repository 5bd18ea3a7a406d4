"""Settings → Language applies at once: every scene on the stack speaks the new language on the
next frame (a table mid-game included: its phrase book is built again), and the choice is the
language of the next start."""

from __future__ import annotations

import dataclasses

from tabletop.engine.scene_stack import SceneStack
from tabletop.kit.scene import TableScene
from tabletop.scenes.pause import PauseScene
from tabletop.scenes.settings import SettingsScene
from tests.scenes.every_scene import fresh_services, shot
from tests.scenes.layout_checks import texts_drawn


def in_english(services) -> None:
    storage = services.storage
    storage.update_settings(dataclasses.replace(storage.settings, language="en"))


def test_switching_language_mid_game_redraws_the_table_in_it(tmp_path):
    services = fresh_services(tmp_path)
    in_english(services)
    stack = shot("table", game="taco-loco", steps=6)(services)
    table = stack.scenes[-1]
    assert isinstance(table, TableScene)
    stack.push(PauseScene(services, table.spec, table.quit_to_menu))
    stack.apply_pending()
    settings = SettingsScene(services)
    stack.push(settings)
    stack.apply_pending()
    assert "Settings" in texts_drawn(services, stack).rendered

    settings.change("language", 1)  # English -> Español, nothing else touched
    stack.apply_pending()
    assert services.words.code == "es"
    assert services.storage.settings.language == "es"
    shown = texts_drawn(services, stack).rendered
    assert "Ajustes" in shown and "Idioma" in shown and "Español" in shown
    assert "Settings" not in shown

    stack.pop()
    stack.apply_pending()
    assert table.phrases.language.code == "es"
    shown = texts_drawn(services, stack).rendered  # the pause menu over the table
    assert "Continuar" in shown and "Resume" not in shown
    assert "Ayuda (F1)" in shown and "Aid (F1)" not in shown
    assert any("suma" in text for text in shown), shown  # the history, from the phrase book


def test_the_chosen_language_is_the_next_starts(tmp_path):
    services = fresh_services(tmp_path)
    in_english(services)
    stack = SceneStack()
    stack.push(settings := SettingsScene(services))
    stack.apply_pending()
    settings.change("language", 1)
    services.storage.flush()
    again = fresh_services(tmp_path)
    assert again.words.code == "es" and again.settings.language == "es"
