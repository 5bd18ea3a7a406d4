"""What each thing on the Taco Loco table says about itself on hover or focus: a card, a
taco's sum, a seat, the pile, the history. From the model and the rule numbers only, in the
table's language."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from tabletop.core.language import N_, Language
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, Card
from tabletop.games.taco_loco.table.faces import VALUE_ICONS
from tabletop.games.taco_loco.table.model import LocoModel
from tabletop.table.tooltips import Explanation

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
