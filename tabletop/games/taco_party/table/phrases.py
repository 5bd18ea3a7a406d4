"""Taco Party's phrase book: every fact of its rules in words, for one reader.

The reader a fact is about reads "you" ("You added Meat to your 2nd taco from the left"), and
an empty taco served onto their plate lands "onto your plate"; everyone else, and the line at
the bottom of the table (reader None), reads names. A taco is named by its place on its plate,
as the table lays tacos out left to right; a card by its name ('Meat', 'an Empty Taco', 'the
Sombrero'); a drawn card never. The rules tell facts only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.core.game import Rules
from tabletop.core.language import Language
from tabletop.games.taco_party.rules import events as ev
from tabletop.games.taco_party.rules import hints as hint
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules import score_breakdown as score
from tabletop.games.taco_party.rules.cards import INGREDIENT, TACO, TacoPartyData
from tabletop.games.taco_party.rules.endings import DeckFinished, Ending, TacosCompleted
from tabletop.table.phrases import Phrases, Reader, SeatWords, Wording, capital

MINUS = "\u2212"


def ordinal(n: int) -> str:
    """1 -> '1st', 2 -> '2nd', 11 -> '11th'."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def taco_name(index: int, count: int, whose: str = "your") -> str:
    """A taco by its place on its plate, as the table lays tacos out left to right: 'your taco'
    when it is the only one, else 'your 2nd taco from the left' (`whose`: 'their', "Ana's")."""
    if count <= 1:
        return f"{whose} taco"
    return f"{whose} {ordinal(index + 1)} taco from the left"


def card_label(data: TacoPartyData, card_id: int) -> str:
    """How a card is named in sentences: 'Meat', 'an Empty Taco', 'the Sombrero'."""
    card = data.cards[card_id]
    if card.kind == INGREDIENT:
        return card.name
    if card.kind == TACO:
        return f"an {card.name}" if card.name[:1].lower() in "aeiou" else f"a {card.name}"
    return f"the {card.name}"


def burn_words(data: TacoPartyData, cards: Sequence[int], short: bool = False) -> str:
    """'Sombrero (−4)', 'Crown or Sombrero (−4)', 'a 4-point card (−4)': what would burn
    (`short`: name a choice of cards by its points only)."""
    if not cards:
        return ""
    points = data.cards[cards[0]].score
    names = list(dict.fromkeys(data.cards[c].name for c in cards))
    if len(names) == 1:
        what = names[0]
    elif len(names) == 2 and not short:
        what = f"{names[0]} or {names[1]}"
    else:
        what = f"a {points}-point card"
    return f"{what} ({MINUS}{points})"


def cards_of(count: int) -> str:
    """'1 card', '3 cards'."""
    return f"{count} card" if count == 1 else f"{count} cards"


class PartyWords(SeatWords):
    """The words, knowing the seats' names and the cards (one per table)."""

    def __init__(self, names: Sequence[str], data: TacoPartyData,
                 words: Language | None = None) -> None:
        super().__init__(names, words)
        self.data = data

    def does(self, seat: int, reader: Reader, verb: str, you: str) -> str:
        """'Ana discards' / 'You discard': the seat and its verb, for the reader."""
        return f"You {you}" if seat == reader else f"{self.names[seat]} {verb}"

    def card(self, card_id: int) -> str:
        return card_label(self.data, card_id)

    def name(self, card_id: int) -> str:
        return self.data.cards[card_id].name

    def where(self, taco: int, tacos: int) -> str:
        """A taco of the player on turn, for their hint."""
        return taco_name(taco, tacos)

    # --- events ------------------------------------------------------------------------------
    def played(self, e: ev.CardPlayed, reader: Reader) -> str:
        who, what = self.who(e.seat, reader), self.card(e.card)
        if e.plate != e.seat:
            whose = "your" if e.plate == reader else f"{self.names[e.plate]}'s"
            said = f"{who} served {what} onto {whose} plate (hot sauce)"
        elif e.started:
            said = f"{who} started a new taco with {what}"
        else:
            whose = "your" if e.seat == reader else "their"
            said = f"{who} added {what} to {taco_name(e.taco, e.tacos, whose)}"
        return f"{said}; pickup {e.pickup}"

    def discarded(self, e: ev.CardDiscarded, reader: Reader) -> str:
        what = self.card(e.card)
        if e.nothing_played:
            return f"{self.who(e.seat, reader)} played nothing and " \
                   f"{'discard' if e.seat == reader else 'discards'} {what}"
        return f"{self.does(e.seat, reader, 'discards', 'discard')} {what}"

    def picked_up(self, e: ev.CardPickedUp, reader: Reader) -> str:
        what = self.card(e.card)
        if e.cost == 0:  # the middle, taken after playing nothing
            return f"{self.does(e.seat, reader, 'takes', 'take')} {what} from the middle"
        return f"{self.does(e.seat, reader, 'pays', 'pay')} {e.cost} for {what}; " \
               f"{e.left} pickup left"

    def burned(self, e: ev.CardBurned, reader: Reader) -> str:
        return (f"{self.does(e.seat, reader, 'burns', 'burn')} {self.card(e.card)} "
                f"(-{self.data.cards[e.card].score} at the end)")

    def drawn(self, e: ev.CardDrawn, reader: Reader) -> str:
        return f"{self.does(e.seat, reader, 'draws', 'draw')} a card"

    def ran_out(self, e: ev.DeckRanOut, reader: Reader) -> str:
        if e.final:
            return "The deck has run out: the game ends after this turn"
        return "The deck has run out: the discards become a new deck"

    def reshuffled(self, e: ev.DeckReshuffled, reader: Reader) -> str:
        count = len(e.cards)
        return (f"{count} discarded {'card' if count == 1 else 'cards'} shuffled into a "
                f"new deck")

    def step(self, e: ev.StepChanged, reader: Reader) -> str:
        if e.seat == reader:
            return f"Your {e.step} step"
        return f"{self.names[e.seat]}: {e.step} step"

    def burn_choice(self, e: ev.BurnChoice, reader: Reader) -> str:
        points = self.data.cards[e.choices[0]].score if e.choices else 0
        return (f"{self.does(e.seat, reader, 'has', 'have')} {e.left} pickup unspent: choose "
                f"which {points}-point card to burn")

    def pickup_over(self, e: ev.PickupOver, reader: Reader) -> str:
        has = self.does(e.seat, reader, "has", "have")
        if e.left <= 0:
            return f"{has} spent the whole pickup: nothing burns"
        return f"{has} {e.left} pickup left but the middle is empty: nothing burns"

    def turn(self, e: ev.TurnStarted, reader: Reader) -> str:
        return "Your turn" if e.seat == reader else f"{self.names[e.seat]}'s turn"

    def ending(self, end: Ending, reader: Reader) -> str:
        if isinstance(end, TacosCompleted):
            return f"{self.who(end.seat, reader)} completed {end.tacos} tacos"
        if end.times > 1:
            return "The deck ran out for the last time"
        return "The deck ran out"

    def game_ended(self, e: ev.GameEnded, reader: Reader) -> str:
        names = " and ".join("you" if w == reader else self.names[w] for w in e.winners)
        names = capital(names) if names.startswith("you") else names
        if len(e.winners) != 1:
            verdict = f"{names} share the win!"
        else:
            verdict = f"{names} {'win' if e.winners[0] == reader else 'wins'}!"
        return f"{self.ending(e.ending, reader)}. {verdict}"

    def event_wordings(self) -> dict[type, Wording]:
        said: dict[type, Wording] = {
            ev.CardPlayed: self.played, ev.CardDiscarded: self.discarded,
            ev.CardPickedUp: self.picked_up, ev.CardBurned: self.burned,
            ev.CardDrawn: self.drawn,
            ev.CentreRefilled: lambda e, _: f"{self.card(e.card)} turns up in the middle",
            ev.DeckRanOut: self.ran_out, ev.DeckReshuffled: self.reshuffled,
            ev.StepChanged: self.step, ev.BurnChoice: self.burn_choice,
            ev.PickupOver: self.pickup_over, ev.TurnStarted: self.turn,
            ev.GameEnded: self.game_ended,
        }
        return {kind: _capitalised(wording) for kind, wording in said.items()}

    # --- refusals ----------------------------------------------------------------------------
    def does_not_like(self, r: no.DoesNotLike, reader: Reader) -> str:
        new = self.data.cards[r.card]
        liked = ' or '.join(self.data.name_of(key) for key in new.likes)
        return f"{new.name} only goes next to {liked}, not {self.name(r.last)}"

    def refusal_wordings(self) -> dict[type, Wording]:
        fixed = {
            no.GameIsOver: "The game is over",
            no.NotThisGame: "Taco Party has no such move",
            no.DonePlaying: "You have already finished playing cards this turn",
            no.FinishOutsidePickup: "You can only finish picking up during the pickup step",
            no.NothingToBurn: "There is no card to choose for burning now",
            no.BurnAHighest: "Burn one of the highest-scoring cards in the middle",
            no.PlayOutsidePlayStep: "Cards can only be played in the play step, before "
                                    "discarding",
            no.NotInHand: "That card is not in your hand",
            no.NoSuchPlate: "There is no such plate",
            no.NoSuchTaco: "There is no such taco on that plate",
            no.OwnPlateOnly: "You may only play cards onto your own plate",
            no.OnlyEmptyTacoServed: "Only an empty taco, on its own, may go onto another "
                                    "player's plate",
            no.StartWithEmptyTaco: "Only an empty taco can start a new taco; put this card on "
                                   "a taco",
            no.EmptyTacoStandsAlone: "An empty taco starts a new taco of its own; drop it on "
                                     "the plate",
            no.OneOutfitPerTaco: "This taco already wears an outfit (one outfit per taco)",
            no.ToppedTaco: "Once a taco has its topper, only an outfit may be added",
            no.DiscardOutsideDiscardStep: "You can only discard after playing, before picking "
                                          "up",
            no.SameCardTwice: "You named the same card twice",
            no.DiscardFromHandOnly: "You can only discard cards from your hand",
            no.PickupOutsidePickupStep: "You can only pick up cards during the pickup step",
            no.NotInMiddle: "That card is not in the middle",
        }
        words: dict[type, Wording] = {kind: _always(text) for kind, text in fixed.items()}
        words.update({
            no.NotYourTurn: lambda r, _: f"It is {self.names[r.current]}'s turn",
            no.TopperNeedsIngredients: lambda r, _: (f"A topper needs {r.need} ingredients on "
                                                     f"the taco"),
            no.DoesNotLike: self.does_not_like,
            no.TooDear: lambda r, _: (f"That card costs {r.cost} but you have only {r.left} "
                                      f"pickup left"),
        })
        return words

    # --- hints: why a bot would make the move (said to the player on turn) ---------------------
    def finish_and_burn(self, h: hint.FinishAndBurn, reader: Reader) -> str:
        burn = burn_words(self.data, h.burns)
        if h.could_buy:
            return f"Finish: nothing here is worth the pickup; burns {burn}"
        return f"Finish: your pickup buys nothing here; burns {burn}"

    def pick_up(self, h: hint.PickUp, reader: Reader) -> str:
        tail = ", spending your whole pickup so nothing burns" if h.spends_all else ""
        return f"Pick up {self.name(h.card)}{tail}"

    def hint_wordings(self) -> dict[type, Wording]:
        fixed = {
            hint.AnyMove: "A random legal move",
            hint.NothingToDecide: "Nothing to decide",
            hint.SwapForMiddle: "Nothing worth playing: swap your hand for the middle cards",
            hint.KeepTheRest: "Done playing: keep the rest for later",
            hint.StartNewTaco: "Start a new taco to hold more ingredients",
            hint.DonePickingUp: "Done picking up",
        }
        words: dict[type, Wording] = {kind: _always(text) for kind, text in fixed.items()}
        words.update({
            hint.ServeEmptyTaco: lambda h, _: (f"Serve an empty taco to {self.names[h.seat]}: "
                                               f"it costs them {h.penalty} points"),
            hint.DressTaco: lambda h, _: (f"Dress {self.where(h.taco, h.tacos)} in the "
                                          f"{self.name(h.card)} for "
                                          f"{self.data.cards[h.card].score} points"),
            hint.TopTaco: lambda h, _: (f"Top {self.where(h.taco, h.tacos)} with the "
                                        f"{self.name(h.card)} for "
                                        f"{self.data.cards[h.card].score} points"),
            hint.FillTaco: lambda h, _: (f"{self.name(h.card)} fills "
                                         f"{self.where(h.taco, h.tacos)}, so it stops costing "
                                         f"you {h.penalty}"),
            hint.TuckIn: lambda h, _: (f"{self.name(h.card)} likes {self.name(h.last)}: tuck "
                                       f"it into {self.where(h.taco, h.tacos)}"),
            hint.DiscardMisfits: lambda h, _: ("Discard what does not fit your tacos: "
                                               + ", ".join(self.name(c) for c in h.cards)),
            hint.KeepHand: lambda h, _: ("Keep your hand: every card has a use" if h.all_useful
                                         else "Keep your hand"),
            hint.FinishAndBurn: self.finish_and_burn,
            hint.PickUp: self.pick_up,
            hint.BurnToDeny: lambda h, _: (f"Burn {self.name(h.card)}: it would help the "
                                           f"others most"),
        })
        return words

    # --- score breakdowns --------------------------------------------------------------------
    @staticmethod
    def taco_head(index: int, size: int) -> str:
        return f"Taco {index + 1}, {cards_of(size)}"

    def score_wordings(self) -> dict[type, Wording]:
        def how_tacos_count(f: score.HowTacosCount, _: Reader) -> str:
            times = "twice" if f.times == 2 else f"{f.times} times"
            return (f"Tacos with an ingredient count: the {f.scored} biggest, the biggest "
                    f"{times}.")

        return {
            score.BiggestTaco: lambda f, _: (f"{self.taco_head(f.index, f.size)}: biggest, "
                                             f"{f.points} \u00d7 {f.times}"),
            score.CountedTaco: lambda f, _: self.taco_head(f.index, f.size),
            score.ExtraTaco: lambda f, _: (f"{self.taco_head(f.index, f.size)}: not in the "
                                           f"{f.scored} biggest"),
            score.EmptyTaco: lambda f, _: f"Taco {f.index + 1}: no ingredient",
            score.BurnedCard: lambda f, _: f"Burned {self.name(f.card)}",
            score.HowTacosCount: how_tacos_count,
            score.NothingOnPlate: _always("Nothing on the plate yet."),
        }

    def wordings(self) -> dict[type, Wording]:
        words = self.event_wordings()
        words.update({TacosCompleted: self.ending, DeckFinished: self.ending})
        words.update(self.refusal_wordings())
        words.update(self.hint_wordings())
        words.update(self.score_wordings())
        return words


def _always(text: str) -> Wording:
    def said(fact: Any, reader: Reader) -> str:
        return text
    return said


def _capitalised(wording: Wording) -> Wording:
    """A line of the history or the line at the bottom starts with a capital letter."""
    def said(fact: Any, reader: Reader) -> str | None:
        text = wording(fact, reader)
        return capital(text) if text else text
    return said


def party_phrases(names: Sequence[str], data: TacoPartyData, rules: Rules,
                  words: Language) -> Phrases:
    """Taco Party's phrase book for a game of these seats and cards (its spec's `phrases`)."""
    return Phrases(PartyWords(names, data, words).wordings(), words)
