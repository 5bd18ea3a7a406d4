"""A ¡Taco Fight! seat's phone is that player's controller (`phone_view`, `pressed`).

It shows what the seat holds as the table shows it (its kitchen's top card, its pantry's
count, in prep its new tacos), the places its cursor can aim at on the board it points at,
and a pad: arrows to move the cursor across the boards as a gamepad's d-pad does, a tap on a
place to aim there, and the seat's own commands (build, smash or stab, flip, grab, shuffle,
give; in prep place, next taco, auto, ready), each lit when the rules would take it now. A
press goes through the same `FightInput.act` as a key's or a pad's, so four friends can fight
with their phones and no gamepads.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.actions import Action
from tabletop.core.language import N_
from tabletop.games.taco_fight.rules.observation import NO_TACO, TableView
from tabletop.games.taco_fight.table import controller as ctl
from tabletop.games.taco_fight.table.devices import (
    FLIP,
    GIVE,
    GRAB,
    HIT,
    PLAY,
    READY,
    SHUFFLE,
)
from tabletop.games.taco_fight.table.faces import FightFaces
from tabletop.games.taco_fight.table.input import Refuse, Submit
from tabletop.games.taco_fight.table.phone_tile import AttackerTiles, PhoneFaces
from tabletop.games.taco_fight.table.phrases import (
    attack_label,
    fists_words,
    ingredient_label,
)
from tabletop.games.taco_fight.table.view_model import prompt as table_prompt
from tabletop.kit.phones import PhoneCard, PhoneMark, PhonePad, PhoneSpot, PhoneView
from tabletop.kit.sizes import FULL
from tabletop.phones import messages as msg
from tabletop.phones.exchange import Pressed

Keys = tuple[tuple[str, str], ...]
FIGHT_KEYS: Keys = ((PLAY, N_("Build")), (HIT, N_("Smash")), (FLIP, N_("Flip")),
                   (GRAB, N_("Grab")), (SHUFFLE, N_("Shuffle")), (GIVE, N_("Give")))
"""The pad's buttons while the sand runs (HIT reads "Stab" when a fork is on top: one name
each, never "Smash / Stab")."""
PREP_KEYS: Keys = ((PLAY, N_("Place")), (HIT, N_("Next taco")), (GRAB, N_("Grab 5 cards")),
                   (SHUFFLE, N_("Shuffle")), (GIVE, N_("Give")), (READY, N_("Ready")))
"""The pad's buttons in a prep: its own, and the pantry's that work in a prep (no Flip: that
waits for the sand); Ready last: the page shows it wide, at the bottom (it places the rest
for the player: no "Place all for me" beside it)."""
TUCKED = (GRAB, SHUFFLE, GIVE)
"""The pantry's rarer keys while the sand runs, folded behind the page's "More" (Build, Smash
and Flip stay large in sight; one of them the prompt asks for, Grab on an empty pantry, stays
out)."""
PREP_WHEN_LIT = (SHUFFLE, GIVE)
"""A prep's pantry buttons shown only while they would be taken (a pantry with cards)."""
STAB = N_("Stab")
SMASH = N_("Smash")
AIM = "aim"
"""`main_of`'s answer when the thing to do now is to aim (the arrows lit)."""
FIGHT_HINTS = {PLAY: N_("card onto the plate"), HIT: N_("hit the aimed taco"),
               FLIP: N_("the next 2 cards"), GRAB: N_("more from the stack"),
               SHUFFLE: N_("mix your cards"), GIVE: N_("to the aimed player")}
"""What each key does while the sand runs, a short line under its words (the pantry named
once on the page, by the kitchen: not again on every key)."""
PREP_HINTS = {PLAY: N_("taco onto the plate"), HIT: N_("switch to the next one"),
              GRAB: N_("for the fight"),
              SHUFFLE: N_("mix your cards"), GIVE: N_("to the aimed player"),
              READY: N_("the rest are placed for you")}
"""What each key does in a prep."""
STAB_HINT = N_("tap fast: fork eats it")
OFF_HINTS = {PLAY: N_("won't fit here"), HIT: N_("nothing to hit here"),
             GIVE: N_("aim at a friend first")}
"""Why a key is off, in a short line in place of what it does (tapped: the whole reason)."""
NOWHERE_HINTS = {PLAY: N_("fits no plate yet"), HIT: N_("no taco to hit yet")}
"""Why a key is off when no place the cursor could go would take the card either."""
OFF_HINT = N_("tap to see why")
PREP_OFF_HINTS = {HIT: N_("no other new taco"), PLAY: N_("no new taco to place")}
FLIP_FIRST = N_("flip a card first")
NOT_YOURS = N_("try a friend's plate")
"""The hit key on the seat's own attacker (with friends): where to aim instead (the rule is
said once, in the kitchen's note: fists smash a taco attacking a friend)."""
ALONE_HIT = N_("hit a taco attacking you")
"""Playing alone, the seat may hit the tacos attacking its own plates (the rules'
`solo_may_defeat_own`): the lit key says so plainly, as the "?" key's fist line does (with
friends it is off on its own board)."""
PANTRY_EMPTY_PREP = N_("Your pantry is empty: tap Grab 5 cards for the fight.")
"""A prep's pantry line while it holds nothing (not "0 cards ready for the fight")."""
MARKS_TITLE = N_("What the marks mean")
MARKS = (("3", "foe", N_("An attacking taco's spiciness. Block it: build your taco on its "
                         "plate up to that number.")),
         ("", "fist", N_("Fists smash a taco attacking a friend: as many fists as its "
                         "spiciness (pile them up, card after card).")),
         ("0–7", "build", N_("Build in order: Tortilla 0, Lettuce 1, Meat 2, Fork 3, Onion 4, "
                             "Cheese 5, Guacamole 6, Hot Sauce 7.")),
         ("▼", "aim", N_("Where you aim: ◀ ▶ step along the plates; tap a name to aim at "
                         "that player's plates.")))
"""The "?" key's lines: a mark as the cards and the page draw it (the fist: its picture), and
what it means."""
FIST_ALONE = N_("Fists smash a taco attacking you (you play alone): as many fists as its "
                "spiciness (pile them up, card after card).")
"""The fist's line for one seat alone."""
GOES_ON = N_("{value} goes on a plate built to {below}")  # (a plate: tacos attack)
STARTS = N_("0 starts a taco on an empty plate")
FISTS_HIT = N_("{fists}: smash on a friend's plate")
FISTS_HIT_ALONE = N_("{fists}: smash an attacker")
FORK_NOTE = N_("stabs an attacker: tap Stab fast")
"""The kitchen's note: what its top card's number and fists are for."""
MARK_PX = 56
"""The fist's picture in the key, at the phone's scale (28 css px)."""
NOWHERE = N_("No place takes {card} yet: no plate is built to {below}, no taco to smash.")
NOWHERE_EMPTY = N_("No place takes {card} yet: no plate is empty, no taco to smash.")
NOWHERE_STAB = N_("No place takes {card} yet: no plate is built to {below}, no taco to stab.")
"""The prompt when no place the cursor could aim at takes the kitchen's card: why (its number
and its fists, or its fork), before what to do instead (`FLIP_NOW`, `GRAB_NOW`)."""
NO_PLATE = N_("No plate is built to {below} yet: {card} fits nowhere.")
NO_PLATE_EMPTY = N_("No plate is empty: {card} fits nowhere yet.")
NO_SMASH = N_("No taco can be smashed with {card} yet.")
NO_STAB = N_("No taco can be stabbed with {card} yet.")
"""An off Build or hit key tapped while no place would take the card: why, whole (not the
rules' refusal for the one place aimed at, "A taco starts with a Tortilla (0)")."""
FLIP_NOW = N_("Tap Flip for the next cards.")
GRAB_NOW = N_("Tap Grab for more cards.")
SMASH_ON = N_("Aim at a taco on {name}'s plates to smash it with {card}, or Flip again.")
SMASH_TAP = N_("Tap {name} \u25bc, then aim at a taco on their plates to smash it with {card}, "
               "or Flip again.")
SMASH_THERE = N_("Tap a friend marked \u25bc, then aim at a taco on their plates to smash it "
                 "with {card}, or Flip again.")
"""Where to smash, as the page names it: the one friend's plates (shown: "Ben's plates"; else
their tab to tap first, as the page shows the seat's own), or several friends' (their tabs);
the tabs to tap wear a marigold \u25bc, and the words name it."""
SMASH_THERE_ALONE = N_("Aim at a taco attacking you to smash it with {card}, or Flip again.")
NOTHING_AIMED = N_("Nothing there for that key: aim at a plate or a taco first.")
"""A key tapped with nothing it could act on where the cursor is."""
NOT_BUILT = N_("not built yet")
"""An empty plate, one wording in a prep and a fight ("Plate 2: not built yet")."""
ATTACKED_ONE = N_("Also: plate {plate} is under attack (build it to\u00a0{value})")
ATTACKED_SPECIAL = N_("Also: plate {plate} is under attack by {special}")
ATTACKED_MANY = N_("Also: plates {plates} are under attack (build each to its\u00a0number)")
"""The seat's own plates under attack, under an unattacked plate's words: what the red tile
on another plate is and what blocks it, opened by "Also:" and saying "it" (the line is about
another plate than the aimed one's above it, never read as one caption of two plates)."""
FACES_KEPT = "taco-fight faces"
TILES_KEPT = "taco-fight attacker tiles"


def faces_of(table) -> FightFaces:
    """The faces at the phone's size (the table's full card size, an ingredient's name not
    drawn: the page says it beside the card), kept with its phones."""
    return table.phones.faces(FACES_KEPT, lambda images, fonts: PhoneFaces(
        images, fonts, table.data, FULL, table.services.words))


def taco_card(table, faces: FightFaces, card_id: int) -> PhoneCard:
    card = table.data.card(card_id)
    face = f"a-{card.deck}-{card.spiciness}-{card.special}".replace("_", "-")
    return PhoneCard(card_id, face, faces.attack(card), attack_label(card, table.services.words))


def ingredient_card(table, faces: FightFaces, card_id: int) -> PhoneCard:
    card = table.data.card(card_id)
    face = f"i-{card.ingredient}-{card.fists}".replace("_", "-")
    return PhoneCard(card_id, face, faces.ingredient(card),
                     ingredient_label(card, table.services.words))


def attacker_tile(table, faces: FightFaces, card_id: int) -> PhoneCard:
    """A taco attacking a plate as a tall tile (`phone_tile`: its spiciness big and its name,
    in its heat's warning colour), never a full card cropped to a sliver in a plate's narrow
    column, nor a small tag in the lime that means "playable"."""
    card = table.data.card(card_id)
    face = f"t-{card.deck}-{card.spiciness}-{card.special}".replace("_", "-")
    tiles = table.phones.faces(TILES_KEPT, lambda images, fonts: AttackerTiles(faces))
    return PhoneCard(card_id, face, tiles.tile(card), attack_label(card, table.services.words))


def spots_of(table, faces: FightFaces, view: TableView, owner: int,
             aimed: tuple[int, int]) -> list[PhoneSpot]:
    """The places on `owner`'s board: each plate (the taco attacking it, a whole tile, over
    the taco built on it, as the table draws them) and, in a fight, each taco it holds."""
    out = []
    plates = table.plates
    for slot in range(plates):
        taco = view.attackers[owner][slot]
        pile = view.plates[owner][slot]
        card = attacker_tile(table, faces, taco) if taco != NO_TACO else None
        under = ingredient_card(table, faces, pile[-1]) if pile else None
        label = table.column_words(owner, slot).title
        out.append(PhoneSpot(owner, slot, label, card.face if card else "",
                             card.picture if card else None, aimed == (owner, slot),
                             under.face if under else "", under.picture if under else None))
    if view.phase == ctl.FIGHT:
        for index, taco in enumerate(view.held[owner]):
            card = taco_card(table, faces, taco)
            out.append(PhoneSpot(owner, plates + index, card.label, card.face, card.picture,
                                 aimed == (owner, plates + index)))
    return out


def lit(table, control: ctl.SeatControl, command: str, view: TableView) -> bool:
    """Whether `command` would be taken now (asked of the rules' `check`, on a copy of the
    cursor: a prep's choices are not touched)."""
    outcome = ctl.command_outcome(command, replace(control), view, table.data)
    return isinstance(outcome, Action) and table.match.check(outcome) is None


def reach_of(table, control: ctl.SeatControl, view: TableView) -> frozenset[str]:
    """The keys (build, hit) that would take the kitchen's top card at some place the cursor
    could aim at now (each plate and held taco of every board, asked of the rules' `check` on
    copies of the cursor): none, and the thing to do is to flip, not to aim."""
    if view.phase != ctl.FIGHT or not view.kitchens[control.seat]:
        return frozenset()
    found: set[str] = set()
    for owner in range(view.players):
        for slot in range(ctl.slots_of(view, owner, table.plates)):
            aimed = replace(control, owner=owner, slot=slot)
            found.update(c for c in (PLAY, HIT) if c not in found and lit(table, aimed, c, view))
            if len(found) == 2:
                return frozenset(found)
    return frozenset(found)


def boards_of(table, control: ctl.SeatControl, view: TableView) -> tuple[int, ...]:
    """The seats on whose board some place (a plate or a held taco) takes the kitchen's top
    card now, by the build or the hit key (asked of the rules as `reach_of` asks)."""
    found = []
    for owner in range(view.players):
        for slot in range(ctl.slots_of(view, owner, table.plates)):
            aimed = replace(control, owner=owner, slot=slot)
            if any(lit(table, aimed, c, view) for c in (PLAY, HIT)):
                found.append(owner)
                break
    return tuple(found)


def phone_view(table, seat: int) -> PhoneView:
    """`seat`'s controller now: what it holds, where it aims, its pad."""
    words = table.services.words
    _ = words.gettext
    view: TableView = table.table
    control = table.controls[seat]
    names = view.names or tuple(s.name for s in table.match.setup.seats)
    faces = faces_of(table)
    over = table.match.rules.is_over()
    seen = table.seen()
    if over:
        prompt = _("The game is over.")
    elif view.phase == ctl.PREP:
        prompt = (_("You are ready: the fight starts when everyone is.") if view.ready[seat]
                  else _("Place your new tacos on your plates, then tap Ready."))
    else:
        prompt = table_prompt(view, names, words=words)
    if over:
        return PhoneView(prompt, (), (), pad=PhonePad("", (), "", (), "", (), None, ""))
    kitchen = view.kitchens[seat]
    top = kitchen[-1] if kitchen else None
    if view.phase == ctl.PREP:
        keys = PREP_KEYS if view.players > 1 else tuple(k for k in PREP_KEYS if k[0] != GIVE)
        hold = [attacker_tile(table, faces, taco) for taco in view.incoming[seat]]  # (as placed)
        # (what the tacos shown are for: "Your new tacos" over "Your pantry is empty" read
        # as one thing)
        placing = len(view.incoming[seat])
        hold_title = (words.ngettext("{count} new taco to place", "{count} new tacos to place",
                                     placing).format(count=placing)
                      if placing else _("Your new tacos"))
        chosen = control.chosen_incoming(view)
    else:
        keys = FIGHT_KEYS if view.players > 1 else FIGHT_KEYS[:-1]
        hold = [ingredient_card(table, faces, top)] if top is not None else []
        hold_title = (_(table.data.card(top).name) if top is not None else  # (its name in
                      _("Your kitchen"))  # words over the note: the card's own label is small)
        chosen = top
    stabs = top is not None and table.data.card(top).stabs
    stabbing = stabs and view.phase == ctl.FIGHT
    alone = view.players == 1
    hints = PREP_HINTS if view.phase == ctl.PREP else FIGHT_HINTS
    reach = reach_of(table, control, view)
    pad_keys = [msg.PadKey(command, _(hit_label(label, top, stabbing) if command == HIT
                                      and view.phase == ctl.FIGHT else label),
                           lit(table, control, command, view),
                           _(STAB_HINT if command == HIT and stabbing else
                             ALONE_HIT if command == HIT and alone and control.owner == seat
                             and view.phase == ctl.FIGHT else hints[command]))
                for command, label in keys]
    if view.phase == ctl.PREP:
        pad_keys = [k for k in pad_keys if k.lit or k.command not in PREP_WHEN_LIT]
    # a key that is off says why in short (tapped: the whole reason, in the prompt's box)
    foe = aimed_taco(table, view, control.owner, control.slot)
    pad_keys = [k if k.lit else msg.PadKey(k.command, k.label, False, _(off_hint(
        control, k.command, top, seat, view.phase == ctl.PREP, foe, reach))) for k in pad_keys]
    lit_now = {k.command for k in pad_keys if k.lit}
    main = main_of(top, stabbing, lit_now, view.phase == ctl.PREP, reach)
    pad_keys = [msg.PadKey(k.command, k.label, k.lit, k.hint, k.command == main,
                           view.phase == ctl.FIGHT and k.command in TUCKED and k.command != main)
                for k in pad_keys]
    if view.phase == ctl.FIGHT:  # what to do now, not the table's flavour line
        friends = (tuple(names[o] for o in boards_of(table, control, view) if o != seat)
                   if HIT in reach and PLAY not in reach and not alone else ())
        prompt = now_words(table, top, stabbing, lit_now, reach, alone, friends,
                           names[control.owner])
    owner = control.owner
    board = (_("Your plates") if owner == seat else
             _("{name}'s plates").format(name=names[owner]))
    aimed = (owner, control.slot)
    spots = spots_of(table, faces, view, owner, aimed)
    aim = ((aim_words(table, view, owner, control.slot) if view.phase == ctl.PREP else
            fight_aim_words(table, view, owner, control.slot, seat)) if spots else "")
    count = view.pantry_sizes[seat]
    pantry = (_(PANTRY_EMPTY_PREP) if view.phase == ctl.PREP and count == 0 else
              words.ngettext("Your pantry: {count} card ready for the fight",
                             "Your pantry: {count} cards ready for the fight", count)
              if view.phase == ctl.PREP else
              words.ngettext("Your pantry: {count} card left to flip",
                             "Your pantry: {count} cards left to flip", count)
              ).format(count=count)
    clock, left, total = "", 0.0, 0.0
    if seen.is_timed:
        left, total = float(int(seen.time_left)), float(seen.duration)
        clock = _("Wave {wave} of {waves} · {seconds} s").format(
            wave=view.wave, waves=view.waves, seconds=int(seen.time_left))
    boards = (tuple(_("You") if i == seat else name for i, name in enumerate(names))
              if view.phase == ctl.FIGHT and view.players > 1 else ())
    # aiming asked: the arrows lit where a place on this board takes the card, else the tabs
    # of the boards where one does (the prompt's "a friend's taco": tap a name)
    elsewhere = boards_of(table, control, view) if main == AIM and boards else ()
    tabs = () if owner in elsewhere else elsewhere
    return PhoneView(prompt, (), (), pad=PhonePad(
        _("Placing on {place}").format(place=aim) if aim and view.phase == ctl.PREP else aim,
        pad_keys, board, spots, hold_title, hold, chosen,
        pantry, clock, left, total, boards, main == AIM and not tabs,
        kitchen_note(table, top, alone) if view.phase == ctl.FIGHT else "", tabs),
        marks=marks_of(faces, _, alone), marks_title=_(MARKS_TITLE))


def hit_label(label: str, top: int | None, stabbing: bool) -> str:
    """The hit key's words in a fight: what the top card does (a Fork stabs, others smash;
    while nothing is flipped, the key's own name)."""
    if top is None:
        return label
    return STAB if stabbing else SMASH


def main_of(top: int | None, stabbing: bool, lit: set[str], prep: bool,
            reach: frozenset[str] = frozenset({PLAY, HIT})) -> str:
    """The one thing the prompt asks for now: a key's command, `AIM` (the arrows), or ''.
    In a fight: flip while nothing is turned up (grab when the pantry is empty), then build,
    else smash (or stab) where the cursor is, else aim where a place takes the card (`reach`:
    the keys that would take it somewhere), else flip again; in a prep: place, then Ready."""
    if prep:
        return next((c for c in (PLAY, READY) if c in lit), "")
    if top is not None:
        order = (HIT, PLAY) if stabbing else (PLAY, HIT)  # (a Fork stabs first; builds on 2)
        here = next((c for c in order if c in lit), "")
        if here or reach:
            return here or AIM
    return next((c for c in (FLIP, GRAB) if c in lit), "")


def kitchen_note(table, top: int | None, alone: bool) -> str:
    """What the kitchen's top card is for, in words beside it: where its number goes ("7 goes
    on a taco built to 6") and, on a line of its own, what its fists do (a Fork: its stab)."""
    if top is None:
        return ""
    words = table.services.words
    _ = words.gettext
    card = table.data.card(top)
    said = (_(STARTS) if card.value == 0 else
            _(GOES_ON).format(value=card.value, below=card.value - 1))
    if card.stabs:
        said += "\n" + _(FORK_NOTE)
    elif card.fists > 0:
        fists = fists_words(card.fists, words)
        said += "\n" + _(FISTS_HIT_ALONE if alone else FISTS_HIT).format(fists=fists)
    return said


def marks_of(faces: FightFaces, _, alone: bool = False) -> tuple[PhoneMark, ...]:
    """The "?" key's lines: each mark as the cards draw it (a chip, or the fist's picture)."""
    lines = [(chip, tone, FIST_ALONE if alone and not chip else said)
             for chip, tone, said in MARKS]  # (the fist's line: alone, your own tacos)
    return tuple(PhoneMark(_(said), chip=chip, tone=tone) if chip else
                 PhoneMark(_(said), face=f"mark-{tone}", picture=faces.icon(tone, MARK_PX))
                 for chip, tone, said in lines)


def aim_words(table, view: TableView, owner: int, slot: int) -> str:
    """What the cursor is on, in short: a plate's attacker and the taco built on it ("plate
    1: a 3 taco attacks, built to 0"), or a held taco."""
    _ = table.services.words.gettext
    plates = table.plates
    if slot >= plates:
        held = view.held[owner]
        if slot - plates >= len(held):
            return ""
        return _("{taco}, held").format(taco=attack_label(table.data.card(held[slot - plates]),
                                                           table.services.words))
    pile = view.plates[owner][slot]
    built = (_("built to\u00a0{value}").format(value=view.plate_values[owner][slot]) if pile
             else _(NOT_BUILT))
    taco = view.attackers[owner][slot]
    if taco == NO_TACO:
        return _("plate\u00a0{plate}: {built}").format(plate=slot + 1, built=built)
    card = table.data.card(taco)
    foe = (_("{special} attacks").format(special=_(card.special_name)) if card.special else
           _("a {spiciness} taco attacks").format(spiciness=card.spiciness))
    return _("plate\u00a0{plate}: {foe}, {built}").format(plate=slot + 1, foe=foe, built=built)


def attacked_words(table, view: TableView, owner: int) -> str:
    """The seat's own plates under attack, said on a line of their own under an unattacked
    plate's words ("Plate 1 attacked: build to 3"): the red tile on another plate
    explained wherever the cursor is (its own line: only with the cursor on it)."""
    words = table.services.words
    hit = [(slot, view.attackers[owner][slot]) for slot in range(table.plates)
           if view.attackers[owner][slot] != NO_TACO]
    if not hit:
        return ""
    if len(hit) == 1:
        slot, taco = hit[0]
        card = table.data.card(taco)
        if card.special:  # (beaten its own way: the "?" key and its own line say how)
            return "\n" + words.gettext(ATTACKED_SPECIAL).format(
                plate=slot + 1, special=words.gettext(card.special_name))
        return "\n" + words.gettext(ATTACKED_ONE).format(plate=slot + 1, value=card.spiciness)
    return "\n" + words.gettext(ATTACKED_MANY).format(
        plates=", ".join(str(slot + 1) for slot, _taco in hit))


def fight_aim_words(table, view: TableView, owner: int, slot: int,
                    seat: int | None = None) -> str:
    """What the cursor is on in a fight, as a player says it: the plate and what is built on
    it, then on a line of its own the taco attacking it ("Plate 1: not built yet" / "Attacking
    taco: 3"), or a held taco; on `seat`'s own board, an unattacked plate's line is followed by
    the plates under attack (`attacked_words`)."""
    words = table.services.words
    _ = words.gettext
    plates = table.plates
    if slot >= plates:
        said = aim_words(table, view, owner, slot)
        return said[:1].upper() + said[1:]
    taco = view.attackers[owner][slot]
    if view.plates[owner][slot]:
        plate = _("Plate {plate}: built to {value}").format(
            plate=slot + 1, value=view.plate_values[owner][slot])
    else:  # (one wording for an empty plate: "nothing built" read as false under an attacker)
        plate = _("Plate {plate}: not built yet").format(plate=slot + 1)
    if taco == NO_TACO:
        return plate + attacked_words(table, view, owner) if owner == seat else plate
    card = table.data.card(taco)
    foe = (_("{special} attacking").format(special=_(card.special_name)) if card.special else
           _("Attacking taco: {spiciness}").format(spiciness=card.spiciness))
    return plate + "\n" + foe


def aimed_taco(table, view: TableView, owner: int, slot: int) -> bool:
    """Whether a taco lies where the cursor is (attacking a plate, or held)."""
    plates = table.plates
    if slot >= plates:
        return slot - plates < len(view.held[owner])
    return view.attackers[owner][slot] != NO_TACO


def off_hint(control: ctl.SeatControl, command: str, top: int | None, seat: int,
             prep: bool, foe: bool = True, reach: frozenset[str] = frozenset({PLAY, HIT})
             ) -> str:
    """Why a key is off, in a few words (the page's key is narrow; `foe`: a taco where the
    cursor is; `reach`: the keys that would take the card somewhere else)."""
    if prep:
        return PREP_OFF_HINTS.get(command, OFF_HINT)
    if command in (PLAY, HIT) and top is None:
        return FLIP_FIRST
    if command in NOWHERE_HINTS and command not in reach:
        return NOWHERE_HINTS[command]
    if command == HIT and control.owner == seat and foe:
        return NOT_YOURS
    return OFF_HINTS.get(command, OFF_HINT)


def now_words(table, top: int | None, stabbing: bool, lit: set[str],
              reach: frozenset[str] = frozenset({PLAY, HIT}), alone: bool = False,
              friends: tuple[str, ...] = (), shown: str | None = None) -> str:
    """A fighting seat's one thing to do now (`lit`: the keys that would be taken where it
    aims, `reach`: somewhere; `friends`: whose plates hold a taco to smash; `shown`: whose
    plates the page shows, when known): flip, or build (or stab with) its top card where it
    aims, or aim where a place takes it, or, where none does, why not and flip again."""
    _ = table.services.words.gettext
    if top is None:
        if FLIP not in lit and GRAB in lit:
            return _("Your pantry is empty: tap Grab for more cards.")
        return _("Tap Flip to turn up cards from your pantry.")
    card = _(table.data.card(top).name)  # (its number and fists: the kitchen's note)
    if stabbing and HIT in lit:
        return _("Stab an attacker with {card}, or Flip again.").format(card=card)
    if PLAY in lit:
        return _("Build {card} on a plate, or Flip again.").format(card=card)
    if HIT in lit:
        return _("Smash the aimed taco with {card}, or Flip again.").format(card=card)
    value = table.data.card(top).value  # what it goes on: an empty plate, or the taco below
    if stabbing and HIT in reach:
        return _("Aim at an attacker to stab it with {card}, or Flip again.").format(card=card)
    if PLAY in reach and value == 0:
        return _("Aim at an empty plate to start a taco with {card}, or Flip again.").format(
            card=card)
    if PLAY in reach:
        return _("Aim at a plate built to {value} to add {card}, or Flip again.").format(
            value=value - 1, card=card)
    if HIT in reach:
        if alone:
            return _(SMASH_THERE_ALONE).format(card=card)
        if len(friends) == 1:
            words = SMASH_ON if shown in (None, friends[0]) else SMASH_TAP
            return _(words).format(name=friends[0], card=card)
        return _(SMASH_THERE).format(card=card)
    said = _(NOWHERE_STAB if stabbing else NOWHERE_EMPTY if value == 0 else NOWHERE).format(
        card=card, below=value - 1)
    then = FLIP_NOW if FLIP in lit else GRAB_NOW if GRAB in lit else ""
    return f"{said} {_(then)}" if then else said


def pressed(table, press: Pressed) -> str | None:
    """A press of `press.seat`'s pad, as its keys would do it; the refusal's words or None."""
    if table.match.rules.is_over():
        return None
    seat = press.seat
    view: TableView = table.table
    control = table.controls[seat]
    plates = table.plates
    table.awake = True
    if press.command == "move":
        ctl.move(control, view, plates, press.dx, press.dy)
        return None
    if press.command == "aim":
        if not 0 <= press.owner < view.players or not 0 <= press.slot < ctl.slots_of(
                view, press.owner, plates):
            return None  # a place gone meanwhile: the next picture shows what is there
        if view.phase == ctl.PREP and press.owner != seat:
            text = table.services.words.gettext(N_("Place your new tacos on your own plates."))
            table.refuse_for(seat, text)
            return text
        control.owner, control.slot = press.owner, press.slot
        return None
    nowhere = nowhere_words(table, control, press.command, view)
    if nowhere:  # no place takes the card: said whole, not the aimed place's refusal
        table.refuse_for(seat, nowhere)
        return nowhere
    off = why_off(table, control, press.command, view)  # a key that is off: why, said
    for ask in table.input.act(control, press.command, view):
        if isinstance(ask, Submit) and not table.submit_for(ask.seat, ask.action):
            refusal = table.seat_refusals.get(seat)
            return refusal[0] if refusal else off or None
        if isinstance(ask, Refuse):
            text = table.services.words.gettext(ask.reason)
            table.refuse_for(seat, text)
            return text
    if off:
        table.refuse_for(seat, off)
    return off or None


def nowhere_words(table, control: ctl.SeatControl, command: str, view: TableView) -> str:
    """Why Build or the hit key takes the kitchen's card at no place at all ('' when some
    place would, or it is not such a key, or nothing is flipped)."""
    kitchen = view.kitchens[control.seat] if view.phase == ctl.FIGHT else ()
    if command not in (PLAY, HIT) or not kitchen or command in reach_of(table, control, view):
        return ""
    _ = table.services.words.gettext
    card = table.data.card(kitchen[-1])
    name = _(card.name)
    if command == HIT:
        return _(NO_STAB if card.stabs else NO_SMASH).format(card=name)
    return (_(NO_PLATE_EMPTY) if card.value == 0 else _(NO_PLATE)).format(
        card=name, below=card.value - 1)


def why_off(table, control: ctl.SeatControl, command: str, view: TableView) -> str:
    """Why `command` would not be taken now, in the rules' words (its own sentence, or the
    refusal `check` gives its action), or '' when it would be: a key drawn off says why when
    it is tapped, even where the keys themselves do nothing silently."""
    outcome = ctl.command_outcome(command, replace(control), view, table.data)
    if isinstance(outcome, str):
        return table.services.words.gettext(outcome)
    if isinstance(outcome, Action):
        refusal = table.match.check(outcome)
        return table.phrases.refusal(refusal.why, control.seat) if refusal is not None else ""
    return table.services.words.gettext(NOTHING_AIMED)


def key(table) -> object:
    """What a phone's picture shows besides the log: the table, each phone seat's cursor and
    prep choices, the whole seconds left."""
    seen = table.seen()
    cursors = tuple((c.owner, c.slot, c.carry, c.pick) for c in table.controls
                    if c.seat in table.phones.seats)
    return seen.table, cursors, int(seen.time_left) if seen.is_timed else -1
