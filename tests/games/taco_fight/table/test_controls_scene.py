"""The first-time controls sheet's marigold words are printed in the ink made for cream
(`palette.MARIGOLD_INK`, 6.2:1), never in the darkened marigold (3.0:1 on cream), which is
for rules and outlines only."""

import pygame

from tabletop.ui.palette import CREAM, MARIGOLD_INK, contrast_ratio
from tests.scenes.every_scene import every_state, fresh_services

STATES = {s.name: s for s in every_state()}


def colours_of(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    raw = pygame.image.tobytes(surface, "RGB")
    return {tuple(raw[i:i + 3]) for i in range(0, len(raw), 3)}


def test_the_controls_sheet_words_marigold_in_its_ink_on_cream(tmp_path):
    from tabletop.games.taco_fight.table.controls_scene import ControlsScene

    services = fresh_services(tmp_path)
    stack = STATES["table-taco-fight-2-12"].stage(services)  # a bot's seat: "Bot (no device)"
    sheet = ControlsScene(services, stack.top, True)
    stack.push(sheet)
    stack.apply_pending()
    canvas = pygame.Surface((1280, 720))
    sheet.draw(canvas, 0.0)
    shown = colours_of(canvas)
    theme = services.theme
    assert theme.marigold_ink == MARIGOLD_INK and contrast_ratio(MARIGOLD_INK, CREAM) >= 4.5
    assert MARIGOLD_INK in shown  # the words a bot's seat and each device's change line say
    assert theme.marigold_dark not in shown
