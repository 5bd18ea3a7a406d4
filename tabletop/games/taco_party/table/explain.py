"""What a thing on the Taco Party table means, told once the pointer rests on it (or the keys
focus it): a card (what it is, where it may go, what its two numbers are), a seat's score
taco by taco, the deck and the discard pile, the pickup coin. Plain words, no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.language import Language
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
from tabletop.input.control_words import KEPT

Thing = tuple
"""("card", id), ("seat", seat), ("pile", "deck" | "discard") or ("coin",)."""


def card_lines(data: TacoPartyData, card: Card, words: Language | None = None) -> list[str]:
    """A card in words: its name and kind, where it may go, its score and its pickup cost."""
    words = words or Language()
    _ = words.gettext
    numbers = data.numbers
    name = _(card.name)
    if card.kind == INGREDIENT:
        liked = [_(data.name_of(key)) for key in card.likes]
        if len(liked) == 2:
            likes = _("Goes on a taco with no ingredient yet, or behind one it likes:\n"
                      "it likes {liked} and {other} (the heart, bottom left).")
        else:
            likes = _("Goes on a taco with no ingredient yet, or behind one it likes:\n"
                      "it likes {liked} (the heart, bottom left).")
            liked = [_(" and ").join(liked)] * 2
        what = [_("{card}: an ingredient").format(card=name),
                *likes.format(liked=liked[0], other=liked[-1]).split("\n")]
    elif card.kind == TACO:
        what = [_("{card}: starts a new taco on a plate").format(card=name),
                _("A taco without any ingredient scores \u2212{penalty}.").format(
                    penalty=numbers.no_ingredient_penalty)]
    elif card.kind == OUTFIT:
        what = [_("{card}: an outfit").format(card=name), _("One per taco, at any time.")]
    elif card.kind == TOPPER:
        what = [_("{card}: a topper").format(card=name),
                *_("Only on a taco with {count} or more ingredients;\n"
                   "then only an outfit may follow.").format(
                    count=numbers.ingredients_for_topper).split("\n")]
    else:
        what = [name]
    return what + [words.ngettext("{count} point: the round number, top right",
                                  "{count} points: the round number, top right",
                                  card.score).format(count=card.score),
                   _("Pickup cost {cost}: the gold ticket, bottom right").format(cost=card.cost)]


def seat_lines(data: TacoPartyData, name: str, score: SeatScore,
               words: Language | None = None) -> list[str]:
    """A seat's score as it stands: each taco counted (the biggest doubled, an empty one
    minus), the burned cards, the total."""
    words = words or Language()
    _ = words.gettext
    empty = [_("A taco with no ingredient yet scores \u2212{penalty}.").format(
        penalty=data.numbers.no_ingredient_penalty)] if any(
        taco.counted == "empty" for taco in score.tacos) else []
    return ([_("{name}: {total} points now").format(name=name, total=score.total)]
            + score_lines(data, score, words)
            + [_("The {count} biggest tacos with an ingredient count; the biggest twice.").format(
                count=data.numbers.scored_tacos)] + empty)


def pile_lines(obs: Observation, pile: str, words: Language | None = None) -> list[str]:
    words = words or Language()
    _ = words.gettext
    if pile == "deck":
        left = obs.run_outs_to_end - obs.run_outs
        return [words.ngettext("The deck: {count} card", "The deck: {count} cards",
                               obs.deck_count).format(count=obs.deck_count),
                _("Everyone draws back up from it at the end of a turn."),
                _("The game ends when it runs out for the last time (this is the last deck).")
                if left <= 1 else _("The game ends when it runs out for the last time.")]
    return [words.ngettext("The discard pile: {count} card", "The discard pile: {count} cards",
                           obs.discard_count).format(count=obs.discard_count),
            _("Discarded cards; the top one shows.")]


def coin_lines(obs: Observation, words: Language | None = None) -> list[str]:
    _ = (words or Language()).gettext
    return [_("Pickup"), *_("Each card you play is +1 pickup; pay middle cards' gold costs\n"
                            "with it. Left over at Finish: the highest-scoring middle card burns\n"
                            "(minus its score at the end). Now: {earned} earned, {spent} spent."
                            ).format(earned=obs.pickup, spent=obs.spent).split("\n")]


def explain(thing: Thing, data: TacoPartyData, obs: Observation, names: Sequence[str],
            scores: dict[int, SeatScore], words: Language | None = None) -> list[str]:
    """The lines told about `thing` (none when there is nothing to tell)."""
    if thing[0] == "card":
        lines = card_lines(data, data.card(thing[1]), words)
        if thing[1] in obs.would_burn:  # the flame tag on its band, said in words
            lines.append((words or Language()).gettext(
                "Pickup left at Finish burns this card (the flame): \u2212{points} at the "
                "end.").format(points=data.card(thing[1]).score))
        return lines
    if thing[0] == "seat":
        lines = seat_lines(data, names[thing[1]], scores[thing[1]], words)
        lines.append((words or Language()).gettext(
            "Completed tacos (an outfit, {count}+ ingredients and a topper): {done} of the "
            "{goal} that end the game.").format(count=data.numbers.ingredients_for_topper,
                                         done=obs.completed[thing[1]], goal=obs.tacos_to_end))
        if thing[1] != obs.seat:  # the card backs beside the name: their hand, counted
            lines.append((words or Language()).ngettext(
                "{count} card in hand (the card backs beside the name).",
                "{count} cards in hand (the card backs beside the name).",
                obs.hand_sizes[thing[1]]).format(count=obs.hand_sizes[thing[1]]))
        return lines
    if thing[0] == "pile":
        return pile_lines(obs, thing[1], words)
    if thing[0] == "coin":
        return coin_lines(obs, words)
    return []


# --- narration: what the keys' focus rests on and what it may do, as one spoken line ----------
def focus_words(target: tuple, data: TacoPartyData, obs: Observation, names: Sequence[str],
                scores: dict[int, SeatScore], items: Sequence[tuple], viewer: int,
                button_labels: dict[str, str], legal_places: set,
                words: Language | None = None) -> str | None:
    """The keys' focus on `target` (one of `items`, the ring it walks): "2 of 6: Meat: an
    ingredient. ..." with what Enter does there."""
    words = words or Language()
    _ = words.gettext
    kind = target[0]
    said: str | None = None
    if kind in ("hand", "centre"):
        lines = ". ".join(line.rstrip(".:") for line in
                          card_lines(data, data.card(target[1]), words))
        said = _("{card}. {confirm} picks it.").format(card=lines, **KEPT)
    elif kind == "seat":
        said = ". ".join(line.rstrip(".") for line in
                         seat_lines(data, names[target[1]], scores[target[1]], words)) + "."
    elif kind == "button":
        said = _("{label} button. {confirm} presses it.").format(
            label=button_labels.get(target[1], target[1]), **KEPT)
    elif kind == "target":
        place = target[1]
        seat = place[1]
        owner = None if seat == viewer else names[seat]
        if place[0] == "taco":
            name = taco_name(place[2], len(obs.plates[seat]), words=words, owner=owner)
        elif owner is None:
            name = _("a new taco on your plate")
        else:
            name = _("a new taco on {name}'s plate").format(name=owner)
        verdict = (_("{confirm} plays it here.") if place in legal_places
                   else _("It cannot go here."))
        said = f"{name[:1].upper()}{name[1:]}. {verdict}"
    if said is None:
        return None
    return _("{index} of {count}: {words}").format(index=items.index(target) + 1,
                                                   count=len(items), words=said)
