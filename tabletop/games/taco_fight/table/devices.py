"""Input devices at the ¡Taco Fight! table: which device drives which seat, and what it pressed.

Up to four people play at once on one screen: one on the mouse, two sharing the keyboard (a
left layout around WASD and a right layout around the arrows) and any number on gamepads. Every
device turns its intents into the same small set of commands, so every action is reachable from
every device. A seat played on a phone is driven by that phone (`DeviceHub.phones`; its
buttons come through the table's phones, see `phone.py`). A seat no device drives is played by
a bot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from tabletop.core.language import N_, Language
from tabletop.input import intents as it
from tabletop.input.keymap import FIGHT, KeyMap, key_words
from tabletop.input.pad import GUIDE, LEFT_STICK, RIGHT_STICK

MOUSE = "mouse"
LEFT_KEYS = "keys-left"
RIGHT_KEYS = "keys-right"
PAD = "pad:"
PHONE = "phone:"

MOVE, PLAY, HIT, FLIP, GRAB, SHUFFLE, GIVE, READY, AUTO, START = (
    "move", "play", "hit", "flip", "grab", "shuffle", "give", "ready", "auto", "start")

COMMAND_NAMES = {
    MOVE: N_("Move the cursor"),
    PLAY: N_("Play on the plate (prep: place a taco)"),
    HIT: N_("Hit the taco: smash it, or with a fork tap fast to eat it (prep: next new taco)"),
    FLIP: N_("Flip two from your pantry"),
    GRAB: N_("Grab five from the stack"),
    SHUFFLE: N_("Shuffle your pantry"),
    GIVE: N_("Give a card to the player under your cursor"),
    AUTO: N_("Prep: place your tacos automatically"),
    READY: N_("Prep: ready (the rest are placed for you)"),
}
"""What each command does, in the order the controls screen lists them."""

FIGHT_KEYS: dict[str, tuple[str, str, int, int]] = {
    "fight left up": (LEFT_KEYS, MOVE, 0, -1), "fight left left": (LEFT_KEYS, MOVE, -1, 0),
    "fight left down": (LEFT_KEYS, MOVE, 0, 1), "fight left right": (LEFT_KEYS, MOVE, 1, 0),
    "fight left play": (LEFT_KEYS, PLAY, 0, 0), "fight left hit": (LEFT_KEYS, HIT, 0, 0),
    "fight left flip": (LEFT_KEYS, FLIP, 0, 0), "fight left grab": (LEFT_KEYS, GRAB, 0, 0),
    "fight left shuffle": (LEFT_KEYS, SHUFFLE, 0, 0), "fight left give": (LEFT_KEYS, GIVE, 0, 0),
    "fight left auto": (LEFT_KEYS, AUTO, 0, 0), "fight left ready": (LEFT_KEYS, READY, 0, 0),
    "fight right hit": (RIGHT_KEYS, HIT, 0, 0), "fight right flip": (RIGHT_KEYS, FLIP, 0, 0),
    "fight right grab": (RIGHT_KEYS, GRAB, 0, 0),
    "fight right shuffle": (RIGHT_KEYS, SHUFFLE, 0, 0),
    "fight right give": (RIGHT_KEYS, GIVE, 0, 0), "fight right auto": (RIGHT_KEYS, AUTO, 0, 0),
    "fight right ready": (RIGHT_KEYS, READY, 0, 0),
}
"""The keyboard players' actions of the key map (Settings → Keys; W A S D and the keys around
it on the left, the keys between L and / on the right): the device and the command of each. The
right player moves with the Move keys and plays with Choose (they arrive as Navigate / Confirm)."""
LEFT_MOVES = ("fight left up", "fight left left", "fight left down", "fight left right")
RIGHT_MOVES = ("up", "left", "down", "right")

PAD_BUTTONS: dict[int, str] = {0: PLAY, 1: HIT, 2: FLIP, 3: GRAB, 4: SHUFFLE, 5: GIVE,
                               6: AUTO, 7: READY}
"""Gamepad buttons (SDL joystick numbering of the usual Xbox-style pad): A play, B hit, X flip,
Y grab, LB shuffle, RB give, Back auto place, Start ready; d-pad or left stick move."""

PAD_PLAYS = (LEFT_STICK, RIGHT_STICK)
"""A press of either stick shows the latest plays (see the table's `show_plays`)."""
PAD_PAUSE = GUIDE
"""The Guide button pauses (Start is Ready here)."""

STICK_ON = 0.6
STICK_OFF = 0.35

MOUSE_LABELS = {MOVE: N_("point"), PLAY: N_("click plate"), HIT: N_("click taco (fast)"),
                FLIP: N_("click pantry"), GRAB: N_("click stack"),
                SHUFFLE: N_("right-click pantry"), GIVE: N_("click mate's pantry"),
                AUTO: N_("Auto button"), READY: N_("Ready button")}
PAD_LABELS = {MOVE: N_("D-pad / stick"), PLAY: "A", HIT: "B", FLIP: "X", GRAB: "Y",
              # TRANSLATORS: a gamepad's shoulder buttons, as printed on the pad
              SHUFFLE: N_("LB"), GIVE: N_("RB"), AUTO: "Back", READY: "Start"}
"""What the mouse and a pad use for each command (a pad's buttons keep the names printed on
them); the keyboard players' keys are the key map's (`key_labels`)."""


def key_command(key: str, keys: KeyMap) -> tuple[str, str, int, int] | None:
    """The keyboard player, command and move a key does at this table (None: none)."""
    action = keys.action_of(key, FIGHT)
    return FIGHT_KEYS.get(action) if action is not None else None


def move_keys(actions: tuple[str, ...], keys: KeyMap, words: Language | None = None) -> str:
    """The four keys that move a keyboard player: "W A S D", "Arrows", "I J K L"."""
    chosen = [keys.keys_of(action)[0] for action in actions]
    if chosen == ["up", "left", "down", "right"]:
        return (words or Language()).gettext("Arrows")
    return " ".join(key_words(key, words) for key in chosen)


def key_labels(kind: str, keys: KeyMap, words: Language | None = None) -> dict[str, str]:
    """The keys (or buttons, or mouse gestures) each command is on for one kind of device, as
    the controls sheet prints them, in the reader's language."""
    said = (words or Language()).gettext
    if kind == MOUSE:
        return {name: said(label) for name, label in MOUSE_LABELS.items()}
    if kind not in (LEFT_KEYS, RIGHT_KEYS):
        return {name: said(label) for name, label in PAD_LABELS.items()}
    labels = {command: key_words(keys.keys_of(action)[0], words)
              for action, (device, command, _dx, _dy) in FIGHT_KEYS.items() if device == kind}
    if kind == LEFT_KEYS:
        return {**labels, MOVE: move_keys(LEFT_MOVES, keys, words)}
    return {**labels, MOVE: move_keys(RIGHT_MOVES, keys, words),
            PLAY: key_words(keys.keys_of("confirm")[0], words)}


@dataclass(frozen=True)
class Command:
    """What one device asked for: `name` is one of the command constants."""

    device: str
    name: str
    dx: int = 0
    dy: int = 0


def pad_device(pad: int) -> str:
    return f"{PAD}{pad}"


def is_pad(device: str) -> bool:
    return device.startswith(PAD)


def phone_device(seat: int) -> str:
    return f"{PHONE}{seat}"


def device_kind(device: str) -> str:
    """MOUSE, LEFT_KEYS, RIGHT_KEYS, PAD or PHONE."""
    if device.startswith(PHONE):
        return PHONE
    return PAD if is_pad(device) else device


def device_label(device: str, pad_names: dict[str, str] | None = None,
                 words: Language | None = None) -> str:
    _ = (words or Language()).gettext
    if device == MOUSE:
        return _("Mouse")
    if device == LEFT_KEYS:
        return _("Keyboard left")
    if device == RIGHT_KEYS:
        return _("Keyboard right")
    if device.startswith(PHONE):
        return _("Phone")
    return _("Gamepad {number}").format(number=device[len(PAD):])


def device_tag(device: str, words: Language | None = None, keys: KeyMap | None = None) -> str:
    """A very short name for a board header: 'mouse', 'WASD', 'arrows', 'pad 3' (a keyboard
    player by the keys that move it)."""
    words = words or Language()
    keys = keys or KeyMap()
    left = move_keys(LEFT_MOVES, keys, words).replace(" ", "")
    right = move_keys(RIGHT_MOVES, keys, words)
    tags = {MOUSE: words.pgettext("device", "mouse"),
            LEFT_KEYS: words.gettext("WASD") if left == "WASD" else left,
            RIGHT_KEYS: words.pgettext("device", "arrows") if right == words.gettext("Arrows")
            else right.replace(" ", "")}
    if device.startswith(PHONE):
        return words.pgettext("device", "phone")
    return tags.get(device) or words.pgettext("device", "pad {number}").format(
        number=device[len(PAD):])


def seat_tags(devices: Iterable[str], words: Language, keys: KeyMap) -> str:
    """A board header's names of the devices playing its seat ("mouse · WASD"; "bot")."""
    tags = [device_tag(d, words, keys) for d in devices]
    return " · ".join(tags) if tags else words.pgettext("device", "bot")


def prep_keys(devices: tuple[str, ...], words: Language, keys: KeyMap) -> str | None:
    """"Z auto · X ready": the prep's keys of a seat played on keys or a pad (None: the mouse
    and a phone have buttons of their own)."""
    if not devices or device_kind(devices[0]) in (MOUSE, PHONE):
        return None
    labels = key_labels(device_kind(devices[0]), keys, words)
    return words.gettext("{auto} auto · {ready} ready").format(auto=labels[AUTO],
                                                               ready=labels[READY])


@dataclass
class DeviceHub:
    """Devices present, the seat each one drives (None: not playing) and intent translation."""

    players: int
    human_seats: tuple[int, ...]
    devices: list[str] = field(default_factory=lambda: [MOUSE, LEFT_KEYS, RIGHT_KEYS])
    seat_of: dict[str, int | None] = field(default_factory=dict)
    pad_names: dict[str, str] = field(default_factory=dict)
    phones: tuple[int, ...] = ()
    """Seats played on phones: each driven by its own phone."""
    keys: Callable[[], KeyMap] = KeyMap
    """The keys in force (Settings → Keys), asked at each key press."""
    _stick: dict[tuple[str, int], int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for device in self.devices:
            self.seat_of.setdefault(device, None)
        self.assign_defaults()

    # --- seats ------------------------------------------------------------------------------
    def assign_defaults(self) -> None:
        """Human seats take the mouse, the left keys and the right keys in turn; one human alone
        gets all three. Pads join later with a button press."""
        humans = list(self.human_seats)
        for device in (MOUSE, LEFT_KEYS, RIGHT_KEYS):
            self.seat_of[device] = None
        if len(humans) == 1:
            for device in (MOUSE, LEFT_KEYS, RIGHT_KEYS):
                self.seat_of[device] = humans[0]
            return
        for device, seat in zip((MOUSE, LEFT_KEYS, RIGHT_KEYS), humans, strict=False):
            self.seat_of[device] = seat

    def set_phones(self, phones: Iterable[int], screen: Iterable[int]) -> None:
        """Seats `phones` play on phones; the mouse and the keys go to the people at the
        screen (`screen`, the human seats on no phone) as at the start."""
        self.phones = tuple(phones)
        self.human_seats = tuple(screen)
        self.assign_defaults()

    def seat(self, device: str) -> int | None:
        return self.seat_of.get(device)

    def devices_for(self, seat: int) -> list[str]:
        phone = [phone_device(seat)] if seat in self.phones else []
        return [d for d in self.devices if self.seat_of.get(d) == seat] + phone

    def driven(self) -> set[int]:
        """Seats some device drives (the others are played by bots)."""
        return {s for s in self.seat_of.values() if s is not None} | set(self.phones)

    def free_seat(self) -> int | None:
        """The seat a joining device takes: a human seat nobody drives first, then a bot seat."""
        driven = self.driven()
        for seat in list(self.human_seats) + list(range(self.players)):
            if seat not in driven:
                return seat
        return None

    def join(self, device: str) -> int | None:
        """`device` takes the free seat (if it drives none yet); returns the seat it drives."""
        if self.seat_of.get(device) is None:
            self.seat_of[device] = self.free_seat()
        return self.seat_of.get(device)

    def cycle(self, device: str, step: int) -> int | None:
        """Move `device` to the next (or previous) seat, passing through 'not playing'."""
        options: list[int | None] = [None, *range(self.players)]
        index = options.index(self.seat_of.get(device))
        self.seat_of[device] = options[(index + step) % len(options)]
        return self.seat_of[device]

    def add_pad(self, pad: int, name: str = "") -> str:
        device = pad_device(pad)
        if device not in self.devices:
            self.devices.append(device)
            self.seat_of[device] = None
        self.pad_names[device] = name
        return device

    def remove_pad(self, pad: int) -> int | None:
        """Forget a pad; returns the seat it drove (now driven by nobody, unless shared)."""
        device = pad_device(pad)
        if device not in self.devices:
            return None
        self.devices.remove(device)
        self.pad_names.pop(device, None)
        for key in [k for k in self._stick if k[0] == device]:
            del self._stick[key]
        return self.seat_of.pop(device, None)

    def pads(self) -> list[str]:
        return [d for d in self.devices if is_pad(d)]

    # --- intents -> commands ------------------------------------------------------------------
    def translate(self, intent: it.Intent) -> Command | None:
        """The command an intent means, from whichever device sent it (None: not ours)."""
        if isinstance(intent, it.Navigate):
            return Command(RIGHT_KEYS, MOVE, intent.dx, intent.dy)
        if isinstance(intent, it.Confirm):
            return Command(RIGHT_KEYS, PLAY)
        if isinstance(intent, it.KeyPress):
            found = key_command(intent.key, self.keys())
            return None if found is None else Command(*found)
        if isinstance(intent, it.PadButton):
            pressed = PAD_BUTTONS.get(intent.button)
            return Command(self.add_pad(intent.pad, self.pad_names.get(pad_device(intent.pad),
                                                                       "")), pressed or START)
        if isinstance(intent, it.PadHat):
            if intent.dx or intent.dy:
                return Command(pad_device(intent.pad), MOVE, intent.dx, intent.dy)
            return None
        if isinstance(intent, it.PadAxis):
            return self._stick_move(intent)
        return None

    def _stick_move(self, intent: it.PadAxis) -> Command | None:
        """The left stick moves once per push past STICK_ON (it must come back before again)."""
        if intent.axis not in (0, 1):
            return None
        device = pad_device(intent.pad)
        key = (device, intent.axis)
        held = self._stick.get(key, 0)
        value = intent.value
        if held == 0 and abs(value) >= STICK_ON:
            direction = 1 if value > 0 else -1
            self._stick[key] = direction
            dx, dy = (direction, 0) if intent.axis == 0 else (0, direction)
            return Command(device, MOVE, dx, dy)
        if held != 0 and abs(value) <= STICK_OFF:
            self._stick[key] = 0
        return None


def seat_summary(hub: DeviceHub, names: Iterable[str]) -> list[tuple[int, str, list[str]]]:
    """(seat, name, device labels) for every seat; an empty list means a bot plays it."""
    return [(seat, name, [device_label(d) for d in hub.devices_for(seat)])
            for seat, name in enumerate(names)]
