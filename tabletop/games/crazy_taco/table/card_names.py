"""How Crazy Taco's words name cards the way the table shows them (for the phrase book and the
card faces alike): the title on a card's header, and where the card lies, by the counter's
numbered places ('the Combo at 3', 'the VIP at Patience')."""

from __future__ import annotations

from tabletop.core.language import N_, Language
from tabletop.games.crazy_taco.rules.cards import (
    CrazyTacoData,
    CustomerCard,
    InspectionCard,
    PinataCard,
    TaskCard,
)
from tabletop.games.crazy_taco.rules.hints import BONUS_ZONE, COUNTER, DOOR, PATIENCE, CardPlace

KIND_TITLES = {"welcome": N_("Welcome"), "ordinary": N_("Customer"), "vip": N_("VIP"),
               "pickpocket": N_("Pickpocket"), "prepaid": N_("Prepaid")}
BONUS_TITLES = {"cleaning": N_("Cleaning"), "free_time": N_("Free time"),
                "meal_voucher": N_("Voucher"), "staff_key": N_("Staff key")}
ORDER_TITLES = {"taco": N_("Taco"), "agua": N_("Agua"), "combo": N_("Combo"),
                "double": N_("Double"), "pair": N_("Couple"), "family": N_("Family")}
"""An ordinary customer's title, by its order (the key before "-task" / "-open"): the
counter's cards told apart at a glance."""
EXTRA_TITLES = {"grill": N_("Grill"), "soda-fountain": N_("Sodas"),
                "card-terminal": N_("Terminal")}
TASK_TITLES = {"drinks-truck": N_("Drinks"), "food-truck": N_("Food"), "trash": N_("Trash"),
               "clean-kitchen": N_("Clean")}

FACE_WORDS = {"money": N_("money"), "food": N_("food"), "drink": N_("drink"),
              "blank": N_("blank"), "rest": N_("rest"), "no change": N_("no change")}
"""A die's face, as a sentence names it."""


def face_word(face: str, words: Language | None = None) -> str:
    """A die's face in `words`' language ('money', 'dinero')."""
    return (words or Language()).gettext(FACE_WORDS.get(face, face))


def face_count(face: str, count: int, words: Language | None = None) -> str:
    """'2 money', '1 drink': so many dice showing a face."""
    words = words or Language()
    if face == "blank":  # (Spanish "1 en blanco", never "1 de blanco")
        return words.pgettext("dice showing", "{count} blank").format(count=count)
    return words.pgettext("dice showing", "{count} {face}").format(
        count=count, face=face_word(face, words))


A_DIE = {"money": N_("a money die"), "food": N_("a food die"), "drink": N_("a drink die"),
         "blank": N_("a blank die"), "rest": N_("a rest die")}
"""A die by the face it must show, as a sentence asks for one ('a money die')."""


def a_die(face: str, words: Language | None = None) -> str:
    """'a money die', 'un dado en blanco'."""
    words = words or Language()
    said = A_DIE.get(face)
    return words.gettext(said) if said else words.gettext("a {face} die").format(
        face=face_word(face, words))


def card_title(card, words: Language | None = None) -> str:
    """The short name on the header of a card (in `words`' language)."""
    _ = (words or Language()).gettext
    if isinstance(card, TaskCard):
        return _(TASK_TITLES.get(card.key, card.name))
    if isinstance(card, InspectionCard):
        return _("Inspection")
    if isinstance(card, PinataCard):
        return _("Piñata")
    if card.kind == "bonus":
        return _(BONUS_TITLES.get(card.bonus, card.name))
    if card.kind == "extra":
        return _(EXTRA_TITLES.get(card.key, "Extra"))
    if card.kind == "ordinary":
        return _(ORDER_TITLES.get(card.key.split("-")[0], KIND_TITLES["ordinary"]))
    return _(KIND_TITLES.get(card.kind, KIND_TITLES["ordinary"]))


def place_name(data: CrazyTacoData, place: CardPlace, words: Language | None = None) -> str:
    """A card as the table shows it: its header title and where it lies ('the Combo at 3',
    'the VIP at Patience', 'the Cleaning in the bonus zone', 'the Drinks task at the door')."""
    _ = (words or Language()).gettext
    title = card_title(data.card(place.card), words)
    if place.zone == PATIENCE:
        return _("the {title} at Patience").format(title=title)
    if place.zone == COUNTER:
        return _("the {title} at {position}").format(title=title, position=place.position)
    if place.zone == BONUS_ZONE:
        return _("the {title} in the bonus zone").format(title=title)
    if place.zone == DOOR:
        return _("the {title} task at the door").format(title=title)
    return _("the {title}").format(title=title)


def hand_name(data: CrazyTacoData, card_id: str, words: Language | None = None) -> str:
    """A card in the customer player's hand, as its header shows it: 'the Double ($3)'."""
    _ = (words or Language()).gettext
    card = data.card(card_id)
    title = card_title(card, words)
    if isinstance(card, CustomerCard) and card.is_order:
        return _("the {title} (${price})").format(title=title, price=card.price)
    return _("the {title}").format(title=title)
