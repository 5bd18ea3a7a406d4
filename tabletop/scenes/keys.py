"""Settings → Keys: each keyboard action and its key; Enter on one waits for the new key (Esc or a
pad's B keeps the old one), a key another action has is refused with a sentence naming that
action, and Reset puts every key back. Saved at once in the settings file. Two pages: the menus
and tables, and ¡Taco Fight!'s two keyboard players and scores. A pad moves through the list and
presses the page's button, Reset and Done like any menu."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.language import N_
from tabletop.input import intents as it
from tabletop.input.keymap import (
    ACTIONS,
    BY_NAME,
    FIGHT,
    KeyAction,
    KeyMap,
    KeyTaken,
    key_words,
    keymap_of,
)
from tabletop.scenes.base import MenuScene
from tabletop.scenes.section_icons import keyboard, taco
from tabletop.scenes.setting_rows import COLUMNS, HEADER, PAD, TOP, draw_section
from tabletop.ui import fonts, paint
from tabletop.ui.draw import panel, sheet, text_in
from tabletop.ui.widgets import LABEL_PAD, LOOK_MARGIN, Button, column

CARD_BOTTOM = 634
"""Each group of keys is a card like a settings section (its name on a marigold band, a mark
before it), the settings' two columns wide, down to just over the buttons."""


def cards() -> tuple[pygame.Rect, pygame.Rect]:
    """The two groups' cards, in the settings' columns."""
    left, right = (pygame.Rect(x, TOP, w, CARD_BOTTOM - TOP) for x, w in COLUMNS)
    return left, right


def rows_area(card: pygame.Rect) -> pygame.Rect:
    """Where a card's rows stand: under its band, inside its edge."""
    return pygame.Rect(card.x + PAD, card.y + HEADER + 6, card.w - 2 * PAD,
                       card.bottom - PAD - card.y - HEADER - 6)


AREA = pygame.Rect(cards()[0].x, rows_area(cards()[0]).y,
                   cards()[1].right - cards()[0].x, rows_area(cards()[0]).h)
"""Both columns' rows together."""
GROUPS = ((N_("Moving and choosing"), N_("Help, scores and screen")),
          (N_("Left keyboard player"), N_("Right keyboard player and scores")))
"""Each page's two columns by name: the menus' and tables', then ¡Taco Fight!'s."""
MARK_KEYS = {".": N_("Period"), ",": N_("Comma"), "'": N_("Apostrophe"), ";": N_("Semicolon")}
"""Keys whose mark is a speck on a cap (read from a sofa as nothing): named in words here."""
CAP_PAD = 9     # inside a key's cap, beside its name
CAP_GAP = 6     # between two keys' caps
CAP_MIN = 38    # the narrowest cap (a letter's)
BUTTONS_X = AREA.x
"""The buttons start under the rows' left edge (never against the table's wooden frame)."""
RESET = pygame.Rect(BUTTONS_X, 650, 214, 50)
"""Reset all keys: alone at the left, apart from the ways on."""
DONE = pygame.Rect(cards()[1].right - 132, 650, 132, 50)
"""Done: the page's main way on, at the right as on every menu, as tall as its neighbours."""
PAGE = pygame.Rect(DONE.x - 16 - 276, 650, 276, 50)
"""The other page of keys, beside Done."""
HOW = pygame.Rect(RESET.right + 34, 640, PAGE.x - RESET.right - 68, 74)
"""Between Reset and the ways on: how to change a key, centred, clear of both (it crowded
"Reset all keys" at 20 px)."""
HOW_SAID = N_("To change a key, click its row (or press Enter on it), then press the new "
              "key. Esc keeps the old one.")
HOW_SIZE = 20
"""How to change a key is said at 20 px on two lines where it can (at 18 px it was the smallest
text on the screen); a longer language steps down to 18 px rather than take a third line."""
SHARED = ("up", "down", "left", "right", "confirm")
"""The right keyboard player's moves and play: the menus' own keys (the arrows and Enter),
listed on that player's card as the left player's are on theirs (they stood in a footnote
pointing to the first page); a change here changes them in the menus too."""
RIGHT_PLAY = N_("Right player: play on the plate")
"""The menus' "Choose, play" on the right keyboard player's card."""


class KeysScene(MenuScene):
    def __init__(self, services) -> None:
        super().__init__(services)
        self.waiting: str | None = None
        """The action whose new key is awaited."""
        self.fight_page = False
        """The page of ¡Taco Fight!'s keys is shown (else the menus' and tables')."""
        self.message = ""
        self.reword()

    # --- the key map as saved --------------------------------------------------------------
    def keymap(self) -> KeyMap:
        settings = self.services.settings
        return keymap_of(settings.keys if settings is not None else None)

    def keep(self, keymap: KeyMap) -> None:
        storage = self.services.storage
        if storage is None or self.services.settings is None:
            return
        storage.update_settings(dataclasses.replace(self.services.settings,
                                                    keys=dict(keymap.chosen)))

    # --- widgets -----------------------------------------------------------------------------
    def reword(self) -> None:
        _ = self.services.words.gettext
        self.heading = _("Keys: ¡Taco Fight!") if self.fight_page else _("Keys")
        focus = self.widgets.focus
        self.widgets.widgets.clear()
        first, second = self.columns()
        rows = max(lines_of(first), lines_of(second))
        for actions, card in zip((first, second), cards(), strict=True):
            for action, rect in placed_rows(actions, rows_area(card), rows):
                words = _(BY_NAME[action.name].label)
                if self.fight_page and action.name in SHARED:  # the right player's own words
                    words = (_(RIGHT_PLAY) if action.name == "confirm" else
                             _(BY_NAME[f"fight left {action.name}"].label))
                if rect.w < rows_area(card).w:  # half a line: the band names the player
                    words = the_move(words)
                self.widgets.add(KeyRow(rect, label=self.row_label(action.name),
                                        size=fonts.SMALL,
                                        on_click=partial(self.wait_for, action.name),
                                        action=words,
                                        keys=self.keys_said(action.name),
                                        waiting=action.name == self.waiting))
        self.widgets.add(Button(RESET, label=_("Reset all keys"), on_click=self.reset))
        self.widgets.add(Button(PAGE, label=_("Menus and tables") if self.fight_page
                                else _("¡Taco Fight! keys"), on_click=self.turn_page))
        self.widgets.add(Button(DONE, label=_("Done"), primary=True, on_click=self.on_back))
        self.widgets.columns = 1
        self.widgets.focus = min(focus, len(self.widgets.widgets) - 1)

    def columns(self) -> tuple[list[KeyAction], list[KeyAction]]:
        """The page's actions in its two columns (¡Taco Fight!'s: the left keyboard player,
        then the right one's and the scores)."""
        shown = [a for a in ACTIONS if (a.where == FIGHT) == self.fight_page]
        if self.fight_page:
            left = [a for a in shown if a.name.startswith("fight left")]
            moves = [BY_NAME[name] for name in SHARED]  # (the menus' keys: see `SHARED`)
            return left, moves + [a for a in shown if a not in left]
        half = (len(shown) + 1) // 2
        return shown[:half], shown[half:]

    def turn_page(self) -> None:
        self.fight_page = not self.fight_page
        self.message = ""
        self.widgets.focus = 0
        self.reword()

    def keys_said(self, action: str) -> tuple[str, ...]:
        """An action's keys in the player's words, each once ("Enter", "Space", "Comma")."""
        words = self.services.words
        return tuple(dict.fromkeys(words.gettext(MARK_KEYS[k]) if k in MARK_KEYS
                                   else key_words(k, words)
                                   for k in self.keymap().keys_of(action)))

    def row_label(self, action: str) -> str:
        """"Hint: H" (or, while its key is awaited, what to do): what narration says."""
        _ = self.services.words.gettext
        if action == self.waiting:
            return _("{action}: press the new key (Esc keeps it)").format(
                action=_(BY_NAME[action].label))
        keys = " / ".join(self.keys_said(action))
        return _("{action}: {keys}").format(action=_(BY_NAME[action].label), keys=keys)

    # --- choosing a key ------------------------------------------------------------------
    def wait_for(self, action: str) -> None:
        self.waiting = action
        self.services.capturing_key = True  # the next key arrives as itself
        self.message = ""
        self.reword()

    def stop_waiting(self) -> None:
        self.waiting = None
        self.services.capturing_key = False
        self.reword()

    def choose(self, key: str) -> None:
        """The awaited key: the action's from now on, unless another action has it."""
        action = self.waiting
        if action is None:
            return
        _ = self.services.words.gettext
        try:
            chosen = self.keymap().rebind(action, key)
        except KeyTaken as taken:
            self.message = _("{key} is already “{other}”: choose another key, or give that "
                             "action another key first.").format(
                key=key_words(key, self.services.words), other=_(BY_NAME[taken.other].label))
            self.services.sounds.play("drop_refused")
        else:
            self.keep(chosen)
            self.message = ""
            self.services.sounds.play("ui_click")
        self.stop_waiting()

    def reset(self) -> None:
        self.keep(KeyMap())
        self.message = self.services.words.gettext("Every key is back to its default.")
        self.reword()

    def page_game(self):
        """The game whose page of keys this is (the real-time one, ¡Taco Fight!, whose two
        keyboard players have keys of their own), or None on the first page."""
        if not self.fight_page:
            return None
        return next((spec for spec in self.services.specs.values() if spec.realtime), None)

    def mark(self):
        """The cards' mark: a keyboard, or on ¡Taco Fight!'s page a taco (as on the settings'
        section)."""
        theme = self.services.theme
        if self.page_game() is not None:
            return lambda canvas, box: taco(canvas, theme, box)
        return lambda canvas, box: keyboard(canvas, theme, box)

    def focus_said(self) -> str | None:
        """Narration: the message (a key refused, the keys reset), then the focus."""
        said = super().focus_said()
        return " ".join(w for w in (self.message, said) if w) or None

    def handle(self, intent: it.Intent) -> None:
        if self.waiting is not None:
            if isinstance(intent, it.KeyPress):
                if intent.key == "escape":
                    self.stop_waiting()
                else:
                    self.choose(intent.key)
                self.mark_changed()
                return
            if isinstance(intent, it.PadButton | it.Back):
                self.stop_waiting()  # a pad cannot press a key: its press keeps the old one
                self.mark_changed()
            return
        super().handle(intent)

    def exit(self) -> None:
        self.services.capturing_key = False

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        mark = self.mark()
        fight = self.page_game()
        accent = None if fight is None else fight.accent_rgb  # the game's own page
        for name, card in zip(GROUPS[self.fight_page], cards(), strict=True):
            draw_section(canvas, ui, theme, _(name), card, mark, accent=accent)
        if self.message:  # in the how-to's place, between the buttons (it comes back after)
            text_in(canvas, ui, self.message, fonts.SMALL, theme.cream, HOW, "center",
                    shadow=theme.shadow, wrap=True)
        else:
            said = _(HOW_SAID)
            two = HOW.inflate(0, 2 * ui.line_height(HOW_SIZE) + 6 - HOW.h)  # (a third line
            # left a word or two alone: a long language steps down toward 18 px instead)
            room = (two.w - 4, two.h - 4)  # (the shadow's offset off)
            if ui.fitted_size(said, HOW_SIZE, room, wrap=True, floor=fonts.SMALL)[1] > room[1]:
                two = HOW  # too long for two lines even at 18 px: the whole room, as before
            text_in(canvas, ui, said, HOW_SIZE, theme.cream, two, "center",
                    shadow=theme.shadow, wrap=True, floor=fonts.SMALL)


DIRECTIONS = ("up", "down", "left", "right")
"""A direction's row stands two abreast with its pair (up and down, left and right) on a
column too long for a row each at `ROW_MOST` tall."""
ROW_MOST, ROW_GAP = 44, 10
TIGHT_GAP = 5
"""Between rows on a page of more than `ROOMY` lines (¡Taco Fight!'s right player's eleven):
the rows keep their height, the gaps give."""
ROOMY = 10
CROWDED = 9
"""More rows than this in a column: its directions pair up, two abreast."""


def direction(action: KeyAction) -> str:
    """The direction `action` moves ("up"...), or "" for none."""
    last = action.name.rsplit(" ", 1)[-1]
    return last if last in DIRECTIONS and (action.where == FIGHT or action.name == last) else ""


def paired(actions: list[KeyAction]) -> list[tuple[KeyAction, ...]]:
    """`actions` as the lines they take: a crowded column's directions two to a line (up
    with down, left with right, where the first of the pair stood), every other a line."""
    if len(actions) <= CROWDED:
        return [(a,) for a in actions]
    moves = {direction(a): a for a in actions if direction(a)}
    lines: list[tuple[KeyAction, ...]] = []
    for action in actions:
        way = direction(action)
        if not way:
            lines.append((action,))
            continue
        partner = DIRECTIONS[DIRECTIONS.index(way) ^ 1]
        if partner not in moves:
            lines.append((action,))
        elif DIRECTIONS.index(way) < DIRECTIONS.index(partner):
            lines.append((action, moves[partner]))
    return lines


def the_move(words: str) -> str:
    """A direction's words without the player its card's band already names ("Left player:
    up" → "Up"), for half a line; the whole label when it names no one."""
    move = words.partition(": ")[2].strip()
    return move[:1].upper() + move[1:] if move else words


def lines_of(actions: list[KeyAction]) -> int:
    return len(paired(actions))


def placed_rows(actions: list[KeyAction], area: pygame.Rect, rows: int
                ) -> list[tuple[KeyAction, pygame.Rect]]:
    """Each action's row in `area`, `rows` lines down it (a pair's two halves side by
    side)."""
    out: list[tuple[KeyAction, pygame.Rect]] = []
    gap = ROW_GAP if rows <= ROOMY else TIGHT_GAP
    for line, rect in zip(paired(actions), column(area, rows, ROW_MOST, gap), strict=False):
        if len(line) == 1:
            out.append((line[0], rect))
            continue
        half = (rect.w - ROW_GAP) // 2
        out.append((line[0], pygame.Rect(rect.x, rect.y, half, rect.h)))
        out.append((line[1], pygame.Rect(rect.right - half, rect.y, half, rect.h)))
    return out


@dataclass
class KeyRow(Button):
    """A row of the keys page: the action's words at the left, its keys as caps at the right
    (while its new key is awaited, what to do, across the row)."""

    action: str = ""
    keys: tuple[str, ...] = ()
    waiting: bool = False

    def _picture(self, canvas, ui, theme, size: tuple[int, int], fill, text,
                 focused: bool) -> pygame.Surface:
        if self.waiting:
            return super()._picture(canvas, ui, theme, size, fill, text, focused)
        rect = pygame.Rect((LOOK_MARGIN, LOOK_MARGIN), size)
        inner = rect.inflate(-2 * LABEL_PAD[0], -10)

        def draw(surface: pygame.Surface) -> None:
            panel(surface, rect, fill, theme.charcoal if focused else None, radius=12)
            if focused:
                paint.rect(surface, theme.marigold_dark, rect.inflate(8, 8), 3,
                           border_radius=15)
            right = inner.right
            for key in reversed(self.keys):
                wide = max(CAP_MIN, ui.measure(key, self.size)[0] + 2 * CAP_PAD)
                cap = pygame.Rect(right - wide, inner.y, wide, inner.h)
                paint.rect(surface, theme.charcoal, cap.move(0, 2), border_radius=7)
                paint.rect(surface, theme.white, cap, border_radius=7)
                paint.rect(surface, theme.charcoal, cap, 2, border_radius=7)
                text_in(surface, ui, key, self.size, theme.charcoal, cap.inflate(-6, -2))
                right = cap.x - CAP_GAP
            words = pygame.Rect(inner.x, inner.y, right - inner.x - 8, inner.h)
            text_in(surface, ui, self.action, self.size, text, words, "midleft")

        return sheet(canvas, (size[0] + 2 * LOOK_MARGIN, size[1] + 2 * LOOK_MARGIN), draw)
