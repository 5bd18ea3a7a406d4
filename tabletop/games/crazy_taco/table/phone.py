"""What a Crazy Taco seat's phone shows: the customer player's hand (theirs alone) and every
seat's moves as buttons (the manager's dice moves, Roll, Finish, End turn...)."""

from __future__ import annotations

import re

from tabletop.core.actions import Action
from tabletop.games.crazy_taco.rules import actions as act
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.table.card_names import card_title, hand_name
from tabletop.games.crazy_taco.table.phrases import CrazyWords
from tabletop.table.phones import PhoneCard, PhoneMove, PhoneView


def face_name(card_id: str) -> str:
    """A card's face as a page may ask for it (letters, digits, dashes)."""
    return "card-" + re.sub(r"[^a-z0-9_-]", "-", card_id.lower())[:34]


def dice(words: CrazyWords, ids: tuple[str, ...]) -> str:
    return ", ".join(words.die(d) for d in ids) if ids else "no dice"


def label_of(action: Action, words: CrazyWords) -> str:
    """A move in the phone's words."""

    def title(card: str) -> str:
        return card_title(words.data.card(card))

    if isinstance(action, act.Roll):
        return "Roll the dice"
    if isinstance(action, act.Serve):
        paid = f", paid with {words.die(action.pay_die)}" if action.pay_die else ""
        return f"Serve the {title(action.card)} with {dice(words, action.dice)}{paid}"
    if isinstance(action, act.Collect):
        return f"Collect from the {title(action.card)} with {words.die(action.die)}"
    if isinstance(action, act.DoTask):
        return f"Send {words.die(action.die)} to the task"
    if isinstance(action, act.TakeBonus):
        return f"Take the {title(action.card)} with {words.die(action.die)}"
    if isinstance(action, act.ActivateBonus):
        return f"Use the {title(action.card)} with {words.die(action.die)}"
    if isinstance(action, act.UseVoucher):
        return f"Meal voucher for the {title(action.card)}"
    if isinstance(action, act.Menu):
        return f"{words.dish(action.option)} with {dice(words, action.dice)}"
    if isinstance(action, act.Reroll):
        return f"Re-roll {dice(words, action.dice)}"
    if isinstance(action, act.FinishDice):
        return f"Finish the dice, keeping {dice(words, action.keep)}"
    if isinstance(action, act.Overtime):
        return f"Overtime: bring back {words.die(action.die)}"
    if isinstance(action, act.Advertise):
        return "Advertise (+1 star)"
    if isinstance(action, act.PayFine):
        return "Pay the fines"
    if isinstance(action, act.EndTurn):
        return "End the turn"
    if isinstance(action, act.BuyExtra):
        return "Buy the Extra" if action.buy else "Discard the Extra"
    if isinstance(action, act.RevealExtra):
        return "Reveal an Extra" if action.reveal else "Let it be"
    if isinstance(action, act.PlayCard):
        return (f"Play it with {hand_name(words.data, action.companion)}" if action.companion
                else "Play it")
    if isinstance(action, act.Redraw):
        return "Redraw " + ", ".join(hand_name(words.data, c) for c in action.cards)
    return type(action).__name__


def move_of(action: Action, words: CrazyWords) -> PhoneMove:
    card = action.card if isinstance(action, act.PlayCard) else None
    return PhoneMove(label_of(action, words), action, card)


def phone_view(table, seat: int) -> PhoneView:
    """`seat`'s phone now: the customer player's hand with the table's faces, its moves."""
    rules = table.match.rules
    obs: CrazyTacoObservation = rules.observation(seat)
    mine = seat in rules.actors() and not rules.is_over()
    legal = rules.legal_actions(seat) if mine else []
    names = [s.name for s in table.match.setup.seats]
    words = CrazyWords(names, table.data)
    hand = [PhoneCard(card, face_name(card), table.faces.face(table.data.card(card)),
                      hand_name(table.data, card)) for card in obs.hand]
    moves = [move_of(action, words) for action in legal]
    if rules.is_over():
        prompt = "The game is over."
    elif mine:
        prompt = "Your move: tap a card, or a button."
    else:
        actors = rules.actors()
        prompt = f"{names[actors[0]]} is playing." if actors else ""
    return PhoneView(prompt, hand, moves)
