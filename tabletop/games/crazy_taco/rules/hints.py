"""Why a Crazy Taco bot chose its move (what a hint says), as facts: cards named by id and
where the table shows them (`CardPlace`); `table/phrases.py` words them."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation

PATIENCE, COUNTER, BONUS_ZONE, DOOR, ELSEWHERE = "patience", "counter", "bonus", "door", ""


@dataclass(frozen=True)
class CardPlace:
    """A card as the table shows it at that moment: its id, and where it lies (`zone`: one of
    PATIENCE, COUNTER at `position` 1.., BONUS_ZONE, DOOR, or ELSEWHERE)."""

    card: str
    zone: str
    position: int = 0


def place_of(obs: CrazyTacoObservation, card_id: str) -> CardPlace:
    """Where `card_id` lies on the table `obs` shows."""
    if not card_id:
        return CardPlace(card_id, ELSEWHERE)
    if card_id == obs.patience:
        return CardPlace(card_id, PATIENCE)
    if card_id in obs.counter:
        return CardPlace(card_id, COUNTER, obs.counter.index(card_id) + 1)
    if any(entry.card == card_id for entry in obs.bonus_zone):
        return CardPlace(card_id, BONUS_ZONE)
    if card_id == obs.door:
        return CardPlace(card_id, DOOR)
    return CardPlace(card_id, ELSEWHERE)


@dataclass(frozen=True)
class RollDice(Fact):
    """Roll the dice."""


@dataclass(frozen=True)
class OnlyMove(Fact):
    """The only thing to do."""


@dataclass(frozen=True)
class BuyTheExtra(Fact):
    """Buy Extra `card`: one free conversion every turn."""

    card: str


@dataclass(frozen=True)
class LetTheExtraGo(Fact):
    """Let Extra `card` go."""

    card: str


@dataclass(frozen=True)
class LookAtExtra(Fact):
    """Reveal an Extra: the register can afford one."""


@dataclass(frozen=True)
class SaveMoney(Fact):
    """Save the money instead of an Extra."""


@dataclass(frozen=True)
class PayTheFine(Fact):
    """Pay the fine to free the trainee."""


@dataclass(frozen=True)
class PayOvertime(Fact):
    """Pay overtime: that worker would rest for a while."""


@dataclass(frozen=True)
class BuyCampaign(Fact):
    """Buy an advertising campaign for a star."""


@dataclass(frozen=True)
class EndTheTurn(Fact):
    """End the turn."""


@dataclass(frozen=True)
class RerollUseless(Fact):
    """Pay for a re-roll of the dice that are no use."""


@dataclass(frozen=True)
class FinishPlacing(Fact):
    """Finish placing dice (`keeping`: keeping the useful faces)."""

    keeping: bool


@dataclass(frozen=True)
class SwapWeakCards(Fact):
    """Swap `count` weak cards for new ones."""

    count: int


@dataclass(frozen=True)
class PlayFromHand(Fact):
    """Play hand card `card` (and `companion` along, unless '')."""

    card: str
    companion: str


@dataclass(frozen=True)
class ServeAt(Fact):
    """Serve the order at `place` (`collect`: and collect from it)."""

    place: CardPlace
    collect: bool


@dataclass(frozen=True)
class CollectAt(Fact):
    """Collect from the order at `place`."""

    place: CardPlace


@dataclass(frozen=True)
class SendToTask(Fact):
    """Send a worker to the task at `place`."""

    place: CardPlace


@dataclass(frozen=True)
class TakeIntoBonus(Fact):
    """Take the bonus card at `place` into the bonus zone."""

    place: CardPlace


@dataclass(frozen=True)
class ActivateAt(Fact):
    """Activate the card at `place`."""

    place: CardPlace


@dataclass(frozen=True)
class VoucherOn(Fact):
    """Use the meal voucher on the order at `place`."""

    place: CardPlace


@dataclass(frozen=True)
class OrderDish(Fact):
    """Order menu dish `option`."""

    option: str


@dataclass(frozen=True)
class BestMove(Fact):
    """The best move found."""

