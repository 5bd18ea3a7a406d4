"""The one JSON shape of a game on disk, shared by autosaves and replays, and its rebuild."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop.core.errors import DataError
from tabletop.core.game import BOT, HUMAN, GameSetup, Outcome, Seat
from tabletop.core.match import Match, replay
from tabletop.core.registry import GameSpec
from tabletop.core.schema import Fields
from tabletop.storage.timestamps import from_iso, to_iso

RECORD_VERSION = 2
"""2 adds `rules_version`; a version-1 record reads as made under version 1 of its rules."""
FIRST_RULES = 1
GAME_ID = re.compile(r"^[A-Za-z0-9_-]+$")


class RecordError(Exception):
    """A record on disk cannot be used; `future` when a newer app version wrote it."""

    def __init__(self, detail: str, future: bool = False) -> None:
        super().__init__(detail)
        self.detail = detail
        self.future = future


@dataclass(frozen=True)
class SavedGame:
    """A game as stored: enough to rebuild it exactly (and, once finished, how it ended)."""

    game: str
    title: str
    seed: int
    options: Mapping[str, str]
    seats: tuple[Seat, ...]
    log: tuple[Mapping[str, Any], ...]
    check: str
    saved_at: datetime
    turns: int = 0
    outcome: Outcome | None = None
    rules_version: int = FIRST_RULES
    """The version of the game's rules it was played under (`GameSpec.rules_version`)."""
    path: Path | None = field(default=None, compare=False)
    """The file it was read from (None for a record not yet on disk)."""

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    def setup(self) -> GameSetup:
        return GameSetup(self.seats, self.seed, dict(self.options))

    def seat_names(self) -> str:
        """"Ana, Rosa (bot), Diego (bot)"."""
        return ", ".join(s.name + (" (bot)" if s.kind == BOT else "") for s in self.seats)

    def when(self) -> str:
        """When it was saved, in the player's local time: "2025-01-31 18:04"."""
        return self.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")

    def summary(self) -> str:
        """One line for the replay list: "Taco Loco · Ana, Rosa (bot) · 2025-01-31 18:04"."""
        return f"{self.title} \u00b7 {self.seat_names()} \u00b7 {self.when()}"

    def rules_note(self, spec: GameSpec) -> str:
        """"" when made under the rules `spec` plays by; else a plain sentence saying which."""
        if self.rules_version == spec.rules_version:
            return ""
        age = "an older" if self.rules_version < spec.rules_version else "a newer"
        return f"Saved with {age} version of the {spec.title} rules"

    def to_json(self) -> dict[str, Any]:
        """The file's body. Log entries are shared, not copied (a long real-time log has
        thousands): a record's log never changes once made (`record_of` detaches it)."""
        body: dict[str, Any] = {
            "version": RECORD_VERSION,
            "game": self.game,
            "title": self.title,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [{"name": s.name, "kind": s.kind, "skill": s.skill} for s in self.seats],
            "log": list(self.log),
            "check": self.check,
            "saved_at": to_iso(self.saved_at),
            "turns": self.turns,
            "rules_version": self.rules_version,
        }
        if self.outcome is not None:
            body["outcome"] = {"scores": list(self.outcome.scores),
                               "winners": list(self.outcome.winners),
                               "ended": self.outcome.ended}
        return body


def record_of(match: Match, moment: datetime) -> SavedGame:
    """The record of a match as it stands (with its outcome once the game is over)."""
    if not GAME_ID.match(match.spec.id):
        raise ValueError(f"game id {match.spec.id!r} cannot name a file")
    rules = match.rules
    # A detached copy, cheap at any length: an entry never changes once another follows it (only
    # the newest tick entry counts on, see Match.tick), so only the newest needs copying.
    log = [*match.log[:-1], dict(match.log[-1])] if match.log else []
    return SavedGame(
        game=match.spec.id, title=match.spec.title, seed=match.setup.seed,
        options=dict(match.setup.options), seats=tuple(match.setup.seats), log=tuple(log),
        check=match.check_value(), saved_at=moment, turns=int(rules.turns),
        outcome=rules.outcome() if rules.is_over() else None,
        rules_version=match.spec.rules_version)


def parse_record(data: Any, path: Path) -> SavedGame:
    """A SavedGame from parsed JSON; RecordError says what is wrong (or that it is too new)."""
    if not isinstance(data, dict):
        raise RecordError("is not a saved game")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(f"has unknown version {version!r}")
    if version > RECORD_VERSION:
        raise RecordError(f"has version {version}; this app reads up to {RECORD_VERSION}",
                          future=True)
    try:
        return _fields(Fields(data, path.name, ""), path, version)
    except DataError as error:
        raise RecordError(str(error)) from None


def _fields(top: Fields, path: Path, version: int) -> SavedGame:
    game = top.get("game", str)
    if not GAME_ID.match(game):
        raise top.fail("game", f"{game!r} is not a game id")
    options = top.get("options", dict)
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in options.items()):
        raise top.fail("options", "should map text to text")
    seats = tuple(Seat(s.get("name", str), s.get("kind", str, choices=(HUMAN, BOT)),
                       s.get("skill", str)) for s in top.items("seats"))
    if not seats:
        raise top.fail("seats", "no seats")
    log = top.get("log", list)
    for number, entry in enumerate(log):
        if not isinstance(entry, dict):
            raise top.fail(f"log[{number}]", "should be a mapping")
    try:
        saved_at = from_iso(top.get("saved_at", str))
    except ValueError:
        raise top.fail("saved_at", "is not a date and time") from None
    outcome = None
    if top.data.get("outcome") is not None:
        ending = top.sub("outcome")
        scores = ending.get("scores", list)
        winners = ending.get("winners", list)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in scores + winners):
            raise ending.fail("scores", "scores and winners should be whole numbers")
        outcome = Outcome(tuple(scores), tuple(winners), ending.get("ended", str))
    # Version 1 had no rules version: those records were all made under the first rules.
    rules_version = (FIRST_RULES if version == 1
                     else top.get("rules_version", int, minimum=FIRST_RULES))
    return SavedGame(
        game=game, title=top.get("title", str, game), seed=top.get("seed", int),
        options=options, seats=seats, log=tuple(log), check=top.get("check", str),
        saved_at=saved_at, turns=top.get("turns", int, 0, minimum=0), outcome=outcome,
        rules_version=rules_version, path=path)


def rebuild(record: SavedGame, spec: GameSpec, data: Any, *, verify: bool = True) -> Match:
    """Replay the record's log into a Match; RecordError if it does not replay or add up."""
    if spec.id != record.game:
        raise RecordError(f"is a game of {record.game}, not {spec.id}")
    try:
        setup = GameSetup(record.seats, record.seed, spec.resolve_options(record.options))
        match = replay(spec, data, setup, list(record.log))
    except DataError as error:
        raise RecordError(f"does not replay: {error}") from None
    except Exception as error:  # an edited log can upset rules in any way; never crash on it
        raise RecordError(f"does not replay: {type(error).__name__}: {error}") from None
    if verify and match.check_value() != record.check:
        raise RecordError(f"check value {record.check} does not match the replayed "
                          f"game ({match.check_value()})")
    return match
