"""What something on the Crazy Taco table is for, told by the pointer once it rests there: a
die's faces and where it is, a card in full, a dish, or a zone's rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.core.language import N_, Language
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.state import REST, STEP_PLAY
from tabletop.games.crazy_taco.table.board import (
    CHARCOAL,
    QUIET_ZONES,
    menu_key_boxes,
    out_words_box,
    under,
)
from tabletop.games.crazy_taco.table.card_names import face_count, face_word
from tabletop.games.crazy_taco.table.faces import describe
from tabletop.games.crazy_taco.table.view_model import MENU_TOP, CrazyModel
from tabletop.games.crazy_taco.table.view_text import dish_help
from tabletop.kit.chrome import BAR_HEIGHT, BOTTOM_ROOM, Style
from tabletop.kit.elements import Element
from tabletop.kit.tooltips import Explanation, TooltipStyle
from tabletop.kit.tooltips import tooltip as kit_tooltip
from tabletop.ui import palette
from tabletop.ui.palette import HEADING

WHERE = {"cup": N_("in the cup"), "table": N_("on the table"), "spent": N_("used this turn"),
         "task": N_("busy on a task"), "bonus": N_("busy on a bonus card"),
         "rest": N_("resting"), "fine": N_("held until the fines are paid")}
ZONE_HELP = {
    "counter": N_("The counter\nServe a whole order with food and drink dice, and collect with\n"
                  "a money die: once both are done the customer pays and leaves.\n"
                  "Each new arrival pushes position 1 into Patience, and whoever\n"
                  "waits in Patience leaves unhappy (the penalty on their card)."),
    "kitchen": N_("The kitchen\nRoll the free dice, then use each die once. Blanks only join a\n"
                  "real food or drink die. Unused faces can be kept for next turn.\n"
                  "Emp. 1, Emp. 2, Emp. 3: your three employees."),
    "storeroom": N_("The storeroom door\nA task waits for a die showing the face in its\n"
                    "top-left corner. A new task first: the old one's penalty."),
    "task-zone": N_("The task zone\nTasks at work: the die stays the turns shown,\n"
                    "then you pay the task's cost and get the die back."),
    "rest-room": N_("The rest room\nA die that rolls zzz rests: one space a turn, out after\n"
                    "space 3. Overtime (twice a game) brings one back at once."),
    "bonus-zone": N_("The bonus zone\nBonus cards you took (two at most)."),
    "extra-area": N_("The Extra area\nOne Extra tool: once a turn it counts one face as "
                     "another."),
    "fine-area": N_("The fine area\nFines you cannot pay hold the trainee here\n"
                    "until you pay them all in Phase 3."),
    "popularity": N_("Popularity\nLost customers and missed tasks cost stars.\n"
                     "At the last space the restaurant closes: you lose."),
    "cash": N_("The cash register\nMoney comes in when an order is both served and "
               "collected."),
}
"""What a zone is for: its heading, then its lines (each message is whole; a line break in
it is a line of the tooltip)."""

Finder = Callable[[tuple[int, int]], str | None]


def lines_of(message: str, words: Language) -> list[str]:
    """A tooltip's lines: the message in `words`' language, one line per line break."""
    return words.gettext(message).split("\n")


def number_help(model: CrazyModel, data: CrazyTacoData, customer: str,
                words: Language | None = None) -> list[tuple[pygame.Rect, list[str]]]:
    """Every count and track on the table, where it is drawn and what its number means."""
    words = words or Language()
    _ = words.gettext
    board, s = model.board, model.obs
    costs = data.board.overtime_costs
    deck_words = (_("The customer player draws from it.") if board.versus
                  else _("Customers come in from it."))
    then = _(", then ").join(f"${c}" for c in costs)
    out = [
        (pygame.Rect(board.box("deck")).union(under(board.box("deck"), spread=10)),
         [_("The customer deck"), _("{count} cards left. {more}").format(
             count=s.deck_count, more=deck_words)]),
        (pygame.Rect(board.box("out")).union(out_words_box(board.box("out"))),
         [_("Out of the game"), _("{count} cards have left, face up (the last on top).").format(
             count=len(s.out))]),
        (pygame.Rect(board.box("patience")).union(under(board.box("patience"), 26, spread=8)),
         [_("Patience"), _("The last place before the door: the next customer to come in "
                           "pushes whoever waits here out, unhappy (their card's penalty).")]),
        (menu_key_boxes(board)[0].unionall(menu_key_boxes(board)[1:]),
         [_("The menu's key"), _("An empty square is a blank face: a die showing no picture."),
          _("At the right: what each dish gives you.")]),
        (under(board.box("door"), spread=12).move(0, 4),
         [_("Tasks left"), _("{count} task cards are still to come to the door.").format(
             count=s.task_deck_count)]),
        (pygame.Rect(board.box("overtime")),
         [_("Overtime"), _("Used {used} of {count} times: {costs}.").format(
             used=s.overtime_used, count=len(costs), costs=then),
          _("In Phase 3 it brings a resting worker back at once.")]),
        (pygame.Rect(board.box("popularity")),
         [_("Popularity"), _("{stars} of {cap} stars left ({lost} lost).").format(
             stars=s.popularity, cap=data.board.popularity_cap, lost=s.stars_lost),
          _("Lost customers and missed tasks cost stars."),
          _("At {space} the restaurant closes: you lose.").format(
              space=data.board.popularity_lost_at)]),
        (pygame.Rect(board.box("cash")),
         [_("The cash register"), _("${money} to spend.").format(money=s.money),
          _("Money comes in when an order is both served and collected.")]),
        (pygame.Rect(board.box("menu").x, board.box("menu").y, board.box("menu").w, MENU_TOP),
         [_("The menu"), _("Each dish is paid with exact dice faces; what it brings is at the "
                           "right."),
          _("Advertising campaign: ${cost}, +{stars} star").format(
              cost=data.board.advertising_cost, stars=data.board.advertising_stars),
          _("Overtime (twice a game): {costs}").format(costs=then),
          _("Re-roll any dice you choose: ${cost}").format(cost=data.board.reroll_cost)]),
    ]
    if s.fine_due:
        out.append((under(board.box("fine-die"), spread=6).move(0, 22),
                    [_("Fines due"), _("${amount} to pay in Phase 3; until then the trainee "
                                       "is held.").format(amount=s.fine_due)]))
    if board.versus:
        plain = s.restricted if s.phase == "customers" and s.step == STEP_PLAY \
            else s.special_played
        now = s.phase == "customers" and s.step == STEP_PLAY
        rule = ((_("This turn they may play only a plain card (no OPEN, no TASK).") if plain
                 else _("This turn they may play any card.")) if now
                else (_("Next turn they may play only a plain card (no OPEN, no TASK).") if plain
                      else _("Next turn they may play any card.")))
        out.append((pygame.Rect(board.box("seat")),
                    [_("{name}, the customer player").format(name=customer),
                     words.ngettext("{count} card in hand.", "{count} cards in hand.",
                                    s.hand_count).format(count=s.hand_count), rule]))
        out.append((pygame.Rect(board.box("extra-pile")),
                    [_("The Extra pile"), _("{count} Extra cards: when you lose stars you may "
                                            "reveal the top one.").format(
                                                count=s.extras_pile_count)]))
    return out


def tooltip_lines(pos: tuple[int, int], model: CrazyModel, data: CrazyTacoData,
                  die_at: Finder, card_at: Finder, customer: str = "",
                  words: Language | None = None) -> list[str]:
    """What the thing under `pos` is for (nothing: an empty list)."""
    words = words or Language()
    _ = words.gettext
    s = model.obs
    die_id = die_at(pos)
    if die_id is not None:
        die = data.die(die_id)
        where = WHERE.get(s.dice[die_id].zone)
        lines = [_(die.name), _("Faces: {faces}").format(
            faces=", ".join(face_word(f, words) for f in die.faces)), _(where) if where else ""]
        if "blank" in die.faces:
            lines.append(_("Blank face: no value alone; beside a real food or drink die it "
                           "counts as either."))
        badge = model.dice[die_id].badge
        if badge.isdigit():
            lines.append(words.ngettext("{count} turn left there.", "{count} turns left there.",
                                        int(badge)).format(count=badge))
        if badge == "rest":
            lines.append(_("It rolled zzz: it stays here this turn and goes to the rest room "
                           "when the turn ends."))
        if s.dice[die_id].zone == REST and model.step == "manage":
            lines.append(_("Choose it to pay overtime and bring them back."))
        return lines
    card_id = card_at(pos)
    if card_id is not None:
        return describe(data.card(card_id), words)
    for option, row in zip(data.menu, model.board.menu_rows().values(), strict=True):
        if row.contains(pos):
            ways = _(" or ").join(" + ".join(face_count(face, n, words) for face, n in v.faces)
                                  for v in option.variants)
            return [_(option.name), _("Pay exactly {ways} (no blanks standing in).").format(
                ways=ways), dish_help(option, words)]
    for rect, lines in number_help(model, data, customer, words):
        if rect.collidepoint(pos):
            return lines
    for name, message in ZONE_HELP.items():
        box = model.board.box(name)
        title_strip = pygame.Rect(box.x, box.y, box.w, 26)
        if title_strip.collidepoint(pos):
            return lines_of(message, words)
    for name in QUIET_ZONES:  # a zone often empty explains itself anywhere in it (its
        if pygame.Rect(model.board.box(name)).collidepoint(pos):  # caption is a word or two)
            return lines_of(ZONE_HELP[name], words)
    return []


TIP = TooltipStyle(fill=palette.PAPER, edge=palette.BROWN, title_ink=HEADING, ink=CHARCOAL,
                   title_size=16, size=16, width=None, side=10, top=7, bottom=9, gap=2,
                   offset=16, flip=None, flip_x=False, area=(0, BAR_HEIGHT + 2, 0, BOTTOM_ROOM))
"""The kit's tooltip on Crazy Taco's paper: a brown heading, as wide as its longest line."""


def tooltip(style: Style, lines: Sequence[str], pointer: tuple[int, int],
            canvas_size: tuple[int, int], z: float) -> Element:
    """The lines (a heading, then what it does) below right of the pointer."""
    return kit_tooltip(style, Explanation(lines[0], tuple(lines[1:])),
                       pygame.Rect(pointer, (0, 0)), canvas_size, z, TIP)
