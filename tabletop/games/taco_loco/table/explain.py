"""What each thing on the Taco Loco table says about itself on hover or focus: a card, a
taco's sum, a seat, the pile, the history. From the model and the rule numbers only."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, Card
from tabletop.games.taco_loco.table.faces import VALUE_ICONS
from tabletop.games.taco_loco.table.model import LocoModel
from tabletop.table.tooltips import Explanation


def card_words(card: Card, perfect: int) -> Explanation:
    if card.kind == LEGENDARY:
        return Explanation("Legendary Taco", (
            f"Makes the taco's sum exactly {perfect}: a perfect taco, unless another player "
            "counters it with a Lonesome Taco.",
            f"The {perfect} in its corners is the sum it makes."))
    if card.kind == LONESOME:
        return Explanation("Lonesome Taco", (
            "The taco's sum starts again from 0: only cards on top of it count.",
            "Played on a Legendary Taco it counters it: the Legendary player takes the taco."))
    name = VALUE_ICONS.get(card.value, "taco")
    return Explanation(f"A {card.value} ({name})", (
        f"Adds {card.value} to the taco it is played on.",
        f"Exactly {perfect}: a perfect taco, given away. Over {perfect}: you take the "
        "whole taco."))


def in_taco(model: LocoModel, card_id: int) -> Sequence[str]:
    for taco in model.obs.tacos:
        if any(c.id == card_id for c in taco.cards):
            count = len(taco.cards)
            return (f"In a taco of {count} card{'s' if count != 1 else ''} that sums to "
                    f"{taco.sum}.",)
    return ()


def sum_words(total: int, cards: int, perfect: int) -> Explanation:
    if total == perfect:
        state = "Perfect: its maker gives it to another player."
    elif total > perfect:
        state = "Overfilled: its maker takes it."
    else:
        state = (f"{perfect - total} more makes it perfect ({perfect}); more than that "
                 "overfills it.")
    return Explanation(f"This taco sums to {total}", (f"{cards} cards.", state))


def seat_words(name: str, hand: int, taken: int, you: bool, acting: bool) -> Explanation:
    title = f"{name} (you)" if you else name
    lines = [f"{hand} card{'s' if hand != 1 else ''} in hand.",
             f"{taken} card{'s' if taken != 1 else ''} taken: each counts against "
             f"{'you' if you else 'them'} at the end. Fewest cards wins."]
    if acting:
        lines.insert(0, "Playing now.")
    return Explanation(title, tuple(lines))


def pile_words(left: int, hand_size: int) -> Explanation:
    return Explanation(f"The pile: {left} card{'s' if left != 1 else ''} left", (
        f"After each turn you draw back up to {hand_size} cards.",
        "When it is empty, play on without drawing until every hand is empty."))


HISTORY = Explanation("What happened", ("The latest moves, newest at the top.",))


def taco_words(model: LocoModel, place: str) -> Explanation | None:
    taco = model.taco_at(place)
    if taco is None:
        return Explanation("A new taco", ("Play a card here to start a new taco with it.",))
    return sum_words(taco.sum, len(taco.cards), model.obs.perfect_sum)

