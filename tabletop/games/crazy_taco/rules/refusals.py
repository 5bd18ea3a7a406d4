"""Why Crazy Taco refuses a move: one fact per reason, with what the words need (cards,
dice and menu dishes by id; `table/phrases.py` words them; the rules never do)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class GameIsOver(Fact):
    """No move is taken after the end."""


@dataclass(frozen=True)
class NotThisGame(Fact):
    """The action is not one of Crazy Taco's."""


@dataclass(frozen=True)
class NotYourMove(Fact):
    """Another seat is to move: the customer player (`customer`) or the manager."""

    customer: bool


@dataclass(frozen=True)
class WrongStep(Fact):
    """The action belongs to another step than `step`, the one the game is at."""

    step: str


@dataclass(frozen=True)
class NoSuchDie(Fact):
    """No die has the id `die`."""

    die: str


@dataclass(frozen=True)
class DieNotFree(Fact):
    """Die `die` is not on the table unused."""

    die: str


@dataclass(frozen=True)
class DieResting(Fact):
    """Die `die` shows rest."""

    die: str


@dataclass(frozen=True)
class DieUsedTwice(Fact):
    """The same die twice in one move."""


@dataclass(frozen=True)
class NotAtCounter(Fact):
    """The card is not at the counter nor in Patience."""


@dataclass(frozen=True)
class NotAnOrder(Fact):
    """Card `card` orders nothing."""

    card: str


@dataclass(frozen=True)
class NoDiceToReroll(Fact):
    """A re-roll of no dice."""


@dataclass(frozen=True)
class RerollOnlyTableDice(Fact):
    """Only unplaced dice on the table are rolled again."""


@dataclass(frozen=True)
class RerollTooDear(Fact):
    """A re-roll costs `cost`; the register holds `money`."""

    cost: int
    money: int


@dataclass(frozen=True)
class AlreadyServed(Fact):
    """Order `card` was served already."""

    card: str


@dataclass(frozen=True)
class PrepaidNeedsNoPayment(Fact):
    """A prepaid order takes no money die."""


@dataclass(frozen=True)
class AlreadyPaid(Fact):
    """Order `card` has paid already."""

    card: str


@dataclass(frozen=True)
class NeedMoneyDie(Fact):
    """Collecting takes a die showing money."""


@dataclass(frozen=True)
class ServePickpocketFirst(Fact):
    """The pickpocket is collected only once served."""


@dataclass(frozen=True)
class NoVoucher(Fact):
    """No meal voucher in the bonus zone."""


@dataclass(frozen=True)
class NoTaskAtDoor(Fact):
    """No task on the storeroom door."""


@dataclass(frozen=True)
class NeedsFace(Fact):
    """Card `card` takes a die showing one of `faces`."""

    card: str
    faces: tuple[str, ...]


@dataclass(frozen=True)
class NotTakeableBonus(Fact):
    """Card `card` is no bonus card to take."""

    card: str


@dataclass(frozen=True)
class BonusZoneFull(Fact):
    """The bonus zone has no free slot."""


@dataclass(frozen=True)
class NotInBonusZone(Fact):
    """The card is not in the bonus zone."""


@dataclass(frozen=True)
class AlreadyHasDie(Fact):
    """The bonus card holds its die already."""


@dataclass(frozen=True)
class NothingToActivate(Fact):
    """Bonus card `card` has nothing to activate."""

    card: str


@dataclass(frozen=True)
class WrongDiceCount(Fact):
    """An order takes exactly `count` dice, one per item."""

    count: int


@dataclass(frozen=True)
class FaceCannotServe(Fact):
    """A die showing `face` (money or rest) serves nothing."""

    face: str


@dataclass(frozen=True)
class TooManyFood(Fact):
    """The order has only `food` food."""

    food: int


@dataclass(frozen=True)
class TooManyDrink(Fact):
    """The order has only `drink` drink."""

    drink: int


@dataclass(frozen=True)
class BlankNeedsReal(Fact):
    """Blank dice only help beside a real food or drink die."""


@dataclass(frozen=True)
class DishDiceCount(Fact):
    """Menu dish `option` takes exactly `count` dice."""

    option: str
    count: int


@dataclass(frozen=True)
class DishFaces(Fact):
    """Menu dish `option` takes exactly these (face, how many) (blanks never stand in)."""

    option: str
    faces: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class DishWays(Fact):
    """Menu dish `option` takes the faces of one of its ways to pay (blanks never stand in)."""

    option: str


@dataclass(frozen=True)
class NoSuchDish(Fact):
    """The menu has no dish `option`."""

    option: str


@dataclass(frozen=True)
class PutDiceOnDish(Fact):
    """Menu dish `option` ordered with no dice."""

    option: str


@dataclass(frozen=True)
class DishSetsNoFaces(Fact):
    """Menu dish `option` turns no die to a chosen face."""

    option: str


@dataclass(frozen=True)
class DishChangesNoDie(Fact):
    """Menu dish `option` changes no die."""

    option: str


@dataclass(frozen=True)
class NoCustomers(Fact):
    """No order to serve."""


@dataclass(frozen=True)
class ChooseMoneyDice(Fact):
    """Choose `count` of the dice paid to turn to money."""

    count: int


@dataclass(frozen=True)
class TurnMoneyCapable(Fact):
    """Turn a die that has a money face."""


@dataclass(frozen=True)
class NobodyResting(Fact):
    """Nobody is in the rest room."""


@dataclass(frozen=True)
class ChooseRestingDice(Fact):
    """Choose `count` resting dice to bring back."""

    count: int


@dataclass(frozen=True)
class ChooseDiceToTurn(Fact):
    """Choose `count` of the dice paid to turn."""

    count: int


@dataclass(frozen=True)
class FaceForEachDie(Fact):
    """A face for each die turned."""


@dataclass(frozen=True)
class NoSuchFace(Fact):
    """Die `die` has no face `face` to show."""

    die: str
    face: str


@dataclass(frozen=True)
class PopularityAtTop(Fact):
    """Popularity is at the top already."""


@dataclass(frozen=True)
class CannotRaise(Fact):
    """Extra `card` costs `cost`; the register and the Extra held raise only `can`."""

    card: str
    cost: int
    can: int


@dataclass(frozen=True)
class KeptTwice(Fact):
    """The same die kept twice."""


@dataclass(frozen=True)
class KeepOnlyTableDice(Fact):
    """Only unused dice on the table are kept."""


@dataclass(frozen=True)
class RestingCannotBeKept(Fact):
    """A die showing rest goes to the rest room."""


@dataclass(frozen=True)
class OvertimeUsedUp(Fact):
    """Overtime is paid at most `times` times a game."""

    times: int


@dataclass(frozen=True)
class OvertimeNeedsResting(Fact):
    """Overtime brings back a die of the rest room."""


@dataclass(frozen=True)
class OvertimeTooDear(Fact):
    """Overtime costs `cost`; the register holds `money`."""

    cost: int
    money: int


@dataclass(frozen=True)
class CampaignTooDear(Fact):
    """A campaign costs `cost`; the register holds `money`."""

    cost: int
    money: int


@dataclass(frozen=True)
class NoFine(Fact):
    """There is no fine to pay."""


@dataclass(frozen=True)
class FinesTooHigh(Fact):
    """The fines come to `due`; the register holds `money`."""

    due: int
    money: int


@dataclass(frozen=True)
class NotInHand(Fact):
    """The card is not in the customer player's hand."""


@dataclass(frozen=True)
class MustPlayPlain(Fact):
    """Right after an OPEN or TASK play only a plain card may be played."""


@dataclass(frozen=True)
class ChooseCompanion(Fact):
    """An OPEN card brings a plain card of the hand along."""


@dataclass(frozen=True)
class NoCompanion(Fact):
    """No card of the hand may come along."""


@dataclass(frozen=True)
class OnlyOpenBrings(Fact):
    """Only an OPEN card brings a second card."""


@dataclass(frozen=True)
class RedrawLimit(Fact):
    """Redraws in a row are limited to `limit` (0: none at this table)."""

    limit: int


@dataclass(frozen=True)
class RedrawCount(Fact):
    """A redraw puts back exactly `count` different cards."""

    count: int


@dataclass(frozen=True)
class PutBackFromHand(Fact):
    """Only cards of the hand are put back."""


@dataclass(frozen=True)
class DeckTooThin(Fact):
    """The deck is too thin to redraw."""
