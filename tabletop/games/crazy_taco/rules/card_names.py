"""How Crazy Taco's words name cards the way the table shows them (plain Python, for the bots'
hints and the card faces alike): the title on a card's header, and where the card lies, by the
counter's numbered places ('the Customer at 3', 'the VIP at Patience')."""

from __future__ import annotations

from tabletop.games.crazy_taco.rules.cards import (
    CrazyTacoData,
    CustomerCard,
    InspectionCard,
    PinataCard,
    TaskCard,
)
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation

KIND_TITLES = {"welcome": "Welcome", "ordinary": "Customer", "vip": "VIP",
               "pickpocket": "Pickpocket", "prepaid": "Prepaid"}
BONUS_TITLES = {"cleaning": "Cleaning", "free_time": "Free time", "meal_voucher": "Voucher",
                "staff_key": "Staff key"}
TASK_TITLES = {"drinks-truck": "Drinks", "food-truck": "Food", "trash": "Trash",
               "clean-kitchen": "Clean"}


def card_title(card) -> str:
    """The short name on the header of a card."""
    if isinstance(card, TaskCard):
        return TASK_TITLES.get(card.key, card.name)
    if isinstance(card, InspectionCard):
        return "Inspection"
    if isinstance(card, PinataCard):
        return "Piñata"
    if card.kind == "bonus":
        return BONUS_TITLES.get(card.bonus, card.name)
    if card.kind == "extra":
        return "Extra"
    return KIND_TITLES.get(card.kind, KIND_TITLES["ordinary"])


def place_name(data: CrazyTacoData, obs: CrazyTacoObservation, card_id: str) -> str:
    """A card as the table shows it: its header title and where it lies ('the Customer at 3',
    'the VIP at Patience', 'the Cleaning in the bonus zone', 'the Drinks task at the door')."""
    card = data.card(card_id)
    title = card_title(card)
    if card_id == obs.patience:
        return f"the {title} at Patience"
    counter = obs.counter
    if card_id in counter:
        return f"the {title} at {counter.index(card_id) + 1}"
    if any(entry.card == card_id for entry in obs.bonus_zone):
        return f"the {title} in the bonus zone"
    if card_id == obs.door:
        return f"the {title} task at the door"
    return f"the {title}"


def hand_name(data: CrazyTacoData, card_id: str) -> str:
    """A card in the customer player's hand, as its header shows it: 'the Customer ($3)'."""
    card = data.card(card_id)
    title = card_title(card)
    if isinstance(card, CustomerCard) and card.is_order:
        return f"the {title} (${card.price})"
    return f"the {title}"
