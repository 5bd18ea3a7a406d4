"""The settings screen in sections: every setting in one, the cards on the felt above the note,
each row's control by its kind, and a click on it doing what it shows."""

from __future__ import annotations

import pygame

from tabletop.scenes.setting_rows import LEVEL, PICK, SWITCH, SettingRow
from tabletop.scenes.settings import NOTE, SettingsScene
from tests.scenes.helpers import headless_services


def rows_of(scene: SettingsScene) -> list[SettingRow]:
    return [widget for widget, _ in scene.labelled if isinstance(widget, SettingRow)]


def test_every_setting_has_one_row_in_one_section_and_the_cards_keep_apart():
    services = headless_services()
    scene = SettingsScene(services)
    names = [name for section in scene.sections for name in section.names]
    assert len(names) == len(set(names))
    assert {name for name, _ in scene.rules} <= set(names)
    assert len(rows_of(scene)) == len(scene.rules) + len(scene.game_settings)
    cards = [section.card for section in scene.sections]
    screen = pygame.Rect((0, 0), services.display.logical)
    for index, card in enumerate(cards):
        assert screen.contains(card) and card.bottom <= NOTE.top, card
        assert all(not card.colliderect(other) for other in cards[index + 1:])
    for section in scene.sections:
        assert all(section.card.contains(row) for row in section.rows)


def test_each_row_shows_its_kind_of_value():
    scene = SettingsScene(headless_services())
    kinds = {widget.label: widget.kind for widget, _ in scene.labelled
             if isinstance(widget, SettingRow)}
    assert kinds["Master volume"] == LEVEL
    assert kinds["Full screen"] == SWITCH
    assert kinds["Language"] == PICK and kinds["Text size"] == PICK


def test_a_switch_flips_wherever_it_is_clicked_and_a_level_steps_by_its_side():
    services = headless_services()
    scene = SettingsScene(services)
    rows = {widget.label: widget for widget in rows_of(scene)}
    before = services.storage.settings.reduced_motion
    rows["Reduced motion"].click(rows["Reduced motion"].rect.midleft)
    assert services.storage.settings.reduced_motion is not before
    volume = rows["Master volume"]
    level = volume.level()
    volume.click(volume.control().midleft)
    assert volume.level() < level
    volume.click(volume.control().midright)
    assert volume.level() == level


def test_narrations_reason_is_a_note_beside_its_name_and_said_with_its_value():
    services = headless_services()
    scene = SettingsScene(services)
    row = next(widget for widget in rows_of(scene) if widget.label == "Narration")
    reason = services.speech.disabled_reason
    if reason:
        assert row.note() and row.note() in row.display(row.value)
        assert row.word() not in ("", row.display(row.value))
    scene.draw(services.display.canvas, 0.0)


def test_a_switch_says_its_state_in_a_word_beside_it_and_leaves_its_name_more_room():
    from tabletop.ui import fonts

    services = headless_services()
    scene = SettingsScene(services)
    switch = next(w for w in rows_of(scene) if w.kind == SWITCH and not w.note())
    pick = next(w for w in rows_of(scene) if w.kind == PICK)
    assert switch.control().w < pick.control().w
    services.fonts.log = log = fonts.TextLog()
    switch.draw(pygame.Surface((1280, 720)), services.fonts, services.theme, False, False)
    word = next(p for p in log.placed if p.text == switch.word())
    assert switch.word() in ("On", "Off") and switch.control().contains(word.rect)


def test_decimals_are_said_with_the_languages_separator():
    from tabletop.assets.catalogs import load_language
    from tabletop.scenes.settings import show_value

    services = headless_services()
    rule = services.storage.user.data.rule("bot_pace")
    spanish, english = load_language("es"), load_language("en")
    assert show_value(spanish, "bot_pace", rule, 0.6) == "0,6 s"
    assert show_value(english, "bot_pace", rule, 0.6) == "0.6 s"
    scale = services.storage.user.data.rule("ui_scale")
    assert show_value(spanish, "ui_scale", scale, 1.25).startswith("1,2")
