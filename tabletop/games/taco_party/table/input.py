"""Taco Party's intents as actions: step buttons, the keyboard focus ring, drag and drop, clicks.

`PartyInput.handle` turns one intent into what it asks of the table: actions to submit (the
rules decide; a refused drop snaps home and its place glows red while the reason shows), or a
refusal to show. It holds only the viewer's choices (the card picked up, the cards marked for
discarding, the keyboard's focus, where the pointer rests) and is given the model and the legal
actions with each intent.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.core.actions import Action
from tabletop.core.language import N_, Language
from tabletop.games.taco_party.rules.actions import (
    BURN,
    DISCARD,
    PICKUP,
    PLAY,
    Burn,
    Discard,
    EndPickup,
    EndPlay,
    Pickup,
    PlayCard,
)
from tabletop.games.taco_party.rules.tacos import NEW_TACO
from tabletop.games.taco_party.table.phrases import burn_words
from tabletop.games.taco_party.table.view_model import (
    HAND_HIGH,
    PartyModel,
    Place,
    action_for,
    glow_place,
    legal_places,
)
from tabletop.input import intents as it
from tabletop.input.drag import DragController
from tabletop.kit.focus import FocusRing
from tabletop.kit.hand import HOVER_LIFT, PICKED_LIFT
from tabletop.kit.steps import StepButtons, StepSpec
from tabletop.kit.tooltips import HoverClock

MIDDLE_LIFT = 6.0
"""A middle card under the pointer rises only a little: the seats' rims lie just above it."""
MARKED_LIFT = HOVER_LIFT
"""A hand card marked for discarding rises as a hovered one does (its mark tells them apart),
keeping the step buttons above it clear."""
FRAMED_LIFT = 4.0
"""While a tutorial's coach may outline the hand (its cards in a row 5 px under the zone's top,
the outline 9 px out of it), a hovered or marked hand card rises only this far: it stays
inside the outline (18 px took its top over the outline's top edge)."""
BUTTON_SIZE = 20
BUTTON_ROOM = 96 + 12 + 32
"""What the step panel keeps beside a step button's label: the coin, the margins, the padding."""

# what a glowing place means (the drawing gives each its colour)
LEGAL, WRONG, CHOSEN, REFUSED, HINTED = "legal", "wrong", "chosen", "refused", "hinted"

Target = tuple
"""A focus target: ("hand", card), ("centre", card), ("button", name) or ("target", place)."""


@dataclass(frozen=True)
class Play:
    """Ask the rules for `action`. A dropped `card` (if any) settles, or snaps home when the
    rules refuse, and `place` then glows red while the reason shows."""

    action: Action
    card: int | None = None
    place: Place | None = None


@dataclass(frozen=True)
class Refuse:
    """A dropped card snaps home, saying `reason` (none when it was put back on the hand)."""

    reason: str
    card: int


Ask = Play | Refuse

CardAt = Callable[[tuple[int, int], Iterable[int]], int | None]


def step_layout(measure: Callable[[str, float], tuple[int, int]], zone: tuple[float, float]
                ) -> Callable[[Sequence[StepSpec]], list[pygame.Rect]]:
    """Step buttons in a row from the step panel's left (past the coin), as wide as their
    labels (`zone`: the panel's top-left)."""

    def layout(specs: Sequence[StepSpec]) -> list[pygame.Rect]:
        rects = []
        x = zone[0] + 96
        for spec in specs:
            width = max(120, measure(spec.label, BUTTON_SIZE)[0] + 32)
            rects.append(pygame.Rect(int(x), int(zone[1] + 36), width, 36))
            x += width + 10
        return rects

    return layout


@dataclass(frozen=True)
class Under:
    """What was found under the pointer, and what it was found from."""

    pointer: tuple[int, int]
    model: PartyModel
    placement: Hashable
    taco: tuple[int, int] | None
    thing: tuple | None


@dataclass
class PartyInput:
    """The viewer's choices at the Taco Party table."""

    steps: StepButtons
    measure: Callable[[str, float], tuple[int, int]]
    """The logical size of a text at a size (to fit the Finish button's label)."""
    card_at: CardAt
    """The topmost of these cards under the pointer (the card layer answers)."""
    card_centre: Callable[[int], tuple[float, float]]
    selected: int | None = None
    """A hand card picked up to be played."""
    marked: set[int] = field(default_factory=set)
    """Hand cards marked for discarding."""
    targeting: bool = False
    """Keyboard: choosing where the selected card goes."""
    focus: FocusRing = field(default_factory=lambda: FocusRing(wrap=True))
    pointer: tuple[int, int] = (0, 0)
    taco_clock: HoverClock[tuple[int, int] | None] = field(
        default_factory=lambda: HoverClock(None))
    """The (seat, taco) under the pointer, and for how long it has rested there."""
    thing_clock: HoverClock[tuple | None] = field(default_factory=lambda: HoverClock(None))
    """What the pointer rests on (a card, a seat's score, a pile…), and for how long."""
    under: Under | None = None
    """The taco and the thing last found under the pointer, and what they were found from."""
    refused: Place | None = None
    """Where the last refused drop went (it glows red while the reason shows)."""
    refused_card: int | None = None
    """The card that drop tried, back in the hand: washed red as its place while the
    reason, which names it, shows."""
    words: Language = field(default_factory=Language)
    """The language of the step buttons' labels (the table's, set as it offers them)."""
    _focus_key: Hashable = field(default=None, repr=False)
    _model: PartyModel | None = field(default=None, repr=False)
    _legal: Sequence[Action] = field(default=(), repr=False)
    _asked: list[Ask] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        self.drag = DragController(self._pick, self._zones, self._legal_zones, self._drop,
                                   self._click)

    def dragged(self) -> int | None:
        return self.drag.state.item if self.drag.dragging and self.drag.state else None

    def held(self) -> int | None:
        """The card being dragged, or else the card picked up."""
        return self.dragged() if self.drag.dragging else self.selected

    def reset(self) -> None:
        """After a move: nothing picked or marked, the keyboard's focus starts afresh."""
        self.selected = None
        self.marked = set()
        self.targeting = False
        self._focus_key = None
        self.refused = None
        self.refused_card = None

    # --- the step buttons -------------------------------------------------------------------
    def button_specs(self, model: PartyModel, legal: Sequence[Action]) -> list[StepSpec]:
        """The step buttons the viewer may press now (on their turn)."""
        obs = model.obs
        _ = self.words.gettext
        if obs.step == PLAY:
            if obs.plays == 0:
                can_play = any(isinstance(a, PlayCard) for a in legal)
                return [StepSpec("end_play", _("Swap hand for the cards for sale"), not can_play)]
            return [StepSpec("end_play", _("Done playing"), True)]
        if obs.step == DISCARD:
            count = len(self.marked)
            label = (self.words.ngettext("Discard {count} card", "Discard {count} cards",
                                         count).format(count=count) if count else _("Discard"))
            return [StepSpec("discard", label, True, count > 0),
                    StepSpec("keep", _("Keep all"))]
        if obs.step == PICKUP:
            can_pick = any(isinstance(a, Pickup) for a in legal)
            return [StepSpec("finish", self.finish_label(model), not can_pick)]
        return []

    def finish_label(self, model: PartyModel) -> str:
        """'Finish: burns Sombrero (−4)': the Finish button says what it costs before it is
        pressed (shorter when the full names would not fit the step panel)."""
        obs = model.obs
        if not obs.would_burn:
            return self.words.gettext("Finish buying")
        room = model.zone("steps").w - BUTTON_ROOM
        label = ""
        for short in (False, True):
            label = self.words.gettext("Finish: burns {burn}").format(
                burn=burn_words(model.data, obs.would_burn, short, self.words))
            if self.measure(label, BUTTON_SIZE)[0] <= room:
                break
        return label

    def offer(self, model: PartyModel, legal: Sequence[Action]) -> None:
        """The step buttons for now (the viewer's turn)."""
        self.steps.offer(self.button_specs(model, legal))

    def press(self, name: str, model: PartyModel) -> None:
        seat = model.viewer
        if seat is None:
            return
        if name == "end_play":
            self._asked.append(Play(EndPlay(seat)))
        elif name == "discard":
            self._asked.append(Play(Discard(seat, tuple(c for c in model.obs.hand
                                                        if c in self.marked))))
        elif name == "keep":
            self._asked.append(Play(Discard(seat, ())))
        elif name == "finish":
            self._asked.append(Play(EndPickup(seat)))

    # --- the keyboard focus ring --------------------------------------------------------------
    def focus_items(self, model: PartyModel, legal: Sequence[Action]) -> list[Target]:
        """What Left/Right walk through now: cards of this step, then its buttons."""
        obs = model.obs
        self.offer(model, legal)
        buttons: list[Target] = [("button", spec.name) for spec in self.steps.specs
                                 if spec.enabled]
        buttons += [("seat", model.seat_at(p)) for p in range(model.players)]  # their scores
        if obs.step == PLAY:
            if self.targeting and self.selected is not None:
                return [("target", key) for key in model.target_places(self.selected)]
            return [("hand", c) for c in obs.hand] + buttons
        if obs.step == DISCARD:
            return [("hand", c) for c in obs.hand] + buttons
        if obs.step == PICKUP:
            return [("centre", c) for c in obs.centre if c is not None] + buttons
        if obs.step == BURN:
            return [("centre", c) for c in obs.burn_choices] + buttons
        return []

    def focused(self, model: PartyModel, legal: Sequence[Action]) -> Target | None:
        """The target the keyboard is on (on the viewer's turn)."""
        items = self.focus_items(model, legal)
        self._settle_focus(items, model, legal)
        found = self.focus.focused(items)
        return found if isinstance(found, tuple) else None

    def _settle_focus(self, items: list[Target], model: PartyModel,
                      legal: Sequence[Action]) -> None:
        """Put the focus somewhere useful whenever the step (or the targeting) changes."""
        obs = model.obs
        key = (obs.turn, obs.step, self.targeting, obs.current, model.viewer)
        if key == self._focus_key:
            return
        self._focus_key = key
        self.focus.index = 0
        if self.targeting and self.selected is not None:
            places = legal_places(self.selected, legal)
            for i, item in enumerate(items):
                if item[1] in places:
                    self.focus.index = i
                    return
        elif obs.step == PICKUP:
            left = obs.pickup_left
            for i, item in enumerate(items):
                if item[0] == "centre" and model.data.card(item[1]).cost <= left:
                    self.focus.index = i
                    return
            buttons = [i for i, item in enumerate(items) if item[0] == "button"]
            self.focus.index = buttons[-1] if buttons else 0

    def keys(self, intent: it.Intent, model: PartyModel, legal: Sequence[Action]) -> None:
        items = self.focus_items(model, legal)
        self._settle_focus(items, model, legal)
        if not items:
            return
        if isinstance(intent, it.Erase) or (isinstance(intent, it.Navigate) and intent.dy > 0
                                            and self.targeting):
            self.cancel_selection(model, legal)
            return
        if isinstance(intent, it.Focus):
            self.focus.move(items, intent.step)
        elif isinstance(intent, it.Navigate) and intent.dx:
            self.focus.move(items, intent.dx)
        elif isinstance(intent, it.Navigate) and intent.dy:
            kinds = [item[0] for item in items]
            want = "button" if intent.dy < 0 else kinds[0]
            if want in kinds:
                self.focus.index = kinds.index(want)
        elif isinstance(intent, it.Confirm):
            found = self.focus.focused(items)
            if isinstance(found, tuple):
                self.activate(found, model)

    def activate(self, item: Target, model: PartyModel) -> None:
        kind, value = item[0], item[1]
        step, seat = model.obs.step, model.viewer
        assert seat is not None
        if kind == "button":
            self.press(value, model)
        elif kind == "hand" and step == PLAY:
            self.selected = value
            self.targeting = True
        elif kind == "hand" and step == DISCARD:
            self.marked ^= {value}
        elif kind == "centre" and step == PICKUP:
            self._asked.append(Play(Pickup(seat, value)))
        elif kind == "centre" and step == BURN:
            self._asked.append(Play(Burn(seat, value)))
        elif kind == "target" and self.selected is not None:
            self._asked += self.drop(self.selected, value, model)  # accepted: targeting ends

    def cancel_selection(self, model: PartyModel, legal: Sequence[Action]) -> None:
        card = self.selected
        self.selected = None
        self.targeting = False
        self._focus_key = None
        items = self.focus_items(model, legal)
        self._settle_focus(items, model, legal)
        if card is not None and ("hand", card) in items:
            self.focus.index = items.index(("hand", card))

    # --- intents ---------------------------------------------------------------------------------
    def handle(self, intent: it.Intent, model: PartyModel, legal: Sequence[Action],
               my_turn: bool) -> list[Ask]:
        """What `intent` asks of the table now."""
        self._model, self._legal, self._asked = model, legal, []
        if isinstance(intent, it.PointerMove | it.PointerDown | it.PointerUp):
            self.pointer = intent.pos
        if not my_turn:
            return self._asked
        self.offer(model, legal)
        if isinstance(intent, it.PointerMove):
            self.steps.point(intent.pos)
        if isinstance(intent, it.PointerDown) and self.steps.at(intent.pos) is not None:
            name = self.steps.pressed(intent.pos)
            if not self.drag.dragging and intent.button == 1 and name is not None:
                self.press(name, model)
            return self._asked
        if self.drag.handle(intent):
            if self.drag.dragging:
                self.selected = None
                self.targeting = False
            return self._asked
        if isinstance(intent, it.Navigate | it.Focus | it.Confirm | it.Erase):
            self.keys(intent, model, legal)
        return self._asked

    def drop(self, card: int, place: Place | None, model: PartyModel) -> list[Ask]:
        """`card` let go on `place` (None: nowhere)."""
        action = action_for(model.data, model.viewer, card, place)
        if action is None or place is None:
            put_back = model.zone("hand").contains(self.pointer)
            return [Refuse("" if put_back else N_("Drop the card on one of your tacos, or on "
                                                  "your plate for a new taco."), card)]
        return [Play(action, card, glow_place(model.data, model.viewer, card, place))]

    # --- drag and drop, clicks ---------------------------------------------------------------
    def _pick(self, pos: tuple[int, int]) -> tuple[int, tuple[float, float]] | None:
        model = self._model
        if model is None or model.obs.step != PLAY:
            return None
        card = self.card_at(pos, model.hand)
        return (card, self.card_centre(card)) if card is not None else None

    def _zones(self) -> list[tuple[Hashable, tuple[float, float, float, float]]]:
        model = self._model
        return [] if model is None else list(model.drop_zones())

    def _legal_zones(self, card: Any) -> set[Hashable]:
        return set(legal_places(card, self._legal))

    def _drop(self, card: int, place: Any) -> bool:
        model = self._model
        if model is not None:
            self._asked += self.drop(card, place, model)
        return True

    def _click(self, card: int | None, pos: tuple[int, int]) -> None:
        model = self._model
        if model is None:
            return
        obs, seat = model.obs, model.viewer
        if card is not None:  # a hand card clicked in the play step
            self.selected = None if self.selected == card else card
            self.targeting = self.selected is not None
            return
        if obs.step == PLAY and self.selected is not None:
            place = self.drag.zone_at(pos)
            card, self.selected = self.selected, None
            self.targeting = False
            if isinstance(place, tuple):
                self._asked += self.drop(card, place, model)
            return
        hit = self.card_at(pos, model.spots)
        if hit is None or seat is None:
            return
        if obs.step == DISCARD and hit in obs.hand:
            self.marked ^= {hit}
        elif obs.step == PICKUP and hit in obs.centre:
            self._asked.append(Play(Pickup(seat, hit)))
        elif obs.step == BURN and hit in obs.centre:
            self._asked.append(Play(Burn(seat, hit)))

    # --- what the table shows of the choices ---------------------------------------------------
    def rest(self, dt: float, model: PartyModel, placement: Hashable = None) -> None:
        """One step of the pointer resting: on which taco, for how long (what lies under it
        worked out again only when the pointer, the model or the cards' `placement` moved)."""
        if self.drag.dragging:
            taco, thing = None, None
        else:
            last = self.under
            if (last is None or placement is None or last.model is not model
                    or last.pointer != self.pointer or last.placement != placement):
                last = self.under = Under(self.pointer, model, placement,
                                          model.taco_under(self.pointer),
                                          model.thing_under(self.pointer, self.card_at))
            taco, thing = last.taco, last.thing
        self.taco_clock.rest(taco, dt)
        self.thing_clock.rest(thing, dt)

    def explaining(self, keyboard: bool, focused: Target | None
                   ) -> tuple[tuple, tuple[int, int] | None] | None:
        """What is explained now, and where (None: beside what the keys focus): the thing the
        pointer has rested on, or the card or seat the keys are on."""
        if keyboard:
            if focused is not None and focused[0] in ("hand", "centre"):
                return (("card", focused[1]), None)
            if focused is not None and focused[0] == "seat":
                return (("seat", focused[1]), None)
            return None
        thing = self.thing_clock.resting_on()
        if self.drag.dragging or thing is None:
            return None
        return (thing, self.pointer)

    def explain_due_in(self) -> float | None:
        return self.thing_clock.due_in_on()

    def inspecting(self, keyboard: bool) -> tuple[int, int] | None:
        """The taco shown in full beside the pointer, once the pointer has rested on it."""
        if self.drag.dragging or keyboard:
            return None
        return self.taco_clock.resting_on()

    def inspect_due_in(self) -> float | None:
        """A taco under a resting pointer is shown in full after a moment."""
        return self.taco_clock.due_in_on()

    def lifts(self, model: PartyModel, my_turn: bool) -> dict[int, float]:
        """How high each card is raised: picked up or marked, or hovered when it may be used."""
        out: dict[int, float] = {}
        hover = None
        if my_turn and not self.drag.dragging:
            hover = self.card_at(self.pointer, model.spots)
        framed = HAND_HIGH in model.zones  # a coach may outline the hand: a card stays in it
        if hover is not None and model.hoverable(hover):
            out[hover] = (FRAMED_LIFT if framed else HOVER_LIFT) if hover in model.hand \
                else MIDDLE_LIFT
        for card in self.marked:
            out[card] = FRAMED_LIFT if framed else MARKED_LIFT
        if self.selected is not None:
            out[self.selected] = PICKED_LIFT
        return out

    def glows(self, model: PartyModel, legal: Sequence[Action],
              accepts: Callable[[Action], bool], my_turn: bool, keyboard: bool,
              refusing: bool, hint: Action | None) -> dict[Place, str]:
        """The places that glow now and why: legal for the held card (the one under a dragged
        card: legal or wrong), the keyboard's target, a refused drop, the hint's place."""
        glows: dict[Place, str] = {}
        held = self.held()
        if held is not None and my_turn:
            for place in legal_places(held, legal):
                glows[place] = LEGAL
            hovered = self.drag.hover_zone
            if self.drag.dragging and isinstance(hovered, tuple):
                action = action_for(model.data, model.viewer, held, hovered)
                ok = isinstance(action, PlayCard) and accepts(action)
                glows[glow_place(model.data, model.viewer, held, hovered)] = \
                    LEGAL if ok else WRONG
        if keyboard and self.targeting and my_turn:
            focused = self.focused(model, legal)
            if focused is not None and focused[0] == "target":
                glows[focused[1]] = CHOSEN
        if self.refused is not None and refusing:
            glows[self.refused] = REFUSED
        if isinstance(hint, PlayCard):
            key = ("new", hint.plate) if hint.taco == NEW_TACO else ("taco", hint.plate,
                                                                       hint.taco)
            glows[key] = HINTED
        return glows
