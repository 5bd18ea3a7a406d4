"""The Fight table is readable at a glance: no controls panel on the table (the controls sheet
is an overlay), the taco board's counts clear of the card backs, bots' plays marked where
they land, and the status bar's prompt clear of the key tips."""

import pytest

from tabletop.games.taco_fight.table.devices import KEY_LABELS, MOUSE
from tabletop.games.taco_fight.table.layout import FightLayout
from tests.scenes.every_scene import TEXT_SIZES, every_state, fresh_services
from tests.scenes.layout_checks import texts_drawn

STATES = {s.name: s for s in every_state()}


@pytest.mark.parametrize("players", [1, 2])
def test_no_controls_panel_sits_on_the_table(tmp_path, players):
    """The keys are on the controls overlay (F2); the table keeps its space for the boards."""
    services = fresh_services(tmp_path)
    stack = STATES[f"table-taco-fight-{players}-12"].stage(services)
    texts = {p.text for p in texts_drawn(services, stack).placed}
    assert not any(text.startswith("Controls") for text in texts)
    for label in KEY_LABELS[MOUSE].values():
        assert label not in texts, f"{label!r} is printed on the table"
    layout = FightLayout(players, 5)
    assert not hasattr(layout, "legend")


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_prompt_never_runs_into_the_key_tips(tmp_path, scale):
    services = fresh_services(tmp_path)
    services.fonts.set_scale(scale)
    stack = STATES["table-taco-fight-2-12"].stage(services)
    placed = {p.text: p for p in texts_drawn(services, stack).placed}
    tip = placed["Esc pause · F2 controls · F1 aid"]
    prompt = next(p for p in placed.values() if p.text.startswith("Place your new tacos"))
    assert prompt.rect.right < tip.rect.x


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_taco_boards_counts_are_not_printed_on_the_decks(tmp_path, scale):
    """Each deck's back carries the game's logo: its count and heat sit clear of it."""
    services = fresh_services(tmp_path)
    services.fonts.set_scale(scale)
    stack = STATES["table-taco-fight-4-12"].stage(services)
    table = stack.top
    layout = table.layout
    zone = layout.zone("tacos")
    placed = [p for p in texts_drawn(services, stack).placed if zone.contains(p.rect)]
    sizes = dict(table.table.taco_stack_sizes)
    for heat in ("mild", "medium", "hot"):
        deck = layout.taco_deck_rect(heat).inflate(4, 4).move(-2, -2)  # the stacked backs
        for text in (heat, str(sizes.get(heat, 0))):
            shown = [p for p in placed if p.text == text
                     and abs(p.rect.centerx - deck.centerx) < deck.w]
            assert shown, f"{text!r} is not shown by the {heat} deck"
            for p in shown:
                assert not p.rect.colliderect(deck), f"{text!r} is printed on the {heat} deck"
                assert p.box.contains(p.rect), f"{text!r} runs out of its box"
