"""The statistics screen: each game's Best by its own sense of better, said on the screen, and
which games count."""

from __future__ import annotations

import pytest

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
    played = [(True, 51), (False, 50), (False, 9), (True, 23), (False, 30), (True, 19)]
    for game, spec in specs.items():
        for won, score in played:
            stats.record(game, won, score, spec.best)
    drawn = texts_drawn(services, StatisticsScene(services))
    for game, spec in specs.items():
        counted = [score for won, score in played if won or not spec.best.won_only]
        best = str(min(counted) if spec.best.lower_is_better else max(counted))
        assert stats.get(game).best_score == int(best), game
        said = f"Best: {spec.best.label}"  # the Best's words, on one line, then its figure
        assert said in drawn
        row = drawn.index(said, drawn.index(spec.title))
        assert drawn[row + 1] == best, (game, drawn[row: row + 2])
    assert len({spec.best.label for spec in specs.values()}) > 1, "the games judge differently"
    assert any("bots alone" in text and "never" in text for text in drawn), \
        "the screen says bots-only games do not count"


def test_before_any_counted_game_the_screen_says_so_and_offers_a_game(private_user_data):
    """The empty state: the games' pictures, "No games counted yet", what to do, and a
    button on to the games; once a game counts, the figures, and Back alone."""
    from tabletop.scenes.game_select import GameSelectScene
    from tabletop.scenes.statistics import NOTHING_YET, WHAT_TO_DO

    services = headless_services()
    scene = StatisticsScene(services)
    drawn = texts_drawn(services, scene)
    assert NOTHING_YET in drawn and WHAT_TO_DO in drawn
    assert scene.play is not None and scene.widgets.focused is scene.play
    stack = SceneStack()
    stack.push(scene)
    stack.apply_pending()
    scene.play.activate()
    stack.apply_pending()
    assert isinstance(stack.top, GameSelectScene)
    spec = next(iter(services.specs.values()))
    services.storage.user.stats.record(spec.id, True, 5, spec.best)
    counted = StatisticsScene(services)
    assert counted.play is None and NOTHING_YET not in texts_drawn(services, counted)


def test_the_empty_state_lays_the_games_two_abreast_with_no_note_on_what_counts(
        private_user_data):
    """Before any counted game: each game a card, two abreast under the card saying so, each
    with its title and what its best will count; the note on what counts waits for figures."""
    from tabletop.scenes.statistics import AFTER_HERO, COUNTED, SCORES

    services = headless_services()
    scene = StatisticsScene(services)
    assert scene.empty
    cards = scene.game_rows()
    assert len({card.x for card in cards}) == 2
    assert all(AFTER_HERO.contains(card) and card.bottom <= SCORES.bottom for card in cards)
    assert not any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])
    drawn = texts_drawn(services, scene)
    assert COUNTED not in drawn
    assert all(spec.title in drawn for spec, _values, _caption in scene.rows)


def sizes_drawn(services, scene) -> dict[str, float]:
    """Each string the scene renders in one frame, and the size it is rendered at."""
    drawn: dict[str, float] = {}
    render = services.fonts.text

    def spy(text, size, *args, **kwargs):
        drawn[text] = size
        return render(text, size, *args, **kwargs)

    services.fonts.text = spy
    try:
        stack = SceneStack()
        stack.push(scene)
        stack.apply_pending()
        stack.draw(services.display.canvas, 0.0)
    finally:
        services.fonts.text = render
    return drawn


def counted_games(services) -> None:
    for spec in services.specs.values():
        for won, score in [(True, 51), (False, 50), (True, 20)]:
            services.storage.user.stats.record(spec.id, won, score, spec.best)


def test_every_best_is_said_whole_at_its_size_and_the_note_is_a_line_each(private_user_data):
    """The Best's words ("Best: most tacos eaten in a won game") take the rest of their line,
    never shrunk below the figures' words' size (bigger than the small print, in English and
    Spanish); the note says what counts, then what a win is, each on a line of its own, at
    the body size."""
    from tabletop.assets.catalogs import load_language
    from tabletop.scenes.statistics import BEST_IS, COUNTED, LABEL, NOTE_SIZE, WON_MEANS, WORDS

    assert WORDS > LABEL
    services = headless_services()
    counted_games(services)
    drawn = sizes_drawn(services, StatisticsScene(services))
    for spec in services.specs.values():
        assert drawn[f"Best: {spec.best.label}"] == WORDS, spec.id
        assert drawn[spec.best.average] == WORDS, spec.id
    assert drawn[COUNTED] == NOTE_SIZE and drawn[WON_MEANS] == NOTE_SIZE > WORDS
    spanish = services.words = load_language("es")
    drawn = sizes_drawn(services, StatisticsScene(services))
    for spec in services.specs.values():
        best = spanish.gettext(BEST_IS).format(best=spanish.gettext(spec.best.label))
        assert drawn[best] == WORDS, (spec.id, best)


def test_the_high_scores_show_every_place_open_ones_too(private_user_data):
    """Two wins on the board: places 3 to 5 are shown open (the card is a board to get on,
    never half bare)."""
    from tabletop.scenes.statistics import PLACES, STILL_OPEN

    services = headless_services()
    counted_games(services)
    for tacos in (9, 4):
        services.storage.user.high_scores.add(["Ana", "Rosa"], "normal", 2, tacos)
    drawn = sizes_drawn(services, StatisticsScene(services))
    assert "1.  9 tacos" in drawn and "2.  4 tacos" in drawn
    assert all(STILL_OPEN.format(place=place) in drawn for place in range(3, PLACES + 1))


def test_a_language_switch_rewords_the_figures(private_user_data):
    """Settings → Language under the statistics: the averages take the new language's decimal
    separator (23.8 → 23,8), as every word does."""
    from tabletop.assets.catalogs import load_language

    services = headless_services()
    counted_games(services)
    scene = StatisticsScene(services)
    assert "40.3" in sizes_drawn(services, scene)
    services.words = load_language("es")
    scene.reword()
    drawn = sizes_drawn(services, scene)
    assert "40,3" in drawn and "40.3" not in drawn
    assert "Estadísticas" in drawn


def test_the_streaks_say_what_they_count_whole_at_the_figures_size(private_user_data):
    """The current streak was a bare "Streak": it says "Wins in a row now" (the best one
    "Most wins in a row"), every count's words whole at the figures' words' size in English
    and Spanish."""
    from tabletop.assets.catalogs import load_language
    from tabletop.scenes.statistics import HEADERS, WORDS

    assert HEADERS[3:5] == ("Wins in a row now", "Most wins in a row")
    services = headless_services()
    counted_games(services)
    for lang in ("en", "es"):
        words = services.words = load_language(lang)
        drawn = sizes_drawn(services, StatisticsScene(services))
        for header in HEADERS[1:5]:
            assert drawn[words.gettext(header)] == WORDS, (lang, header)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_note_stands_clear_of_the_last_card_and_at_its_size(private_user_data, lang):
    """The note under the games' cards starts 12 px or more under the last card (it stood 4 px
    from its edge) and reads at the body size in English and Spanish, each line whole."""
    from tabletop.assets.catalogs import load_language
    from tabletop.scenes.statistics import COUNTED, NOTE_SIZE, WON_MEANS
    from tests.scenes.layout_checks import texts_by_scene

    services = headless_services()
    services.words = load_language(lang)
    counted_games(services)
    scene = StatisticsScene(services)
    stack = SceneStack()
    stack.push(scene)
    stack.apply_pending()
    (_, log), = texts_by_scene(services, stack)
    notes = [p for p in log.placed
             if p.text in (services.words.gettext(COUNTED), services.words.gettext(WON_MEANS))]
    assert len(notes) == 2
    last_card = scene.game_rows()[-1]
    assert min(p.rect.top for p in notes) >= last_card.bottom + 12
    assert all(p.box.contains(p.rect) for p in notes)
    drawn = sizes_drawn(services, StatisticsScene(services))
    assert all(drawn[p.text] == NOTE_SIZE for p in notes)


def test_no_lone_upright_rule_floats_between_the_average_and_the_best(private_user_data):
    """A lone "|" stood in the gap between a card's Average and its Best (Taco Party's most,
    a wide gap before it): the gap is the card's plain paper, one colour across."""
    from tabletop.ui import fonts

    services = headless_services()
    counted_games(services)
    services.fonts.log = log = fonts.TextLog()
    stack = SceneStack()
    stack.push(StatisticsScene(services))
    stack.apply_pending()
    canvas = services.display.canvas
    stack.draw(canvas, 0.0)
    k = canvas.get_width() / 1280
    placed = {p.text: p.rect for p in log.placed}
    for spec in services.specs.values():
        average, best = placed[spec.best.average], placed[f"Best: {spec.best.label}"]
        y = round(average.centery * k)
        colours = {tuple(canvas.get_at((round(x * k), y)))[:3]
                   for x in range(average.right + 6, best.x - 6)}
        assert len(colours) == 1, (spec.id, colours)
