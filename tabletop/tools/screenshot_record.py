"""Screenshot mode's player: a user folder of its own (never the player's), holding a record
played through the app's own code, so the statistics, the high scores and the title's unfinished
games agree with one another as real play would leave them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match

HIGH_SCORES = "taco-fight"
"""The game whose wins enter the high scores (its table's `show_results`)."""
PEOPLE = ("Ana", "Rosa", "Diego", "Lupe")
FIRST_DAY = datetime(2026, 11, 7, 19, 30, tzinfo=UTC)
"""When the record's first game was played; each next game a day or two later."""


@dataclass(frozen=True)
class Played:
    """A game in the record: which, how many seats (seat 0 a person, played by its bot), the
    seed, its options, and how many actions in it stopped (None: played to its end)."""

    game: str
    seats: int
    seed: int
    options: tuple[tuple[str, str], ...] = ()
    stopped_after: int | None = None


HARD = (("difficulty", "hard"),)
RECORD = (
    Played("taco-loco", 3, 3), Played("taco-party", 3, 1), Played("taco-fight", 2, 6),
    Played("taco-loco", 2, 1), Played("crazy-taco", 1, 4), Played("taco-party", 2, 3),
    Played("taco-fight", 3, 3, HARD), Played("taco-loco", 4, 5), Played("crazy-taco", 2, 2),
    Played("taco-fight", 1, 6), Played("taco-party", 4, 2), Played("taco-loco", 3, 8),
    Played("taco-fight", 4, 1, HARD), Played("crazy-taco", 1, 5),
    Played("taco-party", 3, 6, stopped_after=14), Played("crazy-taco", 2, 4, stopped_after=9),
)
"""A few evenings' play, oldest first: every game finished at least once, Fight won and lost,
and two games left unfinished for the title to offer."""


def play_record(services, record: tuple[Played, ...] = RECORD) -> None:
    """Play `record` into `services.storage`, each finished game counted by `finish` and a won
    Fight entered in the high scores, each unfinished one autosaved, as the tables do."""
    storage = services.storage
    if storage is None:
        return
    for day, played in enumerate(record):
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
        if match.spec.id == HIGH_SCORES and outcome.winners:  # the team's tacos eaten
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
