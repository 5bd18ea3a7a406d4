"""The Fight table is readable at a glance: no controls panel on the table (the controls sheet
is an overlay), the taco board's counts clear of the card backs, bots' plays marked where
they land, and the status bar's prompt clear of the key tips."""

import pytest

from tabletop.games.taco_fight.table.devices import MOUSE_LABELS
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
    for label in MOUSE_LABELS.values():
        assert label not in texts, f"{label!r} is printed on the table"
    layout = FightLayout(players, 5)
    assert not hasattr(layout, "legend")


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_prompt_never_runs_into_the_key_tips(tmp_path, scale):
    services = fresh_services(tmp_path)
    services.fonts.set_scale(scale)
    stack = STATES["table-taco-fight-2-12"].stage(services)
    placed = {p.text: p for p in texts_drawn(services, stack).placed}
    tip = placed["Esc pause · F2 controls"]
    prompt = next(p for p in placed.values() if p.text.startswith(("Place your new tacos",
                                                                 "Set your new tacos")))
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


def tips_shown(services, state):
    stack = STATES[state].stage(services)
    return stack, {p.text for p in texts_drawn(services, stack).placed}


@pytest.mark.parametrize("players", [1, 2, 4])
def test_each_key_is_named_once(tmp_path, players):
    """F3 opens the score sheet and F1 the aid: their buttons at the bottom right say so, and
    the top bar's tips name the other keys (never a key twice on the screen)."""
    services = fresh_services(tmp_path)
    _stack, texts = tips_shown(services, f"table-taco-fight-{players}-12")
    tips = ("Esc pause · Tab what happened · F2 controls" if players > 2
            else "Esc pause · F2 controls")
    assert tips in texts
    assert "Scores (F3)" in texts and "Aid (F1)" in texts
    for key in ("Esc", "Tab", "F1", "F2", "F3"):
        naming = [text for text in texts if key in text.split(" ")
                  or f"({key})" in text]
        assert len(naming) <= 1, naming


@pytest.mark.parametrize("players", [2, 4])
def test_with_a_pad_in_hand_the_top_bar_names_the_pads_buttons(tmp_path, players):
    """The pad's Start readies and its Back places in a prep (drawn as their glyphs), Guide
    pauses, a stick press shows the latest plays where no panel fits; no key is named."""
    from tabletop.games.taco_fight.table.tips import top_bar_tips

    services = fresh_services(tmp_path)
    services.pads.in_hand = True
    stack = STATES[f"table-taco-fight-{players}-12"].stage(services)
    table = stack.top
    tips = table.key_tips()
    assert "Esc" not in tips and "F1" not in tips
    assert "Guide pause" in tips
    prep = table.table.phase == "prep"
    assert ("⟨start⟩ ready" in tips) == prep
    assert ("stick press: what happened" in tips) == (players == 4 and not prep)
    assert top_bar_tips(True, True, prep=False) == "Guide pause · stick press: what happened"
    assert top_bar_tips(True, False, prep=True) == "⟨start⟩ ready · ⟨back⟩ auto · Guide pause"
    texts = {p.text for p in texts_drawn(services, stack).placed}
    assert not any("⟨" in text for text in texts)  # the glyphs are drawn, not their tokens


@pytest.mark.parametrize("first", [True, False])
def test_the_controls_sheet_names_the_pads_buttons_with_a_pad_in_hand(tmp_path, first):
    from tabletop.games.taco_fight.table.controls_scene import ControlsScene

    services = fresh_services(tmp_path)
    stack = STATES["table-taco-fight-2-12"].stage(services)
    sheet = ControlsScene(services, stack.top, first)
    stack.push(sheet)
    stack.apply_pending()
    keys = " ".join(p.text for p in texts_drawn(services, stack).placed)
    assert "or A on a pad" in keys and "A on a pad" in sheet.keys_line()
    services.pads.in_hand = True
    said = sheet.keys_line()
    lead = "Start:" if first else "Back to the fight:"
    assert said.startswith(f"{lead} ⟨a⟩ or ⟨start⟩")
    keys = " ".join(p.text for p in texts_drawn(services, stack).placed)
    assert "or A on a pad" not in keys and "⟨" not in keys  # drawn as the buttons' glyphs


def test_a_prep_waiting_for_many_counts_them_instead_of_naming_them():
    from tabletop.games.taco_fight.table.view_model import prompt

    class Prep:
        phase, players = "prep", 4
        ready = (False, False, True, False)

    names = ("Ana", "Rosa", "Diego", "Lupe")
    assert prompt(Prep(), names).endswith("waiting for 3 players")
    Prep.ready = (True, False, True, False)
    assert prompt(Prep(), names).endswith("waiting for Rosa, Lupe")


def test_a_prep_waits_for_its_people_only_never_for_the_bots():
    from tabletop.games.taco_fight.table.view_model import prompt

    class Prep:
        phase, players = "prep", 4
        ready = (False, False, False, False)

    names = ("Ana", "Rosa", "Diego", "Lupe")
    alone = prompt(Prep(), names, humans=(0,))  # (one person: never waiting for oneself)
    assert "waiting" not in alone and "Ready" in alone
    assert prompt(Prep(), names, humans=(0, 2)).endswith("waiting for Ana, Diego")
    Prep.ready = (True, False, False, False)
    assert "waiting" not in prompt(Prep(), names, humans=(0,))

