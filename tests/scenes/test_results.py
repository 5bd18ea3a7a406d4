"""The results screen's moment: the scores count up as it opens and the winner's card flares
as they land; with reduced motion or instant animations they are whole at once."""

from __future__ import annotations

import dataclasses

from tests.scenes.every_scene import fresh_services
from tests.scenes.test_results_breakdown import staged


def run(scene, seconds: float) -> None:
    for _ in range(round(seconds * 60)):
        scene.update(1 / 60)


def test_the_scores_count_up_then_the_winner_flares(tmp_path):
    services = fresh_services(tmp_path)
    _stack, scene, match = staged(services, "taco-loco", 3)
    scene.shown_for = 0.0  # as it opens (the stage showed it settled)
    scores = match.rules.outcome().scores
    assert scene.moving()
    assert all(scene.score_shown(seat) == 0 for seat in range(3))
    run(scene, 0.3)
    assert any(0 < scene.score_shown(seat) < scores[seat] for seat in range(3))
    run(scene, 0.7)
    assert [scene.score_shown(seat) for seat in range(3)] == list(scores)
    winners = match.rules.outcome().winners
    assert [m.kind for m in scene.moments.live] == ["flare"] * len(winners)
    run(scene, 1.5)
    assert not scene.moving() and not scene.moments.live


def test_reduced_motion_shows_the_scores_whole_at_once(tmp_path):
    services = fresh_services(tmp_path)
    services.settings = dataclasses.replace(services.settings, reduced_motion=True)
    _stack, scene, match = staged(services, "taco-party", 2)
    scene.shown_for = 0.0
    assert [scene.score_shown(s) for s in range(2)] == list(match.rules.outcome().scores)
    assert not scene.moving()
    run(scene, 0.5)
    assert not scene.moments.live


def test_a_team_game_is_won_or_lost_by_the_team(tmp_path):
    services = fresh_services(tmp_path)
    _stack, scene, match = staged(services, "taco-fight", 2)
    won = bool(match.rules.outcome().winners)
    assert scene.heading == ("The team wins!" if won else "The tacos win this time")


def test_the_cards_stand_as_a_podium_winners_first_then_by_score(tmp_path):
    services = fresh_services(tmp_path)
    for game, players in (("taco-loco", 4), ("taco-party", 3)):
        _stack, scene, match = staged(services, game, players)
        outcome, lower = match.rules.outcome(), scene.spec.best.lower_is_better
        order, places = scene.order(), scene.places()
        assert set(order[:len(outcome.winners)]) == set(outcome.winners)
        rest = [outcome.scores[seat] for seat in order[len(outcome.winners):]]
        assert rest == sorted(rest, reverse=not lower), (game, rest)
        assert [places[seat] for seat in order] == sorted(places)
        lefts = [scene.card_rect(seat).x for seat in order]
        assert lefts == sorted(lefts)
        for seat in range(players):  # a better place's card stands taller
            assert (scene.card_rect(seat).y < scene.card_rect(order[-1]).y) == (
                places[seat] < places[order[-1]])


def test_a_team_game_has_no_podium(tmp_path):
    services = fresh_services(tmp_path)
    _stack, scene, _match = staged(services, "taco-fight", 3)
    assert scene.places() == [1, 1, 1] and scene.order() == [0, 1, 2]


def test_a_team_game_crowns_no_seat_and_a_game_no_one_won_places_no_one(tmp_path):
    services = fresh_services(tmp_path)
    _stack, scene, _match = staged(services, "taco-fight", 3)
    assert scene.crowned() == [] and not scene.podium()
    _stack, scene, match = staged(services, "crazy-taco", 1)
    assert not scene.podium()  # alone at the table: no places


def drawn(services, scene):
    """The texts a settled scene's frame places."""
    scene.settle()
    return placed_texts(services, scene)


def placed_texts(services, scene):
    """The texts one frame of `scene` places, as it stands."""
    from tabletop.ui.fonts import TextLog

    log = TextLog()
    services.fonts.log = log
    try:
        scene.draw(services.display.canvas, 0.0)
    finally:
        services.fonts.log = None
    return log.placed


def test_each_card_states_its_score_once(tmp_path):
    """The big number is the score: no "Total" row under the reasons, no note saying the
    same number again ("Took 18 cards", "Stars taken from Crazy Taco: 7")."""
    services = fresh_services(tmp_path)
    for game, players in (("taco-loco", 3), ("crazy-taco", 2), ("taco-party", 3)):
        _stack, scene, match = staged(services, game, players)
        said = [placed.text for placed in drawn(services, scene)]
        assert "Total" not in said, game
        for score in match.rules.outcome().scores:
            again = [line for line in said if line != str(score)
                     and (line.endswith(f": {score}") or line.startswith(f"Took {score} "))]
            assert not again, (game, again)


def test_a_losers_score_is_never_the_biggest_number(tmp_path):
    """Crazy Taco's manager wins by surviving (the stars kept), the customer player counts the
    stars taken: the scores do not rank the seats, so a loser's is drawn smaller than the
    winner's, whatever the numbers."""
    from tabletop.core.headless import play_out
    from tabletop.scenes.results import ResultsScene
    from tests.scenes.every_scene import human_match, on_stack

    services = fresh_services(tmp_path)
    spec = services.specs["crazy-taco"]
    match = play_out(human_match(services, "crazy-taco", 2, seed=7))  # kept 3, taken 7
    view = services.table_view_class("crazy-taco")(services, spec, match)
    scene = ResultsScene(services, spec, match, view.result_details(), view.score_label)
    on_stack(scene)
    outcome = match.rules.outcome()
    assert not scene.ranked()
    heights = {}
    for placed in drawn(services, scene):
        for seat, score in enumerate(outcome.scores):
            if placed.text == str(score) and placed.rect.h > 30:
                heights.setdefault(seat, placed.rect.h)
    winners = set(outcome.winners)
    assert winners and len(heights) == 2
    assert all(heights[seat] < min(heights[won] for won in winners)
               for seat in heights if seat not in winners)
    inks = set()  # one meaning, one colour: the smaller number is the same ink
    canvas = services.display.canvas
    for placed in drawn(services, scene):
        if placed.text in {str(score) for score in outcome.scores} and placed.rect.h > 30:
            r = placed.rect
            pixels = [tuple(canvas.get_at((x, y)))[:3] for x in range(r.x, r.right)
                      for y in range(r.y, r.bottom)]
            inks.add(min(pixels, key=sum))
    assert len(inks) == 1, inks
    _stack, ranked, _match = staged(services, "taco-loco", 3)
    assert ranked.ranked()


def test_where_the_roles_decide_the_rule_leads_and_no_plinth_says_1st_or_2nd(tmp_path):
    """Crazy Taco's 1 v 1 (kept 3, taken 7): the line under the heading is the rule that decided,
    each number says what it counts, and the plinths say who won and lost, never "1st" beside
    a smaller number; a ranked game keeps its places."""
    from tabletop.core.headless import play_out
    from tabletop.scenes.results import ResultsScene
    from tests.scenes.every_scene import human_match, on_stack

    services = fresh_services(tmp_path)
    spec = services.specs["crazy-taco"]
    match = play_out(human_match(services, "crazy-taco", 2, seed=7))
    view = services.table_view_class("crazy-taco")(services, spec, match)
    scene = ResultsScene(services, spec, match, view.result_details(), view.score_label)
    on_stack(scene)
    assert scene.subheading.startswith("The roles decide, not the bigger number")
    said = [placed.text for placed in drawn(services, scene)]
    assert {"Wins", "Loses", "stars kept", "stars taken"} <= set(said)
    assert "1st" not in said and "2nd" not in said
    _stack, ranked, _match = staged(services, "taco-loco", 3)
    assert ranked.place_word(1) == "1st" and ranked.place_word(2) == "2nd"


def test_a_won_team_game_bursts_over_its_heading_as_the_scores_land(tmp_path):
    services = fresh_services(tmp_path)
    for seed_players in (1, 2, 3, 4):
        _stack, scene, match = staged(services, "taco-fight", seed_players)
        scene.shown_for = 0.0
        scene.moments.live.clear()
        run(scene, 1.0)
        kinds = [m.kind for m in scene.moments.live]
        assert kinds == (["burst"] if match.rules.outcome().winners else []), kinds
        assert scene.team_won() == bool(match.rules.outcome().winners)
        scene.outcome = dataclasses.replace(scene.outcome, winners=tuple(range(seed_players)))
        scene.shown_for = 0.0  # (as if the team had won: the burst, and no crown)
        scene.moments.live.clear()
        run(scene, 1.0)
        assert [m.kind for m in scene.moments.live] == ["burst"] and not scene.crowned()
    services.settings = dataclasses.replace(services.settings, animation_speed="instant")
    scene.shown_for = 0.0
    scene.moments.live.clear()
    run(scene, 1.0)
    assert not scene.moments.live  # none at instant speed


def test_a_press_during_the_count_skips_to_the_whole_scores_and_presses_nothing(tmp_path):
    from tabletop.input import intents as it

    services = fresh_services(tmp_path)
    stack, scene, match = staged(services, "taco-loco", 3)
    scene.shown_for = 0.0
    assert scene.moving()
    scene.handle(it.Confirm())
    assert [scene.score_shown(s) for s in range(3)] == list(match.rules.outcome().scores)
    assert stack.scenes[-1] is scene  # "Play again" was not pressed by the skip


def test_the_confetti_falls_only_over_a_win_and_never_with_reduced_motion(tmp_path):
    services = fresh_services(tmp_path)
    _stack, scene, _match = staged(services, "taco-party", 3)
    assert scene.confetti_for() > 0
    services.settings = dataclasses.replace(services.settings, reduced_motion=True)
    assert scene.confetti_for() == 0


def test_the_cards_stand_on_a_podium_and_hold_their_words(tmp_path):
    """Each card stands on its place's plinth (the winner's the tallest), the cards are as
    tall as their words need, and every word a card says lies inside it."""
    services = fresh_services(tmp_path)
    for game, players in (("taco-loco", 5), ("taco-party", 4), ("crazy-taco", 2)):
        _stack, scene, match = staged(services, game, players)
        places = scene.places()
        bottoms = {seat: scene.card_rect(seat).bottom for seat in range(players)}
        for seat in range(players):
            for other in range(players):
                if places[seat] < places[other]:
                    assert bottoms[seat] < bottoms[other], (game, seat, other)
        texts = drawn(services, scene)
        cards = [scene.card_rect(seat) for seat in range(players)]
        for placed in texts:
            inside = [card for card in cards if card.colliderect(placed.rect)]
            assert all(card.contains(placed.rect) for card in inside), (game, placed.text)


def test_every_tables_score_label_counts_one_and_many(tmp_path):
    """'1 fork in the sink', never '1 forks in the sink': each table's label is a plural
    message, in English and in Spanish."""
    from tabletop.assets.catalogs import load_language
    from tabletop.core.language import Language, count_word

    services = fresh_services(tmp_path)
    spanish = load_language("es")
    for spec in services.specs.values():
        label = services.table_view_class(spec.id).score_label
        one, many = count_word(label, Language(), 1), count_word(label, Language(), 2)
        assert one != many, (spec.id, one)
        assert count_word(label, spanish, 1) != count_word(label, spanish, 2), spec.id


def test_the_plinths_stand_in_front_of_the_cards_and_say_the_places_alike(tmp_path):
    """Each plinth's lip is drawn over its card's foot (the card stands in it), and every place
    but the winner's is said at one size: "2nd" no bigger than "5th"."""
    services = fresh_services(tmp_path)
    _stack, scene, _match = staged(services, "taco-loco", 5)
    texts = {placed.text: placed for placed in drawn(services, scene)}
    words = [scene.place_word(place) for place in sorted(set(scene.places()))]
    heights = {texts[word].rect.h for word in words if word != scene.place_word(1)}
    assert len(heights) == 1, heights
    canvas = services.display.canvas
    k = canvas.get_width() / 1280
    for seat in range(5):
        card = scene.card_rect(seat)
        foot = [tuple(canvas.get_at((round(card.centerx * k), round(y * k))))[:3]
                for y in range(card.bottom - 6, card.bottom)]
        assert tuple(services.theme.charcoal) in foot, (seat, foot)  # the lip's rim


def test_results_that_hold_the_phones_answer_a_phone_asking_to_join(tmp_path):
    """While the results keep the last game's phones for "Play again", a phone opening the join
    link is told the game has ended, within a still screen's look (it never waits unanswered),
    and leaving the results closes the phones."""
    import json

    from tabletop.core.headless import play_out
    from tabletop.kit.phones import STILL_POLL
    from tabletop.phones.exchange import JoinAsked
    from tabletop.phones.host import LOOPBACK, PhoneHost
    from tabletop.phones.words import ServerWords
    from tabletop.routes import PhonesKept
    from tabletop.scenes.results import ResultsScene
    from tests.scenes.every_scene import human_match, on_stack

    services = fresh_services(tmp_path)
    services.phones = PhoneHost(LOOPBACK)
    session = services.phones.open((0, 1), ServerWords({}), joining=True)
    spec = services.specs["taco-loco"]
    match = play_out(human_match(services, "taco-loco", 2, seed=7))
    scene = ResultsScene(services, spec, match,
                         phones=PhonesKept(session, (0, 1), frozenset({0, 1})))
    on_stack(scene)
    scene.settle()
    assert scene.due_in() is not None and scene.due_in() <= STILL_POLL
    session.inbox.put(JoinAsked(-3, "Zoe"))
    scene.update(1 / 60)
    notes = [json.loads(raw) for raw in session.board.take_notes(-3)]
    assert [n["type"] for n in notes] == ["refused"] and "ended" in notes[0]["reason"]
    assert scene.phones is not None and scene.phones.present == frozenset({0, 1})
    scene.exit()
    assert not services.phones.open_now


def test_a_lone_players_card_has_the_games_backs_leaning_beside_it(tmp_path):
    """One seat (Crazy Taco's and ¡Taco Fight!'s solo games): the card does not float alone on
    the felt; the game's card back leans at either side, clear of the card, the heading and
    the buttons, inside the screen."""
    import pygame

    from tabletop.ui.layer import LOGICAL_SIZE

    screen = pygame.Rect((0, 0), LOGICAL_SIZE)
    for game in ("crazy-taco", "taco-fight"):
        services = fresh_services(tmp_path / game)
        _stack, scene, _match = staged(services, game, 1)
        card = scene.card_rect(0)
        backs = scene.lone_backs(card)
        assert len(backs) == 2 and backs[0][0].right < card.left < card.right < backs[1][0].left
        for box, tilt in backs:
            assert screen.contains(box) and tilt != 0, game
            assert box.top > 140, game  # under the heading and the line under it
            assert not any(box.colliderect(w.rect) for w in scene.widgets.widgets), game
        scene.draw_content(services.display.canvas)  # (drawn: the game has its card back)
    _stack, scene, _match = staged(services, "taco-fight", 2)
    assert scene.lone_backs(scene.card_rect(0))  # (asked only when there is one seat:)
    calls = []
    scene.draw_backs_beside = lambda canvas, card: calls.append(card)
    scene.draw_content(services.display.canvas)
    assert not calls, "two seats: no card backs beside the cards"


def test_a_shared_place_says_tied(tmp_path):
    """Seats sharing a place say so on their plinths ("Tied 2nd"), in English and Spanish; a
    place one seat holds is its plain ordinal."""
    from tabletop.assets.catalogs import load_language

    services = fresh_services(tmp_path)
    _stack, scene, _match = staged(services, "taco-loco", 5)
    lower = scene.spec.best.lower_is_better
    best, worse, worst = (1, 5, 9) if lower else (9, 5, 1)
    scene.outcome = dataclasses.replace(scene.outcome, scores=(best, worse, worse, worse, worst),
                                        winners=(0,))
    assert scene.places() == [1, 2, 2, 2, 5]
    assert [scene.place_word(p) for p in (1, 2, 5)] == ["1st", "Tied 2nd", "5th"]
    services.words = load_language("es")
    assert scene.place_word(2) == "2.º empatado" and scene.place_word(5) == "5.º"


def test_teammates_numbers_are_shares_not_a_ranking(tmp_path):
    """¡Taco Fight!'s table wins or loses together: each teammate's tacos eaten stands as big
    as any game's score (a smaller one read as a lesser screen), no plinth ranks them, the
    heading names the team, and the team's total is said once under the cards."""
    from tabletop.scenes.results import QUIET_SCORE

    services = fresh_services(tmp_path)
    _stack, scene, match = staged(services, "taco-fight", 3)
    assert scene.shared_score()
    assert scene.heading in ("The team wins!", "The tacos win this time")
    said = drawn(services, scene)
    scores = {str(score) for score in match.rules.outcome().scores}
    numbers = [p for p in said if p.text in scores and p.rect.h > 30]
    assert numbers and all(p.rect.h > QUIET_SCORE + 8 for p in numbers)
    assert not scene.podium()
    assert any(p.text.startswith("Team: ") for p in said)
    _stack, alone, _match = staged(services, "taco-fight", 1)
    assert not alone.shared_score()


def test_notes_said_together_have_a_dot_between_them_and_no_full_stop_before_it():
    from tabletop.scenes.results import joined_notes

    assert joined_notes(("Fewest cards wins.",)) == "Fewest cards wins."
    assert joined_notes(("Fewest cards wins.", "5 special cards among the cards taken")) == (
        "Fewest cards wins  \u00b7  5 special cards among the cards taken")


def test_a_card_that_scored_nothing_keeps_its_neighbours_anatomy(tmp_path):
    """¡Taco Fight!'s seat that ate no taco: its card says the unit over its amounts and a row
    "None all game" with its 0, as its teammates' cards say theirs (it had extras alone under
    a bare rule, no "tacos eaten" heading)."""
    import pygame

    from tabletop.scenes.score_sheet import rows_at

    services = fresh_services(tmp_path)
    seen = 0
    for players in (2, 3, 4):
        _stack, scene, _match = staged(services, "taco-fight", players)
        assert scene.breakdowns is not None
        if not any(part.lines for part in scene.breakdowns):
            continue
        for part in scene.breakdowns:
            assert part.lines, part
            if not part.total and len(part.lines) == 1:
                assert part.lines[0].label == "None all game"
                seen += 1
        assert scene.units_said(scene.breakdown_size())
        body = pygame.Rect(0, 0, 260, 400)
        for part in scene.breakdowns:
            kinds = [row.kind for row in rows_at(services.fonts, body, part,
                                                 scene.breakdown_size(), services.words,
                                                 total=False, unit=scene.unit_word(part.seat))]
            assert kinds[:2] == ["unit", "line"], kinds
    assert seen, "no seat ate nothing: the case is not staged"
