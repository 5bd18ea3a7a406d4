"""A guided first game as data (`data/<game>/tutorial.yaml`): its scripted setup and its steps.

The setup is the public way tests build a game: a seat list and a seed (a `GameSetup`), and the
keyword arguments the game's rules class takes for a fixed deck or fixed dice (`fixed`). Each
step says what the coach says before (`say`), the place of the table it points at (`point`),
the action it waits for (`wants`: a type and the fields that must match; none: the coach only
talks and Next goes on; a bot seat's: that bot plays it), what it says after (`after`), and
the lessons it teaches (ids from the file's own list, each with its line of the recap).
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

import msgspec

from tabletop.core.data_model import Invalid, Meta, Model, Positive, Text, Whole

FieldValue = int | bool | str
"""What a step's field must be: the number itself, or for a card's id the card's name."""


class Wanted(Model, frozen=True):
    """The action a step waits for: its type, its seat, and the fields that must match."""

    ITEM: ClassVar[str] = "action"
    NAMED_BY: ClassVar[tuple[str, ...]] = ("action",)
    action: Text
    """The action's class name, as the game's `actions.py` spells it ("PlayCard")."""
    seat: Whole = 0
    fields: dict[str, FieldValue] = msgspec.field(default_factory=dict)
    """Fields the action must have; a name where the field is a card's number means any card
    of that name ("Five")."""


class Step(Model, frozen=True):
    """One thing the coach asks for (or says), and what it says after."""

    ITEM: ClassVar[str] = "step"
    NAMED_BY: ClassVar[tuple[str, ...]] = ("say",)
    say: Text
    """What the coach says before: the ask ("Drag your 5 onto the 6")."""
    point: str | tuple[str, ...] = ""
    """The place (or places) of the table it points at ("hand", "taco:1"...; the table
    names them): each is outlined, the arrow goes to the first."""
    wants: Wanted | None = None
    """The action it waits for; none: a step that only talks (Next goes on)."""
    teaches: tuple[str, ...] = ()
    """Ids of the lessons this step teaches (from the file's `lessons`)."""
    after: str = ""
    """What the coach says once the action is done: what happened and why."""
    wrong: str = ""
    """The friendly reason another action gets (the ask is repeated after it)."""
    panel: Literal["right", "left", "top", "bottom", "middle", "top-right", ""] = ""
    """Where the coach's panel stands for this step (empty: the tutorial's place)."""
    pause: bool = True
    """Real-time games: the clock stands still while this step is shown."""
    times: Positive = 1
    """How many times the action must be done (a fork's taps)."""
    until: str = ""
    """A free step: every action goes through (bots play as in a real game) until an event of
    this type happens ("PhaseStarted": the fight's sand ran out)."""


    @property
    def places(self) -> tuple[str, ...]:
        """The places it points at, the arrow's first."""
        if isinstance(self.point, str):
            return (self.point,) if self.point else ()
        return self.point


class Lesson(Model, frozen=True):
    """A rule the tutorial teaches: an id steps name, and its line of the closing recap."""

    ITEM: ClassVar[str] = "lesson"
    id: Text
    recap: Text


class TutorialSeat(Model, frozen=True):
    """A seat of the scripted game: the learner's, or a bot's."""

    ITEM: ClassVar[str] = "seat"
    name: Text
    human: bool = False


class Tutorial(Model, frozen=True):
    """A game's guided first game (`<game>/tutorial.yaml`)."""

    title: Text
    minutes: Annotated[int, Meta(ge=1, le=5)]
    """About how long it takes someone who follows it (at most five minutes)."""
    rules: Text
    """The game's rules class, "package.module:Class", built from the data, the setup and
    `fixed` (the public constructor tests use)."""
    seats: Annotated[tuple[TutorialSeat, ...], Meta(min_length=1)]
    seed: Whole
    lessons: Annotated[tuple[Lesson, ...], Meta(min_length=1)]
    steps: Annotated[tuple[Step, ...], Meta(min_length=1)]
    options: dict[str, str] = msgspec.field(default_factory=dict)
    fixed: dict[str, Any] = msgspec.field(default_factory=dict)
    """The rules class's keyword arguments for a fixed deck or fixed dice."""
    card_keys: tuple[str, ...] = ()
    """Which of `fixed` list cards by key (each becomes the highest id of an unused card with
    that key; the game's own setup takes the lowest)."""
    complete: tuple[str, ...] = ()
    """Which of `fixed` go on with the rest of the game's cards, so the scripted game holds
    every card a real one does: a list of cards gets every card it does not list (lowest id
    first) but those `held_back`; a mapping of stacks gets, for each stack, the cards of that
    deck it does not list."""
    held_back: tuple[Whole, ...] = ()
    """Card ids the rules themselves put in play and no deck may list (Taco Party's starting
    tacos)."""
    panel: Literal["right", "left", "top", "bottom", "middle", "top-right"] = "right"
    """Where the coach's panel stands unless a step says otherwise."""
    panel_box: tuple[Whole, Whole, Positive] | None = None
    """Instead of `panel`: the panel's left edge, the bottom it grows up from, and its width
    (logical pixels of the 1280x720 table), for a table with no room at the usual places."""
    panel_height: Whole = 0
    """At its usual place, the panel is at least this tall (logical pixels): it covers a panel
    of the table under it whole, never leaving a line of it peeking out below (0: as tall as
    its words; a table may move its panel out from under it instead, `coach_covers`)."""
    panel_most: Whole = 0
    """At its usual place or in its `panel_box`, the panel is at most this tall where a smaller
    text, then leaving out what the coach said before, keeps it so (0: no limit): it stays
    clear of what lies below it (Taco Party's middle cards) or above it (Crazy Taco's kitchen
    and storeroom)."""
    closing: Text = "That is the whole game. Ready for a real one?"
    """The recap's last line."""
    version: Positive = 1
    """Goes up when the steps change: a tutorial left halfway under another version starts
    again."""

    def __post_init__(self) -> None:
        ids = [lesson.id for lesson in self.lessons]
        if len(set(ids)) != len(ids):
            raise Invalid("lessons", "a lesson id is listed twice")
        if not any(seat.human for seat in self.seats):
            raise Invalid("seats", "no seat is the learner's (human: true)")
        for number, step in enumerate(self.steps, 1):
            unknown = [t for t in step.teaches if t not in ids]
            if unknown:
                raise Invalid(f"steps[{number}].teaches",
                              f"{', '.join(unknown)} is not one of the lessons")
            if step.wants is not None and step.wants.seat >= len(self.seats):
                raise Invalid(f"steps[{number}].wants.seat", "there is no such seat")
            if step.until and step.wants is not None:
                raise Invalid(f"steps[{number}].until", "a free step waits for no one action")
        missing = [i for i in ids if not any(i in s.teaches for s in self.steps)]
        if missing:
            raise Invalid("lessons", f"no step teaches {', '.join(missing)}")
        for field, names in (("card_keys", self.card_keys), ("complete", self.complete)):
            for name in names:
                if name not in self.fixed:
                    raise Invalid(field, f"{name} is not one of the fixed arguments")

    @property
    def human(self) -> int:
        """The learner's seat."""
        return next(i for i, seat in enumerate(self.seats) if seat.human)
