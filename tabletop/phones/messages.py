"""What a phone and the table say to each other, as typed messages (msgspec Structs).

A phone sends `Play`, an action as the page was given it with the number of the picture it
was chosen from, or, as a real-time game's controller, `Press`: a button of its pad. The
table sends `Picture` (the seat's hand, its legal moves and what to do now; a controller's
pad), `Refused` (a clear reason) and `Goodbye` (another phone took the seat over, or the game
is closed).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

MAX_MESSAGE = 2048
"""The longest message a phone may send, in bytes (a move is well under 200)."""

ActionField = int | str | bool | list[int | str]
"""What a field of an action may hold (the rules refuse a field of the wrong kind)."""


class Play(msgspec.Struct, frozen=True, tag="play", forbid_unknown_fields=True):
    """Play `action` (a JSON action, as in the picture's moves) chosen from picture `picture`."""

    action: dict[str, ActionField]
    picture: int = -1


class Hello(msgspec.Struct, frozen=True, tag="hello", forbid_unknown_fields=True):
    """The page is (again) listening: send the current picture."""


PAD_COMMANDS = ("move", "aim", "play", "hit", "flip", "grab", "shuffle", "give", "auto", "ready")
"""What a phone's pad may press (¡Taco Fight!'s commands, and `aim`: the cursor onto a spot)."""
PadCommand = Literal["move", "aim", "play", "hit", "flip", "grab", "shuffle", "give", "auto",
                     "ready"]
Step = Annotated[int, msgspec.Meta(ge=-1, le=1)]
Place = Annotated[int, msgspec.Meta(ge=-1, le=64)]


class Press(msgspec.Struct, frozen=True, tag="press", forbid_unknown_fields=True):
    """A button of a controller phone's pad: `command`, with the step of a `move` (`dx`,
    `dy`) or the spot of an `aim` (`owner`, `slot`)."""

    command: PadCommand
    dx: Step = 0
    dy: Step = 0
    owner: Place = -1
    slot: Place = -1


NAME_LONGEST = 24
"""The longest name a joining phone may give (characters)."""


class Join(msgspec.Struct, frozen=True, tag="join", forbid_unknown_fields=True):
    """A phone on the join link asks for a seat of its own under `name`."""

    name: Annotated[str, msgspec.Meta(min_length=1, max_length=NAME_LONGEST)]


Inbound = Play | Hello | Press | Join

DECODER: msgspec.json.Decoder[Play | Hello | Press | Join] = msgspec.json.Decoder(Inbound)


class Chip(msgspec.Struct, frozen=True):
    """A number or mark of a card in words, shown under its face ("cost 2", "+3 pts"):
    `tone` names its look (as the card draws it)."""

    words: str
    tone: str = ""


class Card(msgspec.Struct, frozen=True):
    """A card the seat holds: its id, its face picture's name and how it reads; `chips`: its
    numbers and marks in words, under its face."""

    id: int | str
    face: str
    label: str
    chips: list[Chip] = []
    why: str = ""
    """Why no move plays it now, in the rules' words (shown when it is tapped), or ''."""


class Move(msgspec.Struct, frozen=True):
    """A legal move: the hand card it plays (None: a step button), its target's words and the
    action to send back."""

    label: str
    action: dict[str, Any]
    card: int | str | None = None
    face: str = ""
    """A card this move shows that is not in the hand (a middle card to take), or ''."""
    group: str = ""
    """Moves of one kind with many choices share a group: one button, then the choices."""
    place: str = ""
    """The key of the `TablePlace` this move goes to (lit, tapped), or ''."""
    quiet: bool = False
    """A way out beside the main moves (Taco Party's swap of the hand): drawn outlined."""
    said: str = ""
    """The move in words for a screen reader where its picture shows part of it, or ''."""
    note: str = ""
    """A short line under the move's words: what it earns (Crazy Taco's "+$2 now"), or ''."""


class TablePlace(msgspec.Struct, frozen=True):
    """A spot on the table a picked card may go to (a taco on a plate, a new taco's room):
    its key, its words, its face ('' for an empty spot) and the row it sits in (a plate)."""

    key: str
    label: str
    face: str = ""
    row: str = ""
    number: int = 0
    """The place's number as the table draws it under its card (Crazy Taco's counter: "Position
    1"), or 0 for none (the page never reads it out of `key`)."""
    total: str = ""
    """A friend's taco's points, words and number a tab apart ("Total\t3"), beside its picture."""


class Many(msgspec.Struct, frozen=True):
    """Choose several hand cards, then send `action` with their ids in its field `field`."""

    label: str
    action: dict[str, Any]
    field: str
    cards: list[int | str]
    ask: str = ""
    """What to do while choosing, said as the prompt then (Crazy Taco's "Tap 3 cards..."), or
    '': the picture's prompt."""
    count: int = 0
    """Exactly this many cards (the button waits till then: Crazy Taco's redraw of 3), or 0:
    one or more."""


class PadKey(msgspec.Struct, frozen=True):
    """A button of the pad: the command it presses and its words; `lit`: useful now; `hint`:
    what it does, in a short line under its words; `main`: the one thing the prompt asks for
    now (the page draws it alone as the primary button)."""

    command: str
    label: str
    lit: bool = True
    hint: str = ""
    main: bool = False
    tucked: bool = False
    """A rarer key folded away behind the page's "More" (¡Taco Fight!'s Grab, Shuffle, Give
    while the sand runs, unless it is the one the prompt asks for)."""


class PadSpot(msgspec.Struct, frozen=True):
    """A place the pad can aim at (a plate or a held taco): where, its words and its face."""

    owner: int
    slot: int
    label: str
    face: str = ""
    aimed: bool = False
    under: str | None = None
    """A place in two parts: the face of what lies under `face` ('' for nothing; ¡Taco
    Fight!'s plate: its own taco under the taco attacking it), or None: a place of one card."""


class Pad(msgspec.Struct, frozen=True):
    """A controller phone (¡Taco Fight!): what it holds, where it aims, its buttons."""

    aim: str
    keys: list[PadKey]
    board: str
    """Whose places `spots` are."""
    spots: list[PadSpot]
    hold_title: str
    hold: list[Card]
    chosen: int | str | None
    pantry: str
    clock: str = ""
    left: float = 0.0
    """Seconds of sand left; with `total` the page draws the draining bar."""
    total: float = 0.0
    boards: list[str] = []
    """Whose boards the pad may aim at (a name by seat, tapped to aim there), or []."""
    aim_main: bool = False
    """The prompt asks to aim now: the page lights the arrows as the primary action."""
    note: str = ""
    """What the held card does, in words under the holder's title ("7 goes on a taco built
    to 6"), or ''."""
    aim_boards: list[int] = []
    """The seats whose board tabs are the primary action: the prompt asks to aim at a place
    on one of their boards and none on the board aimed at now takes the card (the arrows then
    stay plain)."""


class Tally(msgspec.Struct, frozen=True):
    """One thing the seat may know of the table (public, or its own): words, a number and a
    card face's name ('' for none)."""

    label: str
    value: str
    face: str = ""
    chips: list[Chip] = []
    number: str = ""
    """Which of its kind (Crazy Taco's employee die "1"): drawn as a badge on the face and
    after the label, or ''. The page never reads it out of the label's words."""


class Token(msgspec.Struct, frozen=True):
    """One tile of a `Pick` (a Crazy Taco die): its id, its face picture's name, whose it is
    ("Manager") and what it shows ("drink")."""

    id: int | str
    face: str
    label: str
    value: str = ""
    number: str = ""
    """Which of its kind (an employee die's "1"): a badge on the tile, or ''."""


class Pick(msgspec.Struct, frozen=True):
    """The moves of group `group` as tiles to switch on and off (Crazy Taco's dice to keep):
    each tile reads `on` or `off`; `confirm` sends the group's move whose field `field` holds
    exactly the tiles switched on."""

    group: str
    field: str
    tokens: list[Token]
    on: str
    off: str
    confirm: str
    ask: str = ""
    """What to do with the tiles, said as the prompt while they show."""
    why: dict[str, str] = {}
    """Tiles switched on that the rules refuse together (their ids sorted, joined by ","):
    why, in the phrase book's words; any other set is sent as the group's move."""
    note: str = ""
    """What the tiles are, a short line beside them (Crazy Taco's dice roles), or ''."""
    counted: list[str] = []
    """`confirm`'s words by how many tiles are switched on (index 0, 1, 2...), or []."""


class Mark(msgspec.Struct, frozen=True):
    """A line of the hand's legend: a mark as the cards show it (a picture's name, or short
    words drawn as a chip in `tone`) and what it means."""

    words: str
    face: str = ""
    chip: str = ""
    tone: str = ""


class Picture(msgspec.Struct, frozen=True, tag="picture"):
    """One seat's view of the table now: all a phone shows."""

    number: int
    seat: int
    name: str
    title: str
    prompt: str
    hand: list[Card]
    moves: list[Move]
    observation: Any
    over: bool
    many: Many | None
    words: dict[str, str]
    """The page's own labels, from the phrase books ("Your hand", "Cancel"...)."""
    pad: Pad | None = None
    """A controller phone's pad (a real-time game), or None."""
    news: str = ""
    """The table's latest history line as this seat reads it (never a hidden card), or ''."""
    game: str = ""
    """The game's id ("crazy-taco"): the page's `data-game`, for a game's own look."""
    turn: int = -1
    """The seat the table waits for when it is not this one (its colour and shape), or -1."""
    legend: str = ""
    """What the marks on the hand's cards mean (Taco Party's score and cost), or ''."""
    tally_title: str = ""
    tally_note: str = ""
    """A short line under the table in short's title (Crazy Taco's dice roles), or ''."""
    tallies: list[Tally] = []
    """The table in short, beside the hand (Taco Loco's tacos, Crazy Taco's money and dice)."""
    picks: list[Pick] = []
    """Groups of moves chosen as tiles to switch (Crazy Taco's dice to keep)."""
    marks: list[Mark] = []
    """The hand's legend as marks and their meanings (Crazy Taco's TASK, OPEN, lost star)."""
    budget: str = ""
    """What the seat may spend now, as a chip beside the prompt (Taco Party's), or '': its
    words with `{count}` where `budget_count` stands (the page draws it on a gold ticket)."""
    budget_count: int = 0
    """How much the seat may spend: the number `budget`'s `{count}` stands for (the page never
    reads a number out of words)."""
    places: list[TablePlace] = []
    """The table's spots a picked card may go to, drawn in rows (Taco Party's tacos)."""
    places_title: str = ""
    aim: str = ""
    """What to tap once a card is picked, `{card}` its name, or ''."""
    marks_title: str = ""
    """The legend's heading (it folds away under the table in short), or ''."""
    players: list[str] = []
    """Who is at the table, a name by seat (a seat waiting for the game lists them), or []."""


class Lobby(msgspec.Struct, frozen=True, tag="lobby"):
    """The join link's page: the game's title and the page's words (the form, its button),
    the names already at the table and whether the game's art is served (`/art/<token>.png`)."""

    title: str
    words: dict[str, str]
    players: list[str] = []
    art: bool = False


class Welcome(msgspec.Struct, frozen=True, tag="welcome"):
    """A joining phone has its seat: the page at `path` is that seat's."""

    path: str


class Refused(msgspec.Struct, frozen=True, tag="refused"):
    reason: str


class Goodbye(msgspec.Struct, frozen=True, tag="goodbye"):
    reason: str


Outbound = Picture | Refused | Goodbye | Lobby | Welcome


def encode(message: Outbound) -> bytes:
    return msgspec.json.encode(message)


def decode(raw: bytes | str) -> Play | Hello | Press | Join:
    """A phone's message; msgspec.ValidationError / DecodeError when it is not one."""
    return DECODER.decode(raw)
