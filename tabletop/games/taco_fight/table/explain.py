"""What each thing on the ¡Taco Fight! table says about itself on hover or when a cursor moved
by the keys or a pad rests on it: the cards (what a
card's value and fists are for, what an attacking taco's number asks), the numbers (a pantry's
cards, a plate's spiciness, the decks, the stack, the sink, the forks sunk) in plain words.

Plain functions from what the table shows to an `Explanation`; the scene finds what the pointer
or the cursor rests on (`view.py`).
"""

from __future__ import annotations

from tabletop.games.taco_fight.rules.cards import Card, TacoFightData
from tabletop.games.taco_fight.table.phrases import attack_label
from tabletop.table.tooltips import Explanation

WAYS = {"eat": "only eating it (six quick taps of a teammate's fork) beats it",
        "block": "only blocking it (a taco built on its plate) beats it",
        "smash": "only smashing it (fists from the other players) beats it"}


def fists_words(fists: int) -> str:
    return "no fists" if fists == 0 else ("1 fist" if fists == 1 else f"{fists} fists")


def ingredient_words(card: Card) -> Explanation:
    """An ingredient card face up (in a kitchen or on a plate)."""
    lines = [f"Value {card.value} (top left): build it on a plate in order 0, 1, 2…; the "
             f"plate's taco is as spicy as its top card."]
    if card.fists:
        lines.append(f"{fists_words(card.fists).capitalize()} (top right): played onto a taco "
                     f"attacking someone else, fists add up to smash it.")
    else:
        lines.append("No fists: it cannot smash.")
    if card.stabs:
        lines.append("A fork: tap a teammate's attacking taco quickly to eat it.")
    return Explanation(f"{card.name} ({card.value})", tuple(lines))


def attacker_words(card: Card, data: TacoFightData, fists: int, plate: int) -> Explanation:
    """A taco attacking a plate; `fists` smashed on it so far, `plate` the plate's value
    (-1: nothing built)."""
    if card.special:
        way = WAYS.get(data.beaten_by(card.special), "")
        return Explanation(f"{card.special_name} ({card.spiciness})",
                           (f"A special opponent: {way}.",
                            "Still standing when the sand runs out: food coma."))
    built = "nothing is built on the plate yet" if plate < 0 else \
        f"the plate's taco is {plate}"
    return Explanation(f"A {card.spiciness} taco attacking", (
        f"Block it: a taco of {card.spiciness} or more on its plate ({built}).",
        f"Or smash it: {fists_words(card.spiciness)} or more ({fists} so far), played by "
        "others.",
        "Or eat it: a teammate taps it with a fork six times in time."))


def plate_words(slot: int) -> Explanation:
    """An empty plate (its number printed on it)."""
    return Explanation(f"Plate {slot + 1}: nothing built", (
        "Build a taco here from a kitchen's top card: a 0 first, then 1, 2… in order.",
        "A taco attacking this plate is blocked by a built taco as spicy as it or more."))


def pantry_words(count: int) -> Explanation:
    return Explanation(f"Pantry: {count} card{'s' if count != 1 else ''} face down", (
        "Flip two onto the kitchen (click); right-click shuffles it.",
        "Empty? Grab five from the stack."))


def kitchen_words(count: int) -> Explanation:
    return Explanation(f"Kitchen: {count} card{'s' if count != 1 else ''}", (
        "Only its top card can be played: onto a plate, or onto a taco attacking someone "
        "else.",))


def stack_words(count: int, grab: int) -> Explanation:
    return Explanation(f"Ingredient stack: {count} left",
                       (f"Click it to grab {grab} into your pantry.",))


def deck_words(heat: str, count: int) -> Explanation:
    return Explanation(f"{heat.capitalize()} tacos: {count} left",
                       ("The taco board deals from these decks each wave.",))


def sink_words(eaten: int) -> Explanation:
    return Explanation(f"Sink: {eaten} taco{'s' if eaten != 1 else ''} eaten",
                       ("Each fork that eats a taco goes here: the team's score.",))


def held_words(card: Card) -> Explanation:
    return Explanation(f"Held: {attack_label(card)}", (
        "A taco nobody beat. Holding one: flip one card at a time; a third held taco is a "
        "food coma.",))


def history_words(lines: tuple[str, ...]) -> Explanation:
    """The line at the bottom: the latest plays of the table, newest first."""
    return Explanation("What happened", lines)
