"""What a thing on the Taco Party table means, told once the pointer rests on it (or the keys
focus it): a card (what it is, where it may go, what its two numbers are), a seat's score
taco by taco, the deck and the discard pile, the pickup coin. Plain words, no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.taco_party.rules.cards import (
    INGREDIENT,
    OUTFIT,
    TACO,
    TOPPER,
    Card,
    TacoPartyData,
)
from tabletop.games.taco_party.rules.observation import Observation
from tabletop.games.taco_party.rules.tacos import SeatScore
from tabletop.games.taco_party.table.phrases import taco_name
from tabletop.games.taco_party.table.view_text import score_lines

Thing = tuple
"""("card", id), ("seat", seat), ("pile", "deck" | "discard") or ("coin",)."""


def card_lines(data: TacoPartyData, card: Card) -> list[str]:
    """A card in words: its name and kind, where it may go, its score and its pickup cost."""
    numbers = data.numbers
    if card.kind == INGREDIENT:
        what = [f"{card.name}: an ingredient",
                "Goes on a taco with no ingredient yet, or behind one it likes:",
                f"it likes {' and '.join(data.name_of(key) for key in card.likes)} "
                "(the heart, bottom left)."]
    elif card.kind == TACO:
        what = [f"{card.name}: starts a new taco on a plate",
                f"A taco without any ingredient scores \u2212{numbers.no_ingredient_penalty}."]
    elif card.kind == OUTFIT:
        what = [f"{card.name}: an outfit", "One per taco, at any time."]
    elif card.kind == TOPPER:
        what = [f"{card.name}: a topper",
                f"Only on a taco with {numbers.ingredients_for_topper} or more ingredients;",
                "then only an outfit may follow."]
    else:
        what = [card.name]
    return what + [f"{card.score} point{'s' if card.score != 1 else ''}: the round number, "
                   "top right",
                   f"Pickup cost {card.cost}: the gold ticket, bottom right"]


def seat_lines(data: TacoPartyData, name: str, score: SeatScore) -> list[str]:
    """A seat's score as it stands: each taco counted (the biggest doubled, an empty one
    minus), the burned cards, the total."""
    return ([f"{name}: {score.total} points now"] + score_lines(data, score)
            + [f"The {data.numbers.scored_tacos} biggest tacos with an ingredient count; "
               "the biggest twice."])


def pile_lines(obs: Observation, pile: str) -> list[str]:
    if pile == "deck":
        left = obs.run_outs_to_end - obs.run_outs
        return [f"The deck: {obs.deck_count} card{'s' if obs.deck_count != 1 else ''}",
                "Everyone draws back up from it at the end of a turn.",
                "The game ends when it runs out for the last time"
                + (" (this is the last deck)." if left <= 1 else ".")]
    return [f"The discard pile: {obs.discard_count} card{'s' if obs.discard_count != 1 else ''}",
            "Discarded cards; the top one shows."]


def coin_lines(obs: Observation) -> list[str]:
    return ["Pickup", "Each card you play is +1 pickup; pay middle cards' gold costs",
            "with it. Left over at Finish: the highest-scoring middle card burns",
            f"(minus its score at the end). Now: {obs.pickup} earned, {obs.spent} spent."]


def explain(thing: Thing, data: TacoPartyData, obs: Observation, names: Sequence[str],
            scores: dict[int, SeatScore]) -> list[str]:
    """The lines told about `thing` (none when there is nothing to tell)."""
    if thing[0] == "card":
        return card_lines(data, data.card(thing[1]))
    if thing[0] == "seat":
        return seat_lines(data, names[thing[1]], scores[thing[1]])
    if thing[0] == "pile":
        return pile_lines(obs, thing[1])
    if thing[0] == "coin":
        return coin_lines(obs)
    return []


# --- narration: what the keys' focus rests on and what it may do, as one spoken line ----------
def focus_words(target: tuple, data: TacoPartyData, obs: Observation, names: Sequence[str],
                scores: dict[int, SeatScore], items: Sequence[tuple], viewer: int,
                button_labels: dict[str, str], legal_places: set) -> str | None:
    """The keys' focus on `target` (one of `items`, the ring it walks): "2 of 6: Meat: an
    ingredient. ..." with what Enter does there."""
    where = f"{items.index(target) + 1} of {len(items)}: "
    kind = target[0]
    if kind in ("hand", "centre"):
        return where + ". ".join(line.rstrip(".:") for line in
                                 card_lines(data, data.card(target[1]))) + ". Enter picks it."
    if kind == "seat":
        return where + ". ".join(line.rstrip(".") for line in
                                 seat_lines(data, names[target[1]], scores[target[1]])) + "."
    if kind == "button":
        return f"{where}{button_labels.get(target[1], target[1])} button. Enter presses it."
    if kind == "target":
        place = target[1]
        seat = place[1]
        whose = "your" if seat == viewer else f"{names[seat]}'s"
        if place[0] == "taco":
            name = taco_name(place[2], len(obs.plates[seat]), whose)
        else:
            name = f"a new taco on {whose} plate"
        verdict = "Enter plays it here." if place in legal_places else "It cannot go here."
        return f"{where}{name[0].upper()}{name[1:]}. {verdict}"
    return None
