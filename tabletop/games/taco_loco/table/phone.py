"""What a Taco Loco seat's phone shows: its hand, its moves and its question (`phone_view`).

The gift ("who must eat it?") and the Lonesome counter are asked on the phone of the seat
being asked, privately.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from tabletop.core.actions import Action
from tabletop.core.language import N_
from tabletop.games.taco_loco.rules import events as ev
from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, Card
from tabletop.games.taco_loco.rules.events import TacoPlace
from tabletop.games.taco_loco.rules.observation import (
    COUNTER,
    GIVE,
    Question,
    TacoLocoObservation,
    TacoView,
)
from tabletop.games.taco_loco.table.faces import SPECIAL_CORNER_PX, VALUE_COLOURS, LocoFaces
from tabletop.games.taco_loco.table.phrases import LocoWords
from tabletop.games.taco_loco.table.view_model import STACK_STEP
from tabletop.kit.history import Phrase
from tabletop.kit.phones import PhoneCard, PhoneMark, PhoneMove, PhoneTally, PhoneView
from tabletop.kit.phrases import ordinal
from tabletop.phones import messages as msg
from tabletop.ui import paint, palette
from tabletop.ui.card_sprite import CARD_SIZE
from tabletop.ui.layer import new_surface

MARKS = ((N_("Legendary Taco"), "legendary", N_("Makes the taco exactly {sum}: a perfect taco.")),
         (N_("Lonesome Taco"), "lonesome", N_("Sets a taco back to 0, or counters a Legendary "
                                              "Taco: its player eats the taco.")),
         ("{sum}", "perfect", N_("Exactly {sum}: a perfect taco, you give it away. Over {sum}: "
                                 "ruined, you eat it.")),
         ("=", "plain", N_("The same number as a taco's last card: it starts a new taco.")))
"""The "?" key's lines, as in the other games: a mark (a chip of short words) and what it
means ({sum}: the perfect taco's sum)."""

BANDS_SHOWN = 2
"""A taco on the phone: the bands of this many of the cards under its top card, at most (the
latest; the rest are in its sum)."""
READABLE = 4.5
"""The least contrast of a number with what it stands on, on the phone (WCAG AA for text)."""


def darkened(colour: palette.RGB, under: palette.RGB) -> palette.RGB:
    """`colour`, darkened step by step until words in it read on `under` (or `under` in it)."""
    while palette.contrast_ratio(colour, under) < READABLE and any(colour):
        colour = palette.shade(colour, 0.92)
    return colour


def band_inks(value: int) -> tuple[palette.RGB, palette.RGB, palette.RGB]:
    """A number card's header band, its number's ink and its corner index's ink, each pair
    reading at 4.5:1 at least: cream on the band where it reads, charcoal on a light band
    (cheese), else the band darkened until cream reads on it; the corner index in the band's
    colour, darkened until it reads on the cream card."""
    band = VALUE_COLOURS.get(value, palette.CHARCOAL)
    index = darkened(band, palette.CREAM)
    if palette.contrast_ratio(band, palette.CREAM) >= READABLE:
        return band, palette.CREAM, index
    if palette.contrast_ratio(band, palette.CHARCOAL) >= READABLE:
        return band, palette.CHARCOAL, index
    return darkened(band, palette.CREAM), palette.CREAM, index


PHONE_CAPTION_PX = 25
"""A special card's name on a phone's faces: about 15 css px on the Counter-it answer's 72 px
card (the table's 18 came out at 11 there)."""
SPECIAL_INSET = (13, 8)
"""How far in from a special card's edge its corner numbers stand (x, y): inside the gold or
night frame and its inner line, with felt-free room to spare on a phone's small card."""
PHONE_SPECIAL_ART = 64
"""A special card's picture on a phone's faces (the table's 76), leaving its name the room."""


class PhoneFaces(LocoFaces):
    """The table's faces, with every number card's header number and corner index in inks
    that read on a phone's small screen (the TV's cream on cheese is 2.1:1)."""

    def _draw(self, card: Card) -> pygame.Surface:
        if not card.is_number:
            return self._special(card)
        surface = super()._draw(card)
        w, h = CARD_SIZE
        band, ink, index_ink = band_inks(card.value)
        corner = str(card.value)
        paint.rect(surface, band, pygame.Rect(0, 0, w, 34), border_top_left_radius=10,
                   border_top_right_radius=10)
        paint.rect(surface, palette.EDGE_BROWN, surface.get_rect(), 2, border_radius=10)
        surface.blit(self.index(corner, 27, ink), (9, 1))
        small = self.index(corner, 22, index_ink)
        spot = pygame.Rect(w - small.get_width() - 8, h - small.get_height() - 4,
                           small.get_width(), small.get_height())
        paint.rect(surface, palette.CREAM, spot)
        surface.blit(paint.rotate(small, 180), spot.topleft)
        return surface

    def _special(self, card: Card) -> pygame.Surface:
        """A Legendary or Lonesome Taco as the table draws it, its picture a little smaller
        and higher so its name under it is large enough to read on a phone's small card."""
        w, h = CARD_SIZE
        surface = new_surface(CARD_SIZE, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        if card.kind == LEGENDARY:
            fill, ink, corner = palette.LEGEND_FILL, palette.LEGEND_INK, "11"
            icon = "legendary_taco"
            caption = self.words.pgettext("card face", "Legendary")
            paint.rect(surface, fill, rect, border_radius=10)
            paint.rect(surface, palette.GOLD_DEEP, rect, 6, border_radius=10)
            paint.rect(surface, palette.LEGEND_LINE, rect.inflate(-12, -12), 1, border_radius=7)
        else:
            fill, ink, corner = palette.NIGHT, palette.CREAM, "0"
            icon = "lonesome_taco"
            caption = self.words.pgettext("card face", "Lonesome")
            paint.rect(surface, fill, rect, border_radius=10)
            paint.rect(surface, palette.NIGHT_LINE, rect.inflate(-10, -10), 1, border_radius=7)
            paint.rect(surface, palette.NIGHT_EDGE, rect, 4, border_radius=10)
        inset = SPECIAL_INSET  # (its numbers inside the frame's inner line, clear of it)
        surface.blit(self.index(corner, SPECIAL_CORNER_PX, ink), (inset[0], inset[1] - 2))
        art = self.images.scaled(f"icons/{icon}.png", (PHONE_SPECIAL_ART, PHONE_SPECIAL_ART))
        surface.blit(art, art.get_rect(center=(w // 2, h // 2 - 12)))
        small = self.index(corner, 22, ink)
        index = surface.blit(paint.rotate(small, 180), (w - small.get_width() - inset[0],
                                                        h - small.get_height() - inset[1]))
        label = self.fonts.text(caption, PHONE_CAPTION_PX, ink)
        if label.get_width() > w - 16:  # (a long name narrowed to the card, never cut)
            label = paint.smoothscale(label, (w - 16, label.get_height()))
        spot = label.get_rect(midtop=(w // 2, h // 2 + 22))
        spot.bottom = min(spot.bottom, index.top + 4)  # clear of the corner index
        surface.blit(label, spot)
        return surface


def place_of(obs: TacoLocoObservation, taco: int) -> TacoPlace | None:
    """A taco as the table names it (by its sum, by its place when sums tie)."""
    sums = [t.sum for t in obs.tacos]
    for index, view in enumerate(obs.tacos):
        if view.id == taco:
            return TacoPlace(view.sum, index + 1, sums.count(view.sum) > 1)
    return None


def taco_words(obs: TacoLocoObservation, taco: int, words: LocoWords, card_id: int) -> str:
    """A taco to play on, as a move: what it adds up to after the card ('Play here → the taco
    makes 8 of 11'; its top card's face shows beside), with its place from the left when
    another taco adds up to as much."""
    _ = words.language.gettext
    place = place_of(obs, taco)
    view = next((t for t in obs.tacos if t.id == taco), None)
    if place is None or view is None:
        return _("On {taco}").format(taco=words.where(place))
    after = sum_after(view.sum, card_id, words)
    if place.sum_shared:
        return _("Play here ({ordinal} from the left) → the taco makes {after} of {perfect}"
                 ).format(ordinal=ordinal(place.place, words.language),
                          after=after, perfect=obs.perfect_sum)
    return _("Play here → the taco makes {after} of {perfect}").format(
        after=after, perfect=obs.perfect_sum)


def sum_after(total: int, card_id: int, words: LocoWords) -> int:
    """What a taco adding up to `total` adds up to once the card is on it."""
    data = words.data
    card = data.cards[card_id]
    if card.is_number:
        return total + card.value
    if card.kind == LEGENDARY:
        return data.perfect_sum
    if card.kind == LONESOME:
        return data.lonesome_resets_to
    return total


def move_of(action: Action, obs: TacoLocoObservation, words: LocoWords,
            faces: LocoFaces | None = None) -> PhoneMove:
    """A legal move in the words the phone shows (a taco to play on shows its top card's face
    when `faces` draws them)."""
    names, _ = obs.names, words.language.gettext
    if isinstance(action, PlayCard):
        view = next((t for t in obs.tacos if t.id == action.taco), None)
        if faces is not None and view is not None:
            top = view.top
            return PhoneMove(taco_words(obs, action.taco, words, action.card), action,
                             action.card,
                             f"{top.kind}-{top.value}", faces.face(top))
        return PhoneMove(taco_words(obs, action.taco, words, action.card), action,
                         action.card)
    if isinstance(action, StartTaco):
        return PhoneMove(_("Start a new taco"), action, action.card)
    if isinstance(action, GiveTaco):
        return PhoneMove(_("{name} eats it").format(name=names[action.to]), action)
    if isinstance(action, CounterLegendary):  # (the question's answer beside "Let it stand",
        # no card to tap first: both in sight, the Lonesome Taco it plays drawn on it)
        card = next((c for c in obs.hand if c.id == action.card), None)
        if faces is not None and card is not None:
            return PhoneMove(_("Counter it"), action, face=f"{card.kind}-{card.value}",
                             picture=faces.face(card))
        return PhoneMove(_("Counter it"), action)
    if isinstance(action, DeclineCounter):
        return PhoneMove(_("Let it stand"), action)
    return PhoneMove(type(action).__name__, action)


def prompt_of(obs: TacoLocoObservation, words: LocoWords, seat: int, mine: bool) -> str:
    """What the phone asks of its seat now, or whom the game waits for."""
    question, _ = obs.question, words.language.gettext
    if question is not None and question.seat == seat:
        if question.kind == GIVE:
            return _("Perfect taco! Who must eat it?")
        if question.kind == COUNTER:
            return _("{name} played a Legendary Taco! Counter it with a Lonesome Taco?").format(
                name=obs.names[question.player])
    if question is not None:
        return words.waiting_for(question, seat)
    if obs.over:
        return _("The game is over.")
    if mine:
        return _("Tap a card framed in green, then the taco to play it on.")  # ("Your turn!":
        # the band above; "Taco 1 adds up to 5" under the hand names the tacos)
    if obs.current is not None:
        return _("{name}'s turn.").format(name=obs.names[obs.current])
    return ""


def phone_view(table, seat: int) -> PhoneView:
    """`seat`'s phone now: its hand with the table's own faces, its legal moves, its prompt."""
    obs: TacoLocoObservation = table.observation_of(seat)
    rules = table.match.rules
    mine = seat in rules.actors()
    legal = rules.legal_actions(seat) if mine else []
    faces = table.phones.faces("taco-loco", lambda images, fonts: PhoneFaces(
        images, fonts, table.services.words))
    words = LocoWords(obs.names, table.match.data, table.services.words)
    hand = [PhoneCard(card.id, f"{card.kind}-{card.value}", faces.face(card),
                      words.card(card.id)) for card in obs.hand]
    counters = [a for a in legal if isinstance(a, CounterLegendary)]  # (two Lonesome Tacos:
    legal = [a for a in legal if not isinstance(a, CounterLegendary)] + counters[:1]  # one)
    moves = [move_of(a, obs, words, faces) for a in legal]
    if counters:  # (beside "Counter it", the answer the prompt asks about: the other outlined)
        moves = [replace(m, quiet=True) if isinstance(m.action, DeclineCounter) else m
                 for m in moves]
    return PhoneView(prompt_of(obs, words, seat, mine), hand, moves,
                     tally_title=words._("On the table"), tallies=tallies_of(obs, words, faces),
                     marks=marks_of(obs, words, shown_marks(obs, legal)),
                     marks_title=words._("What the marks mean"), phrase=news_phrase(table))


def news_phrase(table) -> Phrase:
    """The phone's news line: a card played in the page's own words (the tacos are "Taco 1",
    "Taco 2" under the hand: "on taco 1, which now adds up to 11", not the table's "the taco
    showing 8: sum 11"); anything else as the table's history says it."""

    def said(event, reader: int | None) -> str | None:
        if isinstance(event, ev.CardPlayed):
            return played_words(table, event, reader)
        return table.history_text(event, reader)
    return said


def played_words(table, e: ev.CardPlayed, reader: int | None) -> str:
    """'Ben played a 3 on taco 1, which now adds up to 11', 'You started a new taco with a 5'
    (a new taco adds up to its card: said once)."""
    words = LocoWords([s.name for s in table.match.setup.seats], table.match.data,
                      table.services.words)
    _ = words.language.gettext
    you, name, card = e.seat == reader, words.names[e.seat], words.card(e.card)
    if e.started or e.where is None:
        said = (_("You started a new taco with {card}") if you
                else _("{name} started a new taco with {card}"))
    elif table.match.data.cards[e.card].kind == LONESOME:
        said = (_("You played a Lonesome Taco on taco {number}: it is back to {sum}") if you
                else _("{name} played a Lonesome Taco on taco {number}: it is back to {sum}"))
    else:
        said = (_("You played {card} on taco {number}, which now adds up to {sum}") if you
                else _("{name} played {card} on taco {number}, which now adds up to {sum}"))
    number = e.where.place if e.where is not None else 0
    return said.format(name=name, card=card, number=number, sum=e.sum)


def shown_marks(obs: TacoLocoObservation, legal: Sequence[Action] = ()) -> frozenset[str]:
    """The key's entries for what is on the screen now: a Legendary or Lonesome Taco in the
    hand, on a taco or asked about; the perfect sum (always: the table in short shows it); the
    same-number rule while a card may start a new taco."""
    cards = [*obs.hand, *(view.top for view in obs.tacos)]
    question = obs.question
    countered = question is not None and question.kind == COUNTER
    shown = {"perfect"}
    if countered or any(card.kind == LEGENDARY for card in cards):
        shown.add("legendary")
    if countered or any(card.kind == LONESOME for card in cards):
        shown.add("lonesome")
    if any(isinstance(action, StartTaco) for action in legal):
        shown.add("plain")
    return frozenset(shown)


def marks_of(obs: TacoLocoObservation, words: LocoWords,
             shown: frozenset[str] | None = None) -> tuple[PhoneMark, ...]:
    """The "?" key: the special cards, the perfect sum and the same-number rule, in short
    (`shown`: only the entries for those tones, the marks on the screen now; None: all)."""
    _ = words._
    perfect = str(obs.perfect_sum)
    return tuple(PhoneMark(_(said).format(sum=perfect), chip=_(chip).format(sum=perfect),
                           tone=tone) for chip, tone, said in MARKS
                 if shown is None or tone in shown)


def tallies_of(obs: TacoLocoObservation, words: LocoWords, faces: LocoFaces) -> list[PhoneTally]:
    """The tacos on the table (each one's top card and what it adds up to), then the sum a
    perfect taco needs and the cards left to draw: all public."""
    _ = words._
    many = len(obs.tacos) > 1  # (each taco named, as the prompt's "the taco to play it on")
    question = obs.question
    asked = question.taco if question is not None and question.seat == obs.seat else None
    out = [PhoneTally(_("Taco {number} adds up to").format(number=index + 1) if many
                      else _("The taco adds up to"), str(view.sum),
                      *stack_face(faces, view),
                      chips=asked_chips(question, words) if view.id == asked else ())
           for index, view in enumerate(obs.tacos)]
    out.append(PhoneTally(_("Perfect taco sum"), str(obs.perfect_sum)))
    out.append(PhoneTally(_("Cards to draw"), str(obs.pile_size)))
    return out


def stack_face(faces: LocoFaces, view: TacoView) -> tuple[str, pygame.Surface]:
    """A taco as the table lays it, for its tally: the header bands of the cards under its top
    card (the latest few, each with its number, bottom first) above the top card whole; its
    face's name and picture (only the top card's when nothing is under it)."""
    top = view.top
    under = view.cards[-1 - BANDS_SHOWN:-1]
    if not under:
        return f"{top.kind}-{top.value}", faces.face(top)
    w, h = CARD_SIZE
    out = new_surface((w, h + STACK_STEP * len(under)), pygame.SRCALPHA, faces.images.k)
    out.fill(palette.CLEAR)
    for row, card in enumerate((*under, top)):
        out.blit(faces.face(card), (0, row * STACK_STEP))
    return "stack-" + "-".join(str(card.id) for card in (*under, top)), out


def asked_chips(question: Question | None, words: LocoWords) -> tuple[msg.Chip, ...]:
    """The taco a question is about, flagged among the tacos on the table: the perfect taco to
    give away, or the one the Legendary Taco made (a chip in the key's colour for it)."""
    if question is None:
        return ()
    if question.kind == GIVE:
        return (msg.Chip(words._("The perfect taco"), "perfect"),)
    return (msg.Chip(words._("Legendary Taco"), "legendary"),)
