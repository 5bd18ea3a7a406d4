"""How Crazy Taco's words name cards the way the table shows them (for the phrase book and the
card faces alike): the title on a card's header, and where the card lies, by the counter's
numbered places ('the Customer at 3', 'the VIP at Patience')."""

from __future__ import annotations

from tabletop.games.crazy_taco.rules.cards import (
    CrazyTacoData,
    CustomerCard,
    InspectionCard,
    PinataCard,
    TaskCard,
)
from tabletop.games.crazy_taco.rules.hints import BONUS_ZONE, COUNTER, DOOR, PATIENCE, CardPlace

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


def place_name(data: CrazyTacoData, place: CardPlace) -> str:
    """A card as the table shows it: its header title and where it lies ('the Customer at 3',
    'the VIP at Patience', 'the Cleaning in the bonus zone', 'the Drinks task at the door')."""
    title = card_title(data.card(place.card))
    if place.zone == PATIENCE:
        return f"the {title} at Patience"
    if place.zone == COUNTER:
        return f"the {title} at {place.position}"
    if place.zone == BONUS_ZONE:
        return f"the {title} in the bonus zone"
    if place.zone == DOOR:
        return f"the {title} task at the door"
    return f"the {title}"


def hand_name(data: CrazyTacoData, card_id: str) -> str:
    """A card in the customer player's hand, as its header shows it: 'the Customer ($3)'."""
    card = data.card(card_id)
    title = card_title(card)
    if isinstance(card, CustomerCard) and card.is_order:
        return f"the {title} (${card.price})"
    return f"the {title}"
