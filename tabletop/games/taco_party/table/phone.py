"""What a Taco Party seat's phone shows: its hand, the tacos it may play on, and the steps
(Finish playing, the discard's cards chosen then Discard or Keep all, the middle cards to pick
up, the card to burn)."""

from __future__ import annotations

from tabletop.core.actions import Action, action_to_dict
from tabletop.games.taco_party.rules import actions as act
from tabletop.games.taco_party.rules.observation import Observation
from tabletop.games.taco_party.table.phrases import burn_words, card_label, taco_name
from tabletop.phones.messages import Many
from tabletop.table.phones import PhoneCard, PhoneMove, PhoneView


def whose(obs: Observation, plate: int) -> str:
    return "your" if plate == obs.seat else f"{obs.names[plate]}'s"


def move_of(table, obs: Observation, action: Action) -> PhoneMove | None:
    """A legal move in the phone's words (None: offered another way, the discard's choices)."""
    data = table.data
    if isinstance(action, act.PlayCard):
        if action.taco < 0:
            return PhoneMove(f"A new taco on {whose(obs, action.plate)} plate", action,
                             action.card)
        tacos = len(obs.plates[action.plate])
        return PhoneMove(f"On {taco_name(action.taco, tacos, whose(obs, action.plate))}",
                         action, action.card)
    if isinstance(action, act.EndPlay):
        return PhoneMove("Done playing" if obs.plays else "Swap your hand for the middle",
                         action)
    if isinstance(action, act.Discard):
        return PhoneMove("Keep all", action) if not action.cards else None
    if isinstance(action, act.Pickup | act.Burn):
        card = data.card(action.card)
        verb = "Take" if isinstance(action, act.Pickup) else "Burn"
        extra = f" (cost {card.cost})" if isinstance(action, act.Pickup) else ""
        return PhoneMove(f"{verb} {card_label(data, action.card)}{extra}", action,
                         face=f"card-{card.key}", picture=table.faces.face(card))
    if isinstance(action, act.EndPickup):
        burn = burn_words(data, obs.would_burn)
        return PhoneMove(f"Finish: burns {burn}" if burn else "Finish", action)
    return None


def prompt_of(obs: Observation, mine: bool) -> str:
    """What the phone asks of its seat now, or what the player on turn is doing."""
    if not mine:
        name = obs.names[obs.current]
        if obs.step == act.PLAY:
            return f"{name} is playing cards."
        if obs.step == act.DISCARD:
            return f"{name} is choosing cards to discard."
        return f"{name} is picking up."
    if obs.step == act.PLAY:
        return "Tap a card, then the taco it goes on; each card played is +1 pickup."
    if obs.step == act.DISCARD:
        return "Tap the cards to discard, then Discard (or Keep all)."
    if obs.step == act.PICKUP:
        return f"Spend {obs.pickup_left} pickup on the middle cards, then Finish."
    if obs.step == act.BURN:
        return "Cards tie for the highest score: choose which to burn."
    return ""


def phone_view(table, seat: int) -> PhoneView:
    """`seat`'s phone now: its hand with the table's own faces, its moves, its prompt."""
    obs: Observation = table.match.rules.observation(seat)
    rules = table.match.rules
    mine = seat in rules.actors() and not rules.is_over()
    legal = rules.legal_actions(seat) if mine else []
    data = table.data
    hand = [PhoneCard(card, f"card-{data.card(card).key}", table.faces.face(data.card(card)),
                      card_label(data, card)) for card in obs.hand]
    moves = [m for m in (move_of(table, obs, a) for a in legal) if m is not None]
    many = None
    if mine and obs.step == act.DISCARD:
        many = Many("Discard", action_to_dict(act.Discard(seat, ())), "cards", list(obs.hand))
    prompt = "The game is over." if rules.is_over() else prompt_of(obs, mine)
    return PhoneView(prompt, hand, moves, many)
