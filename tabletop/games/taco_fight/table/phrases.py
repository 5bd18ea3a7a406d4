"""¡Taco Fight!'s phrase book: every event, refusal, hint, ending and score reason of its rules
in words, for one reader.

The reader a fact is about reads "you" ("You add Cheese to Beto's plate 2."); everyone else,
and the line at the bottom of the table (reader None), reads names. The rules tell facts only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.core.game import Rules
from tabletop.core.language import Language
from tabletop.games.taco_fight.rules import endings as end
from tabletop.games.taco_fight.rules import events as ev
from tabletop.games.taco_fight.rules import hints as hint
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules import score_breakdown as score
from tabletop.games.taco_fight.rules.cards import BLOCK, EAT, SMASH, Card, TacoFightData
from tabletop.table.phrases import Phrases, Reader, SeatWords, Wording, capital

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
                8: "eight", 9: "nine", 10: "ten"}
BEATEN = {EAT: "eaten", BLOCK: "blocked", SMASH: "smashed"}
"""How a special is beaten, as "it can only be ..." says it."""
LAPSES = {ev.NEW_STAB: "a new stab", ev.COVERED: "the fork was covered",
          ev.GONE: "the taco is gone", ev.TOO_SLOW: "too few taps in time",
          ev.TIME_UP: "time is up"}
"""Why a stab missed."""
ONLY_IN_FIGHT = {no.FLIP: "flip cards", no.BUILD: "build tacos", no.SMASH: "smash tacos",
                 no.STAB: "stab tacos"}
HANDS_FULL = {no.FLIP: "flip", no.PLAY: "play cards", no.STAB: "stab"}


def attack_label(card: Card) -> str:
    """A taco's attacking side in sentences: 'a 5 taco', 'a Burrito'."""
    if card.special:
        return f"a {card.special_name}"
    return f"a {card.spiciness} taco"


def fists_words(fists: int) -> str:
    """'1 fist', '2 fists'."""
    return "1 fist" if fists == 1 else f"{fists} fists"


def ingredient_label(card: Card) -> str:
    """A card's ingredient side in sentences: 'a Cheese (2 fists)'."""
    return f"a {card.name} ({fists_words(card.fists)})"


def tacos(count: int) -> str:
    """'1 taco', '3 tacos'."""
    return f"{count} taco" if count == 1 else f"{count} tacos"


def _always(text: str) -> Wording:
    def said(fact: Any, reader: Reader) -> str:
        return text
    return said


class FightWords(SeatWords):
    """The words, knowing the seats' names and the cards (one per table)."""

    def __init__(self, names: Sequence[str], data: TacoFightData,
                 words: Language | None = None) -> None:
        super().__init__(names, words)
        self.data = data

    def whose(self, seat: int, reader: Reader) -> str:
        """'Your' to the seat itself, "Ana's" to everyone else (its lines start with it)."""
        return capital(super().whose(seat, reader))

    def does(self, seat: int, reader: Reader, verb: str, verbs: str) -> str:
        """'You flip' to the seat itself, 'Ana flips' to everyone else."""
        return f"You {verb}" if seat == reader else f"{self.names[seat]} {verbs}"

    def attack(self, taco: int) -> str:
        return attack_label(self.data.cards[taco])

    def beaten(self, taco: int) -> str:
        """'eaten', 'blocked' or 'smashed': the only way the special `taco` is beaten."""
        return BEATEN[self.data.beaten_by(self.data.cards[taco].special)]

    def ingredient(self, value: int) -> str:
        """The name of the ingredient of `value`: 'Tortilla' for 0."""
        return next(t.name for t in self.data.ingredient_types if t.value == value)

    # --- events ------------------------------------------------------------------------------
    def turned_over(self, e: ev.KitchenTurnedOver, reader: Reader) -> str:
        if e.seat == reader:
            return "You turn your kitchen over into the pantry."
        return f"{self.names[e.seat]} turns the kitchen over into the pantry."

    def flipped(self, e: ev.Flipped, reader: Reader) -> str:
        top = ingredient_label(self.data.cards[e.cards[-1]])
        return f"{self.does(e.seat, reader, 'flip', 'flips')} {len(e.cards)}: {top} on top."

    def built(self, e: ev.Built, reader: Reader) -> str:
        card = self.data.cards[e.cards[-1]]
        if e.owner == reader:
            whose = "your"
        elif e.owner == e.seat:
            whose = "their own"
        else:
            whose = f"{self.names[e.owner]}'s"
        return f"{self.does(e.seat, reader, 'add', 'adds')} {card.name} to {whose} plate " \
               f"{e.plate + 1}."

    def smashed(self, e: ev.Smashed, reader: Reader) -> str:
        target = self.data.cards[e.taco]
        whom = "" if e.owner == e.seat else f" attacking {self.whom(e.owner, reader)}"
        return (f"{self.does(e.seat, reader, 'smash', 'smashes')} {attack_label(target)}{whom}: "
                f"{e.fists} of {target.spiciness} fists.")

    def grabbed(self, e: ev.Grabbed, reader: Reader) -> str:
        count = len(e.cards)
        things = "ingredient" if count == 1 else "ingredients"
        return f"{self.does(e.seat, reader, 'grab', 'grabs')} {count} {things}."

    def given(self, e: ev.Given, reader: Reader) -> str:
        if e.to == reader:
            return f"{self.names[e.seat]} gives you a card."
        return f"{self.does(e.seat, reader, 'give', 'gives')} a card to {self.names[e.to]}."

    def fork_sunk(self, e: ev.ForkSunk, reader: Reader) -> str:
        return f"{self.whose(e.seat, reader)} fork goes to the sink."

    def eaten(self, e: ev.TacoEaten, reader: Reader) -> str:
        taco = self.data.cards[e.cards[-1]]
        kitchen = "your" if e.victim == reader else "their"
        return (f"{self.does(e.victim, reader, 'eat', 'eats')} {attack_label(taco)}: "
                f"{ingredient_label(taco)} lands on {kitchen} kitchen.")

    def prep_moved(self, e: ev.PrepMoved, reader: Reader) -> str:
        mine = e.owner == reader
        if e.step == 1:
            return "You clean your kitchen." if mine else \
                f"{self.names[e.owner]} cleans the kitchen."
        if e.step == 2:
            return "Smash cards go to your pantry." if mine else \
                f"Smash cards go to {self.names[e.owner]}'s pantry."
        if e.step == 3:
            return "You add a defeated taco to your pantry." if mine else \
                f"{self.names[e.owner]} adds a defeated taco to the pantry."
        heat = self.data.wave_heats[e.wave - 1]
        count = len(e.cards)
        kind = "taco" if count == 1 else "tacos"
        return f"Wave {e.wave}: {count} {heat} {kind} for {self.whom(e.owner, reader)}."

    def held(self, e: ev.TacoHeld, reader: Reader) -> str:
        return f"{self.who(e.holder, reader)} must hold {self.attack(e.cards[-1])}."

    def placed(self, e: ev.Placed, reader: Reader) -> str:
        return (f"{self.does(e.seat, reader, 'face', 'faces')} {self.attack(e.cards[-1])} with "
                f"plate {e.plate + 1}.")

    def shuffled(self, e: ev.PantryShuffled, reader: Reader) -> str:
        if e.seat == reader:
            return "You shuffle your pantry."
        return f"{self.names[e.seat]} shuffles the pantry."

    def stab(self, e: ev.StabProgress, reader: Reader) -> str:
        return (f"{self.does(e.seat, reader, 'stab', 'stabs')} {self.attack(e.taco)} "
                f"({e.taps}/{e.needed}).")

    def lapsed(self, e: ev.StabLapsed, reader: Reader) -> str:
        return f"{self.whose(e.seat, reader)} stab misses ({LAPSES[e.why]})."

    def verdict(self, e: ev.Verdict, reader: Reader) -> str:
        label = self.attack(e.taco)
        return f"{label[0].upper()}{label[1:]} attacking {self.whom(e.seat, reader)}: {e.result}."

    def ready(self, e: ev.SeatReady, reader: Reader) -> str:
        return "You are ready." if e.seat == reader else f"{self.names[e.seat]} is ready."

    def phase(self, e: ev.PhaseStarted, reader: Reader) -> str:
        if e.phase == "fight":
            return f"Fight {e.wave}! The hourglass runs {e.seconds:g} seconds."
        if e.seconds:
            return f"Prep for wave {e.wave}: {e.seconds:g} seconds."
        return f"Prep for wave {e.wave}: place your tacos and get ready."

    def game_over(self, e: ev.GameOver, reader: Reader) -> str | None:
        return self.say_ending(e.ending, reader)

    # --- how the game ended ------------------------------------------------------------------
    def say_ending(self, ending: Any, reader: Reader) -> str | None:
        wording = self.ending_wordings().get(type(ending))
        return wording(ending, reader) if wording is not None else None

    def ending_wordings(self) -> dict[type, Wording]:
        return {
            end.AllWavesDefeated: lambda f, _: (f"All {NUMBER_WORDS.get(f.waves, str(f.waves))} "
                                                f"waves defeated"),
            end.SpecialStanding: lambda f, r: (
                f"Food coma: {self.data.cards[f.taco].special_name} attacking "
                f"{self.whom(f.owner, r)} was not {self.beaten(f.taco)}."),
            end.LeftAfterLastFight: _always("Food coma: tacos are still attacking or held after "
                                            "the last fight."),
            end.HoldingTooMany: lambda f, r: (f"Food coma: {self.whom(f.seat, r)} would hold "
                                              f"{f.count} tacos."),
        }

    # --- hints: why a bot would make the move ------------------------------------------------
    def plate_of(self, seat: int, owner: int, plate: int) -> str:
        """'your plate 2' when the advice is for the plate's owner, else "Beto's plate 2"."""
        whose = "your" if owner == seat else f"{self.names[owner]}'s"
        return f"{whose} plate {plate + 1}"

    def hint_wordings(self) -> dict[type, Wording]:
        cards = self.data.cards
        return {
            hint.FlipToLook: _always("Flip to look for useful ingredients."),
            hint.NothingBetter: _always("Nothing better to do right now."),
            hint.GrabForNextFight: _always("Grab ingredients for the next fight."),
            hint.GetReady: _always("Face your tacos with your tallest plates and get ready."),
            hint.KeepTapping: _always("Keep tapping the fork until it is eaten."),
            hint.ShufflePantry: _always("Shuffle: flipping in pairs hides the same cards every "
                                        "time."),
            hint.GrabMore: _always("Grab more ingredients."),
            hint.PassCard: _always("Your hands are full: pass a card to a teammate."),
            hint.AddToPlate: lambda h, _: (f"Add {cards[h.card].name} to "
                                           f"{self.plate_of(h.seat, h.owner, h.plate)}."),
            hint.StabAt: lambda h, _: (
                f"Stab {self.attack(h.taco)} at {self.plate_of(h.seat, h.owner, h.plate)} so "
                + ("you eat it." if h.owner == h.seat else f"{self.names[h.owner]} eats it.")),
            hint.SmashAt: lambda h, _: (f"Smash {self.attack(h.taco)} at "
                                        f"{self.plate_of(h.seat, h.owner, h.plate)}."),
            hint.StabHeld: lambda h, _: ("Stab the taco you are holding." if h.owner == h.seat
                                         else f"Stab the taco {self.names[h.owner]} is "
                                              f"holding."),
        }

    # --- refusals ----------------------------------------------------------------------------
    def refusal_wordings(self) -> dict[type, Wording]:
        fixed = {
            no.GameIsOver: "The game is over.",
            no.NoSuchSeat: "There is no such seat at this table.",
            no.NotThisGame: "¡Taco Fight! has no such action.",
            no.NotOnKitchenTop: "That card is not on top of your kitchen.",
            no.NoSuchPlate: "There is no such plate.",
            no.NotAttacking: "That taco is not attacking or held by anyone.",
            no.NothingToFlip: "Your pantry and kitchen are empty: grab ingredients first.",
            no.TacoComplete: "That taco is already complete.",
            no.NoAttacker: "No taco attacks that plate.",
            no.OnlyForksStab: "Only a fork can stab a taco.",
            no.StackEmpty: "The ingredient stack is empty.",
            no.NothingToShuffle: "There is nothing to shuffle in your pantry.",
            no.GiveToTeammate: "Give cards to a teammate.",
            no.PantryEmpty: "Your pantry is empty.",
            no.PlaceInPrep: "Tacos are placed during the prep phase.",
            no.NotYourNewTaco: "That is not one of your new tacos.",
            no.AlreadyThere: "That taco is already on that plate.",
            no.PlateTaken: "Another taco is already on that plate.",
            no.AllPlaced: "All your tacos are already placed.",
            no.ReadyInPrep: "You get ready during the prep phase.",
            no.AlreadyReady: "You are already ready.",
            no.NothingToDo: "There is nothing you can do right now.",
        }
        words: dict[type, Wording] = {kind: _always(text) for kind, text in fixed.items()}
        cards = self.data.cards
        words.update({
            no.OnlyInFight: lambda r, _: f"You can only {ONLY_IN_FIGHT[r.doing]} during a fight.",
            no.HandsFull: lambda r, _: (f"You are holding {r.held} tacos: you cannot "
                                        f"{HANDS_FULL[r.doing]} until a teammate eats one."),
            no.NotYourOwnTacos: lambda r, _: (f"You cannot {r.doing} the tacos attacking you: a "
                                              f"teammate must."),
            no.OnlyOneWay: lambda r, _: (f"{cards[r.taco].special_name} can only be "
                                         f"{self.beaten(r.taco)}."),
            no.StartsWith: lambda r, _: (f"A taco starts with a {self.ingredient(r.value)} "
                                         f"({r.value})."),
            no.NeedsNext: lambda r, _: (f"That taco needs a {self.ingredient(r.value)} "
                                        f"({r.value}) next."),
            no.NoFists: lambda r, _: f"A {cards[r.card].name} has no fists: use it another way.",
        })
        return words

    # --- score reasons -----------------------------------------------------------------------
    def score_wordings(self) -> dict[type, Wording]:
        return {
            score.AteInWave: lambda f, _: f"Wave {f.wave}: stabbed and ate {tacos(f.count)}",
            score.TacosEaten: _always("Tacos stabbed and eaten"),
            score.TeamEaten: lambda f, _: f"Team: {tacos(f.count)} eaten",
            score.WaveOf: lambda f, _: (f"{self.data.difficulty(f.difficulty).name}, wave "
                                        f"{f.wave} of {f.waves}"),
            score.Holding: lambda f, _: f"Holding {tacos(f.count)}",
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
