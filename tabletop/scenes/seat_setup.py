"""Seat setup: how many players, each a named human or a bot, and the game's options."""

from __future__ import annotations

import random
from functools import partial
from types import MappingProxyType

import pygame

from tabletop.core.errors import DataError
from tabletop.core.facts import Fact
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.language import N_, Language, titled
from tabletop.core.registry import OptionSpec
from tabletop.input import intents as it
from tabletop.input import pad as pads
from tabletop.input.control_words import for_pad
from tabletop.input.device_words import say_plain
from tabletop.input.glyph_tokens import plain
from tabletop.kit.phones import POLL
from tabletop.kit.phrases import join_words, phone_words
from tabletop.phones.facts import CannotServe, TableFull
from tabletop.phones.host import PhoneHost, warm_up
from tabletop.scenes.base import MenuScene
from tabletop.scenes.phone_codes import draw_offline_card
from tabletop.scenes.phone_lobby import PhoneLobby, name_taken
from tabletop.scenes.players_words import players_text
from tabletop.ui import fonts, paint
from tabletop.ui.draw import badge, panel, text_in
from tabletop.ui.palette import BOARD_FILL, EDGE_BROWN, HELP_INK
from tabletop.ui.widgets import (
    CHIP_GAP,
    DASH,
    LABEL_PAD,
    WRAP_PAD_Y,
    Button,
    Chips,
    Choice,
    TextField,
    dashes,
)

DEFAULT_NAMES = ("Ana", "Beto", "Chela", "Dani", "Eva")
BOT_NAMES = ("Rosa", "Diego", "Lupe", "Mateo", "Carmen")
ROW_HEIGHT = 52
"""A seat's row, the same in every game (Taco Party's rows grew to 68 px where Taco Loco's
stood 56 apart; ¡Taco Fight!'s four seats and two options need 52): the options' rows and
the margins take the panel's room instead."""
ROW_MOST = ROW_HEIGHT
PLAYERS_H = 48
"""The players' count above the seats: a big chip per count."""
PLAYER_CHIP = 64
"""One count's chip."""
OPTION_LABEL = 250
"""An option's name, left of its chips, on one line."""
OPTION_LABEL_MOST = 300
"""A longer name (Spanish "Reloj de arena más largo (ayuda)") widens the names' column to
this, moving every option's chips right, rather than shrink."""
OPTION_CHIPS = 250
THREE_CHIPS = 200
"""One of an option's three chips ("Normal waves", "Hard waves", "Madness waves")."""
"""An option's two chips (or, with more values, its value between arrows)."""
HELP_TOP = 44 + 6
"""What an option does stands under its chips, a clear 6 px under them, to the panel's right
edge: one line of small text (two, smaller, where it is long)."""
HELP_CLEAR = 6
"""The least room between an option's help and the next option's chips (or the card's
edge): each option reads as one block, its name, its chips, then its help."""
OPTION_RULE = 14
"""From the last seat's row to the first option's chips: the rule between them stands in the
middle of that gap, clear of the chips above and below."""
SKILL_CHIP = 100
"""A bot's skill's chip (with its gap): three stay inside the seats' panel with room."""
PLAYERS_LABEL = 160
"""The word "Players" left of the count's chips."""
OPTION_H = 84
"""One of the game's options: its name and its chips on one line, what it does under the
chips (every game's options in the same columns)."""
OPTION_MOST = 112
"""An option's room where the panel has it: its help gets two lines at the small size."""
HINT_H = 40
"""The line under the options: two lines of the smallest text, if need be (a message, when
there is one, is said in its place: "Two seats have the same name...")."""
ROOM = (100, 640)
"""Between the heading and the buttons."""
TABLE_BOX = pygame.Rect(16, 100, 1248, 536)
"""The game's panel: the same place for every game and seat count, so the grid never moves;
the choices start at its top (the count, the seats, the options, close together)."""
BLOCK_TOP = TABLE_BOX.y + 12
"""Where the choices start at the latest: the block stands in the middle of the panel,
measured at the game's most seats (an empty seat is a slot to fill), so it never moves when
the count changes."""
FREE_SEAT = N_("Free seat")
"""An empty seat's place, a quiet dashed slot saying so (the count's chips above fill it; a
click on it does too, but it does not ask for one: one control per job)."""
FREE_SIZE = 20
"""An empty seat's words: 20 px in the help's ink (6:1 on the card), the dashes staying quiet
(at 18 px in the dashes' brown they were hard to read from the sofa)."""
SOLO_NOTE = N_("Solo: the customers come from the deck. With 2 players, one plays them.")
"""In the second seat's row of a game whose second seat is another role (Crazy Taco's
customers): a solo game has no free seat to offer, so the row says what 2 players changes."""
ONE_SKILL = N_("Plays at one level: {skill}")
"""A bot's skill where the game's bot has one level only (no chips to choose from)."""


def block_height(players_choice: bool, seats: int, options: int, row: int = ROW_HEIGHT,
                 option: int = OPTION_H) -> int:
    """The choices' height: the players' count, the seats, the options, the line under them
    and a message's room."""
    height = (PLAYERS_H + 12 if players_choice else 0) + seats * row + 12
    return height + 8 + options * option + HINT_H


def option_height(players_choice: bool, seats: int, options: int) -> int:
    """An option's row: taller (its help on two lines of small text) where the panel has the
    room with the seats at their least, between `OPTION_H` and `OPTION_MOST`."""
    if not options:
        return OPTION_H
    rest = block_height(players_choice, seats, 0)
    room = TABLE_BOX.h - 2 * (BLOCK_TOP - TABLE_BOX.y) - rest
    return max(OPTION_H, min(OPTION_MOST, room // options))


def row_height(players_choice: bool, seats: int, options: int) -> int:
    """A seat's row: as tall as the panel allows (its margins kept), between `ROW_HEIGHT`
    and `ROW_MOST`."""
    rest = block_height(players_choice, 0, options,
                        option=option_height(players_choice, seats, options))
    room = TABLE_BOX.h - 2 * (BLOCK_TOP - TABLE_BOX.y) - rest
    return max(ROW_HEIGHT, min(ROW_MOST, room // max(1, seats)))


def block_top(players_choice: bool, seats: int, options: int) -> int:
    """Where the choices start: their block (at the game's most seats) in the middle of the
    panel, never above `BLOCK_TOP`."""
    row = row_height(players_choice, seats, options)
    height = block_height(players_choice, seats, options, row,
                          option_height(players_choice, seats, options))
    return max(BLOCK_TOP, TABLE_BOX.y + (TABLE_BOX.h - height) // 2)
ART = (170, 238)
"""The game's card back, left of the seats: the screen is this game's."""
ART_MOST = (214, 300)
"""The card back where no roles stand under the tagline: the column is the game's art, not a
bare strip."""
TAGLINE_H = 100
ROLE_H = 56
"""A seat's role under the tagline (`GameSpec.roles`): two lines of small words."""
"""The tagline's room under the card: four or five lines of the smallest text."""
SHIFT = 150
"""The seats, the options and the line under them stand this far right of the middle: the
game's card (or, while phones may join, the join code) has the left column."""
SIDE = pygame.Rect(24, 0, 282, 0)
"""The left column's x and width."""
HINT_KEYS = N_("{next} or {arrows} move, {confirm} changes, type to rename.")
HINT_PAD = N_("D-pad moves, {confirm} changes, {escape} goes back.")
TAKE_A_SEAT = N_("Hands stay hidden between human turns. Gamepads: press {confirm} to take a "
                 "seat, or pass one pad round.")
"""The line under the seats: how to change them with the device in hand, and with several
people at the table how a pad takes a seat (said as the pad's button either way)."""

INVITE_HOW = N_("Invite phones: a code comes up, and each phone that scans it joins as a new "
                 "player.")
START_HOW = N_("Start on phones: the game starts, and each person above scans their own code to "
               "play on their phone.")
INVITE_HOW_BOT = N_("Invite phones: a code comes up; a phone that scans it takes the last bot's "
                    "seat.")
INVITE_HOW_FULL = N_("Invite phones: every seat has a person; make one a bot to let a phone "
                     "take it.")
STOP_HOW = N_("Stop joining: the code goes away; the players who joined keep their seats.")
"""What the phones' buttons do, said in the hint's place while one is pointed at or focused."""
INVITE = N_("Invite phones\nadd players before you start")
INVITE_FOR_BOT = N_("Invite phones\na phone takes a bot's seat")
INVITE_FULL = N_("Invite phones\nevery seat has a person")
""""Invite phones" with every seat taken: a phone that joins takes the last bot's seat (or,
with no bot, finds the table full): its sub-line says so rather than promise a new seat."""
START_ON_PHONES = N_("Start on phones\nstart now: a code per person")
"""The phones' buttons: what each is, and on its second line what it does, seen without
pointing at it: "Invite" adds players before the start, "Start" starts at once (the two
were told apart only in the hint while pointed at)."""
NO_START = N_("Start on phones\nfirst make a 2nd seat Human")
""""Start on phones" switched off (a button's disabled look, not a dashed slot like a free
seat's), its sub-line what to do about it, while one person plays at a turn-based table of
several seats (nothing to hide from each other); a table of one seat has no such button."""
NO_START_HOW = N_("Start on phones: with one person at the table there is no hand to hide; "
                  "make another seat Human to use it.")
"""What the switched-off button means, in the hint's place while pointed at or focused."""

START_BOX = pygame.Rect(630, 650, 360, 50)
"""Where "Start on phones" stands (switched off when it is not offered at a table of several
seats)."""
INVITE_BOX = pygame.Rect(250, 650, 360, 50)
""""Invite phones": the two phones' buttons stand together in the middle between Back and
Start, wide enough for their sub-lines at the small size (not shrunk to a footnote)."""
BACK_BOX = pygame.Rect(40, 650, 160, 50)
START_KEY_BOX = pygame.Rect(1040, 650, 200, 50)
"""Back and Start at the bar's two ends (the phones' buttons between them)."""
PHONE_HEAD = 21
"""The phones' buttons' names: a step over their sub-lines."""
SUB_SIZES = (20, fonts.SMALL, fonts.MIN_TEXT)
"""The phones' buttons' sub-lines: 20 px (a smaller step only for a line too long for its
button)."""


class PhoneButton(Button):
    """A phones' button: its name, and under it what it does at 20 px (a shared button's
    sub-line is 18 px at most: here it is the bar's words a player reads to choose)."""

    def _sub_lined_label(self, surface, ui, theme, rect: pygame.Rect, text) -> None:
        head, _, tail = self.label.partition("\n")
        room = rect.inflate(-2 * LABEL_PAD[0], -2 * WRAP_PAD_Y)
        head_h = ui.line_height(self.size)
        small = next((size for size in SUB_SIZES if ui.measure(tail, size)[0] <= room.w
                      and head_h + ui.line_height(size) <= room.h), SUB_SIZES[-1])
        tail_h = ui.line_height(small)
        top = room.y + max(0, (room.h - head_h - tail_h) // 2)
        quiet = HELP_INK if text == theme.charcoal else text
        text_in(surface, ui, head, self.size, text, pygame.Rect(room.x, top, room.w, head_h))
        text_in(surface, ui, tail, small, quiet,
                pygame.Rect(room.x, top + head_h, room.w, tail_h))


JOIN_HOW = N_("On this computer's Wi-Fi, each phone that scans it takes a seat.")
"""Under the join code: what scanning it does."""

NAME_X = 300 + SHIFT
"""The seats' names' column (the players' count's chips stand over it)."""
SKILL_X = 780 + SHIFT
"""The bots' skill chips' column, under its heading."""
BOT_LEVEL = N_("Bot level")
"""The heading over the bots' skill chips (Easy, Normal, Hard), beside the players' count."""

SKILL_WORDS = MappingProxyType({"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")})
"""A bot's skill as the screen says it."""


class SeatSetupScene(MenuScene):
    def __init__(self, services, spec) -> None:
        super().__init__(services)
        self.spec = spec
        count = max(spec.min_players, min(2, spec.max_players))
        if spec.realtime:
            count = max(spec.min_players, 2)
        self.count = count
        remembered = list(services.settings.player_names if services.settings else ())
        self.kinds = [HUMAN] + [BOT] * (spec.max_players - 1)
        self.names = [BOT_NAMES[i] if self.kinds[i] == BOT else
                      (remembered[i] if i < len(remembered) else DEFAULT_NAMES[i])
                      for i in range(spec.max_players)]
        self.skills = ["normal" if "normal" in spec.bot_skills else spec.bot_skills[0]
                       ] * spec.max_players
        self.options = {o.name: o.default for o in spec.options}
        self.options.update(remembered_options(spec, services.settings))
        self.message = ""
        self.lobby: PhoneLobby | None = None
        """Phones may join (a join link's code on the screen), or None."""
        self.news = ""
        """Good news for the line under the seats (a phone joined)."""
        self.phones_asked = False
        """"Start on phones" was pressed: it starts once a frame has said so (it takes a
        moment, and the screen should not seem to ignore the press)."""
        warm_up()  # the phones' server loads while the seats are chosen, not after the press
        self._build()

    def reword(self) -> None:
        self._build()

    def _build(self) -> None:
        words = self.services.words
        _ = words.gettext
        focus = self.widgets.focus
        self.widgets.widgets.clear()
        spec = self.spec
        self.heading = titled(_("{game}: who is playing?").format(game=spec.title), spec.title)
        shape = (spec.min_players != spec.max_players, spec.max_players, len(spec.options))
        top = block_top(*shape)
        self.row_h = row_height(*shape)
        self.option_h = option_height(*shape)
        """An option's row's height (its help's room grows with it)."""
        """A seat's row's height (the same at every count: the grid never moves)."""
        self.inset = (self.row_h - ROW_HEIGHT) // 2 + 8
        """From a row's top to its chips' top: the chips stand in the middle of the row."""
        self.players_label: pygame.Rect | None = None
        """Where the word "Players" stands, left of the count's chips (None: no choice)."""
        if spec.min_players != spec.max_players:
            counts = [str(n) for n in range(spec.min_players, spec.max_players + 1)]
            width = len(counts) * PLAYER_CHIP + (len(counts) - 1) * CHIP_GAP
            left = NAME_X - 12 - PLAYERS_LABEL  # its chips over the names: the skills' heading
            self.players_label = pygame.Rect(left, top, PLAYERS_LABEL, PLAYERS_H)
            self.widgets.add(Chips(pygame.Rect(left + PLAYERS_LABEL + 12, top, width,
                                               PLAYERS_H), label=_("Players"), choices=counts,
                                   index=self.count - spec.min_players,
                                   on_change=self._set_count, size=fonts.BODY))
            top += PLAYERS_H + 12
        self.row_top = top + 6
        """Where the first seat's row starts (the seats' panel reaches 6 px above it)."""
        self.skill_heading: pygame.Rect | None = None
        """Where "Bot level" heads the bots' skill chips: over their column, on the players'
        count's line above the seats' card (a column's heading, never inside a seat's row),
        or None: no chips to head."""
        bots = [seat for seat in range(self.count) if self.kinds[seat] == BOT]
        if len(spec.bot_skills) > 1 and bots:
            line = (self.players_label.y if self.players_label is not None else
                    self.row_top - 10 - PLAYERS_H)  # (over the card, never on it)
            self.skill_heading = pygame.Rect(SKILL_X, line, SKILL_CHIP * len(spec.bot_skills),
                                             PLAYERS_H)
        for seat in range(self.count):
            y = self.row_top + seat * self.row_h
            self.widgets.add(TextField(pygame.Rect(NAME_X, y + self.inset, 230, 44),
                                       text=self.names[seat],
                                       placeholder=self.player(seat),
                                       on_change=partial(self._set_name, seat)))
            kinds = (HUMAN, BOT)
            self.widgets.add(Chips(pygame.Rect(550 + SHIFT, y + self.inset, 210, 44), choices=kinds,
                                    index=kinds.index(self.kinds[seat]),
                                    display=lambda k: _("Human") if k == HUMAN else _("Bot"),
                                    on_change=partial(self._set_kind, seat)))
            skills = self.spec.bot_skills
            skill = Chips(pygame.Rect(SKILL_X, y + self.inset, SKILL_CHIP * len(skills) - CHIP_GAP,
                                      44),
                          label=_("Bot"),
                          choices=skills, index=skills.index(self.skills[seat]),
                          display=lambda skill: _(SKILL_WORDS.get(skill, skill.capitalize())),
                          on_change=partial(self._set_skill, seat))
            skill.visible = self.kinds[seat] == BOT and len(skills) > 1
            self.widgets.add(skill)
        seats_end = self.row_top + spec.max_players * self.row_h
        y = seats_end + OPTION_RULE
        self.rule_y = (seats_end - self.row_h + self.inset + 44 + y) // 2
        """The rule between the seats and the options: midway between their chips."""
        self.option_labels: list[tuple[str, pygame.Rect]] = []
        """Each option's name, left of its chips."""
        self.explained: list[tuple[str, pygame.Rect, str]] = []
        """Each option's explanation, its room and where in it the words stand."""
        label_x = 180 + SHIFT
        label_w = max([OPTION_LABEL - 10] + [  # the longest name on one line, at its size
            min(OPTION_LABEL_MOST, self.services.fonts.measure(_(o.label), fonts.SMALL)[0] + 2)
            for o in spec.options])
        chips_x = label_x + 10 + label_w + 12
        help_right = 180 + SHIFT + 920 - 12  # inside the seats and options card
        for i, option in enumerate(spec.options):
            row = y + i * self.option_h
            if option.help:  # under its chips
                self.explained.append((self.option_help(option),
                                       pygame.Rect(chips_x, row + HELP_TOP, help_right - chips_x,
                                                   self.option_h - HELP_TOP - HELP_CLEAR),
                                       "topleft"))
            index = option.choices.index(self.options[option.name])
            shown = partial(shown_option, words, option)
            changed = partial(self._set_option, option.name)
            self.option_labels.append((_(option.label), pygame.Rect(
                label_x + 10, row - 1, label_w, 50)))
            chips = pygame.Rect(chips_x, row, OPTION_CHIPS, 44)
            if len(option.choices) == 3:  # three chips across the help's width, not a pad
                chips.w = min(help_right - chips_x, 3 * THREE_CHIPS)
            if len(option.choices) <= 3:  # each chip as wide as its longest words need
                chips.w = min(help_right - chips_x,
                              max(chips.w, chips_width(self.services.fonts,
                                                       [shown(c) for c in option.choices])))
            elif len(option.choices) > 3:  # (more words do not fit side by side: arrows)
                self.widgets.add(Choice(chips, label=_(option.label), choices=option.choices,
                                        index=index, display=shown, on_change=changed,
                                        label_shown=False))
                continue
            self.widgets.add(Chips(chips, label=_(option.label), choices=option.choices,
                                   index=index, display=shown, on_change=changed))
        below = y + len(spec.options) * self.option_h
        self.hint_box = pygame.Rect(220 + SHIFT, below, 840, HINT_H)
        self.message_box = self.hint_box.copy()
        """A message or good news, said in the hint's place (the hint waits under it)."""
        self.table_box = TABLE_BOX.copy()
        """The game's own table under the block: its colour round the edge."""
        # the phones' buttons before Back and Start: Start stays the last in the focus ring
        self.explains: dict[int, str] = {}
        """What a phones' button does, by its place among the widgets."""
        offered = self.phones_offered()
        if offered or self.count >= 2:  # switched off, it says why (a table of one seat: none)
            self.explains[len(self.widgets.widgets)] = START_HOW if offered else NO_START_HOW
            self.widgets.add(PhoneButton(START_BOX.copy(),
                                    label=_(START_ON_PHONES if offered else NO_START),
                                    on_click=self.start_on_phones, size=PHONE_HEAD,
                                    wrap=True, sub_line=True, enabled=offered))
        invite = self.invite()
        self.explains[len(self.widgets.widgets)] = STOP_HOW if self.lobby else {
            INVITE_FOR_BOT: INVITE_HOW_BOT, INVITE_FULL: INVITE_HOW_FULL}.get(invite, INVITE_HOW)
        self.widgets.add(PhoneButton(self.invite_box(),
                                label=_("Stop joining") if self.lobby else _(invite),
                                on_click=self.toggle_lobby,
                                size=fonts.BODY if self.lobby else PHONE_HEAD,
                                wrap=self.lobby is None, sub_line=self.lobby is None))
        self.widgets.add(Button(BACK_BOX.copy(), label=_("Back"),
                                on_click=self.on_back))
        self.widgets.add(Button(START_KEY_BOX.copy(), label=_("Start"), primary=True,
                                on_click=self.start))
        self.widgets.focus = min(focus, len(self.widgets.widgets) - 1)

    # --- gamepads claim human seats ----------------------------------------------------------
    def handle(self, intent) -> None:
        if isinstance(intent, it.PointerDown) and intent.button == 1 and self.fill_seat_at(
                intent.pos):
            return
        if (isinstance(intent, it.PadButton) and not self.spec.realtime
                and intent.button == pads.confirm_button(self.pad_swap())
                and self.claim_seat(intent.pad)):
            return
        super().handle(intent)

    def fill_seat_at(self, pos: tuple[int, int]) -> bool:
        """A click on a free seat seats players up to it (as the count's chip would)."""
        for seat, place in self.free_seats():
            if place.collidepoint(pos):
                self._set_count(str(seat + 1))
                self.services.sounds.play("ui_click")
                return True
        return False

    def pad_swap(self) -> bool:
        return self.services.pad_swap

    def invite(self) -> str:
        """"Invite phones" and what a phone that joins now gets: a new seat while there is
        room, else the last bot's (else none)."""
        if self.count < self.spec.max_players:
            return INVITE
        return INVITE_FOR_BOT if BOT in self.kinds[: self.count] else INVITE_FULL

    def invite_box(self) -> pygame.Rect:
        """Where "Invite phones" stands: beside "Start on phones"'s place while that place
        shows (the button, or why it is not offered), else alone in the middle between Back
        and Start (a table of one seat: never a gap of 430 px on one side of it)."""
        if self.phones_offered() or self.count >= 2:
            return INVITE_BOX.copy()
        return INVITE_BOX.move((BACK_BOX.right + START_KEY_BOX.left) // 2 - INVITE_BOX.centerx,
                               0)

    def phones_offered(self) -> bool:
        """Several people at a turn-based table: each may hold their hand on a phone (a
        table with one person at it has nothing to hide, and its screen stays as it was); at
        a real-time table each person, even one alone, may hold a phone as their controller
        (as the pause menu's "Play on phones" offers)."""
        return len(self.human_seats()) >= (1 if self.spec.realtime else 2)

    # --- phones join as new players ---------------------------------------------------------
    def toggle_lobby(self) -> None:
        """Let phones join (the join code shows), or stop it."""
        if self.lobby is not None:
            self.close_lobby()
        else:
            host = self.services.phones
            if host is None:
                host = self.services.phones = PhoneHost()
            try:
                self.lobby = PhoneLobby.open(host, self.spec.title, self.services.words,
                                             self.spec.id)
                self.lobby.show_players(self.lobby_players(), self.spec.title,
                                        self.services.words)
            except OSError as failure:
                self.message = phone_words(CannotServe(str(failure)), self.services.words) or \
                    str(failure)
        self._build()
        self.mark_changed()

    def close_lobby(self) -> None:
        if self.lobby is not None:
            self.lobby.close()
            self.lobby = None

    def exit(self) -> None:
        self.close_lobby()  # (handed to the table before a game starts: see `start`)

    def start_on_phones(self) -> None:
        """Say that the phones are opening, then open them once that is on the screen."""
        self.message = ""
        self.news = self.services.words.gettext("Opening the table to phones…")
        self.phones_asked = True
        self.mark_changed()

    def due_in(self) -> float | None:
        """While phones may join, their asks are looked at every `POLL` seconds (and a
        "Start on phones" that is on the screen starts now)."""
        if self.phones_asked:
            return 0.0
        due = super().due_in()
        if self.lobby is None:
            return due
        return POLL if due is None else min(due, POLL)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.phones_asked and not self.changed:  # the frame that says so is drawn
            self.phones_asked = False
            self.news = ""
            self.start(phones=True)
            return
        if self.lobby is None:
            return
        for fact in self.lobby.step(self.seat_for_phone, self.spec.title, self.services.words):
            self.message = ""
            self.news = join_words(fact, self.services.words) or ""
            self.mark_changed()
        self.lobby.show_players(self.lobby_players(), self.spec.title, self.services.words)

    def lobby_players(self) -> list[str]:
        """The seats' names as the join page lists them (a bot's marked so)."""
        bot = self.services.words.gettext("{name} (bot)")
        names = [self.names[i].strip() or self.player(i) for i in range(self.count)]
        return [bot.format(name=name) if self.kinds[i] == BOT else name
                for i, name in enumerate(names)]

    def seat_for_phone(self, name: str) -> Fact | int:
        """The seat a phone joining as `name` takes: a new one while there is room, else the
        last bot's; or why not."""
        names = [self.names[i].strip() or self.player(i) for i in range(self.count)]
        taken = name_taken(name, names)
        if taken is not None:
            return taken
        assert self.lobby is not None
        if self.count < self.spec.max_players:
            seat = self.count
            self.count += 1
        else:
            bots = [i for i in range(self.count) if self.kinds[i] == BOT]
            if not bots:
                return TableFull()
            seat = bots[-1]
        self.kinds[seat] = HUMAN
        self.names[seat] = name
        self._build()
        self.services.sounds.play("ui_click")
        return seat

    def phone_seats(self) -> set[int]:
        """The seats phones took that still play as people."""
        if self.lobby is None:
            return set()
        return {s for s in self.lobby.seats if s < self.count and self.kinds[s] == HUMAN}

    def human_seats(self) -> list[int]:
        return [i for i in range(self.count) if self.kinds[i] == HUMAN]

    def claim_seat(self, pad: int) -> bool:
        """A pad's first A takes the first human seat no pad holds (in hot-seat play: with one
        human the pad just plays). Returns whether the press was a claim."""
        claims = self.services.pads.claims
        humans = self.human_seats()
        if len(humans) < 2 or pad in claims.values():
            return False
        free = next((seat for seat in humans if seat not in claims), None)
        if free is None:
            return False
        self.services.pads.claim(free, pad)
        name = self.names[free].strip() or self.player(free)
        self.message = self.services.words.gettext(
            "{pad} is {name}'s: only it plays {name}'s turns.").format(pad=self.pad_label(pad),
                                                                       name=name)
        self.services.sounds.play("ui_click")
        return True

    def pad_label(self, pad: int) -> str:
        """"Pad 1", "Pad 2"... in the order the pads were plugged in."""
        present = list(self.services.pads.present)
        return self.services.words.gettext("Pad {number}").format(
            number=present.index(pad) + 1 if pad in present else pad + 1)

    def focus_said(self) -> str | None:
        """Narration: a seat's row says whose it is ("Player 2: Bot, choice; …")."""
        said = super().focus_said()
        widget = self.widgets.focused
        if said is None or widget is None or isinstance(widget, TextField):
            return said
        for seat in range(self.count):
            row = self.row_top + seat * self.row_h
            if row <= widget.rect.y < row + self.row_h and widget.rect.x >= 550 + SHIFT:
                return f"{self.player(seat)}: {said}"
        return said

    def player(self, seat: int) -> str:
        """"Player 1": a seat with no name typed."""
        return self.services.words.gettext("Player {number}").format(number=seat + 1)

    def seat(self, count: int) -> None:
        """Seat `count` players (kept within the game's seats), as the count's chips would."""
        self._set_count(str(max(self.spec.min_players, min(self.spec.max_players, count))))

    def _set_count(self, value: str) -> None:
        self.count = int(value)
        self._build()

    def _set_name(self, seat: int, text: str) -> None:
        self.names[seat] = text

    def _set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        if kind == BOT and self.names[seat] in DEFAULT_NAMES:
            self.names[seat] = BOT_NAMES[seat]
        elif kind == HUMAN and self.names[seat] in BOT_NAMES:
            self.names[seat] = DEFAULT_NAMES[seat]
        self._build()

    def _set_skill(self, seat: int, skill: str) -> None:
        self.skills[seat] = skill

    def _set_option(self, name: str, value: str) -> None:
        self.options[name] = value
        helped = [option for option in self.spec.options if option.help]
        self.explained = [(self.option_help(option), room, anchor) for option, (_said, room, anchor)
                          in zip(helped, self.explained, strict=False)]

    def option_help(self, option: OptionSpec) -> str:
        """An option's explanation under its chips: a help of one line per choice (Taco Loco's
        same-number rule) says the chosen choice's line alone (both choices in one dense
        sentence read as a puzzle); any other help whole."""
        said = self.services.words.gettext(option.help)
        lines = said.split("\n")
        if len(option.choices) > 1 and len(lines) == len(option.choices):
            return lines[option.choices.index(self.options[option.name])]
        return said

    def seats(self) -> tuple[Seat, ...]:
        seats = []
        for i in range(self.count):
            name = self.names[i].strip() or self.player(i)
            seats.append(Seat(name, self.kinds[i], self.skills[i]))
        return tuple(seats)

    def start(self, phones: bool = False) -> None:
        """Start the game (`phones`: its human seats on phones, their codes shown first)."""
        seats = self.seats()
        names = [s.name for s in seats]
        if len(set(n.lower() for n in names)) != len(names):
            self.message = self.services.words.gettext(
                "Two seats have the same name: give everyone their own.")
            return
        self.services.pads.new_game(tuple(self.human_seats()))
        setup = GameSetup(seats, random.randrange(1, 2**31), dict(self.options))
        storage = self.services.storage
        if storage is not None:
            storage.remember_names([s.name for s in seats if s.kind == HUMAN])
        from tabletop.scenes.launch import start_game

        lobby, joined = self.lobby, self.phone_seats()
        self.lobby = None  # the table takes the phones' session over (or closes it)
        table = start_game(self.services, self.stack, self.spec, setup)
        if table is None or not table.phones.can_play():
            if lobby is not None:
                lobby.close()
            return
        if lobby is not None and (joined or phones):
            on_phones = set(self.human_seats()) if phones else joined
            table.phones.adopt(*lobby.handed_over(on_phones))
        elif lobby is not None:
            lobby.close()
        if phones:
            table.phones.show_codes(self.stack)

    def draw_join_code(self, canvas: pygame.Surface, lobby: PhoneLobby) -> None:
        """The join link's code at the right of the seats, and what to do with it."""
        theme, ui = self.services.theme, self.services.fonts
        spot = lobby.code.get_rect(midtop=(SIDE.centerx, self.row_top))
        if not lobby.online:  # no network: no code (a loopback address opens the phone itself)
            draw_offline_card(canvas, self.services, spot.inflate(12, 12))
            return
        panel(canvas, spot.inflate(12, 12), theme.cream, radius=10)
        canvas.blit(lobby.code, spot)
        _ = self.services.words.gettext
        said = text_in(canvas, ui, _("Scan to join"), fonts.BODY, theme.cream,
                       pygame.Rect(SIDE.x, spot.bottom + 14, SIDE.w, 34), "midtop",
                       shadow=theme.shadow)
        how = text_in(canvas, ui, _(JOIN_HOW), fonts.SMALL, theme.cream_dark,
                      pygame.Rect(SIDE.x, said.bottom + 6, SIDE.w, 72), "midtop",
                      shadow=theme.shadow, wrap=True)
        text_in(canvas, ui, lobby.session.short(), fonts.MIN_TEXT, theme.cream_dark,
                pygame.Rect(SIDE.x, how.bottom + 6, SIDE.w, 24), "midtop",
                shadow=theme.shadow)

    def draw_content(self, canvas: pygame.Surface) -> None:
        phone_seats = self.phone_seats()
        theme, ui = self.services.theme, self.services.fonts
        accent = pygame.Color(self.spec.accent_rgb)
        panel(canvas, self.table_box, BOARD_FILL, None, radius=20)
        paint.rect(canvas, accent, self.table_box, 3, border_radius=20)
        seats_bottom = self.row_top + self.spec.max_players * self.row_h + 6
        bottom = self.hint_box.y - 4 if self.spec.options else seats_bottom
        area = pygame.Rect(180 + SHIFT, self.row_top - 6, 920, bottom - self.row_top + 6)
        panel(canvas, area, theme.cream_dark, radius=16)  # the seats and the options: one card
        if self.spec.options:  # a rule between them
            paint.line(canvas, theme.cream, (area.x + 16, self.rule_y),
                       (area.right - 16, self.rule_y), 2)
        for seat in range(self.count):
            y = self.row_top + seat * self.row_h
            shape = theme.shapes[seat % len(theme.shapes)]
            badge(canvas, shape, (230 + SHIFT, y + self.inset + 22), 16,
                  theme.players[seat % len(theme.players)])
            text_in(canvas, ui, str(seat + 1), fonts.BODY, theme.charcoal,
                    pygame.Rect(252 + SHIFT, y + self.inset + 4, 44, 36), "midleft")
            held = self.services.pads.claims.get(seat)
            if held is not None and self.kinds[seat] == HUMAN:
                text_in(canvas, ui, self.pad_label(held), fonts.SMALL, theme.charcoal,
                        pygame.Rect(1000 + SHIFT, y + self.inset + 4, 92, 36))
            if seat in phone_seats:
                text_in(canvas, ui, self.services.words.gettext("on a phone"), fonts.SMALL,
                        theme.charcoal, pygame.Rect(SKILL_X, y + self.inset + 4, 200, 36),
                        "midleft")
        for seat, place in self.free_seats():  # a quiet dashed slot: the count's chips fill it
            text_in(canvas, ui, str(seat + 1), fonts.BODY, EDGE_BROWN,
                    pygame.Rect(252 + SHIFT, place.y + 4, 44, 36), "midleft")
            dashes(canvas, EDGE_BROWN, place, DASH)
            text_in(canvas, ui, self.services.words.gettext(FREE_SEAT), FREE_SIZE,
                    HELP_INK, place.inflate(-24, 0), "midleft")  # (readable, the slot quiet)
        note = self.solo_note_place()
        if note is not None:
            text_in(canvas, ui, self.services.words.gettext(SOLO_NOTE), fonts.SMALL, HELP_INK,
                    note, "midleft")
        skills = self.spec.bot_skills
        if len(skills) == 1:  # the bot's one level, said (no chips to choose from)
            _ = self.services.words.gettext
            said = _(ONE_SKILL).format(skill=_(SKILL_WORDS.get(skills[0],
                                                               skills[0].capitalize())))
            for seat in range(self.count):
                if self.kinds[seat] == BOT and seat not in phone_seats:
                    text_in(canvas, ui, said, fonts.SMALL, theme.charcoal,
                            pygame.Rect(SKILL_X, self.row_top + seat * self.row_h + self.inset + 4,
                                        300, 36), "midleft")
        if self.message:
            text_in(canvas, ui, self.message, fonts.BODY, theme.chili, self.message_box,
                    shadow=theme.shadow, wrap=True)
        elif self.news:
            text_in(canvas, ui, self.news, fonts.BODY, theme.cream, self.message_box,
                    shadow=theme.shadow, wrap=True)
        if self.lobby is not None:
            self.draw_join_code(canvas, self.lobby)
        else:
            self.draw_art(canvas)
        _ = self.services.words.gettext
        humans = sum(1 for k in self.kinds[: self.count] if k == HUMAN)
        if humans > 1 and not self.spec.realtime:
            hint = plain(for_pad(_(TAKE_A_SEAT), self.pad_swap(), menu=True,
                                 words=self.services.words))
        else:
            hint = say_plain(self.services, _(HINT_KEYS), _(HINT_PAD))
        explained = self.explained_button()
        if explained:  # what the phones' button pointed at does, in the hint's place
            hint = _(explained)
        if not (self.message or self.news):
            text_in(canvas, ui, hint, fonts.SMALL, theme.cream, self.hint_box,
                    shadow=theme.shadow, wrap=True)
        for said, room, anchor in self.explained:  # on the card, under its chips
            text_in(canvas, ui, said, fonts.SMALL, HELP_INK, room, anchor, wrap=True)
        for said, room in self.option_labels:  # on one line, against its chips
            one_line = ui.fitted_size(said, fonts.SMALL, room.size)[0] <= room.w
            text_in(canvas, ui, said, fonts.SMALL, theme.charcoal, room, "midright",
                    wrap=not one_line)
        if self.players_label is not None:
            text_in(canvas, ui, _("Players"), fonts.BODY, theme.cream, self.players_label,
                    "midright", shadow=theme.shadow)
        if self.skill_heading is not None:  # a column's heading, like "Players": words on
            said = _(BOT_LEVEL)  # the felt over the whole column (no tab to seem a button)
            column = pygame.Rect(self.skill_heading.x, 0,
                                 min(self.skill_heading.w - CHIP_GAP,
                                     area.right - 28 - self.skill_heading.x),
                                 ui.line_height(fonts.BODY))
            column.centery = self.skill_heading.centery
            text_in(canvas, ui, said, fonts.BODY, theme.cream, column.inflate(-16, 0),
                    shadow=theme.shadow)  # (no rule under it: it read as an empty field)

    def explained_button(self) -> str:
        """What the phones' button under the pointer (or, keys in hand, in focus) does, not
        yet translated; "" when neither is a phones' button."""
        widgets = self.widgets
        pointed = widgets.hover if not self.keyboard_used else widgets.focus
        return self.explains.get(pointed, "") if pointed is not None else ""

    def free_seats(self) -> list[tuple[int, pygame.Rect]]:
        """The seats the game could still take, each with its place under the seats taken
        (the grid keeps the game's most seats, so nothing moves when the count changes)."""
        if self.solo_note_place() is not None:
            return []
        return [(seat, pygame.Rect(NAME_X, self.row_top + seat * self.row_h + self.inset, 460, 44))
                for seat in range(self.count, self.spec.max_players)]

    def solo_note_place(self) -> pygame.Rect | None:
        """A solo game whose other seat is another role (Crazy Taco: the customers): its
        second row says what a second player changes (`SOLO_NOTE`), not "Free seat"; None
        for any other table."""
        if self.count != 1 or len(self.spec.roles) < 2:
            return None
        return pygame.Rect(NAME_X, self.row_top + self.row_h + self.inset, 720, 44)

    def draw_art(self, canvas: pygame.Surface) -> None:
        """The left column: the game's card back (none when it is missing: the screen works
        without it) over how many play and what the game is, level with the block."""
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        roles = len(self.spec.roles) >= self.spec.max_players > 1  # (each seat's role said)
        size = ART if roles else ART_MOST  # the same at every count: the column never jumps
        back = self.spec.back
        art = None
        if back is not None:
            try:
                art = self.services.images.scaled(back.sprite, size)
            except DataError:
                art = None
        tagline = ui.fitted_size(_(self.spec.tagline), fonts.SMALL, (SIDE.w, TAGLINE_H),
                                 wrap=True)[1]
        tall = (art.get_height() + 10 if art is not None else 0) + 30 + tagline
        if roles:  # measured at the most seats: the card stays put as roles come and go
            tall += 14 + ROLE_H * self.spec.max_players
        top = self.table_box.y + max(16, (self.table_box.h - tall) // 2)  # in the middle
        if art is not None:
            spot = art.get_rect(midtop=(SIDE.centerx, top))
            canvas.blit(art, spot)
            self.art_spot = spot
            """Where the game's card back stood at the last frame (tests measure it)."""
            top = spot.bottom + 10
        text_in(canvas, ui, players_text(self.spec, self.services.words), fonts.SMALL,
                theme.marigold, pygame.Rect(SIDE.x, top, SIDE.w, 28), "midtop",
                shadow=theme.shadow)
        said = text_in(canvas, ui, _(self.spec.tagline), fonts.SMALL, theme.cream,
                       pygame.Rect(SIDE.x, top + 30, SIDE.w, TAGLINE_H), "midtop",
                       shadow=theme.shadow, wrap=True)
        if roles:  # who does what, under it
            y = said.bottom + 14
            for seat in range(self.count):
                name = self.names[seat].strip() or self.player(seat)
                text_in(canvas, ui, _(self.spec.roles[seat]).format(name=name), fonts.SMALL,
                        theme.marigold, pygame.Rect(SIDE.x, y, SIDE.w, ROLE_H), "midtop",
                        shadow=theme.shadow, wrap=True)
                y += ROLE_H


def remembered_options(spec, settings) -> dict[str, str]:
    """The options the game's own settings start a new game with (the game records them, so
    replays stay exact)."""
    if settings is None:
        return {}
    allowed = {o.name: o.choices for o in spec.options}
    chosen = {}
    for setting in spec.settings:
        value = settings.game_value(spec, setting.name)
        if setting.option and value in allowed.get(setting.option, ()):
            chosen[setting.option] = value
    return chosen


def chips_width(ui: fonts.FontBook, said: list[str]) -> int:
    """A row of chips wide enough for every chip to hold the longest of `said` at the chips'
    own size (a Spanish "Última jugada" shrank to 14 px in a 121 px chip)."""
    widest = max(ui.measure(words, Chips.size)[0] for words in said)
    chip = widest + 2 * LABEL_PAD[0] + 4
    return round(len(said) * chip + (len(said) - 1) * CHIP_GAP)


def shown_option(words: Language, option: OptionSpec, value: str) -> str:
    """An option's value as the setup screen shows it (its spec's words, or `option_text`)."""
    if option.shown and value in option.choices:
        return words.gettext(option.shown[option.choices.index(value)])
    return option_text(words, value)


def option_text(words: Language, value: str) -> str:
    """An option's value as the screens show it: "On", "Off", "Top of taco" (a game's spec
    marks its values' words for the catalog: `OptionSpec.shown`)."""
    switch = {"on": True, "off": False}.get(value)
    if switch is not None:
        return words.pgettext("setting", "On") if switch else words.pgettext("setting", "Off")
    return words.gettext(value.replace("-", " ").capitalize())
