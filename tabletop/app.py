"""Composition root: start pygame, build the services, push the first scene, run the loop."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.errors import DataError
from tabletop.core.language import Language
from tabletop.engine.clock import FixedStepClock, steps_covering, steps_until
from tabletop.engine.display import Display
from tabletop.engine.pacing import FramePacer
from tabletop.engine.scene import Scene
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.input.keymap import keymap_of
from tabletop.input.mapper import InputMapper, IntentSource, start_pads
from tabletop.phones.host import LOOPBACK, PhoneHost
from tabletop.routes import (
    Curtain,
    PadControls,
    PauseMenu,
    PhoneCodes,
    PlayerAid,
    Results,
    Routes,
    ScoreSheet,
    TitleMenu,
)
from tabletop.services import Services

if TYPE_CHECKING:
    from tabletop.storage.service import StorageService

STEP = 1 / 60
IDLE_WAKE = 1.0  # a still loop still looks up at least this often (seconds); it draws nothing


class SilentSounds:
    """Used when no sound bank can be built: every sound is silence."""

    disabled_reason: str | None = "no sound bank"

    def __init__(self) -> None:
        self.requested: list[str] = []
        """The sounds asked for and not yet taken (captions show them all the same)."""

    def play(self, name: str) -> None:
        """Play nothing (but remember it was asked for)."""
        self.requested = [*self.requested[-15:], name]

    def set_volumes(self, master: float, effects: float, muted: bool,
                    music: float | None = None) -> None:
        """Nothing to adjust."""

    def follow(self, cue: str | None, dips: tuple[str, ...], now: float) -> None:
        """No music."""

    def hourglass(self, phase: str | None, seconds_left: float | None) -> None:
        """No music."""

    def take_requested(self) -> list[str]:
        """The sounds asked for since the last call."""
        taken, self.requested = self.requested, []
        return taken

    def due_in(self, now: float) -> float | None:
        """Nothing is ever due."""
        return None


def build_services(window: bool, size: tuple[int, int] = (1280, 720),
                   storage_folder: Path | None = None, words: Language | None = None,
                   speech_log: Path | None = None) -> Services:
    """Initialise pygame pieces and storage; a missing sound device means silence, not a crash.
    `storage_folder`: a user-data folder other than the player's (the benchmark's own);
    `words`: the language of this run (`--lang`), whatever the settings say; `speech_log`:
    narration's lines written to that text file (`--speech-log`)."""
    pygame.display.init()
    pygame.font.init()
    start_pads()  # pads send events only once the joystick and controller subsystems run
    from tabletop.assets.images import ImageCache
    from tabletop.games.catalog import game_specs
    from tabletop.ui.fonts import FontBook

    specs = game_specs()
    storage = _build_storage(storage_folder, specs)
    settings = storage.settings if storage is not None else None
    fullscreen = settings is not None and settings.fullscreen and window
    images = ImageCache()
    icon = None
    if window:
        try:
            icon = images.get("ui/icon.png")
        except DataError:
            icon = None
    display = Display(window=window, size=size, fullscreen=fullscreen, icon=icon)
    services = Services(display=display, fonts=FontBook(), images=images,
                        sounds=_build_sounds(settings, enabled=window), specs=specs,
                        storage=storage, settings=settings)
    if window:
        from tabletop.audio.speech import Speaker

        services.speech = Speaker.for_this_machine(speech_log)  # starts at the first line
    services.routes = scene_routes(services)
    if not window:  # a headless run (tests, tools) never opens a port to the network
        services.phones = PhoneHost(LOOPBACK)
    services.apply_render_scale()
    if storage is not None:
        storage.attach(services)
        services.fonts.set_scale(storage.settings.ui_scale)
        from tabletop.ui.theme import theme_for

        services.theme = theme_for(storage.settings.colour_blind, storage.settings.high_contrast)
        services.speak(storage.settings.language)
    if words is not None:
        services.words = words
    services.speech.language = services.words.code
    return services


def _build_sounds(settings: Any, enabled: bool) -> Any:
    if not enabled:
        return SilentSounds()
    try:
        from tabletop.assets.paths import resource_root
        from tabletop.audio.sound_bank import SoundBank
    except ImportError:
        return SilentSounds()
    bank = SoundBank(resource_root() / "sounds")
    if settings is not None:
        bank.set_volumes(settings.master_volume, settings.effects_volume, settings.muted,
                         settings.music_volume)
    return bank


def _build_storage(folder: Path | None, specs: Any) -> StorageService | None:
    try:
        from tabletop.storage.service import StorageService
    except ImportError:
        return None
    return StorageService.open_default(folder, specs)


def run_loop(services: Services, stack: SceneStack, mapper: IntentSource,
             clock: FixedStepClock | None = None, max_passes: int | None = None,
             pacer: FramePacer | None = None) -> int:
    """Poll input once, run whole fixed steps, apply scene requests, draw what changed.

    A frame is drawn only when the stack says it would differ from the last one, and never
    faster than the pacer's rate. When nothing moves the loop sleeps until input arrives or a
    scene's due time (a bot's move); the steps that sleep stood for are run then, without
    drawing between them, and the clock resumes from the time it woke. `max_passes` stops
    after that many passes (each draws at most one frame; the last one never sleeps).
    Returns the number of frames drawn."""
    clock = clock or FixedStepClock(step=STEP)
    pacer = pacer or FramePacer(now=clock.time_source)
    frames = passes = 0
    while stack.scenes and not services.quit_requested:
        if frames:
            _follow_music(services, stack, clock)  # once a frame is shown: start-up is as fast
        _dispatch(services, stack, mapper.poll())
        if services.display.sync_scale():
            services.apply_render_scale()
            stack.rescaled()
        for _ in range(clock.advance()):
            stack.update(STEP)
            stack.apply_pending()
        stack.apply_pending()  # what input asked for shows now, with no step due (a new table
        # is drawn at once: the screen it replaces is not drawn again, nor its felt made again)
        if services.quit_requested or not stack.scenes:
            break
        drew = stack.wants_frame() and not stack.holds_frame()
        if drew:
            pacer.wait_for_frame()
            services.display.present(stack.draw(services.display.canvas, clock.alpha))
            frames += 1
        passes += 1
        if max_passes is not None and passes >= max_passes:
            break
        if drew:
            continue
        if stack.moving():
            pacer.wait_for_frame()  # stepping with nothing new to show yet
        else:
            _sleep_while_still(services, stack, mapper, clock)
    return frames


def _sleep_while_still(services: Services, stack: SceneStack, mapper: IntentSource,
                       clock: FixedStepClock) -> None:
    """Nothing moves: wait for input or the earliest due time, then catch up to it exactly.

    A due time more than a step away is slept to in two waits: the first ends a step early
    and runs the still steps before it (timers, a bot's pause), so the frame that shows the
    due change pays for one step, not for all the steps the sleep stood for."""
    due = stack.due_in()
    started = clock.time_source()
    timeout = IDLE_WAKE if due is None else min(wake_before(steps_until(due, STEP)) * STEP,
                                                IDLE_WAKE)
    music_due = services.sounds.due_in(started)
    if music_due is not None:
        timeout = max(0.0, min(timeout, music_due))  # a fade or a bar line: wake, draw nothing
    heap = getattr(services, "heap", None)  # (a test's stand-in services may have none)
    if heap is not None:
        heap.tidy(started, timeout)  # before the sleep: it delays nothing due
    intents = mapper.wait(timeout)
    slept = clock.time_source() - started
    for _ in range(steps_covering(slept, due, STEP)):
        stack.update(STEP)
        stack.apply_pending()
    clock.resume()
    _dispatch(services, stack, intents)
    _follow_music(services, stack, clock)


def wake_before(steps: int) -> int:
    """The steps to sleep towards a change due in `steps`: all but its own last step (so the
    frame that shows it runs one step), or that one step when it is next."""
    return steps - 1 if steps > 1 else steps


def _follow_music(services: Services, stack: SceneStack, clock: FixedStepClock) -> None:
    """The music follows the scenes (the top one's cue, the dips asked over it)."""
    cue, dips = stack.music_wish()
    services.sounds.follow(cue, dips, clock.time_source())


def _dispatch(services: Services, stack: SceneStack, intents: list[Any]) -> None:
    pads = getattr(services, "pads", None)  # (a test's stand-in services may have none)
    for intent in intents:
        if pads is not None:
            pads.noticed(intent)  # pads come and go whichever scene is on top
        if isinstance(intent, it.Quit):
            services.quit_requested = True
        elif isinstance(intent, it.Command) and intent.name == "fullscreen":
            services.display.toggle_fullscreen()
            stack.redraw()
        elif isinstance(intent, it.Exposed):
            stack.redraw()  # the window lost its picture
        elif isinstance(intent, it.PhonesCalled):
            stack.wake()  # a table with phones reads its inbox now
        else:
            stack.handle(intent)
        stack.apply_pending()


def first_scene(services: Services) -> Scene:
    return services.routes.scene_for(TitleMenu())


def scene_routes(services: Services) -> Routes:
    """The composition root's answer to every scene request (see routes.py). Each scene's
    module is imported when that scene is first asked for, not at start-up: the title's first
    frame waits for none of them (the phones' codes bring a QR library, results a score sheet)."""

    def title(_: TitleMenu) -> Scene:
        from tabletop.scenes.title import TitleScene
        return TitleScene(services)

    def pause(r: PauseMenu) -> Scene:
        from tabletop.scenes.pause import PauseScene
        return PauseScene(services, r.spec, r.quit_to_menu, r.reason, r.phones, r.choices)

    def phone_codes(r: PhoneCodes) -> Scene:
        from tabletop.scenes.phone_codes import PhoneCodesScene
        return PhoneCodesScene(services, r)

    def pad_controls(_: PadControls) -> Scene:
        from tabletop.scenes.pad_controls import PadControlsScene
        return PadControlsScene(services)

    def score_sheet(r: ScoreSheet) -> Scene:
        from tabletop.scenes.score_sheet import ScoreSheetScene
        return ScoreSheetScene(services, r.spec, r.match, r.viewer, r.score_label, r.key)

    def player_aid(r: PlayerAid) -> Scene:
        from tabletop.scenes.player_aid import PlayerAidScene
        return PlayerAidScene(services, r.spec, r.open_scores, r.open_controls, r.scores_key)

    def results(r: Results) -> Scene:
        from tabletop.scenes.results import ResultsScene
        return ResultsScene(services, r.spec, r.match, [list(d) for d in r.details],
                            r.score_label, list(r.kinds) if r.kinds is not None else None,
                            r.phones)

    def curtain(r: Curtain) -> Scene:
        from tabletop.scenes.curtain import CurtainScene
        return CurtainScene(services, r.name, r.seat, r.reason, r.on_ready, r.on_menu,
                            r.recap, r.names)

    routes = Routes()
    routes.add(TitleMenu, title)
    routes.add(PauseMenu, pause)
    routes.add(PhoneCodes, phone_codes)
    routes.add(PadControls, pad_controls)
    routes.add(ScoreSheet, score_sheet)
    routes.add(PlayerAid, player_aid)
    routes.add(Results, results)
    routes.add(Curtain, curtain)
    return routes


def run_app(size: tuple[int, int], first_frame_exit: bool = False,
            words: Language | None = None, speech_log: Path | None = None) -> int:
    """Open the window at `size`, show the title, run until the player quits (in `words`'s
    language, or the one the settings say; narration's lines also written to `speech_log`)."""
    services = build_services(window=True, size=size, words=words, speech_log=speech_log)
    stack = SceneStack()
    stack.push(first_scene(services))
    stack.apply_pending()
    mapper = InputMapper(services.display.to_logical, services.display.resized,
                         keys=lambda: keymap_of(services.settings.keys if services.settings
                                                else None),
                         capturing=lambda: services.capturing_key)
    try:
        run_loop(services, stack, mapper, max_passes=1 if first_frame_exit else None)
    finally:
        if services.storage is not None:
            services.storage.flush()  # the last autosave reaches the disk before we go
        services.phones.close()  # no port stays open after the app
        pygame.quit()
    return 0
