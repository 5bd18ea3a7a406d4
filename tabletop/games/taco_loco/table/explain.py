"""What each thing on the Taco Loco table says about itself on hover or focus: a card, a
taco's sum, a seat, the pile, the last number played, the history. From the model and the rule
numbers only, in the table's language."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from tabletop.core.language import N_, Language
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, Card
from tabletop.games.taco_loco.rules.options import TOP_OF_TACO
from tabletop.games.taco_loco.table.faces import VALUE_ICONS
from tabletop.games.taco_loco.table.view_model import LocoModel
from tabletop.input.control_words import KEPT
from tabletop.kit.tooltips import Explanation

ICON_WORDS = MappingProxyType({
    "lettuce": N_("lettuce"), "tomato": N_("tomato"), "onion": N_("onion"),
    "cheese": N_("cheese"), "meat": N_("meat"), "guacamole": N_("guacamole"), "taco": N_("taco")})
"""What a number card shows, as a tooltip says it."""


def card_words(card: Card, perfect: int, words: Language | None = None) -> Explanation:
    _ = (words or Language()).gettext
    if card.kind == LEGENDARY:
        return Explanation(_("Legendary Taco"), (
            _("Makes the taco's sum exactly {perfect}: a perfect taco, unless another player "
              "counters it with a Lonesome Taco.").format(perfect=perfect),
            _("The {perfect} in its corners is the sum it makes.").format(perfect=perfect)))
    if card.kind == LONESOME:
        return Explanation(_("Lonesome Taco"), (
            _("The taco's sum starts again from 0: only cards on top of it count."),
            _("Played on a Legendary Taco it counters it: the Legendary player takes the "
              "taco.")))
    icon = VALUE_ICONS.get(card.value, "taco")
    return Explanation(_("A {value} ({icon})").format(value=card.value,
                                                     icon=_(ICON_WORDS.get(icon, icon))), (
        _("Adds {value} to the taco it is played on.").format(value=card.value),
        _("Exactly {perfect}: a perfect taco, given away. Over {perfect}: you take the whole "
          "taco.").format(perfect=perfect)))


def in_taco(model: LocoModel, card_id: int, words: Language | None = None) -> Sequence[str]:
    words = words or Language()
    for taco in model.obs.tacos:
        if any(c.id == card_id for c in taco.cards):
            count = len(taco.cards)
            return (words.ngettext("In a taco of {count} card that sums to {sum}.",
                                   "In a taco of {count} cards that sums to {sum}.", count)
                    .format(count=count, sum=taco.sum),)
    return ()


def sum_words(total: int, cards: int, perfect: int, words: Language | None = None
              ) -> Explanation:
    words = words or Language()
    _ = words.gettext
    if total == perfect:
        state = _("Perfect: its maker gives it to another player.")
    elif total > perfect:
        state = _("Overfilled: its maker takes it.")
    else:
        state = _("{more} more makes it perfect ({perfect}); more than that overfills it."
                  ).format(more=perfect - total, perfect=perfect)
    return Explanation(_("This taco sums to {total}").format(total=total), (
        words.ngettext("{count} card.", "{count} cards.", cards).format(count=cards), state))


def seat_words(name: str, hand: int, taken: int, you: bool, acting: bool,
               words: Language | None = None) -> Explanation:
    words = words or Language()
    title = words.gettext("{name} (you)").format(name=name) if you else name
    lines = [words.ngettext("{count} card in hand.", "{count} cards in hand.", hand).format(
        count=hand)]
    if you:
        lines.append(words.ngettext(
            "{count} card taken: each counts against you at the end. Fewest cards wins.",
            "{count} cards taken: each counts against you at the end. Fewest cards wins.",
            taken).format(count=taken))
    else:
        lines.append(words.ngettext(
            "{count} card taken: each counts against them at the end. Fewest cards wins.",
            "{count} cards taken: each counts against them at the end. Fewest cards wins.",
            taken).format(count=taken))
    if acting:
        lines.insert(0, words.gettext("Playing now."))
    return Explanation(title, tuple(lines))


def pile_words(left: int, hand_size: int, words: Language | None = None) -> Explanation:
    words = words or Language()
    return Explanation(words.ngettext("The pile: {count} card left", "The pile: {count} cards left",
                                      left).format(count=left), (
        words.ngettext("After each turn you draw back up to {count} card.",
                       "After each turn you draw back up to {count} cards.", hand_size).format(
            count=hand_size),
        words.gettext("When it is empty, play on without drawing until every hand is empty.")))


def folded_cards_words(numbers: Sequence[str], total: int,
                       words: Language | None = None) -> Explanation:
    """A very tall taco's folded middle (its plate of numbers and "5 more"), on hover."""
    words = words or Language()
    count = len(numbers)
    return Explanation(words.ngettext("{count} more card in this taco",
                                      "{count} more cards in this taco", count).format(
        count=count), (
        words.gettext("Folded under the cards above so the taco fits; their numbers, oldest "
                      "first: {numbers}.").format(numbers=", ".join(numbers)),
        words.gettext("They still count: the taco sums to {sum}.").format(sum=total)))


def last_number_words(last: int | None, same_number: str, words: Language | None = None
                      ) -> Explanation:
    """The same-number plate (`rule_plate.py`), on hover: the rule it keeps in view."""
    _ = (words or Language()).gettext
    if same_number == TOP_OF_TACO:
        return Explanation(_("The same number"), (
            _("The same number as a taco's last card: it starts a new taco."),))
    if last is None:
        return Explanation(_("Last number played"), (_("No number played yet."),))
    return Explanation(_("Last number played: {value}").format(value=last), (
        _("A {value} may not go on a taco: it must start a new taco.").format(value=last),
        _("It counts even after its taco is given away or taken."),
        _("Legendary and Lonesome Tacos do not change it.")))


def history_words(words: Language | None = None) -> Explanation:
    _ = (words or Language()).gettext
    return Explanation(_("What happened"), (_("The latest moves, newest at the top."),))


def taco_words(model: LocoModel, place: str, words: Language | None = None
               ) -> Explanation | None:
    taco = model.taco_at(place)
    if taco is None:
        _ = (words or Language()).gettext
        return Explanation(_("A new taco"), (_("Play a card here to start a new taco with it."),))
    return sum_words(taco.sum, len(taco.cards), model.obs.perfect_sum, words)



# --- narration: what the keys' focus rests on and what it may do, as one spoken line ----------
def place_name(model: LocoModel, place: str, words: Language | None = None) -> str:
    """A place as the keys reach it, left to right: "taco 2, sum 5" or "a new taco"."""
    _ = (words or Language()).gettext
    taco = model.taco_at(place)
    if taco is None:
        return _("a new taco")
    return _("taco {number}, sum {sum}").format(number=list(model.columns).index(place) + 1,
                                                sum=taco.sum)


def makes(card: Card, taco_sum: int, perfect: int, words: Language | None = None) -> str:
    """What playing `card` on a taco summing to `taco_sum` makes of it."""
    _ = (words or Language()).gettext
    if card.kind == LEGENDARY:
        return _("making it {perfect}, perfect").format(perfect=perfect)
    if card.kind == LONESOME:
        return _("starting its sum again from 0")
    total = taco_sum + card.value
    if total == perfect:
        return _("making {total}, perfect").format(total=total)
    if total > perfect:
        return _("making {total}, overfilled").format(total=total)
    return _("making {total}").format(total=total)


def card_focus_words(model: LocoModel, card: Card, places: Sequence[str], index: int,
                     words: Language | None = None) -> str:
    """The hand's card `index` under the keys' focus: "Card 1 of 5, a 2 (lettuce); plays on
    taco 1, sum 5, making 7, or a new taco. Enter picks it up." (`places`: where the rules
    would take it)."""
    _ = (words or Language()).gettext
    perfect = model.obs.perfect_sum
    title = _("Card {index} of {count}, {card}").format(
        index=index + 1, count=len(model.hand), card=card_words(card, perfect, words).title)
    where = [_("{place}, {makes}").format(place=place_name(model, p, words),
                                          makes=makes(card, t.sum, perfect, words))
             if (t := model.taco_at(p)) is not None else place_name(model, p, words)
             for p in model.columns if p in places]
    if not where:
        return _("{card}; it cannot be played now.").format(card=title)
    return _("{card}; plays on {places}. {confirm} picks it up.").format(
        card=title, places=_(", or ").join(where), **KEPT)


def place_focus_words(model: LocoModel, place: str, card: Card, legal: bool,
                      words: Language | None = None) -> str:
    """A taco under the keys' focus while a card is picked up: what the card would make of it."""
    language = words or Language()
    _ = language.gettext
    taco = model.taco_at(place)
    name = place_name(model, place, words)
    name = name[:1].upper() + name[1:]
    title = card_words(card, model.obs.perfect_sum, words).title
    title = title[:1].lower() + title[1:]  # "your a 4 (cheese)"
    if not legal:
        return _("{place}: your {card} cannot go here. {erase} puts it back.").format(
            place=name, card=title, **KEPT)
    if taco is None:
        return _("{place}: your {card} starts it. {confirm} plays it here.").format(
            place=name, card=title, **KEPT)
    return language.ngettext(
        "{place}, {count} card: your {card}, {makes}. {confirm} plays it here.",
        "{place}, {count} cards: your {card}, {makes}. {confirm} plays it here.",
        len(taco.cards)).format(place=name, count=len(taco.cards), card=title,
                                makes=makes(card, taco.sum, model.obs.perfect_sum, words),
                                **KEPT)


def give_focus_words(name: str, hand: int, taken: int, words: Language | None = None) -> str:
    language = words or Language()
    cards = language.ngettext("{count} card in hand", "{count} cards in hand",
                              hand).format(count=hand)
    return language.gettext("Give the perfect taco to {name}: {cards}, {taken} taken. "
                            "{confirm} gives it; {left_right} choose another player.").format(
        name=name, cards=cards, taken=taken, **KEPT)


COUNTER_FOCUS = (N_("Counter! {confirm} plays your Lonesome Taco on it: the Legendary player "
                    "takes the taco."), N_("Let it be. {confirm} lets the Legendary Taco stand."))
"""The two answers to the Lonesome question, as the keys' focus says them (translated where
they are said)."""


def table_words(model: LocoModel, hand: Sequence[Card], words: Language | None = None
                ) -> list[str]:
    """The table for the summary: the tacos, the pile and the viewer's own hand."""
    language = words or Language()
    _ = language.gettext
    tacos = [language.ngettext("{place}, {count} card", "{place}, {count} cards",
                               len(t.cards)).format(place=place_name(model, p, words),
                                                    count=len(t.cards))
             for p in model.columns if (t := model.taco_at(p)) is not None]
    out = [_("Tacos: {tacos}.").format(tacos="; ".join(tacos)) if tacos else _("No tacos yet."),
           language.ngettext("The pile: {count} card left.", "The pile: {count} cards left.",
                             model.obs.pile_size).format(count=model.obs.pile_size)]
    if hand:
        perfect = model.obs.perfect_sum
        out.append(_("Your hand: {cards}.").format(
            cards=", ".join(card_words(c, perfect, words).title for c in hand)))
    return out
