"""¡Taco Fight!'s own setting lives in its spec: the assist a new game starts with, saved under
the game's key, brought over from settings files that kept it among the app's."""

import json

from tabletop.assets.paths import user_data_dir
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.scenes.settings import SettingsScene
from tabletop.storage.settings import SETTINGS_FILE
from tests.scenes.helpers import headless_services, send


def settings_file():
    return user_data_dir() / SETTINGS_FILE


def test_an_old_settings_files_assist_still_starts_a_fight_with_the_longer_hourglass():
    settings_file().parent.mkdir(parents=True, exist_ok=True)
    settings_file().write_text(json.dumps({"version": 1, "settings": {
        "master_volume": 0.5, "taco_fight_assist": True}}), encoding="utf-8")
    services = headless_services()
    assert services.storage.notices == []
    fight = services.specs["taco-fight"]
    assert services.settings.game_value(fight, "assist") == "on"
    assert SeatSetupScene(services, fight).options["assist"] == "on"
    assert SeatSetupScene(services, services.specs["taco-loco"]).options == {
        "same-number": "last-played"}


def test_the_assist_is_set_on_the_settings_screen_and_saved_under_the_games_key():
    services = headless_services()
    fight = services.specs["taco-fight"]
    assert SeatSetupScene(services, fight).options["assist"] == "off"
    stack = SceneStack()
    scene = SettingsScene(services)
    stack.push(scene)
    stack.apply_pending()
    row = next(w for w in scene.widgets.widgets if "Longer hourglass (assist)" in w.label)
    assert row.display(row.value) == "Off"
    send(stack, it.PointerDown((row.rect.right - 10, row.rect.centery)))
    assert row.display(row.value) == "On"
    saved = json.loads(settings_file().read_text(encoding="utf-8"))
    assert saved["version"] == 2 and saved["games"] == {"taco-fight": {"assist": "on"}}
    assert "taco_fight_assist" not in saved["settings"]
    assert SeatSetupScene(services, fight).options["assist"] == "on"
    assert SeatSetupScene(headless_services(), fight).options["assist"] == "on"
