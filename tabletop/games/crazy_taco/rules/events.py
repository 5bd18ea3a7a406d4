"""Crazy Taco's events: what happened, with ids, faces and zones for the view to animate.

Events are facts: each says how it came about with a small fact of its own (`how`, `why`: a
customer comes in, a die serves an order, a star lost because a task was not done), naming cards
by id, dice by id and menu dishes by id. The table's phrase book (`table/phrases.py`) words them;
no event names a card hidden in the customer player's hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Event
from tabletop.core.facts import Fact

# --- the events -------------------------------------------------------------------------------


@dataclass(frozen=True)
class PhaseChanged(Event):
    """The banner changes: phase is customers / dice / management / over."""

    phase: str
    step: str
    turn: int


@dataclass(frozen=True)
class CardMoved(Event):
    """A card went from one zone to another (zones like 'deck', 'counter:2', 'patience');
    `card` is '' for a hidden card drawn into or put back from the hand."""

    card: str
    from_zone: str
    to_zone: str
    how: Fact
    """Why it moved (one of the card moves below)."""


@dataclass(frozen=True)
class CardStatus(Event):
    """An order on the table was served and/or collected (card stays, turned upright)."""

    card: str
    served: bool
    collected: bool
    how: Fact
    """How (one of the order news below)."""


@dataclass(frozen=True)
class DiceRolled(Event):
    """Dice were rolled (`again`: re-rolled, for `paid`): pairs of (die id, face)."""

    dice: tuple[tuple[str, str], ...]
    paid: int
    again: bool = False


@dataclass(frozen=True)
class DieMoved(Event):
    """A die moved (zones like 'cup', 'table', 'card:taco-1', 'task', 'rest:2', 'fine')."""

    die: str
    face: str
    from_zone: str
    to_zone: str
    how: Fact | None = None
    """Why it moved (one of the die moves below; None: it just goes to `to_zone`)."""


@dataclass(frozen=True)
class DieTurned(Event):
    """A die was turned to another face (menu conversions)."""

    die: str
    old_face: str
    face: str


@dataclass(frozen=True)
class MoneyChanged(Event):
    """The register gained (`delta` > 0) or paid; `why`: one of the causes below."""

    delta: int
    total: int
    why: Fact


@dataclass(frozen=True)
class PopularityChanged(Event):
    """Stars won or lost; `why` is the cause, as the results and the score sheet list it."""

    delta: int
    total: int
    why: Fact


@dataclass(frozen=True)
class FineChanged(Event):
    """The pending (unpaid) fine changed; while above 0 the trainee is held. `why`: the cause
    of a new fine (None: the fines were paid)."""

    delta: int
    total: int
    why: Fact | None = None


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over: `how` is its ending (`rules/endings.py`)."""

    winners: tuple[int, ...]
    how: Fact


# --- how a card moved (the card is the event's unless a field names another) -----------------


@dataclass(frozen=True)
class ComesIn(Fact):
    """A customer comes in to counter `position`."""

    position: int


@dataclass(frozen=True)
class MovesUp(Fact):
    """A customer moves up to counter `position`."""

    position: int


@dataclass(frozen=True)
class PushedOut(Fact):
    """A bonus card at position 1 is pushed out by an arrival."""


@dataclass(frozen=True)
class VipStormsOut(Fact):
    """The unserved VIP will not wait in Patience."""


@dataclass(frozen=True)
class PickpocketSlipsOut(Fact):
    """The unserved pickpocket leaves without paying and hides in the deck."""


@dataclass(frozen=True)
class PickpocketGone(Fact):
    """The pickpocket finds no task to hide behind."""


@dataclass(frozen=True)
class RunsOutOfPatience(Fact):
    """Position 1 moves into Patience."""


@dataclass(frozen=True)
class GivesUp(Fact):
    """The card in Patience leaves."""


@dataclass(frozen=True)
class FreeTime(Fact):
    """A Free time card: nobody comes."""


@dataclass(frozen=True)
class ExtraAppears(Fact):
    """An Extra card comes up to buy (solo)."""


@dataclass(frozen=True)
class ExtraRevealed(Fact):
    """The manager reveals the top card of the Extra pile (1 v 1)."""


@dataclass(frozen=True)
class ExtraSoldBack(Fact):
    """The Extra held is sold back to buy another."""


@dataclass(frozen=True)
class ExtraJoins(Fact):
    """The Extra bought joins the kitchen."""


@dataclass(frozen=True)
class ExtraNotBought(Fact):
    """The Extra offered is let go."""


@dataclass(frozen=True)
class TaskThrownAway(Fact):
    """A task never done is replaced by a new one."""


@dataclass(frozen=True)
class NewTask(Fact):
    """A task goes up on the storeroom door."""


@dataclass(frozen=True)
class TaskUnderWay(Fact):
    """A die took on the task for `turns` turns."""

    turns: int


@dataclass(frozen=True)
class TaskDone(Fact):
    """A task's die comes back: the task is done."""


@dataclass(frozen=True)
class InspectionPassed(Fact):
    """An inspection finds nothing to fine."""


@dataclass(frozen=True)
class InspectionFined(Fact):
    """An inspection fines `amount` dollars."""

    amount: int


@dataclass(frozen=True)
class InspectionPaid(Fact):
    """The inspection's fine is paid at once."""


@dataclass(frozen=True)
class InspectionWaits(Fact):
    """The inspection's fine is unpaid: the card waits in the FINE zone."""


@dataclass(frozen=True)
class FineSettled(Fact):
    """A card of the FINE zone goes once the fines are paid."""


@dataclass(frozen=True)
class PinataArrives(Fact):
    """Two OPEN cards in a row: the piñata comes to the bonus zone."""


@dataclass(frozen=True)
class PinataFindsNoRoom(Fact):
    """The bonus zone is full when the piñata comes."""


@dataclass(frozen=True)
class PinataBreaks(Fact):
    """The piñata was left alone too long."""


@dataclass(frozen=True)
class PinataBroken(Fact):
    """The piñata's die comes back: fiesta."""


@dataclass(frozen=True)
class LeavesHappy(Fact):
    """A served and paid order leaves."""


@dataclass(frozen=True)
class VoucherPays(Fact):
    """The meal voucher (the event's card) pays for `order`."""

    order: str


@dataclass(frozen=True)
class CleaningUp(Fact):
    """A Cleaning card goes to the bonus zone for `turns` turns."""

    turns: int


@dataclass(frozen=True)
class ToBonusZone(Fact):
    """A bonus card goes to the bonus zone."""


@dataclass(frozen=True)
class UsedUp(Fact):
    """A bonus card's die comes back: the card is used up."""


@dataclass(frozen=True)
class ClearedAway(Fact):
    """A card still at the counter when the day ends."""


@dataclass(frozen=True)
class CardDrawn(Fact):
    """The customer player draws a card (hidden)."""


@dataclass(frozen=True)
class CardPutBack(Fact):
    """The customer player puts a card under the deck (hidden)."""


# --- how an order's status changed ------------------------------------------------------------


@dataclass(frozen=True)
class Served(Fact):
    """Dice served the order."""


@dataclass(frozen=True)
class HasPaid(Fact):
    """A money die collected the order's payment."""


@dataclass(frozen=True)
class ServedWithVoucher(Fact):
    """The meal voucher served and paid the order."""


@dataclass(frozen=True)
class TacoEspecial(Fact):
    """The menu's serve-all dish served and paid the order."""


# --- why a die moved --------------------------------------------------------------------------


@dataclass(frozen=True)
class DieServes(Fact):
    """The die serves order `card`."""

    card: str


@dataclass(frozen=True)
class DieCollects(Fact):
    """The die collects the payment of the order it serves with others."""


@dataclass(frozen=True)
class DieCollectsFrom(Fact):
    """The die collects from order `card`."""

    card: str


@dataclass(frozen=True)
class DieTakesOn(Fact):
    """The die takes on task `card`."""

    card: str


@dataclass(frozen=True)
class DieStartsCleaning(Fact):
    """The die is held on a Cleaning card."""


@dataclass(frozen=True)
class DieTakes(Fact):
    """The die takes bonus card `card`."""

    card: str


@dataclass(frozen=True)
class DieActivates(Fact):
    """The die activates `card` of the bonus zone."""

    card: str


@dataclass(frozen=True)
class DieToDish(Fact):
    """The die pays for menu dish `option`."""

    option: str


@dataclass(frozen=True)
class DieRests(Fact):
    """A resting die moves on to rest-room `space`."""

    space: int


@dataclass(frozen=True)
class DieCannotRest(Fact):
    """A die rolled rest but the rest room is shut (`key`: by the staff-room key) or full."""

    key: bool


@dataclass(frozen=True)
class DieToRestRoom(Fact):
    """A die rolled rest and goes to the rest room."""


@dataclass(frozen=True)
class TraineeBack(Fact):
    """The fines are paid: the die held in the FINE zone is back at work."""


# --- why money or stars changed (the score sheet lists the stars by these) -------------------


@dataclass(frozen=True)
class OrderPaid(Fact):
    card: str


@dataclass(frozen=True)
class ExtraSold(Fact):
    card: str


@dataclass(frozen=True)
class CardCost(Fact):
    """What card `card` costs (an Extra bought, a task's truck, an inspection's fine)."""

    card: str


@dataclass(frozen=True)
class PinataReward(Fact):
    """The Fiesta Piñata pays out."""


@dataclass(frozen=True)
class RerollCost(Fact):
    """A re-roll."""


@dataclass(frozen=True)
class OvertimeCost(Fact):
    """Overtime paid."""


@dataclass(frozen=True)
class Advertising(Fact):
    """An advertising campaign (its cost, and its star)."""


@dataclass(frozen=True)
class FinesPaid(Fact):
    """The fines due, paid."""


@dataclass(frozen=True)
class LeftUnhappy(Fact):
    """Card `card` left unhappy (its stars, its fine)."""

    card: str


@dataclass(frozen=True)
class TaskNotDone(Fact):
    """Task `card` was replaced before it was done (its stars, its fine)."""

    card: str


@dataclass(frozen=True)
class NeverDealtWith(Fact):
    """Bonus card `card` still waited at closing time."""

    card: str


@dataclass(frozen=True)
class VipServedInTime(Fact):
    """The VIP was served before Patience."""


@dataclass(frozen=True)
class PickpocketGotAway(Fact):
    """The pickpocket slipped out unserved."""


@dataclass(frozen=True)
class PinataNotAttended(Fact):
    """The piñata broke on the floor."""


@dataclass(frozen=True)
class NoRoomForPinata(Fact):
    """The piñata found the bonus zone full."""


@dataclass(frozen=True)
class MenuDish(Fact):
    """Menu dish `option` (a star)."""

    option: str
