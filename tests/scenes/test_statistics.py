"""The statistics screen: each game's Best by its own sense of better, said on the screen, and
which games count."""

from __future__ import annotations

from tabletop.engine.scene_stack import SceneStack
from tabletop.scenes.statistics import StatisticsScene
from tests.scenes.helpers import headless_services


def texts_drawn(services, scene) -> list[str]:
    """Every string the scene renders in one frame."""
    drawn: list[str] = []
    render = services.fonts.text

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return render(text, *args, **kwargs)

    services.fonts.text = spy
    try:
        stack = SceneStack()
        stack.push(scene)
        stack.apply_pending()
        stack.draw(services.display.canvas, 0.0)
    finally:
        services.fonts.text = render
    return drawn


def test_best_follows_each_games_sense_and_the_screen_says_which():
    services = headless_services()
    stats, specs = services.storage.user.stats, services.specs
    for game, won, score in [("taco-loco", True, 51), ("taco-loco", False, 50),
                             ("taco-party", False, 31), ("taco-party", True, 23),
                             ("crazy-taco", False, 9), ("crazy-taco", True, 4),
                             ("taco-fight", False, 30), ("taco-fight", True, 19)]:
        stats.record(game, won, score, specs[game].best)
    drawn = texts_drawn(services, StatisticsScene(services))
    for game, best in [("taco-loco", "50"), ("taco-party", "31"), ("crazy-taco", "4"),
                       ("taco-fight", "19")]:
        assert stats.get(game).best_score == int(best), game
        assert specs[game].best.label in drawn
        row = drawn.index(specs[game].title)
        assert drawn[row + 6] == best, (game, drawn[row: row + 7])
    assert "fewest cards taken" in drawn and "most tacos eaten in a won game" in drawn
    assert any("bots only" in text and "not" in text for text in drawn), \
        "the screen says bots-only games do not count"
