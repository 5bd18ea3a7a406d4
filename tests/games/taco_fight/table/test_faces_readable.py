"""Every ¡Taco Fight! card face a player reads prints its digits at least 16 px tall and its
icons at least 24 px (the kit's card-size family)."""

from tabletop.games.taco_fight.table.faces import FightFaces
from tabletop.kit.sizes import MIN_DIGIT_PX, MIN_ICON_PX
from tests.scenes.every_scene import fresh_services


def test_every_face_prints_readable_digits_and_icons(tmp_path):
    services = fresh_services(tmp_path)
    from tabletop.games.taco_fight.spec import SPEC

    faces = FightFaces(services.images, services.fonts, services.game_data(SPEC))
    icons, digits = [], []
    icon, text = faces.icon, services.fonts.text

    def recording_icon(name, size):
        icons.append((name, size))
        return icon(name, size)

    def recording_text(words, size, *args, **kwargs):
        if str(words).strip().isdigit():
            digits.append((words, size))
        return text(words, size, *args, **kwargs)

    faces.icon = recording_icon
    services.fonts.text = recording_text
    faces.warm()
    assert icons and digits
    small = [(n, s) for n, s in icons if s < MIN_ICON_PX]
    assert not small, f"icons under {MIN_ICON_PX} px: {sorted(set(small))}"
    tiny = [(d, s) for d, s in digits if s < MIN_DIGIT_PX]
    assert not tiny, f"digits under {MIN_DIGIT_PX} px: {sorted(set(tiny))}"
