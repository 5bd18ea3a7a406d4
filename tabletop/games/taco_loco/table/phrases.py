"""Taco Loco's phrase book: every event and refusal of its rules in words, for one reader.

The reader a fact is about reads "you" ("You played a 5 on the taco showing 7"); everyone else,
and the line at the bottom of the table (reader None), reads names. The rules tell facts only.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.game import Rules
from tabletop.core.language import N_, Language
from tabletop.games.taco_loco.rules import events as ev
from tabletop.games.taco_loco.rules import hints as hint
from tabletop.games.taco_loco.rules import refusals as no
from tabletop.games.taco_loco.rules import score_breakdown as score
from tabletop.games.taco_loco.rules.cards import LONESOME, Card, TacoLocoData
from tabletop.games.taco_loco.rules.endings import AllHandsEmpty
from tabletop.games.taco_loco.rules.observation import GIVE, Question
from tabletop.games.taco_loco.rules.options import TOP_OF_TACO
from tabletop.kit.phrases import Phrases, Reader, SeatWords, Wording, ordinal
from tabletop.kit.result_facts import Decided


def card_count(count: int, words: Language | None = None) -> str:
    """'1 card', '3 cards'."""
    return (words or Language()).ngettext("{count} card", "{count} cards", count).format(
        count=count)


def where(place: ev.TacoPlace | None, words: Language | None = None) -> str:
    """'the taco showing 7'; 'the taco showing 7 (2nd from the left)' when another taco shows 7
    too (one name for a taco, told apart), 'a new taco' for none yet."""
    words = words or Language()
    if place is None:
        return words.gettext("a new taco")
    if place.sum_shared:
        return words.gettext("the taco showing {sum} ({ordinal} from the left)").format(
            sum=place.sum, ordinal=ordinal(place.place, words))
    return words.gettext("the taco showing {sum}").format(sum=place.sum)


def may_not_start_with(card: Card, last_number: int | None, same_number: str,
                       words: Language | None = None) -> str:
    """A new taco refused to `card` (dropped on the new-taco place), naming it and what may
    start one: one short line (a wrapped refusal grows over the hand and the buttons)."""
    _ = (words or Language()).gettext
    value = str(card.value) if card.is_number else _(card.name)
    if same_number == TOP_OF_TACO:
        return _("A new taco needs a taco's top number: play your {card} on a taco.").format(
            card=value)
    if last_number is None:
        return _("A new taco needs the last number played: play your {card} on a taco."
                 ).format(card=value)
    return _("Only another {last} may start a new taco: play your {card} on a taco.").format(
        last=last_number, card=value)


HINT_ROOM = 64
"""A hint says "who is leading" only when the sentence before it is no longer than this."""


class LocoWords(SeatWords):
    """The words, knowing the seats' names and the cards (one per table)."""

    def __init__(self, names: Sequence[str], data: TacoLocoData,
                 words: Language | None = None) -> None:
        super().__init__(names, words)
        self.data = data

    def card(self, card_id: int) -> str:
        """'a 5', 'a Legendary Taco'."""
        card = self.data.cards[card_id]
        if card.is_number:
            return self._("a {value}").format(value=card.value)
        return self._("a {card}").format(card=self._(card.name))

    def where(self, place: ev.TacoPlace | None) -> str:
        return where(place, self.language)

    def cards(self, count: int) -> str:
        return card_count(count, self.language)

    def waiting_for(self, question: Question, reader: Reader) -> str:
        _ = self._
        name = self.names[question.seat]
        if question.kind == GIVE:
            return _("{name} is choosing who gets the perfect taco.").format(name=name)
        if question.player == reader:
            return _("{name} may counter your Legendary Taco with a Lonesome Taco.").format(
                name=name)
        return _("{name} may counter {owner}'s Legendary Taco with a Lonesome Taco.").format(
            name=name, owner=self.names[question.player])

    # --- events ------------------------------------------------------------------------------
    def dealt(self, e: ev.CardDealt, reader: Reader) -> str:
        if e.seat == reader:
            return self._("You were dealt a card")
        return self._("{name} was dealt a card").format(name=self.names[e.seat])

    def base_returned(self, e: ev.BaseCardReturned, reader: Reader) -> str:
        return self._("The base was {card}: shuffled back into the pile").format(
            card=self.card(e.card))

    def base_placed(self, e: ev.BaseCardPlaced, reader: Reader) -> str:
        return self.base_words(e.card)

    def base_words(self, card: int) -> str:
        """The opening's line: the card on the table is the taco base."""
        return self._("The taco base, turned up from the pile: {card} starts the first "
                      "taco").format(card=self.card(card))

    def turn(self, e: ev.TurnStarted, reader: Reader) -> str:
        _ = self._
        name = self.names[e.seat]
        if e.first:
            return _("You start") if e.seat == reader else _("{name} starts").format(name=name)
        return _("Your turn") if e.seat == reader else _("{name}'s turn").format(name=name)

    def played(self, e: ev.CardPlayed, reader: Reader) -> str:
        _ = self._
        you, name = e.seat == reader, self.names[e.seat]
        card, sum_ = self.card(e.card), e.sum
        if e.started or e.where is None:
            said = (_("You started a new taco with {card}: sum {sum}") if you
                    else _("{name} started a new taco with {card}: sum {sum}"))
            return said.format(name=name, card=card, sum=sum_)
        place = self.where(e.where)
        if self.data.cards[e.card].kind == LONESOME:
            said = (_("You played a Lonesome Taco on {place}: the sum is back to {sum}") if you
                    else _("{name} played a Lonesome Taco on {place}: the sum is back to {sum}"))
            return said.format(name=name, place=place, sum=sum_)
        said = (_("You played {card} on {place}: sum {sum}") if you
                else _("{name} played {card} on {place}: sum {sum}"))
        return said.format(name=name, card=card, place=place, sum=sum_)

    def counter_asked(self, e: ev.CounterAsked, reader: Reader) -> str:
        _ = self._
        owner = self.names[e.legendary_seat]
        if e.seat == reader:
            return _("Counter {owner}'s Legendary Taco with a Lonesome Taco?").format(
                owner=owner)
        if e.legendary_seat == reader:
            return _("{name}: counter your Legendary Taco with a Lonesome Taco?").format(
                name=self.names[e.seat])
        return _("{name}: counter {owner}'s Legendary Taco with a Lonesome Taco?").format(
            name=self.names[e.seat], owner=owner)

    def counter_declined(self, e: ev.CounterDeclined, reader: Reader) -> str:
        if e.seat == reader:
            return self._("You do not counter")
        return self._("{name} does not counter").format(name=self.names[e.seat])

    def countered(self, e: ev.LegendaryCountered, reader: Reader) -> str:
        _ = self._
        name, owner = self.names[e.seat], self.names[e.legendary_seat]
        if e.seat == reader:
            said = _("You countered {owner}'s Legendary Taco with a Lonesome Taco!")
        elif e.legendary_seat == reader:
            said = _("{name} countered your Legendary Taco with a Lonesome Taco!")
        else:
            said = _("{name} countered {owner}'s Legendary Taco with a Lonesome Taco!")
        return said.format(name=name, owner=owner)

    def give_asked(self, e: ev.GiveAsked, reader: Reader) -> str:
        if e.seat == reader:
            return self._("You made a perfect taco! Who gets it?")
        return self._("{name} made a perfect taco! Who gets it?").format(name=self.names[e.seat])

    def given(self, e: ev.TacoGiven, reader: Reader) -> str:
        words = self.language
        count = len(e.cards)
        giver, to = self.names[e.seat], self.names[e.to]
        if e.to == reader:
            said = words.ngettext("{name} gave you a perfect taco of {count} card",
                                  "{name} gave you a perfect taco of {count} cards", count)
        elif e.seat == reader:
            said = words.ngettext("You gave the perfect taco of {count} card to {to}",
                                  "You gave the perfect taco of {count} cards to {to}", count)
        else:
            said = words.ngettext("{name} gave the perfect taco ({count} card) to {to}",
                                  "{name} gave the perfect taco ({count} cards) to {to}", count)
        return said.format(name=giver, to=to, count=count)

    def taken(self, e: ev.TacoTaken, reader: Reader) -> str:
        words = self.language
        count = len(e.cards)
        if e.seat == reader and e.countered:
            said = words.ngettext("A Lonesome Taco stopped your Legendary Taco: you took the "
                                  "taco ({count} card)",
                                  "A Lonesome Taco stopped your Legendary Taco: you took the "
                                  "taco ({count} cards)", count)
        elif e.seat == reader:
            said = words.ngettext("You overfilled a taco and took its {count} card",
                                  "You overfilled a taco and took its {count} cards", count)
        elif e.countered:
            said = words.ngettext("A Lonesome Taco stopped {name}'s Legendary Taco: {name} "
                                  "took the taco ({count} card)",
                                  "A Lonesome Taco stopped {name}'s Legendary Taco: {name} "
                                  "took the taco ({count} cards)", count)
        else:
            said = words.ngettext("{name} overfilled the taco (sum {sum}) and took its "
                                  "{count} card",
                                  "{name} overfilled the taco (sum {sum}) and took its "
                                  "{count} cards", count)
        return said.format(name=self.names[e.seat], count=count, sum=e.sum)

    def drawn(self, e: ev.CardDrawn, reader: Reader) -> str:
        _ = self._
        you, name = e.seat == reader, self.names[e.seat]
        if e.pile_left:
            said = _("You drew a card") if you else _("{name} drew a card")
        else:
            said = (_("You drew a card (the pile is now empty)") if you
                    else _("{name} drew a card (the pile is now empty)"))
        return said.format(name=name)

    def all_hands_empty(self, end: AllHandsEmpty, reader: Reader) -> str:
        words = self.language
        names = [self.names[s] for s in end.winners]
        if len(names) == 1:
            verdict = words.ngettext("All hands are empty: {name} wins with {best} card taken",
                                     "All hands are empty: {name} wins with {best} cards taken",
                                     end.best).format(name=names[0], best=end.best)
        else:
            verdict = words.ngettext(
                "All hands are empty: {names} and {last} share the win with {best} card taken "
                "each",
                "All hands are empty: {names} and {last} share the win with {best} cards taken "
                "each", end.best).format(names=words.gettext(" and ").join(names[:-1]),
                                         last=names[-1], best=end.best)
        if end.left_on_table:
            return words.ngettext("{verdict}; {count} card left on the table goes to no one.",
                                  "{verdict}; {count} cards left on the table go to no one.",
                                  end.left_on_table).format(verdict=verdict,
                                                            count=end.left_on_table)
        return words.gettext("{verdict}.").format(verdict=verdict)

    def decided(self, f: Decided, reader: Reader) -> str:
        """Under the results' heading, which names the winners (and each card its cards
        taken): how the game ended, and the cards that go to no one, said once."""
        if not isinstance(f.why, AllHandsEmpty):
            return ""
        words = self.language
        if f.why.left_on_table:
            return words.ngettext(
                "All hands are empty; {count} card left on the table goes to no one.",
                "All hands are empty; {count} cards left on the table go to no one.",
                f.why.left_on_table).format(count=f.why.left_on_table)
        return words.gettext("All hands are empty.")

    def game_over(self, e: ev.GameOver, reader: Reader) -> str:
        best = min(e.scores)
        return self.all_hands_empty(AllHandsEmpty(e.winners, best, e.left_on_table), reader)

    # --- refusals ----------------------------------------------------------------------------
    def wait(self, r: no.WaitForAnswer, reader: Reader) -> str:
        return self._("Wait: {question}").format(question=self.waiting_for(r.question, reader))

    def answer_first(self, r: no.AnswerFirst, reader: Reader) -> str:
        return self._("First answer the question: {question}").format(
            question=self.waiting_for(r.question, reader))

    def not_your_turn(self, r: no.NotYourTurn, reader: Reader) -> str:
        return self._("It is not your turn: it is {name}'s turn.").format(
            name=self.names[r.current])

    def same_as_top(self, r: no.SameAsTopOfTaco, reader: Reader) -> str:
        return self._("Your {value} has the same number as the top card of {place}: it must "
                      "start a new taco instead.").format(value=r.value,
                                                          place=self.where(r.where))

    def may_not_start(self, r: no.MayNotStartTaco, reader: Reader) -> str:
        if r.same_number == TOP_OF_TACO:
            return self._("A new taco needs a taco's top number: play this card on a taco.")
        # (one short line: a wrapped refusal grows over the hand and the buttons beside it)
        return self._("A new taco needs the last number played: play this card on a taco.")

    # --- hints: why a bot would make the move ---------------------------------------------
    def give_to_leader(self, h: hint.GiveToLeader, reader: Reader) -> str:
        name = self.names[h.seat]
        if not h.leading:
            return self._("A perfect taco goes to {name}").format(name=name)
        return self._("Give the perfect taco to {name}, who is leading").format(name=name)

    def perfect_for(self, h: hint.PerfectFor, reader: Reader) -> str:
        _ = self._
        values = {"card": self.card(h.card), "place": self.where(h.where),
                  "perfect": h.perfect, "name": self.names[h.seat]}
        said = _("Play {card} on {place}: a perfect {perfect} for {name}").format(**values)
        if h.leading and len(said) <= HINT_ROOM:
            return _("Play {card} on {place}: a perfect {perfect} for {name}, who is "
                     "leading").format(**values)
        return said

    def hint_wordings(self) -> dict[type, Wording]:
        _, names, words = self._, self.names, self.language
        return {
            hint.AnyMove: self.always(N_("Picks any legal move at random")),
            hint.GiveToLeader: self.give_to_leader,
            hint.NoLonesome: self.always(N_("No Lonesome Taco to counter with")),
            hint.CounterOrReceive: lambda h, r: _(
                "Counter! Otherwise {name} gives this taco to me").format(name=names[h.player]),
            hint.CounterSoTheyTake: lambda h, r: words.ngettext(
                "Counter! {name} must take all {count} card",
                "Counter! {name} must take all {count} cards", h.cards).format(
                name=names[h.player], count=h.cards),
            hint.KeepLonesome: self.always(N_("Keep the Lonesome Taco: this taco is too small "
                                              "to bother")),
            hint.LegendaryPerfect: lambda h, r: _(
                "Legendary Taco makes {place} perfect ({cards})").format(
                place=self.where(h.where), cards=self.cards(h.cards)),
            hint.LonesomeResets: lambda h, r: _(
                "A Lonesome sets {place} to {sum}: nobody takes it").format(
                place=self.where(h.where), sum=h.to),
            hint.OverfillLeast: lambda h, r: _(
                "Nothing safer: overfill {place}, take {cards}").format(
                place=self.where(h.where), cards=self.cards(h.cards)),
            hint.PerfectFor: self.perfect_for,
            hint.PlaySafely: lambda h, r: _("Play {card} on {place} (sum {sum}, safe)").format(
                card=self.card(h.card), place=self.where(h.where), sum=h.total),
        }

    def countered_taco(self, f: score.CounteredTaco, reader: Reader) -> str:
        if f.by is None:
            return self._("Legendary Taco countered")
        return self._("Legendary Taco countered by {name}").format(name=self.names[f.by])

    def wordings(self) -> dict[type, Wording]:
        _, names = self._, self.names
        fixed = {
            no.NotThisGame: N_("That is not a Taco Loco move."),
            no.GameIsOver: N_("The game is over."),
            no.NobodyAsked: N_("Nobody asked that question."),
            no.NotInHand: N_("That card is not in your hand."),
            no.MustGiveAway: N_("You cannot keep a perfect taco: give it to another player."),
            no.OnlyLonesomeCounters: N_("Only a Lonesome Taco can counter a Legendary Taco."),
        }
        words: dict[type, Wording] = {kind: self.always(text) for kind, text in fixed.items()}
        words.update({
            ev.CardDealt: self.dealt, ev.BaseCardReturned: self.base_returned,
            ev.BaseCardPlaced: self.base_placed, ev.TurnStarted: self.turn,
            ev.CardPlayed: self.played, ev.CounterAsked: self.counter_asked,
            ev.CounterDeclined: self.counter_declined, ev.LegendaryCountered: self.countered,
            ev.GiveAsked: self.give_asked, ev.TacoGiven: self.given, ev.TacoTaken: self.taken,
            ev.CardDrawn: self.drawn, ev.GameOver: self.game_over,
            AllHandsEmpty: self.all_hands_empty, Decided: self.decided,
            score.PerfectTacoFrom: lambda f, r: _("Perfect taco from {name}").format(
                name=names[f.giver]),
            score.CounteredTaco: self.countered_taco,
            score.OverfilledTaco: lambda f, r: _("Overfilled taco, sum {sum}").format(sum=f.sum),
            score.FewestWins: lambda f, r: (_("No cards taken: fewest cards wins.")
                                            if f.nothing_yet else _("Fewest cards wins.")),
            no.NoSuchSeat: lambda r, _r: _("There is no seat {seat} at this table.").format(
                seat=r.seat),
            no.WaitForAnswer: self.wait, no.AnswerFirst: self.answer_first,
            no.NotYourTurn: self.not_your_turn,
            no.SameAsLastPlayed: lambda r, _r: _(
                "Your {value} has the same number as the last card played: it must start a new "
                "taco.").format(value=r.value),
            no.SameAsTopOfTaco: self.same_as_top, no.MayNotStartTaco: self.may_not_start,
            no.NoSuchTaco: lambda r, _r: _("There is no taco {taco} on the table.").format(
                taco=r.taco),
            no.NoSuchReceiver: lambda r, _r: _(
                "There is no seat {seat} to give the taco to.").format(seat=r.seat),
        })
        words.update(self.hint_wordings())
        return words


def loco_phrases(names: Sequence[str], data: TacoLocoData, rules: Rules,
                 words: Language) -> Phrases:
    """Taco Loco's phrase book for a game of these seats, cards and rules (its spec's
    `phrases`)."""
    return Phrases(LocoWords(names, data, words).wordings(), words)
