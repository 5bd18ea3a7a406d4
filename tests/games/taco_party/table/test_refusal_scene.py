"""The refusal screenshot shows a refusal at every seat count and seed: the move it tries is
one the rules refuse (an Empty Taco dropped on a taco starts a new one, which is legal)."""

import argparse

import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.tools.screenshot import build_scene
from tests.scenes.helpers import headless_services


@pytest.fixture(scope="module")
def services():
    return headless_services()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 7, 11])
def test_the_refusal_scene_refuses_at_every_seat_count(services, players, seed):
    stack = SceneStack()
    arguments = argparse.Namespace(scene="refusal", game="taco-party", players=players,
                                   seed=seed, steps=0, option=[], size="1280x720")
    scene = build_scene(services, stack, arguments)
    if scene is not None:
        stack.push(scene)
    stack.apply_pending()
    table = stack.top
    assert table.feedback.refusal, "no refusal shown"
    assert not table.match.can_undo(table.viewer), "the move was played"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_refused_card_is_named_and_marked(services, players):
    """The refusal names the card tried first ("Party Hat: a topper needs 3 ingredients on
    the taco": it once named no card, and a first-time player did not know the yellow card
    was a topper), and the card, back in the hand, wears the refused wash as its place does."""
    import pygame

    from tabletop.kit.signals import Meaning

    stack = SceneStack()
    arguments = argparse.Namespace(scene="refusal", game="taco-party", players=players,
                                   seed=7, steps=0, option=[], size="1280x720")
    scene = build_scene(services, stack, arguments)
    if scene is not None:
        stack.push(scene)
    stack.apply_pending()
    table = stack.top
    card = table.input.refused_card
    assert card is not None and card in table.model().hand
    name = table.data.card(card).name
    assert table.feedback.refusal.startswith(name), table.feedback.refusal
    table.elements(pygame.Surface((1280, 720)))
    look = table.cards.sprites[card].highlight
    assert look is not None and look.meaning == Meaning.REFUSED, look
    others = [table.cards.sprites[c].highlight for c in table.model().hand if c != card]
    assert not any(o is not None and o.meaning == Meaning.REFUSED for o in others)
