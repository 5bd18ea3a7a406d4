"""Crazy Taco's phrase book: every event, refusal, hint, ending and score reason of its rules in
words, for one reader.

Most of what happens at a taco stand is about cards and dice, and reads the same for everyone
("Taco comes in to position 2."). What the customer player does (1 v 1) reads "you" to them and
their name to the manager; the line at the bottom of the table (reader None) says "the customer
player", as does the manager's reveal of an Extra ("You reveal..." to the manager). The history
(`history_line`) leaves out what only moves the pieces along (phase banners, each die going to a
card or back to the cup, a hidden card drawn): the outcome of a move says it. The rules tell
facts only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.actions import Event
from tabletop.core.facts import Fact
from tabletop.core.game import Rules
from tabletop.core.language import N_, Language
from tabletop.games.crazy_taco.rules import endings as end
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import hints as hint
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules import score_breakdown as score
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData, TaskCard
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import (
    STEP_EXTRA,
    STEP_MANAGE,
    STEP_OFFER,
    STEP_OVER,
    STEP_PLACE,
    STEP_PLAY,
    STEP_ROLL,
)
from tabletop.games.crazy_taco.table.card_names import (
    a_die,
    card_title,
    face_count,
    face_word,
    hand_name,
    place_name,
)
from tabletop.kit.phrases import Phrases, Reader, SeatWords, Wording, capital
from tabletop.kit.result_facts import Decided, ScoreWord, SeatPart, WhoWon

STEP_BANNERS = {
    "play": N_("Phase 1 · The customer player plays a card"),
    "extra": N_("Phase 1 · An Extra: buy it or let it go"),
    "extra_offer": N_("Phase 1 · Stars lost: reveal an Extra?"),
    "roll": N_("Phase 2 · Roll the dice"),
    "place": N_("Phase 2 · Place your dice"),
    "manage": N_("Phase 3 · Management"),
}
"""A step as the phase banner names it."""

WRONG_STEP = {
    STEP_ROLL: N_("Roll the dice first."),
    STEP_PLACE: N_("Place your dice (or finish) first."),
    STEP_MANAGE: N_("Finish Phase 3 first (end the turn when done)."),
    STEP_EXTRA: N_("First decide whether to buy the Extra card."),
    STEP_OFFER: N_("First decide whether to reveal an Extra card."),
    STEP_PLAY: N_("The customer player plays a card first."),
}
"""What to do first, by the step the game is at."""


NUMBER_WORDS = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five")}
"""A small count in words ('Swap two weak cards')."""

DIE_GOES = {
    "cup": N_("{die} goes to cup."), "table": N_("{die} goes to table."),
    "spent": N_("{die} goes to spent."), "task": N_("{die} goes to task."),
    "bonus": N_("{die} goes to bonus."), "rest": N_("{die} goes to rest."),
    "fine": N_("{die} goes to fine."),
}
"""A die that just goes to a zone, by the zone (the feedback line says it)."""

QUIET = (ev.PhaseChanged, ev.DieMoved)
"""Events that make no line of the history."""


def roll_words(faces: Sequence[str], words: Language | None = None) -> str:
    """What a roll showed, face by face ("Rolled 5 dice: 2 money, 1 drink, 2 blank."): short
    enough for one line; the kitchen shows which die shows what."""
    words = words or Language()
    if not faces:
        return words.gettext("Rolled: nothing to roll.")
    counts = {face: faces.count(face) for face in dict.fromkeys(faces)}
    shown = ", ".join(face_count(face, n, words) for face, n in counts.items())
    return words.ngettext("Rolled {count} die: {faces}.", "Rolled {count} dice: {faces}.",
                          len(faces)).format(count=len(faces), faces=shown)


def stars(count: int, words: Language | None = None) -> str:
    """'1 star', '2 stars'."""
    return (words or Language()).ngettext("{count} star", "{count} stars", count).format(
        count=count)


class CrazyWords(SeatWords):
    """The words, knowing the seats' names and the game's cards, dice and menu."""

    def __init__(self, names: Sequence[str], data: CrazyTacoData,
                 words: Language | None = None) -> None:
        super().__init__(names, words)
        self.data = data

    # --- names ---------------------------------------------------------------------------------
    def card(self, card_id: str) -> str:
        """A card by the title its face shows ('Double', 'Agua', 'Trash task'): one name for
        one thing."""
        card = self.data.card(card_id)
        title = card_title(card, self.language)
        return self._("{title} task").format(title=title) if isinstance(card, TaskCard) \
            else title

    def die(self, die_id: str) -> str:
        return self._(str(self.data.die(die_id).name))

    def dish(self, option_id: str) -> str:
        option = self.data.menu_option(option_id)
        return self._(option.name) if option is not None else option_id

    def face(self, face: str) -> str:
        return face_word(face, self.language)

    def customer(self, reader: Reader, named: bool) -> str:
        """Who the customer player is to `reader`: 'You', their name, or (to everyone at the
        table, unless `named`) 'The customer player'."""
        if reader == CUSTOMER_PLAYER:
            return self._("You")
        if (reader is not None or named) and len(self.names) > CUSTOMER_PLAYER:
            return self.names[CUSTOMER_PLAYER]
        return self._("The customer player")

    # --- events --------------------------------------------------------------------------------
    def phase(self, e: ev.PhaseChanged, reader: Reader) -> str:
        if e.step == STEP_OVER:
            return self._("Game over")
        banner = STEP_BANNERS.get(e.step)
        return self._("Turn {turn} · {banner}").format(
            turn=e.turn, banner=self._(banner) if banner else e.step)

    def moved(self, e: ev.CardMoved, reader: Reader, named: bool = False) -> str:
        how = e.how
        if isinstance(how, ev.CardDrawn | ev.CardPutBack):
            you = reader == CUSTOMER_PLAYER
            who = self.customer(reader, named)
            if isinstance(how, ev.CardDrawn):
                return (self._("You draw a card.") if you
                        else self._("{who} draws a card.").format(who=who))
            return (self._("You put a card under the deck.") if you
                    else self._("{who} puts a card under the deck.").format(who=who))
        if isinstance(how, ev.ExtraRevealed):
            cost = self.data.card(e.card).cost
            if reader == MANAGER:
                return self._("You reveal {card} (${cost}).").format(card=self.card(e.card),
                                                                   cost=cost)
            return self._("The manager reveals {card} (${cost}).").format(
                card=self.card(e.card), cost=cost)
        wording = CARD_MOVES.get(type(how))
        return wording(e, how, self) if wording is not None else ""

    def status(self, e: ev.CardStatus, reader: Reader) -> str:
        said = STATUS_WORDS.get(type(e.how), "")
        return capital(self._(said).format(card=self.card(e.card))) if said else ""

    def rolled(self, e: ev.DiceRolled, reader: Reader) -> str:
        if not e.again:
            return roll_words([face for _die, face in e.dice], self.language)
        dice = ", ".join(self._("{die} {face}").format(die=self.die(d), face=self.face(f))
                         for d, f in e.dice)
        return self._("Re-rolled: {dice}.").format(dice=dice)

    def die_moved(self, e: ev.DieMoved, reader: Reader) -> str:
        if e.how is None:
            said = DIE_GOES.get(e.to_zone)
            if said is not None:
                return self._(said).format(die=self.die(e.die))
            return self._("{die} goes to {zone}.").format(die=self.die(e.die), zone=e.to_zone)
        wording = DIE_MOVES.get(type(e.how))
        return wording(e, e.how, self) if wording is not None else ""

    def money(self, e: ev.MoneyChanged, reader: Reader) -> str:
        if isinstance(e.why, ev.RerollCost) and e.delta < 0:  # ("-$3: re-roll." read as a typo)
            return self._("The re-roll cost ${amount}.").format(amount=-e.delta)
        said = self._("+${amount}: {cause}.") if e.delta > 0 else self._("-${amount}: {cause}.")
        return said.format(amount=abs(e.delta), cause=self.cause(e.why))

    def popularity(self, e: ev.PopularityChanged, reader: Reader) -> str:
        said = self._("+{stars}: {cause}.") if e.delta > 0 else self._("-{stars}: {cause}.")
        return said.format(stars=stars(abs(e.delta), self.language), cause=self.cause(e.why))

    def fine(self, e: ev.FineChanged, reader: Reader) -> str:
        if e.why is None:
            return self._("Fines paid: the trainee is free again.")
        return self._("${amount} unpaid ({cause}): the trainee is held until it is "
                      "paid.").format(amount=e.delta, cause=self.cause(e.why))

    def cause(self, why: Fact) -> str:
        """Why money or stars changed, as a sentence goes on ('the VIP was served in time')."""
        fixed = FIXED_CAUSES.get(type(why))
        if fixed is not None:
            return self._(fixed)
        card = getattr(why, "card", "")
        name = self.card(card) if card else ""
        if isinstance(why, ev.OrderPaid):
            return self._("{card} paid").format(card=name)
        if isinstance(why, ev.ExtraSold):
            return self._("{card} sold").format(card=name)
        if isinstance(why, ev.LeftUnhappy):
            return self._("{card} left unhappy").format(card=name)
        if isinstance(why, ev.TaskNotDone):
            return self._("{card} was not done").format(card=name)
        if isinstance(why, ev.NeverDealtWith):
            return self._("{card} was never dealt with").format(card=name)
        if isinstance(why, ev.MenuDish):
            return self.dish(why.option)
        return name  # CardCost: what the card is

    # --- endings -------------------------------------------------------------------------------
    def ending(self, how: Fact, reader: Reader) -> str:
        _ = self._
        if isinstance(how, end.StandClosed):
            return _("Popularity hit bottom: Crazy Taco has closed its doors.")
        if isinstance(how, end.DayDone):
            return self.language.ngettext("The day is done: you won with {count} star!",
                                          "The day is done: you won with {count} stars!",
                                          how.stars).format(count=how.stars)
        if isinstance(how, end.CustomersWon):
            return _("The customers brought Crazy Taco to its last popularity space.")
        if isinstance(how, end.ManagerSurvived):
            if reader == MANAGER:
                return _("You survived every customer.")
            return _("The manager survived every customer.")
        if isinstance(how, end.NoCardToPlay):
            if reader == CUSTOMER_PLAYER:
                return _("You have no card you may play.")
            return _("The customer player has no card they may play.")
        return ""

    def ended(self, e: ev.GameEnded, reader: Reader) -> str:
        return self.ending(e.how, reader)

    # --- refusals ------------------------------------------------------------------------------
    def refusal_wordings(self) -> dict[type, Wording]:
        card, die, dish = self.card, self.die, self.dish
        fixed = {
            no.GameIsOver: N_("The game is over."),
            no.NotThisGame: N_("Crazy Taco has no such move."),
            no.DieUsedTwice: N_("Each die can be used only once."),
            no.NotAtCounter: N_("That card is not waiting at the counter."),
            no.NoDiceToReroll: N_("Choose the dice to roll again."),
            no.RerollOnlyTableDice: N_("Only unplaced dice on the table can be rolled again."),
            no.PrepaidNeedsNoPayment: N_("A prepaid order needs no payment die."),
            no.NeedMoneyDie: N_("Collecting needs a die showing money."),
            no.ServePickpocketFirst: N_("Serve the pickpocket before you collect, or they run "
                                        "off."),
            no.NoVoucher: N_("You have no meal voucher in the bonus zone."),
            no.NoTaskAtDoor: N_("No task is waiting on the storeroom door."),
            no.BonusZoneFull: N_("The bonus zone is full."),
            no.NotInBonusZone: N_("That card is not in the bonus zone."),
            no.AlreadyHasDie: N_("That card already has its die."),
            no.BlankNeedsReal: N_("Blank dice only help a real food or drink die; add one."),
            no.NoCustomers: N_("There are no customers to serve."),
            no.TurnMoneyCapable: N_("Turn a die that has a money face."),
            no.NobodyResting: N_("Nobody is in the rest room."),
            no.FaceForEachDie: N_("Choose a face for each die you turn."),
            no.PopularityAtTop: N_("Popularity is already at the top."),
            no.KeptTwice: N_("Each die can be kept only once."),
            no.KeepOnlyTableDice: N_("Only unused dice on the table can be kept."),
            no.RestingCannotBeKept: N_("A resting die goes to the rest room; it cannot be "
                                       "kept."),
            no.OvertimeNeedsResting: N_("Overtime brings back a worker from the rest room."),
            no.NoFine: N_("There is no fine to pay."),
            no.NotInHand: N_("That card is not in your hand."),
            no.MustPlayPlain: N_("Right after an OPEN or TASK play you must play a plain card."),
            no.ChooseCompanion: N_("An OPEN card brings a second card with it: choose one "
                                   "without OPEN or TASK."),
            no.NoCompanion: N_("No card in your hand may come in with it."),
            no.OnlyOpenBrings: N_("Only an OPEN card brings a second card with it."),
            no.PutBackFromHand: N_("You can only put back cards from your hand."),
            no.DeckTooThin: N_("The deck is too thin to swap cards."),
        }
        words: dict[type, Wording] = {kind: self._always(text) for kind, text in fixed.items()}
        words.update({
            no.NotYourMove: lambda r, _: (
                self._("It is the customer player's move now.") if r.customer
                else self._("It is the manager's move now.")),
            no.WrongStep: lambda r, _: self._(WRONG_STEP.get(r.step, N_("Not now."))),
            no.NoSuchDie: lambda r, _: self._("There is no die called {die!r}.").format(die=r.die),
            no.DieNotFree: lambda r, _:
                self._("The {die} die is not free to use this turn.").format(
                die=die(r.die)),
            no.DieResting: lambda r, _: self._("The {die} is resting and cannot work.").format(
                die=die(r.die)),
            no.NotAnOrder: lambda r, _: self._("{card} is not a customer with an order.").format(
                card=card(r.card)),
            no.RerollTooDear: lambda r, _: self._("A re-roll costs ${cost}; the register holds "
                                             "${money}.").format(cost=r.cost, money=r.money),
            no.AlreadyServed: lambda r, _: self._("{card} has already been served.").format(
                card=card(r.card)),
            no.AlreadyPaid: lambda r, _:
                self._("{card} has already paid.").format(card=card(r.card)),
            no.NeedsFace: lambda r, _: self._("{card} needs a die showing {faces}.").format(
                card=card(r.card), faces=self._(" or ").join(self.face(f) for f in r.faces)),
            no.NotTakeableBonus: lambda r, _: self._("{card} is not a bonus card you can "
                                                "take.").format(card=card(r.card)),
            no.NothingToActivate: lambda r, _: self._("{card} has nothing to activate.").format(
                card=card(r.card)),
            no.WrongDiceCount: lambda r, _: self.language.ngettext(
                "This order needs exactly {count} die, one per item.",
                "This order needs exactly {count} dice, one per item.", r.count).format(
                count=r.count),
            no.FaceCannotServe: lambda r, _: self._("A die showing {face} cannot serve food or "
                                               "drink.").format(face=self.face(r.face)),
            no.TooManyFood: lambda r, _: self._("This order has only {food} food; too many food "
                                           "dice.").format(food=r.food),
            no.TooManyDrink: lambda r, _:
                self._("This order has only {drink} drink; too many drink "
                                            "dice.").format(drink=r.drink),
            no.DishDiceCount: lambda r, _: self.language.ngettext(
                "{dish} takes exactly {count} die.", "{dish} takes exactly {count} dice.",
                r.count).format(dish=dish(r.option), count=r.count),
            no.DishFaces: lambda r, _: self._(
                "{dish} needs exactly {faces} (blanks never stand in on the menu).").format(
                dish=dish(r.option), faces=", ".join(face_count(f, n, self.language)
                                                     for f, n in r.faces)),
            no.DishWays: self.dish_ways,
            no.NoSuchDish: lambda r, _: self._("The menu has no {dish!r}.").format(dish=r.option),
            no.PutDiceOnDish: lambda r, _: self._("Put dice on {dish} to order it.").format(
                dish=dish(r.option)),
            no.DishSetsNoFaces: lambda r, _: self._("{dish} turns no die to a face of your "
                                               "choosing.").format(dish=dish(r.option)),
            no.DishChangesNoDie: lambda r, _: self._("{dish} changes no die: just put the dice on "
                                                "it.").format(dish=dish(r.option)),
            no.ChooseMoneyDice: lambda r, _: self._("Choose {count} of those dice to turn to "
                                               "money.").format(count=r.count),
            no.ChooseRestingDice: lambda r, _: self._("Choose {count} resting dice to bring "
                                                 "back.").format(count=r.count),
            no.ChooseDiceToTurn: lambda r, _:
                self._("Choose {count} of those dice to turn.").format(
                count=r.count),
            no.NoSuchFace: lambda r, _: self._("The {die} has no {face} face to show.").format(
                die=die(r.die), face=self.face(r.face)),
            no.CannotRaise: lambda r, _: self._("{card} costs ${cost}; you can raise "
                                           "${can}.").format(card=card(r.card), cost=r.cost,
                                                             can=r.can),
            no.OvertimeUsedUp: lambda r, _: (
                self._("Overtime can only be paid once a game.") if r.times == 1
                else self._("Overtime can only be paid twice a game.") if r.times == 2
                else self._("Overtime can only be paid {count} times a game.").format(
                    count=r.times)),
            no.OvertimeTooDear: lambda r, _: self._("Overtime costs ${cost}; the register holds "
                                               "${money}.").format(cost=r.cost, money=r.money),
            no.CampaignTooDear: lambda r, _: self._("A campaign costs ${cost}; the register holds "
                                               "${money}.").format(cost=r.cost, money=r.money),
            no.FinesTooHigh: lambda r, _: self._("The fines come to ${due}; the register holds "
                                            "${money}.").format(due=r.due, money=r.money),
            no.RedrawLimit: self.redraw_limit,
            no.RedrawCount: lambda r, _: self._("Choose exactly {count} different cards to put "
                                           "back.").format(count=r.count),
        })
        return words

    def dish_ways(self, r: no.DishWays, reader: Reader) -> str:
        option = self.data.menu_option(r.option)
        variants = option.variants if option is not None else ()
        ways = self._(" or ").join(" + ".join(face_count(f, n, self.language) for f, n in v.faces)
                                   for v in variants)
        return self._("{dish} needs {ways} (blanks never stand in on the menu).").format(
            dish=self.dish(r.option), ways=ways)

    def redraw_limit(self, r: no.RedrawLimit, reader: Reader) -> str:
        if r.limit == 0:
            return self._("Swapping cards is not allowed at this table: play a card.")
        if r.limit == 1:
            return self._("You swapped cards last turn: play a card this turn.")
        return self._("You have swapped cards {count} turns in a row: play a card this "
                      "turn.").format(count=r.limit)

    # --- hints: why a bot would make the move ------------------------------------------------
    def where(self, place: hint.CardPlace) -> str:
        return place_name(self.data, place, self.language)

    def hint_wordings(self) -> dict[type, Wording]:
        fixed = {
            hint.RollDice: N_("Roll the dice."),
            hint.OnlyMove: N_("The only thing to do."),
            hint.LookAtExtra: N_("Look at an Extra: you can afford one."),
            hint.SaveMoney: N_("Save the money instead of an Extra."),
            hint.PayTheFine: N_("Pay the fine to free the trainee."),
            hint.PayOvertime: N_("Pay overtime: that worker would rest for a while."),
            hint.BuyCampaign: N_("Buy an advertising campaign for a star."),
            hint.EndTheTurn: N_("End the turn."),
            hint.RerollUseless: N_("Pay for a re-roll of the dice that are no use."),
            hint.BestMove: N_("Best move."),
        }
        words: dict[type, Wording] = {kind: self._always(text) for kind, text in fixed.items()}
        where = self.where
        words.update({
            hint.BuyTheExtra: lambda h, _: self._("Buy the {card}: one free conversion every "
                                             "turn.").format(card=self.card(h.card)),
            hint.LetTheExtraGo: lambda h, _:
                self._("Let the {card} go.").format(card=self.card(h.card)),
            hint.FinishPlacing: lambda h, _: (
                self._("Finish placing dice, keeping the useful faces.") if h.keeping
                else self._("Finish placing dice, nothing worth keeping.")),
            hint.SwapWeakCards: lambda h, _: self.language.ngettext(
                "Swap {number} weak card for a new one.", "Swap {number} weak cards for new ones.",
                h.count).format(number=self._(NUMBER_WORDS[h.count]) if h.count in NUMBER_WORDS
                                else h.count),
            hint.PlayFromHand: self.play_from_hand,
            hint.ServeAt: lambda h, _: (self._("Serve and collect from {place}.") if h.collect
                                        else self._("Serve {place}.")).format(place=where(h.place)),
            hint.CollectAt: lambda h, _:
                self._("Collect from {place}.").format(place=where(h.place)),
            hint.SendToTask: lambda h, _: self._("Send a worker to {place}.").format(
                place=where(h.place)),
            hint.TakeIntoBonus: lambda h, _: self._("Take {place} into the bonus zone.").format(
                place=where(h.place)),
            hint.ActivateAt: lambda h, _: self._("Activate {place}.").format(place=where(h.place)),
            hint.VoucherOn: lambda h, _: self._("Use the meal voucher on {place}.").format(
                place=where(h.place)),
            hint.OrderDish: lambda h, _: self._("Order {dish} from the menu.").format(
                dish=self.dish(h.option)),
        })
        return words

    def play_from_hand(self, h: hint.PlayFromHand, reader: Reader) -> str:
        card = hand_name(self.data, h.card, self.language)
        if h.companion:
            return self._("Play {card} and bring {companion} along.").format(
                card=card, companion=hand_name(self.data, h.companion, self.language))
        return self._("Play {card}.").format(card=card)

    # --- score reasons -------------------------------------------------------------------------
    def stars_for(self, f: score.StarsFor, reader: Reader) -> str:
        said = capital(self.cause(f.why))
        return said if f.times == 1 else f"{said} (\u00d7{f.times})"

    def score_wordings(self) -> dict[type, Wording]:
        return {
            score.StarsFor: self.stars_for,
            score.CustomersLeftUnhappy: lambda f, _: self.language.ngettext(
                "{count} customer left unhappy", "{count} customers left unhappy",
                f.count).format(count=f.count),
            score.TasksNotDone: lambda f, _: self.language.ngettext(
                "{count} task was not done", "{count} tasks were not done",
                f.count).format(count=f.count),
            score.BonusesNeverDealtWith: lambda f, _: self.language.ngettext(
                "{count} bonus card was never dealt with",
                "{count} bonus cards were never dealt with", f.count).format(count=f.count),
            score.StartingStars: self._always(N_("Stars at the start")),
            score.DayLost: self._always(N_("The day was lost")),
            score.ManagerScoresWonDay: self._always(
                N_("The manager scores the stars left on a won day.")),
            score.LostDayScoresNothing: self._always(N_("A lost day scores no stars.")),
            score.PlayedManager: self._always(
                N_("Manager: ran the kitchen; scores the stars left on a won day.")),
            score.PlayedCustomers: self._always(
                N_("Customer player: sent the customers in; scores every star Crazy Taco "
                   "loses.")),
        }

    # --- results -------------------------------------------------------------------------------
    def who_won(self, f: WhoWon, reader: Reader) -> str:
        """1 v 1: the role leads, since the roles decide who wins, never the bigger number
        ('Ana (Manager) survives the day'); solo, the kit's heading for a won day, and for a
        lost one the day's words, not "No winner" (there was only one player to win)."""
        if len(f.names) <= CUSTOMER_PLAYER:
            return "" if f.seats else self._("The day is lost")
        if len(f.seats) != 1:
            return ""
        seat = f.seats[0]
        if seat == MANAGER:
            return self._("{name} (Manager) survives the day").format(name=f.names[seat])
        return self._("{name} (Customer player) closes Crazy Taco").format(name=f.names[seat])

    def seat_part(self, f: SeatPart, reader: Reader) -> str:
        """1 v 1: the role a seat played, under its name on the results card."""
        if len(self.names) <= CUSTOMER_PLAYER:
            return ""
        return self._("Manager") if f.seat == MANAGER else self._("Customer player")

    def decided(self, f: Decided, reader: Reader) -> str:
        """1 v 1: the rule that decided, under the heading, since a loser's score may be the
        bigger number ("The roles decide, not the bigger number: ..."); solo, how it ended."""
        if len(self.names) <= CUSTOMER_PLAYER or len(f.seats) != 1:
            return ""
        _ = self._
        if f.seats[0] == CUSTOMER_PLAYER:
            return _("The roles decide, not the bigger number: the customer player wins by "
                     "bringing Crazy Taco to its last popularity space.")
        if isinstance(f.why, end.NoCardToPlay):
            return _("The roles decide, not the bigger number: the manager wins, as the "
                     "customer player has no card they may play.")
        return _("The roles decide, not the bigger number: the manager wins by seeing every "
                 "customer out before the stars run out.")

    def score_word(self, f: ScoreWord, reader: Reader) -> str:
        """1 v 1: what each seat's number counts ("3 stars kept", "7 stars taken")."""
        if len(self.names) <= CUSTOMER_PLAYER:
            return ""
        if f.seat == MANAGER:
            return self.language.ngettext("star kept", "stars kept", f.score)
        return self.language.ngettext("star taken", "stars taken", f.score)

    def _always(self, message: str) -> Wording:
        """A fixed message, in the book's language."""
        return _always(self._(message))

    # --- the book ------------------------------------------------------------------------------
    def wordings(self) -> dict[type, Wording]:
        words: dict[type, Wording] = {
            ev.PhaseChanged: self.phase, ev.CardMoved: self.moved, ev.CardStatus: self.status,
            ev.DiceRolled: self.rolled, ev.DieMoved: self.die_moved,
            ev.DieTurned: lambda e, _: self._("The {die} now shows {face}.").format(
                die=self.die(e.die), face=self.face(e.face)),
            ev.MoneyChanged: self.money, ev.PopularityChanged: self.popularity,
            ev.FineChanged: self.fine, ev.GameEnded: self.ended,
        }
        for kind in (end.StandClosed, end.DayDone, end.CustomersWon, end.ManagerSurvived,
                     end.NoCardToPlay):
            words[kind] = self.ending
        words.update(self.refusal_wordings())
        words.update(self.hint_wordings())
        words.update(self.score_wordings())
        words[WhoWon] = self.who_won
        words[SeatPart] = self.seat_part
        words[Decided] = self.decided
        words[ScoreWord] = self.score_word
        return words


def _said(w: CrazyWords, message: str, **values: Any) -> str:
    """`message` in `w`'s language with `values` filled in (a capital first: a line may
    start with a card, 'tarea Basura: terminada')."""
    return capital(w._(message).format(**values))


CARD_MOVES: dict[type, Callable[[Any, Any, CrazyWords], str]] = {
    ev.ExtraAppears: lambda e, how, w: _said(
        w, N_("An Extra appears: {card} (${cost}). Buy it or let it go."), card=w.card(e.card),
        cost=w.data.card(e.card).cost),
    ev.FreeTime: lambda e, how, w: _said(
        w, N_("Free time: nobody to serve, no card takes its place.")),
    ev.PickpocketGone: lambda e, how, w: _said(
        w, N_("The pickpocket finds no task to hide behind and is gone.")),
    ev.ComesIn: lambda e, how, w: _said(w, N_("{card} comes in to position {position}."),
                                        card=w.card(e.card), position=how.position),
    ev.MovesUp: lambda e, how, w: _said(w, N_("{card} moves up to position {position}."),
                                        card=w.card(e.card), position=how.position),
    ev.PushedOut: lambda e, how, w: _said(w, N_("{card} is pushed out."), card=w.card(e.card)),
    ev.VipStormsOut: lambda e, how, w: _said(w, N_("The VIP will not wait and storms out.")),
    ev.PickpocketSlipsOut: lambda e, how, w: _said(
        w, N_("The pickpocket slips out without paying and hides back in the deck.")),
    ev.RunsOutOfPatience: lambda e, how, w: _said(w, N_("{card} runs out of patience."),
                                                  card=w.card(e.card)),
    ev.GivesUp: lambda e, how, w: _said(w, N_("{card} gives up and leaves."),
                                        card=w.card(e.card)),
    ev.TaskThrownAway: lambda e, how, w: _said(w, N_("{card} was never done and is thrown "
                                                     "away."), card=w.card(e.card)),
    ev.NewTask: lambda e, how, w: _said(
        w, N_("New task on the storeroom door: {card} ({die})."), card=w.card(e.card),
        die=a_die(w.data.card(e.card).die, w.language)),
    ev.TaskUnderWay: lambda e, how, w: w.language.ngettext(
        "{card} is under way for {count} turn.", "{card} is under way for {count} turns.",
        how.turns).format(card=w.card(e.card), count=how.turns),
    ev.TaskDone: lambda e, how, w: _said(w, N_("{card} is done."), card=w.card(e.card)),
    ev.InspectionPassed: lambda e, how, w: _said(w, N_("{card}: everything is in order."),
                                                 card=w.card(e.card)),
    ev.InspectionFined: lambda e, how, w: _said(w, N_("{card}: a ${amount} fine."),
                                                card=w.card(e.card), amount=how.amount),
    ev.InspectionPaid: lambda e, how, w: _said(w, N_("{card} is paid."), card=w.card(e.card)),
    ev.InspectionWaits: lambda e, how, w: _said(w, N_("{card} waits in the FINE zone."),
                                                card=w.card(e.card)),
    ev.FineSettled: lambda e, how, w: _said(w, N_("{card} is settled."), card=w.card(e.card)),
    ev.PinataArrives: lambda e, how, w: _said(
        w, N_("Fiesta! The piñata arrives in the bonus zone.")),
    ev.PinataFindsNoRoom: lambda e, how, w: _said(
        w, N_("The piñata finds no room in the bonus zone.")),
    ev.PinataBreaks: lambda e, how, w: _said(
        w, N_("The piñata was left alone and breaks on the floor.")),
    ev.PinataBroken: lambda e, how, w: _said(w, N_("The piñata is broken: fiesta!")),
    ev.LeavesHappy: lambda e, how, w: _said(w, N_("{card} leaves happy."), card=w.card(e.card)),
    ev.VoucherPays: lambda e, how, w: _said(w, N_("The meal voucher pays for {card}'s order."),
                                            card=w.card(how.order)),
    ev.CleaningUp: lambda e, how, w: w.language.ngettext(
        "Cleaning up: {count} turns.", "Cleaning up: {count} turns.", how.turns).format(
        count=how.turns),
    ev.ToBonusZone: lambda e, how, w: _said(w, N_("{card} goes to the bonus zone."),
                                            card=w.card(e.card)),
    ev.UsedUp: lambda e, how, w: _said(w, N_("{card} is used up."), card=w.card(e.card)),
    ev.ClearedAway: lambda e, how, w: _said(w, N_("{card} is cleared away at closing time."),
                                            card=w.card(e.card)),
    ev.ExtraSoldBack: lambda e, how, w: _said(w, N_("{card} is sold back for ${resale}."),
                                              card=w.card(e.card),
                                              resale=w.data.card(e.card).resale),
    ev.ExtraJoins: lambda e, how, w: _said(w, N_("{card} joins the kitchen."),
                                           card=w.card(e.card)),
    ev.ExtraNotBought: lambda e, how, w: _said(w, N_("{card} is not bought."),
                                               card=w.card(e.card)),
}
"""Each way a card moves, in words (the customer player's draws and the manager's reveals,
which depend on the reader, are `CrazyWords.moved`'s)."""

STATUS_WORDS = {
    ev.Served: N_("{card} is served."),
    ev.HasPaid: N_("{card} has paid."),
    ev.ServedWithVoucher: N_("{card} is served with the voucher."),
    ev.TacoEspecial: N_("{card} gets a taco especial."),
}
"""How an order's status changed."""

DIE_MOVES: dict[type, Callable[[Any, Any, CrazyWords], str]] = {
    ev.DieServes: lambda e, how, w: _said(w, N_("{die} serves {card}."), die=w.die(e.die),
                                          card=w.card(how.card)),
    ev.DieCollects: lambda e, how, w: _said(w, N_("{die} collects."), die=w.die(e.die)),
    ev.DieCollectsFrom: lambda e, how, w: _said(w, N_("{die} collects from {card}."),
                                                die=w.die(e.die), card=w.card(how.card)),
    ev.DieTakesOn: lambda e, how, w: _said(w, N_("{die} takes on {card}."), die=w.die(e.die),
                                           card=w.card(how.card)),
    ev.DieStartsCleaning: lambda e, how, w: _said(w, N_("{die} starts cleaning."),
                                                  die=w.die(e.die)),
    ev.DieTakes: lambda e, how, w: _said(w, N_("{die} takes {card}."), die=w.die(e.die),
                                         card=w.card(how.card)),
    ev.DieActivates: lambda e, how, w: _said(w, N_("{die} activates {card}."), die=w.die(e.die),
                                             card=w.card(how.card)),
    ev.DieToDish: lambda e, how, w: _said(w, N_("{die} goes to {dish}."), die=w.die(e.die),
                                          dish=w.dish(how.option)),
    ev.DieRests: lambda e, how, w: _said(w, N_("{die} rests on (space {space})."),
                                         die=w.die(e.die), space=how.space),
    ev.DieCannotRest: lambda e, how, w: _said(
        w, N_("{die} cannot rest (the staff-room key keeps the rest room shut).") if how.key
        else N_("{die} cannot rest (no room)."), die=w.die(e.die)),
    ev.DieToRestRoom: lambda e, how, w: _said(w, N_("{die} goes to the rest room."),
                                              die=w.die(e.die)),
    ev.TraineeBack: lambda e, how, w: _said(w, N_("The trainee is back at work.")),
}
"""Why a die moved, in words."""

FIXED_CAUSES = {
    ev.PinataReward: N_("the Fiesta Piñata"),
    ev.RerollCost: N_("re-roll"),
    ev.OvertimeCost: N_("overtime"),
    ev.Advertising: N_("advertising campaign"),
    ev.FinesPaid: N_("fines"),
    ev.VipServedInTime: N_("the VIP was served in time"),
    ev.PickpocketGotAway: N_("the pickpocket got away"),
    ev.PinataNotAttended: N_("the Fiesta Piñata was not attended"),
    ev.NoRoomForPinata: N_("no room for the Fiesta Piñata"),
}
"""Causes of money or stars that name no card."""


def _always(text: str) -> Wording:
    def said(fact: Any, reader: Reader) -> str:
        return text
    return said


@dataclass(frozen=True)
class CrazyPhrases(Phrases):
    """Crazy Taco's book: the kit's `say` for every fact, and the history's lines
    (`history_line`)."""

    said: CrazyWords | None = None
    """The game's words (its cards and seats named), for the history's lines."""

    def history_line(self, event: Event, reader: Reader) -> str | None:
        """`event` as a line of `reader`'s history (None: no line): the customer player named,
        or told "you"; what only moves the pieces along makes no line."""
        if isinstance(event, QUIET):
            return None
        if isinstance(event, ev.CardMoved) and isinstance(event.how, ev.CardDrawn):
            return None
        if isinstance(event, ev.CardMoved) and self.said is not None:
            return self.said.moved(event, reader, named=True) or None
        return self.say(event, reader) or None


def history_line(phrases: Phrases, event: Event, reader: Reader) -> str | None:
    """A line of the history from `phrases` (Crazy Taco's book, or the kit's words)."""
    if isinstance(phrases, CrazyPhrases):
        return phrases.history_line(event, reader)
    return phrases.say(event, reader)


def crazy_phrases(names: Sequence[str], data: CrazyTacoData, rules: Rules,
                  language: Language) -> CrazyPhrases:
    """Crazy Taco's phrase book for a game of these seats and cards (its spec's `phrases`)."""
    words = CrazyWords(names, data, language)
    return CrazyPhrases(words.wordings(), language, words)
