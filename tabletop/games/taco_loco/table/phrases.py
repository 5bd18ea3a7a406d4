"""Taco Loco's phrase book: every event and refusal of its rules in words, for one reader.

The reader a fact is about reads "you" ("You played a 5 on the taco showing 7"); everyone else,
and the line at the bottom of the table (reader None), reads names. The rules tell facts only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.core.game import Rules
from tabletop.games.taco_loco.rules import events as ev
from tabletop.games.taco_loco.rules import hints as hint
from tabletop.games.taco_loco.rules import refusals as no
from tabletop.games.taco_loco.rules import score_breakdown as score
from tabletop.games.taco_loco.rules.cards import LONESOME, TacoLocoData
from tabletop.games.taco_loco.rules.endings import AllHandsEmpty
from tabletop.games.taco_loco.rules.observation import GIVE, Question
from tabletop.games.taco_loco.rules.options import TOP_OF_TACO
from tabletop.table.phrases import Phrases, Reader, SeatWords, Wording


def ordinal(n: int) -> str:
    """1 -> '1st', 2 -> '2nd', 11 -> '11th'."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def card_count(count: int) -> str:
    """'1 card', '3 cards'."""
    return f"{count} card" if count == 1 else f"{count} cards"


def where(place: ev.TacoPlace | None) -> str:
    """'the taco showing 7'; 'the 2nd taco from the left' when another taco shows 7 too; 'a new
    taco' for none yet."""
    if place is None:
        return "a new taco"
    if place.sum_shared:
        return f"the {ordinal(place.place)} taco from the left"
    return f"the taco showing {place.sum}"


HINT_ROOM = 64
"""A hint says "who is leading" only when the sentence before it is no longer than this."""


class LocoWords(SeatWords):
    """The words, knowing the seats' names and the cards (one per table)."""

    def __init__(self, names: Sequence[str], data: TacoLocoData) -> None:
        super().__init__(names)
        self.data = data

    def card(self, card_id: int) -> str:
        """'a 5', 'a Legendary Taco'."""
        card = self.data.cards[card_id]
        return f"a {card.value}" if card.is_number else f"a {card.name}"

    def waiting_for(self, question: Question, reader: Reader) -> str:
        name = self.names[question.seat]
        if question.kind == GIVE:
            return f"{name} is choosing who gets the perfect taco."
        return (f"{name} may counter {self.whose(question.player, reader)} Legendary Taco "
                f"with a Lonesome Taco.")

    # --- events ------------------------------------------------------------------------------
    def dealt(self, e: ev.CardDealt, reader: Reader) -> str:
        if e.seat == reader:
            return "You were dealt a card"
        return f"{self.names[e.seat]} was dealt a card"

    def base_returned(self, e: ev.BaseCardReturned, reader: Reader) -> str:
        return f"The base was {self.card(e.card)}: shuffled back into the pile"

    def base_placed(self, e: ev.BaseCardPlaced, reader: Reader) -> str:
        return f"The taco base is {self.card(e.card)}: sum {e.sum}"

    def turn(self, e: ev.TurnStarted, reader: Reader) -> str:
        if e.first:
            return "You start" if e.seat == reader else f"{self.names[e.seat]} starts"
        return "Your turn" if e.seat == reader else f"{self.names[e.seat]}'s turn"

    def played(self, e: ev.CardPlayed, reader: Reader) -> str:
        who = self.who(e.seat, reader)
        if e.started or e.where is None:
            return f"{who} started a new taco with {self.card(e.card)}: sum {e.sum}"
        if self.data.cards[e.card].kind == LONESOME:
            return f"{who} played a Lonesome Taco on {where(e.where)}: the sum is back to {e.sum}"
        return f"{who} played {self.card(e.card)} on {where(e.where)}: sum {e.sum}"

    def counter_asked(self, e: ev.CounterAsked, reader: Reader) -> str:
        legendary = self.whose(e.legendary_seat, reader)
        if e.seat == reader:
            return f"Counter {legendary} Legendary Taco with a Lonesome Taco?"
        return f"{self.names[e.seat]}: counter {legendary} Legendary Taco with a Lonesome Taco?"

    def counter_declined(self, e: ev.CounterDeclined, reader: Reader) -> str:
        if e.seat == reader:
            return "You do not counter"
        return f"{self.names[e.seat]} does not counter"

    def countered(self, e: ev.LegendaryCountered, reader: Reader) -> str:
        return (f"{self.who(e.seat, reader)} countered {self.whose(e.legendary_seat, reader)} "
                f"Legendary Taco with a Lonesome Taco!")

    def give_asked(self, e: ev.GiveAsked, reader: Reader) -> str:
        return f"{self.who(e.seat, reader)} made a perfect taco! Who gets it?"

    def given(self, e: ev.TacoGiven, reader: Reader) -> str:
        count = len(e.cards)
        if e.to == reader:
            return f"{self.names[e.seat]} gave you a perfect taco of {count} cards"
        if e.seat == reader:
            return f"You gave the perfect taco of {count} cards to {self.names[e.to]}"
        return (f"{self.names[e.seat]} gave the perfect taco ({card_count(count)}) "
                f"to {self.names[e.to]}")

    def taken(self, e: ev.TacoTaken, reader: Reader) -> str:
        count = len(e.cards)
        if e.seat == reader:
            return (f"You took the countered taco ({count} cards)" if e.countered
                    else f"You overfilled a taco and took its {count} cards")
        name = self.names[e.seat]
        if e.countered:
            return f"{name} must take the countered taco ({card_count(count)})"
        return f"{name} overfilled the taco (sum {e.sum}) and takes its {card_count(count)}"

    def drawn(self, e: ev.CardDrawn, reader: Reader) -> str:
        empty = "" if e.pile_left else " (the pile is now empty)"
        return f"{self.who(e.seat, reader)} drew a card{empty}"

    def all_hands_empty(self, end: AllHandsEmpty, reader: Reader) -> str:
        names = " and ".join(self.names[s] for s in end.winners)
        cards = "card" if end.best == 1 else "cards"
        if len(end.winners) == 1:
            verdict = f"{names} wins with {end.best} {cards} taken"
        else:
            verdict = f"{names} share the win with {end.best} {cards} taken each"
        if end.left_on_table:
            verdict += f"; {end.left_on_table} cards left on the table go to no one"
        return f"All hands are empty: {verdict}."

    def game_over(self, e: ev.GameOver, reader: Reader) -> str:
        best = min(e.scores)
        return self.all_hands_empty(AllHandsEmpty(e.winners, best, e.left_on_table), reader)

    # --- refusals ----------------------------------------------------------------------------
    def wait(self, r: no.WaitForAnswer, reader: Reader) -> str:
        return f"Wait: {self.waiting_for(r.question, reader)}"

    def answer_first(self, r: no.AnswerFirst, reader: Reader) -> str:
        return f"First answer the question: {self.waiting_for(r.question, reader)}"

    def not_your_turn(self, r: no.NotYourTurn, reader: Reader) -> str:
        return f"It is not your turn: it is {self.names[r.current]}'s turn."

    def same_as_top(self, r: no.SameAsTopOfTaco, reader: Reader) -> str:
        return (f"Your {r.value} has the same number as the top card of {where(r.where)}: "
                f"it must start a new taco instead.")

    def may_not_start(self, r: no.MayNotStartTaco, reader: Reader) -> str:
        rule = ("the top card of a taco" if r.same_number == TOP_OF_TACO
                else "the last card played")
        return ("You may start a new taco only when the table has none, or when your card "
                f"has the same number as {rule}.")

    # --- hints: why a bot would make the move ---------------------------------------------
    def give_to_leader(self, h: hint.GiveToLeader, reader: Reader) -> str:
        name = self.names[h.seat]
        if not h.leading:
            return f"A perfect taco goes to {name}"
        return f"Give the perfect taco to {name}, who is leading"

    def perfect_for(self, h: hint.PerfectFor, reader: Reader) -> str:
        said = (f"Play {self.card(h.card)} on {where(h.where)}: a perfect {h.perfect} for "
                f"{self.names[h.seat]}")
        return said + ", who is leading" if h.leading and len(said) <= HINT_ROOM else said

    def hint_wordings(self) -> dict[type, Wording]:
        names = self.names
        return {
            hint.AnyMove: _always("Picks any legal move at random"),
            hint.GiveToLeader: self.give_to_leader,
            hint.NoLonesome: _always("No Lonesome Taco to counter with"),
            hint.CounterOrReceive: lambda h, _: (f"Counter! Otherwise {names[h.player]} gives "
                                                 f"this taco to me"),
            hint.CounterSoTheyTake: lambda h, _: (f"Counter! {names[h.player]} must take all "
                                                  f"{h.cards} cards"),
            hint.KeepLonesome: _always("Keep the Lonesome Taco: this taco is too small to "
                                       "bother"),
            hint.LegendaryPerfect: lambda h, _: (f"Legendary Taco makes {where(h.where)} "
                                                 f"perfect ({card_count(h.cards)})"),
            hint.LonesomeResets: lambda h, _: (f"Lonesome Taco resets {where(h.where)} to "
                                               f"{h.to} so nobody takes it now"),
            hint.OverfillLeast: lambda h, _: (f"Nothing safer: overfill {where(h.where)} and "
                                              f"take {card_count(h.cards)}"),
            hint.PerfectFor: self.perfect_for,
            hint.PlaySafely: lambda h, _: (f"Play {self.card(h.card)} on {where(h.where)} "
                                           f"safely (sum {h.total})"),
        }

    def wordings(self) -> dict[type, Wording]:
        fixed = {
            no.NotThisGame: "That is not a Taco Loco move.",
            no.GameIsOver: "The game is over.",
            no.NobodyAsked: "Nobody asked that question.",
            no.NotInHand: "That card is not in your hand.",
            no.MustGiveAway: "You cannot keep a perfect taco: give it to another player.",
            no.OnlyLonesomeCounters: "Only a Lonesome Taco can counter a Legendary Taco.",
        }
        words: dict[type, Wording] = {kind: _always(text) for kind, text in fixed.items()}
        words.update({
            ev.CardDealt: self.dealt, ev.BaseCardReturned: self.base_returned,
            ev.BaseCardPlaced: self.base_placed, ev.TurnStarted: self.turn,
            ev.CardPlayed: self.played, ev.CounterAsked: self.counter_asked,
            ev.CounterDeclined: self.counter_declined, ev.LegendaryCountered: self.countered,
            ev.GiveAsked: self.give_asked, ev.TacoGiven: self.given, ev.TacoTaken: self.taken,
            ev.CardDrawn: self.drawn, ev.GameOver: self.game_over,
            AllHandsEmpty: self.all_hands_empty,
            score.PerfectTacoFrom: lambda f, _: f"Perfect taco from {self.names[f.giver]}",
            score.CounteredTaco: lambda f, _: "Legendary Taco countered" + (
                "" if f.by is None else f" by {self.names[f.by]}"),
            score.OverfilledTaco: lambda f, _: f"Overfilled taco, sum {f.sum}",
            score.FewestWins: lambda f, _: ("No taco taken yet: fewest cards wins."
                                            if f.nothing_yet else "Fewest cards wins."),
            no.NoSuchSeat: lambda r, _: f"There is no seat {r.seat} at this table.",
            no.WaitForAnswer: self.wait, no.AnswerFirst: self.answer_first,
            no.NotYourTurn: self.not_your_turn,
            no.SameAsLastPlayed: lambda r, _: (f"Your {r.value} has the same number as the "
                                               f"last card played: it must start a new taco."),
            no.SameAsTopOfTaco: self.same_as_top, no.MayNotStartTaco: self.may_not_start,
            no.NoSuchTaco: lambda r, _: f"There is no taco {r.taco} on the table.",
            no.NoSuchReceiver: lambda r, _: f"There is no seat {r.seat} to give the taco to.",
        })
        words.update(self.hint_wordings())
        return words


def _always(text: str) -> Wording:
    def said(fact: Any, reader: Reader) -> str:
        return text
    return said


def loco_phrases(names: Sequence[str], data: TacoLocoData, rules: Rules) -> Phrases:
    """Taco Loco's phrase book for a game of these seats, cards and rules (its spec's
    `phrases`)."""
    return Phrases(LocoWords(names, data).wordings())
