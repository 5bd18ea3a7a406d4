"""How the events of one move are shown: which cards come from where and leave for where, when
each card and die moves, which dice tumble, the pop-ups, sounds and phase banners (plain data,
worked out from the events and the model after the move)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tabletop.core.actions import Event
from tabletop.core.language import Language
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.table.view_model import CrazyModel, Point
from tabletop.games.crazy_taco.table.view_text import banner_for
from tabletop.ui.theme import Colour, Theme

STAGGER = 0.12       # seconds between card moves of one action
DIE_STAGGER = 0.05
HIDDEN_SOURCES = ("deck", "task-deck", "hand", "extra-pile", "aside")
"""Zones a card comes out of face down."""
LEAVES_SIGHT = ("out", "deck", "hand", "extra-pile")
"""Zones a card flies off to (it fades on the way, except to the exit)."""


DICE_SOUNDS = 5
"""Dice rattles there are, one for each number of dice thrown (more: the loudest)."""


@dataclass
class Motion:
    origins: dict[str, tuple[float, float, bool]] = field(default_factory=dict)
    """Cards new to the table: where they come from, and whether face up there."""
    card_delays: dict[str, float] = field(default_factory=dict)
    die_delays: dict[str, float] = field(default_factory=dict)
    leaving: dict[str, tuple[Point, float, bool]] = field(default_factory=dict)
    """Cards leaving sight: where to, after what delay, whether they fade."""
    rolled: dict[str, float] = field(default_factory=dict)
    """Dice that tumble, each after its delay."""
    popups: list[tuple[str, Colour, Point, float]] = field(default_factory=list)
    """(text, colour, where, delay) of each pop-up."""
    sounds: list[str] = field(default_factory=list)
    banners: list[str] = field(default_factory=list)


def motion_of(events: Sequence[Event], model: CrazyModel,
              starts: Mapping[str, tuple[float, float, bool]], theme: Theme,
              words: Language | None = None) -> Motion:
    """The animation of `events`; `starts`: where the cards on the table were (and whether
    face up) before them."""
    words = words or Language()
    out = Motion()
    board = model.board
    t = 0.0
    last_card_at: Point = board.point("counter")
    for event in events:
        if isinstance(event, ev.CardMoved):
            if not event.card:  # a hidden card drawn into or put back from the hand
                out.sounds.append("deal")
                continue
            start = starts.get(event.card)
            if start is None:
                x, y = model.zone_point(event.from_zone)
                start = (x, y, event.from_zone not in HIDDEN_SOURCES)
            out.origins.setdefault(event.card, start)
            out.card_delays[event.card] = t
            if event.to_zone in LEAVES_SIGHT:
                out.leaving[event.card] = (model.zone_point(event.to_zone), t,
                                           event.to_zone != "out")
            last_card_at = model.zone_point(event.from_zone)
            t += STAGGER
            out.sounds.append("deal" if event.from_zone in HIDDEN_SOURCES else "whoosh")
        elif isinstance(event, ev.DieMoved):
            out.die_delays[event.die] = t
            t += DIE_STAGGER
            out.sounds.append("drop_ok")
        elif isinstance(event, ev.DiceRolled):
            for i, (die_id, _face) in enumerate(event.dice):
                out.rolled[die_id] = t + i * 0.05
            t += 0.2
            out.sounds.append(f"dice_{min(len(event.dice), DICE_SOUNDS)}" if event.dice
                              else "dice_roll")
        elif isinstance(event, ev.DieTurned):
            out.rolled[event.die] = t
            t += 0.1
        elif isinstance(event, ev.MoneyChanged):
            colour = theme.lime if event.delta > 0 else theme.chili
            out.popups.append((f"{'+' if event.delta > 0 else '-'}${abs(event.delta)}",
                               colour, board.point("cash"), t))
            out.sounds.append("coins")
        elif isinstance(event, ev.PopularityChanged):
            good = event.delta > 0
            text = (words.ngettext("+{count} star", "+{count} stars", abs(event.delta)) if good
                    else words.ngettext("-{count} star", "-{count} stars", abs(event.delta))
                    ).format(count=abs(event.delta))
            out.popups.append((text, theme.lime if good else theme.chili,
                               board.star_centre(max(0, event.total)), t))
            if not good:
                out.popups.append((text, theme.chili, (last_card_at[0], last_card_at[1] - 40),
                                   t))
            out.sounds.append("perfect" if good else "penalty")
            t += 0.1
        elif isinstance(event, ev.FineChanged) and event.delta > 0:
            out.popups.append((words.gettext("fine ${amount}").format(amount=event.delta),
                               theme.chili, board.point("fine-area"), t))
            out.sounds.append("penalty")
        elif isinstance(event, ev.CardStatus):
            out.sounds.append("drop_ok")
        elif isinstance(event, ev.PhaseChanged):
            text = banner_for(event.phase, event.step, event.turn, words)
            if text:
                out.banners.append(text)
    return out
