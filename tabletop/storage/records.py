"""The one JSON shape of a game on disk, shared by autosaves and replays, and its rebuild."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from tabletop.core.data_model import Meta, Model, Whole, load_model
from tabletop.core.errors import DataError
from tabletop.core.facts import Fact
from tabletop.core.game import BOT, GameSetup, Outcome, Seat
from tabletop.core.match import Match, check_of, replay
from tabletop.core.registry import GameSpec
from tabletop.storage.timestamps import from_iso, to_iso

RECORD_VERSION = 3
"""2 adds `rules_version`; a version-1 record reads as made under version 1 of its rules.
3 adds `first`, the seat named to move first (Taco Party's later games); an older record has
none: its game opened as a first game does. A replay may also keep `watch`, whose eyes it was
last watched through (a seat); without it, everyone's cards."""
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
    first: int | None = None
    """The seat named to move first (`GameSetup.first`); None: the game's usual opening."""
    watch: int | None = None
    """The seat whose view its replay was last watched from; None: everyone's cards."""
    path: Path | None = field(default=None, compare=False)
    """The file it was read from (None for a record not yet on disk)."""

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    def setup(self) -> GameSetup:
        return GameSetup(self.seats, self.seed, dict(self.options), self.first)

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
            "first": self.first,
        }
        if self.watch is not None:
            body["watch"] = self.watch
        if self.outcome is not None:
            body["outcome"] = {"scores": list(self.outcome.scores),
                               "winners": list(self.outcome.winners),
                               "ended": ending_of(self.outcome)}
        return body


@dataclass(frozen=True)
class RecordedEnding(Fact):
    """How a game ended, as a record read back keeps it: the kind of the rules' fact (or, for a
    record made before the rules told facts, their words: see `same_state`)."""

    kind: str


def ending_of(outcome: Outcome) -> str:
    """How a game ended, as a record keeps it: the kind of the rules' fact (its words are the
    phrase book's to say; the scores and winners are kept beside it)."""
    ended = outcome.ended
    return ended.kind if isinstance(ended, RecordedEnding) else type(ended).__name__


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
        rules_version=match.spec.rules_version, first=match.setup.first)


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
        return _fields(data, path, version)
    except DataError as error:
        raise RecordError(str(error)) from None


class SeatRow(Model, frozen=True):
    ITEM = "seat"
    NAMED_BY = ("name",)

    name: str
    kind: Literal["human", "bot"]
    skill: str


class OutcomeRow(Model, frozen=True):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    ended: str


class RecordFile(Model, frozen=True):
    """An autosave or replay file as stored."""

    version: int
    game: Annotated[str, Meta(pattern=GAME_ID.pattern)]
    seed: int
    options: dict[str, str]
    seats: Annotated[tuple[SeatRow, ...], Meta(min_length=1)]
    log: tuple[dict[str, Any], ...]
    check: str
    saved_at: str
    title: str | None = None
    turns: Whole = 0
    outcome: OutcomeRow | None = None
    rules_version: Annotated[int, Meta(ge=FIRST_RULES)] | None = None
    first: Annotated[int, Meta(ge=0)] | None = None
    watch: Annotated[int, Meta(ge=0)] | None = None


def _fields(data: Any, path: Path, version: int) -> SavedGame:
    record = load_model(data, RecordFile, path.name)
    try:
        saved_at = from_iso(record.saved_at)
    except ValueError:
        raise DataError(path.name, "field 'saved_at'", "is not a date and time") from None
    outcome = None
    if record.outcome is not None:
        outcome = Outcome(record.outcome.scores, record.outcome.winners,
                          RecordedEnding(record.outcome.ended))
    # Version 1 had no rules version: those records were all made under the first rules.
    rules_version = record.rules_version
    if version == 1:
        rules_version = FIRST_RULES
    elif rules_version is None:
        raise DataError(path.name, "field 'rules_version'", "missing")
    return SavedGame(
        game=record.game, title=record.title or record.game, seed=record.seed,
        options=record.options, seats=tuple(Seat(s.name, s.kind, s.skill) for s in record.seats),
        log=record.log, check=record.check, saved_at=saved_at, turns=record.turns,
        outcome=outcome, rules_version=rules_version, first=record.first, watch=record.watch,
        path=path)


def rebuild(record: SavedGame, spec: GameSpec, data: Any, *, verify: bool = True) -> Match:
    """Replay the record's log into a Match; RecordError if it does not replay or add up."""
    if spec.id != record.game:
        raise RecordError(f"is a game of {record.game}, not {spec.id}")
    try:
        setup = GameSetup(record.seats, record.seed, spec.resolve_options(record.options),
                          record.first)
        match = replay(spec, data, setup, list(record.log))
    except DataError as error:
        raise RecordError(f"does not replay: {error}") from None
    except Exception as error:  # an edited log can upset rules in any way; never crash on it
        raise RecordError(f"does not replay: {type(error).__name__}: {error}") from None
    if verify and not same_state(match, record):
        raise RecordError(f"check value {record.check} does not match the replayed "
                          f"game ({match.check_value()})")
    return match


def same_state(match: Match, record: SavedGame) -> bool:
    """Whether the replayed `match` is in the state `record` was made in (its check value).

    A finished game recorded while its rules still kept how it ended in words (the words the
    record's outcome keeps) hashed those words: rules whose snapshot did so offer
    `snapshot_worded(ended)`, the snapshot with them, and its check value counts too."""
    if match.check_value() == record.check:
        return True
    worded = getattr(match.rules, "snapshot_worded", None)
    ended = record.outcome.ended if record.outcome is not None else None
    if worded is None or not isinstance(ended, RecordedEnding) or not match.rules.is_over():
        return False
    return check_of(worded(ended.kind)) == record.check
