"""The coach's side of a tutorial, in plain Python: which step is on, what it lets through,
and what it says; and `CoachedMatch`, the match a tutorial's table plays (its rules built
from the tutorial's scripted setup, every action asked of the coach first)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.core.actions import Action, Event, action_from_dict
from tabletop.core.errors import DataError, IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import BOT, HUMAN, Decision, GameSetup, Seat
from tabletop.core.match import FIXED_STEP, Match
from tabletop.core.registry import GameSpec, load_named
from tabletop.tutorial.model import Step, Tutorial, Wanted


@dataclass(frozen=True)
class CoachTalking(Fact):
    """The coach is still talking: no move until the learner goes on."""


@dataclass(frozen=True)
class NotThatOne(Fact):
    """Not the move the step asks for; `wrong` is the step's own word for it (the tutorial's
    data: "Not that one: the 5 makes the sum just right"), empty for the kit's."""

    wrong: str = ""


@dataclass(frozen=True)
class TutorialOver(Fact):
    """Every step is done: play for real, or go back to the menu."""


@dataclass(frozen=True)
class CoachAsks(Fact):
    """The hint in a tutorial: what the step asks, in the tutorial's own words (its data)."""

    say: str


@dataclass(frozen=True)
class StepGone(Fact):
    """A tutorial resumed at step `step` cannot play its way back there (its data changed)."""

    step: int



def tutorial_setup(tutorial: Tutorial) -> GameSetup:
    """The scripted game's seats, seed and options."""
    seats = tuple(Seat(s.name, HUMAN if s.human else BOT) for s in tutorial.seats)
    return GameSetup(seats, tutorial.seed, dict(tutorial.options))


def key_of(card: Any) -> str:
    """How a tutorial names a card: its key, never its words."""
    return str(getattr(card, "key", ""))


def card_key(data: Any, card: int) -> str | None:
    """The key of card `card` in a game's data (its `cards`, each with an id and a key)."""
    cards = getattr(data, "cards", None)
    if not isinstance(cards, list | tuple) or not 0 <= card < len(cards):
        return None
    return key_of(cards[card]) or None


def ids_of_keys(data: Any, keys: list[Any], where: str) -> list[Any]:
    """Cards listed by key as ids: each key the highest id of that key not used yet (a
    game's own setup takes the lowest first: Taco Party's starting tacos)."""
    cards = list(getattr(data, "cards", ()))
    used: set[int] = set()
    out: list[Any] = []
    for key in keys:
        if not isinstance(key, str):
            out.append(key)
            used.add(key)
            continue
        found = next((c.id for c in reversed(cards) if key_of(c) == key and c.id not in used),
                     None)
        if found is None:
            raise DataError(where, "fixed", f"no card {key!r} is left for the deck")
        used.add(found)
        out.append(found)
    return out


def completed(data: Any, listed: Any, held_back: tuple[int, ...]) -> Any:
    """A fixed deck that goes on with every other card of the game: a list with the ids it
    does not list (but those held back), a mapping of stacks each with the rest of its deck."""
    cards = list(getattr(data, "cards", ()))
    if isinstance(listed, dict):
        return {deck: [*stack, *(c.id for c in cards if getattr(c, "deck", None) == deck
                                 and c.id not in stack)] for deck, stack in listed.items()}
    taken = set(listed) | set(held_back)
    return [*listed, *(c.id for c in cards if c.id not in taken)]


def scripted_rules(tutorial: Tutorial, data: Any, setup: GameSetup, where: str) -> Any:
    """The game's rules built the public way, with the tutorial's fixed deck or dice."""
    rules_class = load_named(tutorial.rules, "the tutorial's rules")
    fixed = dict(tutorial.fixed)
    for name in tutorial.card_keys:
        fixed[name] = ids_of_keys(data, list(fixed[name]), where)
    for name in tutorial.complete:
        fixed[name] = completed(data, fixed[name], tutorial.held_back)
    try:
        return rules_class(data, setup, **fixed)
    except (TypeError, ValueError) as error:
        raise DataError(where, "fixed", f"the scripted game cannot be set up: {error}") from None


def matches(action: Action, wanted: Wanted, data: Any) -> bool:
    """Whether `action` is the one a step waits for."""
    if type(action).__name__ != wanted.action or getattr(action, "seat", None) != wanted.seat:
        return False
    for name, value in wanted.fields.items():
        got = getattr(action, name, None)
        if isinstance(value, str) and isinstance(got, int) and not isinstance(got, bool):
            if card_key(data, got) != value and str(got) != value:
                return False
        elif got != value or type(got) is not type(value):
            return False
    return True


@dataclass
class Coach:
    """Where the learner is in a tutorial and what the coach lets through now."""

    tutorial: Tutorial
    data: Any
    index: int = 0
    told: str = ""
    """What the coach said after the learner's last step: what happened and why, and after it
    what the latest bot's scripted move since then did (a bot's move must not wipe the
    lesson; the table shows what the earlier ones did)."""
    learned: str = ""
    """What the coach said after the learner's last step alone."""
    told_parts: tuple[str, ...] = ()
    """`told` as the tutorial's own sentences (each a catalog message), to say them in the
    player's language."""
    refusal: Fact | None = None
    """The friendly reason the last other action got (cleared when a step is done)."""
    refusals: int = 0
    done_times: int = 0
    """How many times the step's action was done so far (a step may ask for several)."""

    @property
    def step(self) -> Step | None:
        steps = self.tutorial.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    @property
    def talking(self) -> bool:
        """The step on asks for no action: the learner reads it and presses Next."""
        step = self.step
        return step is not None and step.wants is None and not step.until

    @property
    def free(self) -> bool:
        """A free step: the game plays as a real one until its event happens."""
        step = self.step
        return step is not None and bool(step.until)

    def waits_for_seat(self) -> int | None:
        """The seat whose action the step waits for (None: nobody's)."""
        step = self.step
        return step.wants.seat if step is not None and step.wants is not None else None

    def reason(self, step: Step) -> Fact:
        """What another action is told: a friendly word (the coach's panel, just above the
        table's line, shows the ask again under it)."""
        return NotThatOne(step.wrong)

    def gate(self, action: Action) -> IllegalAction | None:
        """The coach's refusal of `action` now, or None when it is the one asked for."""
        step = self.step
        if step is None:
            return IllegalAction(TutorialOver())
        if step.until:
            return None
        if step.wants is None:
            return IllegalAction(CoachTalking())
        if not matches(action, step.wants, self.data):
            return IllegalAction(self.reason(step))
        return None

    def refused(self, reason: Fact) -> None:
        self.refusal = reason
        self.refusals += 1

    def advance(self) -> None:
        """The step on is done: its after-words are said and the next one begins."""
        step = self.step
        if step is None:
            return
        wanted = step.wants
        if wanted is not None and wanted.seat != self.tutorial.human and not step.until:
            if step.after:
                self.told_parts = tuple(words for words in (self.learned, step.after) if words)
                self.told = " ".join(self.told_parts)
        else:
            self.told = self.learned = step.after
            self.told_parts = (step.after,) if step.after else ()
        self.refusal = None
        self.done_times = 0
        self.index += 1

    def did(self, events: list[Event]) -> None:
        """An accepted action (and its events): the step is done, or done once more."""
        step = self.step
        if step is None:
            return
        if step.until:
            self.saw(events)
            return
        self.done_times += 1
        if self.done_times >= step.times:
            self.advance()

    def saw(self, events: list[Event]) -> None:
        """Events of the running game: a free step ends at its event."""
        step = self.step
        if step is not None and step.until and any(type(e).__name__ == step.until
                                                   for e in events):
            self.advance()

    def next(self) -> bool:
        """Next pressed: a talking step goes on (an asking one waits for its action)."""
        if not self.talking:
            return False
        self.advance()
        return True

    def scripted(self, legal: list[Action]) -> Action | None:
        """The first of `legal` the step waits for (a bot's scripted move, or the hint)."""
        step = self.step
        if step is None or step.wants is None:
            return None
        return next((a for a in legal if matches(a, step.wants, self.data)), None)


@dataclass
class CoachedMatch(Match):
    """A tutorial's match: the scripted rules, and the coach asked before every action (it lets
    only the asked one through, scripts the bots' moves, holds a real-time clock while it
    talks, and takes nothing back)."""

    coach: Coach = field(kw_only=True)
    where: str = field(kw_only=True, default="tutorial")

    def __post_init__(self) -> None:
        self.rules = scripted_rules(self.coach.tutorial, self.data, self.setup, self.where)
        self.seat_bots()

    def check(self, action: Action) -> IllegalAction | None:
        return self.coach.gate(action) or self.rules.check(action)

    def submit(self, action: Action) -> list[Event]:
        refusal = self.coach.gate(action)
        if refusal is not None:
            self.coach.refused(refusal.why)
            raise refusal
        events = super().submit(action)
        self.coach.did(events)
        return events

    def can_undo(self, seat: int) -> bool:
        return False

    def restarted(self) -> Match:
        """The scripted game at its start, without the coach (its log read again)."""
        again = Match(self.spec, self.data, self.setup)
        again.rules = scripted_rules(self.coach.tutorial, self.data, self.setup, self.where)
        return again

    def paused(self) -> bool:
        """A real-time game's clock stands still: the coach talks, or waits for an action."""
        step = self.coach.step
        return step is None or step.pause

    def clock_held(self) -> bool:
        return self.paused()

    def tick(self, dt: float = FIXED_STEP) -> list[Event]:
        if self.paused():
            return []
        events = super().tick(dt)
        self.coach.saw(events)
        return events

    def step_bots(self, dt: float = FIXED_STEP) -> list[Event]:
        """Real-time: a scripted bot move when the step waits for one; otherwise, while the
        coach lets the fight run, the bots play as in a real game."""
        seat = self.bot_to_move()
        if seat is not None:
            return self.submit(self.bot_decision(seat).action)
        if self.paused():
            return []
        return super().step_bots(dt)

    def bot_to_move(self) -> int | None:
        seat = self.coach.waits_for_seat()
        if seat is None or seat not in self.bots or seat not in self.rules.actors():
            return None
        if self.coach.scripted(self.rules.legal_actions(seat)) is None:
            return None
        return seat

    def bot_decision(self, seat: int) -> Decision:
        """A bot's scripted move, or for the learner the asked action (the hint)."""
        step = self.coach.step
        if step is not None and self.coach.waits_for_seat() == seat:
            action = self.coach.scripted(self.rules.legal_actions(seat))
            if action is not None:
                return Decision(action, CoachAsks(step.say))
        return super().bot_decision(seat)


def replayed(match: CoachedMatch) -> Any:
    """The tutorial's scripted rules with the match's log played again (as `replay` does for
    a real game): equal snapshots mean the log tells the whole game."""
    rules = scripted_rules(match.coach.tutorial, match.data, match.setup, match.where)
    for entry in match.log:
        if "tick" in entry:
            for _ in range(int(entry["tick"])):
                rules.tick(float(entry["dt"]))
            continue
        rules.apply(action_from_dict(entry, match.spec.action_types))
    return rules


def coached_match(spec: GameSpec, data: Any, tutorial: Tutorial, where: str) -> CoachedMatch:
    """A new tutorial match at its first step."""
    return CoachedMatch(spec, data, tutorial_setup(tutorial), coach=Coach(tutorial, data),
                        where=where)
