"""Starting a game's tutorial: its real table playing the scripted game, the coach over it,
resumed at the step where the learner left it; and the offer made the first time a game is
chosen.

A tutorial's table keeps no records (`TableScene.records` is False): no autosave, so it never
shows under Continue; no replay and no statistics. Only `storage/tutorials.py` remembers how
far the learner got.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from tabletop.core.errors import DataError, IllegalAction
from tabletop.core.registry import GameSpec
from tabletop.routes import TitleMenu
from tabletop.storage.tutorials import TutorialProgress, TutorialStore
from tabletop.tutorial.coach import CoachedMatch, StepGone, coached_match
from tabletop.tutorial.files import read_tutorial, tutorial_file
from tabletop.tutorial.model import Tutorial


def tutorial_store(services) -> TutorialStore | None:
    """The learner's tutorial progress beside their other files (None: no storage)."""
    storage = services.storage
    user = getattr(storage, "user", None)
    if user is None:
        return None
    return TutorialStore(user.folder)


def pass_notices(services, store: TutorialStore) -> None:
    """A set-aside progress file is told like any other bad file."""
    notices = store.take_notices()
    if notices and services.storage is not None:
        services.storage.notices.extend(notices)


def has_tutorial(spec: GameSpec) -> bool:
    return tutorial_file(spec) is not None


def progress_of(services, spec: GameSpec) -> TutorialProgress:
    store = tutorial_store(services)
    if store is None:
        return TutorialProgress()
    progress = store.progress(spec.id)
    pass_notices(services, store)
    return progress


def remember(services, spec: GameSpec, change: Callable[[TutorialProgress], TutorialProgress]
             ) -> None:
    store = tutorial_store(services)
    if store is None:
        return
    with contextlib.suppress(OSError):  # a full disk must not stop the lesson
        store.put(spec.id, change(store.progress(spec.id)))
    pass_notices(services, store)


def play_to(match: CoachedMatch, step: int) -> None:
    """Play the scripted game up to `step` the way the learner did: every step as it asks."""
    coach = match.coach
    while coach.index < step and not coach.done and not coach.free:  # a free fight restarts
        wanted = coach.step.wants if coach.step is not None else None
        if wanted is None:
            coach.next()
            continue
        action = coach.scripted(match.rules.legal_actions(wanted.seat))
        if action is None:
            raise IllegalAction(StepGone(coach.index + 1))
        match.submit(action)


def build_tutorial(services, spec: GameSpec, tutorial: Tutorial, step: int = 0):
    """The tutorial's table and coach, the scripted game played up to `step`."""
    from tabletop.kit.coach import CoachScene

    data = services.game_data(spec)
    where = f"data/{tutorial_file(spec)}"
    match = coached_match(spec, data, tutorial, where)
    try:
        play_to(match, step)
    except IllegalAction:
        match = coached_match(spec, data, tutorial, where)  # start over
    table = services.table_view_class(spec.id)(services, spec, match)
    table.records = False

    def saved(at: int, finished: bool) -> None:
        remember(services, spec, lambda p: TutorialProgress(
            0 if finished else at, tutorial.version, p.finished or finished, True))

    def play_for_real() -> None:
        from tabletop.scenes.seat_setup import SeatSetupScene

        stack = table.require_stack()
        stack.clear_to(services.routes.scene_for(TitleMenu()))
        stack.push(SeatSetupScene(services, spec))

    coach = CoachScene(services, table, match, saved, play_for_real, table.quit_to_menu)
    return table, coach


def start_tutorial(services, stack, spec: GameSpec) -> bool:
    """Put the game's tutorial on the stack (resumed where it was left); an error scene if its
    file is wrong. False when the game has none."""
    from tabletop.scenes.error import ErrorScene

    try:
        tutorial = read_tutorial(spec)
        if tutorial is None:
            return False
        progress = progress_of(services, spec)
        step = progress.step if progress.version == tutorial.version else 0
        table, coach = build_tutorial(services, spec, tutorial, step)
    except DataError as error:
        stack.push(ErrorScene(services, error))
        return True
    remember(services, spec, lambda p: TutorialProgress(table.match.coach.index,
                                                        tutorial.version, p.finished, True))
    stack.clear_to(services.routes.scene_for(TitleMenu()))
    stack.push(table)
    stack.push(coach)
    return True


def played_before(services, spec: GameSpec) -> bool:
    """The player knows this game already: an unfinished one, or one counted in the
    statistics (the tutorial is not offered again, only found under Tutorial)."""
    storage = services.storage
    if storage is None:
        return True
    if storage.saved_game(spec.id) is not None:
        return True
    return bool(storage.user.stats.get(spec.id).played)


def offer_first(services, stack, spec: GameSpec, go_on: Callable[[], None]) -> bool:
    """The first time a game with a tutorial is chosen: offer it (or skip it and go on).
    False when there is nothing to offer (go on at once)."""
    from tabletop.scenes.question import QuestionScene

    if not has_tutorial(spec) or played_before(services, spec) \
            or progress_of(services, spec).offered:
        return False
    remember(services, spec, lambda p: TutorialProgress(p.step, p.version, p.finished, True))
    try:
        tutorial = read_tutorial(spec)
    except DataError:
        return False
    minutes = tutorial.minutes if tutorial is not None else 5

    def learn() -> None:
        start_tutorial(services, stack, spec)

    def skip() -> None:
        stack.pop()
        go_on()

    words = services.words
    _ = words.gettext
    stack.push(QuestionScene(
        services, _("New to {game}?").format(game=spec.title),
        [words.ngettext("A guided first game teaches it on the real table in about {count} "
                        "minute, one move at a time.",
                        "A guided first game teaches it on the real table in about {count} "
                        "minutes, one move at a time.", minutes).format(count=minutes),
         _("You can always find it later: Tutorial, under the game on this screen.")],
        [(_("Learn (tutorial)"), learn), (_("Skip, play now"), skip)]))
    return True
