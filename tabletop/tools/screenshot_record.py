"""Screenshot mode's player: a user folder of its own (never the player's), holding a record
played through the app's own code, so the statistics, the high scores and the title's unfinished
games agree with one another as real play would leave them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match

PEOPLE = ("Ana", "Rosa", "Diego", "Lupe")
FIRST_DAY = datetime(2026, 11, 7, 19, 30, tzinfo=UTC)
"""When the record's first game was played; each next game a day or two later."""


@dataclass(frozen=True)
class Played:
    """A game in the record: which (its id), how many seats (seat 0 a person, played by its
    bot), the seed, its options, and how many actions in it stopped (None: played to its end)."""

    game: str
    seats: int
    seed: int
    options: tuple[tuple[str, str], ...] = ()
    stopped_after: int | None = None


HARD = (("difficulty", "hard"),)
EVENINGS = (
    (0, 3, 3), (1, 3, 1), (2, 2, 6), (0, 2, 1), (3, 1, 4), (1, 2, 3), (2, 3, 3, HARD),
    (0, 4, 5), (3, 2, 2), (2, 1, 6), (1, 4, 2), (0, 3, 8), (2, 4, 1, HARD), (3, 1, 5),
    (1, 3, 6, (), 14), (3, 2, 4, (), 9),
)
"""A few evenings' play, oldest first, each game by its place in the menu (no code outside a
game's folder names a game): every game finished at least once, the team game won and lost,
and two games left unfinished for the title to offer."""


def record(game_ids: Sequence[str]) -> tuple[Played, ...]:
    """`EVENINGS` with each game's id (`game_ids`: the games in menu order)."""
    return tuple(Played(game_ids[place], *rest) for place, *rest in EVENINGS)


def play_record(services, played_games: tuple[Played, ...] | None = None) -> None:
    """Play `played_games` (the evenings' `record`) into `services.storage`, each finished game
    counted by `finish` and a won team game entered in the high scores, each unfinished one
    autosaved, as the tables do."""
    storage = services.storage
    if storage is None:
        return
    if played_games is None:
        played_games = record(list(services.specs))
    for day, played in enumerate(played_games):
        moment = FIRST_DAY + timedelta(days=day + day // 3, hours=day % 3)
        clock = lambda moment=moment: moment  # noqa: E731 (a store's clock)
        storage.user.saves.clock = storage.user.high_scores.clock = clock
        match = played_match(services, played)
        if played.stopped_after is not None:
            storage.autosave(match)
            continue
        play_out(match)
        storage.finish(match)
        outcome = match.rules.outcome()
        best = match.spec.best
        if best is not None and best.team and outcome.winners:  # the team's tacos eaten
            storage.enter_high_score(match, str(match.setup.options["difficulty"]),
                                     sum(outcome.scores))
    storage.flush()


def played_match(services, played: Played) -> Match:
    """`played`'s match, seat 0 a person, every seat moved by a bot, played as far as it
    stopped (to its end: the caller plays it out)."""
    spec = services.specs[played.game]
    seats = tuple(Seat(PEOPLE[i], HUMAN if i == 0 else BOT) for i in range(played.seats))
    match = Match(spec, services.game_data(spec),
                  GameSetup(seats, played.seed, spec.resolve_options(dict(played.options))))
    for seat in range(played.seats):
        match.bots.setdefault(seat, spec.new_bot(match.data, seat, "normal",
                                                 played.seed + seat))
    if played.stopped_after is not None:
        for _ in range(played.stopped_after):
            if match.rules.is_over():
                break
            match.submit(match.bot_decision(match.rules.actors()[0]).action)
    return match
