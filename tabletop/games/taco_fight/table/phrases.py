"""¡Taco Fight!'s phrase book: every event, refusal, hint, ending and score reason of its rules
in words, for one reader.

The reader a fact is about reads "you" ("You add Cheese to Beto's plate 2."); everyone else,
and the line at the bottom of the table (reader None), reads names. The rules tell facts only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.core.game import Rules
from tabletop.core.language import N_, Language
from tabletop.games.taco_fight.rules import endings as end
from tabletop.games.taco_fight.rules import events as ev
from tabletop.games.taco_fight.rules import hints as hint
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules import score_breakdown as score
from tabletop.games.taco_fight.rules.cards import BLOCK, EAT, SMASH, Card, TacoFightData
from tabletop.games.taco_fight.rules.prep import BLOCKED, SMASHED, STANDING
from tabletop.kit.phrases import Phrases, Reader, SeatWords, Wording, capital

NUMBER_WORDS = {1: N_("All one wave defeated"), 2: N_("All two waves defeated"),
                3: N_("All three waves defeated"), 4: N_("All four waves defeated"),
                5: N_("All five waves defeated"), 6: N_("All six waves defeated"),
                7: N_("All seven waves defeated"), 8: N_("All eight waves defeated"),
                9: N_("All nine waves defeated"), 10: N_("All ten waves defeated")}
"""The ending's line for each count of waves, the count in words."""
BEATEN = {EAT: N_("{special} can only be eaten."), BLOCK: N_("{special} can only be blocked."),
          SMASH: N_("{special} can only be smashed.")}
"""How a special is beaten, as a refusal says it."""
COMA_BEATEN = {EAT: N_("Food coma: {special} attacking {whom} was not eaten."),
               BLOCK: N_("Food coma: {special} attacking {whom} was not blocked."),
               SMASH: N_("Food coma: {special} attacking {whom} was not smashed.")}
COMA_BEATEN_YOU = {EAT: N_("Food coma: {special} attacking you was not eaten."),
                   BLOCK: N_("Food coma: {special} attacking you was not blocked."),
                   SMASH: N_("Food coma: {special} attacking you was not smashed.")}
"""The ending's line when a special is still standing, by how it is beaten."""
VERDICTS = {BLOCKED: N_("blocked"), SMASHED: N_("smashed"), STANDING: N_("standing")}
"""How a taco's attack ended, as the verdict's line says it."""
LAPSES = {ev.NEW_STAB: N_("a new stab"), ev.COVERED: N_("the fork was covered"),
          ev.GONE: N_("the taco is gone"), ev.TOO_SLOW: N_("too few taps in time"),
          ev.TIME_UP: N_("time is up")}
"""Why a stab missed."""
ONLY_IN_FIGHT = {no.FLIP: N_("You can only flip cards during a fight."),
                 no.BUILD: N_("You can only build tacos during a fight."),
                 no.SMASH: N_("You can only smash tacos during a fight."),
                 no.STAB: N_("You can only stab tacos during a fight.")}
HANDS_FULL = {no.FLIP: N_("You are holding {count} tacos: you cannot flip until a teammate eats "
                          "one."),
              no.PLAY: N_("You are holding {count} tacos: you cannot play cards until a "
                          "teammate eats one."),
              no.STAB: N_("You are holding {count} tacos: you cannot stab until a teammate eats "
                          "one.")}
HANDS_FULL_ALONE = {no.FLIP: N_("You are holding {count} tacos: with nobody to eat one, you "
                                "cannot flip."),
                    no.PLAY: N_("You are holding {count} tacos: with nobody to eat one, you "
                                "cannot play cards."),
                    no.STAB: N_("You are holding {count} tacos: with nobody to eat one, you "
                                "cannot stab.")}
"""The same, playing alone: there is no teammate to eat one."""
NOT_OWN = {"smash": N_("You cannot smash the tacos attacking you: a teammate must."),
           "stab": N_("You cannot stab the tacos attacking you: a teammate must.")}
HEATS = {"mild": N_("mild"), "medium": N_("medium"), "hot": N_("hot")}
"""The waves' heats (data/taco_fight/game.yaml's `wave_heats`), as a wave's line says them."""


def attack_label(card: Card, words: Language | None = None) -> str:
    """A taco's attacking side in sentences: 'a 5 taco', 'the Burrito' (a special is named
    like a dish, so 'the': 'a Chips & Salsa' reads oddly)."""
    words = words or Language()
    if card.special:
        return words.gettext("the {special}").format(special=words.gettext(card.special_name))
    return words.gettext("a {spiciness} taco").format(spiciness=card.spiciness)


def fists_words(fists: int, words: Language | None = None) -> str:
    """'1 fist', '2 fists'."""
    return (words or Language()).ngettext("{count} fist", "{count} fists", fists).format(
        count=fists)


def face_name(card: Card, words: Language | None = None) -> str:
    """An ingredient's name as its face prints it and the table says it (its tags, its
    history): the card's whole name, or the short name the phrase book gives that face
    (context "card face": Spanish 'Salsa picante' prints 'Picante', the name a taco stand
    says; the history said 'Salsa picante' beside faces saying 'Picante'). Never a long name's
    first word: Spanish 'Salsa' alone read as a different card."""
    words = words or Language()
    return face_word(card.name, words)


def face_word(name: str, words: Language) -> str:
    """`face_name` from the card's English name."""
    short = {"Hot Sauce": words.pgettext("card face", "Hot Sauce")}.get(name)
    return short or words.gettext(name)


def ingredient_label(card: Card, words: Language | None = None) -> str:
    """A card's ingredient side in sentences: 'Cheese (2 fists)', 'Onion (1 fist)' (no
    article: English would want 'an' before a vowel, and a name's article is no rule's)."""
    words = words or Language()
    return words.gettext("{ingredient} ({fists})").format(
        ingredient=face_name(card, words), fists=fists_words(card.fists, words))


def counted_runs(lines: Sequence[str], words: Language | None = None) -> list[str]:
    """`lines` with each run of the same line told once, with how many times it happened
    ("Sam grabs 5 ingredients, twice."; "×2" read as a multiplier: 10 ingredients?, and "…
    ingredients. (twice)" as a stray note): one play, one line, and two plays never read as
    one play told twice."""
    out: list[str] = []
    runs: list[int] = []
    for line in lines:
        if out and out[-1] == line:
            runs[-1] += 1
        else:
            out.append(line)
            runs.append(1)
    words = words or Language()
    twice = words.gettext("{line}, twice.")

    def told(line: str, run: int) -> str:
        if run == 1:
            return line
        said = line.removesuffix(".")  # (the count goes before the sentence's full stop)
        if run == 2:
            return twice.format(line=said)
        return words.ngettext("{line}, {count} time.", "{line}, {count} times.", run).format(
            line=said, count=run)

    return [told(line, run) for line, run in zip(out, runs, strict=True)]


def tacos(count: int, words: Language | None = None) -> str:
    """'1 taco', '3 tacos'."""
    return (words or Language()).ngettext("{count} taco", "{count} tacos", count).format(
        count=count)


class FightWords(SeatWords):
    """The words, knowing the seats' names and the cards (one per table)."""

    def __init__(self, names: Sequence[str], data: TacoFightData,
                 words: Language | None = None) -> None:
        super().__init__(names, words)
        self.data = data
        self.alone = len(names) == 1
        """One seat: nothing is worded as if a teammate were there."""

    def attack(self, taco: int) -> str:
        return attack_label(self.data.cards[taco], self.language)

    def special(self, taco: int) -> str:
        return self._(self.data.cards[taco].special_name)

    def ingredient(self, value: int) -> str:
        """The name of the ingredient of `value`: 'Tortilla' for 0."""
        return face_word(next(t.name for t in self.data.ingredient_types if t.value == value),
                         self.language)

    def card_name(self, card: int) -> str:
        return face_name(self.data.cards[card], self.language)

    # --- events ------------------------------------------------------------------------------
    def turned_over(self, e: ev.KitchenTurnedOver, reader: Reader) -> str:
        if e.seat == reader:
            return self._("You turn your kitchen over into the pantry.")
        return self._("{name} turns the kitchen over into the pantry.").format(
            name=self.names[e.seat])

    def flipped(self, e: ev.Flipped, reader: Reader) -> str:
        top = ingredient_label(self.data.cards[e.cards[-1]], self.language)
        said = (self._("You flip {count}: {top} on top.") if e.seat == reader
                else self._("{name} flips {count}: {top} on top."))
        return said.format(name=self.names[e.seat], count=len(e.cards), top=top)

    def built(self, e: ev.Built, reader: Reader) -> str:
        _ = self._
        you = e.seat == reader
        if e.owner == reader:
            said = (_("You add {card} to your plate {plate}.") if you
                    else _("{name} adds {card} to your plate {plate}."))
        elif e.owner == e.seat:
            said = (_("You add {card} to your plate {plate}.") if you
                    else _("{name} adds {card} to plate {plate}."))
        else:
            said = (_("You add {card} to {owner}'s plate {plate}.") if you
                    else _("{name} adds {card} to {owner}'s plate {plate}."))
        return said.format(name=self.names[e.seat], card=self.card_name(e.cards[-1]),
                           owner=self.names[e.owner], plate=e.plate + 1)

    def smashed(self, e: ev.Smashed, reader: Reader) -> str:
        """As a player says it: the fists on the taco once they beat it ("Ana smashes a 3
        taco with 4 fists: beaten."), else how many more it takes ("Ana hits a 3 taco: 1 more
        fist to smash it.")."""
        target = self.data.cards[e.taco]
        you = e.seat == reader
        words, needed = self.language, target.spiciness
        beaten, left = e.fists >= needed, needed - e.fists
        count = e.fists if beaten else left
        if e.owner == e.seat:
            said = ((words.ngettext("You smash {taco} with {fists} fist: beaten.",
                                    "You smash {taco} with {fists} fists: beaten.", count)
                     if you else
                     words.ngettext("{name} smashes {taco} with {fists} fist: beaten.",
                                    "{name} smashes {taco} with {fists} fists: beaten.", count))
                    if beaten else
                    (words.ngettext("You hit {taco}: {left} more fist to smash it.",
                                    "You hit {taco}: {left} more fists to smash it.", count)
                     if you else
                     words.ngettext("{name} hits {taco}: {left} more fist to smash it.",
                                    "{name} hits {taco}: {left} more fists to smash it.",
                                    count)))
        elif e.owner == reader:
            said = (words.ngettext(
                "{name} smashes {taco} attacking you: {fists} fist, beaten.",
                "{name} smashes {taco} attacking you: {fists} fists, beaten.", count)
                if beaten else words.ngettext(
                "{name} hits {taco} attacking you: {left} more fist to smash it.",
                "{name} hits {taco} attacking you: {left} more fists to smash it.", count))
        elif beaten:
            said = (words.ngettext(
                "You smash {taco} attacking {owner}: {fists} fist, beaten.",
                "You smash {taco} attacking {owner}: {fists} fists, beaten.", count) if you
                else words.ngettext(
                    "{name} smashes {taco} attacking {owner}: {fists} fist, beaten.",
                    "{name} smashes {taco} attacking {owner}: {fists} fists, beaten.", count))
        else:
            said = (words.ngettext(
                "You hit {taco} attacking {owner}: {left} more fist to smash it.",
                "You hit {taco} attacking {owner}: {left} more fists to smash it.", count)
                if you else words.ngettext(
                    "{name} hits {taco} attacking {owner}: {left} more fist to smash it.",
                    "{name} hits {taco} attacking {owner}: {left} more fists to smash it.",
                    count))
        return said.format(name=self.names[e.seat], taco=attack_label(target, self.language),
                           owner=self.names[e.owner], fists=e.fists, left=left)

    def headline(self, event: object) -> str | None:
        """A play as the strip at the bottom says it at a glance (names, no "you"): a smash or
        an eaten taco in a few words ("Ana smashes a 3 taco."); None: the history's line is
        short already (the strip's tooltip and the Tab list keep the whole lines)."""
        words = self.language
        if isinstance(event, ev.Smashed):
            target = self.data.cards[event.taco]
            left = target.spiciness - event.fists
            said = (words.gettext("{name} smashes {taco}.") if left <= 0 else words.ngettext(
                "{name} hits {taco}: {left} more fist.", "{name} hits {taco}: {left} more fists.",
                left))
            return said.format(name=self.names[event.seat],
                               taco=attack_label(target, words), left=left)
        if isinstance(event, ev.TacoEaten):
            return words.gettext("{name} eats {taco}.").format(
                name=self.names[event.seat],
                taco=attack_label(self.data.cards[event.cards[-1]], words))
        return None

    def grabbed(self, e: ev.Grabbed, reader: Reader) -> str:
        words, count = self.language, len(e.cards)
        if e.seat == reader:
            said = words.ngettext("You grab {count} ingredient.", "You grab {count} ingredients.",
                                  count)
        else:
            said = words.ngettext("{name} grabs {count} ingredient.",
                                  "{name} grabs {count} ingredients.", count)
        return said.format(name=self.names[e.seat], count=count)

    def given(self, e: ev.Given, reader: Reader) -> str:
        if e.to == reader:
            return self._("{name} gives you a card.").format(name=self.names[e.seat])
        said = (self._("You give a card to {to}.") if e.seat == reader
                else self._("{name} gives a card to {to}."))
        return said.format(name=self.names[e.seat], to=self.names[e.to])

    def fork_sunk(self, e: ev.ForkSunk, reader: Reader) -> str:
        if e.seat == reader:
            return self._("Your fork goes to the sink.")
        return self._("{name}'s fork goes to the sink.").format(name=self.names[e.seat])

    def eaten(self, e: ev.TacoEaten, reader: Reader) -> str:
        """Who ate it (the seat whose fork stabbed it) and whose kitchen it lands in (the
        seat it attacked): "Sam eats a 1 taco attacking Diego" (it said "Diego eats")."""
        taco = self.data.cards[e.cards[-1]]
        _ = self._
        if e.seat == e.victim:  # (alone: your own fork on the taco attacking you)
            said = (_("You eat {taco}: {ingredient} lands in your kitchen.") if e.seat == reader
                    else _("{name} eats {taco}: {ingredient} lands in their kitchen."))
        elif e.seat == reader:
            said = _("You eat {taco} attacking {victim}: {ingredient} lands in their kitchen.")
        elif e.victim == reader:
            said = _("{name} eats {taco} attacking you: {ingredient} lands in your kitchen.")
        else:  # (a line the history's rows keep to two, long names too: the card shows in
            said = _("{name} eats {taco} attacking {victim}.")  # their kitchen)
        return said.format(name=self.names[e.seat], victim=self.names[e.victim],
                           taco=attack_label(taco, self.language),
                           ingredient=ingredient_label(taco, self.language))

    def prep_moved(self, e: ev.PrepMoved, reader: Reader) -> str:
        _ = self._
        mine, name = e.owner == reader, self.names[e.owner]
        if e.step == 1:
            return _("You clean your kitchen.") if mine else \
                _("{name} cleans the kitchen.").format(name=name)
        if e.step == 2:
            return _("Smash cards go to your pantry.") if mine else \
                _("Smash cards go to {name}'s pantry.").format(name=name)
        if e.step == 3:
            return _("You add a defeated taco to your pantry.") if mine else \
                _("{name} adds a defeated taco to the pantry.").format(name=name)
        heat_name: str = self.data.wave_heats[e.wave - 1]
        heat = _(HEATS[heat_name]) if heat_name in HEATS else heat_name
        count = len(e.cards)
        if mine:
            said = self.language.ngettext("Wave {wave}: {count} {heat} taco for you.",
                                          "Wave {wave}: {count} {heat} tacos for you.", count)
        else:
            said = self.language.ngettext("Wave {wave}: {count} {heat} taco for {name}.",
                                          "Wave {wave}: {count} {heat} tacos for {name}.", count)
        return said.format(wave=e.wave, count=count, heat=heat, name=name)

    def held(self, e: ev.TacoHeld, reader: Reader) -> str:
        said = (self._("You must hold {taco}.") if e.holder == reader
                else self._("{name} must hold {taco}."))
        return said.format(name=self.names[e.holder], taco=self.attack(e.cards[-1]))

    def placed(self, e: ev.Placed, reader: Reader) -> str:
        said = (self._("You face {taco} with plate {plate}.") if e.seat == reader
                else self._("{name} faces {taco} with plate {plate}."))
        return said.format(name=self.names[e.seat], taco=self.attack(e.cards[-1]),
                           plate=e.plate + 1)

    def shuffled(self, e: ev.PantryShuffled, reader: Reader) -> str:
        if e.seat == reader:
            return self._("You shuffle your pantry.")
        return self._("{name} shuffles the pantry.").format(name=self.names[e.seat])

    def stab(self, e: ev.StabProgress, reader: Reader) -> str:
        said = (self._("You stab {taco} ({taps}/{needed}).") if e.seat == reader
                else self._("{name} stabs {taco} ({taps}/{needed})."))
        return said.format(name=self.names[e.seat], taco=self.attack(e.taco), taps=e.taps,
                           needed=e.needed)

    def lapsed(self, e: ev.StabLapsed, reader: Reader) -> str:
        said = (self._("Your stab misses ({why}).") if e.seat == reader
                else self._("{name}'s stab misses ({why})."))
        return said.format(name=self.names[e.seat], why=self._(LAPSES[e.why]))

    def verdict(self, e: ev.Verdict, reader: Reader) -> str:
        said = (self._("{taco} attacking you: {result}.") if e.seat == reader
                else self._("{taco} attacking {name}: {result}."))
        return capital(said.format(taco=self.attack(e.taco), name=self.names[e.seat],
                                   result=self._(VERDICTS.get(e.result, e.result))))

    def ready(self, e: ev.SeatReady, reader: Reader) -> str:
        if e.seat == reader:
            return self._("You are ready.")
        return self._("{name} is ready.").format(name=self.names[e.seat])

    def phase(self, e: ev.PhaseStarted, reader: Reader) -> str:
        if e.phase == "fight":
            return self._("Fight {wave}! The hourglass runs {seconds} seconds.").format(
                wave=e.wave, seconds=f"{e.seconds:g}")
        if e.seconds:
            return self._("Prep for wave {wave}: {seconds} seconds.").format(
                wave=e.wave, seconds=f"{e.seconds:g}")
        return self._("Prep for wave {wave}: place your tacos and get ready.").format(
            wave=e.wave)

    def game_over(self, e: ev.GameOver, reader: Reader) -> str | None:
        return self.say_ending(e.ending, reader)

    # --- how the game ended ------------------------------------------------------------------
    def say_ending(self, ending: Any, reader: Reader) -> str | None:
        wording = self.ending_wordings().get(type(ending))
        return wording(ending, reader) if wording is not None else None

    def all_defeated(self, f: end.AllWavesDefeated, reader: Reader) -> str:
        if f.waves in NUMBER_WORDS:
            return self._(NUMBER_WORDS[f.waves])
        return self._("All {count} waves defeated").format(count=f.waves)

    def standing(self, f: end.SpecialStanding, reader: Reader) -> str:
        way = self.data.beaten_by(self.data.cards[f.taco].special)
        said = COMA_BEATEN_YOU[way] if f.owner == reader else COMA_BEATEN[way]
        return self._(said).format(special=self.special(f.taco), whom=self.names[f.owner])

    def too_many(self, f: end.HoldingTooMany, reader: Reader) -> str:
        said = (self._("Food coma: you would hold {count} tacos.") if f.seat == reader
                else self._("Food coma: {name} would hold {count} tacos."))
        return said.format(name=self.names[f.seat], count=f.count)

    def ending_wordings(self) -> dict[type, Wording]:
        return {
            end.AllWavesDefeated: self.all_defeated,
            end.SpecialStanding: self.standing,
            end.LeftAfterLastFight: self.always(N_("Food coma: tacos are still attacking or held "
                                                   "after the last fight.")),
            end.HoldingTooMany: self.too_many,
        }

    # --- hints: why a bot would make the move ------------------------------------------------
    def add_to_plate(self, h: hint.AddToPlate, reader: Reader) -> str:
        said = (self._("Add {card} to your plate {plate}.") if h.owner == h.seat
                else self._("Add {card} to {owner}'s plate {plate}."))
        return said.format(card=self.card_name(h.card), owner=self.names[h.owner],
                           plate=h.plate + 1)

    def stab_at(self, h: hint.StabAt, reader: Reader) -> str:
        said = (self._("Stab {taco} at your plate {plate} so you eat it.") if h.owner == h.seat
                else self._("Stab {taco} at {owner}'s plate {plate} so {owner} eats it."))
        return said.format(taco=self.attack(h.taco), owner=self.names[h.owner],
                           plate=h.plate + 1)

    def smash_at(self, h: hint.SmashAt, reader: Reader) -> str:
        said = (self._("Smash {taco} at your plate {plate}.") if h.owner == h.seat
                else self._("Smash {taco} at {owner}'s plate {plate}."))
        return said.format(taco=self.attack(h.taco), owner=self.names[h.owner],
                           plate=h.plate + 1)

    def stab_held(self, h: hint.StabHeld, reader: Reader) -> str:
        if h.owner == h.seat:
            return self._("Stab the taco you are holding.")
        return self._("Stab the taco {name} is holding.").format(name=self.names[h.owner])

    def hint_wordings(self) -> dict[type, Wording]:
        return {
            hint.FlipToLook: self.always(N_("Flip to look for useful ingredients.")),
            hint.NothingBetter: self.always(N_("Nothing better to do right now.")),
            hint.GrabForNextFight: self.always(N_("Grab ingredients for the next fight before "
                                                   "you get Ready.")),
            hint.GetReady: self.always(N_("Face your tacos with your tallest plates and get "
                                          "ready.")),
            hint.KeepTapping: self.always(N_("Keep tapping the fork until it is eaten.")),
            hint.ShufflePantry: self.always(N_("Shuffle: flipping in pairs hides the same cards "
                                               "every time.")),
            hint.GrabMore: self.always(N_("Grab more ingredients.")),
            hint.PassCard: self.always(N_("Your hands are full: pass a card to a teammate.")),
            hint.AddToPlate: self.add_to_plate,
            hint.StabAt: self.stab_at,
            hint.SmashAt: self.smash_at,
            hint.StabHeld: self.stab_held,
        }

    # --- refusals ----------------------------------------------------------------------------
    def refusal_wordings(self) -> dict[type, Wording]:
        _ = self._
        fixed = {
            no.GameIsOver: N_("The game is over."),
            no.NoSuchSeat: N_("There is no such seat at this table."),
            no.NotThisGame: N_("¡Taco Fight! has no such action."),
            no.NotOnKitchenTop: N_("That card is not on top of your kitchen."),
            no.NoSuchPlate: N_("There is no such plate."),
            no.NotAttacking: N_("That taco is not attacking or held by anyone."),
            no.NothingToFlip: N_("Your pantry and kitchen are empty: grab ingredients first."),
            no.TacoComplete: N_("That taco is already complete."),
            no.NoAttacker: N_("No taco attacks that plate."),
            no.OnlyForksStab: N_("Only a fork can stab a taco."),
            no.StackEmpty: N_("The ingredient stack is empty."),
            no.NothingToShuffle: N_("There is nothing to shuffle in your pantry."),
            no.GiveToTeammate: (N_("Playing alone, there is no one to give cards to.")
                                if self.alone
                                else N_("You pass cards from your pantry to a teammate's, never "
                                     "to your own.")),
            no.PantryEmpty: N_("Your pantry is empty."),
            no.PlaceInPrep: N_("Tacos are placed during the prep phase."),
            no.NotYourNewTaco: N_("That is not one of your new tacos."),
            no.AlreadyThere: N_("That taco is already on that plate."),
            no.PlateTaken: N_("Another taco is already on that plate."),
            no.AllPlaced: N_("All your tacos are already placed."),
            no.ReadyInPrep: N_("You get ready during the prep phase."),
            no.AlreadyReady: N_("You are already ready."),
            no.NothingToDo: N_("There is nothing you can do right now."),
        }
        said: dict[type, Wording] = {kind: self.always(text) for kind, text in fixed.items()}
        cards = self.data.cards
        said.update({
            no.OnlyInFight: lambda r, _r: _(ONLY_IN_FIGHT[r.doing]),
            no.HandsFull: lambda r, _r: _((HANDS_FULL_ALONE if self.alone else HANDS_FULL)[
                r.doing]).format(count=r.held),
            no.NotYourOwnTacos: lambda r, _r: (
                _(NOT_OWN[r.doing]) if r.doing in NOT_OWN
                else _("You cannot defeat the tacos attacking you: a teammate must.")),
            no.OnlyOneWay: lambda r, _r: _(BEATEN[self.data.beaten_by(
                cards[r.taco].special)]).format(special=self.special(r.taco)),
            no.StartsWith: lambda r, _r: _("A taco starts with a {ingredient} ({value}).").format(
                ingredient=self.ingredient(r.value), value=r.value),
            no.NeedsNext: lambda r, _r: _("That taco needs {ingredient} ({value}) next.").format(
                ingredient=self.ingredient(r.value), value=r.value),
            no.NoFists: lambda r, _r: _("A {card} has no fists: use it another way.").format(
                card=self.card_name(r.card)),
        })
        return said

    # --- score reasons -----------------------------------------------------------------------
    def score_wordings(self) -> dict[type, Wording]:
        _, words = self._, self.language
        return {
            score.AteInWave: lambda f, _r: words.ngettext(
                "Wave {wave}: stabbed and ate {count} taco",
                "Wave {wave}: stabbed and ate {count} tacos", f.count).format(
                wave=f.wave, count=f.count),
            score.TacosEaten: self.always(N_("Tacos stabbed and eaten")),
            score.TeamEaten: lambda f, _r: (words.ngettext(
                "In all: {count} taco eaten", "In all: {count} tacos eaten", f.count)
                if self.alone else words.ngettext(
                "Team: {count} taco eaten", "Team: {count} tacos eaten", f.count)).format(
                count=f.count),
            score.WaveOf: lambda f, _r: _("{difficulty}, wave {wave} of {waves}").format(
                difficulty=_(self.data.difficulty(f.difficulty).name), wave=f.wave,
                waves=f.waves),
            score.Holding: lambda f, _r: words.ngettext(
                "Holding {count} taco", "Holding {count} tacos", f.count).format(count=f.count),
        }

    def wordings(self) -> dict[type, Wording]:
        words: dict[type, Wording] = {
            ev.KitchenTurnedOver: self.turned_over, ev.Flipped: self.flipped,
            ev.Built: self.built, ev.Smashed: self.smashed, ev.Grabbed: self.grabbed,
            ev.Given: self.given, ev.ForkSunk: self.fork_sunk, ev.TacoEaten: self.eaten,
            ev.PrepMoved: self.prep_moved, ev.TacoHeld: self.held, ev.Placed: self.placed,
            ev.PantryShuffled: self.shuffled, ev.StabProgress: self.stab,
            ev.StabLapsed: self.lapsed, ev.Verdict: self.verdict, ev.SeatReady: self.ready,
            ev.PhaseStarted: self.phase, ev.GameOver: self.game_over,
        }
        words.update(self.ending_wordings())
        words.update(self.hint_wordings())
        words.update(self.refusal_wordings())
        words.update(self.score_wordings())
        return words


def fight_phrases(names: Sequence[str], data: TacoFightData, rules: Rules,
                  words: Language) -> Phrases:
    """¡Taco Fight!'s phrase book for a game of these seats, cards and rules (its spec's
    `phrases`)."""
    return Phrases(FightWords(names, data, words).wordings(), words)
