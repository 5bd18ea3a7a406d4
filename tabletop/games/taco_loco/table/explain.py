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



# --- narration: what the keys' focus rests on and what it may do, as one spoken line ----------
def place_name(model: LocoModel, place: str) -> str:
    """A place as the keys reach it, left to right: "taco 2, sum 5" or "a new taco"."""
    taco = model.taco_at(place)
    if taco is None:
        return "a new taco"
    return f"taco {list(model.columns).index(place) + 1}, sum {taco.sum}"


def makes(card: Card, taco_sum: int, perfect: int) -> str:
    """What playing `card` on a taco summing to `taco_sum` makes of it."""
    if card.kind == LEGENDARY:
        return f"making it {perfect}, perfect"
    if card.kind == LONESOME:
        return "starting its sum again from 0"
    total = taco_sum + card.value
    state = ", perfect" if total == perfect else ", overfilled" if total > perfect else ""
    return f"making {total}{state}"


def card_focus_words(model: LocoModel, card: Card, places: Sequence[str], index: int) -> str:
    """The hand's card `index` under the keys' focus: "Card 1 of 5, a 2 (lettuce); plays on
    taco 1, sum 5, making 7, or a new taco. Enter picks it up." (`places`: where the rules
    would take it)."""
    title = f"Card {index + 1} of {len(model.hand)}, " + card_words(
        card, model.obs.perfect_sum).title
    where = [f"{place_name(model, p)}, {makes(card, t.sum, model.obs.perfect_sum)}"
             if (t := model.taco_at(p)) is not None else place_name(model, p)
             for p in model.columns if p in places]
    if not where:
        return f"{title}; it cannot be played now."
    return f"{title}; plays on {', or '.join(where)}. Enter picks it up."


def place_focus_words(model: LocoModel, place: str, card: Card, legal: bool) -> str:
    """A taco under the keys' focus while a card is picked up: what the card would make of it."""
    taco = model.taco_at(place)
    name = place_name(model, place).capitalize()
    title = card_words(card, model.obs.perfect_sum).title
    if not legal:
        return f"{name}: your {title} cannot go here. Backspace puts it back."
    if taco is None:
        return f"{name}: your {title} starts it. Enter plays it here."
    return (f"{name}, {len(taco.cards)} card{'s' if len(taco.cards) != 1 else ''}: your "
            f"{title}, {makes(card, taco.sum, model.obs.perfect_sum)}. Enter plays it here.")


def give_focus_words(name: str, hand: int, taken: int) -> str:
    return (f"Give the perfect taco to {name}: {hand} card{'s' if hand != 1 else ''} in hand, "
            f"{taken} taken. Enter gives it; Left and Right choose another player.")


COUNTER_FOCUS = ("Counter! Enter plays your Lonesome Taco on it: the Legendary player takes the "
                 "taco.", "Let it be. Enter lets the Legendary Taco stand.")
"""The two answers to the Lonesome question, as the keys' focus says them."""


def table_words(model: LocoModel, hand: Sequence[Card]) -> list[str]:
    """The table for the summary: the tacos, the pile and the viewer's own hand."""
    tacos = [f"{place_name(model, p)}, {len(t.cards)} card{'s' if len(t.cards) != 1 else ''}"
             for p in model.columns if (t := model.taco_at(p)) is not None]
    out = [f"Tacos: {'; '.join(tacos)}." if tacos else "No tacos yet.",
           f"The pile: {model.obs.pile_size} cards left."]
    if hand:
        perfect = model.obs.perfect_sum
        out.append("Your hand: " + ", ".join(card_words(c, perfect).title for c in hand) + ".")
    return out
