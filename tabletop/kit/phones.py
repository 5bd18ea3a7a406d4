"""The table's side of phones: seats played on phones, composed by `TableScene`.

`TablePhones` turns phones on for some human seats (`open`): the app's `PhoneHost` binds the
server, those seats leave the table's `Seating` (no curtain for them, and the TV never shows
their hands) and each step (`step`) the phones' requests are taken from the inbox and played
through the table's own `submit`, as a person's moves are, or refused with the phrase book's
words sent to that phone only; after every change each phone seat's picture is published
(`publish`): its observation as plain JSON, its hand with faces drawn by the game's own face
code (PNG bytes made here, on the game's thread), its legal moves and what to do now. A game
says what its phone shows in `<game>/table/phone.py` (`phone_view`). A real-time table's phone
is that seat's controller: its view carries a `PhonePad`, and the pad's presses go to the
table's `phone_pressed`, as its keys' and gamepads' do. Nothing here ever waits on the
network: the server runs on a thread of its own (`tabletop/phones/`).
"""

from __future__ import annotations

import dataclasses
import importlib
import io
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import msgspec
import pygame

from tabletop.assets.images import ImageCache
from tabletop.core.actions import Action, action_from_dict, action_to_dict
from tabletop.core.errors import DataError
from tabletop.core.facts import Fact
from tabletop.core.game import HUMAN
from tabletop.core.language import N_, Language
from tabletop.input import intents as it
from tabletop.input.mapper import wake_for_phones
from tabletop.kit.history import Phrase
from tabletop.kit.pacing import Seating
from tabletop.kit.phrases import join_words, phone_page_words
from tabletop.phones import messages as msg
from tabletop.phones.address import reachable
from tabletop.phones.exchange import JoinAsked, Joined, Left, Pressed, Request
from tabletop.phones.facts import (
    SERVER_FACTS,
    CannotServe,
    GameEnded,
    GameStarted,
    NotYourSeat,
    PhoneBack,
    PhoneJoined,
    PhoneLeft,
    TableMovedOn,
    UnreadableMessage,
)
from tabletop.phones.host import PhoneHost, Session
from tabletop.phones.words import ServerWords
from tabletop.routes import PhoneCodes, PhonesKept
from tabletop.ui.fonts import FontBook

CHOOSE_DICE = N_("{group}: choose which dice to use.")
"""The prompt over a group's choices drawn as dice (Crazy Taco's "Serve the Welcome"): what
the choice is of, not a bare "choose one below"."""
PHONE_K = 2.0
"""Device px per logical px of the faces sent to phones: a full-size card (120 logical px wide)
is 240 px, sharp where a phone shows it 110-140 css px wide on a 2x screen."""
POLL = 1 / 30
"""While phones may join, seat setup looks at their asks this often (seconds)."""
STILL_POLL = 0.5
"""A still table with phones on looks at its inbox this often (seconds) besides waking for each
note (`mapper.wake_for_phones`): the look finds a note whose wake could not be posted."""


def between_games(kept: PhonesKept, words: Language) -> PhonesKept:
    """The kept phones after the news that came while no table listened: who is connected
    now, and a phone that asked to join told that the game is over (a move tapped on the last
    game's page is dropped with it)."""
    present = set(kept.present)
    for note in kept.session.inbox.drain():
        if isinstance(note, Joined):
            present.add(note.seat)
        elif isinstance(note, Left):
            present.discard(note.seat)
        elif isinstance(note, JoinAsked):
            kept.session.board.tell(note.ticket, msg.encode(msg.Refused(
                join_words(GameEnded(), words) or "")))
    return dataclasses.replace(kept, present=frozenset(present))


@dataclass(frozen=True)
class PhoneCard:
    """A card a phone seat holds: its id, its face's name and picture, and its words."""

    id: int | str
    face: str
    picture: pygame.Surface
    label: str
    chips: Sequence[msg.Chip] = ()
    """Its numbers and marks in words, under its face ("cost 2", "+3 pts")."""
    why: str = ""
    """Why no move plays it now, in the rules' words (the page says it when it is tapped)."""


@dataclass(frozen=True)
class PhoneMove:
    """A legal move as a phone offers it: the card it plays (None: a step button) and the
    words of its target; a step button may show a card that is not in the hand (`face`,
    `picture`: a middle card to take)."""

    label: str
    action: Action
    card: int | str | None = None
    face: str = ""
    picture: pygame.Surface | None = None
    group: str = ""
    """A step button's group ("Finish the dice…"): the page shows one button for the group,
    its moves (each `label` then a choice's words) once it is tapped; '' for none."""
    place: str = ""
    """The key of the `PhonePlace` this move goes to: lit when its card is picked, tapped to
    play; '' for none."""
    quiet: bool = False
    """A way out beside the main moves (Taco Party's swap of the hand): the page outlines it."""
    said: str = ""
    """The move in words for a screen reader where its picture shows part of it (Crazy Taco's
    dice choice: "Manager: drink, Employee 1: food"), or '' (its label says it all)."""
    note: str = ""
    """A short line under the move's words (Crazy Taco's dice choice: what it earns, "+$2
    now"), or ''."""


@dataclass(frozen=True)
class PhonePlace:
    """A spot on the table a picked card may go to (a taco, a new taco's room): its key, its
    words, its picture (None: an empty spot, drawn dashed) and its row (a plate's words)."""

    key: str
    label: str
    face: str = ""
    picture: pygame.Surface | None = None
    row: str = ""
    number: int = 0
    """Its number as the table draws it under its card (Crazy Taco's counter position), or 0."""
    total: str = ""
    """Its points in a line, words and number a tab apart ("Total\t3"), shown beside a friend's
    taco (the seat's own list each card in `label`, then their total), or ''."""


@dataclass(frozen=True)
class PhoneTally:
    """One thing the seat may know of the table, shown beside its hand ("Money: $5", a taco
    on the table and what it adds up to): its words, its number and, if any, a card's face."""

    label: str
    value: str
    face: str = ""
    picture: pygame.Surface | None = None
    chips: Sequence[msg.Chip] = ()
    number: str = ""
    """Which of its kind ("1" of the employees' dice): a badge on its face, or ''."""


@dataclass(frozen=True)
class PhoneToken:
    """A tile of a `PhonePick` (a die): its id, face name and picture, whose it is and what
    it shows."""

    id: int | str
    face: str
    picture: pygame.Surface
    label: str
    value: str = ""
    number: str = ""
    """Which of its kind ("1" of the employees' dice): a badge on the tile, or ''."""


@dataclass(frozen=True)
class PhonePick:
    """A group of moves shown as tiles to switch on or off, then one button (`msg.Pick`)."""

    group: str
    field: str
    tokens: Sequence[PhoneToken]
    on: str
    off: str
    confirm: str
    ask: str = ""
    """What to do with the tiles, the prompt while they show."""
    why: Mapping[str, str] = dataclasses.field(default_factory=dict)
    """Sets of tiles the rules refuse together (`pick_key`), and why in the phrase book's
    words (`refusals_of` works them out)."""
    note: str = ""
    """What the tiles are, a short line beside them (Crazy Taco's dice roles)."""
    counted: Sequence[str] = ()
    """The button's words by how many tiles are switched on (0, 1, 2...; Crazy Taco's "Keep
    2 dice and finish"), or (): `confirm` whatever the count."""


@dataclass(frozen=True)
class PhoneMark:
    """A line of the hand's legend: a picture (or a chip of short words) and its meaning."""

    words: str
    face: str = ""
    picture: pygame.Surface | None = None
    chip: str = ""
    tone: str = ""


@dataclass(frozen=True)
class PhoneSpot:
    """A place a controller phone aims at: where (`owner`, `slot`), its words and picture."""

    owner: int
    slot: int
    label: str
    face: str = ""
    picture: pygame.Surface | None = None
    aimed: bool = False
    under: str | None = None
    """A place in two parts: what lies under `face` (¡Taco Fight!: a plate's own taco, its top
    card's face, '' for nothing built, under the taco attacking it, `face`, '' for none), or
    None: a place of one card (a held taco)."""
    under_picture: pygame.Surface | None = None


@dataclass(frozen=True)
class PhonePad:
    """A controller phone (a real-time game): what the seat holds, where it aims, its keys."""

    aim: str
    keys: Sequence[msg.PadKey]
    board: str
    """Whose places `spots` are ("Your plates", "Ben's plates")."""
    spots: Sequence[PhoneSpot]
    hold_title: str
    hold: Sequence[PhoneCard]
    chosen: int | str | None
    """The held card the next press uses (a new taco to place), or None."""
    pantry: str
    clock: str = ""
    left: float = 0.0
    """Whole seconds of sand left (0 with `total`: no sand running)."""
    total: float = 0.0
    """The sand's whole time, seconds."""
    boards: Sequence[str] = ()
    """Whose boards the pad may aim at, by seat (tapped: aim there), or () for its own alone."""
    aim_main: bool = False
    """The prompt asks to aim now: the arrows are the primary action."""
    note: str = ""
    """What the held card does, in words under the holder's title, or ''."""
    aim_boards: Sequence[int] = ()
    """The seats whose tabs are the primary action (a place on their board takes the card,
    none on the board aimed at does): `msg.Pad.aim_boards`."""


@dataclass(frozen=True)
class PhoneView:
    """What a phone seat's page shows now (a game's `phone_view` makes it)."""

    prompt: str
    hand: Sequence[PhoneCard]
    moves: Sequence[PhoneMove]
    many: msg.Many | None = None
    """Several hand cards chosen at once (Taco Party's discard), if the step asks for it."""
    pad: PhonePad | None = None
    """A real-time game's controller (its hand and moves are then empty)."""
    legend: str = ""
    """What the marks on the hand's cards mean, under the hand (a line a row), or ''."""
    tally_title: str = ""
    tally_note: str = ""
    """A short line under the table in short's title (what its dice are), or ''."""
    tallies: Sequence[PhoneTally] = ()
    """The public table (and the seat's own state) in short: the page's otherwise empty half."""
    picks: Sequence[PhonePick] = ()
    """Groups of moves chosen as tiles (Crazy Taco's dice to keep), not as a list."""
    marks: Sequence[PhoneMark] = ()
    """The hand's legend with its marks drawn (Crazy Taco's TASK, OPEN, lost star)."""
    budget: str = ""
    """What the seat may spend now, a chip by the prompt (Taco Party's), or '': its words with
    `{count}` where `budget_count` goes (the page draws the number on a gold ticket)."""
    budget_count: int = 0
    phrase: Phrase | None = None
    """The game's own words for the phone's news line where the table's use its jargon (Taco
    Party's "pickup"), or None: the table's history line."""
    places: Sequence[PhonePlace] = ()
    """The spots on the table a picked card may go to, in rows (Taco Party's tacos)."""
    places_title: str = ""
    aim: str = ""
    """What to tap once a card is picked, `{card}` its name (Taco Party's "Tap a taco framed
    in green to put {card} there."), or '': the page's own words."""
    marks_title: str = ""
    """The legend's heading: with one, the legend folds away under the table in short."""


SENTENCE_ENDS = ".!?…"


def sentence(line: str) -> str:
    """A news line as a sentence, its full stop kept or added ("You played a 4 on taco 1,
    which now adds up to 5."): the status line above it has one, and the history's lines
    (written for the table's list, where none has) do not all."""
    line = line.rstrip()
    return line + "." if line and line[-1] not in SENTENCE_ENDS else line


def pick_key(ids: Iterable[int | str]) -> str:
    """A set of a pick's tiles as `PhonePick.why` keys it: the ids sorted, joined by ","."""
    return ",".join(sorted(str(i) for i in ids))


def refusals_of(table: Any, seat: int, make: Callable[[tuple[Any, ...]], Action],
                ids: Sequence[int | str]) -> dict[str, str]:
    """Each set of `ids` (up to 6: 64 sets) whose move `make(set)` the rules refuse, and why
    in the table's phrase book's words for `seat`."""
    out: dict[str, str] = {}
    for size in range(len(ids[:6]) + 1):
        for chosen in combinations(ids[:6], size):
            refusal = table.match.check(make(chosen))
            if refusal is not None:
                out[pick_key(chosen)] = table.phrases.refusal(refusal.why, seat)
    return out


PhoneViewer = Callable[[Any, int], PhoneView]


def viewer_of(table_path: str) -> PhoneViewer | None:
    """The game's `phone_view` (its `table/phone.py`, beside the table its spec names), or
    None for a game without one."""
    package = table_path.split(":")[0].rsplit(".", 1)[0]
    try:
        module = importlib.import_module(f"{package}.phone")
    except ModuleNotFoundError:
        return None
    viewer: PhoneViewer | None = getattr(module, "phone_view", None)
    return viewer


def png(picture: pygame.Surface) -> bytes:
    """A face as PNG bytes, for the server to hand out."""
    out = io.BytesIO()
    pygame.image.save(picture, out, "face.png")
    return out.getvalue()


@dataclass
class TablePhones:
    """The phone seats of one table, and the session they play through."""

    table: Any
    """The `TableScene` it belongs to (typed loosely: the scene imports this module)."""
    seats: tuple[int, ...] = ()
    session: Session | None = None
    gone: set[int] = field(default_factory=set)
    """Phone seats whose phone has left (or not yet come)."""
    came: set[int] = field(default_factory=set)
    """Phone seats whose phone has come at least once."""
    number: int = 0
    """The number of the pictures last published (a move chosen from an older one is stale)."""
    to_bots: set[int] = field(default_factory=set)
    """Seats the host gave to a bot when their phone left (they stay off phones)."""
    kept: dict[object, Any] = field(default_factory=dict)
    """What a game's `phone_view` keeps between pictures (its faces at the phone's size)."""
    _published: tuple | None = None
    _pngs: dict[str, bytes] = field(default_factory=dict)

    @property
    def on(self) -> bool:
        return self.session is not None

    def faces(self, name: str, make: Callable[[ImageCache, FontBook], Any]) -> Any:
        """A game's card faces drawn for phones (`make(images, fonts)` at `PHONE_K`, in the
        table's language, at the default text size), made once and kept with its phones."""
        key = (name, self.table.services.words.code)
        faces = self.kept.get(key)
        if faces is None:
            art = self.kept.get("art")
            if art is None:
                images, fonts = ImageCache(), FontBook()
                images.set_render_scale(PHONE_K)
                fonts.set_render_scale(PHONE_K)
                art = self.kept["art"] = (images, fonts)
            faces = self.kept[key] = make(*art)
        return faces

    def host(self) -> PhoneHost:
        """The app's phone host (a test's stand-in services get one of their own)."""
        services = self.table.services
        host = getattr(services, "phones", None)
        if host is None:
            host = services.phones = PhoneHost()
        return host

    def can_play(self) -> bool:
        """Whether this game's table can put its human seats on phones."""
        return viewer_of(self.table.spec.table) is not None

    def offered(self) -> Callable[[], None] | None:
        """What the pause menu's "Play on phones" does here (None: not offered: a turn-based
        table with one person at it has no hand to hide, so its screens stay as they were; at
        a real-time table one person may still want a phone as a controller)."""
        if self.table.replaying or not self.can_play():
            return None
        least = 2 if self.table.turn_based else 1
        return self.show_codes if self.on or len(self.human_seats()) >= least else None

    def show_codes(self, stack: Any = None) -> None:
        """Phones on (if they are not yet), and each phone seat's code over the table (on
        `stack`: the one the table is about to be put on, from seat setup)."""
        table = self.table
        if self.session is None:
            try:
                self.open()
            except OSError as failure:
                table.refuse(table.phrases.refusal(CannotServe(str(failure))))
                return
        session = self.session
        assert session is not None
        links = tuple((self.name(seat), session.url(seat)) for seat in self.seats)
        address = session.short() if reachable(session.address) else ""  # never loopback
        (stack or table.require_stack()).push(table.services.routes.scene_for(PhoneCodes(
            table.spec.title, address, links, self.close, not table.turn_based,
            tuple(self.seats), session.board.present)))

    def human_seats(self) -> tuple[int, ...]:
        """The people's seats (at a real-time table a bot may stand in for a person with no
        device yet: the seat is still theirs), less those given to a bot when a phone left."""
        table = self.table
        seats = table.match.setup.seats
        return tuple(i for i, seat in enumerate(seats) if seat.kind == HUMAN
                     and i not in self.to_bots
                     and not (table.turn_based and i in table.match.bots))

    # --- turning phones on and off -------------------------------------------------------
    def open(self, seats: Sequence[int] | None = None, host: PhoneHost | None = None) -> Session:
        """Put `seats` (every human seat) on phones: bind the server, take them off the
        screen. OSError when the port cannot be bound (nothing changes then)."""
        seats = tuple(self.human_seats() if seats is None else seats)
        self.session = (host or self.host()).open(seats, self.server_words(seats))
        self.session.inbox.listen(wake_for_phones)
        self.seats = seats
        self.gone = set(seats)
        self.reseat()
        self.publish(force=True)
        return self.session

    def adopt(self, session: Session, seats: Sequence[int], present: Iterable[int] = ()
              ) -> None:
        """Take over seat setup's session (phones that joined there keep their links):
        `seats` play on phones, `present` are connected already."""
        seats = tuple(seats)
        for seat in seats:
            session.links.add(seat)
        self.host().reword(self.server_words(seats))
        self.session = session
        session.inbox.listen(wake_for_phones)
        self.seats = seats
        self.came = set(present) & set(seats)
        self.gone = set(seats) - self.came
        self.reseat()
        self.publish(force=True)

    def server_words(self, seats: Sequence[int]) -> ServerWords:
        """The server's refusals worded for each seat by the table's phrase book."""
        book = self.table.phrases
        return ServerWords({seat: {type(f).__name__: book.refusal(f, seat)
                                   for f in SERVER_FACTS} for seat in seats})

    def hand_over(self) -> PhonesKept | None:
        """The phones, kept open for the results (a rematch deals to them again): the table
        lets go of them without closing the server. None without phones."""
        if self.session is None:
            return None
        kept = PhonesKept(self.session, self.seats, frozenset(self.came - self.gone))
        self.let_go()
        return kept

    def close(self, leaving: bool = False) -> None:
        """Phones off: the server closes and every seat plays at the table again (unless the
        table is `leaving`: then nothing is asked of the stack)."""
        if self.session is None:
            return
        self.let_go()
        self.host().close()
        self.table.feedback.standing = ""
        if not leaving:
            self.reseat()

    def let_go(self) -> None:
        """This table no longer hears its session or holds its seats on phones."""
        if self.session is not None:
            self.session.inbox.listen(None)
        self.session = None
        self.seats = ()
        self.gone.clear()
        self.came.clear()

    def reseat(self) -> None:
        """Who looks at the screen: the human seats that play on no phone."""
        table = self.table
        screen = [s for s in self.human_seats() if s not in self.seats]
        table.seating = Seating.of(screen, private=table.turn_based)
        table.phones_changed()
        stack = table.stack
        if stack is not None and stack.top is not table:  # a curtain (or the pause menu) for
            stack.pop_until(lambda scene: scene is table)  # a seat that moved: the table again
        table.redraw_all()
        table.mark_changed()
        table.awake = True
        table.on_events([])

    # --- each step -----------------------------------------------------------------------------
    def woken(self) -> None:
        """A phone's note woke the loop: the inbox now, and the table's picture and the
        phones' pictures after it."""
        self.step()
        self.publish()
        self.table.awake = True
        self.table.mark_changed()

    def step(self) -> None:
        """The phones' news and moves since the last step (never waits)."""
        if self.session is None:
            return
        for note in self.session.inbox.drain():
            if isinstance(note, Joined):
                self.joined(note.seat)
            elif isinstance(note, Left):
                self.left(note.seat)
            elif isinstance(note, Pressed):
                self.pressed(note)
            elif isinstance(note, JoinAsked):
                self.refuse(note.ticket, GameStarted())
            else:
                self.requested(note)

    def joined(self, seat: int) -> None:
        if seat in self.gone and seat in self.seats:
            self.gone.discard(seat)
            name = self.name(seat)
            self.tell_table(PhoneBack(name) if seat in self.came else PhoneJoined(name))
            self.came.add(seat)
            self.stand()

    def left(self, seat: int) -> None:
        if seat not in self.seats:
            return
        self.gone.add(seat)
        if not self.table.match.rules.is_over():
            self.tell_table(PhoneLeft(self.name(seat)))
        self.stand()

    def stand(self) -> None:
        """The table's standing line: a phone that left while its seat is awaited stays
        told (at a real-time table the news would bury it within a second) until it is back
        or the host settles its seat."""
        rules = self.table.match.rules
        left = None if rules.is_over() else next(
            (s for s in rules.actors() if s in self.gone and s in self.came), None)
        standing = "" if left is None else self.table.phrases.say(PhoneLeft(self.name(left)))
        if standing != self.table.feedback.standing:
            self.table.feedback.standing = standing or ""
            self.table.mark_changed()

    def name(self, seat: int) -> str:
        return self.table.match.setup.seats[seat].name

    def tell_table(self, fact: Fact) -> None:
        self.table.feedback.last_text = self.table.phrases.say(fact, None) or ""
        self.table.mark_changed()
        self.table.awake = True

    def requested(self, request: Request) -> None:
        """A phone's move: played through the table's own path, or refused to that phone."""
        seat = request.seat
        if seat not in self.seats:
            return
        if request.picture >= 0 and request.picture != self.number:
            self.refuse(seat, TableMovedOn())
            return
        try:
            action = action_from_dict(request.action, self.table.spec.action_types)
        except (DataError, TypeError):
            self.refuse(seat, UnreadableMessage())
            return
        if action.seat != seat:
            self.refuse(seat, NotYourSeat())
            return
        refusal = self.table.match.check(action)
        if refusal is not None:
            self.refuse(seat, refusal.why)
            return
        self.table.submit(action)

    def pressed(self, press: Pressed) -> None:
        """A controller phone's button: the table's own `phone_pressed` does what its keys
        would; a refusal goes to that phone too."""
        if press.seat not in self.seats:
            return
        if self.table.turn_based:  # its phones send moves, never a pad's presses
            self.refuse(press.seat, UnreadableMessage())
            return
        refusal = self.table.phone_pressed(press)
        if refusal and self.session is not None:
            self.session.board.tell(press.seat, msg.encode(msg.Refused(refusal)))

    def refuse(self, seat: int, fact: Fact) -> None:
        if self.session is not None:
            self.session.board.tell(seat, msg.encode(msg.Refused(  # (a negative seat: a
                self.table.phrases.refusal(fact, seat if seat >= 0 else None))))  # joining phone)

    def handle(self, intent: it.Intent) -> bool:
        """The host's keys while a phone has left: T takes its seat back to the table, B
        gives it to a bot (the pause menu offers both as buttons: `gone_choices`). Whether
        the intent was used up."""
        if not self.gone or not isinstance(intent, it.KeyPress) or intent.key not in "tb":
            return False
        seat = self.waiting_gone()
        if seat is None:
            return False
        self.settle_gone(seat, to_bot=intent.key == "b")
        return True

    def gone_choices(self) -> tuple[tuple[str, Callable[[], None]], ...]:
        """The pause menu's buttons for a seat whose phone left while the game waits for it:
        its player at the table, or a bot for them (a pad's way to T and B)."""
        seat = self.waiting_gone() if self.gone else None
        if seat is None:
            return ()
        _ = self.table.services.words.gettext
        name = self.name(seat)
        return ((_("{name} plays here").format(name=name),
                 lambda: self.settle_gone(seat, to_bot=False)),
                (_("A bot plays for {name}").format(name=name),
                 lambda: self.settle_gone(seat, to_bot=True)))

    def settle_gone(self, seat: int, to_bot: bool) -> None:
        """`seat`'s phone left: its player plays at the table again, or a bot for them."""
        if seat not in self.gone:
            return
        self.seats = tuple(s for s in self.seats if s != seat)
        self.gone.discard(seat)
        if to_bot:
            self.to_bots.add(seat)
            self.table.match.bot_takes(seat)
        self.reseat()
        self.publish(force=True)
        self.table.feedback.last_text = ""
        self.stand()
        if not self.seats:
            self.close()

    def waiting_gone(self) -> int | None:
        """A seat whose phone has left and whom the game waits for."""
        actors = self.table.match.rules.actors()
        return next((s for s in actors if s in self.gone), None)

    def due_in(self) -> float | None:
        """A still table with phones on wakes for each note and looks at its inbox every
        `STILL_POLL` seconds."""
        return STILL_POLL if self.session is not None else None

    # --- pictures -------------------------------------------------------------------------------
    def publish(self, force: bool = False) -> None:
        """After a change of the game, every phone seat's picture (once per state)."""
        session = self.session
        if session is None:
            return
        match = self.table.match
        key = (id(match.rules), len(match.log), self.seats, self.table.phone_key())
        if key == self._published and not force:
            return
        self._published = key
        self.stand()
        self.number += 1
        viewer = viewer_of(self.table.spec.table)
        if viewer is None:
            return
        for seat in self.seats:
            picture, faces = self.picture(viewer, seat)
            session.board.publish(seat, msg.encode(picture), faces)

    def picture(self, viewer: PhoneViewer, seat: int) -> tuple[msg.Picture, dict[str, bytes]]:
        """`seat`'s picture of the table now, and the faces of its hand as PNG bytes."""
        rules = self.table.match.rules
        view = viewer(self.table, seat)
        faces = {}
        shown = [(c.face, c.picture) for c in view.hand]
        shown += [(m.face, m.picture) for m in view.moves if m.picture is not None]
        shown += [(t.face, t.picture) for t in view.tallies if t.picture is not None]
        shown += [(t.face, t.picture) for pick in view.picks for t in pick.tokens]
        shown += [(m.face, m.picture) for m in view.marks if m.picture is not None]
        shown += [(p.face, p.picture) for p in view.places if p.picture is not None]
        pad = view.pad
        if pad is not None:
            shown += [(c.face, c.picture) for c in pad.hold]
            shown += [(s.face, s.picture) for s in pad.spots if s.picture is not None]
            shown += [(s.under, s.under_picture) for s in pad.spots
                      if s.under and s.under_picture is not None]
        for face, picture in shown:
            if face not in self._pngs:
                self._pngs[face] = png(picture)
            faces[face] = self._pngs[face]
        observed = msgspec.to_builtins(rules.observation(seat), str_keys=True)
        table = self.table
        news = table.happened.lines(seat, view.phrase or table.history_text, last=1)
        actors = rules.actors()
        turn = actors[0] if actors and seat not in actors and not rules.is_over() else -1
        return msg.Picture(
            number=self.number, seat=seat, name=self.name(seat), title=self.table.spec.title,
            prompt=view.prompt,
            hand=[msg.Card(c.id, c.face, c.label, list(c.chips), c.why) for c in view.hand],
            moves=[msg.Move(m.label, action_to_dict(m.action), m.card, m.face, m.group,
                            m.place, m.quiet, m.said, m.note) for m in view.moves],
            many=view.many,
            observation=observed, over=rules.is_over(),
            words=phone_page_words(self.table.services.words) | {
                "choose_dice": self.table.services.words.gettext(CHOOSE_DICE)},
            pad=None if pad is None else msg.Pad(
                pad.aim, list(pad.keys), pad.board,
                [msg.PadSpot(s.owner, s.slot, s.label, s.face, s.aimed, s.under)
                 for s in pad.spots],
                pad.hold_title, [msg.Card(c.id, c.face, c.label) for c in pad.hold], pad.chosen,
                pad.pantry, pad.clock, pad.left, pad.total, list(pad.boards), pad.aim_main,
                pad.note, list(pad.aim_boards)),
            news=sentence(news[0]) if news else "", game=self.table.spec.id, turn=turn,
            legend=view.legend,
            tally_title=view.tally_title, tally_note=view.tally_note,
            tallies=[msg.Tally(t.label, t.value, t.face, list(t.chips), t.number)
                     for t in view.tallies],
            picks=[msg.Pick(k.group, k.field,
                            [msg.Token(t.id, t.face, t.label, t.value, t.number)
                             for t in k.tokens], k.on, k.off, k.confirm, k.ask,
                            dict(k.why), k.note, list(k.counted))
                   for k in view.picks],
            marks=[msg.Mark(m.words, m.face, m.chip, m.tone) for m in view.marks],
            budget=view.budget, budget_count=view.budget_count,
            places=[msg.TablePlace(p.key, p.label, p.face, p.row, p.number, p.total)
                    for p in view.places],
            places_title=view.places_title, aim=view.aim,
            marks_title=view.marks_title), faces
