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
from tabletop.core.language import Language
from tabletop.games.crazy_taco.rules import endings as end
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import hints as hint
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules import score_breakdown as score
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
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
from tabletop.games.crazy_taco.table.card_names import hand_name, place_name
from tabletop.table.phrases import Phrases, Reader, SeatWords, Wording, capital

STEP_BANNERS = {
    "play": "Phase 1 · The customer player plays a card",
    "extra": "Phase 1 · An Extra: buy it or let it go",
    "extra_offer": "Phase 1 · Stars lost: reveal an Extra?",
    "roll": "Phase 2 · Roll the dice",
    "place": "Phase 2 · Place your dice",
    "manage": "Phase 3 · Management",
}
"""A step as the phase banner names it."""

WRONG_STEP = {
    STEP_ROLL: "Roll the dice first.",
    STEP_PLACE: "Place your dice (or finish) first.",
    STEP_MANAGE: "Finish Phase 3 first (end the turn when done).",
    STEP_EXTRA: "First decide whether to buy the Extra card.",
    STEP_OFFER: "First decide whether to reveal an Extra card.",
    STEP_PLAY: "The customer player plays a card first.",
}
"""What to do first, by the step the game is at."""

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
TIMES_WORDS = {1: "once", 2: "twice"}

QUIET = (ev.PhaseChanged, ev.DieMoved)
"""Events that make no line of the history."""

def roll_words(faces: Sequence[str]) -> str:
    """What a roll showed, face by face ("Rolled 5 dice: 2 money, 1 drink, 2 blank."): short
    enough for one line; the kitchen shows which die shows what."""
    if not faces:
        return "Rolled: nothing to roll."
    counts = {face: faces.count(face) for face in dict.fromkeys(faces)}
    dice = "1 die" if len(faces) == 1 else f"{len(faces)} dice"
    return f"Rolled {dice}: " + ", ".join(f"{n} {face}" for face, n in counts.items()) + "."


def stars(count: int) -> str:
    """'1 star', '2 stars'."""
    return f"{count} star" if count == 1 else f"{count} stars"


class CrazyWords(SeatWords):
    """The words, knowing the seats' names and the game's cards, dice and menu."""

    def __init__(self, names: Sequence[str], data: CrazyTacoData,
                 words: Language | None = None) -> None:
        super().__init__(names, words)
        self.data = data

    # --- names ---------------------------------------------------------------------------------
    def card(self, card_id: str) -> str:
        return str(self.data.card(card_id).name)

    def die(self, die_id: str) -> str:
        return str(self.data.die(die_id).name)

    def dish(self, option_id: str) -> str:
        option = self.data.menu_option(option_id)
        return option.name if option is not None else option_id

    def customer(self, reader: Reader, named: bool) -> str:
        """Who the customer player is to `reader`: 'You', their name, or (to everyone at the
        table, unless `named`) 'The customer player'."""
        if reader == CUSTOMER_PLAYER:
            return "You"
        if (reader is not None or named) and len(self.names) > CUSTOMER_PLAYER:
            return self.names[CUSTOMER_PLAYER]
        return "The customer player"

    # --- events --------------------------------------------------------------------------------
    def phase(self, e: ev.PhaseChanged, reader: Reader) -> str:
        if e.step == STEP_OVER:
            return "Game over"
        return f"Turn {e.turn} · {STEP_BANNERS.get(e.step, e.step)}"

    def moved(self, e: ev.CardMoved, reader: Reader, named: bool = False) -> str:
        how = e.how
        if isinstance(how, ev.CardDrawn | ev.CardPutBack):
            who = self.customer(reader, named)
            you = who == "You"
            if isinstance(how, ev.CardDrawn):
                return f"{who} {'draw' if you else 'draws'} a card."
            return f"{who} {'put' if you else 'puts'} a card under the deck."
        if isinstance(how, ev.ExtraRevealed):
            cost = self.data.card(e.card).cost
            if reader == MANAGER:
                return f"You reveal {self.card(e.card)} (${cost})."
            return f"The manager reveals {self.card(e.card)} (${cost})."
        wording = CARD_MOVES.get(type(how))
        return wording(e, how, self) if wording is not None else ""

    def status(self, e: ev.CardStatus, reader: Reader) -> str:
        said = STATUS_WORDS.get(type(e.how), "")
        return f"{self.card(e.card)} {said}." if said else ""

    def rolled(self, e: ev.DiceRolled, reader: Reader) -> str:
        if not e.again:
            return roll_words([face for _die, face in e.dice])
        return "Re-rolled: " + ", ".join(f"{self.die(d)} {f}" for d, f in e.dice) + "."

    def die_moved(self, e: ev.DieMoved, reader: Reader) -> str:
        if e.how is None:
            return f"{self.die(e.die)} goes to {e.to_zone}."
        wording = DIE_MOVES.get(type(e.how))
        return wording(e, e.how, self) if wording is not None else ""

    def money(self, e: ev.MoneyChanged, reader: Reader) -> str:
        sign = "+" if e.delta > 0 else "-"
        return f"{sign}${abs(e.delta)}: {self.cause(e.why)}."

    def popularity(self, e: ev.PopularityChanged, reader: Reader) -> str:
        sign = "+" if e.delta > 0 else "-"
        return f"{sign}{stars(abs(e.delta))}: {self.cause(e.why)}."

    def fine(self, e: ev.FineChanged, reader: Reader) -> str:
        if e.why is None:
            return "Fines paid: the trainee is free again."
        return (f"${e.delta} unpaid ({self.cause(e.why)}): the trainee is held until it is "
                f"paid.")

    def cause(self, why: Fact) -> str:
        """Why money or stars changed, as a sentence goes on ('the VIP was served in time')."""
        fixed = FIXED_CAUSES.get(type(why))
        if fixed is not None:
            return fixed
        card = getattr(why, "card", "")
        name = self.card(card) if card else ""
        if isinstance(why, ev.OrderPaid):
            return f"{name} paid"
        if isinstance(why, ev.ExtraSold):
            return f"{name} sold"
        if isinstance(why, ev.LeftUnhappy):
            return f"{name} left unhappy"
        if isinstance(why, ev.TaskNotDone):
            return f"{name} was not done"
        if isinstance(why, ev.NeverDealtWith):
            return f"{name} was never dealt with"
        if isinstance(why, ev.MenuDish):
            return self.dish(why.option)
        return name  # CardCost: what the card is

    # --- endings -------------------------------------------------------------------------------
    def ending(self, how: Fact, reader: Reader) -> str:
        if isinstance(how, end.StandClosed):
            return "Popularity hit bottom: Crazy Taco has closed its doors."
        if isinstance(how, end.DayDone):
            return f"The day is done: you won with {how.stars} stars!"
        if isinstance(how, end.CustomersWon):
            return "The customers brought Crazy Taco to its last popularity space."
        if isinstance(how, end.ManagerSurvived):
            who = "You" if reader == MANAGER else "The manager"
            return f"{who} survived every customer."
        if isinstance(how, end.NoCardToPlay):
            if reader == CUSTOMER_PLAYER:
                return "You have no card you may play."
            return "The customer player has no card they may play."
        return ""

    def ended(self, e: ev.GameEnded, reader: Reader) -> str:
        return self.ending(e.how, reader)

    # --- refusals ------------------------------------------------------------------------------
    def refusal_wordings(self) -> dict[type, Wording]:
        card, die, dish = self.card, self.die, self.dish
        fixed = {
            no.GameIsOver: "The game is over.",
            no.NotThisGame: "Crazy Taco has no such move.",
            no.DieUsedTwice: "Each die can be used only once.",
            no.NotAtCounter: "That card is not waiting at the counter.",
            no.NoDiceToReroll: "Choose the dice to roll again.",
            no.RerollOnlyTableDice: "Only unplaced dice on the table can be rolled again.",
            no.PrepaidNeedsNoPayment: "A prepaid order needs no payment die.",
            no.NeedMoneyDie: "Collecting needs a die showing money.",
            no.ServePickpocketFirst: "Serve the pickpocket before you collect, or they run off.",
            no.NoVoucher: "You have no meal voucher in the bonus zone.",
            no.NoTaskAtDoor: "No task is waiting on the storeroom door.",
            no.BonusZoneFull: "The bonus zone is full.",
            no.NotInBonusZone: "That card is not in the bonus zone.",
            no.AlreadyHasDie: "That card already has its die.",
            no.BlankNeedsReal: "Blank dice only help a real food or drink die; add one.",
            no.NoCustomers: "There are no customers to serve.",
            no.TurnMoneyCapable: "Turn a die that has a money face.",
            no.NobodyResting: "Nobody is in the rest room.",
            no.FaceForEachDie: "Choose a face for each die you turn.",
            no.PopularityAtTop: "Popularity is already at the top.",
            no.KeptTwice: "Each die can be kept only once.",
            no.KeepOnlyTableDice: "Only unused dice on the table can be kept.",
            no.RestingCannotBeKept: "A resting die goes to the rest room; it cannot be kept.",
            no.OvertimeNeedsResting: "Overtime brings back a worker from the rest room.",
            no.NoFine: "There is no fine to pay.",
            no.NotInHand: "That card is not in your hand.",
            no.MustPlayPlain: "Right after an OPEN or TASK play you must play a plain card.",
            no.ChooseCompanion: ("An OPEN card brings a second card with it: choose one "
                                 "without OPEN or TASK."),
            no.NoCompanion: "No card in your hand may come in with it.",
            no.OnlyOpenBrings: "Only an OPEN card brings a second card with it.",
            no.PutBackFromHand: "You can only put back cards from your hand.",
            no.DeckTooThin: "The deck is too thin to swap cards.",
        }
        words: dict[type, Wording] = {kind: _always(text) for kind, text in fixed.items()}
        words.update({
            no.NotYourMove: lambda r, _: (
                f"It is {'the customer player' if r.customer else 'the manager'}'s move now."),
            no.WrongStep: lambda r, _: WRONG_STEP.get(r.step, "Not now."),
            no.NoSuchDie: lambda r, _: f"There is no die called {r.die!r}.",
            no.DieNotFree: lambda r, _: f"The {die(r.die)} die is not free to use this turn.",
            no.DieResting: lambda r, _: f"The {die(r.die)} is resting and cannot work.",
            no.NotAnOrder: lambda r, _: f"{card(r.card)} is not a customer with an order.",
            no.RerollTooDear: lambda r, _: (f"A re-roll costs ${r.cost}; the register holds "
                                            f"${r.money}."),
            no.AlreadyServed: lambda r, _: f"{card(r.card)} has already been served.",
            no.AlreadyPaid: lambda r, _: f"{card(r.card)} has already paid.",
            no.NeedsFace: lambda r, _: (f"{card(r.card)} needs a die showing "
                                        f"{' or '.join(r.faces)}."),
            no.NotTakeableBonus: lambda r, _: f"{card(r.card)} is not a bonus card you can take.",
            no.NothingToActivate: lambda r, _: f"{card(r.card)} has nothing to activate.",
            no.WrongDiceCount: lambda r, _: (f"This order needs exactly {r.count} dice, one per "
                                             f"item."),
            no.FaceCannotServe: lambda r, _: f"A die showing {r.face} cannot serve food or drink.",
            no.TooManyFood: lambda r, _: (f"This order has only {r.food} food; too many food "
                                          f"dice."),
            no.TooManyDrink: lambda r, _: (f"This order has only {r.drink} drink; too many drink "
                                           f"dice."),
            no.DishDiceCount: lambda r, _: f"{dish(r.option)} takes exactly {r.count} dice.",
            no.DishFaces: lambda r, _: (
                f"{dish(r.option)} needs exactly "
                f"{', '.join(f'{n} {face}' for face, n in r.faces)} "
                f"(blanks never stand in on the menu)."),
            no.DishWays: self.dish_ways,
            no.NoSuchDish: lambda r, _: f"The menu has no {r.option!r}.",
            no.PutDiceOnDish: lambda r, _: f"Put dice on {dish(r.option)} to order it.",
            no.DishSetsNoFaces: lambda r, _: (f"{dish(r.option)} turns no die to a face of your "
                                              f"choosing."),
            no.DishChangesNoDie: lambda r, _: (f"{dish(r.option)} changes no die: just put the "
                                               f"dice on it."),
            no.ChooseMoneyDice: lambda r, _: f"Choose {r.count} of those dice to turn to money.",
            no.ChooseRestingDice: lambda r, _: f"Choose {r.count} resting dice to bring back.",
            no.ChooseDiceToTurn: lambda r, _: f"Choose {r.count} of those dice to turn.",
            no.NoSuchFace: lambda r, _: f"The {die(r.die)} has no {r.face} face to show.",
            no.CannotRaise: lambda r, _: (f"{card(r.card)} costs ${r.cost}; you can raise "
                                          f"${r.can}."),
            no.OvertimeUsedUp: lambda r, _: (f"Overtime can only be paid "
                                             f"{TIMES_WORDS.get(r.times, f'{r.times} times')} "
                                             f"a game."),
            no.OvertimeTooDear: lambda r, _: (f"Overtime costs ${r.cost}; the register holds "
                                              f"${r.money}."),
            no.CampaignTooDear: lambda r, _: (f"A campaign costs ${r.cost}; the register holds "
                                              f"${r.money}."),
            no.FinesTooHigh: lambda r, _: (f"The fines come to ${r.due}; the register holds "
                                           f"${r.money}."),
            no.RedrawLimit: self.redraw_limit,
            no.RedrawCount: lambda r, _: f"Choose exactly {r.count} different cards to put back.",
        })
        return words

    def dish_ways(self, r: no.DishWays, reader: Reader) -> str:
        option = self.data.menu_option(r.option)
        variants = option.variants if option is not None else ()
        ways = " or ".join(" + ".join(f"{n} {f}" for f, n in v.faces) for v in variants)
        return f"{self.dish(r.option)} needs {ways} (blanks never stand in on the menu)."

    def redraw_limit(self, r: no.RedrawLimit, reader: Reader) -> str:
        if r.limit == 0:
            return "Swapping cards is not allowed at this table: play a card."
        turns = "turn" if r.limit == 1 else f"{r.limit} turns"
        return f"You have swapped cards {turns} in a row: play a card this turn."

    # --- hints: why a bot would make the move ------------------------------------------------
    def where(self, place: hint.CardPlace) -> str:
        return place_name(self.data, place)

    def hint_wordings(self) -> dict[type, Wording]:
        fixed = {
            hint.RollDice: "Roll the dice.",
            hint.OnlyMove: "The only thing to do.",
            hint.LookAtExtra: "Look at an Extra: you can afford one.",
            hint.SaveMoney: "Save the money instead of an Extra.",
            hint.PayTheFine: "Pay the fine to free the trainee.",
            hint.PayOvertime: "Pay overtime: that worker would rest for a while.",
            hint.BuyCampaign: "Buy an advertising campaign for a star.",
            hint.EndTheTurn: "End the turn.",
            hint.RerollUseless: "Pay for a re-roll of the dice that are no use.",
            hint.BestMove: "Best move.",
        }
        words: dict[type, Wording] = {kind: _always(text) for kind, text in fixed.items()}
        where = self.where
        words.update({
            hint.BuyTheExtra: lambda h, _: (f"Buy the {self.card(h.card)}: one free conversion "
                                            f"every turn."),
            hint.LetTheExtraGo: lambda h, _: f"Let the {self.card(h.card)} go.",
            hint.FinishPlacing: lambda h, _: (
                "Finish placing dice, "
                f"{'keeping the useful faces' if h.keeping else 'nothing worth keeping'}."),
            hint.SwapWeakCards: lambda h, _: (f"Swap {NUMBER_WORDS.get(h.count, str(h.count))} "
                                              f"weak cards for new ones."),
            hint.PlayFromHand: self.play_from_hand,
            hint.ServeAt: lambda h, _: (f"Serve and collect from {where(h.place)}." if h.collect
                                        else f"Serve {where(h.place)}."),
            hint.CollectAt: lambda h, _: f"Collect from {where(h.place)}.",
            hint.SendToTask: lambda h, _: f"Send a worker to {where(h.place)}.",
            hint.TakeIntoBonus: lambda h, _: f"Take {where(h.place)} into the bonus zone.",
            hint.ActivateAt: lambda h, _: f"Activate {where(h.place)}.",
            hint.VoucherOn: lambda h, _: f"Use the meal voucher on {where(h.place)}.",
            hint.OrderDish: lambda h, _: f"Order {self.dish(h.option)} from the menu.",
        })
        return words

    def play_from_hand(self, h: hint.PlayFromHand, reader: Reader) -> str:
        card = hand_name(self.data, h.card)
        if h.companion:
            return f"Play {card} and bring {hand_name(self.data, h.companion)} along."
        return f"Play {card}."

    # --- score reasons -------------------------------------------------------------------------
    def stars_for(self, f: score.StarsFor, reader: Reader) -> str:
        said = capital(self.cause(f.why))
        return said if f.times == 1 else f"{said} (\u00d7{f.times})"

    def score_wordings(self) -> dict[type, Wording]:
        return {
            score.StarsFor: self.stars_for,
            score.StartingStars: _always("Stars at the start"),
            score.DayLost: _always("The day was lost: no stars kept"),
            score.ManagerScoresWonDay: _always("The manager scores the stars left on a won day."),
            score.LostDayScoresNothing: _always("A lost day scores no stars."),
            score.CustomerScoresLosses: _always("The customer player scores every star Crazy "
                                                "Taco loses."),
        }

    # --- the book ------------------------------------------------------------------------------
    def wordings(self) -> dict[type, Wording]:
        words: dict[type, Wording] = {
            ev.PhaseChanged: self.phase, ev.CardMoved: self.moved, ev.CardStatus: self.status,
            ev.DiceRolled: self.rolled, ev.DieMoved: self.die_moved,
            ev.DieTurned: lambda e, _: f"The {self.die(e.die)} now shows {e.face}.",
            ev.MoneyChanged: self.money, ev.PopularityChanged: self.popularity,
            ev.FineChanged: self.fine, ev.GameEnded: self.ended,
        }
        for kind in (end.StandClosed, end.DayDone, end.CustomersWon, end.ManagerSurvived,
                     end.NoCardToPlay):
            words[kind] = self.ending
        words.update(self.refusal_wordings())
        words.update(self.hint_wordings())
        words.update(self.score_wordings())
        return words


CARD_MOVES: dict[type, Callable[[Any, Any, CrazyWords], str]] = {
    ev.ExtraAppears: lambda e, how, w: (f"An Extra appears: {w.card(e.card)} "
                                        f"(${w.data.card(e.card).cost}). Buy it or let it go."),
    ev.FreeTime: lambda e, how, w: "Free time: nobody to serve, no card takes its place.",
    ev.PickpocketGone: lambda e, how, w: ("The pickpocket finds no task to hide behind and is "
                                          "gone."),
    ev.ComesIn: lambda e, how, w: f"{w.card(e.card)} comes in to position {how.position}.",
    ev.MovesUp: lambda e, how, w: f"{w.card(e.card)} moves up to position {how.position}.",
    ev.PushedOut: lambda e, how, w: f"{w.card(e.card)} is pushed out.",
    ev.VipStormsOut: lambda e, how, w: "The VIP will not wait and storms out.",
    ev.PickpocketSlipsOut: lambda e, how, w: ("The pickpocket slips out without paying and "
                                              "hides back in the deck."),
    ev.RunsOutOfPatience: lambda e, how, w: f"{w.card(e.card)} runs out of patience.",
    ev.GivesUp: lambda e, how, w: f"{w.card(e.card)} gives up and leaves.",
    ev.TaskThrownAway: lambda e, how, w: f"{w.card(e.card)} was never done and is thrown away.",
    ev.NewTask: lambda e, how, w: (f"New task on the storeroom door: {w.card(e.card)} "
                                   f"(a {w.data.card(e.card).die} die)."),
    ev.TaskUnderWay: lambda e, how, w: f"{w.card(e.card)} is under way for {how.turns} turn(s).",
    ev.TaskDone: lambda e, how, w: f"{w.card(e.card)} is done.",
    ev.InspectionPassed: lambda e, how, w: f"{w.card(e.card)}: everything is in order.",
    ev.InspectionFined: lambda e, how, w: f"{w.card(e.card)}: a ${how.amount} fine.",
    ev.InspectionPaid: lambda e, how, w: f"{w.card(e.card)} is paid.",
    ev.InspectionWaits: lambda e, how, w: f"{w.card(e.card)} waits in the FINE zone.",
    ev.FineSettled: lambda e, how, w: f"{w.card(e.card)} is settled.",
    ev.PinataArrives: lambda e, how, w: "Fiesta! The piñata arrives in the bonus zone.",
    ev.PinataFindsNoRoom: lambda e, how, w: "The piñata finds no room in the bonus zone.",
    ev.PinataBreaks: lambda e, how, w: "The piñata was left alone and breaks on the floor.",
    ev.PinataBroken: lambda e, how, w: "The piñata is broken: fiesta!",
    ev.LeavesHappy: lambda e, how, w: f"{w.card(e.card)} leaves happy.",
    ev.VoucherPays: lambda e, how, w: f"The meal voucher pays for {w.card(how.order)}'s order.",
    ev.CleaningUp: lambda e, how, w: f"Cleaning up: {how.turns} turns.",
    ev.ToBonusZone: lambda e, how, w: f"{w.card(e.card)} goes to the bonus zone.",
    ev.UsedUp: lambda e, how, w: f"{w.card(e.card)} is used up.",
    ev.ClearedAway: lambda e, how, w: f"{w.card(e.card)} is cleared away at closing time.",
    ev.ExtraSoldBack: lambda e, how, w: (f"{w.card(e.card)} is sold back for "
                                         f"${w.data.card(e.card).resale}."),
    ev.ExtraJoins: lambda e, how, w: f"{w.card(e.card)} joins the kitchen.",
    ev.ExtraNotBought: lambda e, how, w: f"{w.card(e.card)} is not bought.",
}
"""Each way a card moves, in words (the customer player's draws and the manager's reveals,
which depend on the reader, are `CrazyWords.moved`'s)."""

STATUS_WORDS = {
    ev.Served: "is served",
    ev.HasPaid: "has paid",
    ev.ServedWithVoucher: "is served with the voucher",
    ev.TacoEspecial: "gets a taco especial",
}
"""How an order's status changed, after its name."""

DIE_MOVES: dict[type, Callable[[Any, Any, CrazyWords], str]] = {
    ev.DieServes: lambda e, how, w: f"{w.die(e.die)} serves {w.card(how.card)}.",
    ev.DieCollects: lambda e, how, w: f"{w.die(e.die)} collects.",
    ev.DieCollectsFrom: lambda e, how, w: f"{w.die(e.die)} collects from {w.card(how.card)}.",
    ev.DieTakesOn: lambda e, how, w: f"{w.die(e.die)} takes on {w.card(how.card)}.",
    ev.DieStartsCleaning: lambda e, how, w: f"{w.die(e.die)} starts cleaning.",
    ev.DieTakes: lambda e, how, w: f"{w.die(e.die)} takes {w.card(how.card)}.",
    ev.DieActivates: lambda e, how, w: f"{w.die(e.die)} activates {w.card(how.card)}.",
    ev.DieToDish: lambda e, how, w: f"{w.die(e.die)} goes to {w.dish(how.option)}.",
    ev.DieRests: lambda e, how, w: f"{w.die(e.die)} rests on (space {how.space}).",
    ev.DieCannotRest: lambda e, how, w: (
        f"{w.die(e.die)} cannot rest "
        f"({'the staff-room key keeps the rest room shut' if how.key else 'no room'})."),
    ev.DieToRestRoom: lambda e, how, w: f"{w.die(e.die)} goes to the rest room.",
    ev.TraineeBack: lambda e, how, w: "The trainee is back at work.",
}
"""Why a die moved, in words."""

FIXED_CAUSES = {
    ev.PinataReward: "the Fiesta Piñata",
    ev.RerollCost: "re-roll",
    ev.OvertimeCost: "overtime",
    ev.Advertising: "advertising campaign",
    ev.FinesPaid: "fines",
    ev.VipServedInTime: "the VIP was served in time",
    ev.PickpocketGotAway: "the pickpocket got away",
    ev.PinataNotAttended: "the Fiesta Piñata was not attended",
    ev.NoRoomForPinata: "no room for the Fiesta Piñata",
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
