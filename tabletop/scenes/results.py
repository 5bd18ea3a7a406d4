"""The results screen: who won, every seat's score and how it was earned (the game's score
breakdown, line by line, adding up to the score; a game without one shows its table's
lines)."""

from __future__ import annotations

import contextlib
import dataclasses
import random

import pygame

from tabletop.core.errors import DataError
from tabletop.core.facts import TableFact
from tabletop.core.game import BOT, GameSetup
from tabletop.core.language import N_, CountWord, count_word
from tabletop.core.scoring import ScoreBreakdown, ScoreLine, breakdowns_of
from tabletop.input import intents as it
from tabletop.input.mapper import wake_for_phones
from tabletop.kit.chrome import Style
from tabletop.kit.moments import BURST, FLARE, Moments
from tabletop.kit.phones import STILL_POLL, between_games
from tabletop.kit.phrases import book_of
from tabletop.kit.result_facts import Decided, ScoreWord, SeatPart, Unscored
from tabletop.kit.who_won import winner_heading
from tabletop.routes import PhonesKept, TitleMenu
from tabletop.scenes.base import SIDE, MenuScene
from tabletop.scenes.menu_voice import sentence
from tabletop.scenes.podium import (
    draw_confetti,
    draw_papel_picado,
    draw_plinth,
    plinth_height,
)
from tabletop.scenes.score_sheet import draw_rows, rows_at, rows_fitting
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import badge, panel, text_in
from tabletop.ui.layer import surface_like
from tabletop.ui.theme import Colour
from tabletop.ui.tween import EASE_OUT_CUBIC
from tabletop.ui.widgets import Button

LONE_BACK = (180, 252)
"""The game's card back at either side of a lone player's card."""
LONE_TILT = 8
"""How far each leans (degrees), toward the card."""
LONE_GAP = 90
"""Between the card and each card back's near edge."""

COUNT_SECONDS = 0.9
"""The scores count up from 0 this long as the screen opens (at once with reduced motion or
instant animations); the winner's card flares as they land."""
HEADING_TOP = 40
"""Who won starts this far down: clear of the papel picado over it (at 34 the flags nearly
touched the heading at 1280x720)."""
CARDS_WIDE = 1216
"""The cards' row at its widest (four or five cards), 32 px in from each side of the screen."""
CARD_PAD = 12
"""A card's words keep this far from its sides (the row was 1180 wide: four cards' reasons
wrapped to three lines at 16 px, Spanish worse)."""
CARDS_TOP = 150
"""The cards' room starts under the heading and how the game ended..."""
FLOOR = 632
"""...and ends at the podium's floor (or, with a shared note, above it)."""
SUBHEADING_SIDE = 64
"""How the game ended keeps this far from the screen's sides (a step smaller where it is
long): at the headings' `SIDE` a long one ran up to the frame."""
CARD_LEAST = 250
"""A card is as tall as its tallest seat's words need (at least this, at most the room)."""
BODY_TOP = 198
"""A card's reasons start this far under its top (under its score and its label)."""
SHARED_ROOM = 50
"""Below the podium, the notes every seat's card would repeat ("Fewest cards wins."), said
once, in a readable size on a cream band: often the deciding rule."""
SHARED_GAP = 10
"""Between the podium's floor and the shared note's band (the band never touches a plinth)."""
CONFETTI_SECONDS = 2.2
"""The confetti falls this long as the screen opens (never with reduced motion; any press
skips it with the count)."""
QUIET_SCORE = 40
"""A loser's score where the scores do not rank the seats (`ResultsScene.ranked`)."""
PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"))
TIED = N_("Tied {place}")
NONE_ALL_GAME = N_("None all game")
"""The one reason of a card that scored nothing beside cards that did (¡Taco Fight!'s seat
that ate no taco), with its 0: its card keeps its neighbours' anatomy, the unit over the
amounts and a row under it, not extras alone under a bare rule."""
"""A place two seats or more share ("Tied 2nd"): three "2nd" plinths side by side would read
as a mistake."""
UNRANKED = (N_("Wins"), N_("Loses"))
"""A plinth's word where the scores do not rank the seats (`ResultsScene.ranked`): a winner's
bigger place beside a loser's bigger number would read as a mistake."""


class ResultsScene(MenuScene):
    music_cue = "results"

    def __init__(self, services, spec, match, details: list[list[str]] | None = None,
                 score_label: CountWord = "score", kinds: list[str] | None = None,
                 phones: PhonesKept | None = None) -> None:
        """`kinds`: who really played each seat ("human"/"bot"), when the table knows better
        than the setup (a gamepad can take over a bot's seat mid-game); `phones`: the seats
        that played on phones, kept for "Play again"."""
        super().__init__(services)
        self.phones = phones
        if phones is not None:  # their news wakes the loop (see `woken`)
            phones.session.inbox.listen(wake_for_phones)
        self.spec = spec
        self.kinds = kinds or [seat.kind for seat in match.setup.seats]
        self.match = match
        self.outcome = match.rules.outcome()
        self.told = details or [[] for _ in match.setup.seats]
        """The table's own lines about each seat, as it gave them."""
        self.details = [list(lines) for lines in self.told]
        """Those lines as each card shows them (without the ones every card says)."""
        self.score_label = score_label
        self.breakdowns: tuple[ScoreBreakdown, ...] | None = None
        try:
            found = breakdowns_of(match)
        except DataError:
            found = None  # the table's own lines say what they can
        self.found = found
        """Each seat's breakdown as facts (worded in the language of the moment)."""
        self.shown_for = 0.0
        """Seconds since the screen opened: the scores count up over `COUNT_SECONDS`."""
        self.moments = Moments()
        self.reword()
        sound = "won" if self.outcome.winners else "lost"
        services.sounds.play(sound)

    def reword(self) -> None:
        """Headings, breakdowns and buttons in the language of the moment."""
        words, match = self.services.words, self.match
        _ = words.gettext
        book = self.book = book_of(self.spec, match, words)  # (the breakdowns' units need it)
        self.details = [list(lines) for lines in self.told]
        if self.found is not None:  # and under a breakdown, what else the table can tell
            worded = [book.breakdown(part) for part in self.found]
            self.breakdowns = tuple(summed(told_too(part, self.details[part.seat])
                                           if part.seat < len(self.details) else part)
                                    for part in worded)
        if self.breakdowns is not None and len(match.setup.seats) == 1:
            self.breakdowns = tuple(self.score_unsaid(part) for part in self.breakdowns)
        if self.breakdowns is not None and any(part.lines for part in self.breakdowns):
            none = ScoreLine(words.gettext(NONE_ALL_GAME), 0)
            self.breakdowns = tuple(
                dataclasses.replace(part, lines=(none,)) if not part.lines and not part.total
                else part for part in self.breakdowns)
        self.shared = self.shared_notes()
        """Notes every card would say: said once, under the cards."""
        self.card_h = self.card_height()
        """Every card's height: the tallest seat's words, from `CARD_LEAST` to the room."""
        names = tuple(seat.name for seat in match.setup.seats)
        self.parts = [book.say(SeatPart(seat)) or "" for seat in range(len(names))]
        """Each seat's part, when the game's book says one (Crazy Taco's roles)."""
        self.heading = winner_heading(match, self.spec.best.team, words, book)
        decided = book.say(Decided(self.outcome.why, tuple(self.outcome.winners)))
        self.subheading = sentence(decided or book.say(self.outcome.why) or "")
        """How the game ended, or, where the roles decide, the rule that did (Crazy Taco): a
        sentence, ending with a full stop as every game's does ("All six waves defeated.")."""
        self.widgets.widgets.clear()
        self.widgets.add(Button(pygame.Rect(340, 650, 260, 54), label=_("Play again"),
                                primary=True, on_click=self.play_again))
        self.widgets.add(Button(pygame.Rect(680, 650, 260, 54), label=_("Back to menu"),
                                on_click=self.to_menu))

    def score_unsaid(self, part: ScoreBreakdown) -> ScoreBreakdown:
        """A lone seat's breakdown without a note that says its score again, big number and
        word ("In all: 1 taco eaten" under "1 / taco eaten"): the score is said once."""
        said = f"{part.total} {self.score_word(part.seat, part.total)}".casefold()
        return dataclasses.replace(part, notes=tuple(
            note for note in part.notes if said not in str(note).casefold()))

    def shared_notes(self) -> tuple[str, ...]:
        """The notes (or, without breakdowns, the table's lines) that every seat's card says,
        taken off the cards to be said once; none with a single seat."""
        if len(self.match.setup.seats) < 2:
            return ()
        if self.breakdowns is not None:
            said = [[str(note) for note in part.notes] for part in self.breakdowns]
        else:
            said = [list(lines) for lines in self.details]
        if len(said) < len(self.match.setup.seats):
            return ()
        ruled = self.table_notes()
        everyone = {note for note in set.intersection(*(set(map(plain, lines)) for lines in said))
                    if note in ruled or not any(c.isdigit() for c in note)}
        # a table's line whose count happens to match ("5 special cards among the cards taken"
        # on both cards) is each seat's own: it stays on each card, as where the counts
        # differ, rather than lose whose it is; a rule's own note with a number in it (the
        # same fact under every seat's score: "Each player's 3 biggest tacos ...", "Team: 4 tacos
        # eaten") is the table's, said once
        shared = tuple(line for line in said[0] if plain(line) in everyone)
        if self.breakdowns is not None:
            self.breakdowns = tuple(dataclasses.replace(part, notes=tuple(
                note for note in part.notes if plain(str(note)) not in everyone))
                for part in self.breakdowns)
        else:
            self.details = [[line for line in lines if plain(line) not in everyone]
                            for lines in self.details]
        return shared

    def table_notes(self) -> set[str]:
        """The notes (as `plain` compares them) whose fact is the same under every seat's
        breakdown and the whole table's (`TableFact`: a rule, the team's total), never a
        seat's own line whose count happens to match ("Holding 2 tacos" on every card)."""
        if self.found is None or len(self.found) < 2:
            return set()
        same = set.intersection(*({note for note in part.notes if isinstance(note, TableFact)}
                                  for part in self.found))
        return {plain(self.book.word(fact)) for fact in same}

    def card_height(self) -> int:
        """The height the tallest card's words need (its breakdown or its table's lines)."""
        ui = self.services.fonts
        count = len(self.match.setup.seats)
        inner = card_width(count) - 2 * CARD_PAD
        needed = 0
        for seat in range(count):
            body = pygame.Rect(0, BODY_TOP, inner, 10_000)
            if self.breakdowns is not None and seat < len(self.breakdowns):
                rows, _size = rows_fitting(ui, body, self.breakdowns[seat],
                                           language=self.services.words, total=False,
                                           counts=self.spec.best.lower_is_better,
                                           unit=self.unit_word(seat), nothing=self.unscored)
                bottom = max((row.label_box.bottom for row in rows), default=BODY_TOP)
            else:
                bottom = BODY_TOP
                for line in self.details[seat] if seat < len(self.details) else []:
                    bottom += ui.fitted_size(line, fonts.SMALL, (inner, 10_000),
                                             wrap=True)[1] + 4
            needed = max(needed, bottom + 14)
        most = self.floor() - CARDS_TOP - (plinth_height(1) if self.podium() else 0)
        return max(min(CARD_LEAST, most), min(most, needed))

    def ground(self) -> int:
        """Where the cards (or their plinths) stand: the cards and, when there is one, the
        shared note's band under them are centred together in their room, the band
        `SHARED_GAP` under the floor (it once hung at the room's foot, a wide gap above it)."""
        tallest = plinth_height(1) if self.podium() else 0
        slack = self.floor() - CARDS_TOP - self.card_h - tallest
        return self.floor() - (slack - slack // 2 if self.shared else slack // 2)

    def floor(self) -> int:
        """The podium's floor: the shared note's band, when there is one, below it."""
        return FLOOR - (SHARED_ROOM if self.shared else 0)

    # --- the scores counting up ---------------------------------------------------------------
    def counting_for(self) -> float:
        """How long the scores count up here: none with reduced motion or instant animations."""
        speed = self.services.animation_speed
        if self.services.reduced_motion or speed <= 0:
            return 0.0
        return COUNT_SECONDS / speed

    def confetti_for(self) -> float:
        """How long the confetti falls: only over a win, never with reduced motion."""
        if not self.outcome.winners or self.counting_for() <= 0:
            return 0.0
        return CONFETTI_SECONDS / self.services.animation_speed

    def moving(self) -> bool:
        return (self.shown_for < max(self.counting_for(), self.confetti_for())
                or self.moments.busy(self.shown_for))

    def handle(self, intent: it.Intent) -> None:
        """A press while the scores count skips the moment to its end (and does nothing
        else: a button is not pressed by a player who only wanted the numbers)."""
        pressed = isinstance(self.menu_intent(intent), it.Confirm | it.PointerDown | it.Back)
        if pressed and self.shown_for < self.counting_for():
            self.settle()
            self.mark_changed()
            return
        super().handle(intent)

    def due_in(self) -> float | None:
        """Kept phones are looked at every `STILL_POLL` seconds (and when one calls)."""
        due = super().due_in()
        if self.phones is None:
            return due
        return STILL_POLL if due is None else min(due, STILL_POLL)

    def woken(self) -> None:
        self.read_phones()

    def read_phones(self) -> None:
        """The kept phones' news: who came and went, and a phone asking to join is answered
        (when one calls, and at each step: a call that could not be posted is read anyway)."""
        if self.phones is not None:
            self.phones = between_games(self.phones, self.services.words)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.read_phones()
        before = self.shown_for
        self.shown_for += dt
        landed = before < self.counting_for() <= self.shown_for
        if landed:
            for seat in self.crowned():
                rect = self.card_rect(seat)
                self.moments.start(FLARE, (rect.right - 34, rect.y + 28),
                                   self.services.theme.marigold, self.shown_for,
                                   speed=self.services.animation_speed)
            if self.team_won():  # (no seat is crowned: the heading bursts for them all)
                self.moments.start(BURST, (640, HEADING_TOP + 32), self.services.theme.marigold,
                                   self.shown_for, speed=self.services.animation_speed)
        if self.moving() or landed:
            self.mark_changed()

    def settle(self) -> None:
        """Screenshots: the count over and the flare gone."""
        self.shown_for = max(self.shown_for, self.counting_for(), self.confetti_for())
        self.moments.live.clear()

    def score_shown(self, seat: int) -> int:
        """A seat's score as counted so far (its whole score once the count is over)."""
        score = self.outcome.scores[seat]
        counting = self.counting_for()
        if counting <= 0 or self.shown_for >= counting:
            return score
        return round(score * EASE_OUT_CUBIC(self.shown_for / counting))

    def places(self) -> list[int]:
        """Each seat's place (1 for the winners; then by score, the game's way round, a tie
        sharing a place); every seat 1 at a table that plays together."""
        scores, winners = self.outcome.scores, set(self.outcome.winners)
        if not self.podium():
            return [1 for _ in scores]
        lower = self.spec.best.lower_is_better

        def ahead(seat: int) -> int:
            """The seats placed before `seat`: the winners, and the better scores."""
            mine = scores[seat]
            return len(winners) + sum(1 for other, score in enumerate(scores)
                                      if other not in winners
                                      and (score < mine if lower else score > mine))

        places = [1 if seat in winners else 1 + ahead(seat) for seat in range(len(scores))]
        return places

    def ranked(self) -> bool:
        """Whether the scores rank the seats: no loser's score beats a winner's, the game's
        way round. Crazy Taco's do not (the manager wins by surviving with the stars kept, the
        customer player counts the stars taken): a loser's score is then shown smaller, so the
        big number is never on the loser's card."""
        scores, winners = self.outcome.scores, set(self.outcome.winners)
        lower = self.spec.best.lower_is_better
        return not any((scores[seat] < scores[won] if lower else scores[seat] > scores[won])
                       for seat in range(len(scores)) if seat not in winners
                       for won in winners)

    def place_word(self, place: int) -> str:
        """The word on a place's plinth: "1st", "2nd"... or, where the scores do not rank the
        seats, "Wins" and "Loses"; a place shared by several seats says so ("Tied 2nd")."""
        _ = self.services.words.gettext
        if not self.ranked():
            return _(UNRANKED[0] if place == 1 else UNRANKED[1])
        word = _(PLACES[place - 1]) if place <= len(PLACES) else str(place)
        return _(TIED).format(place=word) if self.places().count(place) > 1 else word

    def score_word(self, seat: int, shown: int | None = None) -> str:
        """The word under a seat's score (as counted so far, unless `shown`): the game's own
        where its seats count different things ("stars kept"), else the table's label."""
        shown = self.score_shown(seat) if shown is None else shown
        own = self.book.say(ScoreWord(seat, shown))
        return own or count_word(self.score_label, self.services.words, shown)

    def unscored(self, count: int) -> str | None:
        """The game's words for `count` reasons worth nothing folded into one row ("2 more
        tacos score nothing"), as its own lines say them; None: the kit's."""
        return self.book.say(Unscored(count))

    def unit_word(self, seat: int) -> str:
        """What the amounts of `seat`'s breakdown count, said over them: the word under its
        score, in its form for many ("points", "cards taken", "stars")."""
        return self.score_word(seat, 2)

    def team_won(self) -> bool:
        """The table played as a team and won (¡Taco Fight!): its heading's moment."""
        return self.spec.best.team and bool(self.outcome.winners)

    def shared_score(self) -> bool:
        """Teammates' cards (¡Taco Fight! with more than one seat): each seat's number is its
        share of what the team did, drawn as big as every game's score (a smaller one read as
        a lesser screen), never a ranking (no plinths); the team's total is said under the
        cards."""
        return self.spec.best.team and len(self.outcome.scores) > 1

    def crowned(self) -> list[int]:
        """The seats crowned winners (a team's win is told by the heading alone)."""
        return [] if self.spec.best.team else list(self.outcome.winners)

    def podium(self) -> bool:
        """Places are shown where someone won against someone else: not at a table that plays
        together, alone, or when no one won."""
        return (not self.spec.best.team and len(self.outcome.scores) > 1
                and bool(self.outcome.winners))

    def order(self) -> list[int]:
        """The seats left to right: by place, the winners first (seat order among equals)."""
        places = self.places()
        return sorted(range(len(places)), key=lambda seat: (places[seat], seat))

    def card_rect(self, seat: int) -> pygame.Rect:
        """A seat's card, in place order, standing on its place's plinth: the winner's the
        tallest, as on a podium (no plinths where there are no places). The cards and the
        podium stand in the middle of their room."""
        count = len(self.match.setup.seats)
        width = card_width(count)
        left = (1280 - (count * width + (count - 1) * 16)) // 2
        at = self.order().index(seat)
        floor = self.ground()
        under = plinth_height(self.places()[seat]) if self.podium() else 0
        return pygame.Rect(left + at * (width + 16), floor - under - self.card_h, width,
                           self.card_h)

    def lone_backs(self, card: pygame.Rect) -> list[tuple[pygame.Rect, int]]:
        """Where the game's card backs lean beside a lone player's card, and their tilt."""
        out = []
        for side in (-1, 1):
            box = pygame.Rect(0, 0, *LONE_BACK)
            box.center = (card.centerx + side * (card.w // 2 + LONE_GAP + LONE_BACK[0] // 2),
                          card.centery)
            out.append((box, side * LONE_TILT))
        return out

    def draw_backs_beside(self, canvas: pygame.Surface, card: pygame.Rect) -> None:
        """One player's card is not left alone on the felt: the game's card back leans at
        either side of it, as a deck left on the table, on its shadow (nothing where the game
        has none)."""
        if self.spec.back is None:
            return
        with contextlib.suppress(DataError):
            art = self.services.images.scaled(self.spec.back.sprite, LONE_BACK)
            shade = surface_like(canvas, LONE_BACK, pygame.SRCALPHA)
            paint.rect(shade, palette.SHADOW, shade.get_rect(), border_radius=14)
            for box, tilt in self.lone_backs(card):
                fallen = paint.rotate(shade, tilt)
                canvas.blit(fallen, fallen.get_rect(center=(box.centerx + 6, box.centery + 8)))
                leaning = paint.rotate(art, tilt)
                canvas.blit(leaning, leaning.get_rect(center=box.center))

    def play_again(self) -> None:
        from tabletop.scenes.launch import start_game

        setup = GameSetup(self.match.setup.seats, random.randrange(1, 2**31),
                          dict(self.match.setup.options), self.next_first())
        kept, self.phones = self.phones, None
        table = start_game(self.services, self.stack, self.spec, setup, replace=True)
        if kept is None:
            return
        if table is None or not table.phones.can_play():
            self.services.phones.close()
            return
        kept = between_games(kept, self.services.words)
        table.phones.adopt(kept.session, kept.seats, kept.present)  # the same phones

    def exit(self) -> None:
        """Phones kept for a rematch that will not come are closed."""
        if self.phones is not None:
            self.services.phones.close()
            self.phones = None
        super().exit()

    def next_first(self) -> int | None:
        """Who moves first in the next game, as the rulebook says (Taco Party: the lowest
        score); None where it says nothing."""
        return self.spec.first_after(self.match.setup, self.outcome)

    def to_menu(self) -> None:
        self.require_stack().clear_to(self.services.routes.scene_for(TitleMenu()))

    def on_back(self) -> None:
        self.to_menu()

    def spoken_title(self) -> str:
        """Narration: who won, how the game ended, and each seat's score."""
        _ = self.services.words.gettext
        scores = [_("{name}: {score} {label}").format(
            name=seat.name, score=score, label=self.score_word(i, score))
                  for i, (seat, score) in enumerate(zip(self.match.setup.seats,
                                                        self.outcome.scores, strict=False))]
        return sentence(self.heading, self.subheading, "; ".join(scores))

    def breakdown_size(self) -> float:
        """The one size every card's breakdown is drawn at: the biggest at which each card
        keeps its reasons unfolded where it can (`rows_fitting`), the same on every card, so
        no card's words stand smaller than its neighbours'."""
        ui, sizes = self.services.fonts, [float(fonts.SMALL)]
        for i, part in enumerate(self.breakdowns or ()):
            rect = self.card_rect(i).inflate(-2 * CARD_PAD, 0)
            body = pygame.Rect(rect.x, rect.y + BODY_TOP, rect.w,
                               rect.bottom - 10 - rect.y - BODY_TOP)
            sizes.append(rows_fitting(ui, body, part, language=self.services.words,
                                      total=False, counts=self.spec.best.lower_is_better,
                                      unit=self.unit_word(part.seat),
                                      nothing=self.unscored)[1])
        return min(sizes)

    def units_said(self, size: float) -> bool:
        """Whether every card's breakdown keeps its unit over its amounts at `size` (the
        shared size): else none does, so every card has the same anatomy (a card of many
        reasons once stood without the "cards taken" its neighbours had; the word under
        each big number says it)."""
        ui = self.services.fonts
        for i, part in enumerate(self.breakdowns or ()):
            rect = self.card_rect(i).inflate(-2 * CARD_PAD, 0)
            body = pygame.Rect(rect.x, rect.y + BODY_TOP, rect.w,
                               rect.bottom - 10 - rect.y - BODY_TOP)
            rows = rows_at(ui, body, part, size, self.services.words, total=False,
                           counts=self.spec.best.lower_is_better,
                           unit=self.unit_word(part.seat), nothing=self.unscored)
            if part.lines and not any(row.kind == "unit" for row in rows):
                return False
        return True

    def draw_heading(self, canvas: pygame.Surface, y: int = 70) -> None:
        """Who won, and how the game ended under it (kept apart at every text size)."""
        theme, ui = self.services.theme, self.services.fonts
        width = canvas.get_width() - 2 * SIDE
        text_in(canvas, ui, self.heading, fonts.HEADING, theme.cream,
                pygame.Rect(SIDE, HEADING_TOP, width, 64), shadow=theme.shadow)
        if self.subheading:
            text_in(canvas, ui, self.subheading, fonts.BODY, theme.cream_dark,
                    pygame.Rect(SUBHEADING_SIDE, HEADING_TOP + 70,
                                canvas.get_width() - 2 * SUBHEADING_SIDE, 36),
                    shadow=theme.shadow)

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        seats = self.match.setup.seats
        accent = pygame.Color(self.spec.accent_rgb)
        if self.outcome.winners:
            draw_papel_picado(canvas, theme, (accent.r, accent.g, accent.b))
        if len(seats) == 1:
            self.draw_backs_beside(canvas, self.card_rect(0))
        size: float | None = None  # the breakdowns' one size, every card's alike
        said_unit: bool | None = None  # and the unit over their amounts: on all, or on none
        for i, seat in enumerate(seats):
            rect = self.card_rect(i)
            won = i in self.outcome.winners
            crowned = i in self.crowned()
            panel(canvas, rect, theme.cream, theme.marigold if won else None)
            if won:
                paint.rect(canvas, theme.marigold, rect, 5, border_radius=14)
            if crowned:
                crown(canvas, (rect.right - 34, rect.y + 28), theme.marigold, theme.charcoal)
            badge(canvas, theme.shapes[i % 5], (rect.x + 28, rect.y + 30), 13,
                  theme.players[i % len(theme.players)])
            inner = rect.inflate(-2 * CARD_PAD, 0)
            name_box = pygame.Rect(rect.x + 48, rect.y + 10, rect.right - 12 - rect.x - 48, 36)
            text_in(canvas, ui, seat.name, fonts.BODY, theme.charcoal, name_box, "midleft")
            kind = _("bot") if self.kinds[i] == BOT else _("human")
            if i < len(self.parts) and self.parts[i]:
                kind = _("{part} · {kind}").format(part=self.parts[i], kind=kind)
            text_in(canvas, ui, kind, fonts.SMALL,
                    theme.marigold_ink, pygame.Rect(name_box.x, rect.y + 46, name_box.w, 26),
                    "topleft")
            big = 64 if won or self.ranked() else QUIET_SCORE
            text_in(canvas, ui, str(self.score_shown(i)), big, theme.charcoal,  # one meaning
                    pygame.Rect(inner.x, rect.y + 74 + (64 - big), inner.w, big + 8), "midtop")
            text_in(canvas, ui, self.score_word(i), fonts.SMALL, theme.charcoal,
                    pygame.Rect(inner.x, rect.y + 146, inner.w, 26), "midtop")
            if crowned and not self.podium():  # on a podium the crown and "1st" say it
                text_in(canvas, ui, _("WINNER"), fonts.SMALL, theme.marigold_ink,
                        pygame.Rect(inner.x, rect.y + 172, inner.w, 26), "midtop")
            elif won:  # a line under the score sets the winner's card apart
                paint.line(canvas, theme.marigold, (inner.x + 20, rect.y + 184),
                           (inner.right - 20, rect.y + 184), 3)
            body = pygame.Rect(inner.x, rect.y + BODY_TOP, inner.w,
                               rect.bottom - 10 - rect.y - BODY_TOP)
            if self.breakdowns is not None and i < len(self.breakdowns):
                size = self.breakdown_size() if size is None else size
                said_unit = self.units_said(size) if said_unit is None else said_unit
                rows = rows_at(ui, body, self.breakdowns[i], size, self.services.words,
                                total=False, counts=self.spec.best.lower_is_better,
                                unit=self.unit_word(i) if said_unit else "",
                                nothing=self.unscored)
                draw_rows(canvas, ui, theme, rows, size)
                continue
            y = body.y
            for line in self.details[i] if i < len(self.details) else []:
                room = pygame.Rect(inner.x, y, inner.w, rect.bottom - 10 - y)
                if ui.fitted_size(line, fonts.SMALL, room.size, wrap=True)[1] > room.h:
                    break  # no room left on the card
                placed = text_in(canvas, ui, line, fonts.SMALL, theme.charcoal, room, "topleft",
                                 wrap=True)
                y = placed.bottom + 4
        if self.podium():  # after the cards: each stands in its plinth's lip
            for i in range(len(seats)):
                place = self.places()[i]
                draw_plinth(canvas, ui, theme, self.card_rect(i), place, self.place_word(place))
        if self.shared:
            band = pygame.Rect(0, 0, 0, SHARED_ROOM - SHARED_GAP - 4)
            said = joined_notes(self.shared)
            band.w = min(canvas.get_width() - 2 * SIDE, ui.measure(said, fonts.BODY)[0] + 48)
            band.midtop = (canvas.get_width() // 2, self.ground() + SHARED_GAP)
            paint.rect(canvas, theme.cream, band, border_radius=band.h // 2)
            text_in(canvas, ui, said, fonts.BODY, theme.charcoal, band.inflate(-24, -4))
        self.draw_moments(canvas)
        draw_confetti(canvas, theme, (accent.r, accent.g, accent.b), self.shown_for,
                      self.confetti_for(), self.match.setup.seed)

    def draw_moments(self, canvas: pygame.Surface) -> None:
        """The winner's flare, behind the crown it bursts from."""
        services = self.services
        style = Style(services.theme, services.fonts, services.pictures, services.images,
                      services.words)
        flares = self.moments.elements(self.shown_for, style, services.reduced_motion)
        for element in flares:
            element.paint(canvas)
        if flares:
            theme = services.theme
            if self.team_won():  # (the heading stays over its own burst)
                self.draw_heading(canvas)
            for seat in self.crowned():
                rect = self.card_rect(seat)
                crown(canvas, (rect.right - 34, rect.y + 28), theme.marigold, theme.charcoal)


def crown(canvas: pygame.Surface, centre: tuple[int, int], fill: Colour, ink: Colour) -> None:
    """A winner's crown: three points and a band."""
    x, y = centre
    points = [(x - 16, y + 10), (x - 16, y - 8), (x - 8, y + 1), (x, y - 12), (x + 8, y + 1),
              (x + 16, y - 8), (x + 16, y + 10)]
    paint.polygon(canvas, fill, points)
    paint.polygon(canvas, ink, points, 2)
    for tip in ((x - 16, y - 9), (x, y - 13), (x + 16, y - 9)):
        paint.circle(canvas, fill, tip, 3)
        paint.circle(canvas, ink, tip, 3, 1)


def card_width(count: int) -> int:
    """Each seat's card: wide enough for its breakdown, five across at most."""
    return min(400, (CARDS_WIDE - (count - 1) * 16) // count)


def plain(note: str) -> str:
    """A note as compared with another: without its full stop, case or spaces round it."""
    return note.rstrip(". ").strip().casefold()


def summed(part: ScoreBreakdown) -> ScoreBreakdown:
    """`part` read at a glance: lines with the same words become one ("4× Perfect taco from
    Lupe", their amounts added), and a note said twice (with or without its full stop) once."""
    counts: dict[str, list[int]] = {}
    for line in part.lines:
        counts.setdefault(str(line.label), [0, 0])
        counts[str(line.label)][0] += 1
        counts[str(line.label)][1] += line.amount
    lines = tuple(ScoreLine(label if n == 1 else f"{n}\u00d7 {label}", amount)
                  for label, (n, amount) in counts.items())
    seen: set[str] = set()
    notes = []
    for note in part.notes:
        said = plain(str(note))
        if said not in seen:
            seen.add(said)
            notes.append(note)
    return dataclasses.replace(part, lines=lines, notes=tuple(notes))


def told_too(part: ScoreBreakdown, details: list[str]) -> ScoreBreakdown:
    """`part` with the table's own lines about the seat (Crazy Taco's cash and turns, Taco
    Fight's forks) after its notes, those it does not say already (nor a line's sum again:
    "Taco 2, 7 cards: 15 × 2 = 30" under "Taco 2, 7 cards: biggest, 15 × 2  +30"; nor the
    score, the card's big number: "Stars taken from Crazy Taco: 7"): shown as room allows."""
    heads = {str(line.label).partition(": ")[0] for line in part.lines}
    extra = tuple(line for line in details if line not in part.notes
                  and line.partition(": ")[0] not in heads  # a line's sum said again
                  and line.rpartition(": ")[2] != str(part.total))  # the score said again
    return dataclasses.replace(part, notes=part.notes + extra) if extra else part


def joined_notes(notes: tuple[str, ...]) -> str:
    """Several notes on one band, a dot between them and no full stop before a dot ("Fewest
    cards wins  ·  5 special cards among the cards taken")."""
    if len(notes) < 2:
        return "".join(notes)
    return "  \u00b7  ".join(note.rstrip(".") for note in notes)
