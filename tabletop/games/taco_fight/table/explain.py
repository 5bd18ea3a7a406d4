"""What each thing on the ¡Taco Fight! table says about itself on hover or when a cursor moved
by the keys or a pad rests on it: the cards (what a
card's value and fists are for, what an attacking taco's number asks), the numbers (a pantry's
cards, a plate's spiciness, the decks, the stack, the sink, the forks sunk) in plain words.

Plain functions from what the table shows to an `Explanation`; the scene finds what the pointer
or the cursor rests on (`view.py`).
"""

from __future__ import annotations

from tabletop.core.language import N_, Language
from tabletop.games.taco_fight.rules.cards import Card, TacoFightData
from tabletop.games.taco_fight.table.draw_history import BEATEN_BY, how_words
from tabletop.games.taco_fight.table.faces import HOW_TO_BEAT
from tabletop.games.taco_fight.table.phrases import attack_label
from tabletop.kit.tooltips import Explanation

WAYS = {"eat": N_("A special opponent: only eating it (six quick taps of a teammate's fork) "
                  "beats it."),
        "block": N_("A special opponent: only blocking it (a taco built on its plate) beats it."),
        "smash": N_("A special opponent: only smashing it (fists from the other players) "
                    "beats it.")}
"""How a special is beaten, with teammates."""
WAYS_ALONE = {"eat": N_("A special opponent: only eating it (six quick taps of your fork) "
                        "beats it."),
              "smash": N_("A special opponent: only smashing it (your fists) beats it.")}
"""How a special is beaten, playing alone (your own attackers are yours to smash and eat)."""
DECKS = {"mild": N_("Mild tacos: {count} left"), "medium": N_("Medium tacos: {count} left"),
         "hot": N_("Hot tacos: {count} left")}


def fists_words(fists: int, words: Language) -> str:
    if fists == 0:
        return words.gettext("no fists")
    return words.ngettext("{count} fist", "{count} fists", fists).format(count=fists)


def ingredient_words(card: Card, words: Language | None = None, alone: bool = False
                     ) -> Explanation:
    """An ingredient card face up (in a kitchen or on a plate); `alone`: one seat plays."""
    words = words or Language()
    _ = words.gettext
    lines = [_("Value {value} (top left): build it on a plate in order 0, 1, 2…; the plate's "
               "taco is as spicy as its top card.").format(value=card.value)]
    if card.fists and alone:
        lines.append(words.ngettext(
            "{count} fist (top right): played onto an attacking taco, fists add up to smash it.",
            "{count} fists (top right): played onto an attacking taco, fists add up to smash "
            "it.", card.fists).format(count=card.fists))
    elif card.fists:
        lines.append(words.ngettext(
            "{count} fist (top right): played onto a taco attacking someone else, fists add "
            "up to smash it.",
            "{count} fists (top right): played onto a taco attacking someone else, fists add "
            "up to smash it.", card.fists).format(count=card.fists))
    else:
        lines.append(_("No fists: it cannot smash."))
    if card.stabs:
        lines.append(_("A fork: tap an attacking taco quickly to eat it.") if alone
                     else _("A fork: tap a teammate's attacking taco quickly to eat it."))
    return Explanation(_("{name} ({value})").format(name=_(card.name), value=card.value),
                       tuple(lines))


def attacker_words(card: Card, data: TacoFightData, fists: int, plate: int,
                   words: Language | None = None, alone: bool = False) -> Explanation:
    """A taco attacking a plate; `fists` smashed on it so far, `plate` the plate's value
    (-1: nothing built); `alone`: one seat plays (it smashes and eats its own attackers)."""
    words = words or Language()
    _ = words.gettext
    if card.special:
        how = data.beaten_by(card.special)
        way = WAYS_ALONE.get(how) if alone and how in WAYS_ALONE else WAYS.get(how)
        return Explanation(_("{name} ({value})").format(name=_(card.special_name),
                                                        value=card.spiciness),
                           ((_(way) if way else ""),
                            _("Still standing when the sand runs out: food coma.")))
    built = _("nothing is built on the plate yet") if plate < 0 else \
        _("the plate's taco is {value}").format(value=plate)
    return Explanation(_("A {spiciness} taco attacking").format(spiciness=card.spiciness), (
        _("Block it: a taco of {spiciness} or more on its plate ({built}).").format(
            spiciness=card.spiciness, built=built),
        (_("Or smash it: {needed} or more ({fists} so far).") if alone
         else _("Or smash it: {needed} or more ({fists} so far), played by others.")).format(
            needed=fists_words(card.spiciness, words), fists=fists),
        _("Or eat it: tap it with a fork six times in time.") if alone
        else _("Or eat it: a teammate taps it with a fork six times in time.")))


def plate_words(slot: int, words: Language | None = None) -> Explanation:
    """An empty plate (its number printed on it)."""
    _ = (words or Language()).gettext
    return Explanation(_("Plate {plate}: nothing built").format(plate=slot + 1), (
        _("Build a taco here from a kitchen's top card: a 0 first, then 1, 2… in order."),
        _("A taco attacking this plate is blocked by a built taco as spicy as it or more.")))


def pantry_words(count: int, words: Language | None = None) -> Explanation:
    words = words or Language()
    _ = words.gettext
    return Explanation(words.ngettext("Pantry: {count} card face down",
                                      "Pantry: {count} cards face down", count).format(
        count=count), (
        _("Flip two onto the kitchen (click); right-click shuffles it."),
        _("Empty? Grab five from the stack.")))


def kitchen_words(count: int, words: Language | None = None, alone: bool = False
                  ) -> Explanation:
    words = words or Language()
    return Explanation(words.ngettext("Kitchen: {count} card", "Kitchen: {count} cards",
                                      count).format(count=count), (
        words.gettext("Only its top card can be played: onto a plate, or onto an attacking "
                      "taco.") if alone else
        words.gettext("Only its top card can be played: onto a plate, or onto a taco attacking "
                      "someone else."),))


def kitchen_top_words(card: Card, count: int, words: Language | None = None,
                      alone: bool = False) -> Explanation:
    """A kitchen's top card, and the kitchen under it in one more line."""
    words = words or Language()
    top, more = ingredient_words(card, words, alone), kitchen_words(count, words, alone)
    return Explanation(top.title, top.lines + (words.gettext("{title}: {line}").format(
        title=more.title, line=more.lines[0]),))


def stack_words(count: int, grab: int, words: Language | None = None) -> Explanation:
    _ = (words or Language()).gettext
    return Explanation(_("Ingredient stack: {count} left").format(count=count),
                       (_("Click it to grab {count} into your pantry.").format(count=grab),))


def waves_words(wave: int, waves: int, difficulty: str, words: Language | None = None
                ) -> Explanation:
    """The wave track: what its rows, its discs' colours and its ring mean (its key)."""
    _ = (words or Language()).gettext
    return Explanation(_("Wave {wave} of {waves} ({difficulty})").format(
        wave=wave, waves=waves, difficulty=difficulty), (
        _("Each wave is a Prep (set the new tacos above your plates), then a Fight against "
          "the sand."),
        _("A Fight's disc is coloured like the deck its tacos come from: mild, medium or "
          "hot, named below."),
        _("The marigold ring is where the game is now; a tick marks a wave beaten.")))


def deck_words(heat: str, count: int, words: Language | None = None) -> Explanation:
    _ = (words or Language()).gettext
    title = (_(DECKS[heat]) if heat in DECKS else f"{heat.capitalize()} tacos: {{count}} left"
             ).format(count=count)
    return Explanation(title, (_("The taco board deals from these decks each wave."),))


def sink_words(eaten: int, words: Language | None = None, alone: bool = False
               ) -> Explanation:
    words = words or Language()
    return Explanation(words.ngettext("Sink: {count} taco eaten", "Sink: {count} tacos eaten",
                                      eaten).format(count=eaten),
                       (words.gettext("Each fork that eats a taco goes here: your score.")
                        if alone else
                        words.gettext("Each fork that eats a taco goes here: the team's "
                                      "score."),))


def held_words(card: Card, words: Language | None = None) -> Explanation:
    words = words or Language()
    _ = words.gettext
    return Explanation(_("Held: {taco}").format(taco=attack_label(card, words)), (
        _("A taco nobody beat. Holding one: flip one card at a time; a third held taco is a "
          "food coma."),))


def history_words(lines: tuple[str, ...], words: Language | None = None) -> Explanation:
    """The line at the bottom: the latest plays of the table, newest first."""
    return Explanation((words or Language()).gettext("What happened"), lines)


def ways_words(words: Language | None = None) -> Explanation:
    """The empty "What happened" strip (three or four boards): the three ways to beat a
    taco, each named with its line, the words of the empty sheet of one or two boards."""
    said = words or Language()
    return Explanation(said.gettext("Three ways to beat a taco"), tuple(
        said.gettext("{way}: {how}").format(way=said.gettext(HOW_TO_BEAT[how]),
                                            how=said.gettext(how_words(how)))
        for _icon, how in BEATEN_BY))
