"""The app's services, built once by app.py and handed to scenes through constructors."""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.assets.game_data import load_game_data
from tabletop.assets.images import ImageCache
from tabletop.audio.sounds import Sounds
from tabletop.audio.speech import NoSpeech, Speech
from tabletop.core.errors import DataError
from tabletop.core.language import Language
from tabletop.core.registry import GameSpec
from tabletop.engine.display import Display
from tabletop.engine.heap import HeapTrimmer
from tabletop.input.pad_seats import PadSeats
from tabletop.phones.host import PhoneHost
from tabletop.routes import Routes
from tabletop.storage.service import StorageService
from tabletop.storage.settings import Settings
from tabletop.storage.settings_data import bundled_settings_data
from tabletop.ui import felt_finish, pixel_budget
from tabletop.ui.fonts import FontBook
from tabletop.ui.held_bytes import held_bytes
from tabletop.ui.layer import scale_of, surface_like
from tabletop.ui.pictures import Pictures
from tabletop.ui.theme import Theme, theme_for


@dataclass
class Services:
    """Everything scenes share: display, fonts, images, sounds, games, storage, settings."""

    display: Display
    fonts: FontBook
    images: ImageCache
    sounds: Sounds
    specs: dict[str, GameSpec]
    theme: Theme = field(default_factory=lambda: theme_for(False))
    storage: StorageService | None = None
    """The player's files (None: a test's services, or a tool that keeps nothing)."""
    settings: Settings | None = None
    """The player's settings (None: a test's services, which play at the defaults)."""
    words: Language = field(default_factory=Language)
    """The language everything is worded in (Settings → Language; `--lang` for a run)."""
    speech: Speech = field(default_factory=NoSpeech)
    """Narration's voice (`audio/speech.py`: the machine's, or none)."""
    capturing_key: bool = False
    """Settings → Keys awaits a new key: the mapper gives the next key as itself."""
    quit_requested: bool = False
    _data: dict[str, Any] = field(default_factory=dict)
    _felt: pygame.Surface | None = None
    pictures: Pictures = field(default_factory=Pictures)
    """Panels, badges and shadows drawn once (keyed by what they show and the render scale)."""
    pads: PadSeats = field(default_factory=PadSeats)
    """Gamepads: which seat each holds, which are plugged in, whether one is in hand."""
    routes: Routes = field(default_factory=Routes)
    """Which scene answers a request for one (the pause menu, the results): `app.scene_routes`."""
    phones: PhoneHost = field(default_factory=PhoneHost)
    heap: HeapTrimmer = field(default_factory=HeapTrimmer.for_this_machine)
    """Hands the memory a game let go of back to the system (while idle, and as a table closes)."""
    """The phones' web server: off until a table turns phones on (`kit/phones.py`)."""
    _ground: tuple[Any, pygame.Surface] | None = None
    """The open table's ground (the felt with its board printed on it), if it has one."""
    _ground_owner: object = None
    _spare: pygame.Surface | None = None
    """The last ground let go, painted over for the next felt or ground of its size (a 4K
    TV's is 32 MB: never two made where one is reused)."""
    _kept: OrderedDict[Any, Any] = field(default_factory=OrderedDict)
    """Pictures made once and shared by every scene (a game's card faces), dropped when the
    render scale changes; the least recently asked for first, bounded by `kept_share`."""
    _kept_asked: dict[Any, int] = field(default_factory=dict)
    """When each kept thing was last asked for, counted in things made (see `kept`)."""
    _kept_made: int = 0
    kept_share: pixel_budget.Share | None = None
    """How many bytes of kept pictures the services hold (data/settings.yaml's `memory`, read
    when first needed)."""

    def apply_render_scale(self) -> None:
        """Fonts and sprites follow the canvas's render scale (after a resize)."""
        k = self.display.k
        self.fonts.set_render_scale(k)
        self.images.set_render_scale(k)
        self._felt = None
        self._ground = None
        self._spare = None
        self._kept.clear()
        self._kept_asked.clear()
        self.pictures.clear()
        self.pictures.bytes_limit = pixel_budget.PICTURES.bytes_at(k)

    def apply_settings(self, settings: Settings) -> None:
        """Changed settings take effect at once: sound, fullscreen, text size, colours, and a
        language the player has just chosen (scenes are told by `SceneStack.reword`)."""
        before, self.settings = self.settings, settings
        if before is None or before.language != settings.language:
            self.speak(settings.language)
        self.sounds.set_volumes(settings.master_volume, settings.effects_volume, settings.muted,
                                settings.music_volume)
        self.display.set_fullscreen(settings.fullscreen)
        self.fonts.set_scale(settings.ui_scale)
        theme = theme_for(settings.colour_blind, settings.high_contrast)
        if theme != self.theme:
            self._felt = None  # the felt is painted again in the new colours
        self.theme = theme

    def speak(self, code: str) -> None:
        """Word everything in the language `code` from now on."""
        from tabletop.assets.catalogs import load_language

        self.words = load_language(code)
        self.speech.language = self.words.code  # narration speaks it too

    def kept(self, key: Any, make: Any) -> Any:
        """What `make()` makes, made once per `key` (and per render scale and text size), and
        kept while the pictures kept together fit `kept_share`: when a new one is made, those
        asked for least recently go first, but none asked for since the one made before it
        (what the scene on show asks for stays, so nothing is made again every frame)."""
        full = (key, self.display.k, self.fonts.scale)
        found = self._kept.get(full)
        if found is None:
            found = self._kept[full] = make()
            self._kept_made += 1
            self._kept_asked[full] = self._kept_made
            self._let_kept_go()
        else:
            self._kept.move_to_end(full)
            self._kept_asked[full] = self._kept_made
        return found

    def kept_bytes_limit(self) -> int:
        """The bytes the kept pictures may take at the render scale."""
        if self.kept_share is None:
            memory = bundled_settings_data().memory
            self.kept_share = pixel_budget.Share(memory.kept_canvases,
                                                 memory.kept_floor_mb * pixel_budget.MB)
        return self.kept_share.bytes_at(self.display.k)

    def kept_bytes(self) -> dict[Any, int]:
        """The bytes of pictures each kept thing holds (not those of the caches it shares:
        the services' sprites, text and panels)."""
        apart = (self, self.images, self.fonts, self.pictures, self.display, self.sounds)
        return {key: held_bytes(value, apart) for key, value in self._kept.items()}

    def _let_kept_go(self) -> None:
        sizes = self.kept_bytes()
        total, limit = sum(sizes.values()), self.kept_bytes_limit()
        for key in list(self._kept):
            if total <= limit:
                break
            if self._kept_asked[key] < self._kept_made - 1:  # not asked for of late
                total -= sizes[key]
                del self._kept[key]
                del self._kept_asked[key]

    def game_data(self, spec: GameSpec) -> Any:
        """The game's validated data, loaded once (DataError when a file is wrong)."""
        if spec.id not in self._data:
            self._data[spec.id] = load_game_data(spec)
        return self._data[spec.id]

    def playable_specs(self) -> list[GameSpec]:
        """Games with both rules and a table view."""
        return [s for s in self.specs.values() if self.table_view_class(s.id) is not None]

    def table_view_class(self, game_id: str) -> Any:
        """The table scene class the game's spec names (None: the game has no table yet)."""
        spec = self.specs.get(game_id)
        return spec.table_class() if spec is not None else None

    def draw_felt(self, canvas: pygame.Surface, region: pygame.Rect | None = None) -> None:
        """The table's felt over the whole canvas, or over `region` of it."""
        if self._felt is None:
            felt = self._canvas_sized(canvas)  # opaque: a plain copy per region
            self._paint_felt(felt)
            self._felt = felt
        if region is None:
            canvas.blit(self._felt, (0, 0))
        else:
            canvas.blit(self._felt, region.topleft, region)

    def ground(self, owner: object, key: Any, make: Callable[[], pygame.Surface]
               ) -> pygame.Surface:
        """A table's ground, made by `make()` once per `key` (and render scale and text size):
        one at a time, the last made let go before the next is made (a 4K TV's is 32 MB), and
        no felt kept beside it (a menu drawn since paints its own again).
        `owner` (the table drawing it) lets it go when it closes, unless another took it on."""
        full = (key, self.display.k, self.fonts.scale)
        if self._ground is None or self._ground[0] != full:
            self._ground = None
            self._ground = (full, make())
        self._ground_owner = owner
        self._felt = None  # one painted since for a menu (the one the table opened from) goes
        return self._ground[1]

    def let_go_of_ground(self, owner: object) -> None:
        """`owner` closed: its ground is not kept for the next screen (a rematch's table that
        draws the same ground keeps it); its picture is painted over for the next felt."""
        if self._ground_owner is owner:
            if self._ground is not None:
                self._spare = self._ground[1]
            self._ground = self._ground_owner = None

    def _canvas_sized(self, canvas: pygame.Surface) -> pygame.Surface:
        """An opaque picture of `canvas`'s size and scale to paint over: the spare one when it
        fits (no second window-sized picture beside it), else a new one."""
        spare, self._spare = self._spare, None
        if (spare is not None and spare.get_size() == canvas.get_size()
                and scale_of(spare) == scale_of(canvas)
                and spare.get_bitsize() == canvas.get_bitsize()):
            return spare
        return surface_like(canvas, canvas.get_size())

    def felt_to_print_on(self, canvas: pygame.Surface) -> pygame.Surface:
        """The felt as a picture of `canvas`'s size, handed over for a table to print its
        board on (its ground): the felt kept for the menus is that picture itself, not copied,
        and is no longer kept (at a 4K TV's scale each copy is 32 MB)."""
        felt, self._felt = self._felt, None
        if (felt is not None and felt.get_size() == canvas.get_size()
                and scale_of(felt) == scale_of(canvas)):
            return felt
        felt = self._canvas_sized(canvas)
        self._paint_felt(felt)
        return felt

    def _paint_felt(self, felt: pygame.Surface) -> None:
        """Paint the felt over the whole of `felt`: its picture, and the vignette and edge."""
        felt.fill(self.theme.felt)
        with contextlib.suppress(DataError):  # the plain colour stands in for a missing one
            self.images.paint_scaled("table/felt.png", felt)
        if self.theme.felt_veil:  # high contrast: the felt's picture darkened, plain
            kept = 255 - self.theme.felt_veil
            felt.fill((kept, kept, kept), special_flags=pygame.BLEND_RGB_MULT)
        else:  # a soft vignette and the table's edge, painted once with the picture
            felt_finish.finish(felt)

    @property
    def animation_speed(self) -> float:
        """1.0 normal, 0.5 slow, 2.0 fast, 0 instant (every tween runner uses this)."""
        return 1.0 if self.settings is None else self.settings.speed_factor

    @property
    def reduced_motion(self) -> bool:
        """No shakes or bounces, short tweens (Settings → Reduced motion)."""
        return self.settings is not None and self.settings.reduced_motion

    @property
    def pad_swap(self) -> bool:
        """The player swapped a pad's confirm and back buttons."""
        return self.settings is not None and self.settings.pad_swap
