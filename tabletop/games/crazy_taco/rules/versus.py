"""1 v 1: the customer player's hand, plays with the OPEN/TASK restriction, and redraws.

Each handler validates fully, returns when `check_only` (the rules' `check`), then changes state.
"""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules.actions import PlayCard, Redraw
from tabletop.games.crazy_taco.rules.counter import (
    OPEN,
    age_line,
    finish_arrivals,
    message_of,
    reveal,
)
from tabletop.games.crazy_taco.rules.shared import MANAGER, Table
from tabletop.games.crazy_taco.rules.state import PHASE_CUSTOMERS, STEP_PLAY


def begin_customer_turn(t: Table) -> None:
    """Phase 1 in 1 v 1: the customer player must be able to play, or the manager wins."""
    s = t.s
    s.restricted = s.special_played
    s.special_played = False
    if not s.hand:
        if t.board.age_when_deck_empty and not t.board.age_every_turn:
            age_line(t, "Closing time: the line moves up")
        finish_arrivals(t)
        return
    if not playable_cards(t):
        t.end_game((MANAGER,), "The customer player has no card they may play.")
        return
    t.set_step(PHASE_CUSTOMERS, STEP_PLAY)


def playable_cards(t: Table) -> list[str]:
    s = t.s
    return [c for c in s.hand if not (s.restricted and message_of(t, c) != "none")]


def companions(t: Table, card_id: str) -> list[str]:
    """Cards that may come in with an OPEN card: anything without a message."""
    return [c for c in t.s.hand if c != card_id and message_of(t, c) == "none"]


def play_card(t: Table, a: PlayCard, check_only: bool = False) -> None:
    s = t.s
    if a.card not in s.hand:
        raise IllegalAction("That card is not in your hand.")
    message = message_of(t, a.card)
    if s.restricted and message != "none":
        raise IllegalAction("Right after an OPEN or TASK play you must play a plain card.")
    if message == OPEN:
        options = companions(t, a.card)
        if options and a.companion not in options:
            raise IllegalAction("An OPEN card brings a second card with it: choose one "
                                "without OPEN or TASK.")
        if not options and a.companion:
            raise IllegalAction("No card in your hand may come in with it.")
    elif a.companion:
        raise IllegalAction("Only an OPEN card brings a second card with it.")
    if check_only:
        return
    s.hand.remove(a.card)
    reveal(t, a.card, "hand")
    if a.companion and not s.over:
        s.hand.remove(a.companion)
        reveal(t, a.companion, "hand")
    s.special_played = message != "none"
    s.redraws = 0
    refill(t)
    finish_arrivals(t)


def refill(t: Table) -> None:
    s = t.s
    while len(s.hand) < t.board.hand_size and s.deck:
        s.hand.append(s.deck.pop(0))
        t.move_card("", "deck", "hand", "The customer player draws a card.")


def may_redraw(t: Table) -> bool:
    """The customer player has not used up their redraws in a row."""
    return t.s.redraws < t.board.redraws_in_a_row


def redraw(t: Table, a: Redraw, check_only: bool = False) -> None:
    s = t.s
    count = t.board.redraw_count
    if not may_redraw(t):
        raise IllegalAction(_redraw_refusal(t.board.redraws_in_a_row))
    if len(a.cards) != count or len(set(a.cards)) != count:
        raise IllegalAction(f"Choose exactly {count} different cards to put back.")
    if not set(a.cards) <= set(s.hand):
        raise IllegalAction("You can only put back cards from your hand.")
    if len(s.deck) < t.board.redraw_needs_deck:
        raise IllegalAction("The deck is too thin to swap cards.")
    if check_only:
        return
    for card in a.cards:
        s.hand.remove(card)
        s.deck.append(card)
        t.move_card("", "hand", "deck", "The customer player puts a card under the deck.")
    for _ in range(count):
        s.hand.append(s.deck.pop(0))
        t.move_card("", "deck", "hand", "The customer player draws a card.")
    s.special_played = False
    s.redraws += 1
    finish_arrivals(t)


def _redraw_refusal(limit: int) -> str:
    if limit == 0:
        return "Swapping cards is not allowed at this table: play a card."
    turns = "turn" if limit == 1 else f"{limit} turns"
    return f"You have swapped cards {turns} in a row: play a card this turn."
