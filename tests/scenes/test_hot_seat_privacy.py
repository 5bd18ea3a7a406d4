"""Hot-seat hands stay private: a human's hand is face up only from their own curtain to the end
of their own turn, in every turn-based game and at every moment in between (bot turns, banners,
answers to a question, a continued game, the pause, rules and settings screens)."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match, replay
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.kit.cards import CardLayer
from tabletop.kit.scene import TableScene
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.launch import start_game
from tabletop.scenes.pause import PauseScene
from tabletop.scenes.rules_page import RulesScene
from tabletop.ui.card_sprite import CardSprite
from tests.scenes.helpers import STEP, headless_services

ANA, ROSA, BETO = Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Beto", HUMAN)
TABLES = {
    # two humans with a bot between them (and, from the last human, none before the first)
    "taco-loco": (ANA, ROSA, BETO),
    "taco-party": (ANA, ROSA, BETO),
    # 1 v 1: the manager and the customer player, both at the keyboard
    "crazy-taco": (ANA, BETO),
}
FRAMES = 2400  # forty seconds of play at the fast animation speed


@pytest.fixture
def services():
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, animation_speed="fast",
                                            bot_pace=0.2)
    return services


def new_table(services, game: str, seed: int = 5) -> tuple[SceneStack, TableScene]:
    spec = services.specs[game]
    match = Match(spec, services.game_data(spec), GameSetup(TABLES[game], seed, {}))
    stack = SceneStack()
    table = start_game(services, stack, spec, match.setup, match=match)
    stack.apply_pending()
    return stack, table


def hand(table: TableScene, seat: int) -> set:
    """The ids of the cards in `seat`'s hand, whatever the game calls them."""
    seen = table.match.rules.observation(seat)
    cards = seen.get("hand", ()) if isinstance(seen, dict) else seen.hand
    return {getattr(card, "id", card) for card in cards}


def sprites_of(table: TableScene) -> list:
    """Every card sprite the table has (settled, moving or flying away)."""
    found = []
    for name in ("sprites", "cards", "flying"):
        group = getattr(table, name, ())
        if isinstance(group, CardLayer) or hasattr(group, "sprites") and hasattr(group,
                                                                                 "flying"):
            found += list(group.sprites.values()) + list(group.flying)
        else:
            found += list(group.values() if isinstance(group, dict) else group)
    return [s for s in found if isinstance(s, CardSprite)]


def face_up(table: TableScene) -> set:
    """The ids of every card the table draws face up (settled, moving or flying away)."""
    return {s.id for s in sprites_of(table) if s.face_up and s.alpha > 0}


def visible(stack: SceneStack) -> list:
    """The scenes drawn this frame: the highest opaque one and everything above it."""
    scenes = stack.scenes
    start = max((i for i, s in enumerate(scenes) if s.opaque), default=0)
    return scenes[start:]


def leaks(stack: SceneStack, table: TableScene, public: set | None = None) -> list[str]:
    """Every human's hand card drawn face up when it is not that human's own turn, behind a
    curtain they lifted (a card everyone saw on the table before, like one picked up from Taco
    Party's middle, is no secret: `public` collects those)."""
    if table not in visible(stack):
        return []
    shown = face_up(table)
    hands = {seat: hand(table, seat) for seat in range(len(table.match.setup.seats))}
    public = set() if public is None else public
    public |= shown - set().union(*hands.values())
    actors = table.match.rules.actors()
    found = []
    for seat in table.humans:
        cards = hands[seat] & shown - public
        if cards and not (seat == table.viewer and seat in actors):
            name = table.match.setup.seats[seat].name
            found.append(f"{name}'s cards {sorted(cards)} face up while "
                         f"{[table.match.setup.seats[a].name for a in actors]} act "
                         f"(viewer {table.viewer}, top {type(stack.top).__name__})")
    return found


class Couch:
    """Plays a hot-seat game as the people on the couch would: lift each curtain, then play the
    hinted move once the table has settled; checks every frame that no hand is on show."""

    def __init__(self, stack: SceneStack, table: TableScene) -> None:
        self.stack, self.table = stack, table
        self.curtains: list[str] = []
        self.moments: set[str] = set()
        self.problems: list[str] = []
        self.public: set = set()
        self.frame = 0
        self.lift_curtains = True

    def check(self, moment: str = "") -> None:
        found = leaks(self.stack, self.table, self.public)
        if found:
            self.problems.append(f"frame {self.frame} {moment}: {found[0]}")

    def step(self) -> None:
        self.frame += 1
        self.stack.update(STEP)
        self.stack.apply_pending()
        table, top = self.table, self.stack.top
        self.note_moment()
        self.check()
        if isinstance(top, CurtainScene):
            if not self.lift_curtains:
                return
            self.curtains.append(top.name)
            top.ready()
            self.stack.apply_pending()
            self.check("curtain lifted")
            return
        if top is not table or table.tweens.busy or table.match.rules.is_over():
            return
        seat = table.viewer
        if seat is not None and seat in table.match.rules.actors():
            table.submit(table.match.bot_decision(seat).action)
            self.check("after a human move")

    def note_moment(self) -> None:
        """What kind of moment between two humans' turns this frame is (for the test to
        require that each was seen)."""
        table = self.table
        actors = table.match.rules.actors()
        if not table.hot_seat or table.viewer is not None or not actors:
            return
        if table.match.bot_to_move() is not None:
            self.moments.add("bot turn")
        if table.banner_shown() is not None:
            self.moments.add("banner")
        if table.tweens.busy:
            self.moments.add("animation")

    def play(self, frames: int = FRAMES, until=None) -> None:
        for _ in range(frames):
            self.step()
            if until is not None and until():
                return
            if self.table.match.rules.is_over() or self.stack.top is not self.table and \
                    not isinstance(self.stack.top, CurtainScene):
                return


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_hand_is_face_up_only_during_its_own_turn(services, game):
    stack, table = new_table(services, game)
    couch = Couch(stack, table)
    couch.play()
    assert not couch.problems, couch.problems[:3]
    names = {s.name for s in TABLES[game] if s.kind == HUMAN}
    assert set(couch.curtains) == names and len(couch.curtains) >= 6, couch.curtains
    wanted = {"banner", "animation"} | ({"bot turn"} if game != "crazy-taco" else set())
    assert wanted <= couch.moments


def test_the_viewer_is_gone_the_moment_their_turn_ends(services):
    stack, table = new_table(services, "taco-loco")
    couch = Couch(stack, table)
    couch.play(until=lambda: table.viewer == 0)
    table.submit(table.match.bot_decision(0).action)
    assert table.viewer is None
    assert not hand(table, 0) & face_up(table)
    # the cards left in Ana's hand go face down to her seat
    assert hand(table, 0) - {table.match.rules.observation(0).hand[-1].id} <= {
        s.id for s in table.cards.flying if not s.face_up}


def test_answers_to_a_question_stay_private(services):
    """Taco Loco's Lonesome counter is asked of the other seats in turn: the human asked sees
    their hand behind their own curtain, and it is put away as soon as they have answered."""
    from tabletop.games.taco_loco.rules.observation import COUNTER

    stack, table = new_table(services, "taco-loco", seed=11)
    couch = Couch(stack, table)
    asked: list[int] = []

    def asked_a_human() -> bool:
        question = table.match.rules.observation(0).question
        if question is not None and question.kind == COUNTER and question.seat in table.humans \
                and table.viewer == question.seat:
            asked.append(question.seat)
        return len(asked) >= 1 and table.viewer is None

    couch.play(frames=20000, until=asked_a_human)
    assert asked, "no Legendary Taco was countered by a human in this game"
    assert not couch.problems, couch.problems[:3]
    assert table.viewer is None
    couch.play(frames=300)
    assert not couch.problems, couch.problems[:3]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_continued_hot_seat_game_shows_no_hand_before_the_curtain(services, game):
    stack, table = new_table(services, game)
    couch = Couch(stack, table)
    couch.play(frames=600)
    match = table.match
    for moment in ("a human to act", "a bot to act"):
        if moment == "a bot to act" and game == "crazy-taco":
            continue
        wanted = (lambda: match.bot_to_move() is not None) if moment == "a bot to act" else (
            lambda: table.human_to_act() is not None and table.viewer is None)
        couch.play(frames=FRAMES, until=wanted)
        assert wanted(), moment
        resumed = replay(match.spec, match.data, match.setup, match.log)
        again = SceneStack()
        continued = start_game(table.services, again, match.spec, match.setup, match=resumed)
        again.apply_pending()
        assert continued.viewer is None
        assert not leaks(again, continued)
        if moment == "a human to act":
            assert isinstance(again.top, CurtainScene)
        later = Couch(again, continued)
        later.play(frames=400)
        assert not later.problems, later.problems[:3]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_menus_opened_between_two_turns_show_no_hand(services, game):
    """Pause (with its rules and settings) over the table after a turn, and over a curtain."""
    stack, table = new_table(services, game)
    couch = Couch(stack, table)
    couch.play(frames=300)
    between = lambda: table.viewer is None and stack.top is table  # noqa: E731
    couch.play(until=between)
    assert between()
    stack.handle(it.Back())
    stack.apply_pending()
    pause = stack.top
    assert isinstance(pause, PauseScene)
    assert not leaks(stack, table, couch.public)
    pause.open_rules()
    stack.apply_pending()
    assert isinstance(stack.top, RulesScene) and not leaks(stack, table, couch.public)
    stack.handle(it.Back())
    stack.apply_pending()
    pause.open_settings()
    stack.apply_pending()
    assert not leaks(stack, table, couch.public)
    stack.handle(it.Back())
    stack.apply_pending()
    assert stack.top is pause and not leaks(stack, table, couch.public)
    stack.handle(it.Back())
    stack.apply_pending()
    assert stack.top is table
    couch.lift_curtains = False
    couch.play(until=lambda: isinstance(stack.top, CurtainScene))
    assert not couch.problems, couch.problems[:3]
    curtain = stack.top
    assert isinstance(curtain, CurtainScene)
    # Esc on the pass screen opens the pause menu over the curtain, never over the table
    stack.handle(it.Back())
    stack.apply_pending()
    assert isinstance(stack.top, PauseScene)
    assert table not in visible(stack)
    stack.top.on_back()
    stack.apply_pending()
    assert stack.top is curtain
    assert table.viewer is None


@pytest.mark.parametrize("game", sorted(TABLES))
def test_no_hint_is_shown_between_two_turns(services, game):
    """A hint names a card of the hand it is for: between turns (the next player's curtain
    not yet lifted) H is refused, never answered for the next player."""
    stack, table = new_table(services, game)
    couch = Couch(stack, table)
    couch.play(frames=300)
    between = lambda: table.viewer is None and stack.top is table  # noqa: E731
    asked = 0
    for _ in range(20):
        couch.lift_curtains = True
        couch.play(until=lambda: table.viewer is not None)
        couch.lift_curtains = False
        couch.play(until=between)
        if not between():
            break
        stack.handle(it.KeyPress("h"))
        stack.apply_pending()
        asked += 1
        assert table.feedback.hint_text == "" and table.feedback.hint_action is None
    assert asked >= 3
