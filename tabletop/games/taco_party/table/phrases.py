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
from tabletop.core.language import N_, Language
from tabletop.games.taco_party.rules import events as ev
from tabletop.games.taco_party.rules import hints as hint
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules import score_breakdown as score
from tabletop.games.taco_party.rules.actions import BURN, DISCARD, DRAW, OVER, PICKUP, PLAY
from tabletop.games.taco_party.rules.cards import INGREDIENT, TACO, TacoPartyData
from tabletop.games.taco_party.rules.endings import DeckFinished, Ending, TacosCompleted
from tabletop.kit.phrases import Phrases, Reader, SeatWords, Wording, capital, ordinal
from tabletop.kit.result_facts import Unscored

MINUS = "\u2212"

WITH_ARTICLE = {
    "empty-taco": N_("an Empty Taco"),
    "poncho": N_("the Poncho"), "mariachi-suit": N_("the Mariachi Suit"),
    "lucha-mask": N_("the Lucha Mask"), "party-dress": N_("the Party Dress"),
    "superhero-cape": N_("the Superhero Cape"), "tuxedo": N_("the Tuxedo"),
    "sailor-suit": N_("the Sailor Suit"), "tutu": N_("the Tutu"),
    "tiny-hat": N_("the Tiny Hat"), "sombrero": N_("the Sombrero"),
    "party-hat": N_("the Party Hat"), "crown": N_("the Crown"),
    "cowboy-hat": N_("the Cowboy Hat"), "chefs-hat": N_("the Chef's Hat"),
    "top-hat": N_("the Top Hat"), "flower-crown": N_("the Flower Crown"),
}
"""A card that is not an ingredient, named in a sentence with its article (each language gives
the article its own gender: 'el Sombrero', 'la Corona')."""

SHORT_NAMES = {"guacamole": N_("Guac.")}
"""A card's name shortened where a card face has no room for it whole (the card's tooltip
names it in full); a name without one is cut after its last letter that fits, with a dot."""


STEP_SAID = {
    PLAY: (N_("Your play step"), N_("{name}: play step")),
    DISCARD: (N_("Your discard step"), N_("{name}: discard step")),
    PICKUP: (N_("Your pickup step"), N_("{name}: pickup step")),  # old records pin these
    BURN: (N_("Your burn step"), N_("{name}: burn step")),
    DRAW: (N_("Your draw step"), N_("{name}: draw step")),
    OVER: (N_("Your over step"), N_("{name}: over step")),
}
"""A step of a turn begun, to the seat on turn and to everyone else."""


def taco_name(index: int, count: int, whose: str = "your", words: Language | None = None,
              owner: str | None = None) -> str:
    """A taco by its place on its plate, as the table lays tacos out left to right: 'your taco'
    when it is the only one, else 'your 2nd taco from the left' (`whose`: 'your' or 'their';
    `owner`: a player's name, "Ana's taco")."""
    words = words or Language()
    _ = words.gettext
    nth = ordinal(index + 1, words)
    if owner is not None:
        said = (_("{owner}'s taco") if count <= 1
                else _("{owner}'s {ordinal} taco from the left"))
    elif whose == "their":
        said = _("their taco") if count <= 1 else _("their {ordinal} taco from the left")
    else:
        said = _("your taco") if count <= 1 else _("your {ordinal} taco from the left")
    return said.format(owner=owner, ordinal=nth)


def card_label(data: TacoPartyData, card_id: int, words: Language | None = None) -> str:
    """How a card is named in sentences: 'Meat', 'an Empty Taco', 'the Sombrero'."""
    words = words or Language()
    card = data.cards[card_id]
    if card.kind == INGREDIENT:
        return words.gettext(card.name)
    if card.key in WITH_ARTICLE:
        return words.gettext(WITH_ARTICLE[card.key])
    if card.kind == TACO:
        return words.gettext("a {card}").format(card=words.gettext(card.name))
    return words.gettext("the {card}").format(card=words.gettext(card.name))


def burn_words(data: TacoPartyData, cards: Sequence[int], short: bool = False,
               words: Language | None = None) -> str:
    """'Sombrero (−4)', 'Crown or Sombrero (−4)', 'a 4-point card (−4)': what would burn
    (`short`: name a choice of cards by its points only)."""
    if not cards:
        return ""
    words = words or Language()
    _ = words.gettext
    points = data.cards[cards[0]].score
    names = list(dict.fromkeys(_(data.cards[c].name) for c in cards))
    if len(names) == 1:
        what = _("{card} ({minus}{points})")
    elif len(names) == 2 and not short:
        what = _("{card} or {other} ({minus}{points})")
    else:
        what = words.ngettext("a {points}-point card ({minus}{points})",
                              "a {points}-point card ({minus}{points})", points)
    return what.format(card=names[0], other=names[-1], minus=MINUS, points=points)


def cards_of(count: int, words: Language | None = None) -> str:
    """'1 card', '3 cards'."""
    return (words or Language()).ngettext("{count} card", "{count} cards", count).format(
        count=count)


def card_refusal(words: Language, name: str, why: str) -> str:
    """A refusal of a card tried, naming the card first as its face does ("Party Hat: a topper
    needs 3 ingredients on the taco": the table's toast once named no card, and a first-time
    player did not know the yellow card was a topper), on the table and on a phone alike; a
    reason that starts with its name already stays as it is ("Salsa only goes next to ...")."""
    label = words.gettext(name)
    if not why or why.startswith(label):
        return why
    return words.gettext("{card}: {why}").format(card=label, why=lower_first(why))


def lower_first(said: str) -> str:
    """A sentence carried on after a name and a colon ("Salsa: a topper needs ..."): its first
    letter small, unless the first word is a name in capitals ("Salsa: VIP ...")."""
    first = said.split(" ", 1)[0]
    name = len(first) > 1 and first.isupper()
    return said[:1].lower() + said[1:] if said[:1].isupper() and not name else said


class PartyWords(SeatWords):
    """The words, knowing the seats' names and the cards (one per table)."""

    def __init__(self, names: Sequence[str], data: TacoPartyData,
                 words: Language | None = None) -> None:
        super().__init__(names, words)
        self.data = data

    def card(self, card_id: int) -> str:
        return card_label(self.data, card_id, self.language)

    def name(self, card_id: int) -> str:
        return self._(self.data.cards[card_id].name)

    def where(self, taco: int, tacos: int) -> str:
        """A taco of the player on turn, for their hint."""
        return taco_name(taco, tacos, words=self.language)

    def said(self, seat: int, reader: Reader, you: str, other: str, **values: Any) -> str:
        """`you` (to the seat itself) or `other` (to everyone else, {name} filled in), each
        translated, then the values filled in."""
        message = self._(you) if seat == reader else self._(other)
        return message.format(name=self.names[seat], **values)

    # --- events ------------------------------------------------------------------------------
    def played(self, e: ev.CardPlayed, reader: Reader) -> str:
        _, what, you = self._, self.card(e.card), e.seat == reader
        name = self.names[e.seat]
        if e.plate != e.seat:
            if e.plate == reader:
                said = _("{name} served {card} onto your plate (hot sauce); pickup now: "
                         "{pickup}")
            elif you:
                said = _("You served {card} onto {owner}'s plate (hot sauce); pickup now: "
                         "{pickup}")
            else:
                said = _("{name} served {card} onto {owner}'s plate (hot sauce); pickup "
                         "now: {pickup}")
        elif e.started:
            said = (_("You started a new taco with {card}; pickup now: {pickup}")
                    if you else
                    _("{name} started a new taco with {card}; pickup now: {pickup}"))
        else:
            said = (_("You added {card} to {taco}; pickup now: {pickup}") if you
                    else _("{name} added {card} to {taco}; pickup now: {pickup}"))
        taco = taco_name(e.taco, e.tacos, "your" if you else "their", self.language)
        return said.format(name=name, card=what, owner=self.names[e.plate], taco=taco,
                           pickup=e.pickup)

    def discarded(self, e: ev.CardDiscarded, reader: Reader) -> str:
        what = self.card(e.card)
        if e.nothing_played:
            return self.said(e.seat, reader, N_("You played nothing and discarded {card}"),
                             N_("{name} played nothing and discarded {card}"), card=what)
        return self.said(e.seat, reader, N_("You discarded {card}"), N_("{name} discarded {card}"),
                         card=what)

    def picked_up(self, e: ev.CardPickedUp, reader: Reader) -> str:
        what = self.card(e.card)
        if e.cost == 0:  # the middle, taken after playing nothing
            return self.said(e.seat, reader, N_("You took {card} from the middle"),
                             N_("{name} took {card} from the middle"), card=what)
        words = self.language
        said = (words.ngettext("You paid {cost} for {card}; {left} pickup left",
                               "You paid {cost} for {card}; {left} pickup left", e.left)
                if e.seat == reader else
                words.ngettext("{name} paid {cost} for {card}; {left} pickup left",
                               "{name} paid {cost} for {card}; {left} pickup left", e.left))
        return said.format(name=self.names[e.seat], card=what, cost=e.cost, left=e.left)

    def burned(self, e: ev.CardBurned, reader: Reader) -> str:
        return self.said(e.seat, reader, N_("You burned {card} (\u2212{points} at the end)"),
                         N_("{name} burned {card} (\u2212{points} at the end)"),
                         card=self.card(e.card), points=self.data.cards[e.card].score)

    def drawn(self, e: ev.CardDrawn, reader: Reader) -> str:
        return self.said(e.seat, reader, N_("You drew a card"), N_("{name} drew a card"))

    def ran_out(self, e: ev.DeckRanOut, reader: Reader) -> str:
        if e.final:
            return self._("The deck has run out: the game ends after this turn")
        return self._("The deck has run out: the discards become a new deck")

    def reshuffled(self, e: ev.DeckReshuffled, reader: Reader) -> str:
        count = len(e.cards)
        return self.language.ngettext("{count} discarded card shuffled into a new deck",
                                      "{count} discarded cards shuffled into a new deck",
                                      count).format(count=count)

    def step(self, e: ev.StepChanged, reader: Reader) -> str:
        you, other = STEP_SAID.get(e.step, (N_("Your {step} step"), N_("{name}: {step} step")))
        return self.said(e.seat, reader, you, other, step=e.step)

    def burn_choice(self, e: ev.BurnChoice, reader: Reader) -> str:
        points = self.data.cards[e.choices[0]].score if e.choices else 0
        return self.said(e.seat, reader,
                         N_("You have {left} left unspent: choose which {points}-point card "
                            "to burn"),
                         N_("{name} has {left} left unspent: choose which {points}-point card "
                            "to burn"), left=e.left, points=points)

    def pickup_over(self, e: ev.PickupOver, reader: Reader) -> str:
        if e.left <= 0:
            return self.said(e.seat, reader,
                             N_("You have spent the whole pickup amount: nothing burns"),
                             N_("{name} has spent the whole pickup amount: nothing burns"))
        words = self.language
        said = (words.ngettext(
                    "You have {left} pickup left but the middle is empty: nothing burns",
                    "You have {left} pickup left but the middle is empty: nothing burns",
                    e.left)
                if e.seat == reader else
                words.ngettext(
                    "{name} has {left} pickup left but the middle is empty: nothing burns",
                    "{name} has {left} pickup left but the middle is empty: nothing burns",
                    e.left))
        return said.format(name=self.names[e.seat], left=e.left)

    def turn(self, e: ev.TurnStarted, reader: Reader) -> str:
        return self.said(e.seat, reader, N_("Your turn"), N_("{name}'s turn"))

    def ending(self, end: Ending, reader: Reader) -> str:
        if isinstance(end, TacosCompleted):
            return self.said(end.seat, reader, N_("You completed {tacos} tacos"),
                             N_("{name} completed {tacos} tacos"), tacos=end.tacos)
        if end.times > 1:
            return self._("The deck ran out for the last time")
        return self._("The deck ran out")

    def game_ended(self, e: ev.GameEnded, reader: Reader) -> str:
        _ = self._
        ending = self.ending(e.ending, reader)
        if len(e.winners) == 1:
            verdict = self.said(e.winners[0], reader, N_("{ending}. You win!"),
                                N_("{ending}. {name} wins!"), ending=ending)
            return verdict
        others = [self.names[w] for w in e.winners if w != reader]
        if reader in e.winners:
            said = _("{ending}. You and {names} share the win!")
        else:
            said = _("{ending}. {names} and {last} share the win!")
            others, last = others[:-1], others[-1]
            return said.format(ending=ending, names=_(" and ").join(others), last=last)
        return said.format(ending=ending, names=_(" and ").join(others))

    def event_wordings(self) -> dict[type, Wording]:
        said: dict[type, Wording] = {
            ev.CardPlayed: self.played, ev.CardDiscarded: self.discarded,
            ev.CardPickedUp: self.picked_up, ev.CardBurned: self.burned,
            ev.CardDrawn: self.drawn,
            ev.CentreRefilled: lambda e, _: self._("{card} turns up in the middle").format(
                card=self.card(e.card)),
            ev.DeckRanOut: self.ran_out, ev.DeckReshuffled: self.reshuffled,
            ev.StepChanged: self.step, ev.BurnChoice: self.burn_choice,
            ev.PickupOver: self.pickup_over, ev.TurnStarted: self.turn,
            ev.GameEnded: self.game_ended,
        }
        return {kind: _capitalised(wording) for kind, wording in said.items()}

    # --- refusals ----------------------------------------------------------------------------
    def does_not_like(self, r: no.DoesNotLike, reader: Reader) -> str:
        new = self.data.cards[r.card]
        liked = [self._(self.data.name_of(key)) for key in new.likes]
        if len(liked) == 2:
            said = self._("{card} only goes next to {liked} or {other}, not {last}")
        else:
            said = self._("{card} only goes next to {liked}, not {last}")
            liked = [self._(" or ").join(liked)] * 2
        return said.format(card=self._(new.name), liked=liked[0], other=liked[-1],
                           last=self.name(r.last))

    def refusal_wordings(self) -> dict[type, Wording]:
        _ = self._
        fixed = {
            no.GameIsOver: N_("The game is over"),
            no.NotThisGame: N_("Taco Party has no such move"),
            no.DonePlaying: N_("You have already finished playing cards this turn"),
            no.FinishOutsidePickup: N_("You can only finish buying during the buying step"),
            no.NothingToBurn: N_("There is no card to choose for burning now"),
            no.BurnAHighest: N_("Burn one of the highest-scoring cards in the middle"),
            no.PlayOutsidePlayStep: N_("Cards can only be played in the play step, before "
                                       "discarding"),
            no.NotInHand: N_("That card is not in your hand"),
            no.NoSuchPlate: N_("There is no such plate"),
            no.NoSuchTaco: N_("There is no such taco on that plate"),
            no.OwnPlateOnly: N_("You may only play cards onto your own plate"),
            no.OnlyEmptyTacoServed: N_("Only an empty taco, on its own, may go onto another "
                                       "player's plate"),
            no.StartWithEmptyTaco: N_("Only an empty taco can start a new taco; put this card "
                                      "on a taco"),
            no.EmptyTacoStandsAlone: N_("An empty taco starts a new taco of its own; drop it on "
                                        "the plate"),
            no.OneOutfitPerTaco: N_("This taco already wears an outfit (one outfit per taco)"),
            no.ToppedTaco: N_("Once a taco has its topper, only an outfit may be added"),
            no.DiscardOutsideDiscardStep: N_("You can only discard after playing, before "
                                             "buying"),
            no.SameCardTwice: N_("You named the same card twice"),
            no.DiscardFromHandOnly: N_("You can only discard cards from your hand"),
            no.PickupOutsidePickupStep: N_("You can only buy cards during the buying step"),
            no.NotInMiddle: N_("That card is not in the middle"),
        }
        words: dict[type, Wording] = {kind: self.always(text) for kind, text in fixed.items()}
        words.update({
            no.NotYourTurn: lambda r, _r: _("It is {name}'s turn").format(
                name=self.names[r.current]),
            no.TopperNeedsIngredients: lambda r, _r: _(
                "A topper needs {need} ingredients on the taco").format(need=r.need),
            no.DoesNotLike: self.does_not_like,
            no.TooDear: lambda r, _r: _(
                "That card costs {cost} but you have only {left} pickup left").format(
                cost=r.cost, left=r.left),
        })
        return words

    # --- hints: why a bot would make the move (said to the player on turn) ---------------------
    def finish_and_burn(self, h: hint.FinishAndBurn, reader: Reader) -> str:
        burn = burn_words(self.data, h.burns, words=self.language)
        if h.could_buy:
            return self._("Finish: nothing here is worth the pickup; burns {burn}").format(
                burn=burn)
        return self._("Finish: your pickup buys nothing here; burns {burn}").format(burn=burn)

    def pick_up(self, h: hint.PickUp, reader: Reader) -> str:
        if h.spends_all:
            return self._("Pick up {card}, spending your whole pickup so nothing burns").format(
                card=self.name(h.card))
        return self._("Pick up {card}").format(card=self.name(h.card))

    def hint_wordings(self) -> dict[type, Wording]:
        _ = self._
        fixed = {
            hint.AnyMove: N_("A random legal move"),
            hint.NothingToDecide: N_("Nothing to decide"),
            hint.SwapForMiddle: N_("Nothing worth playing: swap your hand for the middle cards"),
            hint.KeepTheRest: N_("Done playing: keep the rest for later"),
            hint.StartNewTaco: N_("Play an Empty Taco as a new taco: room for more ingredients"),
            hint.DonePickingUp: N_("Done picking up"),
        }
        words: dict[type, Wording] = {kind: self.always(text) for kind, text in fixed.items()}

        def placed(h: Any) -> dict[str, Any]:
            return {"taco": self.where(h.taco, h.tacos), "card": self.name(h.card),
                    "points": self.data.cards[h.card].score}

        words.update({
            hint.ServeEmptyTaco: lambda h, _r: _(
                "Serve an empty taco to {name}: it costs them {penalty} points").format(
                name=self.names[h.seat], penalty=h.penalty),
            hint.DressTaco: lambda h, _r: _(
                "Dress {taco} in {card} for {points} points").format(
                **placed(h) | {"card": self.card(h.card)}),
            hint.TopTaco: lambda h, _r: _(
                "Top {taco} with {card} for {points} points").format(
                **placed(h) | {"card": self.card(h.card)}),
            hint.FillTaco: lambda h, _r: _(
                "{card} fills {taco}, so it stops costing you {penalty}").format(
                penalty=h.penalty, **placed(h)),
            hint.TuckIn: lambda h, _r: _("{card} likes {last}: tuck it into {taco}").format(
                last=self.name(h.last), **placed(h)),
            hint.DiscardMisfits: lambda h, _r: _(
                "Discard what does not fit your tacos: {cards}").format(
                cards=", ".join(self.name(c) for c in h.cards)),
            hint.KeepHand: lambda h, _r: (_("Keep your hand: every card has a use")
                                          if h.all_useful else _("Keep your hand")),
            hint.FinishAndBurn: self.finish_and_burn,
            hint.PickUp: self.pick_up,
            hint.BurnToDeny: lambda h, _r: _(
                "Burn {card}: it would help the others most").format(card=self.name(h.card)),
        })
        return words

    # --- score breakdowns --------------------------------------------------------------------
    # Each line a sentence a player reads, its points apart in the line's own column (+42).
    def taco_head(self, index: int, size: int) -> str:
        return self.language.ngettext("Taco {number} ({count} card)",
                                      "Taco {number} ({count} cards)",
                                      size).format(number=index + 1, count=size)

    def score_wordings(self) -> dict[type, Wording]:
        _ = self._

        def how_tacos_count(f: score.HowTacosCount, _r: Reader) -> str:
            if f.times == 2:
                said = _("Each player's {scored} biggest tacos with an ingredient score, "
                         "the biggest one twice.")
            else:
                said = _("Each player's {scored} biggest tacos with an ingredient score, "
                         "the biggest one {times} times.")
            return said.format(scored=f.scored, times=f.times)

        def biggest(f: score.BiggestTaco, _r: Reader) -> str:
            if f.times == 2:
                said = _("{taco} is the biggest: its {points} points count twice")
            else:
                said = _("{taco} is the biggest: its {points} points count {times} times")
            return said.format(taco=self.taco_head(f.index, f.size), points=f.points,
                               times=f.times)

        return {
            score.BiggestTaco: biggest,
            score.CountedTaco: lambda f, _r: _("{taco} counts once").format(
                taco=self.taco_head(f.index, f.size)),
            score.ExtraTaco: lambda f, _r: _("{taco} scores nothing: not among the {scored} "
                                             "biggest").format(
                taco=self.taco_head(f.index, f.size), scored=f.scored),
            # (several folded into one row where a card is short: said the same way)
            Unscored: lambda f, _r: self.language.ngettext(
                "{count} more taco scores nothing", "{count} more tacos score nothing",
                f.count).format(count=f.count),
            score.EmptyTaco: lambda f, _r: _("Taco {number} has no ingredient: a penalty").format(
                number=f.index + 1),
            score.BurnedCard: lambda f, _r: _("{card} was burned: its score comes off").format(
                card=self.name(f.card)),
            score.HowTacosCount: how_tacos_count,
            score.NothingOnPlate: self.always(N_("Nothing on the plate yet.")),
        }

    def wordings(self) -> dict[type, Wording]:
        words = self.event_wordings()
        words.update({TacosCompleted: self.ending, DeckFinished: self.ending})
        words.update(self.refusal_wordings())
        words.update(self.hint_wordings())
        words.update(self.score_wordings())
        return words


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
