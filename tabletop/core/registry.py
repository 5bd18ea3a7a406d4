"""What the app knows about each game: name, seats, options, and the names of its rules wiring,
table, card-back art, accent colour, settings and benchmark scene (the one place a game
registers)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from tabletop.core.actions import Action
from tabletop.core.errors import DataError
from tabletop.core.game import Bot, GameSetup, Outcome, Rules

DataReader = Callable[[str], Any]
"""Reads a data file (path relative to `data/`) and returns its parsed YAML."""


@dataclass(frozen=True)
class OptionSpec:
    """A game option shown on the setup screen and accepted as `--option name=value`."""

    name: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""
    shown: tuple[str, ...] = ()
    """Each choice as the setup screen says it, in `choices`' order (marked for the catalog);
    empty: the value itself, capitalised."""

    @classmethod
    def yes_no(cls, name: str, label: str, on: bool = False, help: str = "") -> OptionSpec:
        """A switch: "off" or "on" (rules read it as a bool, `GameSetup.is_on`)."""
        return cls(name, label, SWITCH, SWITCH[on], help)

    def value_of(self, given: str) -> str:
        """`given` as this option's value: a switch recorded before the games agreed on
        "on" and "off" may say "true" or "false"."""
        return FORMER_SWITCH.get(given, given) if self.choices == SWITCH else given


SWITCH = ("off", "on")
"""A yes/no option's values."""
FORMER_SWITCH = {"false": "off", "true": "on"}

@dataclass(frozen=True)
class BestResult:
    """What the statistics call a game's best result: which number, and which way is better."""

    label: str = ""
    """What "Best" means for this game, as the statistics screen says it ("highest score");
    empty for none (counting alone, as a test's game may)."""
    lower_is_better: bool = False
    won_only: bool = False
    """Only a game a human won can be the best (a lost Crazy Taco game keeps no stars)."""
    team: bool = False
    """The number is the whole table's (every seat's score added up, e.g. the tacos a team
    ate), not the best human seat's."""
    average: str = field(default="", compare=False)
    """What the Average counts, as the statistics screen says it under its figure ("cards
    taken per game"); empty: "Average" alone."""

    @property
    def key(self) -> str:
        """Names this way of judging in the statistics file: "lower", "higher-won-team"..."""
        parts = ["lower" if self.lower_is_better else "higher"]
        return "-".join(parts + ["won"] * self.won_only + ["team"] * self.team)

    def better(self, score: int, than: int) -> bool:
        """True when `score` beats `than`."""
        return score < than if self.lower_is_better else score > than

    def best_of(self, scores: Sequence[int]) -> int:
        """The best of several seats' scores."""
        return min(scores) if self.lower_is_better else max(scores)


@dataclass(frozen=True)
class CardBack:
    """A game's card back: the sprite the menus show, and the art code that draws it."""

    sprite: str
    """Its path under `sprites/`, e.g. "backs/taco_loco.png"."""
    art: str = ""
    """"module:function" that draws it (no arguments, returns a pygame Surface) for
    `python -m tabletop.tools.art`, which writes it to `sprite`; empty: the sprite is drawn by
    other code (a shared card, another game's back)."""


@dataclass(frozen=True)
class BenchScene:
    """The game's heavy table for `--bench`: seats, options, how far into a game (actions, or
    real-time steps), from which seed."""

    title: str
    players: int
    steps: int
    options: tuple[str, ...] = ()
    """As on the command line: "name=value"."""
    seed: int = 7


@dataclass(frozen=True)
class FormerSetting:
    """Where a game setting was saved before each game's settings went under its own key
    (settings file version 1): the old name, and what each old value becomes."""

    name: str
    values: tuple[tuple[object, str], ...]


@dataclass(frozen=True)
class GameSetting:
    """A setting of one game: shown on the settings screen and saved under the game's key in
    the settings file. With `option`, it is the value seat setup starts that option at (the
    game still records the option, so replays stay exact)."""

    name: str
    label: str
    choices: tuple[str, ...]
    default: str
    option: str = ""
    formerly: FormerSetting | None = None

    def allows(self, value: object) -> bool:
        """`value` is one of this setting's choices."""
        return value in self.choices


@dataclass(frozen=True)
class GameParts:
    """The heavy half of a game: data loader, rules, bots and action types (imported on demand)."""

    load_data: Callable[[DataReader], Any]
    new_rules: Callable[[Any, GameSetup], Rules]
    new_bot: Callable[[Any, int, str, int], Bot]
    action_types: tuple[type[Action], ...]
    undo_barriers: tuple[type, ...] | None = None
    """Event types that reveal something new or hand play on (a draw, a roll, a new turn):
    an action whose events include one cannot be undone. None: this game offers no undo."""
    data_models: Mapping[str, type] = field(default_factory=dict)
    """Each data file the game reads (relative to data/) and the model it is read into;
    `python -m tabletop.tools.data_schemas` writes their JSON Schemas into data/schemas/."""


@dataclass(frozen=True)
class GameSpec:
    """One playable game: what the menus show, and where everything else of it lives.

    `wiring` names where the game's `GameParts` live: "package.module" (its `PARTS`) or
    "package.module:NAME". The module is imported the first time rules, bots, data or actions
    are asked for, so the title screen starts without compiling four rule books. `table` names
    the game's table scene the same way ("package.module:Class"), imported when a table opens.
    Nothing outside the game's own folder names the game: the catalog lists its package, and
    the app, the art generator and the benchmark ask its spec."""

    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    wiring: str
    rulebook: str
    decisions: str
    realtime: bool = False
    bot_skills: tuple[str, ...] = ("normal",)
    rules_version: int = 1
    """Goes up with every rule change that could make an earlier save or replay play out
    differently; each record keeps the number it was made under (a record without one: 1)."""
    roles: tuple[str, ...] = ()
    """What each seat does where the seats differ, one phrase a seat with its `{name}`
    ("{name} runs the kitchen."): seat setup says them under the tagline when more than one
    plays; empty: every seat plays alike."""
    best: BestResult = field(kw_only=True)
    progress: tuple[str, str, str] = field(kw_only=True)
    """How far a saved game got, from its turn count (`{n}`; `{next}` is one more): for
    none, one, and more ("no turn played yet", "{n} turn played", "{n} turns played")."""
    table: str = ""
    """"package.module:Class" of the game's table scene; empty: not playable in the app yet."""
    back: CardBack | None = None
    accent: str = "#F2A541"
    """The game's colour (its card back), as "#RRGGBB"."""
    settings: tuple[GameSetting, ...] = ()
    bench: BenchScene | None = None
    aid: str = ""
    """The player aid, a data file ("<game>/aid.yaml"): a turn on one screen; empty: none."""
    booklet: str = ""
    """The rules booklet, a Markdown data file ("<game>/booklet.md"); empty: the rulebook and
    the decisions only."""
    examples: str = ""
    """Worked examples the booklet shows and a test plays ("<game>/examples.yaml")."""
    booklet_number_px: int = 0
    """The size the booklet's card pictures print their numbers at, at least (they stand as
    tall as that needs); 0: the common floor (Taco Party's small chips ask for 20)."""
    pictures: str = ""
    """"module:function" drawing one of the game's card faces or dice by name, for the aid
    and the booklet (`function(services, spec, name)`: a surface, or None for no such name)."""
    scoring: str = ""
    """"module:function" explaining each seat's score from public things, for the results
    screen and the table's score sheet (see `tabletop.core.scoring`); empty: none."""
    phrases: str = ""
    """"module:function" of the game's phrase book: `function(names, data, rules)` gives the
    words for the facts those rules tell (see `tabletop.kit.phrases`); empty: the rules
    still write their own sentences."""
    next_first: str = ""
    """"module:function" naming the seat that moves first in the next game, for the results
    screen's "Play again" (`function(setup, outcome)`: a seat, from the finished game's setup
    and outcome); empty: the rulebook says nothing, and the next game opens as the first did."""
    music: str = ""
    """The music its table plays: a piece (`sounds/music/<piece>.ogg`, rendered from
    `data/music/<piece>.yaml`) or a cue of data/audio.yaml (`hourglass`); empty: the menus'."""

    @property
    def accent_rgb(self) -> tuple[int, int, int]:
        """The accent as (r, g, b)."""
        code = self.accent.lstrip("#")
        return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))

    def setting(self, name: str) -> GameSetting:
        """One of the game's settings by name (KeyError when it has none of that name)."""
        for setting in self.settings:
            if setting.name == name:
                return setting
        raise KeyError(name)

    def progress_text(self, turns: int) -> str:
        """"12 turns played" (the save list's "how far")."""
        text = self.progress[0 if turns == 0 else 1 if turns == 1 else 2]
        return text.format(n=turns, next=turns + 1)

    def first_after(self, setup: GameSetup, outcome: Outcome) -> int | None:
        """The seat that moves first in the game played after one with this setup and outcome
        (`next_first`), or None when the rulebook leaves that to the usual opening."""
        if not self.next_first:
            return None
        return int(load_named(self.next_first, f"{self.title}'s next first player")(
            setup, outcome))

    @cached_property
    def parts(self) -> GameParts:
        """Imported and checked once per spec (every action asks for the undo barriers)."""
        module, _, name = self.wiring.partition(":")
        parts = getattr(importlib.import_module(module), name or "PARTS", None)
        if not isinstance(parts, GameParts):
            raise DataError(module, name or "PARTS", f"{self.title} has no GameParts to play with")
        return parts

    def table_class(self) -> Any:
        """The table scene class `table` names (imported now), or None without one."""
        if not self.table:
            return None
        return load_named(self.table, f"{self.title}'s table")

    def phrase_book(self, names: Sequence[str], data: Any, rules: Any, words: Any) -> Any:
        """The phrase book `phrases` names, for a game of these seats, data and rules, in
        `words`'s language (None: the game has none)."""
        if not self.phrases:
            return None
        return load_named(self.phrases, f"{self.title}'s phrase book")(names, data, rules,
                                                                        words)

    @property
    def load_data(self) -> Callable[[DataReader], Any]:
        return self.parts.load_data

    @property
    def new_rules(self) -> Callable[[Any, GameSetup], Rules]:
        return self.parts.new_rules

    @property
    def new_bot(self) -> Callable[[Any, int, str, int], Bot]:
        return self.parts.new_bot

    @property
    def action_types(self) -> tuple[type[Action], ...]:
        return self.parts.action_types

    @property
    def undo_barriers(self) -> tuple[type, ...] | None:
        return self.parts.undo_barriers

    def resolve_options(self, given: Mapping[str, str]) -> dict[str, str]:
        """Defaults filled in; an unknown option or value raises DataError with the reason."""
        known = {o.name: o for o in self.options}
        resolved = {o.name: o.default for o in self.options}
        for name, written in given.items():
            if name not in known:
                names = ", ".join(known) or "none"
                raise DataError("--option", name,
                                f"unknown option for {self.title} (known: {names})")
            value = known[name].value_of(written)
            if value not in known[name].choices:
                allowed = ", ".join(known[name].choices)
                raise DataError("--option", name, f"{value!r} is not one of: {allowed}")
            resolved[name] = value
        return resolved


def load_named(target: str, what: str) -> Any:
    """What "package.module:NAME" names, imported; DataError saying what is missing."""
    module, _, name = target.partition(":")
    found = getattr(importlib.import_module(module), name, None) if name else None
    if found is None:
        raise DataError(module, name or "(no name)", f"{what} is not there")
    return found
