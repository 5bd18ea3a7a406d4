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


def test_the_controls_sheet_is_a_sheet_over_the_whole_table(tmp_path):
    """The first-time sheet covers the whole table under its top bar, the table's buttons
    too (the table dimmed round it, none of it showing between the cards), its title on the
    sheet clear of the top bar, and everything it says inside it."""
    from tabletop.games.taco_fight.table import controls_scene as sheet_module
    from tabletop.games.taco_fight.table.controls_scene import ControlsScene
    from tabletop.kit.chrome import BAR_HEIGHT
    from tabletop.ui.palette import BAR_FILL

    sheet_rect, title = sheet_module.SHEET, sheet_module.TITLE
    assert sheet_rect.top >= BAR_HEIGHT + 8 and title.top > sheet_rect.top
    assert sheet_rect.left <= 12 and sheet_rect.right >= 1268 and sheet_rect.bottom >= 712
    for part in (title, sheet_module.FOOT_BAND, sheet_module.START_BUTTON, sheet_module.NOTE,
                 sheet_module.KEYS_LINE):
        assert sheet_rect.contains(part), part
    assert title.bottom <= sheet_module.SEATS_TOP
    assert sheet_module.SEATS_TOP + sheet_module.SEAT_H < sheet_module.TOP
    assert sheet_module.FOOT_BAND.top > sheet_module.CARDS_BOTTOM
    services = fresh_services(tmp_path)
    stack = STATES["table-taco-fight-2-12"].stage(services)
    table = stack.top
    sheet = ControlsScene(services, table, True)
    stack.push(sheet)
    stack.apply_pending()
    assert all(sheet_rect.contains(rect) for _device, rect in sheet.device_rects())
    assert all(sheet_rect.contains(button.rect) for button in table.buttons())
    canvas = pygame.Surface((1280, 720))
    canvas.fill((255, 255, 255))
    sheet.draw(canvas, 0.0)
    below_cards = (640, (sheet_module.CARDS_BOTTOM + sheet_module.FOOT_BAND.top) // 2)
    assert canvas.get_at(below_cards)[:3] == BAR_FILL  # the sheet, solid: no table through it


def test_a_single_key_stands_on_a_key_cap():
    """The right keyboard's '/ . , ' ;' were 3-5 px specks at the rows' 16 px: every single
    key (a letter or a sign) now stands on a key cap with its sign at 18 px; a spelled-out key
    ('Right Shift', 'W A S D') stays words."""
    from tabletop.games.taco_fight.table.controls_scene import KEYCAP_TEXT, on_a_cap

    assert all(on_a_cap(key) for key in "/.,';LE")
    assert not any(on_a_cap(key) for key in ("Right Shift", "W A S D", "Enter", " "))
    assert KEYCAP_TEXT >= 18


def test_key_caps_one_over_another_keep_apart(tmp_path):
    """Two single keys in rows one over the other (the left keyboard's E, F, Q...) stand on
    caps with card between them (at 2 px apart the caps touched)."""
    from tabletop.games.taco_fight.table import controls_scene as sheet_module

    services = fresh_services(tmp_path)
    line = services.fonts.line_height(sheet_module.ROW_TEXT)
    cap_h = line + 1  # (`draw_rows`: a cap as tall as a line and one)
    assert line + sheet_module.ROW_GAP - cap_h >= 3


def test_specks_are_named_and_the_gamepads_card_lists_its_buttons(tmp_path):
    """A reviewer read the full stop's key cap as a bullet, and the Gamepads card as a wall of
    text: a speck ('.', ',', "'") is named beside its cap ("period"), and with no pad plugged
    in the Gamepads card lists every button and what it does in rows, all inside the card."""
    from tabletop.games.taco_fight.table import controls_scene as sheet_module
    from tabletop.games.taco_fight.table.controls_scene import NO_PAD, ControlsScene
    from tabletop.ui.fonts import TextLog

    services = fresh_services(tmp_path)
    stack = STATES["table-taco-fight-2-12"].stage(services)
    sheet = ControlsScene(services, stack.top, True)
    stack.push(sheet)
    stack.apply_pending()
    log = TextLog()
    services.fonts.log = log
    try:
        sheet.draw(pygame.Surface((1280, 720)), 0.0)
    finally:
        services.fonts.log = None
    placed = log.placed
    said = [p.text for p in placed]
    assert "period" in said and "comma" in said and "apostrophe" in said
    card = dict(sheet.device_rects())[NO_PAD]
    inside = [p for p in placed if card.contains(p.rect)]
    words = [p.text for p in inside]
    for what in sheet_module.WHAT.values():
        assert what in words, what
    assert "Start" in words and "LB" in words
