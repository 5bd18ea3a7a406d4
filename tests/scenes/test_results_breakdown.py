"""The results screen shows how each seat's score was made: the game's breakdown, line by
line, its amounts adding up to the score, readable (no text under 16 px, nothing overlapping
or past its card) at every text size and with 1 to 5 seats."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.core.headless import play_out
from tabletop.core.language import Language
from tabletop.core.scoring import ScoreLine, breakdown, breakdowns_of, signed
from tabletop.games.taco_fight.rules.score_breakdown import Holding
from tabletop.kit.phrases import book_of
from tabletop.scenes.results import ResultsScene, card_width, summed
from tabletop.scenes.score_sheet import rows_for
from tests.kit.layout import layout_problems
from tests.scenes.every_scene import GAMES, TEXT_SIZES, fresh_services, human_match, on_stack
from tests.scenes.layout_checks import texts_by_scene


def counts(spec) -> list[int]:
    return list(range(spec.min_players, spec.max_players + 1))


CASES = [(game, n) for game in GAMES for n in counts(__import__(
    "tabletop.games.catalog", fromlist=["game_specs"]).game_specs()[game])]


def staged(services, game: str, players: int):
    spec = services.specs[game]
    match = play_out(human_match(services, game, players, seed=11))
    view = services.table_view_class(game)(services, spec, match)
    scene = ResultsScene(services, spec, match, view.result_details(), view.score_label)
    return on_stack(scene), scene, match


@pytest.mark.parametrize(("game", "players"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_each_seat_shows_its_breakdown_readably_at_every_text_size(game, players, tmp_path):
    services = fresh_services(tmp_path)
    problems = []
    for scale in TEXT_SIZES:
        services.fonts.set_scale(scale)
        stack, scene, match = staged(services, game, players)
        facts = breakdowns_of(match)
        assert facts is not None and scene.breakdowns is not None
        worded = [book_of(match.spec, match, Language()).breakdown(p) for p in facts]
        parts = [summed(p) for p in worded]  # the same lines together: "4× Perfect taco…"
        none = (ScoreLine("None all game", 0),)  # a card that scored nothing beside others
        assert [p.lines for p in scene.breakdowns] == [
            p.lines or (none if not p.total and any(q.lines for q in parts) else ())
            for p in parts]
        assert [sum(line.amount for line in p.lines) for p in parts] == [p.total for p in worded]
        assert tuple(p.total for p in parts) == match.rules.outcome().scores
        (_, log), = texts_by_scene(services, stack)
        drawn = {p.text for p in log.placed}
        for part in parts:
            shown = [line.label for line in part.lines]
            assert all(label in drawn for label in shown[:1]), (scale, shown[:1])
        problems += [f"{scale}x: {why}" for why in
                     layout_problems(log.placed, min_height=16 if scale >= 1.0 else 0)]
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_what_the_table_tells_about_a_seat_stays_on_its_card_under_the_breakdown(tmp_path):
    """Crazy Taco's cash register and turns played (said by its table, not part of the score)
    still show on the results screen, after the breakdown's total."""
    services = fresh_services(tmp_path)
    stack, scene, match = staged(services, "crazy-taco", 1)
    (_, log), = texts_by_scene(services, stack)
    drawn = [p.text for p in log.placed]
    assert any(text.startswith("Cash register: $") and "turns" in text for text in drawn), drawn


def test_the_rows_always_add_up_even_when_folded():
    """Twelve long reasons on the narrowest card (five seats) at the biggest text size: the
    last ones fold into one row, inside the card, and the amounts shown still make the total."""
    services = fresh_services_default()
    services.fonts.set_scale(max(TEXT_SIZES))
    ui = services.fonts
    part = breakdown(0, [(f"Reason number {i}: a rather long way to lose a star", -1 - i % 3)
                         for i in range(12)], ["A note that may not fit at all."])
    box = pygame.Rect(0, 0, card_width(5) - 24, 254)
    rows = rows_for(ui, box, part)
    lines = [r for r in rows if r.kind == "line"]
    assert lines[-1].label.endswith(" more reasons") and len(lines) < 12
    shown = sum(int(r.amount.replace("\u2212", "-")) for r in lines)
    assert shown == part.total
    total = next(r for r in rows if r.kind == "total")
    assert total.amount == str(part.total)
    for row in rows:
        assert box.contains(row.label_box)
        assert row.amount_box is None or box.contains(row.amount_box)
    for first, second in zip(rows, rows[1:], strict=False):
        assert first.label_box.bottom <= second.label_box.top


def test_reasons_that_score_nothing_fold_first_so_every_point_keeps_its_row():
    """A card a row short folds the reasons worth 0 ("Taco 2 is not among the 3 biggest: it
    scores nothing"), never a burned card's points: what the player won or lost stays said."""
    services = fresh_services_default()
    ui = services.fonts
    part = breakdown(0, [("Taco 3 is the biggest: its 16 points count twice", 32),
                         ("Taco 2 is not among the 3 biggest: it scores nothing", 0),
                         ("Taco 1 counts once", 12), ("Taco 5 scores nothing", 0),
                         ("Party Hat was burned: its score comes off", -4)], [])
    line_h = ui.line_height(16)
    box = pygame.Rect(0, 0, 360, 6 * line_h)
    lines = [r for r in rows_for(ui, box, part, size=16, total=False) if r.kind == "line"]
    labels = [r.label for r in lines]
    assert "Party Hat was burned: its score comes off" in labels, labels
    assert labels[-1] == "2 more scoring nothing" and lines[-1].amount in ("0", "+0"), labels
    assert sum(int(r.amount.replace("\u2212", "-")) for r in lines) == part.total
    worded = [r.label for r in rows_for(ui, box, part, size=16, total=False,
                                         nothing=lambda n: f"{n} more tacos score nothing")
              if r.kind == "line"]  # a game's own words for them (Taco Party's)
    assert worded[-1] == "2 more tacos score nothing", worded


def test_an_amount_is_shown_signed_and_the_total_plain():
    services = fresh_services_default()
    part = breakdown(0, [("Taco 1, 3 cards: biggest, 5 \u00d7 2", 10), ("Burned Salsa", -2)])
    rows = rows_for(services.fonts, pygame.Rect(0, 0, 266, 254), part)
    assert [(r.label, r.amount, r.negative) for r in rows] == [
        ("Taco 1, 3 cards: biggest, 5 \u00d7 2", "+10", False),
        ("Burned Salsa", signed(-2), True),
        ("Total", "8", False)]


def fresh_services_default():
    from tabletop.app import build_services

    return build_services(window=False)


def test_lines_said_alike_are_shown_once_with_their_count_and_sum():
    part = breakdown(0, [("Perfect taco from Lupe", 3), ("Overfilled taco, sum 12", 3),
                         ("Perfect taco from Lupe", 5)],
                     ["Fewest cards wins.", "Fewest cards wins"])
    shown = summed(part)
    assert [(line.label, line.amount) for line in shown.lines] == [
        ("2\u00d7 Perfect taco from Lupe", 8), ("Overfilled taco, sum 12", 3)]
    assert shown.total == part.total and shown.notes == ("Fewest cards wins.",)


@pytest.mark.parametrize("game", GAMES)
def test_a_note_every_card_would_say_is_said_once_under_the_cards(game, tmp_path):
    services = fresh_services(tmp_path)
    spec = services.specs[game]
    stack, scene, _match = staged(services, game, max(2, spec.min_players))
    on_cards = ([[str(note) for note in part.notes] for part in scene.breakdowns]
                if scene.breakdowns is not None else scene.details)
    for note in scene.shared:
        assert not any(note in notes for notes in on_cards), note
    (_, log), = texts_by_scene(services, stack)
    drawn = " ".join(p.text for p in log.placed)
    assert all(note in drawn for note in scene.shared)
    if game == "taco-loco":
        assert scene.shared == ("Fewest cards wins.",)


@pytest.mark.parametrize(("game", "players", "once"), [
    ("taco-party", 4, ("Each player's 3 biggest tacos with an ingredient score, the biggest "
                       "one twice.",)),
    ("taco-fight", 4, ("Team: ", "wave "))])
def test_a_rule_with_a_number_in_it_is_said_once_for_the_table(game, players, once, tmp_path):
    """The same fact under every seat's score is the table's, numbers and all: Taco Party's
    scoring rule (in the third person, never "Your ..." on a bot's card) and ¡Taco Fight!'s
    team lines stand once under the cards, on no card."""
    services = fresh_services(tmp_path)
    stack, scene, _match = staged(services, game, players)
    assert scene.breakdowns is not None
    for words in once:
        assert sum(words in note for note in scene.shared) == 1, (words, scene.shared)
        for part in scene.breakdowns:
            assert not any(words in str(note) for note in part.notes), (words, part.notes)
    assert not any(note.startswith("Your ") for note in scene.shared)
    (_, log), = texts_by_scene(services, stack)
    drawn = [p.text for p in log.placed]
    for words in once:
        assert sum(words in text for text in drawn) == 1, (words, drawn)


def test_a_seats_own_note_that_happens_to_match_stays_on_every_card(tmp_path):
    """Every seat holding as many tacos at the end is still each seat's own fact ("Holding 2
    tacos" under each score), never moved under the cards as the table's rule is."""
    services = fresh_services(tmp_path)
    _stack, scene, _match = staged(services, "taco-fight", 4)
    assert scene.found is not None
    scene.found = tuple(dataclasses.replace(part, notes=(*part.notes, Holding(2)))
                        for part in scene.found)
    scene.reword()
    held = str(scene.book.word(Holding(2)))
    assert not any(held in note for note in scene.shared), scene.shared
    assert scene.breakdowns is not None
    for part in scene.breakdowns:
        assert any(held in str(note) for note in part.notes), part.notes
    assert any("Team: " in note for note in scene.shared), scene.shared


def test_a_lone_players_card_says_its_score_once(tmp_path):
    """¡Taco Fight! alone: "In all: 1 taco eaten" under the big "1 / taco eaten" said the
    score twice; the note goes, the card's other lines stay."""
    services = fresh_services(tmp_path)
    stack, scene, match = staged(services, "taco-fight", 1)
    assert scene.breakdowns is not None
    (part,) = scene.breakdowns
    said = f"{part.total} {scene.score_word(0, part.total)}"
    assert not any(said in str(note) for note in part.notes), part.notes
    assert any("wave" in str(note) for note in part.notes), part.notes
    (_, log), = texts_by_scene(services, stack)
    assert sum(said in p.text for p in log.placed) == 0


def test_the_rows_shrink_to_the_smallest_text_before_folding_a_reason_away():
    """Where a card is a line or two short, its rows step down from 18 px toward 16 px and
    every reason keeps its own row (no "1 more reason" hiding its points); with far too many
    reasons they fold at the smallest size, and still add up."""
    from tabletop.scenes.score_sheet import rows_fitting
    from tabletop.ui import fonts

    services = fresh_services_default()
    ui = services.fonts
    part = breakdown(0, [(f"Taco {i} (3 cards) counts once", i + 1) for i in range(6)], [])
    at_small = rows_for(ui, pygame.Rect(0, 0, 260, 10_000), part, total=False)
    needed = max(row.label_box.bottom for row in at_small)
    box = pygame.Rect(0, 0, 260, needed - 10)  # a few pixels short at 18 px
    reasons = {line.label for line in part.lines}

    def own_rows(rows) -> int:
        return sum(1 for r in rows if r.kind == "line" and r.label in reasons)

    assert own_rows(rows_for(ui, box, part, total=False)) < 6
    rows, size = rows_fitting(ui, box, part, total=False)
    lines = [r for r in rows if r.kind == "line"]
    assert fonts.MIN_TEXT <= size < fonts.SMALL and own_rows(rows) == len(lines) == 6
    assert all(box.contains(r.label_box) for r in lines)
    crowded = breakdown(0, [(f"Reason {i}", 1) for i in range(40)], [])
    rows, size = rows_fitting(ui, box, crowded, total=False)
    lines = [r for r in rows if r.kind == "line"]
    assert size == fonts.MIN_TEXT and len(lines) < 40
    assert sum(int(r.amount.replace("\u2212", "-")) for r in lines) == crowded.total


def test_what_the_amounts_count_is_said_over_them_and_gives_way_before_a_reason():
    """A breakdown's amounts are no bare numbers (points? cards?): the unit stands over their
    column, and where the card is too short for it and every reason, it goes first."""
    services = fresh_services_default()
    ui = services.fonts
    part = breakdown(0, [("Taco 1 (3 cards) counts once", 6), ("Burned Salsa", -2)], [])
    rows = rows_for(ui, pygame.Rect(0, 0, 260, 10_000), part, total=False, unit="points")
    assert [(r.kind, r.label) for r in rows][:2] == [("unit", "points"),
                                                      ("line", "Taco 1 (3 cards) counts once")]
    assert rows[0].label_box.bottom <= rows[1].label_box.top
    needed = max(row.label_box.bottom for row in rows_for(ui, pygame.Rect(0, 0, 260, 10_000),
                                                          part, total=False))
    short = rows_for(ui, pygame.Rect(0, 0, 260, needed + 4), part, total=False, unit="points")
    assert [r.kind for r in short] == ["line", "line"]


@pytest.mark.parametrize("game", GAMES)
def test_every_games_results_say_what_the_breakdowns_amounts_count(game, tmp_path):
    """Each card's breakdown says its unit over its amounts (the word under its score),
    unless its reasons fill the card."""
    from tabletop.scenes.score_sheet import ROW_GAP

    services = fresh_services(tmp_path)
    players = 2 if game == "crazy-taco" else 3
    _stack, scene, _match = staged(services, game, players)
    said = 0
    size = scene.breakdown_size()
    for part in scene.breakdowns or ():
        if not part.lines:
            continue
        rect = scene.card_rect(part.seat).inflate(-24, 0)
        body = pygame.Rect(rect.x, rect.y + 198, rect.w, rect.bottom - 10 - rect.y - 198)
        unit = scene.unit_word(part.seat)
        assert unit == scene.score_word(part.seat, 2)
        rows = rows_for(services.fonts, body, part, size, services.words, total=False,
                        unit=unit)
        if rows[0].kind == "unit":
            assert rows[0].label == unit
            said += 1
            continue
        plain = rows_for(services.fonts, body, part, size, services.words, total=False)
        reasons = [r for r in plain if r.kind == "line"]
        room = services.fonts.line_height(size) + ROW_GAP
        assert reasons[-1].label_box.bottom + ROW_GAP + room > body.bottom, (game, part.seat)
    assert said, game


def test_a_cards_notes_are_all_said_before_its_words_stay_big():
    """A reviewer found ¡Taco Fight!'s four-player results leave two of Ana's three notes off
    ("Put 13 cards on plates", "Hit tacos with 15 cards") at 18 px: the rows step down (and
    the unit over the amounts gives way) before a note is left off."""
    from tabletop.scenes.score_sheet import rows_fitting
    from tabletop.ui import fonts

    services = fresh_services_default()
    ui = services.fonts
    notes = ["At own plates: 9 blocked, 2 smashed", "Put 13 cards on plates",
             "Hit tacos with 15 cards"]
    part = breakdown(0, [(f"Wave {w}: stabbed and ate 1 taco", 1) for w in (1, 4, 5)], notes)
    whole = rows_for(ui, pygame.Rect(0, 0, 260, 10_000), part, total=False,
                     unit="tacos eaten")
    box = pygame.Rect(0, 0, 260, max(r.label_box.bottom for r in whole) - 30)
    assert [r.label for r in rows_for(ui, box, part, total=False, unit="tacos eaten")
            if r.kind == "note"] != notes  # 18 px leaves a note off
    rows, size = rows_fitting(ui, box, part, total=False, unit="tacos eaten")
    assert [r.label for r in rows if r.kind == "note"] == notes
    assert fonts.MIN_TEXT <= size <= fonts.SMALL
    assert all(box.contains(r.label_box) for r in rows)


def test_four_cards_keep_a_spanish_counted_taco_on_one_line():
    """A reviewer found four players' reasons wrapping at 1280x720 ("Taco 1 (4 cartas) cuenta /
    una vez"): the cards' row is wider, so such a reason keeps one line at 16 px beside its
    amount, under its unit."""
    from tabletop.scenes.results import CARD_PAD

    ui = fresh_services_default().fonts
    part = breakdown(0, [("Taco 3 (8 cartas) es el más grande: sus 18 puntos cuentan dos veces",
                          36), ("Taco 1 (4 cartas) cuenta una vez", 7)], [])
    box = pygame.Rect(0, 0, card_width(4) - 2 * CARD_PAD, 10_000)
    rows = [r for r in rows_for(ui, box, part, size=16, total=False) if r.kind == "line"]
    assert rows[1].label_box.h == ui.line_height(16), rows[1]
