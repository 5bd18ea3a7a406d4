"""The Taco Loco table: seats across the top, the pile and tacos in the middle, your hand below.

Mouse: drag a card onto a taco (legal tacos glow) or click a card then a taco.
Keyboard: Left/Right choose a card, Enter picks it up, Left/Right choose a taco, Enter plays,
Backspace puts it back. Perfect tacos: click a player (or Left/Right and Enter).

The scene wires the table's parts: `view_model.py` (what is where for the viewer), `draw.py` (the
elements), `input.py` (intents as actions) and the kit's card layer; it animates the events.
"""

from __future__ import annotations

import pygame

from tabletop.assets.maps import read_layout
from tabletop.core.actions import Action, Event
from tabletop.core.language import Countable, CountWord
from tabletop.games.taco_loco.rules import events as ev
from tabletop.games.taco_loco.rules import refusals as no
from tabletop.games.taco_loco.rules.actions import DeclineCounter, GiveTaco
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, NUMBER, Card
from tabletop.games.taco_loco.rules.observation import COUNTER, GIVE, TacoLocoObservation, TacoView
from tabletop.games.taco_loco.table import (
    draw,
    empty_row,
    explain,
    goal_plate,
    rule_plate,
    specials_key,
)
from tabletop.games.taco_loco.table.faces import LocoFaces, chip_of, plain_back, taken_face
from tabletop.games.taco_loco.table.input import HAND, LocoInput, Play, Refuse
from tabletop.games.taco_loco.table.phrases import LocoWords, may_not_start_with
from tabletop.games.taco_loco.table.view_model import (
    CARD_H,
    GOAL_GAP,
    KEY_GAP,
    NEW_TACO,
    LocoModel,
    action_for,
    legal_places,
    place_of,
    taco_place,
)
from tabletop.input import intents as it
from tabletop.kit.cards import CardLayer
from tabletop.kit.elements import Element
from tabletop.kit.hand import HOVER_LIFT, PICKED_LIFT, turned_half_height
from tabletop.kit.moments import BURST, FLARE, LAND
from tabletop.kit.signals import Meaning, SignalLook, signal
from tabletop.kit.tooltips import Explanation, HoverClock, tooltip
from tabletop.kit.turn_table import TurnTable
from tabletop.kit.view_model import Box
from tabletop.ui import palette, pixel_budget
from tabletop.ui.card_sprite import CARD_SIZE, CardSprite, Highlight, make_shadow
from tabletop.ui.pictures import Pictures

Corners = tuple[int, int, int, int]


def headroom(model: LocoModel, column: Box) -> int:
    """How far a mark round a taco's sum pill may rise over it and stay off the seats (a tall
    taco's column starts right under them: `draw.marked_area`)."""
    seats = max(int(seat.y + seat.h) for seat in model.seats)
    return int(column.y) - seats - 1 - draw.MARK_REACH


class TacoLocoTable(TurnTable):
    score_label: CountWord = Countable.ngettext("card taken", "cards taken")

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        players = len(match.setup.seats)
        required = [("table", "pile"), ("table", "tacos"), ("table", "hand"),
                    ("table", "prompt"), ("table", "history"), ("table", "key"),
                    ("table", "specials"), ("table", "last")]
        required += [(f"seats-{players}", f"seat-{i}") for i in range(players)]
        self.layout = read_layout("taco_loco/table.tmx", required)
        self._flip_cache = self.flips()
        self.labels: dict[tuple[str, float, int | None], float] = {}
        """The hand's label column's width by language, text size and viewer."""
        self.label_synced = self.hand_label()
        """The hand's label column the cards were last laid out by (`hand_label`)."""
        self.cards = CardLayer(self.make_sprite, self.tweens)
        self.input = LocoInput(self.cards.card_at, self.card_centre)
        self.hover: HoverClock[tuple[int, int]] = HoverClock((0, 0))
        self.coached: pygame.Rect | None = None
        """Where a tutorial coach's panel lies (None: nowhere): the sums' key stays out from
        under it (the coach teaches the sums there)."""
        self.refused: tuple[int, str | None] | None = None
        """The card of the last refused drop and where it was dropped: both are marked
        refused (a red wash and cross) while the reason shows."""
        """How long the pointer has rested: what it rests on then explains itself."""
        self.wake_for(self.hover.due_in)
        fresh = not match.log
        self.sync(animate=fresh)  # a new game deals from the pile; a resumed one is settled
        if fresh:
            self.services.sounds.play("deal")

    # --- what the table shows --------------------------------------------------------------
    @property
    def faces(self) -> LocoFaces:
        """Every card face, made once for the app (and again at a new render scale)."""
        services = self.services

        def make() -> LocoFaces:
            faces = LocoFaces(services.images, services.fonts, services.words)
            faces.warm(self.match.data.cards)
            return faces

        return services.kept(("taco-loco faces", services.words.code), make)

    @property
    def shadow(self) -> pygame.Surface:
        return self.services.kept("card shadow", lambda: make_shadow(
            CARD_SIZE, k=self.services.images.k))

    def flips(self) -> Pictures:
        """The cards' narrowed faces while they turn, shared by every card, bounded by the
        render scale's budget."""
        return Pictures(bytes_limit=pixel_budget.FLIPS.bytes_at(self.services.display.k))

    def make_sprite(self, card: int, pos: tuple[float, float], face_up: bool) -> CardSprite:
        return CardSprite(card, self.faces.face(self.match.data.card(card)), self.faces.back(),
                          self.shadow, pos, face_up, self._flip_cache)

    def rescaled(self) -> None:
        """The window changed scale: faces are made again and the cards settle in place."""
        super().rescaled()
        self._flip_cache = self.flips()
        self.cards.clear()
        self.sync(animate=False)

    def reword(self) -> None:
        """The language changed: the special cards' faces name them in it too."""
        super().reword()
        self.rescaled()

    def observation_of(self, seat: int) -> TacoLocoObservation:
        """What `seat` sees, asked of the rules once per state of the game."""
        seen: dict[int, TacoLocoObservation] = self.per_state("observations", dict)
        if seat not in seen:
            seen[seat] = self.match.rules.observation(seat)
        return seen[seat]

    def obs(self) -> TacoLocoObservation:
        """The viewer's observation."""
        return self.observation_of(self.viewer if self.viewer is not None else 0)

    def model(self) -> LocoModel:
        """What is where for the viewer, worked out once per state of the game."""
        label = self.hand_label()
        return self.per_state(("model", label), lambda: LocoModel.of(
            self.obs(), self.viewer, self.layout, label))

    def hand_label(self) -> float:
        """How wide the hand's tray's label column is: for its name and whom it may wait for,
        each seat's name at this table, in the language and text size of now."""
        words, fonts = self.services.words, self.services.fonts
        key = (words.code, fonts.scale, self.viewer)
        if key not in self.labels:  # (asked for by every look at the model)
            _ = words.gettext
            notes = [_("Waiting for {name}").format(name=seat.name)
                     for i, seat in enumerate(self.match.setup.seats) if i != self.viewer]
            notes.append(_("Your turn"))  # (the pill on the viewer's turn)
            self.labels[key] = draw.label_width(fonts, _(draw.TRAY_TITLE), notes)
        return self.labels[key]

    def my_turn(self) -> bool:
        return (self.viewer is not None and self.viewer in self.match.rules.actors()
                and not self.replaying)

    def legal(self) -> list[Action]:
        viewer = self.viewer
        return self.match.rules.legal_actions(viewer) if viewer is not None and \
            self.my_turn() else []

    def card_centre(self, card: int) -> tuple[float, float]:
        sprite = self.cards.sprites[card]
        return (sprite.x, sprite.y)

    def seat_centre(self, seat: int) -> tuple[float, float]:
        box = self.model().seats[seat]
        return (box.x + box.w / 2, box.y + box.h / 2)

    # --- keeping the cards in step with the rules ----------------------------------------------
    def sync(self, animate: bool = True, origins: dict[int, tuple[float, float]] | None = None,
             delay: float = 0.0) -> None:
        """Move every visible card toward where the rules say it is."""
        model = self.model()
        self.cards.sync(model.spots, animate, origins or {}, model.pile, self.input.dragged(),
                        delay)

    def on_events(self, events: list[Event]) -> None:
        before = {card: (s.x, s.y) for card, s in self.cards.sprites.items()}
        origins: dict[int, tuple[float, float]] = {}
        delay = 0.0
        sounds: list[str] = []
        pile = self.model().pile
        for event in events:
            if isinstance(event, ev.CardPlayed | ev.LegendaryCountered):
                if event.card not in before:
                    origins[event.card] = self.seat_centre(event.seat)
                sounds.append("drop_ok")
            elif isinstance(event, ev.TacoGiven | ev.TacoTaken):
                to = event.to if isinstance(event, ev.TacoGiven) else event.seat
                start = dict(before)
                start.update(origins)
                self.cards.fly(event.cards, start, self.seat_centre(to), True, pile,
                               delay + 0.35)
                delay += 0.3
                sounds.append("perfect_taco" if isinstance(event, ev.TacoGiven) else "ruined")
            elif isinstance(event, ev.CardDrawn | ev.CardDealt):
                if event.seat != self.viewer:
                    self.cards.fly((event.card,), {}, self.seat_centre(event.seat), False, pile,
                                   delay + 0.2)
                sounds.append("deal")
            elif isinstance(event, ev.CounterAsked) and event.seat == self.viewer:
                sounds.append("flip")
            self.moment_of(event)
        for name in dict.fromkeys(sounds):
            self.services.sounds.play(name)
        self.sync(animate=True, origins=origins)
        self.input.reset(self.model())

    def moment_of(self, event: Event) -> None:
        """A perfect taco bursts where it stands, a Legendary Taco flares as it lands, a
        countered one is stamped out."""
        _ = self.services.words.gettext
        if isinstance(event, ev.GiveAsked):
            moment = (BURST, palette.LIME, _("Perfect taco!"))
        elif isinstance(event, ev.CardPlayed) and \
                self.match.data.card(event.card).kind == LEGENDARY:
            moment = (FLARE, palette.GOLD, _("Legendary Taco!"))
        elif isinstance(event, ev.LegendaryCountered):
            moment = (LAND, palette.CHILI, _("Countered!"))
        else:
            return
        place = self.place_rect(taco_place(event.taco))
        if place is not None:
            kind, colour, word = moment
            self.celebrate(kind, place.center, colour, word)

    def revealed(self, seat: int) -> None:
        self.sync(animate=False)

    def hand_closed(self, seat: int) -> None:
        """The turn is over: what is left of the hand goes face down to the seat's panel."""
        hand = [c.id for c in self.observation_of(seat).hand if c.id in self.cards.sprites]
        start = {card: self.card_centre(card) for card in hand}
        for card in hand:
            del self.cards.sprites[card]
        self.cards.fly(tuple(hand), start, self.seat_centre(seat), False, self.model().pile)

    def latest_lines(self, count: int) -> tuple[str, ...]:
        """Before the first move the history says where the card on the table came from (the
        taco base turned up from the pile), never "Nothing yet" under a taco already on the
        table; read from the observation, as a table reads everything it shows."""
        lines = super().latest_lines(count)
        if lines or self.match.log:
            return lines
        return self.per_state("opening line", self.opening_line_words)

    def opening_line_words(self) -> tuple[str, ...]:
        """The taco base's line, from the first taco's first card (none without a taco)."""
        tacos = self.model().obs.tacos
        if not tacos or not tacos[0].cards:
            return ()
        words = LocoWords([seat.name for seat in self.match.setup.seats], self.match.data,
                          self.services.words)
        return (words.base_words(tacos[0].cards[0].id),)

    def history_text(self, event: Event, reader: int | None) -> str | None:
        """A line of the history, said to "you" when it concerns the reader (deals, draws and
        the private counter question make none)."""
        if isinstance(event, ev.CardDealt | ev.CardDrawn | ev.CounterAsked | ev.CounterDeclined
                      | ev.GiveAsked):
            return None
        return self.phrases.say(event, reader)

    def curtain_reason(self, seat: int) -> str:
        question = self.match.rules.observation(seat).question
        if question is not None and question.kind == COUNTER:
            legend = self.match.setup.seats[question.player].name
            return self.services.words.gettext(
                "{name} played a Legendary Taco. A private question for you: counter it with a "
                "Lonesome Taco?").format(name=legend)
        return super().curtain_reason(seat)

    # --- input -------------------------------------------------------------------------------
    def handle_table(self, intent: it.Intent) -> None:
        if isinstance(intent, it.PointerMove):
            self.hover.moved(intent.pos)
        elif isinstance(intent, it.PointerDown | it.PointerUp):
            self.hover.rested = 0.0  # a click or a drop: what lies there explains itself later
        for ask in self.input.handle(intent, self.model(), self.legal(), self.my_turn()):
            if isinstance(ask, Refuse):
                self.refuse(self.services.words.gettext(ask.reason))
                self.snap_back(ask.card)
            elif ask.card is not None:
                self.play_card(ask)
            else:
                self.submit(ask.action)

    def play_card(self, play: Play) -> None:
        """A card dropped (or placed by the keys) on a taco: it settles, or snaps home."""
        sprite = self.cards.sprites.get(play.card) if play.card is not None else None
        if sprite is not None:
            self.tweens.add(sprite, "lift", 0.0, 0.12)
        refusal = self.match.check(play.action)
        if not self.submit(play.action):
            if play.card is not None:  # (the card tried, and where: marked while it shows)
                self.refused = (play.card, place_of(play.action))
                said = self.refusal_naming(refusal.why if refusal is not None else None,
                                           play.card)
                if said:
                    self.feedback.refusal = said
            self.snap_back(play.card)
        elif play.keyboard:
            self.input.mode, self.input.focus.index = HAND, 0

    def refusal_naming(self, why: object, card: int) -> str | None:
        """A new taco refused: the reason naming the card tried and the number that may
        ("Only another 1 may start a new taco: play your 5 on a taco."); None: the phrase
        book's words already say enough."""
        if not isinstance(why, no.MayNotStartTaco):
            return None
        return may_not_start_with(self.match.data.card(card), self.model().obs.last_number,
                                  why.same_number, self.services.words)

    def refused_now(self) -> tuple[int, str | None] | None:
        """The refused card and place while the refusal shows (None: none shows)."""
        return self.refused if self.feedback.refusing else None

    def snap_back(self, card: int | None) -> None:
        if card is not None:
            self.cards.snap_back(card, self.model().spots.get(card))

    # --- bots, automatic answers, the cards' lift ----------------------------------------------
    def update_play(self, dt: float) -> None:
        question = self.observation_of(self.humans[0]).question if self.humans else None
        if (question is not None and question.kind == COUNTER and not self.hot_seat
                and question.seat in self.humans and not self.tweens.busy
                and not any(c.kind == LONESOME for c in self.observation_of(question.seat).hand)):
            self.submit(DeclineCounter(question.seat))  # nothing to counter with: no question
            return
        label = self.hand_label()
        if label != self.label_synced:  # (another language or text size: the hand's tray
            self.label_synced = label  # is as wide as its words, and its cards move with it)
            self.sync(animate=False)
        super().update_play(dt)
        self.hover.advance(dt)
        self.cards.ease(dt, self.lifts(), self.input.dragged(),
                        self.input.drag.state.item_pos if self.input.dragged() is not None
                        and self.input.drag.state is not None else None)

    def lifts(self) -> dict[int, float]:
        """How high each card is raised: the picked card, and a hand card under the pointer."""
        out: dict[int, float] = {}
        picked = self.input.selected
        if picked is not None:
            out[picked] = PICKED_LIFT
        if self.my_turn() and not self.input.drag.dragging:
            for card in self.model().hand:
                sprite = self.cards.sprites.get(card)
                if card != picked and sprite is not None and \
                        sprite.rect.collidepoint(self.input.pointer):
                    out[card] = HOVER_LIFT
        return out

    # --- holding still -------------------------------------------------------------------------
    # --- what things say about themselves ---------------------------------------------------
    def coach_covers(self, box: pygame.Rect | None) -> None:
        self.coached = box
        if box is not None:  # the coach welcomes and tells each move's outcome: no news line
            self.feedback.last_text = ""  # at the bottom saying it again (refusals still show)

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """The coach's arrow crosses no taco (nor its sum) and no new-taco slot but the places
        its step points at (from the right, the arrow to the first taco passed over the slot;
        where no arrow is clear, the outline says where), and not "The goal" plate's sum and
        words either."""
        coach = getattr(self.match, "coach", None)
        step = getattr(coach, "step", None)
        pointed = set(step.places) if step is not None else set()
        model = self.model()
        out: list[pygame.Rect] = []
        for place, column in model.columns.items():
            if place in pointed:
                continue
            if place == NEW_TACO:
                out.append(draw.new_slot_rect(column))
            else:  # (its cards and its sum's pill)
                out += [draw.place_area(column, model.column_height(place),
                                        model.card_room(place)),
                        draw.badge_rect(column).inflate(4, 4)]
        if model.goal is not None:
            out.append(pygame.Rect(model.goal))
        return out

    def place_rect(self, name: str) -> pygame.Rect | None:
        """The coach's places: "hand", "pile", "prompt", "new", "taco:<id>", "seat:<n>",
        "card:<key>" (the card of the hand the coach names: "drag your 5" ringed the whole
        hand)."""
        model = self.model()
        if name.startswith("card:"):
            key = name.split(":", 1)[1]
            held = [card for card in model.hand if self.match.data.card(card).key == key]
            if not held:
                return None
            spot = model.spots[held[0]]
            across, high = draw.turned_half_width(spot.angle), turned_half_height(spot.angle)
            return pygame.Rect(round(spot.x - across), round(spot.y - high),
                               round(2 * across), round(2 * high)).inflate(-4, -8)  # (the ring
            # round it, 7 px out and its edge, stays inside the hand's tray; the card's dark
            # edge inside it, `card_highlight`)
        if name in model.columns:  # (a taco with its sum's pill, so the ring goes round it)
            box = model.columns[name]
            rect = pygame.Rect(box.x, box.y, box.w, model.column_height(name))
            return rect if name == NEW_TACO else rect.union(draw.badge_rect(box).inflate(12, 12))
        kind, _, number = name.partition(":")
        boxes = {"hand": draw.tray_rect(model) or model.hand_zone, "prompt": model.prompt_zone}
        if name in boxes:
            return pygame.Rect(boxes[name])
        if kind == "seat" and number.isdigit() and int(number) < len(model.seats):
            return pygame.Rect(model.seats[int(number)])
        if name == "pile":
            return pygame.Rect(0, 0, CARD_SIZE[0], CARD_SIZE[1]).move(
                model.pile[0] - CARD_SIZE[0] // 2, model.pile[1] - CARD_SIZE[1] // 2)
        return None

    def explained(self) -> tuple[Explanation, Corners] | None:
        """The explanation shown now and what it is by: the keyboard's focus at once, or
        what the pointer has rested on (never during a drag or a replay)."""
        if self.replaying or self.input.drag.dragging:
            return None
        if self.keyboard_mode:
            return self.focus_explained()
        if not self.hover.ready:
            return None
        found = self.explain_at(self.hover.pointer)
        if found is None:
            return None
        rect = found[1]
        return found[0], (rect.x, rect.y, rect.w, rect.h)

    def focus_explained(self) -> tuple[Explanation, Corners] | None:
        model = self.model()
        question = model.obs.question
        if question is not None:  # the keys choose a seat or an answer: the seat says its part
            chosen = self.input.give_choice(model) if question.kind == GIVE else None
            if chosen is None or question.seat != self.viewer:
                return None
            box = model.seats[chosen]
            return (explain.seat_words(self.match.setup.seats[chosen].name,
                                       model.obs.hand_sizes[chosen], model.obs.taken[chosen],
                                       False, False, self.services.words),
                    (int(box.x), int(box.y), int(box.w), int(box.h)))
        card = self.input.focused_card(model) if self.my_turn() else None
        if card is not None and card in self.cards.sprites:
            rect = self.cards.sprites[card].rect
            return (explain.card_words(self.match.data.card(card), model.obs.perfect_sum,
                                       self.services.words),
                    (rect.x, rect.y, rect.w, rect.h))
        place = self.input.focused_place(model)
        if place is not None:
            words = explain.taco_words(model, place, self.services.words)
            if words is not None:
                column = pygame.Rect(model.columns[place])
                return words, (column.x, column.y, column.w, model.column_height(place))
        return None

    def focus_said(self) -> str | None:
        """Narration: what the keys' focus rests on and what it may do."""
        model = self.model()
        question = model.obs.question
        if question is not None:
            if question.seat != self.viewer:
                return None
            if question.kind == COUNTER:
                self.input.prompt_ready(model)
                answer = explain.COUNTER_FOCUS[self.input.prompt_focus]
                return self.services.words.gettext(answer)
            chosen = self.input.give_choice(model)
            if chosen is None:
                return None
            return explain.give_focus_words(self.match.setup.seats[chosen].name,
                                            model.obs.hand_sizes[chosen], model.obs.taken[chosen],
                                            self.services.words)
        if not self.my_turn():
            return None
        picked = self.input.selected
        place = self.input.focused_place(model)
        if picked is not None and place is not None:
            return explain.place_focus_words(model, place, self.match.data.card(picked),
                                             place in legal_places(picked, self.legal()),
                                             self.services.words)
        card = self.input.focused_card(model)
        if card is None:
            return None
        return explain.card_focus_words(model, self.match.data.card(card),
                                        sorted(legal_places(card, self.legal())),
                                        model.hand.index(card), self.services.words)

    def table_said(self) -> list[str]:
        """Narration's summary of the table: the tacos, the pile, the viewer's hand."""
        model = self.model()
        return explain.table_words(model, model.obs.hand if self.viewer is not None else (),
                                   self.services.words)

    def explain_at(self, pos: tuple[int, int]) -> tuple[Explanation, pygame.Rect] | None:
        """What the thing under `pos` is and does, if anything, and where it is."""
        model, obs = self.model(), self.model().obs
        for taco in obs.tacos:
            pill = draw.badge_rect(model.columns[f"taco:{taco.id}"])
            if pill.collidepoint(pos):
                return (explain.sum_words(taco.sum, len(taco.cards), obs.perfect_sum,
                                          self.services.words), pill)
        for place, taco, top, band, folded in self.folds(model):
            fold = draw.tucked_rect(model.columns[place], top, band)
            said = draw.folded_words(self.services.words, len(folded))
            chips = tuple(chip_of(card) for card in folded)
            tiled = draw.tile_rects(fold, len(folded), draw.tile_least(self.services.fonts,
                                                                         chips))
            if fold.collidepoint(pos) or (tiled and draw.tab_rect(
                    self.services.fonts, fold, said).collidepoint(pos)):
                return (explain.folded_cards_words([chip[2] for chip in chips], taco.sum,
                                                   self.services.words), fold)
        card = self.cards.card_at(pos, self.cards.order)
        if card is not None and self.cards.sprites[card].face_up:
            words = explain.card_words(self.match.data.card(card), obs.perfect_sum,
                                       self.services.words)
            return (Explanation(words.title, words.lines + tuple(
                explain.in_taco(model, card, self.services.words))),
                    self.cards.sprites[card].rect)
        seat = model.seat_at(pos)
        if seat is not None:
            return (explain.seat_words(self.match.setup.seats[seat].name,
                                       obs.hand_sizes[seat], obs.taken[seat],
                                       seat == self.viewer, seat in self.match.rules.actors(),
                                       self.services.words),
                    pygame.Rect(model.seats[seat]))
        pile = pygame.Rect(0, 0, 150, 230)
        pile.center = (int(model.pile[0]), int(model.pile[1]) + 10)
        if pile.collidepoint(pos):
            return explain.pile_words(obs.pile_size, obs.hand_size, self.services.words), pile
        plate = rule_plate.plate_zone(model.seats) or rule_plate.compact_zone(
            model.seats, self.last_zone())
        if plate is not None and plate.contains(pos):
            return (explain.last_number_words(obs.last_number, obs.same_number,
                                              self.services.words), pygame.Rect(plate))
        if model.history_zone.contains(pos) and self.happened.entries:
            return explain.history_words(self.services.words), pygame.Rect(model.history_zone)
        return None

    # --- drawing ---------------------------------------------------------------------------------
    def elements(self, canvas: pygame.Surface) -> list[Element]:
        style, model, theme = self.style(), self.model(), self.services.theme
        out = [draw.pile(style, model, self.faces.back(), self.shadow)]
        out += self.seat_elements(model)
        out += self.place_elements(model)
        if not model.obs.tacos and NEW_TACO in model.columns:  # (an empty table's row)
            tacos = self.layout.zone("table", "tacos")
            zone = pygame.Rect(int(tacos.x), int(tacos.y), int(tacos.width), int(tacos.height))
            right = model.specials_zone.x - KEY_GAP if model.specials_shown else zone.right
            if model.goal is not None:  # (the outline round the row's felt, left of the goal)
                right = int(model.goal.x) - GOAL_GAP // 2
            out.append(empty_row.empty_row(style, empty_row.row_rect(
                zone, int(right), draw.new_slot_rect(model.columns[NEW_TACO]))))
        if model.goal is not None:
            out.append(goal_plate.goal_plate(style, pygame.Rect(model.goal),
                                             model.obs.perfect_sum))
        note = draw.hand_note(style, model, self.where_hands_are(), self.open_hands)
        if note is not None:
            out.append(note)
        tray = draw.hand_tray(style, model)
        if tray is not None:
            out.append(tray)
        yours = self.my_turn() and model.viewer is not None
        status = draw.hand_status(style, model, self.services.words.gettext("Your turn")
                                  if yours else self.waiting_for(), yours)
        if status is not None:
            out.append(status)
        self.dim_hand(model)
        lines = tuple(reversed(self.latest_lines(draw.HISTORY_ROWS)))
        told = draw.history(style, model.history_zone, lines or (
            self.services.words.gettext(draw.HISTORY_EMPTY),))  # (no bare corner at first)
        if told is not None:
            out.append(told)
        picked = self.input.dragged() if self.input.dragged() is not None \
            else self.input.selected
        highlights = {card: self.card_highlight(card, model) for card in self.cards.order}
        raised = [picked] if picked is not None and picked in self.cards.sprites else []
        if raised:
            highlights[raised[0]] = signal(Meaning.SELECTED, theme)
        out += self.cards.elements(draw.Z_CARDS, raised, highlights, draw.Z_LIFTED)
        out += [draw.taco_sum(style, place, model.columns[place], taco.sum,
                              model.obs.perfect_sum)
                for place, taco in ((f"taco:{t.id}", t) for t in model.obs.tacos)]
        for place, _taco, top, band, folded in self.folds(model):
            bands = tuple(chip_of(card)[0] for card in folded)
            out.append(draw.folded_edges(place, model.columns[place], top, band, bands))
            out.append(draw.tucked_chip(style, place, model.columns[place], top, band,
                                        len(folded), tuple(chip_of(card) for card in folded)))
        prompt = self.prompt_element(model)
        key = draw.sum_key_rect(model.key_zone)
        if (self.coached is None or not self.coached.colliderect(key)) and not (
                prompt is not None and model.key_in_corner):
            out.append(draw.sum_key(style, model))  # in the corner beside the hand
        if model.specials_shown and (self.coached is None or not self.coached.colliderect(
                pygame.Rect(model.specials_zone))):
            out.append(specials_key.specials_key(style, model.specials_zone,
                                                 self.special_pictures()))
        plate = rule_plate.plate_zone(model.seats)
        if plate is not None and (self.coached is None or not self.coached.colliderect(
                pygame.Rect(plate))):  # (two seats: the felt between them)
            name = rule_plate.picture_name(model.obs.last_number)
            size = (rule_plate.PICTURE, rule_plate.PICTURE)
            out.append(rule_plate.plate(style, plate, model.obs.last_number,
                                        model.obs.same_number, self.services.images.scaled(
                                            name, size) if name is not None else None,
                                        tacos=bool(model.obs.tacos),
                                        after_special=self.special_played_last()))
        compact = rule_plate.compact_zone(model.seats, self.last_zone())
        if compact is not None and (self.coached is None or not self.coached.colliderect(
                pygame.Rect(compact))):  # (more seats: the felt over the pile)
            last = rule_plate.compact_plate(style, compact, model.obs.last_number,
                                            model.obs.same_number, tacos=bool(model.obs.tacos))
            if last is not None:
                out.append(last)
        if prompt is not None:
            out.append(prompt)
        shown = self.explained()
        if shown is not None:  # never over the question the player must answer
            question = [prompt.rect.inflate(-12, -12)] if prompt is not None else []
            out.append(tooltip(style, shown[0], pygame.Rect(shown[1]), canvas.get_size(),
                               avoid=question))
        return out

    @staticmethod
    def folds(model: LocoModel) -> list[tuple[str, TacoView, float, float, tuple[Card, ...]]]:
        """Each very tall taco's folded middle: its place, the taco, where the folded cards'
        edges start and the band they are folded over (`LocoModel.tucked`), and those cards."""
        out = []
        for place in model.columns:
            under, count = model.tucked(place)
            taco = model.taco_at(place)
            if count and taco is not None:
                top, band = (model.spots[taco.cards[i].id].y - CARD_H / 2
                             for i in (under - count, under))
                out.append((place, taco, top, band, taco.cards[under - count:under]))
        return out

    def special_played_last(self) -> bool:
        """Whether the card played last was a Legendary or Lonesome Taco (from the history, so
        a game opened part-way or a move undone says the same): the last number is older."""
        for entry in reversed(self.happened.entries):
            event = entry.event
            if isinstance(event, ev.LegendaryCountered):
                return True
            if isinstance(event, ev.CardPlayed):
                return self.match.data.card(event.card).kind != NUMBER
        return False

    def last_zone(self) -> Box:
        """The felt over the pile, where the compact last-number plate stands when no plate
        fits between the seats (`rule_plate.compact_zone`)."""
        zone = self.layout.zone("table", "last")
        return Box.of(zone.x, zone.y, zone.width, zone.height)

    def seat_elements(self, model: LocoModel) -> list[Element]:
        theme, obs, style = self.services.theme, model.obs, self.style()
        question = obs.question
        giving = (question is not None and question.kind == GIVE and question.seat == self.viewer
                  and not self.replaying)
        chosen = self.input.give_choice(model) if self.keyboard_mode else None
        hint = self.feedback.hint_action
        actors = self.match.rules.actors()
        out = []
        for seat, box in enumerate(model.seats):
            target: SignalLook | None = None
            if giving and seat != self.viewer:
                target = signal(Meaning.CURSOR if seat == chosen else Meaning.LEGAL, theme)
                if isinstance(hint, GiveTaco) and hint.to == seat:
                    target = draw.hint_mark(theme)
            out.extend(draw.seat(style, box, seat, self.match.setup.seats[seat].name,
                                 seat == self.viewer, self.seat_style(seat),
                                 obs.hand_sizes[seat], obs.taken[seat], seat in actors, target,
                                 self.open_hand(seat), self.mini_back(
                                     box.w >= draw.WIDE_SEAT), self.taken_face(
                                     box.w >= draw.WIDE_SEAT)))
        return out

    def mini_back(self, wide: bool = True) -> pygame.Surface:
        """The game's card back as a seat's hand shows it, plain (its lattice and taco mark,
        no lettering: `faces.plain_back`): a wide seat's (`draw.WIDE_SEAT`) or a narrow
        one's, smaller."""
        size = draw.MINI_CARD if wide else draw.SMALL_CARD
        images = self.services.images
        return self.services.kept(("taco-loco plain back", size),
                                  lambda: plain_back(images, size))

    def taken_face(self, wide: bool = True) -> pygame.Surface:
        """The top card of a seat's taken pile (`faces.taken_face`), a wide seat's or a narrow
        one's."""
        size = draw.MINI_CARD if wide else (draw.SMALL_CARD[0] + 2, draw.SMALL_CARD[1] + 2)
        images = self.services.images
        return self.services.kept(("taco-loco taken face", size),
                                  lambda: taken_face(images, size))

    def special_pictures(self) -> dict[str, pygame.Surface]:
        """The special cards' pictures for their key (`specials_key.py`), by kind."""
        size = (specials_key.PICTURE, specials_key.PICTURE)
        return {kind: self.services.images.scaled(f"icons/{kind}_taco.png", size)
                for kind, _said in specials_key.ROWS}

    def tortilla(self) -> pygame.Surface:
        """The new-taco slot's picture: a tortilla waiting for its first card."""
        return self.services.images.scaled("icons/tortilla.png", (76, 76))

    def dim_hand(self, model: LocoModel) -> None:
        """The viewer's hand is dimmed (still readable) while it is not their turn."""
        alpha = 255.0 if self.my_turn() or self.replaying else float(draw.HAND_DIM)
        for card in model.hand:
            sprite = self.cards.sprites.get(card)
            if sprite is not None:
                sprite.alpha = alpha

    def waiting_for(self) -> str:
        """Why the viewer's hand is dimmed, said where it lies: whom the table waits for
        (nothing on the viewer's turn, in a replay or once the game is over)."""
        actors = self.match.rules.actors()
        if self.my_turn() or self.replaying or not actors or self.viewer is None:
            return ""
        return self.services.words.gettext("Waiting for {name}").format(
            name=self.match.setup.seats[actors[0]].name)

    def open_hand(self, seat: int) -> tuple[draw.Chip, ...]:
        """The seat's hand face up in its panel: only in a replay watched as everyone's
        cards (else nothing)."""
        if not self.open_hands or not self.replaying:
            return ()
        return tuple(chip_of(card) for card in self.observation_of(seat).hand)

    def place_elements(self, model: LocoModel) -> list[Element]:
        theme, style = self.services.theme, self.style()
        drag = self.input.drag
        dragging = drag.dragging
        legal = self.input.legal_shown(model, self.legal())
        focused = self.input.focused_place(model) if self.keyboard_mode else None
        hint = place_of(self.feedback.hint_action)
        picking = dragging or self.input.selected is not None
        refused = self.refused_now()
        if refused is not None and not dragging and not legal:  # (where the refused card
            # may go, as the refusal says: "it must start a new taco", "play your 5 on a taco")
            legal = legal_places(refused[0], self.legal()) - {refused[1]}
        out = []
        for place, column in model.columns.items():
            new_slot = place == NEW_TACO
            mark = signal(Meaning.LEGAL, theme) if place in legal else None
            hovered = dragging and drag.hover_zone == place
            if hovered and place not in legal:
                mark = draw.refused_mark(theme)
            if focused == place:
                mark = signal(Meaning.CURSOR, theme)
            if hint == place:
                mark = draw.hint_mark(theme)
            if refused is not None and refused[1] == place and not dragging:
                mark = draw.refused_mark(theme)
            element = draw.place(style, place, column, new_slot, picking, mark, hovered,
                                 model.column_height(place),
                                 self.tortilla() if new_slot else None,
                                 model.card_room(place), headroom(model, column))
            if element is not None:
                out.append(element)
        return out

    def card_highlight(self, card: int, model: LocoModel) -> Highlight | None:
        theme = self.services.theme
        hint = self.feedback.hint_action
        if hint is not None and getattr(hint, "card", None) == card:
            return draw.hint_mark(theme)
        refused = self.refused_now()
        if refused is not None and refused[0] == card:
            return draw.refused_mark(theme)
        if (self.keyboard_mode and self.input.mode == HAND and self.my_turn()
                and model.obs.question is None and self.input.focused_card(model) == card):
            return signal(Meaning.CURSOR, theme)
        if self.coached is not None and card in self.coach_cards(model):
            return draw.CardEdge(theme.charcoal)  # (a dark edge between the card's frame
            # and the coach's ring round it: the Legendary's gold frame and the ring read as
            # one outline)
        return None

    def coach_cards(self, model: LocoModel) -> set[int]:
        """The hand's cards a tutorial coach's step points at ("card:<key>"), ringed."""
        step = getattr(getattr(self.match, "coach", None), "step", None)
        keys = {place.split(":", 1)[1] for place in (step.places if step is not None else ())
                if place.startswith("card:")}
        return {card for card in model.hand if self.match.data.card(card).key in keys}

    def prompt_element(self, model: LocoModel) -> Element | None:
        question = model.obs.question
        if question is None or question.seat != self.viewer or self.replaying:
            return None
        _ = self.services.words.gettext
        if question.kind != COUNTER:
            if self.coached is not None and getattr(self.match, "coach", None) is not None \
                    and not self.keyboard_mode:  # (the keys are said only here)
                return None  # (a tutorial's coach asks for the gift: one order, said once)
            return draw.prompt(self.style(), model, self.device_words(
                _("Perfect taco! Click the player who must eat it."),
                _("Perfect taco! {left_right} to the player who must eat it, then {confirm}")),
                ())
        self.input.prompt_ready(model)
        legend = self.match.setup.seats[question.player].name
        answers = tuple((_(label), action is not None,
                         self.keyboard_mode and self.input.prompt_focus == i,
                         self.input.prompt_hover == i)
                        for i, (label, action) in enumerate(self.input.counter_choices(model)))
        return draw.prompt(self.style(), model,
                           _("{name} played a Legendary Taco! Counter it with a Lonesome "
                             "Taco?").format(name=legend), answers)

    def status_text(self) -> tuple[str, str, int | None]:
        """The top bar: whose turn, its chip, and what to do now, in a tutorial too (a chip
        alone, "Legendary!", told the learner nothing to do); while the coach talks (a step
        that asks for no move) the bar says to read it and press Next."""
        chip, said, seat = self._status()
        coach = getattr(self.match, "coach", None)
        if self.coached is not None and coach is not None and coach.talking and \
                not self.replaying:
            return (chip, self.services.words.gettext("Read the coach, then press Next"), seat)
        return (chip, said, seat)

    def _status(self) -> tuple[str, str, int | None]:
        actors = self.match.rules.actors()
        seat = actors[0] if actors else None
        question = self.obs().question
        _ = self.services.words.gettext
        if seat is None:
            return (_("Game over"), "", None)
        mine = seat == self.viewer and not self.replaying
        name = self.match.setup.seats[seat].name
        if question is not None and question.kind == GIVE:
            return (_("Perfect taco!"), _("Choose who gets it") if mine
                    else _("{name} chooses who gets the taco").format(name=name), seat)
        if question is not None and question.kind == COUNTER:
            return (_("Legendary!"), _("Counter with a Lonesome Taco?") if mine
                    else _("{name} decides whether to play a Lonesome Taco").format(
                        name=name), seat)
        if mine:
            if self.keyboard_mode:
                tip = (_("{Arrows} choose a card, {confirm} picks it") if self.input.mode == HAND
                       else _("{Arrows} choose a taco, {confirm} plays, {erase} cancels"))
            else:
                tip = _("Drag a card onto a taco (or click a card, then a taco)")
            return (_("Your turn"), tip, seat)
        # (someone else's turn: what they are doing, beside their name and the chip)
        if self.replaying:  # ("Playing" there would read as the replay's own state)
            return (_("to play"), "", seat)
        return (_("Playing"), _("Choosing a card to play on a taco, or to start a new one"),
                seat)

    def latest_line(self) -> str:
        """A continued game's last move is in "What happened": the line at the bottom does not
        say it again."""
        return ""

    def news_of(self, events: list[Event]) -> str | None:
        """The line at the bottom keeps to refusals and hints: every move is told once, in
        the "What happened" panel, and a question in the top bar (a move clears what the
        line said before)."""
        return "" if super().news_of(events) is not None else None

    def result_details(self) -> list[list[str]]:
        rules = self.match.rules
        details = []
        for seat in range(len(self.match.setup.seats)):
            cards = rules.observation(seat).taken_cards[seat]
            numbers = sum(1 for c in cards if c.kind == NUMBER)
            specials = len(cards) - numbers
            words = self.services.words
            lines = []  # (the cards taken are the card's big number: not said again)
            if specials:
                lines.append(words.ngettext("{count} special card among the cards taken",
                                            "{count} special cards among the cards taken",
                                            specials)
                             .format(count=specials))
            lines.append(words.gettext("Fewest cards wins"))
            details.append(lines)
        return details

    # --- screenshots ---------------------------------------------------------------------------
    def demo_refusal(self) -> None:
        """For screenshots: try an illegal drop so the refusal shows."""
        model = self.model()
        legal = self.legal()
        for card in model.hand:
            allowed = legal_places(card, legal)
            for place in model.columns:
                action = action_for(self.viewer if self.viewer is not None else 0, card, place)
                if place not in allowed and action is not None:
                    self.play_card(Play(action, card))  # as a drag would drop it
                    return
