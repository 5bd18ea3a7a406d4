"""Crazy Taco card faces and dice images, composed once from the generated icons and cached.

Anatomy of a customer card: a coloured header with the kind and the price in a coin (top right),
the character in the middle, the order as taco and cup icons, and a footer with the computer's
message (TASK / OPEN) on the left and the penalty for losing the card on the right. Task cards
show the die face they need in the upper-left corner, as the rulebook describes.
"""

from __future__ import annotations

import pygame

from tabletop.games.crazy_taco.rules.card_names import BONUS_TITLES, KIND_TITLES, card_title
from tabletop.games.crazy_taco.rules.cards import (
    CustomerCard,
    InspectionCard,
    PinataCard,
    TaskCard,
)
from tabletop.games.crazy_taco.table.model import BIG
from tabletop.ui import paint
from tabletop.ui.card_sprite import make_shadow
from tabletop.ui.layer import new_surface

CREAM = (255, 244, 220)
CHARCOAL = (43, 43, 43)
WHITE = (255, 255, 255)
GOLD = (247, 201, 72)
GOLD_DARK = (176, 118, 12)
CHILI = (215, 38, 61)
SKY = (63, 167, 214)
LIME = (110, 160, 50)
MAGENTA = (194, 24, 91)
MARIGOLD = (242, 165, 65)
SLATE = (84, 96, 110)
NAVY = (36, 60, 110)
BROWN = (150, 96, 58)

KIND_STYLE = {  # kind -> (header colour, header text colour, title, icon)
    "welcome": (MARIGOLD, CHARCOAL, KIND_TITLES["welcome"], "welcome"),
    "ordinary": (BROWN, WHITE, KIND_TITLES["ordinary"], "customer"),
    "vip": (GOLD_DARK, WHITE, KIND_TITLES["vip"], "vip"),
    "pickpocket": (CHARCOAL, WHITE, KIND_TITLES["pickpocket"], "pickpocket"),
    "prepaid": (SKY, CHARCOAL, KIND_TITLES["prepaid"], "prepaid"),
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
INSPECTION_TEXT = {"none_resting": "${n} if nobody is resting",
                   "per_cleaning_card": "${n} per cleaning card waiting",
                   "per_resting": "${n} per resting worker"}
FACE_ICONS = {"money": "money", "food": "food", "drink": "drink", "blank": "blank",
              "rest": "rest"}


def describe(card) -> list[str]:
    """Lines explaining a card in full (for the hover tooltip)."""
    if isinstance(card, TaskCard):
        lines = [card.name, f"Needs a {card.die} die for {card.turns} turn(s)."]
        if card.cost:
            lines.append(f"Then pay ${card.cost}.")
        lines.append("If a new task comes first: " + penalty_words(card.penalty) + ".")
        return lines
    if isinstance(card, InspectionCard):
        return [card.name, INSPECTION_TEXT[card.rule].replace("{n}", str(card.amount)) + "."]
    if isinstance(card, PinataCard):
        return [card.name, f"Put a {card.die} die on it: {card.turns} turns later you get "
                f"${card.reward}.", "Left alone: " + penalty_words(card.penalty) + "."]
    if card.kind == "extra":
        sources = " or ".join(card.convert_from)
        return [card.name, f"Costs ${card.cost}, sells back for ${card.resale}.",
                f"Once a turn a {sources} face counts as {card.convert_to}."]
    if card.kind == "bonus":
        lines = [card.name]
        if card.bonus == "free_time":
            lines.append("Nobody comes in: relax this turn.")
        if card.take_faces:
            lines.append("Take it with a " + " or ".join(card.take_faces) + " die.")
        if card.bonus == "cleaning":
            lines.append(f"The die stays {card.captive_turns} turns in the bonus zone.")
        if card.bonus == "meal_voucher":
            lines.append("Later it serves any order for free (no money).")
        if card.bonus == "staff_key":
            lines.append(f"Activate with another money die for {card.captive_turns} turns: "
                         "the rest room is shut.")
        if card.penalty.stars or card.penalty.fine:
            lines.append("Pushed out: " + penalty_words(card.penalty) + ".")
        return lines
    items = []
    if card.food:
        items.append(f"{card.food} food")
    if card.drink:
        items.append(f"{card.drink} drink")
    lines = [card.name, f"Order: {' + '.join(items)}, pays ${card.price}."]
    if card.kind == "prepaid":
        lines.append("Prepaid: no money die needed.")
    if card.kind == "vip":
        lines.append("Serve before Patience: +1 star. Reaching Patience unserved: leaves.")
    if card.kind == "pickpocket":
        lines.append("Serve before you collect, or they slip back into the deck.")
    if card.message != "none":
        lines.append(f"Computer message: {card.message.upper()}.")
    if card.served_penalty is not None:
        lines.append(f"Lost unserved: {penalty_words(card.penalty)}. "
                     f"Served but unpaid: {penalty_words(card.served_penalty)}.")
    else:
        lines.append("Lost: " + penalty_words(card.penalty) + ".")
    return lines


def penalty_words(penalty) -> str:
    parts = []
    if penalty.stars:
        parts.append(f"-{penalty.stars} star{'s' if penalty.stars != 1 else ''}")
    if penalty.fine:
        parts.append(f"${penalty.fine} fine")
    return " and ".join(parts) or "nothing"


class TacoFaces:
    """Card faces, backs and shadows per size; die faces per role, face and size."""

    def __init__(self, images, fonts) -> None:
        self.images = images
        self.fonts = fonts
        self._cache: dict[tuple, pygame.Surface] = {}

    def _cached(self, key: tuple, make) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = self._cache[key] = make()
        return surface

    # --- cards --------------------------------------------------------------------------
    def back(self, size: tuple[int, int] = BIG) -> pygame.Surface:
        return self.images.scaled("backs/crazy_taco.png", size)

    def shadow(self, size: tuple[int, int] = BIG) -> pygame.Surface:
        return self._cached(("shadow", size), lambda: make_shadow(size, 9, k=self.images.k))

    def face(self, card, size: tuple[int, int] = BIG) -> pygame.Surface:
        key = ("face", type(card).__name__, getattr(card, "key", card.id), size)
        return self._cached(key, lambda: self._draw(card, size))

    def icon(self, name: str, side: int) -> pygame.Surface:
        return self.images.scaled(f"icons/{name}.png", (side, side))

    def _draw(self, card, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surface = new_surface(size, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        header_colour, ink, title, icon = self._style(card)
        gold = isinstance(card, PinataCard) or getattr(card, "kind", "") == "vip"
        dark = getattr(card, "kind", "") == "pickpocket"
        fill = (255, 236, 170) if gold else ((232, 226, 214) if dark else CREAM)
        paint.rect(surface, fill, rect, border_radius=9)
        header = pygame.Rect(0, 0, w, 26)
        paint.rect(surface, header_colour, header, border_top_left_radius=9,
                         border_top_right_radius=9)
        text_x = 7
        if isinstance(card, TaskCard):
            face = self.icon(FACE_ICONS[card.die], 22)
            paint.rect(surface, CREAM, (3, 2, 24, 22), border_radius=5)
            surface.blit(face, (4, 2))
            text_x = 30
        price = self._price(card)
        title_w = w - text_x - (30 if price else 4)
        label = self.fonts.text(title, 16, ink)
        if label.get_width() > title_w:
            label = paint.smoothscale(
                label, (title_w, max(12, int(label.get_height() * title_w / label.get_width()))))
        surface.blit(label, label.get_rect(midleft=(text_x, 13)))
        if price:
            paint.circle(surface, GOLD, (w - 15, 13), 13)
            paint.circle(surface, GOLD_DARK, (w - 15, 13), 13, 2)
            number = self.fonts.text(price, 16, CHARCOAL)
            if number.get_width() > 24:
                number = paint.smoothscale(number, (24, number.get_height()))
            surface.blit(number, number.get_rect(center=(w - 15, 14)))
        art_side = 54 if w >= BIG[0] else 44
        art = self.icon(icon, art_side)
        art_y = 28 + art_side // 2 + 2
        surface.blit(art, art.get_rect(center=(w // 2, art_y)))
        self._body(surface, card, art_y + art_side // 2 + 4)
        self._footer(surface, card)
        border = GOLD_DARK if gold else (CHARCOAL if dark else header_colour)
        paint.rect(surface, border, rect, 3 if gold or dark else 2, border_radius=9)
        return surface

    def _style(self, card) -> tuple[tuple[int, int, int], tuple[int, int, int], str, str]:
        title = card_title(card)  # the header says what hints and prompts call the card
        if isinstance(card, TaskCard):
            return NAVY, WHITE, title, TASK_ICONS.get(card.key, "task_alert")
        if isinstance(card, InspectionCard):
            return SLATE, WHITE, title, "inspection"
        if isinstance(card, PinataCard):
            return GOLD_DARK, WHITE, title, "pinata"
        if card.kind == "bonus":
            _, icon = BONUS_STYLE.get(card.bonus, (card.name, "gift"))
            return LIME, WHITE, title, icon
        if card.kind == "extra":
            return MAGENTA, WHITE, title, EXTRA_ICONS.get(card.key, "gift")
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

    def _body(self, surface: pygame.Surface, card, top: int) -> None:
        """The middle line: the order, or what the card needs and does."""
        w = surface.get_width()
        if isinstance(card, CustomerCard) and card.is_order:
            icons = ["food"] * card.food + ["drink"] * card.drink
            side = min(22, (w - 8) // max(1, len(icons)))
            x = (w - side * len(icons)) // 2
            for name in icons:
                surface.blit(self.icon(name, side), (x, top))
                x += side
            return
        text = self._body_text(card)
        faces = self._body_faces(card)
        x = 6
        if faces:
            for face in faces:
                surface.blit(self.icon(FACE_ICONS[face], 20), (x, top - 1))
                x += 20
            x += 2
        if text:
            label = self.fonts.text(text, 16, CHARCOAL)
            room = w - x - 4
            if label.get_width() > room:
                label = paint.smoothscale(
                    label, (room, max(12, int(label.get_height() * room / label.get_width()))))
            surface.blit(label, (x, top))

    @staticmethod
    def _body_faces(card) -> tuple[str, ...]:
        if isinstance(card, PinataCard):
            return (card.die,)
        if isinstance(card, CustomerCard) and card.kind == "bonus":
            return card.take_faces
        if isinstance(card, CustomerCard) and card.kind == "extra":
            return card.convert_from[:1]
        return ()

    @staticmethod
    def _body_text(card) -> str:
        if isinstance(card, TaskCard):
            return f"{card.turns} turn{'s' if card.turns != 1 else ''}" + (
                f", pay ${card.cost}" if card.cost else "")
        if isinstance(card, InspectionCard):
            return {"none_resting": f"${card.amount} if 0 rest",
                    "per_cleaning_card": f"${card.amount}/cleaning",
                    "per_resting": f"${card.amount}/resting"}[card.rule]
        if isinstance(card, PinataCard):
            return f"{card.turns} turns"
        if card.kind == "extra":
            return f"= {card.convert_to}"
        if card.bonus == "cleaning":
            return f"{card.captive_turns} turns"
        if card.bonus == "staff_key":
            return "then $"
        if card.bonus == "free_time":
            return "relax!"
        return ""

    def _footer(self, surface: pygame.Surface, card) -> None:
        w, h = surface.get_size()
        y = h - 22
        message = getattr(card, "message", "none")
        if isinstance(card, CustomerCard) and message != "none":
            colour = CHILI if message == "task" else SKY
            label = self.fonts.text(message.upper(), 16, WHITE)
            chip = pygame.Rect(4, y, label.get_width() + 10, 19)
            paint.rect(surface, colour, chip, border_radius=6)
            surface.blit(label, label.get_rect(center=chip.center))
        elif isinstance(card, CustomerCard) and card.kind == "extra":
            label = self.fonts.text(f"sells ${card.resale}", 16, CHARCOAL)
            surface.blit(label, (6, y + 1))
            return
        penalty = getattr(card, "penalty", None)
        if penalty is None:
            return
        x = w - 5
        if penalty.stars:
            star = self.icon("broken_star", 18)
            x -= star.get_width()
            surface.blit(star, (x, y))
            number = self.fonts.text(f"-{penalty.stars}", 16, CHILI)
            x -= number.get_width()
            surface.blit(number, (x, y + 1))
        if penalty.fine:
            fine = self.fonts.text(f"${penalty.fine}", 16, CHILI)
            x -= fine.get_width() + 4
            surface.blit(fine, (x, y + 1))

    # --- dice ---------------------------------------------------------------------------
    def die(self, role: str, face: str, side: int = 64) -> pygame.Surface:
        """A die showing `face` ('' = the plain body, as in the cup)."""
        name = f"dice/{role}_{face}.png" if face else f"dice/{role}.png"
        return self.images.scaled(name, (side, side))

    def die_shadow(self, side: int = 64) -> pygame.Surface:
        return self.images.scaled("dice/shadow.png", (int(side * 1.25), int(side * 0.5)))

    def face_icon(self, face: str, side: int) -> pygame.Surface:
        return self.icon(FACE_ICONS.get(face, "blank"), side)
