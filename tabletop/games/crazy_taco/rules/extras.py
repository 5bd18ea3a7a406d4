"""Extra cards: buying (swapping the one held for its resale price) or letting them go.

Each handler validates fully, returns when `check_only` (the rules' `check`), then changes state.
"""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import BuyExtra, RevealExtra
from tabletop.games.crazy_taco.rules.counter import continue_arrivals, finish_arrivals
from tabletop.games.crazy_taco.rules.shared import Table
from tabletop.games.crazy_taco.rules.state import PHASE_CUSTOMERS, SOLO, STEP_EXTRA


def buy_extra(t: Table, a: BuyExtra, check_only: bool = False) -> None:
    s = t.s
    card = t.card(s.extra_offer)
    if a.buy:
        resale = t.card(s.extra).resale if s.extra else 0
        if s.money + resale < card.cost:
            raise IllegalAction(no.CannotRaise(s.extra_offer, card.cost, s.money + resale))
    if check_only:
        return
    if a.buy:
        if s.extra:
            old = s.extra
            t.discard(old, "extra", ev.ExtraSoldBack())
            t.gain(t.card(old).resale, ev.ExtraSold(old))
        t.pay(card.cost, ev.CardCost(s.extra_offer))
        s.extra = s.extra_offer
        t.move_card(s.extra, "extra-offer", "extra", ev.ExtraJoins())
    else:
        t.discard(s.extra_offer, "extra-offer", ev.ExtraNotBought())
    s.extra_offer = ""
    t.set_step(PHASE_CUSTOMERS, "arrivals")
    if s.mode == SOLO:
        s.to_draw += 1
        continue_arrivals(t)
    else:
        s.offers = max(0, s.offers - 1)
        finish_arrivals(t)


def reveal_extra(t: Table, a: RevealExtra, check_only: bool = False) -> None:
    if check_only:
        return
    s = t.s
    if not a.reveal:
        s.offers = max(0, s.offers - 1)
        finish_arrivals(t)
        return
    card = s.extras_pile.pop(0)
    s.extra_offer = card
    t.move_card(card, "extra-pile", "extra-offer", ev.ExtraRevealed())
    t.set_step(PHASE_CUSTOMERS, STEP_EXTRA)
