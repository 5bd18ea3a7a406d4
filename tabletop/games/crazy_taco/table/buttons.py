"""The step buttons of the Crazy Taco phase panel: which apply now, what each means and where
they sit (the kit's `StepButtons` keeps them, hovers and presses them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.core.actions import Action
from tabletop.core.language import Language
from tabletop.games.crazy_taco.rules.actions import (
    Advertise,
    BuyExtra,
    EndTurn,
    FinishDice,
    Overtime,
    PayFine,
    PlayCard,
    Redraw,
    Reroll,
    RevealExtra,
    Roll,
)
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.shared import MANAGER
from tabletop.games.crazy_taco.rules.state import REST
from tabletop.games.crazy_taco.table.view_model import CrazyModel
from tabletop.kit.steps import StepSpec
from tabletop.kit.view_model import Box

BUTTON_H = 36
BUTTON_FONT = 18
PRIMARY_H = 48
PRIMARY_FONT = 22
PRIMARY_W = 150
"""The step's main button: taller, wider and in bigger type than the others."""
OFFER_ROOM = 104
"""The buttons start this much further right while an Extra card on offer lies in the panel."""

Measure = Callable[[str, float], tuple[int, int]]


def button_specs(model: CrazyModel, legal: Sequence[Action], data: CrazyTacoData,
                 selected: Sequence[str], marked: Sequence[str],
                 words: Language | None = None) -> list[StepSpec]:
    """The buttons the viewer may press now (none off their turn)."""
    if not model.my_turn:
        return []
    _ = (words or Language()).gettext
    step, obs, board = model.step, model.obs, data.board
    if step == "roll":
        return [StepSpec("roll", _("Roll the dice"), True)]
    if step == "place":
        picked = len(selected)
        keep = [d for d in selected if obs.dice[d].face != "rest"]
        finish = (_("Finish, keep {count}").format(count=len(keep)) if keep
                  else _("Finish placing"))
        if picked and obs.money >= board.reroll_cost:  # (only while it can be pressed: the
            # strip over the kitchen is the way to re-roll, and says what it costs; round 25
            # read a pale button beside it as a second way, switched off)
            return [StepSpec("reroll", _("Re-roll {count} ${cost}").format(
                        count=picked, cost=board.reroll_cost), False, True),
                    StepSpec("finish", finish, True)]
        return [StepSpec("finish", finish, True)]
    if step == "manage":
        out = []
        costs = board.overtime_costs
        if obs.overtime_used < len(costs) and any(d.zone == REST for d in obs.dice.values()):
            # (only while a worker rests: a greyed button nobody can use says nothing)
            out.append(StepSpec("overtime",
                                _("Overtime ${cost}").format(cost=costs[obs.overtime_used]),
                                False,
                                any(isinstance(a, Overtime) for a in legal)))
        out.append(advertise_spec(model, legal, data, _))
        if obs.fine_due:
            out.append(StepSpec("pay_fine", _("Pay fines ${amount}").format(amount=obs.fine_due),
                                False,
                                PayFine(MANAGER) in legal))
        out.append(StepSpec("end_turn", _("End turn"), True))
        return out
    if step == "extra":
        cost = getattr(data.card(obs.extra_offer), "cost", 0)
        return [StepSpec("buy", _("Buy for ${cost}").format(cost=cost), True,
                         BuyExtra(MANAGER, True) in legal),
                StepSpec("pass_extra", _("Let it go"), False)]
    if step == "extra_offer":
        return [StepSpec("reveal", _("Reveal an Extra"), True),
                StepSpec("no_reveal", _("Not now"), False)]
    if step == "play":
        n = len(marked)
        return [StepSpec("play", _("Play card") if n <= 1 else _("Play both"), True, 1 <= n <= 2),
                StepSpec("redraw", _("Swap 3 cards"), False, n == 3)]
    return []


def advertise_spec(model: CrazyModel, legal: Sequence[Action], data: CrazyTacoData,
                   _: Callable[[str], str]) -> StepSpec:
    """The campaign's button: "Advertise $10" while it can be pressed; switched off, it says
    why ("Stars full", "Advert needs $10"), as the same beige read both ways (round 27)."""
    cost = data.board.advertising_cost
    if Advertise(MANAGER) in legal:
        return StepSpec("advertise", _("Advertise ${cost}").format(cost=cost), False, True)
    if model.obs.popularity >= data.board.popularity_cap:
        return StepSpec("advertise", _("Stars full: no advert"), False, False)
    return StepSpec("advertise", _("Advert needs ${cost}").format(cost=cost), False, False)


def buttons_left(model: CrazyModel) -> int:
    """Where the row of buttons starts in the phase panel."""
    zone = model.board.box("actions")
    return zone.x + 12 + (OFFER_ROOM if model.obs.extra_offer else 0)


def button_rects(measure: Measure, zone: Box, left: int,
                 specs: Sequence[StepSpec]) -> list[pygame.Rect]:
    """The buttons in rows from `left`, the last row at the bottom of the panel `zone`: the
    step's main (primary) button last, taller and stretched to the panel's right edge, so it
    is the biggest button on the board (as tall as the others beside an Extra on offer, where
    the customer player's card above them needs the room, or in two rows, where the step's
    sentence does)."""
    primary_h = PRIMARY_H if left <= zone.x + 12 else BUTTON_H
    widths = [max(PRIMARY_W if spec.primary else 90,
                  measure(spec.label, PRIMARY_FONT if spec.primary else BUTTON_FONT)[0] + 22)
              for spec in specs]
    order = ([i for i, spec in enumerate(specs) if not spec.primary]
             + [i for i, spec in enumerate(specs) if spec.primary])
    rows: list[list[int]] = [[]]
    x = left
    for i in order:
        if rows[-1] and x + widths[i] > zone.right - 8:
            rows.append([])
            x = left
        rows[-1].append(i)
        x += widths[i] + 6
    last = rows[-1][-1] if rows[-1] else None
    if last is not None and specs[last].primary:  # the main button fills the rest of its row
        widths[last] = zone.right - 10 - sum(widths[i] + 6 for i in rows[-1][:-1]) - left
    if len(rows) > 1:  # two rows: the step's sentence above keeps its lines
        primary_h = BUTTON_H
    heights = [primary_h if any(specs[i].primary for i in row) else BUTTON_H for row in rows]
    out: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(specs)
    y = zone.bottom - 10 - sum(heights) - (len(rows) - 1) * 8
    for row, height in zip(rows, heights, strict=True):
        x = left
        for i in row:
            tall = primary_h if specs[i].primary else BUTTON_H
            out[i] = pygame.Rect(x, y + height - tall, widths[i], tall)
            x += widths[i] + 6
        y += height + 8
    return out


HINTED = ((Roll, "roll"), (FinishDice, "finish"), (EndTurn, "end_turn"),
          (Advertise, "advertise"), (PayFine, "pay_fine"), (Overtime, "overtime"),
          (Reroll, "reroll"), (Redraw, "redraw"), (PlayCard, "play"))


def hinted_button(action: Action | None) -> str:
    """The step button the hint points at, if the hint is a button's action ('' if not)."""
    if isinstance(action, BuyExtra):
        return "buy" if action.buy else "pass_extra"
    if isinstance(action, RevealExtra):
        return "reveal" if action.reveal else "no_reveal"
    for kind, name in HINTED:
        if isinstance(action, kind):
            return name
    return ""
