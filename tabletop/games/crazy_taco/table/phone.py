"""What a Crazy Taco seat's phone shows: the customer player's hand (theirs alone, the cards'
own faces; a folded key says what their marks mean), the customers at the counter (the orders
the dice serve) and every seat's moves as buttons (the manager's dice moves, Roll, Finish, End
turn...)."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import replace

import pygame

from tabletop.core.actions import Action, action_to_dict
from tabletop.core.language import N_
from tabletop.games.crazy_taco.rules import actions as act
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.state import (
    BONUS,
    CUP,
    FINE,
    REST,
    SPENT,
    STEP_EXTRA,
    STEP_MANAGE,
    STEP_OFFER,
    TABLE,
    TASK,
)
from tabletop.games.crazy_taco.table.card_names import card_title, hand_name
from tabletop.games.crazy_taco.table.faces import (
    MESSAGE_WORDS,
    PENALTY_STAR,
    TacoFaces,
    penalty_words,
)
from tabletop.games.crazy_taco.table.phrases import CrazyWords
from tabletop.games.crazy_taco.table.view_model import BIG, face_shape
from tabletop.kit.phones import (
    PhoneCard,
    PhoneMark,
    PhoneMove,
    PhonePick,
    PhonePlace,
    PhoneTally,
    PhoneToken,
    PhoneView,
    refusals_of,
)
from tabletop.kit.phrases import capital
from tabletop.phones import messages as msg
from tabletop.ui import paint, palette
from tabletop.ui.draw import text_in
from tabletop.ui.layer import Layer, new_surface, scale_of

PHONE_ORDER_ICON = 40
"""An order's taco and cup on a phone's faces at most (the table's 24), in the middle of the
room the table keeps for the dice placed on a card (a phone never draws them): about 33 px on a
card three abreast."""
PHONE_PENALTY_TEXT = 23
"""A phone's card footer's "-1" (by its struck star): the phone shows a card at about two
thirds of its size, so the table's 20 px would read at 13 css px; 23 reads at 14-15."""
PHONE_TITLE_TEXT = 18
"""A card's name on a phone's faces (the table's 20): about 15 css px on a card three abreast,
so a long one ("Bienvenida") ends with air before its header's right edge, never filling the
bar edge to edge and top to bottom."""
PHONE_FOOTER_INSET = 5
"""A phone's card footer starts this much further in from the card's left edge than the
table's: its TASK / OPEN chip (at 3 px on the table) then sits inside the card's rounded
corner and 2 px frame, never over it, at the two thirds of its size a phone shows."""


PHONE_FOOTER_LIFT = 4
"""...and this much higher than the table's: the phone's larger "-1" by its struck star keeps
air above the card's bottom edge (round 24: it touched it)."""


class PhoneFaces(TacoFaces):
    """The faces a phone shows: the table's, the footer's "-1" a little larger (the phone draws
    a card smaller than the table does) and its name a little smaller (air round a long one)."""

    @property
    def penalty_size(self) -> float:
        return PHONE_PENALTY_TEXT / self.fonts.scale

    @property
    def title_size(self) -> float:
        return PHONE_TITLE_TEXT / self.fonts.scale

    def _footer(self, surface: pygame.Surface, card,
                parts: list[tuple[str, pygame.Rect]], spent: bool = False,
                stamped: bool = False) -> None:
        """The table's footer, drawn `PHONE_FOOTER_INSET` further in from the left (the
        penalty stays at the right) and `PHONE_FOOTER_LIFT` higher."""
        w, h = surface.get_size()
        inner = surface.subsurface(pygame.Rect(PHONE_FOOTER_INSET, 0, w - PHONE_FOOTER_INSET,
                                               h - PHONE_FOOTER_LIFT))
        placed: list[tuple[str, pygame.Rect]] = []
        super()._footer(inner, card, placed, spent, stamped)
        parts.extend((name, box.move(PHONE_FOOTER_INSET, 0)) for name, box in placed)


def face_name(card_id: str) -> str:
    """A card's face as a page may ask for it (letters, digits, dashes)."""
    return "card-" + re.sub(r"[^a-z0-9_-]", "-", card_id.lower())[:34]


def dice(words: CrazyWords, ids: tuple[str, ...]) -> str:
    return ", ".join(words.die(d) for d in ids) if ids else words._("no dice")


def label_of(action: Action, words: CrazyWords) -> str:
    """A move in the phone's words."""
    _ = words._

    def title(card: str) -> str:
        return card_title(words.data.card(card), words.language)

    if isinstance(action, act.Roll):
        return _("Roll the dice")
    if isinstance(action, act.Serve):
        if action.pay_die:
            return _("Serve the {card} with {dice}, paid with {die}").format(
                card=title(action.card), dice=dice(words, action.dice),
                die=words.die(action.pay_die))
        return _("Serve the {card} with {dice}").format(card=title(action.card),
                                                       dice=dice(words, action.dice))
    if isinstance(action, act.Collect):
        return _("Collect from the {card} with {die}").format(card=title(action.card),
                                                             die=words.die(action.die))
    if isinstance(action, act.DoTask):
        return _("Send {die} to the task").format(die=words.die(action.die))
    if isinstance(action, act.TakeBonus):
        return _("Take the {card} with {die}").format(card=title(action.card),
                                                     die=words.die(action.die))
    if isinstance(action, act.ActivateBonus):
        return _("Use the {card} with {die}").format(card=title(action.card),
                                                    die=words.die(action.die))
    if isinstance(action, act.UseVoucher):
        return _("Meal voucher for the {card}").format(card=title(action.card))
    if isinstance(action, act.Menu):
        return _("{dish} with {dice}").format(dish=words.dish(action.option),
                                              dice=dice(words, action.dice))
    if isinstance(action, act.Reroll):
        return _("Re-roll {dice}").format(dice=dice(words, action.dice))
    if isinstance(action, act.FinishDice):
        if not action.keep:
            return _("Done with the dice (keep none)")
        return _("Done with the dice, keeping {dice}").format(dice=dice(words, action.keep))
    if isinstance(action, act.Overtime):
        return _("Overtime: bring back {die}").format(die=words.die(action.die))
    if isinstance(action, act.Advertise):
        return _("Advertise (+1 star)")
    if isinstance(action, act.PayFine):
        return _("Pay the fines")
    if isinstance(action, act.EndTurn):
        return _("End the turn")
    if isinstance(action, act.BuyExtra):
        return _("Buy the Extra") if action.buy else _("Discard the Extra")
    if isinstance(action, act.RevealExtra):
        return _("Reveal an Extra") if action.reveal else _("Let it be")
    if isinstance(action, act.PlayCard):
        if action.companion:
            return _("Play it with {card}").format(
                card=hand_name(words.data, action.companion, words.language))
        return _("Play it")
    return type(action).__name__


def named(words: CrazyWords, ids: tuple[str, ...]) -> str:
    """Dice named for a choice: each name whole on a line, in full ("Employee\u00a01": no
    "Emp." a newcomer must guess at; read out, the choice says each whole, `dice_said`)."""
    return ", ".join(words.die(d).replace(" ", "\u00a0") for d in ids)


def choice_of(action: Action, words: CrazyWords) -> tuple[str, str] | None:
    """A move of a kind that offers many choices (which dice, which die): the words of its
    group's button (whole words: the page marks a button that opens choices) and of the
    choice: the dice it puts to work, named short ("Manager, Employee 1"; the page draws
    them beside, as they show: `dice_picture`); None for a move of its own."""
    _ = words._

    def title(card: str) -> str:
        return card_title(words.data.card(card), words.language)

    if isinstance(action, act.Serve):
        choice = (_("{dice}, paid with {die}").format(
            dice=named(words, action.dice), die=named(words, (action.pay_die,)))
            if action.pay_die else named(words, action.dice))
        return _("Serve the {card}").format(card=title(action.card)), choice
    if isinstance(action, act.Collect):
        return (_("Collect from the {card}").format(card=title(action.card)),
                named(words, (action.die,)))
    if isinstance(action, act.DoTask):
        return _("Send a die to the task"), named(words, (action.die,))
    if isinstance(action, act.TakeBonus):
        return _("Take the {card}").format(card=title(action.card)), named(words, (action.die,))
    if isinstance(action, act.ActivateBonus):
        return _("Use the {card}").format(card=title(action.card)), named(words, (action.die,))
    if isinstance(action, act.Menu):
        return words.dish(action.option), named(words, action.dice)
    if isinstance(action, act.Reroll):
        return _("Re-roll dice"), _("Re-roll {dice}").format(dice=dice(words, action.dice))
    if isinstance(action, act.FinishDice):
        return _("Done with the dice"), (_("Keep {dice}").format(dice=dice(words, action.keep))
                                      if action.keep else _("Keep none"))
    if isinstance(action, act.Overtime):
        return _("Overtime"), _("Bring back {die}").format(die=words.die(action.die))
    return None


def moves_of(actions: list[Action], words: CrazyWords,
             obs: CrazyTacoObservation | None = None,
             faces: TacoFaces | None = None) -> list[PhoneMove]:
    """The moves as the phone offers them: a kind with two or more choices as one button
    that opens its choices (a dozen dice combinations are no wall of buttons), each choice
    that puts dice to work short words under its dice as they show (with `obs` and `faces`)."""
    choices = apart([choice_of(action, words) for action in actions], actions, words, obs)
    groups = Counter(choice[0] for choice in choices if choice is not None)
    serving = any(isinstance(action, PLACING) for action in actions)
    out = []
    for action, choice in zip(actions, choices, strict=True):
        # (Done with the dice beside a customer to serve: a way on, outlined, the serving
        # being what the prompt asks first)
        quiet = serving and isinstance(action, act.FinishDice)
        if choice is not None and groups[choice[0]] > 1:
            used = dice_of(action)
            if used and obs is not None and faces is not None:
                earns = earns_of(action, words)
                out.append(PhoneMove(choice[1], action, note=earns,
                                     group=choice[0], quiet=quiet,
                                     face=dice_name(obs, used, words),
                                     picture=dice_picture(obs, used, words, faces),
                                     said=", ".join(filter(None, (dice_said(obs, used, words),
                                                                  earns)))))
                continue
            out.append(PhoneMove(choice[1], action, group=choice[0], quiet=quiet))
        else:
            out.append(replace(move_of(action, words), quiet=quiet))
    return told_apart(out)


def told_apart(moves: list[PhoneMove]) -> list[PhoneMove]:
    """A group's notes kept only where they tell its choices apart: every serving of one
    customer paid later says nothing the choices' dice do not ("$2 later" on each: gone),
    "+$2 now" beside "$2 later" stays."""
    notes: dict[str, set[str]] = {}
    for move in moves:
        if move.group:
            notes.setdefault(move.group, set()).add(move.note)
    return [replace(m, note="") if m.group and len(notes[m.group]) == 1 else m for m in moves]


def apart(choices: list[tuple[str, str] | None], actions: list[Action], words: CrazyWords,
          obs: CrazyTacoObservation | None) -> list[tuple[str, str] | None]:
    """Two customers of one title at the counter (two Welcomes): each group named with its
    place's number, as the counter shows it and the news names it ("Serve the Welcome at
    position 2"), never one group whose choices serve either."""
    cards: dict[str, set[str]] = {}
    for action, choice in zip(actions, choices, strict=True):
        if choice is not None:
            cards.setdefault(choice[0], set()).add(getattr(action, "card", ""))
    out = []
    for action, choice in zip(actions, choices, strict=True):
        card = getattr(action, "card", "")
        if (choice is not None and obs is not None and len(cards[choice[0]]) > 1
                and card in obs.counter):
            choice = (words._("{group} at position {place}").format(
                group=choice[0], place=obs.counter.index(card) + 1), choice[1])
        out.append(choice)
    return out


def earns_of(action: Action, words: CrazyWords) -> str:
    """What a choice earns, said under its dice so two choices compare at a glance: a serving
    with a money die among its dice is paid at once ("+$2 now"), one without it is paid when a
    money die collects later ("$2 later"), a collection pays at once ("+$2 now"); '' for a
    choice that earns no money."""
    _ = words._
    card = getattr(action, "card", "")
    price = getattr(words.data.card(card), "price", 0) if card else 0
    if not price:
        return ""
    if isinstance(action, act.Serve):
        return (_("+${price} now") if action.pay_die else _("${price} later")).format(
            price=price)
    if isinstance(action, act.Collect):
        return _("+${price} now").format(price=price)
    return ""


def dice_said(obs: CrazyTacoObservation, ids: tuple[str, ...], words: CrazyWords) -> str:
    """A choice's dice with the faces they show, for a screen reader ("Manager: drink,
    Employee 1: food"): what its picture shows."""
    return ", ".join(words._("{die}: {face}").format(die=words.die(d),
                                                      face=words.face(obs.dice[d].face))
                     for d in ids)


def dice_of(action: Action) -> tuple[str, ...]:
    """The dice a move puts to work (a serving's payer last), or () for a move of another
    kind (a re-roll, the keep: chosen die by die on tiles)."""
    if isinstance(action, act.Serve):
        return (*action.dice, *((action.pay_die,) if action.pay_die else ()))
    if isinstance(action, act.Menu):
        return tuple(action.dice)
    if isinstance(action, act.Collect | act.DoTask | act.TakeBonus | act.ActivateBonus):
        return (action.die,)
    return ()


DICE_GAP = 6
"""The room between two dice of a choice's picture (logical px; the dice 64)."""
NUMBER_R = 13
NUMBER_PX = 18
"""An employee die's number badge on a choice's picture: its radius and its digit."""


def dice_name(obs: CrazyTacoObservation, ids: tuple[str, ...], words: CrazyWords) -> str:
    """A choice's dice picture as the page asks for it (each die and its face, hashed: a
    name the server takes is 40 letters at most)."""
    shows = ",".join(f"{d}:{obs.dice[d].face}" for d in ids)  # (each its number drawn)
    return "dice-" + hashlib.blake2s(shows.encode(), digest_size=8).hexdigest()


def dice_picture(obs: CrazyTacoObservation, ids: tuple[str, ...], words: CrazyWords,
                 faces: TacoFaces) -> pygame.Surface:
    """The dice of a choice side by side, each as it shows now (a blank one blank)."""
    pictures = [faces.die(words.data.die(d).role, obs.dice[d].face) for d in ids]
    side = pictures[0].get_height()
    step = side + DICE_GAP * side // 64
    out = Layer((step * (len(pictures) - 1) + side, side), pygame.SRCALPHA,
                scale_of(pictures[0]))
    out.fill(palette.CLEAR)
    for index, (die, picture) in enumerate(zip(ids, pictures, strict=True)):
        out.blit(picture, (index * step, 0))
        number = re.search(r"(\d+)$", die)  # an employee's number on its corner, as the
        if number:  # dice strip and the keep's tiles show it ("Employee 1" in the words)
            corner = (index * step + NUMBER_R, NUMBER_R)
            paint.circle(out, palette.CHARCOAL, corner, NUMBER_R)
            digit = faces.fonts.text(number.group(1), NUMBER_PX, palette.CREAM, keep=False)
            out.blit(digit, digit.get_rect(center=(corner[0], corner[1] + 1)))
    return out


def move_of(action: Action, words: CrazyWords) -> PhoneMove:
    card = action.card if isinstance(action, act.PlayCard) else None
    return PhoneMove(label_of(action, words), action, card)


def phone_view(table, seat: int) -> PhoneView:
    """`seat`'s phone now: the customer player's hand with the table's faces, its moves."""
    rules = table.match.rules
    obs: CrazyTacoObservation = rules.observation(seat)
    mine = seat in rules.actors() and not rules.is_over()
    legal = rules.legal_actions(seat) if mine else []
    names = [s.name for s in table.match.setup.seats]
    words = CrazyWords(names, table.data, table.services.words)
    _ = words._
    faces = table.phones.faces("crazy-taco", lambda images, fonts: PhoneFaces(
        images, fonts, table.services.words, order_icon=PHONE_ORDER_ICON))
    hand = [PhoneCard(card, face_name(card), faces.face(table.data.card(card)),
                      hand_name(table.data, card, words.language)) for card in obs.hand]
    redraws = [a for a in legal if isinstance(a, act.Redraw)]
    moves = moves_of([action for action in legal if not isinstance(action, act.Redraw)], words,
                     obs, faces)
    many = None
    if redraws:  # one button, then the cards tapped (not a button per combination of cards)
        count = len(redraws[0].cards)
        many = msg.Many(words.language.ngettext("Redraw {count} card", "Redraw {count} cards",
                                                count).format(count=count),
                        action_to_dict(act.Redraw(seat, ())), "cards",
                        sorted({card for a in redraws for card in a.cards}),
                        ask=words.language.ngettext(
                            "Tap {count} card to swap for a new one: it takes your turn.",
                            "Tap {count} cards to swap for new ones: it takes your turn.",
                            count).format(count=count), count=count)
    if rules.is_over():
        prompt = _("The game is over.")
    elif mine:
        prompt = prompt_of(obs, legal, words)
    else:
        actors = rules.actors()
        prompt = _("{name} is playing.").format(name=names[actors[0]]) if actors else ""
    return PhoneView(prompt, hand, moves, many, tally_title=_("On the table"),
                     tallies=tallies_of(obs, words, faces),
                     picks=[replace(pick, why=refusals_of(table, seat, made(seat, pick.field),
                                                          [t.id for t in pick.tokens]))
                            for pick in picks_of(moves, obs, words, faces)],
                     marks=marks_of(obs, words, faces),
                     marks_title=_("What the marks mean"),
                     places=counter_of(obs, words, faces),
                     places_title=_("Customers at the counter") if any(obs.counter) else "",
                     aim=_("Tap Play it to send in {card}."),  # (a customer picked)
                     phrase=news_phrase(table, words))


def news_phrase(table, words: CrazyWords):
    """The phone's news line: a customer coming in said with where ("comes to the counter,
    at position 1": the counter's places are labelled so under the customers, and the
    table's "comes in to position 1" left the word unexplained); anything else as the
    table's history says it."""

    def said(event, reader: int | None) -> str | None:
        if isinstance(event, ev.CardMoved) and isinstance(event.how, ev.ComesIn):
            return capital(words._("{card} comes to the counter, at position {position}.")
                           .format(card=words.card(event.card), position=event.how.position))
        return table.history_text(event, reader)
    return said


def counter_of(obs: CrazyTacoObservation, words: CrazyWords,
               faces: TacoFaces) -> list[PhonePlace]:
    """The customers at the counter, as the table shows them: the orders the dice serve (each
    card's face shows what it wants and pays), in the table's order (the next to leave, place
    1, last: the page draws each place's number under its card); all public."""
    _ = words._
    out = []
    for position, card in reversed(list(enumerate(obs.counter, start=1))):
        if not card:
            continue
        order = obs.status.get(card)
        title = card_title(words.data.card(card), words.language)
        said = (_("{card}: served, to collect") if order is not None and order.served
                else _("{card}: waiting to be served")).format(card=title)
        out.append(PhonePlace(f"counter-{position}", said, face_name(card),
                              faces.face(words.data.card(card)), number=position))
    return out


def made(seat: int, field: str):
    """A pick's move for a set of its dice (`field` "keep": finish the dice; "dice": a
    re-roll), to ask the rules whether they take it."""
    if field == "keep":
        return lambda dice: act.FinishDice(seat, tuple(dice))
    return lambda dice: act.Reroll(seat, tuple(dice))


PLACING = (act.Serve, act.Collect, act.DoTask, act.TakeBonus, act.ActivateBonus, act.UseVoucher,
           act.Menu)
"""The moves that put rolled dice to work."""


def prompt_of(obs: CrazyTacoObservation, legal: list[Action], words: CrazyWords) -> str:
    """What the seat on turn does now, naming the thing to use and what for."""
    _ = words._
    if any(isinstance(a, act.Roll) for a in legal):
        return _("Roll the dice to start the kitchen's turn.")
    if any(isinstance(a, act.PlayCard) for a in legal):
        return _("Tap a customer in your hand to send them in. You win when the kitchen's "
                 "stars reach 0.")  # (the customers' player's goal, said where they look)
    if any(isinstance(a, act.Redraw) for a in legal) and len(legal) == sum(
            isinstance(a, act.Redraw) for a in legal):
        return _("Choose the cards to swap for new ones.")
    if any(isinstance(a, PLACING) for a in legal):
        return _("Serve the customers you can, then tap Done with the dice.")
    if any(isinstance(a, act.FinishDice) for a in legal):
        return _("No customer takes these dice: keep any for next turn, then tap Done "
                 "with the dice.")
    if obs.step == STEP_MANAGE:
        return _("Advertise, pay fines, or end the turn")
    if obs.step == STEP_EXTRA:
        return _("Buy the Extra card, or let it go")
    if obs.step == STEP_OFFER:
        return _("Reveal the top card of your Extra pile?")
    return _("Your move: tap what to do.")


ZONE_WORDS = {CUP: N_("in the cup"), SPENT: N_("used"), TASK: N_("on the task"),
              BONUS: N_("on a bonus card"), REST: N_("resting"), FINE: N_("fined")}
"""Where a die is, when it is not rolled and free on the table."""


def die_face(obs: CrazyTacoObservation, die_id: str, words: CrazyWords,
             faces: TacoFaces) -> PhoneToken:
    """A die as its picture shows it (the face it shows, or its plain body in the cup), whose
    it is and what it shows or where it is."""
    die = obs.dice[die_id]
    role = words.data.die(die_id).role
    shown = die.face if die.zone != CUP else ""
    value = (words.face(die.face) if die.zone == TABLE and die.face
             else words._(ZONE_WORDS.get(die.zone, "")) or words.face(die.face))
    name, number = worker_of(die_id, words)
    return PhoneToken(die_id, f"die-{role}-{shown or 'cup'}", faces.die(role, shown),
                      name, value, number)


WORKERS = {"employee": N_("Employee")}
"""The workers of whom there are several: their dice named by the role ("Employee") and a
number of their own, drawn as a badge on the die."""


def worker_of(die_id: str, words: CrazyWords) -> tuple[str, str]:
    """A die's worker in words and its number among its kind ("Employee", "1"), or its name
    and '' for a worker alone of its kind ("Manager", '')."""
    role = words.data.die(die_id).role
    number = re.search(r"(\d+)$", die_id)
    if role in WORKERS and number:
        return words._(WORKERS[role]), number.group(1)
    return words.die(die_id), ""


def picks_of(moves: list[PhoneMove], obs: CrazyTacoObservation, words: CrazyWords,
             faces: TacoFaces) -> list[PhonePick]:
    """The dice to keep (and to roll again) as a tile per die, each switched on or off, then
    one button: not a list of every combination."""
    _ = words._
    out = []
    for kind, field, on, off, confirm, ask in (
            (act.FinishDice, "keep", _("Keep"), _("Roll again"), _("Done with the dice"),
             _("Tap a die to keep its face for the next turn.")),
            (act.Reroll, "dice", _("Re-roll"), _("Stays"), _("Re-roll for ${cost}").format(
                cost=words.data.board.reroll_cost), _("Tap the dice to roll again."))):
        grouped = [m for m in moves if isinstance(m.action, kind) and m.group]
        if not grouped:
            continue
        chosen = {die for m in grouped for die in getattr(m.action, field)}
        ids = [die for die in obs.dice if die in chosen]
        out.append(PhonePick(grouped[0].group, field,
                             [die_face(obs, die, words, faces) for die in ids], on, off, confirm,
                             ask, counted=kept_words(len(ids), words) if field == "keep" else ()))
    return out


def kept_words(most: int, words: CrazyWords) -> list[str]:
    """The keep's button by how many dice are kept (none, 1, 2... `most`): what the tap does,
    never the step's own "Done with the dice" said again."""
    return [words._("Keep none and finish")] + [
        words.language.ngettext("Keep {count} die and finish", "Keep {count} dice and finish",
                                count).format(count=count) for count in range(1, most + 1)]


ROLE_WORDS = {"manager": N_("Manager: mostly money"),
              "employee": N_("Employees: mostly food; some rolls send them to rest"),
              "trainee": N_("Trainee: food or drink, never money")}
"""What each worker die is good for (the rulebook's "Workers"), a line of the key each, beside
the die's picture (behind "?": never a paragraph beside the dice)."""
HEADER_WORDS = {"welcome": N_("the day's first customers"),
                "ordinary": N_("a customer, named after their order"),
                "vip": N_("a VIP: gone if not served before Patience"),
                "pickpocket": N_("the pickpocket: serve before collecting"),
                "prepaid": N_("an order paid already")}
"""What a customer card's header says (the card's kind), in a line of the key beside the header
drawn as the card draws it (its colour, its title): one line, the colour never said twice."""
FACE_MARKS = {"blank": N_("blank: fills the rest of an order beside a real food or drink"),
              "rest": N_("rest: the worker goes to the rest room")}
"""The two faces that serve nothing by themselves (a blank fills the other items of an order
that has a real food or drink die, decisions.md), each by the one name the dice and the news
give it, beside its picture in the key."""
MARK_WORDS = {"task": N_("a task for the kitchen's dice comes in with them"),
              "open": N_("the next customer comes too")}
"""What a customer card's footer chip means, in a line of the phone's legend."""


def marks_of(obs: CrazyTacoObservation, words: CrazyWords,
             faces: TacoFaces | None = None) -> list[PhoneMark]:
    """The cards' legend: each mark the hand's cards and the customers at the counter show
    (the coin they pay, TASK, OPEN, the stars lost), as the cards show it, with what it means;
    then (with `faces`) what each worker die is good for, beside its picture."""
    _ = words._
    cards = [words.data.card(card) for card in (*obs.hand, *(c for c in obs.counter if c))]
    price = next((c.price for c in cards if getattr(c, "price", 0)), 0)
    out = []
    for kind in HEADER_WORDS:
        sample = next((c for c in cards if c.kind == kind), None)
        if sample is not None:  # the header as the card draws it: its colour, its title
            out.append(PhoneMark(_(HEADER_WORDS[kind]), chip=card_title(sample, words.language),
                                 tone=f"head-{kind}"))
    many = max((n for c in cards if getattr(c, "is_order", False) for n in (c.food, c.drink)),
               default=0)
    # (a "×2", TASK and OPEN always: the next customer may bring them, and the key says so
    # before they come)
    out.append(PhoneMark(_("how many of that food or drink they order"),
                         chip=f"\u00d7{max(many, 2)}", tone="plain"))
    payer = next((c for c in cards if getattr(c, "price", 0)), None)
    if payer is not None:  # (the coin cut from a card as it draws it, when faces draw them)
        out.append(PhoneMark(_("what they pay when served"), chip=f"${price}", tone="coin")
                   if faces is None else piece_mark(faces, payer, "coin", "coin",
                                                    _("what they pay when served")))
    out += [PhoneMark(_(MARK_WORDS[m]), chip=_(MESSAGE_WORDS[m]), tone=m)
            for m in ("task", "open")]
    lost = next((c.penalty for c in cards if getattr(c, "penalty", None) is not None
                 and c.penalty.stars), None)
    loser = next((c for c in cards if getattr(c, "penalty", None) is not None
                  and c.penalty.stars), None)
    if lost is not None and loser is not None:  # (the broken star as the card's footer has it)
        out.append(PhoneMark(_("if they leave unhappy"),
                             chip=penalty_words(lost, words.language), tone="star")
                   if faces is None else piece_mark(faces, loser, "penalty", "star",
                                                    _("if they leave unhappy")))
    if faces is not None:
        out += [PhoneMark(_(said), face=f"die-{role}-cup",
                          picture=faces.die(role, "", DIE_MARK_PX), tone="die")
                for role, said in ROLE_WORDS.items()]
        out += [PhoneMark(_(said), face=f"face-{face}",
                          picture=faces.die("employee", face, DIE_MARK_PX), tone="die")
                for face, said in FACE_MARKS.items()]
    return out


DIE_MARK_PX = 96
"""A die in the key, drawn for the phone's 48 css px (its face's mark about half of it: 24)."""
PIECE_ROOM = 3
"""The clear room kept round a mark drawn for the key (logical px)."""


def piece_mark(faces: TacoFaces, card, part: str, tone: str, said: str) -> PhoneMark:
    """A line of the key whose mark is drawn as the hand and the counter draw it on a card
    ("coin": its price in the gold coin; "penalty": the footer's "-1" by its struck star),
    whole on its own clear ground: never a crop of a face, which cut the coin and the star
    at the card's border, nor a chip of other words."""
    picture = coin_piece(faces, card) if part == "coin" else penalty_piece(faces, card)
    key = hashlib.blake2s(str(getattr(card, "key", card.id)).encode(), digest_size=6)
    return PhoneMark(said, face=f"piece-{part}-{key.hexdigest()}", picture=picture, tone=tone)


def coin_piece(faces: TacoFaces, card) -> pygame.Surface:
    """The card's price in its gold coin, at the coin's size on a card, with room round it."""
    side = face_shape(BIG).coin.w
    surface = new_surface((side + 2 * PIECE_ROOM,) * 2, pygame.SRCALPHA, faces.images.k)
    coin = pygame.Rect(PIECE_ROOM, PIECE_ROOM, side, side)
    paint.circle(surface, palette.GOLD, coin.center, side // 2)
    paint.circle(surface, palette.GOLD_DARK, coin.center, side // 2, 2)
    price = getattr(card, "price", 0) or getattr(card, "cost", 0)
    text_in(surface, faces.fonts, f"${price}", faces.read_size, palette.CHARCOAL,
            coin.inflate(-4, -4), "center")
    return surface


def penalty_piece(faces: TacoFaces, card) -> pygame.Surface:
    """The stars a card costs if it leaves unhappy, as its footer says it: "-1" in chili by
    the gold star struck through, whole, with room round it; the page lays it on a card's
    cream pill with rounded ends, as the key's chips are (drawn here, the pill's ends were a
    jagged cream halo on the felt)."""
    words = f"-{card.penalty.stars}"
    width = faces.fonts.measure(words, faces.penalty_size)[0]
    height = PENALTY_STAR + 2 * PIECE_ROOM
    side = PIECE_ROOM + height // 4  # (the words and the star clear of the rounded ends)
    surface = new_surface((side + width + 2 + PENALTY_STAR + side, height), pygame.SRCALPHA,
                          faces.images.k)
    text_in(surface, faces.fonts, words, faces.penalty_size, palette.CHILI,  # (the chili reads)
            pygame.Rect(side, PIECE_ROOM, width, PENALTY_STAR), "midright")
    faces.lost_star(surface, pygame.Rect(side + width + 2, PIECE_ROOM, PENALTY_STAR,
                                         PENALTY_STAR))
    return surface


def tallies_of(obs: CrazyTacoObservation, words: CrazyWords,
               faces: TacoFaces) -> list[PhoneTally]:
    """The restaurant's money and stars (the kitchen's, said so: the customers' player reads
    them too), the turn and each die (the face it shows, or where it
    is): all public."""
    _ = words._
    dice = [die_face(obs, die, words, faces) for die in obs.dice]
    return [PhoneTally(_("Kitchen's money"), f"${obs.money}"),  # (whose: the customers'
            PhoneTally(_("Kitchen's stars"), _("{count} of {total}").format(  # player has none)
                count=obs.popularity, total=words.data.board.popularity_cap)),
            PhoneTally(_("Turn"), str(obs.turn))] + [
        PhoneTally(d.label, d.value, d.face, d.picture, number=d.number) for d in dice]
