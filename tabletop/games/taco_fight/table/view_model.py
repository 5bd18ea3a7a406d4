"""What the ¡Taco Fight! table shows now, as plain data: the public table and its clock, who
plays each seat on what, where the cursors and the pointer are, and what each part reads of it.

The scene makes a `FightModel` once per frame from the rules' observation and its own state
(devices, cursors, refusals); the drawing modules read only the model and the layout.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from tabletop.core.language import N_, Language
from tabletop.games.taco_fight.rules.cards import TacoFightData
from tabletop.games.taco_fight.rules.events import Built, Smashed, Verdict
from tabletop.games.taco_fight.rules.observation import NO_TACO, Observation, TableView
from tabletop.games.taco_fight.rules.prep import ways_for
from tabletop.games.taco_fight.table.board import ATTACKER, HELD, PLATE, Spot
from tabletop.games.taco_fight.table.hourglass import Countdown, pulse_for
from tabletop.ui.theme import Colour

Hover = Spot | str | None
"""What the pointer is over: a spot on a board, "stack", or nothing."""

CLOCK_SIZE = 36
CLOCK_WARN_SIZE = 40
"""The clock's digits, and their size at the top of a pulse in the last seconds."""


def clock_text(whole_seconds: int) -> str:
    """"0:07" for 7 seconds."""
    return f"{whole_seconds // 60}:{whole_seconds % 60:02d}"


@dataclass(frozen=True)
class Cursor:
    """A seat's cursor: the column it is on and, in prep, the taco it carries or places next."""

    seat: int
    owner: int
    slot: int
    carry: int | None
    chosen: int | None


@dataclass(frozen=True)
class SeatFacts:
    """One seat as the table shows it: its name and mark, the devices playing it, and the play
    it just had refused (shown in its header for a moment)."""

    name: str
    colour: Colour
    shape: str
    devices: tuple[str, ...]
    refusal: str | None
    tags: str
    """The devices playing it, by name ("mouse · WASD"; "bot")."""
    prep_keys: str | None
    """The keys of its prep's Auto and Ready, when keys or a pad play it."""


@dataclass(frozen=True)
class FightModel:
    """The table now, for drawing."""

    seen: Observation
    seats: tuple[SeatFacts, ...]
    mouse_seat: int | None
    """The seat the mouse plays (None: the mouse plays nobody)."""
    hover: Hover
    pointer: tuple[int, int]
    incoming_visible: bool
    """The new tacos of a prep are shown (once the automatic prep steps have dealt them)."""
    shown: frozenset[int]
    """Cards drawn as sprites (the tops of kitchens and plates, and the attackers)."""
    cursors: tuple[Cursor, ...]
    flipping: bool
    """The hourglass is turning over (the clock waits for it)."""
    paused: bool
    """Another screen is over the table."""
    time: float

    @property
    def table(self) -> TableView:
        return self.seen.table

    @property
    def running(self) -> bool:
        """The sand runs: the phase is timed and the glass is upright."""
        return self.seen.is_timed and not self.flipping

    @property
    def driven(self) -> frozenset[int]:
        """Seats some device plays (the others are bots)."""
        return frozenset(seat for seat, facts in enumerate(self.seats) if facts.devices)


# --- the top bar ---------------------------------------------------------------------------
def status_step(table: TableView, words: Language | None = None) -> str:
    """The chip in the top bar: the phase and the wave."""
    _ = (words or Language()).gettext
    if table.phase == "prep":
        return _("Prep · wave {wave}").format(wave=table.wave)
    if table.phase == "fight":
        return _("Fight {wave} of {waves}").format(wave=table.wave, waves=table.waves)
    return _("Game over") if table.phase == "over" else ""


def prompt(table: TableView, names: Sequence[str], ended: str = "",
           words: Language | None = None, humans: Collection[int] | None = None,
           data: TacoFightData | None = None) -> str:
    """What everyone is to do now (`ended`: how the game ended, in words, once it is over;
    `humans`: the seats people play, the only ones a prep waits for, None: every seat;
    `data`: the cards, to say when every taco standing shows Blocked or Smashed while the sand
    still runs, that this counts once it has run out)."""
    _ = (words or Language()).gettext
    if table.phase == "prep":
        waiting = [names[s] for s in range(table.players)
                   if not table.ready[s] and (humans is None or s in humans)]
        if len(waiting) > 2:  # (each board's header says whether its seat is ready)
            return (words or Language()).ngettext(
                "Place your new tacos (or Auto), then Ready · waiting for {count} player",
                "Place your new tacos (or Auto), then Ready · waiting for {count} players",
                len(waiting)).format(count=len(waiting))
        if humans is not None and len(humans) == 1 and len(waiting) == 1:
            # (the one person: the new tacos go in the row above the plates, facing them)
            return _("Set your new tacos above your plates (or Auto), then Ready.")
        if waiting:
            return _("Place your new tacos (or Auto), then Ready · waiting for {names}").format(
                names=", ".join(waiting))
        return _("Everyone is ready!")
    if table.phase == "fight":
        if not any(t != NO_TACO for row in table.attackers for t in row):
            # (every taco of the wave is beaten: the fight still lasts until the sand runs out)
            if any(table.held):
                return _("Wave beaten! Stab and eat the held tacos before the sand runs out.")
            if table.wave >= table.waves:
                return _("Every taco is beaten! The game ends when the sand runs out.")
            return _("Wave beaten! Build on your plates: wave {wave} comes when the sand "
                     "runs out.").format(wave=table.wave + 1)
        if data is not None and all_blocked_or_smashed(data, table):
            # (a reviewer saw every taco Blocked or Smashed and the sand still running: a
            # block or a smash is judged when the sand runs out)
            return _("Every taco is blocked or smashed: keep it so until the sand runs out!")
        return _("Flip, build, smash and eat before the sand runs out!")
    return ended


def all_blocked_or_smashed(data: TacoFightData, table: TableView) -> bool:
    """Every taco still attacking shows Blocked or Smashed (none held), at least one."""
    standing = sum(t != NO_TACO for row in table.attackers for t in row)
    beaten = sum(pill.beaten for seat in range(table.players)
                 for pill in pills(data, table, seat))
    return bool(standing) and beaten == standing and not any(table.held)


def wave_beaten(table: TableView) -> bool:
    """A fight with nothing left at stake: every taco of the wave beaten and none held to eat,
    the sand only running down to the next wave (or the game's end)."""
    return (table.phase == "fight" and not any(table.held)
            and not any(t != NO_TACO for row in table.attackers for t in row))


# --- the clock -----------------------------------------------------------------------------
@dataclass(frozen=True)
class ClockReading:
    """What the clock beside the hourglass says."""

    phase: str
    text: str
    warn: bool
    """The last seconds: the digits are red."""
    size: float
    """The digits' size (0: the text's small size, for "no limit")."""
    note: str
    wave: str
    difficulty: str


def clock_reading(model: FightModel, data: TacoFightData,
                  words: Language | None = None, steady: bool = False) -> ClockReading:
    """The clock as it reads now (`steady`: reduced motion, its digits never pulse)."""
    words = words or Language()
    _ = words.gettext
    table, seen = model.table, model.seen
    running = model.running
    left = seen.time_left
    phase = {"fight": words.pgettext("clock", "FIGHT"), "prep": words.pgettext("clock", "PREP"),
             "over": words.pgettext("clock", "OVER")}.get(table.phase, "")
    warn = False
    calm = wave_beaten(table)  # (nothing at stake: the centre says what the header says)
    if calm:
        phase = words.pgettext("clock", "BEATEN")
    if seen.duration:
        text = clock_text(math.ceil(left - 1e-9))
        warn = Countdown.warning(left, running) and not calm
        pulsing = warn and not steady and pulse_for(left, running) > 0.6
        size: float = CLOCK_WARN_SIZE if pulsing else CLOCK_SIZE
        flip = words.pgettext("clock", "flip!")
        note = words.pgettext("clock", "running") if running else (
            flip if model.flipping else words.pgettext("clock", "stopped"))
        if calm and running:
            note = (_("until wave {wave}").format(wave=table.wave + 1)
                    if table.wave < table.waves else _("until the end"))
        if model.paused and running:
            note = words.pgettext("clock", "paused")
    else:
        text, size = words.pgettext("clock", "no limit"), 0.0
        note = words.pgettext("clock", "until Ready") if table.phase == "prep" else ""
    return ClockReading(phase, text, warn, size, note,
                        _("Wave {wave}/{waves}").format(wave=table.wave, waves=table.waves),
                        _(data.difficulty(table.difficulty).name))


def wave_ring_grow(model: FightModel) -> int:
    """How many pixels the current wave's ring has grown: it pulses while the sand runs and
    rests while the table waits."""
    return int(1.5 * (1 + math.sin(model.time * 6))) if model.running else 1


# --- a board -------------------------------------------------------------------------------
def pantry_hovered(model: FightModel, seat: int) -> bool:
    """The mouse's player points at their own pantry or kitchen."""
    hover = model.hover
    return (isinstance(hover, Spot) and hover.owner == seat and hover.kind in ("pantry",
            "kitchen") and seat == model.mouse_seat)


@dataclass(frozen=True)
class Pill:
    """A label across the bottom of an attacking taco: fists so far, or how it was beaten."""

    slot: int
    text: str
    beaten: bool
    """Blocked (lime) or Smashed (marigold) rather than fists so far (charcoal, with a
    fist)."""
    how: str = ""
    """How it was beaten: 'block' or 'smash' (each pill its own colour)."""


def pills(data: TacoFightData, table: TableView, seat: int,
          words: Language | None = None) -> list[Pill]:
    """The pills on this board's attacking tacos that show one."""
    words = words or Language()
    out = []
    for slot, taco in enumerate(table.attackers[seat]):
        if taco == NO_TACO:
            continue
        card = data.cards[taco]
        ways = ways_for(data, card)
        fists = table.fists[seat][slot]
        value = table.plate_values[seat][slot]
        status, how = "", ""
        if ways.block and value >= card.spiciness:
            status, how = words.pgettext("pill", "Blocked"), "block"
        elif ways.smash and fists >= card.spiciness:
            status, how = words.pgettext("pill", "Smashed"), "smash"
        if fists and not status:
            out.append(Pill(slot, f"{fists}/{card.spiciness}", False))
        if status:
            out.append(Pill(slot, status, True, how))
    return out


@dataclass(frozen=True)
class Footer:
    """The strip at the bottom of a board: held tacos (fight) or new tacos to place (prep)."""

    label: str | None
    tacos: tuple[int, ...]
    outlined: int | None
    """The new taco the seat's next play places (outlined in its colour)."""
    note: str | None
    """A red note after the tacos ("+1 held", "holding: ...")."""
    note_gap: int
    calm: bool = False
    """The note says what a special new taco is (dim words), not a warning (red)."""


SPECIAL_NOTES = {"eat": N_("{special}: only eating beats it"),
                 "block": N_("{special}: only a block beats it"),
                 "smash": N_("{special}: only a smash beats it")}
"""After a special new taco's chip in the prep: its name and the one way to beat it (its small
chip, a bowl in a gold frame, was the only new taco nothing on the table explained)."""


def footer(model: FightModel, data: TacoFightData, seat: int,
           words: Language | None = None) -> Footer:
    words = words or Language()
    _ = words.gettext
    table = model.table
    prep = table.phase == "prep"
    held = table.held[seat]
    if prep:
        tacos = tuple(table.incoming[seat]) if model.incoming_visible else ()
        label = "New tacos" if tacos else ("Holding" if held else "")
    else:
        tacos = tuple(held)
        label = "Holding" if tacos else ""
    kitchen = table.kitchens[seat]
    text = _("New tacos") if label == "New tacos" else (
        _("Kitchen: {count}").format(count=len(kitchen)) if kitchen else None)
    chosen = model.cursors[seat].chosen if prep else None
    outlined = chosen if prep and chosen in tacos and seat in model.driven else None
    note, gap = None, 0
    if prep and held and tacos and label == "New tacos":
        note, gap = _("+{count} held").format(count=len(held)), 4
    if table.phase == "fight" and held:
        note = (_("holding: hands full, cannot play") if len(held) >= data.max_held
                else _("holding: flips one at a time"))
        gap = 6
    special = next((data.cards[t] for t in tacos if data.cards[t].special), None)
    if prep and note is None and special is not None:
        way = data.beaten_by(special.special)
        if way in SPECIAL_NOTES:
            note = _(SPECIAL_NOTES[way]).format(special=_(special.special_name))
            return Footer(text, tacos, outlined, note, 6, calm=True)
    return Footer(text, tacos, outlined, note, gap)


# --- the cursors ---------------------------------------------------------------------------
@dataclass(frozen=True)
class CursorMark:
    """A driven seat's cursor as drawn: on `owner`'s column `slot` (a held taco past the
    plates), ringed `ring` times out when several cursors share the column."""

    seat: int
    owner: int
    slot: int
    ring: int
    moving: bool
    """Prep: it carries a placed taco to another plate (said above it)."""


def cursor_marks(model: FightModel, plates: int) -> list[CursorMark]:
    """The cursors shown: every driven seat's, but the mouse alone shows one only while it
    points at a plate, an attacker or a held taco."""
    table = model.table
    if table.phase == "over":
        return []
    used: dict[tuple[int, int], int] = {}
    hover = model.hover
    out = []
    for seat in sorted(model.driven):
        devices = model.seats[seat].devices
        if devices == ("mouse",) and (not isinstance(hover, Spot)
                                      or hover.kind not in (PLATE, ATTACKER, HELD)):
            continue
        cursor = model.cursors[seat]
        if cursor.slot >= plates and cursor.slot - plates >= len(table.held[cursor.owner]):
            continue
        key = (cursor.owner, cursor.slot)
        ring = used.get(key, 0)
        used[key] = ring + 1
        moving = table.phase == "prep" and cursor.carry is not None and \
            seat != model.mouse_seat
        out.append(CursorMark(seat, cursor.owner, cursor.slot, ring, moving))
    return out


def ghost_slot(model: FightModel, seat: int) -> int | None:
    """The free place above a plate of its own board where `seat`'s cursor shows the new taco
    its next play places (prep, the new tacos in sight), or None."""
    table = model.table
    chosen = model.cursors[seat].chosen
    if table.phase != "prep" or not model.incoming_visible or chosen is None \
            or chosen not in table.incoming[seat]:
        return None
    row = table.attackers[seat]
    return next((mark.slot for mark in cursor_marks(model, len(row))
                 if mark.seat == seat and mark.owner == seat and mark.slot < len(row)
                 and row[mark.slot] == -1), None)


def plays_by_seat(events: Iterable[object], players: int) -> list[tuple[int, int]]:
    """Each seat's (cards built onto plates, cards played to smash) over a game: what it did
    for the team, for its results card."""
    built, smashed = [0] * players, [0] * players
    for event in events:
        if isinstance(event, Built) and 0 <= event.seat < players:
            built[event.seat] += len(event.cards)
        elif isinstance(event, Smashed) and 0 <= event.seat < players:
            smashed[event.seat] += len(event.cards)
    return list(zip(built, smashed, strict=True))


def plays_words(built: int, smashed: int, words: Language) -> list[str]:
    """A seat's plays for its results card: what it built and smashed (nothing it did not)."""
    out = []
    if built:
        out.append(words.ngettext("Put {count} card on plates", "Put {count} cards on plates",
                                  built).format(count=built))
    if smashed:
        out.append(words.ngettext("Hit tacos with {count} card",  # ("smashed": a verdict)
                                  "Hit tacos with {count} cards", smashed).format(
                                      count=smashed))
    return out


def beaten_by_seat(events: Iterable[object], players: int) -> list[tuple[int, int]]:
    """Each seat's (tacos blocked, tacos smashed) at its plates over a game, from the fights'
    verdicts: the tacos beaten there, for its results card (its big number counts only the
    tacos eaten)."""
    blocked, smashed = [0] * players, [0] * players
    for event in events:
        if isinstance(event, Verdict) and 0 <= event.seat < players:
            if event.result == "blocked":
                blocked[event.seat] += 1
            elif event.result == "smashed":
                smashed[event.seat] += 1
    return list(zip(blocked, smashed, strict=True))


def beaten_words(blocked: int, smashed: int, words: Language) -> list[str]:
    """A seat's tacos beaten at its own plates, in one short line (none when it beat none):
    every seat is dealt as many tacos a wave, so teammates who beat them all show the same
    figures, each its own."""
    if not blocked and not smashed:
        return []
    return [words.gettext("At own plates: {blocked} blocked, {smashed} smashed").format(
        blocked=blocked, smashed=smashed)]
