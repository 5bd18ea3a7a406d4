"""Which keyboard key does what (Settings → Keys): every action of the menus and the turn tables
by name, its default key, and the player's own choices over them. No pygame: keys by pygame's
key names ("left", "return", "f5"; "ctrl+z" with Control held).

The mapper turns a pressed key into its action's intent (`Navigate`, `Confirm`...), or for the
tables' own shortcuts a `KeyPress` carrying the action's name, which the tables read
(`intents.action_of`) instead of the key. Two actions never share a key: `rebind` refuses it and
names the action that has it, where both could be pressed at one table: an action belongs to
the menus and every table (`EVERYWHERE`), the turn-based tables (`TURNS`) or ¡Taco Fight!'s
(`FIGHT`: its left keyboard player's W A S D layout, the right player's keys beside the arrows,
and its scores key), so Taco Party's scores and the Fight's left player's "down" may both be S.
One meaning has one name in every game: the scores are F3 at every table (the buttons say so),
S too at the turn-based ones."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from tabletop.core.language import N_, Language

EVERYWHERE, TURNS, FIGHT = "everywhere", "turns", "fight"
"""Where an action can be pressed: the menus and every table, the turn-based tables, or
¡Taco Fight!'s table. Two actions may share a key only if no table answers both."""


@dataclass(frozen=True)
class KeyAction:
    """One action the keyboard can do, and the keys it has until the player chooses."""

    name: str
    label: str
    """What the Keys screen calls it (translated where it is shown)."""
    defaults: tuple[str, ...]
    where: str = EVERYWHERE

    def meets(self, other: KeyAction) -> bool:
        """Some screen answers both actions (so they may not share a key)."""
        return EVERYWHERE in (self.where, other.where) or self.where == other.where


ACTIONS: tuple[KeyAction, ...] = (
    KeyAction("left", N_("Move left"), ("left",)),
    KeyAction("right", N_("Move right"), ("right",)),
    KeyAction("up", N_("Move up"), ("up",)),
    KeyAction("down", N_("Move down"), ("down",)),
    KeyAction("confirm", N_("Choose, play"), ("return", "enter", "space")),
    KeyAction("back", N_("Back, pause menu"), ("escape",)),
    KeyAction("erase", N_("Put back, delete"), ("backspace",)),
    KeyAction("next", N_("Next control (Shift: previous)"), ("tab",)),
    KeyAction("undo", N_("Undo"), ("ctrl+z",), TURNS),
    KeyAction("rules", N_("Player aid and rules"), ("f1",)),
    KeyAction("controls", N_("Gamepad controls"), ("f2",)),
    KeyAction("hint", N_("Hint"), ("h",), TURNS),
    KeyAction("scores", N_("Scores"), ("f3", "s"), TURNS),
    KeyAction("view", N_("Replay: change view"), ("v",), TURNS),
    KeyAction("narration", N_("Narration on or off"), ("f4",)),
    KeyAction("summary", N_("Narration: the table's summary"), ("f5",)),
    KeyAction("repeat", N_("Narration: the last line again"), ("f6",)),
    KeyAction("fullscreen", N_("Full screen"), ("f11",)),
    KeyAction("fight left up", N_("Left player: up"), ("w",), FIGHT),
    KeyAction("fight left left", N_("Left player: left"), ("a",), FIGHT),
    KeyAction("fight left down", N_("Left player: down"), ("s",), FIGHT),
    KeyAction("fight left right", N_("Left player: right"), ("d",), FIGHT),
    KeyAction("fight left play", N_("Left player: play on the plate"), ("e",), FIGHT),
    KeyAction("fight left hit", N_("Left player: smash or eat a taco"), ("f",), FIGHT),
    KeyAction("fight left flip", N_("Left player: flip two"), ("q",), FIGHT),
    KeyAction("fight left grab", N_("Left player: grab five"), ("r",), FIGHT),
    KeyAction("fight left shuffle", N_("Left player: shuffle"), ("c",), FIGHT),
    KeyAction("fight left give", N_("Left player: give a card"), ("g",), FIGHT),
    KeyAction("fight left auto", N_("Left player: place tacos automatically"), ("z",), FIGHT),
    KeyAction("fight left ready", N_("Left player: ready"), ("x",), FIGHT),
    KeyAction("fight right hit", N_("Right player: smash or eat a taco"), ("right shift",), FIGHT),
    KeyAction("fight right flip", N_("Right player: flip two"), ("/",), FIGHT),
    KeyAction("fight right grab", N_("Right player: grab five"), (".",), FIGHT),
    KeyAction("fight right shuffle", N_("Right player: shuffle"), (",",), FIGHT),
    KeyAction("fight right give", N_("Right player: give a card"), ("l",), FIGHT),
    KeyAction("fight right auto", N_("Right player: place tacos automatically"), ("'",), FIGHT),
    KeyAction("fight right ready", N_("Right player: ready"), (";",), FIGHT),
    KeyAction("fight scores", N_("Scores"), ("f3",), FIGHT),
)
"""Every remappable action, in the Keys screen's order (¡Taco Fight!'s on a page of their own:
its right keyboard player moves with the Move keys and plays with Choose)."""
BY_NAME: Mapping[str, KeyAction] = MappingProxyType({a.name: a for a in ACTIONS})
DEFAULT_ACTION: Mapping[str, str] = MappingProxyType(
    {key: a.name for a in ACTIONS if a.where != FIGHT for key in a.defaults})
"""The action of each default key (a `KeyPress` made without the mapper is read by these),
¡Taco Fight!'s aside (its table reads them with `KeyMap.action_of(key, FIGHT)`)."""


class KeyTaken(ValueError):
    """A key chosen for an action is another action's: `other` names that action."""

    def __init__(self, key: str, other: str) -> None:
        super().__init__(f"{key} is already {other}")
        self.key = key
        self.other = other


@dataclass(frozen=True)
class KeyMap:
    """The keys in force: each action's default keys, except where the player chose one."""

    chosen: Mapping[str, str] = field(default_factory=dict)
    """The player's choices: action name → key name (an action not here has its defaults)."""

    def keys_of(self, action: str) -> tuple[str, ...]:
        if action in self.chosen:
            return (self.chosen[action],)
        return BY_NAME[action].defaults

    def action_of(self, key: str, where: str = TURNS) -> str | None:
        """The action `key` does now at `where` (the menus and turn tables, or `FIGHT`'s
        table; an `EVERYWHERE` action is answered at both); None: none."""
        for action in ACTIONS:
            if action.where in (where, EVERYWHERE) and key in self.keys_of(action.name):
                return action.name
        return None

    def rebind(self, action: str, key: str) -> KeyMap:
        """`action` on `key` alone; KeyTaken if an action pressed where it is has that key."""
        if action not in BY_NAME:
            raise KeyError(action)
        wanted = BY_NAME[action]
        other = next((a.name for a in ACTIONS if a.name != action and wanted.meets(a)
                      and key in self.keys_of(a.name)), None)
        if other is not None:
            raise KeyTaken(key, other)
        chosen = dict(self.chosen)
        if (key,) == BY_NAME[action].defaults:
            chosen.pop(action, None)
        else:
            chosen[action] = key
        return KeyMap(chosen)


def keymap_of(chosen: Mapping[str, str] | tuple[tuple[str, str], ...] | None) -> KeyMap:
    """The key map of saved choices (anything not an action's is left out)."""
    pairs = dict(chosen or {})
    return KeyMap({a: k for a, k in pairs.items() if a in BY_NAME and isinstance(k, str) and k})


def problem(chosen: object) -> str | None:
    """What is wrong with saved key choices (None: nothing)."""
    if not isinstance(chosen, Mapping):
        return "must map actions to keys"
    unknown = [a for a in chosen if a not in BY_NAME]
    if unknown:
        return f"has no action {unknown[0]!r}"
    if not all(isinstance(k, str) and k for k in chosen.values()):
        return "must give each action a key name"
    keymap = KeyMap(dict(chosen))
    for index, action in enumerate(ACTIONS):
        for other in ACTIONS[index + 1:]:
            shared = set(keymap.keys_of(action.name)) & set(keymap.keys_of(other.name))
            if shared and action.meets(other):
                return f"gives {min(shared)!r} to both {action.name} and {other.name}"
    return None


KEY_NAMES = MappingProxyType({
    "left": N_("Left"), "right": N_("Right"), "up": N_("Up"), "down": N_("Down"),
    "space": N_("Space"), "return": N_("Enter"), "enter": N_("Enter"), "escape": N_("Esc"),
    "backspace": N_("Backspace"), "delete": N_("Delete"), "home": N_("Home"), "end": N_("End"),
    "page up": N_("Page Up"), "page down": N_("Page Down"), "tab": N_("Tab"),
    "right shift": N_("Right Shift"), "left shift": N_("Left Shift"), "ctrl": N_("Ctrl"),
})
"""The keys with a name of their own, in the player's words (a letter or F5 is itself)."""


def key_words(key: str, words: Language | None = None) -> str:
    """A key name as people write it, in the player's language: "Ctrl+Z", "F5", "Left"
    ("Izquierda"), "Space"."""
    said = (words or Language()).gettext

    def part_words(part: str) -> str:
        named = KEY_NAMES.get(part.lower())
        if named is not None:
            return said(named)
        if len(part) == 1 or len(part) <= 3 and part[:1] in "fF" and part[1:].isdigit():
            return part.upper()
        return part.title()

    return "+".join(part_words(part) for part in key.split("+"))
