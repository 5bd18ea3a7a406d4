"""Crazy Taco card faces and dice images, composed once from the generated icons and cached.

Anatomy of a customer card: a coloured header with its title (an order by what it is: Taco,
Combo, Family...) and the price in a coin (top right),
the character in the middle, the order as taco and cup icons, and a footer with the computer's
message (TASK / OPEN) on the left and the penalty for losing the card on the right. Task cards
show the die face they need in the upper-left corner, as the rulebook describes.
"""

from __future__ import annotations

import pygame

from tabletop.core.language import N_, Language
from tabletop.games.crazy_taco.rules.cards import (
    CustomerCard,
    InspectionCard,
    PinataCard,
    TaskCard,
)
from tabletop.games.crazy_taco.table.card_names import (
    BONUS_TITLES,
    KIND_TITLES,
    a_die,
    card_title,
    face_word,
)
from tabletop.games.crazy_taco.table.view_model import BIG, ORDER_ROOM, face_shape
from tabletop.kit.sizes import MIN_ICON_PX
from tabletop.ui import paint, palette, pixel_budget
from tabletop.ui.card_sprite import make_shadow
from tabletop.ui.draw import text_in
from tabletop.ui.fonts import MIN_TEXT
from tabletop.ui.layer import new_surface
from tabletop.ui.pictures import Pictures

CHARCOAL = palette.CHARCOAL

KIND_STYLE = {  # kind -> (header colour, header text colour, title, icon)
    "welcome": (palette.MARIGOLD, CHARCOAL, KIND_TITLES["welcome"], "welcome"),
    "ordinary": (palette.BROWN, palette.WHITE, KIND_TITLES["ordinary"], "customer"),
    "vip": (palette.GOLD_DARK, palette.WHITE, KIND_TITLES["vip"], "vip"),
    "pickpocket": (CHARCOAL, palette.WHITE, KIND_TITLES["pickpocket"], "pickpocket"),
    "prepaid": (palette.SKY, CHARCOAL, KIND_TITLES["prepaid"], "prepaid"),
}
BONUS_STYLE = {
    "cleaning": (BONUS_TITLES["cleaning"], "bonus_cleaning"),
    "free_time": (BONUS_TITLES["free_time"], "bonus_free_time"),
    "meal_voucher": (BONUS_TITLES["meal_voucher"], "bonus_meal_voucher"),
    "staff_key": (BONUS_TITLES["staff_key"], "bonus_staff_key"),
}
EXTRA_ICONS = {"grill": "extra_grill", "soda-fountain": "extra_soda_fountain",
               "card-terminal": "extra_card_terminal"}
TASK_ICONS = {"drinks-truck": "task_drinks_truck", "food-truck": "task_food_truck",
              "trash": "task_trash", "clean-kitchen": "task_clean_kitchen"}
INSPECTION_TEXT = {"none_resting": N_("${n} if nobody is resting"),
                   "per_cleaning_card": N_("${n} per cleaning card waiting"),
                   "per_resting": N_("${n} per resting worker")}
ORDER_ICON = 24     # an order's taco and cup icons: at least this...
ORDER_ICON_BIG = 32  # ...as big as this where the order's line has the room (full-size cards)
ORDER_GLYPH = 40
"""An order's taco and cup on a table card, drawn without their empty margins: the longer
side this (as the portrait above), the shorter never under `MIN_ICON_PX`."""
ORDER_GAPS = range(6, 0, -2)  # 6, 4, then 2 px
"""The gap between an order's two items, closer before they give way to small squares:
round 25 saw a Couple's taco and drink at half size at 1920x1080, where "×2" measures a
pixel wider than at 1280x720 (the "×2" keeps 2 px from the next picture all the same)."""
GLYPH_ALPHA = 40
"""A picture drawn without its margins keeps its pixels this opaque and more (its soft
outline's faintest edge counts as margin)."""
FACE_ICON = 24      # a die face a card names
EXCHANGE_ICON = 32
"""A face a card names in its body ("a blank or money die") at most: the body's whole line."""
EXTRA_LINES = 3
"""An Extra's words ("Food or drink works as money") take up to this many lines of the card's
16 px words: its art gives way for them."""
EXTRA_WORDS = N_("{sources} works as {face}")
"""What an Extra does, on its face: the faces it takes, the face they count as."""
PENALTY_STAR = 24
FOOTER = 24
PENALTY_TEXT = 20
READ_TEXT = 18
"""A card's numbers a player decides by (how many of a food or drink): 18 px."""
PRICE_TEXT = 20
"""A card's price in its coin and what an Extra sells back for: 20 px (read at 1280x720 from
the sofa; at 18 the coin's "$4" read as 12 px digits)."""
MESSAGE_TEXT = 18
"""The smallest the footer's message chip shrinks to (on a narrow card beside a penalty)."""
FOOTER_CHIP = 66
"""The widest a chip at a footer's left is (the message, and the Served / Paid stamp that
lies over it): a full card's footer left of its penalty ("-1" by its struck-through star)."""
TITLE_LEFT = 7
"""A card's name starts this far in from its left edge: clear of the card's rounded frame."""
TITLE_RIGHT = 16
"""A card's name ends at least this far in from its right edge: a long one ("Bienvenida")
steps down a size rather than filling its header edge to edge (down to the card's 16 px;
a name longer still has the header's whole width)."""
TITLE_TEXT = 20
"""A card's name in its header: 20 px (a customer read by name across the table at 1280x720),
stepping down a pixel at a time to the card's words' 16 where a long name needs it."""
MESSAGE_WORDS = {"open": N_("OPEN"), "task": N_("TASK")}
"""A customer card's computer message, as its footer chip says it."""
BONUS_WORD = N_("BONUS")
"""A bonus card's footer chip (where an order's message lies): it came in with the customers
to be taken with a die to the bonus zone, not served."""
MESSAGE_MEANS = {"open": N_("OPEN: another card comes in with it."),
                 "task": N_("TASK: a new task comes to the storeroom door.")}
"""What the footer chip's word means (the card's tooltip says it)."""
FACE_ICONS = {"money": "money", "food": "food", "drink": "drink", "blank": "blank",
              "rest": "rest"}
TASK_WORK = {"trash": N_("hauls trash"), "clean-kitchen": N_("cleans up")}
"""What the die a task without a price does there, over its turns: a paid task says its price
("1 turn, pay $2"), a free one its work ("hauls trash / 2 turns")."""
def extra_words(card: CustomerCard, words: Language | None = None) -> str:
    """What an Extra does, as its face says it: "Food or drink works as money"."""
    words = words or Language()
    sources = words.gettext(" or ").join(face_word(f, words) for f in card.convert_from)
    said = words.gettext(EXTRA_WORDS).format(sources=sources,
                                             face=face_word(card.convert_to, words))
    return said[:1].upper() + said[1:]


def describe(card, words: Language | None = None) -> list[str]:
    """Lines explaining a card in full (for the hover tooltip)."""
    words = words or Language()
    _ = words.gettext

    def lost(penalty) -> str:
        return penalty_words(penalty, words)

    def face(name: str) -> str:
        return face_word(name, words)

    name = card_title(card, words)  # the title its face shows: one name for one thing
    if isinstance(card, TaskCard):
        lines = [name, words.ngettext("Needs {die} for {count} turn.",
                                      "Needs {die} for {count} turns.",
                                      card.turns).format(die=a_die(card.die, words),
                                                         count=card.turns)]
        if card.cost:
            lines.append(_("Then pay ${cost}.").format(cost=card.cost))
        lines.append(_("If a new task comes first: {penalty}.").format(penalty=lost(card.penalty)))
        return lines
    if isinstance(card, InspectionCard):
        return [name, _(INSPECTION_TEXT[card.rule]).replace("{n}", str(card.amount)) + "."]
    if isinstance(card, PinataCard):
        return [name, _("Put {die} on it: {turns} turns later you get ${reward}.").format(
                    die=a_die(card.die, words), turns=card.turns, reward=card.reward),
                _("Left alone: {penalty}.").format(penalty=lost(card.penalty))]
    if card.kind == "extra":
        sources = _(" or ").join(face(f) for f in card.convert_from)
        return [name, _("Costs ${cost}, sells back for ${resale}.").format(
                    cost=card.cost, resale=card.resale),
                _("Once a turn a {sources} face counts as {face}.").format(
                    sources=sources, face=face(card.convert_to))]
    if card.kind == "bonus":
        lines = [name]
        if card.bonus == "free_time":
            lines.append(_("Nobody comes in: relax this turn."))
        if card.take_faces:
            lines.append(_("Take it with a {faces} die.").format(
                faces=_(" or ").join(face(f) for f in card.take_faces)))
        if card.bonus == "cleaning":
            lines.append(_("The die stays {count} turns in the bonus zone.").format(
                count=card.captive_turns))
        if card.bonus == "meal_voucher":
            lines.append(_("Later it serves any order for free (no money)."))
        if card.bonus == "staff_key":
            lines.append(_("Activate with another money die for {count} turns: the rest room is "
                           "shut.").format(count=card.captive_turns))
        if card.penalty.stars or card.penalty.fine:
            lines.append(_("Pushed out: {penalty}.").format(penalty=lost(card.penalty)))
        return lines
    items = []
    if card.food:
        items.append(_("{count} food").format(count=card.food))
    if card.drink:
        items.append(_("{count} drink").format(count=card.drink))
    lines = [name, _("Order: {items}, pays ${price}.").format(items=" + ".join(items),
                                                              price=card.price)]
    if card.kind == "prepaid":
        lines.append(_("Prepaid: no money die needed."))
    if card.kind == "vip":
        lines.append(_("Serve before Patience: +1 star. Reaching Patience unserved: leaves."))
    if card.kind == "pickpocket":
        lines.append(_("Serve before you collect, or they slip back into the deck."))
    if card.message in MESSAGE_MEANS:
        lines.append(_(MESSAGE_MEANS[card.message]))
    elif card.message != "none":
        lines.append(_("Computer message: {message}.").format(
            message=_(MESSAGE_WORDS.get(card.message, card.message.upper()))))
    if card.served_penalty is not None:
        lines.append(_("Lost unserved: {penalty}. Served but unpaid: {served}.").format(
            penalty=lost(card.penalty), served=lost(card.served_penalty)))
    else:
        lines.append(_("Lost: {penalty}.").format(penalty=lost(card.penalty)))
    return lines


def penalty_words(penalty, words: Language | None = None) -> str:
    words = words or Language()
    parts = []
    if penalty.stars:
        parts.append(words.ngettext("-{count} star", "-{count} stars", penalty.stars).format(
            count=penalty.stars))
    if penalty.fine:
        parts.append(words.gettext("${amount} fine").format(amount=penalty.fine))
    return words.gettext(" and ").join(parts) or words.gettext("nothing")


CUP_MARK = 0.5
"""A die in the cup shows a pair of dice this big (of its side) on its plain body..."""
CUP_MARK_ALPHA = 120
"""...this faint: waiting for the roll, not a face."""


class TacoFaces:
    """Card faces, backs and shadows per size; die faces per role, face and size."""

    def __init__(self, images, fonts, words: Language | None = None,
                 order_icon: int = ORDER_ICON) -> None:
        self.images = images
        self.fonts = fonts
        self.words = words or Language()
        """The language of the words on the faces."""
        self.order_icon = order_icon
        """An order's taco and cup icons at most (a phone's faces: larger, in the room the
        table keeps for dice placed on the card), as large as the body's width holds."""
        self._cache = Pictures(bytes_limit=pixel_budget.FACES.bytes_at(images.k))
        """The faces made, the least recently asked for let go past their share (a sprite
        keeps its own face: only a card that comes back is drawn again)."""

    def _cached(self, key: tuple, make) -> pygame.Surface:
        return self._cache.get(key, make)

    # --- cards --------------------------------------------------------------------------
    def back(self, size: tuple[int, int] = BIG) -> pygame.Surface:
        return self.images.scaled("backs/crazy_taco.png", size)

    def shadow(self, size: tuple[int, int] = BIG) -> pygame.Surface:
        return self._cached(("shadow", size), lambda: make_shadow(size, 9, k=self.images.k))

    def face(self, card, size: tuple[int, int] = BIG, spent: bool = False,
             working: int = 0, stamped: bool = False) -> pygame.Surface:
        """`card`'s face at `size` (`spent`: gone to the out pile, without its footer;
        `working`: a die at work on it, whose turns-left disc says the turns instead of its
        face, so the two never disagree; `stamped`: an order half done, without the
        computer's message, whose place the Served / Paid stamp takes)."""
        key = ("face", type(card).__name__, getattr(card, "key", card.id), size,
               self.fonts.scale, spent, working, stamped)
        return self._cached(key, lambda: self._draw(card, size, spent=spent, working=working,
                                                    stamped=stamped))

    def icon(self, name: str, side: int) -> pygame.Surface:
        return self.images.scaled(f"icons/{name}.png", (side, side))

    @property
    def text_size(self) -> float:
        """Words on a card face: 16 px at every text size (a card is a picture of fixed size,
        and 16 px is the smallest text the table shows)."""
        return 16 / self.fonts.scale

    @property
    def read_size(self) -> float:
        """A card's numbers that decide a move (the price in its coin, an order's "×2"):
        `READ_TEXT` at every text size, down to the card's 16 where they have no room."""
        return READ_TEXT / self.fonts.scale

    @property
    def price_size(self) -> float:
        """A card's price and an Extra's resale: `PRICE_TEXT` at every text size, down to the
        card's words' 16 where they have no room."""
        return PRICE_TEXT / self.fonts.scale

    @property
    def body_size(self) -> float:
        """What a card that is not an order does ("2 turns", "relax!"): `PENALTY_TEXT` at
        every text size where its line has the room, else down to the card's words' 16."""
        return PENALTY_TEXT / self.fonts.scale

    @property
    def title_size(self) -> float:
        """A card's name: `TITLE_TEXT` at every text size (see `text_size`)."""
        return TITLE_TEXT / self.fonts.scale

    def layout(self, card, size: tuple[int, int], spent: bool = False, stamped: bool = False,
               working: int = 0) -> list[tuple[str, pygame.Rect]]:
        """Where each part of the card's face lies (for the layout tests): every text and
        icon drawn, in card pixels."""
        placed: list[tuple[str, pygame.Rect]] = []
        self._draw(card, size, placed, spent, working=working, stamped=stamped)
        return placed

    def _draw(self, card, size: tuple[int, int],
              placed: list[tuple[str, pygame.Rect]] | None = None,
              spent: bool = False, working: int = 0, stamped: bool = False
              ) -> pygame.Surface:
        """Header (title, and the die a task needs), the price coin just under the header at
        the right, the art, the order or what the card does, the footer (the computer's
        message, the penalty); on full-size cards a band under the order stays free for the
        dice placed on it. Text is fitted, never squeezed under 16 px."""
        w, h = size
        parts = [] if placed is None else placed
        surface = new_surface(size, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        header_colour, ink, title, icon = self._style(card)
        gold = isinstance(card, PinataCard) or getattr(card, "kind", "") == "vip"
        dark = getattr(card, "kind", "") == "pickpocket"
        fill = palette.GOLD_CARD if gold else (palette.DARK_CARD if dark else palette.CREAM)
        paint.rect(surface, fill, rect, border_radius=9)
        shape = face_shape(size)
        header = pygame.Rect(0, 0, w, shape.header)
        paint.rect(surface, header_colour, header, border_top_left_radius=9,
                   border_top_right_radius=9)
        text_x = TITLE_LEFT
        right = TITLE_RIGHT if self.fonts.measure(title, self.text_size)[0] <= \
            w - text_x - TITLE_RIGHT else 5  # (a long name at a larger text size: to the edge)
        box = pygame.Rect(text_x, 0, w - text_x - right, shape.header)
        parts.append(("title", text_in(surface, self.fonts, title, self.title_size, ink, box,
                                       "midleft")))
        taken = bool(working) and isinstance(card, CustomerCard) and card.kind in ("bonus", "extra")
        price = "" if taken else self._price(card)  # (paid for: only what it does)
        if price:
            coin = pygame.Rect(shape.coin)
            paint.circle(surface, palette.GOLD, coin.center, coin.w // 2)
            paint.circle(surface, palette.GOLD_DARK, coin.center, coin.w // 2, 2)
            parts.append(("price", text_in(surface, self.fonts, price, self.price_size, CHARCOAL,
                                           coin.inflate(-4, -4), "center")))
        art_box, body = pygame.Rect(shape.art), pygame.Rect(shape.body)
        if isinstance(card, CustomerCard) and card.kind == "extra":
            art_box, body = self._extra_room(shape, h)
        if isinstance(card, TaskCard) and not working:  # the die it wants beside its
            # picture, the pair centred (round 31: in the header, the money die beside
            # "Food" read as "money = food"); at work, the die on it says it
            gap = 6
            left = (w - FACE_ICON - gap - art_box.w) // 2
            needs = pygame.Rect(left, art_box.centery - FACE_ICON // 2, FACE_ICON, FACE_ICON)
            surface.blit(self.icon(FACE_ICONS[card.die], FACE_ICON), needs)
            parts.append(("needs", needs))
            art_box.x = needs.right + gap
        art = self.icon(icon, art_box.w)
        surface.blit(art, art_box)
        parts.append(("art", art_box))
        if shape.dice_band.h and self.order_icon > ORDER_ICON:  # (a phone: no dice placed on
            body = body.union(pygame.Rect(shape.dice_band))  # it, the order fills their room)
        elif (spent or (taken and card.kind == "bonus")) and not shape.dice_band.h:
            body.h = h - 4 - body.y  # (a small card in the out pile or at work in the bonus
            # zone: no footer, its order or its work has the room)
        elif shape.dice_band.h and not (isinstance(card, CustomerCard) and  # (no die is
                                        (card.is_order or card.kind == "extra")):  # placed on
            body.h = shape.dice_band.y + shape.dice_band.h - body.y  # a full-size task, bonus
            # or inspection: its words take the room, on two lines where they need them)
        self._body(surface, card, body, parts, working)
        self._footer(surface, card, parts, spent or (taken and card.kind == "bonus"), stamped)
        border = palette.GOLD_DARK if gold else (CHARCOAL if dark else header_colour)
        paint.rect(surface, border, rect, 3 if gold or dark else 2, border_radius=9)
        return surface

    def _style(self, card) -> tuple[tuple[int, int, int], tuple[int, int, int], str, str]:
        title = card_title(card, self.words)  # the header says what hints and prompts call the card
        if isinstance(card, TaskCard):
            return palette.NAVY, palette.WHITE, title, TASK_ICONS.get(card.key, "task_alert")
        if isinstance(card, InspectionCard):
            return palette.SLATE, palette.WHITE, title, "inspection"
        if isinstance(card, PinataCard):
            return palette.GOLD_DARK, palette.WHITE, title, "pinata"
        if card.kind == "bonus":
            _, icon = BONUS_STYLE.get(card.bonus, (card.name, "gift"))
            return palette.LIME_DARK, palette.WHITE, title, icon
        if card.kind == "extra":
            return palette.MAGENTA, palette.WHITE, title, EXTRA_ICONS.get(card.key, "gift")
        colour, ink, _, icon = KIND_STYLE.get(card.kind, KIND_STYLE["ordinary"])
        return colour, ink, title, icon

    @staticmethod
    def _price(card) -> str:
        if isinstance(card, CustomerCard):
            if card.is_order:
                return f"${card.price}"
            if card.kind == "extra":
                return f"${card.cost}"
        if isinstance(card, PinataCard):
            return f"${card.reward}"
        return ""

    def _body(self, surface: pygame.Surface, card, box: pygame.Rect,
              parts: list[tuple[str, pygame.Rect]], working: int = 0) -> None:
        """The middle line: the order (each item's icon and how many), or what the card needs
        and does (on two lines when one is too short; `working`: without the turns a die at
        work on it counts on its disc)."""
        if isinstance(card, CustomerCard) and card.is_order:
            items = [(name, n) for name, n in (("food", card.food), ("drink", card.drink)) if n]
            gap = 6
            phone = self.order_icon > ORDER_ICON  # (a phone's face: the order fills the card)
            if not phone and self._order_drawn(surface, items, box, parts):
                return

            def count_size(side: int) -> float:
                """The "×2" grows a little with its icon on a phone's face; on the table it
                is `READ_TEXT` (how many of each the order wants decides the serve)."""
                return (self.text_size * min(side / ORDER_ICON, 1.25) if phone
                        else self.read_size)

            def widths(side: int) -> list[int]:
                return [side + (self.fonts.measure(f"×{n}", count_size(side))[0] + 2
                                if n > 1 else 0) for _, n in items]

            biggest = self.order_icon if phone else min(ORDER_ICON_BIG, box.h)
            side = next((side for side in range(biggest, ORDER_ICON, -1)
                         if sum(widths(side)) + gap * (len(items) - 1) <= box.w), ORDER_ICON)
            wanted = widths(side)
            x = box.centerx - (sum(wanted) + gap * (len(items) - 1)) // 2
            top = box.centery - side // 2 if phone else box.y
            for (name, n), width in zip(items, wanted, strict=True):
                at = pygame.Rect(x, top, side, side)
                surface.blit(self.icon(name, side), at)
                parts.append((f"order {name}", at))
                if n > 1:
                    parts.append((f"order {name} count", text_in(
                        surface, self.fonts, f"×{n}", count_size(side), CHARCOAL,
                        pygame.Rect(at.right + 1, top, width - side, side), "midleft")))
                x += width + gap
            return
        if isinstance(card, CustomerCard) and card.kind == "extra":
            self._exchange(surface, card, box, parts)
            return
        work = TASK_WORK.get(card.key, "") if isinstance(card, TaskCard) else ""
        if work:  # (over its turns, which keep their size)
            line = pygame.Rect(box.x, box.y, box.w, self.fonts.line_height(self.read_size))
            parts.append(("work", text_in(surface, self.fonts, self.words.gettext(work),
                                          self.read_size, CHARCOAL, line, "midtop")))
            box = pygame.Rect(box.x, line.bottom, box.w, box.bottom - line.bottom)
        text = self._body_text(card, working)
        faces = self._body_faces(card, working)
        side = self._body_face_side(text, len(faces), box)
        beside = pygame.Rect(box.x + side * len(faces) + 2, box.y,
                             box.w - side * len(faces) - 2, box.h)
        big = self.fonts.measure(text, self.body_size)[0] > beside.w and \
            box.h - side - 2 >= self.fonts.line_height(self.body_size)
        under = bool(faces and text) and (big or self.fonts.measure(text, self.text_size)[0]
                                          > beside.w)
        # (under them where there is a line's room: "= money" beside the food it turns into
        # money would shrink to a glyph's height; faces and words on lines of their own are
        # centred, like words alone, clear of the card's edges)
        x = box.x if text and not under else box.centerx - side * len(faces) // 2
        for face in faces:
            at = pygame.Rect(x, box.y, side, side)
            surface.blit(self.icon(FACE_ICONS[face], side), at)
            parts.append((f"face {face}", at))
            x += side
        if text:
            room = (pygame.Rect(box.x, box.y + side + 2, box.w, box.h - side - 2) if under
                    else beside if faces else box)
            if under and self.fonts.fitted_size(text, self.body_size, room.size)[0] > room.w:
                text = self._body_text(card, short=True)  # (a small card: "cleaning", its
                # turns said by the disc of the die at work on it, or gone with the card)
            anchor = "topleft" if faces and not under else "midtop"
            sentence = bool(working) and getattr(card, "bonus", "") == "cleaning"  # (on lines)
            parts.append(("body", text_in(surface, self.fonts, text, self.body_size, CHARCOAL,
                                          room, anchor, wrap=sentence)))

    def _order_drawn(self, surface: pygame.Surface, items: list[tuple[str, int]],
                     box: pygame.Rect, parts: list[tuple[str, pygame.Rect]]) -> bool:
        """The order on a table card as its pictures themselves, without their empty margins:
        each as big as `ORDER_GLYPH` allows (the taco 40 wide, the cup 34 tall), its shorter
        side never under `MIN_ICON_PX` (a taco in a 32 px square was 18 px tall); False, and
        nothing drawn, where the line has not the room (a small card's "×2 ×2" order keeps
        its squares)."""
        glyphs = [self._glyph_size(name, box.h) for name, _ in items]
        if min(min(glyph) for glyph in glyphs) < MIN_ICON_PX:
            return False

        def counts(size: float) -> list[int]:
            return [self.fonts.measure(f"×{n}", size)[0] + 2 if n > 1 else 0 for _, n in items]

        fits = next(((size, gap) for size in self.fonts.sizes(self.read_size, MIN_TEXT)
                     for gap in ORDER_GAPS  # (the "×2" a size down before the order shrinks)
                     if sum(w for w, _ in glyphs) + sum(counts(size)) + gap * (len(items) - 1)
                     <= box.w), None)
        if fits is None:
            return self._order_stacked(surface, items, glyphs, counts(self.read_size), box,
                                       parts)
        size, gap = fits
        row_h = max(h for _, h in glyphs)
        x = box.centerx - (sum(w for w, _ in glyphs) + sum(counts(size))
                           + gap * (len(items) - 1)) // 2
        widths = counts(size)
        for (name, n), (w, h), count in zip(items, glyphs, widths, strict=True):
            at = pygame.Rect(x, box.y + (row_h - h) // 2, w, h)
            self._blit_glyph(surface, name, at)
            parts.append((f"order {name}", at))
            if n > 1:
                parts.append((f"order {name} count", text_in(
                    surface, self.fonts, f"×{n}", size, CHARCOAL,
                    pygame.Rect(at.right + 1, box.y, count, row_h), "midleft")))
            x += w + count + gap
        return True

    def _order_stacked(self, surface: pygame.Surface, items: list[tuple[str, int]],
                       glyphs: list[tuple[int, int]], counts: list[int], box: pygame.Rect,
                       parts: list[tuple[str, pygame.Rect]]) -> bool:
        """The order one item a line, each line centred (a small card gone to the out pile,
        whose footer's room its order takes: "×2 ×2" side by side had not the room);
        False, and nothing drawn, where the lines have not the room either."""
        gap = 4
        if sum(h for _, h in glyphs) + gap * (len(items) - 1) > box.h or \
                any(w + count > box.w for (w, _), count in zip(glyphs, counts, strict=True)):
            return False
        y = box.y
        for (name, n), (w, h), count in zip(items, glyphs, counts, strict=True):
            at = pygame.Rect(box.centerx - (w + count) // 2, y, w, h)
            self._blit_glyph(surface, name, at)
            parts.append((f"order {name}", at))
            if n > 1:
                parts.append((f"order {name} count", text_in(
                    surface, self.fonts, f"×{n}", self.read_size, CHARCOAL,
                    pygame.Rect(at.right + 1, y, count, h), "midleft")))
            y += h + gap
        return True

    def _glyph_size(self, name: str, room: int) -> tuple[int, int]:
        """How big an order's picture is drawn without its margins: its longer side
        `ORDER_GLYPH` (a tall one no taller than the line's `room`)."""
        drawn = self._drawing(f"icons/{name}.png")
        scale = min(ORDER_GLYPH / drawn.w, min(ORDER_GLYPH, room, ORDER_ROOM) / drawn.h)
        return max(1, round(drawn.w * scale)), max(1, round(drawn.h * scale))

    def _drawing(self, relative: str) -> pygame.Rect:
        """Where the sprite's drawing is in its file, less its empty margin and the faint
        edge of its soft outline (alpha under `GLYPH_ALPHA`)."""
        return self.images.original(relative).get_bounding_rect(GLYPH_ALPHA)

    def _blit_glyph(self, surface: pygame.Surface, name: str, at: pygame.Rect) -> None:
        """The icon `name` scaled so that its drawing (less its empty margin) fills `at`."""
        relative = f"icons/{name}.png"
        drawn = self._drawing(relative)
        side_w, side_h = self.images.original(relative).get_size()
        sx, sy = at.w / drawn.w, at.h / drawn.h
        whole = self.images.scaled(relative, (round(side_w * sx), round(side_h * sy)))
        surface.blit(whole, at.topleft, pygame.Rect(round(drawn.x * sx), round(drawn.y * sy),
                                                    at.w, at.h))

    def _extra_room(self, shape, h: int) -> tuple[pygame.Rect, pygame.Rect]:
        """An Extra's art and body: the body `EXTRA_LINES` lines of the card's words tall
        over the footer, the art over it as big as what is left allows (never over the
        shape's own, never under `MIN_ICON_PX`), centred."""
        top = shape.header + 2
        bottom = h - FOOTER - 3
        words_h = self.fonts.line_height(self.text_size) * EXTRA_LINES
        side = max(MIN_ICON_PX, min(shape.art.w, bottom - top - words_h - 3))
        art = pygame.Rect(shape.art.centerx - side // 2, top, side, side)
        body = pygame.Rect(shape.body.x, art.bottom + 3, shape.body.w, bottom - art.bottom - 3)
        return art, body

    def _exchange(self, surface: pygame.Surface, card, box: pygame.Rect,
                  parts: list[tuple[str, pygame.Rect]]) -> None:
        """What an Extra does, in words, centred on up to `EXTRA_LINES` lines: "Food or drink
        works as money" (round 29: its "taco = $" pictures read as a riddle, and left out the
        drink)."""
        parts.append(("body", text_in(surface, self.fonts, extra_words(card, self.words),
                                      self.body_size, CHARCOAL, box, "center", wrap=True)))

    def _body_face_side(self, text: str, count: int, box: pygame.Rect) -> int:
        """How big the faces a card names in its body are ("a blank or money die"): up to
        `EXCHANGE_ICON` as the body holds them and its words (beside them at `body_size`, or
        under), never under `FACE_ICON`: alone on a card a die is at work on, a line's
        height."""
        line = self.fonts.line_height(self.text_size)
        for side in range(min(EXCHANGE_ICON, box.h), FACE_ICON, -1):
            if side * count > box.w:
                continue
            beside = side * count + 2 + self.fonts.measure(text, self.body_size)[0] <= box.w
            if not text or beside or box.h - side - 2 >= line:
                return side
        return FACE_ICON

    @staticmethod
    def _body_faces(card, working: int = 0) -> tuple[str, ...]:
        """The faces a card names in its body (a bonus card's: the dice that take it, left
        out once one is at work on it)."""
        if isinstance(card, PinataCard):
            return (card.die,)
        if isinstance(card, CustomerCard) and card.kind == "bonus" and not working:
            return card.take_faces
        return ()

    def _body_text(self, card, working: int = 0, short: bool = False) -> str:
        """What a card's body says beside its faces; `working`: with a die at work on it (its
        turns said by the die's disc), `short`: the fewest words, on a small card."""
        words = self.words
        _ = words.gettext
        if (working or short) and isinstance(card, PinataCard):  # (the disc by its die
            # counts the turns)
            return ""
        if isinstance(card, TaskCard):
            turns = words.ngettext("{count} turn", "{count} turns", card.turns).format(
                count=card.turns)
            return (_("{turns}, pay ${cost}").format(turns=turns, cost=card.cost) if card.cost
                    else turns)
        if isinstance(card, InspectionCard):
            rule = {"none_resting": N_("${amount} if 0 rest"),
                    "per_cleaning_card": N_("${amount} a cleaning"),
                    "per_resting": N_("${amount} a resting")}[card.rule]
            return _(rule).format(amount=card.amount)
        if isinstance(card, PinataCard):
            return _("{count} turns").format(count=card.turns)
        if card.bonus == "cleaning":  # (at work, the disc by its die counts the turns and
            # the card says what it does for the player now: round 13, "cleaning" alone did not)
            if working:  # what taking it did (the star it would have cost, pushed out at
                # the counter, stays) and when its die is back, the disc's own count (round
                # 16: "no star lost" alone read as a riddle; round 31: "Number: turns left."
                # did too), on 3 lines at 16 px in a small card's room (90 x 68)
                return words.ngettext("Star kept. Die back in {count} turn.",
                                      "Star kept. Die back in {count} turns.",
                                      working).format(count=working)  # (3 lines at 18 px)
            return (_("cleaning") if short else words.ngettext(
                "cleans {count} turn", "cleans {count} turns", card.captive_turns).format(
                    count=card.captive_turns))
        if card.bonus == "staff_key":
            return _("then $")
        if card.bonus == "free_time":
            return _("relax!")
        return ""

    def _footer(self, surface: pygame.Surface, card,
                parts: list[tuple[str, pygame.Rect]], spent: bool = False,
                stamped: bool = False) -> None:
        """The penalty for losing the card (right) and the computer's message (left, as big
        as the room the penalty leaves it); a card `spent` (gone to the out pile, its message
        done and its penalty paid or never owed) shows neither, a card `stamped` (Served or
        Paid: its message did its work when it came in) only the penalty."""
        w, h = surface.get_size()
        y = h - FOOTER - 1
        message = getattr(card, "message", "none")
        if spent:
            return
        if isinstance(card, CustomerCard) and card.kind == "extra":
            resale = self.words.gettext("resale ${amount}").format(amount=card.resale)
            parts.append(("resale", text_in(surface, self.fonts, resale,
                                            self.price_size,
                                            CHARCOAL, pygame.Rect(6, y, w - 12, FOOTER - 2),
                                            "midleft")))
            return
        word = self.words.gettext(MESSAGE_WORDS.get(message, message.upper()))
        said = isinstance(card, CustomerCard) and message != "none" and not stamped
        bonus = isinstance(card, CustomerCard) and card.kind == "bonus"
        if bonus:
            word, said = self.words.gettext(BONUS_WORD), True
        least = self.fonts.measure(word, self.text_size)[0] + 8 + 5 if said else 0
        right = self._penalty(surface, card, y, parts, least)
        if bonus and self.fonts.measure(word, self.text_size)[0] + 8 > right - 4 - 3:
            said = False  # (a small card in the bonus zone: where it lies says it)
        if not said and right < w and (isinstance(card, TaskCard) or bonus):
            self._else(surface, right, y, parts)  # (the penalty is what missing it costs)
        if said:
            colour = (palette.LIME_DARK if bonus else
                      palette.CHILI if message == "task" else palette.SKY)
            size = next((size for size in self.fonts.sizes(self.message_size,
                                                           MESSAGE_TEXT)
                         if self.fonts.measure(word, size)[0] + 8
                         <= min(right - 4 - 3, FOOTER_CHIP)),
                        self.text_size)
            chip = pygame.Rect(3, y + 1, self.fonts.measure(word, size)[0] + 8, FOOTER - 2)
            paint.rect(surface, colour, chip, border_radius=6)
            ink = palette.WHITE if palette.contrast_ratio(palette.WHITE, colour) >= 4.5 \
                else CHARCOAL  # 4.5:1 on the chip (the sky's words are dark)
            text_in(surface, self.fonts, word, size, ink, chip, "center")
            parts.append(("message", chip))

    def _penalty(self, surface: pygame.Surface, card, y: int,
                 parts: list[tuple[str, pygame.Rect]], left: int) -> int:
        """The penalty at the footer's right (its numbers keep right of `left`); returns
        where it starts (the card's width when there is none)."""
        w = surface.get_width()
        penalty = getattr(card, "penalty", None)
        if penalty is None or not (penalty.stars or penalty.fine):
            return w
        x = w - 3
        if penalty.stars:
            x -= PENALTY_STAR
            at = pygame.Rect(x, y, PENALTY_STAR, PENALTY_STAR)
            self.lost_star(surface, at)
            parts.append(("penalty star", at))
            x = self._right_text(surface, f"-{penalty.stars}", x, y, palette.CHILI, parts, left)
        if penalty.fine:
            x = self._right_text(surface, f"${penalty.fine}", x - 4, y, palette.CHILI, parts,
                                 left)
        return x

    def _else(self, surface: pygame.Surface, right: int, y: int,
              parts: list[tuple[str, pygame.Rect]]) -> None:
        """"else" left of a task's or a bonus's penalty, as big as the penalty's numbers where
        the footer has the room, never under the card's words' size: the penalty is paid
        when the card is missed or lost."""
        word = self.words.gettext("else")
        size = next((size for size in self.fonts.sizes(self.penalty_size,
                                                      self.text_size * self.fonts.scale)
                     if self.fonts.measure(word, size)[0] + 4 <= right - 6), self.text_size)
        width = self.fonts.measure(word, size)[0]
        if width + 4 > right - 6:
            return
        parts.append(("else", text_in(surface, self.fonts, word, size, CHARCOAL,
                                      pygame.Rect(right - 4 - width, y, width, FOOTER - 2),
                                      "midright")))

    def lost_star(self, surface: pygame.Surface, at: pygame.Rect) -> None:
        """A star lost: the popularity track's gold star struck through in red (the grey
        broken star, read at 24 px, was a blur), filling the square `at`."""
        surface.blit(self.icon("star", at.w), at)
        inset = max(2, at.w // 8)
        paint.line(surface, palette.CHILI, (at.x + inset, at.bottom - inset),
                   (at.right - inset, at.y + inset), max(3, at.w // 6))

    @property
    def message_size(self) -> float:
        """The computer's message in a card's footer (OPEN, TASK): 20 px at every text size
        where the footer has the room, read at 1280x720 like the penalty beside it."""
        return PENALTY_TEXT / self.fonts.scale

    @property
    def penalty_size(self) -> float:
        """The penalty's numbers in a card's footer ("-1" by its struck star, "$2"): 20 px at
        every text size, the footer's full height, read from across the table."""
        return PENALTY_TEXT / self.fonts.scale

    def _right_text(self, surface: pygame.Surface, text: str, right: int, y: int,
                    colour: tuple[int, int, int], parts: list[tuple[str, pygame.Rect]],
                    left: int = 0) -> int:
        """`text` in the footer, ending at `right` (at the card's words' size where the big
        one would reach `left`, the message chip's edge on a small card); returns where it
        starts."""
        size = self.penalty_size
        if right - self.fonts.measure(text, size)[0] < left:
            size = self.text_size
        width = self.fonts.measure(text, size)[0]
        placed = text_in(surface, self.fonts, text, size, colour,
                         pygame.Rect(right - width, y, width, FOOTER - 2), "midright")
        parts.append(("penalty " + text, placed))
        return placed.x

    # --- dice ---------------------------------------------------------------------------
    def die(self, role: str, face: str, side: int = 64) -> pygame.Surface:
        """A die showing `face` ('' = in the cup, not rolled yet: its plain body with a faint
        pair of dice on top, so a worker waiting for the roll never reads as a blank face)."""
        if face:
            return self.images.scaled(f"dice/{role}_{face}.png", (side, side))
        return self._cached(("cup", role, side), lambda: self._in_cup(role, side))

    def _in_cup(self, role: str, side: int) -> pygame.Surface:
        body = self.images.scaled(f"dice/{role}.png", (side, side)).copy()
        mark = self.icon("dice", max(1, round(side * CUP_MARK))).copy()
        mark.set_alpha(CUP_MARK_ALPHA)
        body.blit(mark, mark.get_rect(center=body.get_rect().center))
        return body

    def die_shadow(self, side: int = 64) -> pygame.Surface:
        return self.images.scaled("dice/shadow.png", (int(side * 1.25), int(side * 0.5)))

    def face_icon(self, face: str, side: int) -> pygame.Surface:
        return self.icon(FACE_ICONS.get(face, "blank"), side)
