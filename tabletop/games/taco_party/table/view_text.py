"""Words on the Taco Party table itself: step names, what to do now, and the results' score
lines (the facts of its rules are worded by `phrases.py`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tabletop.core.language import N_, Language
from tabletop.games.taco_party.rules.actions import (
    BURN,
    DISCARD,
    DRAW,
    OVER,
    PICKUP,
    PLAY,
)
from tabletop.games.taco_party.rules.cards import TacoPartyData
from tabletop.games.taco_party.rules.observation import Observation
from tabletop.games.taco_party.rules.tacos import SeatScore

STEP_CHIPS = ((PLAY, "Play"), (DISCARD, "Discard"), (PICKUP, "Buy"), (DRAW, "Draw"))
"""The four steps of a turn, in order, as the step panel shows them (burn belongs to buying;
the step is "Buy", never "Pick up": "pickup" is the budget's one name;
`chip_label` says each in the reader's language)."""

HISTORY = 12
"""Lines the log panel remembers."""

STEP_LABELS = {PLAY: N_("Play cards"), DISCARD: N_("Discard"), PICKUP: N_("Buy cards"),
               BURN: N_("Burn a card"), DRAW: N_("Draw"), OVER: N_("Game over")}
"""The top bar's title for each step (marked, said where it is drawn)."""


def chip_label(step: str, words: Language | None = None) -> str:
    """A step chip's word in the reader's language (short: the chip is narrow)."""
    words = words or Language()
    labels = {PLAY: words.pgettext("step chip", "Play"),
              DISCARD: words.pgettext("step chip", "Discard"),
              PICKUP: words.pgettext("step chip", "Buy"),
              DRAW: words.pgettext("step chip", "Draw")}
    return labels.get(step, step)


def chip_index(step: str) -> int:
    """Which of the four step chips is lit for a rules step."""
    if step == BURN:
        step = PICKUP
    for i, (name, _) in enumerate(STEP_CHIPS):
        if name == step:
            return i
    return len(STEP_CHIPS)


def my_prompt(obs: Observation, keyboard: bool, can_play: bool, targeting: bool,
              can_pick: bool = True, burn: str = "", words: Language | None = None) -> str:
    """One short line: what the player in front of the screen can do now (`burn` names what a
    Finish would burn, as `phrases.burn_words` does)."""
    _ = (words or Language()).gettext
    step = obs.step
    if step == PLAY:
        if targeting:
            if keyboard:
                return _("{left_right}: choose a taco \u00b7 {confirm}: play \u00b7 {erase}: "
                         "cancel")
            return _("Click a glowing taco, or your plate for a new taco")
        if not can_play:
            if obs.plays == 0:
                return _("Nothing fits: swap your hand for the cards for sale")
            return _("Nothing more fits: press Done playing")
        if keyboard:
            return _("{left_right}: choose a card \u00b7 {confirm}: pick it up \u00b7 {up}: "
                     "buttons")
        # (what each card played earns: the step panel says it, beside the pickup's ticket)
        return _("Drag cards from your hand onto your tacos, as many as you like")
    if step == DISCARD:
        if keyboard:
            return _("{confirm} marks cards to discard \u00b7 {up}: Discard or Keep all")
        return _("Click cards to discard, then Discard (or Keep all)")
    if step == PICKUP:
        left = obs.pickup_left
        if not can_pick and burn:
            return _("{left} pickup left buys nothing here: Finish burns {burn}").format(
                left=left, burn=burn)
        # (the striped cards are the ones the pickup pays for: their stripes said nowhere
        # what they meant)
        if burn:  # (what Finish does now, as the coach's burn lesson has you press it)
            return _("Spend {left} pickup on the striped cards for sale; Finish burns {burn}"
                     ).format(left=left, burn=burn)
        return _("Spend {left} pickup on the striped cards for sale").format(left=left)
    if step == BURN:
        return _("Cards tie for the highest score: choose which to burn")
    return ""


def other_prompt(obs: Observation, words: Language | None = None,
                 after_name: bool = False) -> str:
    """What another seat is doing, whole (never trailing off), without its name: said on its
    own ("Playing cards onto their tacos", narration's words after "Diego's turn."), or
    `after_name`, reading on from the name's chip in the top bar as one sentence ("Diego" "is
    playing cards onto their tacos"), so the bar never says the name twice."""
    _ = (words or Language()).gettext
    step = obs.step
    if step == PLAY:  # what each card earns: the step panel says it, beside the ticket
        return (_("is playing cards onto their tacos") if after_name
                else _("Playing cards onto their tacos"))
    if step == DISCARD:
        return (_("is choosing which cards of their hand to discard") if after_name
                else _("Choosing which cards of their hand to discard"))
    if step == PICKUP:
        return (_("is spending their pickup on cards for sale") if after_name
                else _("Spending their pickup on cards for sale"))
    if step == BURN:
        return (_("is choosing which card for sale to burn") if after_name
                else _("Choosing which card for sale to burn"))
    return ""


def pickup_words(step: str, words: Language | None = None, owner: str | None = None
                 ) -> tuple[str, ...]:
    """What the pickup ticket is and what it buys, said beside it in the step panel for the
    step on now: the longest first, then shorter ones for a narrower room (none for a step
    that has nothing to do with it). On another seat's turn (`owner`, its name) it says whose
    pickup the ticket shows."""
    _ = (words or Language()).gettext
    if owner is not None:
        return tuple(text.format(name=owner) for text in others_pickup_words(step, _))
    if step == PLAY:
        return (_("Pickup: +1 for each card played; it buys cards for sale"),
                _("+1 pickup for each card played"), _("+1 pickup a card"))
    if step == DISCARD:
        return (_("Next, pickup buys cards for sale at their gold cost"),
                _("Pickup buys cards for sale"), _("Pickup buys cards"))
    if step in (PICKUP, BURN):
        return (_("Pay each card's gold cost; pickup left over burns one"),
                _("Pickup left over burns a card"), _("Leftover burns a card"))
    return ()


def others_pickup_words(step: str, _: Callable[[str], str]) -> tuple[str, ...]:
    """`pickup_words` on another seat's turn, each naming the seat ("{name}")."""
    if step == PLAY:
        return (_("{name}'s pickup: +1 for each card they play"),
                _("{name}: +1 pickup a card"))
    if step == DISCARD:
        return (_("Next, {name}'s pickup buys cards for sale"),
                _("{name}'s pickup buys cards"))
    if step in (PICKUP, BURN):
        return (_("{name} spends pickup on cards for sale; leftover burns one"),
                _("{name}'s leftover pickup burns a card"))
    return ()


def score_lines(data: TacoPartyData, score: SeatScore, words: Language | None = None) -> list[str]:
    """A seat's final score, taco by taco, then burned cards: what the results screen lists."""
    words = words or Language()
    _ = words.gettext
    rank = {"biggest": 0, "top": 1, "extra": 2, "empty": 3}
    lines: list[str] = []
    for taco in sorted(score.tacos, key=lambda t: (rank.get(t.counted, 4), t.index)):
        values = {"number": taco.index + 1, "count": taco.size, "points": taco.points}
        if taco.counted == "biggest":
            lines.append(words.ngettext(
                "Taco {number}, {count} card: {card_points} \u00d7 {times} = {points}",
                "Taco {number}, {count} cards: {card_points} \u00d7 {times} = {points}",
                taco.size).format(card_points=taco.card_points,
                                  times=data.numbers.biggest_taco_multiplier, **values))
        elif taco.counted == "top":
            lines.append(words.ngettext("Taco {number}, {count} card: {points}",
                                        "Taco {number}, {count} cards: {points}",
                                        taco.size).format(**values))
        elif taco.counted == "extra":
            lines.append(_("Taco {number}: not in top {scored}, 0").format(
                scored=data.numbers.scored_tacos, **values))
        else:
            lines.append(_("Taco {number}: no ingredient, {signed}").format(
                signed=signed(taco.points), **values))
    for card in score.burned:
        lines.append(_("Burned {card}: {signed}").format(
            card=_(data.cards[card].name), signed=signed(-data.cards[card].score)))
    if not score.tacos and not score.burned:
        lines.append(_("Nothing on the plate"))
    return lines


def signed(value: int) -> str:
    """'+3', '0', '−2' (with a real minus sign)."""
    if value < 0:
        return f"\u2212{-value}"
    return f"+{value}" if value > 0 else "0"


def latest_log_rows(newest_first: Iterable[tuple[str, int | None]]
                    ) -> list[tuple[str, int | None, int]]:
    """The log panel's rows from the history's (text, the seat that acted), given newest
    first: (text, that seat, repeats), the same line twice in a row counted, the last
    `HISTORY` rows in reading order; the lines are read back only as far as those rows need
    (a row's count needs the line before its run), so a long game's log is not phrased
    whole at every move."""
    rows: list[tuple[str, int | None, int]] = []  # newest first
    for text, seat in newest_first:
        if rows and rows[-1][0] == text:
            _, _later, count = rows[-1]
            rows[-1] = (text, seat, count + 1)  # a run's seat is its first line's
        elif len(rows) == HISTORY:
            break
        else:
            rows.append((text, seat, 1))
    return rows[::-1]


def goal_lines(obs: Observation, data: TacoPartyData, words: Language | None = None,
               rows: int = 3) -> list[str]:
    """What the "How to win" panel says before anything happened (where "What happened"
    will stand), each on one short line and the same three at every seat count: how the
    game ends, which tacos score (the "top 3" a taco's chip names when it is left out),
    what a completed taco is (six lines at two seats read as a paragraph from the sofa, and
    the three at four seats did not match them; what an empty taco scores and what pickup
    buys the chips and the pickup's panel say where they are); `rows`, at most that many."""
    words = words or Language()
    goal, numbers = obs.tacos_to_end, data.numbers
    if obs.run_outs_to_end <= 1:
        ends = words.ngettext("Game ends at {goal} completed taco, or when the deck runs out.",
                              "Game ends at {goal} completed tacos, or when the deck runs out.",
                              goal)
    else:
        ends = words.ngettext(
            "Game ends at {goal} completed taco, or when the deck runs out twice.",
            "Game ends at {goal} completed tacos, or when the deck runs out twice.", goal)
    # the panel's own messages: its line is narrower than the results' and the aid's
    if numbers.biggest_taco_multiplier == 2:
        scoring = words.pgettext("how to win", "Your top {scored} tacos with ingredients "
                                 "score, the biggest twice.")
    else:
        scoring = words.pgettext("how to win", "Your top {scored} tacos with ingredients "
                                 "score, the biggest {times} times.")
    lines = [ends.format(goal=goal),
             scoring.format(scored=numbers.scored_tacos, times=numbers.biggest_taco_multiplier),
             words.pgettext("how to win", "Completed: an outfit, {count}+ ingredients and a "
                            "topper.").format(count=numbers.ingredients_for_topper)]
    return lines[:max(1, rows)]
