"""Taco Loco's intents as actions: drag a card onto a taco, click a card then a taco, the keys,
giving a perfect taco away and answering the Lonesome question.

`LocoInput.handle` turns one intent into what it asks of the table: actions to submit, a
refusal to show, a card to snap home. It holds only the viewer's choices (the card picked, the
keyboard's focus) and is given the model and the legal actions with each intent.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.actions import Action
from tabletop.core.language import N_
from tabletop.games.taco_loco.rules.actions import CounterLegendary, DeclineCounter, GiveTaco
from tabletop.games.taco_loco.rules.cards import LONESOME
from tabletop.games.taco_loco.rules.observation import COUNTER
from tabletop.games.taco_loco.table.view_model import LocoModel, action_for, legal_places
from tabletop.input import intents as it
from tabletop.input.drag import DragController
from tabletop.kit.focus import FocusRing

HAND, TARGET = "hand", "target"


@dataclass(frozen=True)
class Play:
    """Ask the rules for `action`; `card` (if any) snaps home when they refuse it."""

    action: Action
    card: int | None = None
    keyboard: bool = False
    """Asked with the keys: once accepted, the focus goes back to the first card."""


@dataclass(frozen=True)
class Refuse:
    """Say why nothing happened; `card` (if any) snaps home."""

    reason: str
    card: int | None = None


Ask = Play | Refuse


@dataclass
class LocoInput:
    """The viewer's choices at the Taco Loco table."""

    card_at: Callable[[tuple[int, int], Sequence[int]], int | None]
    """The topmost of these cards under the pointer (the card layer answers)."""
    card_centre: Callable[[int], tuple[float, float]]
    selected: int | None = None
    mode: str = HAND
    focus: FocusRing = field(default_factory=FocusRing)
    pointer: tuple[int, int] = (0, 0)
    prompt_focus: int = 0
    prompt_hover: int | None = None
    _model: LocoModel | None = field(default=None, repr=False)
    _legal: Sequence[Action] = field(default=(), repr=False)
    _asked: list[Ask] = field(default_factory=list, repr=False)
    _prompt_key: Any = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.drag = DragController(self._pick, self._zones, self._legal_zones, self._drop,
                                   self._click)

    # --- what the table shows of the choices -------------------------------------------------
    def dragged(self) -> int | None:
        return self.drag.state.item if self.drag.dragging and self.drag.state else None

    def legal_shown(self, model: LocoModel, legal: Sequence[Action]) -> set[str]:
        """The places outlined as legal now: for the card being dragged or picked."""
        if self.drag.dragging and self.drag.state is not None:
            return {str(place) for place in self.drag.state.legal}
        if self.selected is not None:
            return legal_places(self.selected, legal)
        return set()

    def focused_card(self, model: LocoModel) -> int | None:
        if self.mode != HAND:
            return None
        found = self.focus.focused(model.hand)
        return found if isinstance(found, int) else None

    def focused_place(self, model: LocoModel) -> str | None:
        if self.mode != TARGET or self.selected is None:
            return None
        found = self.focus.focused(list(model.columns))
        return str(found) if found is not None else None

    def give_choice(self, model: LocoModel) -> int | None:
        """The seat the keyboard would give a perfect taco to."""
        others = [s for s in range(len(model.seats)) if s != model.viewer]
        return others[self.focus.index % len(others)] if others else None

    def reset(self, model: LocoModel) -> None:
        """After a move: nothing picked, the focus back on the hand."""
        self.selected, self.mode = None, HAND
        self.focus.index = min(self.focus.index, max(0, len(model.hand) - 1))

    # --- intents ---------------------------------------------------------------------------------
    def handle(self, intent: it.Intent, model: LocoModel, legal: Sequence[Action],
               my_turn: bool) -> list[Ask]:
        """What `intent` asks of the table now."""
        self._model, self._legal, self._asked = model, legal, []
        if isinstance(intent, it.PointerMove | it.PointerDown | it.PointerUp):
            self.pointer = intent.pos
        question = model.obs.question
        if question is not None and question.seat == model.viewer:
            if question.kind == COUNTER:
                self.answer_counter(intent, model)
            else:
                self.give(intent, model)
        elif my_turn:
            if self.drag.handle(intent):
                if self.drag.dragging:
                    self.selected = None
            else:
                self.keys(intent, model)
        return self._asked

    def keys(self, intent: it.Intent, model: LocoModel) -> None:
        hand = model.hand
        if not hand or model.viewer is None:
            return
        places = list(model.columns)
        if self.mode == HAND:
            if isinstance(intent, it.Navigate | it.Focus):
                self.focus.move(hand, intent.dx if isinstance(intent, it.Navigate)
                                else intent.step)
            elif isinstance(intent, it.Confirm):
                focused = self.focus.focused(hand)
                self.selected = focused if isinstance(focused, int) else hand[0]
                self.mode = TARGET
                legal = legal_places(self.selected, self._legal)
                self.focus.index = next((i for i, p in enumerate(places) if p in legal), 0)
            return
        if isinstance(intent, it.Navigate | it.Focus):
            if isinstance(intent, it.Navigate) and intent.dy > 0:
                self.cancel(model)
                return
            self.focus.move(places, intent.dx if isinstance(intent, it.Navigate)
                            else intent.step)
        elif isinstance(intent, it.Confirm) and self.selected is not None:
            self.drop_on(self.selected, str(self.focus.focused(places)), keyboard=True)
        elif isinstance(intent, it.Erase):
            self.cancel(model)

    def cancel(self, model: LocoModel) -> None:
        if self.selected in model.hand:
            self.focus.index = model.hand.index(self.selected)
        self.selected = None
        self.mode = HAND

    def drop_on(self, card: int, place: str | None, keyboard: bool = False) -> None:
        model = self._model
        assert model is not None and model.viewer is not None
        action = action_for(model.viewer, card, place)
        if action is None:
            if place is None:
                self._asked.append(Refuse(N_("Drop the card on a taco to play it."), card))
            return
        self._asked.append(Play(action, card, keyboard))

    def give(self, intent: it.Intent, model: LocoModel) -> None:
        viewer = model.viewer
        assert viewer is not None
        others = [s for s in range(len(model.seats)) if s != viewer]
        if isinstance(intent, it.PointerDown):
            seat = model.seat_at(intent.pos)
            if seat is not None and seat != viewer:
                self._asked.append(Play(GiveTaco(viewer, seat)))
        elif isinstance(intent, it.Navigate | it.Focus):
            step = intent.dx or intent.dy if isinstance(intent, it.Navigate) else intent.step
            self.focus.index = (self.focus.index + step) % len(others)
        elif isinstance(intent, it.Confirm):
            self._asked.append(Play(GiveTaco(viewer, others[self.focus.index % len(others)])))

    def counter_choices(self, model: LocoModel) -> list[tuple[str, Action | None]]:
        """The two answers to the Lonesome question: (label, action; None when impossible)."""
        viewer = model.viewer
        assert viewer is not None
        lonesome = [c.id for c in model.obs.hand if c.kind == LONESOME]
        counter = CounterLegendary(viewer, lonesome[0]) if lonesome else None
        return [(N_("Counter!"), counter), (N_("Let it be"), DeclineCounter(viewer))]

    def prompt_ready(self, model: LocoModel) -> None:
        """A new question (or a new hand under it): the focus on the answer that can be given."""
        question = model.obs.question
        key = (question, model.hand) if question is not None else None
        if key != self._prompt_key:
            self._prompt_key = key
            self.prompt_focus = 0 if self.counter_choices(model)[0][1] is not None else 1
            self.prompt_hover = None

    def answer_counter(self, intent: it.Intent, model: LocoModel) -> None:
        from tabletop.games.taco_loco.table.draw import prompt_buttons

        self.prompt_ready(model)
        choices = self.counter_choices(model)
        buttons = prompt_buttons(model)
        if isinstance(intent, it.PointerMove):
            self.prompt_hover = next((i for i, r in enumerate(buttons) if r.contains(intent.pos)),
                                     None)
        elif isinstance(intent, it.PointerDown):
            pressed = next((i for i, r in enumerate(buttons) if r.contains(intent.pos)), None)
            if pressed is not None:
                self.prompt_focus = pressed
                self.press_prompt(choices[pressed][1])
        elif isinstance(intent, it.Navigate | it.Focus):
            step = intent.dx or intent.dy if isinstance(intent, it.Navigate) else intent.step
            usable = [i for i, (_, action) in enumerate(choices) if action is not None]
            at = usable.index(self.prompt_focus) if self.prompt_focus in usable else 0
            self.prompt_focus = usable[(at + step) % len(usable)]
        elif isinstance(intent, it.Confirm):
            self.press_prompt(choices[self.prompt_focus][1])

    def press_prompt(self, action: Action | None) -> None:
        if action is not None:
            self._asked.append(Play(action))

    # --- drag and drop ---------------------------------------------------------------------------
    def _pick(self, pos: tuple[int, int]) -> tuple[int, tuple[float, float]] | None:
        model = self._model
        if model is None or model.obs.question is not None:
            return None
        card = self.card_at(pos, model.hand)
        return (card, self.card_centre(card)) if card is not None else None

    def _zones(self) -> list[tuple[Hashable, tuple[float, float, float, float]]]:
        model = self._model
        return [] if model is None else [(p, (box.x, box.y, box.w, box.h))
                                         for p, box in model.columns.items()]

    def _legal_zones(self, card: Any) -> set[Hashable]:
        return set(legal_places(card, self._legal))

    def _drop(self, card: int, place: Any) -> bool:
        self.drop_on(card, place)
        return True

    def _click(self, card: int | None, pos: tuple[int, int]) -> None:
        if card is not None:
            self.selected = None if self.selected == card else card
            return
        model = self._model
        if self.selected is not None and model is not None:
            place = model.place_at(pos)
            if place is not None:
                card, self.selected = self.selected, None
                self.drop_on(card, place)
                return
            self.selected = None
