"""1 v 1: the customer player's hand, plays with the OPEN/TASK restriction, and redraws.

Each handler validates fully, returns when `check_only` (the rules' `check`), then changes state.
"""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import PlayCard, Redraw
from tabletop.games.crazy_taco.rules.counter import (
    OPEN,
    age_line,
    finish_arrivals,
    message_of,
    reveal,
)
from tabletop.games.crazy_taco.rules.endings import NoCardToPlay
from tabletop.games.crazy_taco.rules.shared import MANAGER, Table
from tabletop.games.crazy_taco.rules.state import PHASE_CUSTOMERS, STEP_PLAY


def begin_customer_turn(t: Table) -> None:
    """Phase 1 in 1 v 1: the customer player must be able to play, or the manager wins."""
    s = t.s
    s.restricted = s.special_played
    s.special_played = False
    if not s.hand:
        if t.board.age_when_deck_empty and not t.board.age_every_turn:
            age_line(t)
        finish_arrivals(t)
        return
    if not playable_cards(t):
        t.end_game((MANAGER,), NoCardToPlay())
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
        raise IllegalAction(no.NotInHand())
    message = message_of(t, a.card)
    if s.restricted and message != "none":
        raise IllegalAction(no.MustPlayPlain())
    if message == OPEN:
        options = companions(t, a.card)
        if options and a.companion not in options:
            raise IllegalAction(no.ChooseCompanion())
        if not options and a.companion:
            raise IllegalAction(no.NoCompanion())
    elif a.companion:
        raise IllegalAction(no.OnlyOpenBrings())
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
        t.move_card("", "deck", "hand", ev.CardDrawn())


def may_redraw(t: Table) -> bool:
    """The customer player has not used up their redraws in a row."""
    return t.s.redraws < t.board.redraws_in_a_row


def redraw(t: Table, a: Redraw, check_only: bool = False) -> None:
    s = t.s
    count = t.board.redraw_count
    if not may_redraw(t):
        raise IllegalAction(no.RedrawLimit(t.board.redraws_in_a_row))
    if len(a.cards) != count or len(set(a.cards)) != count:
        raise IllegalAction(no.RedrawCount(count))
    if not set(a.cards) <= set(s.hand):
        raise IllegalAction(no.PutBackFromHand())
    if len(s.deck) < t.board.redraw_needs_deck:
        raise IllegalAction(no.DeckTooThin())
    if check_only:
        return
    for card in a.cards:
        s.hand.remove(card)
        s.deck.append(card)
        t.move_card("", "hand", "deck", ev.CardPutBack())
    for _ in range(count):
        s.hand.append(s.deck.pop(0))
        t.move_card("", "deck", "hand", ev.CardDrawn())
    s.special_played = False
    s.redraws += 1
    finish_arrivals(t)

