"""What a Taco Party seat's phone shows: its hand (the cards' own faces; a folded key says
what their marks mean), the tacos on the plates (lit when a picked card may go on them), and
the steps (Finish playing, the discard's cards chosen then Discard or Keep all, the middle
cards to pick up, the card to burn)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import pygame

from tabletop.core.actions import Action, Event, action_to_dict
from tabletop.core.language import Language
from tabletop.games.taco_party.rules import actions as act
from tabletop.games.taco_party.rules import events as ev
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules.cards import (
    INGREDIENT,
    OUTFIT,
    TOPPER,
    Card,
    TacoPartyData,
)
from tabletop.games.taco_party.rules.observation import Observation
from tabletop.games.taco_party.table.faces import (
    PartyFaces,
    card_colour,
    cost_chip_height,
    cost_chip_width,
    heart,
    radius,
    shade,
)
from tabletop.games.taco_party.table.phrases import burn_words, card_label, card_refusal, taco_name
from tabletop.games.taco_party.table.plate_layout import LARGE, CardSize
from tabletop.kit.history import Phrase
from tabletop.kit.phones import (
    PhoneCard,
    PhoneMark,
    PhoneMove,
    PhonePlace,
    PhoneTally,
    PhoneView,
)
from tabletop.phones.messages import Chip, Many
from tabletop.ui import paint, palette
from tabletop.ui.layer import Layer, new_surface, scale_of


def faces_of(table) -> PartyFaces:
    """The card faces drawn for phones (sharp at a phone's size), kept with its phones."""
    return table.phones.faces("taco-party", lambda images, fonts: PhonePartyFaces(
        images, fonts, table.services.words, likes_icon=PHONE_LIKES_ICON))


PHONE_HEART = 9
"""The heart before the liked pictures on a phone's face (the table's 8; at 7 a reviewer read a
10 px speck on the phone): it stands clear of the card's frame and of the first picture."""
PHONE_LIKES_GAP = 3
"""Room between the heart, each liked picture and the price ticket on a phone's face: none of
them touches another."""


class PhonePartyFaces(PartyFaces):
    """The faces a phone shows: the table's, the likes' row spaced so the heart, the two liked
    pictures and the price ticket at the right each stand apart (none over another, the heart
    clear of the card's frame)."""

    def _likes(self, surface: pygame.Surface, card: Card, size: CardSize) -> None:
        if size.width < LARGE.width:
            super()._likes(surface, card, size)
            return
        side = self.likes_icon
        y = size.height - side - PHONE_LIKES_FOOT
        left = 6  # (the heart's lobe clear of the card's 2 px frame and the lit card's ring)
        heart(surface, (left + PHONE_HEART, y + side // 2 + 1), PHONE_HEART, palette.CHILI)
        x = left + 2 * PHONE_HEART + PHONE_LIKES_GAP
        for liked in card.likes:
            self.liked_disc(surface, liked, x, y, side)
            x += side + PHONE_LIKES_GAP


PHONE_LIKES_ICON = 28
"""The liked ingredients' pictures on a phone's faces (the table's 32): two, after the heart,
spaced apart and clear of the price ticket on a card of the middle, about 22 px on a card
three abreast (30 left the row crowded against the heart and the card's edges)..."""
PHONE_LIKES_FOOT = 6
"""...and their feet this far over the card's bottom edge (4 crowded its frame)."""


def move_of(table, obs: Observation, action: Action) -> PhoneMove | None:
    """A legal move in the phone's words (None: offered another way, the discard's choices)."""
    data = table.data
    words: Language = table.services.words
    _ = words.gettext
    if isinstance(action, act.PlayCard):
        mine = action.plate == obs.seat
        owner = None if mine else obs.names[action.plate]
        if action.taco < 0:
            said = (_("A new taco on your plate") if mine
                    else _("A new taco on {owner}'s plate").format(owner=owner))
            return PhoneMove(said, action, action.card, place=place_key(action.plate, -1))
        tacos = len(obs.plates[action.plate])
        return PhoneMove(_("On {taco}").format(
            taco=taco_name(action.taco, tacos, words=words, owner=owner)), action, action.card,
            place=place_key(action.plate, action.taco))
    if isinstance(action, act.EndPlay):
        return PhoneMove(_("Done playing") if obs.plays else _("Swap your hand for the middle"),
                         action, quiet=not obs.plays)  # (the swap: a way out, outlined)
    if isinstance(action, act.Discard):
        return PhoneMove(_("Keep all"), action) if not action.cards else None
    if isinstance(action, act.Pickup | act.Burn):
        card = data.card(action.card)
        label = card_label(data, action.card, words)
        said = (_("Take {card} (price {cost})") if isinstance(action, act.Pickup)
                else _("Burn {card}"))
        return PhoneMove(said.format(card=label, cost=card.cost), action,
                         face=f"card-{card.key}", picture=phone_face(faces_of(table), card))
    if isinstance(action, act.EndPickup):
        burn = burn_words(data, obs.would_burn, words=words)
        return PhoneMove(_("Finish: burns {burn}").format(burn=burn) if burn else _("Finish"),
                         action)
    return None


def prompt_of(obs: Observation, mine: bool, words: Language | None = None,
              earns: int = 1) -> str:
    """What the phone asks of its seat now, or what the player on turn is doing (`earns`: what
    each card played adds to the pickup spent in the middle)."""
    _ = (words or Language()).gettext
    if not mine:
        name = obs.names[obs.current]
        if obs.step == act.PLAY:
            return _("{name} is playing cards.").format(name=name)
        if obs.step == act.DISCARD:
            return _("{name} is choosing cards to discard.").format(name=name)
        return _("{name} is picking up.").format(name=name)
    if obs.step == act.PLAY and not obs.plays:
        return _("Tap a card to play it.")  # (one line: then the page says where it goes)
    if obs.step == act.PLAY:
        return _("Play another card for +{count} pickup, or tap Done playing to spend it in "
                 "the middle.").format(count=earns)  # (how much: the budget's chip; "pickup", one
        # name, as the table's phrase book says it)
    if obs.step == act.DISCARD:
        return _("Tap the cards to discard, then tap Discard (or Keep all).")
    if obs.step == act.PICKUP:
        return _("Take cards from the middle with your pickup, then tap Finish.")
    if obs.step == act.BURN:
        return _("Cards tie for the highest score: choose which to burn.")
    return ""


def phone_view(table, seat: int) -> PhoneView:
    """`seat`'s phone now: its hand with the table's own faces, its moves, its prompt."""
    obs: Observation = table.match.rules.observation(seat)
    rules = table.match.rules
    mine = seat in rules.actors() and not rules.is_over()
    legal = rules.legal_actions(seat) if mine else []
    data = table.data
    words: Language = table.services.words
    faces = faces_of(table)
    moves = [m for m in (move_of(table, obs, a) for a in legal) if m is not None]
    playing = mine and obs.step == act.PLAY
    hand = [PhoneCard(card, f"hand-{data.card(card).key}", hand_face(faces, data.card(card)),
                      card_label(data, card, words), chips=why_chips(table, obs, card, moves)
                      if playing else (), why=why_not(table, obs, card, moves) if playing else "")
            for card in obs.hand]
    many = None
    if mine and obs.step == act.DISCARD:
        many = Many(words.gettext("Discard"), action_to_dict(act.Discard(seat, ())), "cards",
                    list(obs.hand))
    prompt = (words.gettext("The game is over.") if rules.is_over()
              else prompt_of(obs, mine, words, data.numbers.pickup_per_card))
    return PhoneView(prompt, hand, moves, many,
                     tally_title=words.gettext("In the middle"),
                     tallies=tallies_of(table, obs),
                     budget=budget_of(obs, words) if mine and hand else "",
                     budget_count=obs.pickup_left if mine and hand else 0,
                     phrase=news_phrase(table),
                     places=places_of(table, obs, moves) if not mine or obs.step == act.PLAY
                     else [], places_title=words.gettext("Tacos"),
                     aim=words.gettext("Tap a taco framed in green to put {card} there."),
                     marks=marks_of(words, faces, data, outfit=any(
                         data.card(card).kind == OUTFIT
                         for card in (*obs.hand, *(c for c in obs.centre if c is not None))))
                     if hand else (),
                     marks_title=words.gettext("What the marks mean"))


def why_not(table, obs: Observation, card: int, moves: Sequence[PhoneMove]) -> str:
    """Why `card` plays nowhere now, in the rules' words and naming the card ("Salsa: a topper
    needs ..."; asked of `check` on the seat's own plate: its tacos, then a new one), or ''
    when a move plays it."""
    if any(m.card == card for m in moves):
        return ""
    tries = [act.PlayCard(obs.seat, card, obs.seat, taco)
             for taco in (*range(len(obs.plates[obs.seat])), -1)]
    for action in tries:
        refusal = table.match.check(action)
        if refusal is not None:
            why = table.phrases.refusal(refusal.why, obs.seat)
            return card_refusal(table.services.words, table.data.card(card).name, why)
    return ""


def refusal_of(table, obs: Observation, card: int):
    """What the rules say of `card` on the seat's own plate (its tacos, then a new one): the
    first refusal met, or None when none refuses; asked of a card no move plays, so every place
    refuses it and the first refusal is as good as any."""
    for taco in (*range(len(obs.plates[obs.seat])), -1):
        refusal = table.match.check(act.PlayCard(obs.seat, card, obs.seat, taco))
        if refusal is not None:
            return refusal.why
    return None


def short_why(table, fact) -> str:
    """Why a card plays nowhere, in a few words under its dim face ("Needs 2 ingredients"),
    so the player sees it where the card is; tapped, the page says the whole sentence."""
    words: Language = table.services.words
    _ = words.gettext
    if isinstance(fact, no.TopperNeedsIngredients):
        return words.ngettext("Needs {count} ingredient", "Needs {count} ingredients",
                              fact.need).format(count=fact.need)
    if isinstance(fact, no.DoesNotLike):
        return _("Not after {card}").format(card=_(table.data.card(fact.last).name))
    if isinstance(fact, no.StartWithEmptyTaco):
        return _("Needs an empty taco")
    if isinstance(fact, no.OneOutfitPerTaco):
        return _("Taco already dressed")
    if isinstance(fact, no.ToppedTaco):
        return _("Taco already topped")
    return _("Not now")


def why_chips(table, obs: Observation, card: int, moves: Sequence[PhoneMove]) -> tuple[Chip, ...]:
    """A card that plays nowhere: its reason in short, a chip under its face (`tone` "why");
    none for a card a move plays."""
    if any(m.card == card for m in moves):
        return ()
    fact = refusal_of(table, obs, card)
    return (Chip(short_why(table, fact), "why"),) if fact is not None else ()


def budget_of(obs: Observation, words: Language) -> str:
    """What the seat has to spend in the middle, once it has something (never "0 to spend"
    beside cards that play for free): the page draws its number on a gold ticket, as a card's
    price, so it reads in the prices' own unit, named as the table names it ("[2] pickup to
    spend", on one line beside "Your hand": the prompt says where it goes): its words keep
    `{count}` where the page draws the ticket of `PhoneView.budget_count`, so the page never
    reads the number out of them."""
    if not obs.pickup_left:
        return ""
    return words.gettext("{count} pickup to spend")


def marks_of(words: Language, faces: PartyFaces, data: TacoPartyData,
             outfit: bool = False) -> list[PhoneMark]:
    """The key to a card's marks, each drawn as the hand's cards draw it (an ingredient's):
    the round chip is its points, the gold ticket its price in the middle, the heart and the
    pictures the ingredients it may go behind; a few words each, as the page shows them in
    the hand's panel (`Mark.tone` "party"), a picture over its words, three abreast; then the
    frames: a topper's gold, and (`outfit`: one in the hand or the middle) an outfit's pink."""
    _ = words.gettext
    sample = next(card for card in data.cards if card.kind == INGREDIENT
                  and len(card.likes) == 2)
    said = (("score", _("points it scores")),
            ("cost", _("pickup price in the middle")),
            ("likes", _("its two friends: it may go right after one")))
    toppers = [card for card in data.cards if card.kind == TOPPER]
    topper = next((card for card in toppers if card.key == "sombrero"), toppers[0])
    return [PhoneMark(meaning, face=f"key-{part}-{sample.key}",
                      picture=faces.mark(sample, part), tone="party")
            for part, meaning in said] + [
        PhoneMark(_("gold frame: a topper, it goes on last"), face=f"key-frame-{topper.key}",
                  picture=topper_corner(faces, topper), tone="party")] + ([
        PhoneMark(_("pink frame: an outfit, one per taco"),
                  face=f"key-frame-{dress.key}", picture=outfit_corner(faces, dress),
                  tone="party") for dress in data.cards if dress.kind == OUTFIT][:1]
        if outfit else [])


def outfit_corner(faces: PartyFaces, outfit: Card) -> pygame.Surface:
    """The key's picture of an outfit's frame: a small card in the outfit's cream, framed as
    the faces frame it (the dark pink rim, the pink line inside), round its picture."""
    width, height = 44, 32
    out = new_surface((width, height), pygame.SRCALPHA, faces.images.k)
    out.fill(palette.CLEAR)
    rect = out.get_rect()
    paint.rect(out, palette.CREAM, rect, border_radius=6)
    paint.rect(out, palette.MAGENTA, rect.inflate(-6, -6), 1, border_radius=4)
    paint.rect(out, shade(card_colour(outfit), 0.7), rect, 2, border_radius=6)
    picture = faces.picture(outfit, 22)
    out.blit(picture, picture.get_rect(center=rect.center))
    return out


def topper_corner(faces: PartyFaces, topper: Card) -> pygame.Surface:
    """The key's picture of a gold frame: a small card in a topper's fill and gold frame, as
    the faces draw them, round the topper's hat."""
    width, height = 44, 32
    out = new_surface((width, height), pygame.SRCALPHA, faces.images.k)
    out.fill(palette.CLEAR)
    rect = out.get_rect()
    paint.rect(out, palette.TOPPER_FILL, rect, border_radius=6)
    paint.rect(out, palette.GOLD_DEEP, rect, 3, border_radius=6)
    paint.rect(out, palette.GOLD_DARK, rect, 1, border_radius=6)
    hat = faces.picture(topper, 22)
    out.blit(hat, hat.get_rect(center=rect.center))
    return out


def hand_face(faces: PartyFaces, card: Card) -> pygame.Surface:
    """A card in the hand as the phone draws it: its face without the price ticket, as a price
    is paid only for a card in the middle (the hand's cards carry one mark fewer; the middle's
    show their prices, and the key says what the ticket is), its frame whole."""
    return phone_face(faces, card, price=False)


def phone_face(faces: PartyFaces, card: Card, price: bool = True) -> pygame.Surface:
    """A card's face on a phone: the table's, its price ticket left out unless `price` (a card
    in the middle), and its frame drawn again with no green in it: on the phone a green frame
    is a card that plays now (the page's lime), so a green ingredient's (Lettuce's,
    Guacamole's) is a card's plain brown rim (`rim`); a topper keeps its gold, an outfit its
    magenta, the others their own colour's, as the table draws them."""
    face = faces.face(card).copy()
    w, h = LARGE.size
    if not price:
        chip_w, chip_h = cost_chip_width(LARGE), cost_chip_height(LARGE)
        ticket = pygame.Rect(w - chip_w - 4, h - chip_h - 4, chip_w, chip_h).inflate(2, 2)
        paint.rect(face, palette.TOPPER_FILL if card.kind == TOPPER else palette.CREAM, ticket)
    rect, r = face.get_rect(), radius(LARGE)  # (the frame over it drawn again, as the face's)
    if card.kind == TOPPER:
        paint.rect(face, palette.GOLD_DEEP, rect, 4 if w >= 90 else 3, border_radius=r)
        paint.rect(face, palette.GOLD_DARK, rect, 1, border_radius=r)
    elif card.kind == OUTFIT:
        paint.rect(face, palette.MAGENTA, rect.inflate(-6, -6), 1, border_radius=max(2, r - 3))
        paint.rect(face, shade(card_colour(card), 0.7), rect, 2, border_radius=r)
    else:
        paint.rect(face, rim(card_colour(card)), rect, 2, border_radius=r)
    return face


def rim(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A card's frame on a phone: its colour's shade, as the table's, unless that is green
    (green the most of its three), which the page keeps for "plays now": then a plain brown."""
    red, green, blue = colour
    return palette.EDGE_BROWN if green > max(red, blue) else shade(colour, 0.7)


def place_key(plate: int, taco: int) -> str:
    """A taco's spot as the page keys it (`taco` -1: a new taco's room on the plate)."""
    return f"p{plate}-{'new' if taco < 0 else taco}"


def taco_picture(faces: PartyFaces, cards: Sequence[Card]) -> pygame.Surface:
    """A taco stacked in the order it was built: the shell's top band first, each card added
    under the one before, the newest whole in front (never the shell in the middle of its own
    taco, between the ingredients tucked behind it and an outfit over it)."""
    pictures = [phone_face(faces, card, price=False) for card in cards]  # (no price on a plate)
    width, height = pictures[-1].get_size()
    band = LARGE.band * height // LARGE.height
    out = Layer((width, height + band * (len(pictures) - 1)), pygame.SRCALPHA,
                scale_of(pictures[-1]))
    out.fill(palette.CLEAR)
    for index, picture in enumerate(pictures):
        out.blit(picture, (0, index * band))
    return out


def taco_lines(words: Language, cards: Sequence[Card]) -> tuple[str, ...]:
    """A taco read in words, as the page lists it under its picture: a line per card, top to
    bottom as stacked (as built), its name and its points (a tab between), then the taco's
    total; the page draws the last line as the total."""
    total = words.gettext("Total")
    return (*(f"{words.gettext(card.name)}\t{card.score}" for card in cards),
            f"{total}\t{sum(card.score for card in cards)}")


def places_of(table, obs: Observation, moves: Sequence[PhoneMove]) -> list[PhonePlace]:
    """The tacos on every plate (the seat's own first), as the table stacks them, and a new
    taco's room on a plate where a card may start one now: a picked card's targets."""
    words: Language = table.services.words
    _ = words.gettext
    data = table.data
    faces = faces_of(table)
    keys = {m.place for m in moves}
    out = []
    for plate in sorted(range(obs.players), key=lambda p: p != obs.seat):
        mine = plate == obs.seat
        owner = None if mine else obs.names[plate]
        row = _("Your plate") if mine else _("{owner}'s plate").format(owner=owner)
        tacos = obs.plates[plate]
        for index, taco in enumerate(tacos):
            cards = [data.card(card) for card in taco]  # (in the order it was built)
            name = "taco-" + hashlib.blake2s(",".join(map(str, taco)).encode(),
                                              digest_size=8).hexdigest()
            label = taco_name(index, len(tacos), words=words, owner=owner).capitalize()
            # (every taco read alike, the seat's own and a friend's: each card and the total;
            # a friend's total alone beside a blank left the two columns unlike)
            label = "\n".join((label, *taco_lines(words, cards)))
            out.append(PhonePlace(place_key(plate, index), label, name,
                                  taco_picture(faces, cards), row))
        if place_key(plate, -1) in keys:
            out.append(PhonePlace(place_key(plate, -1), _("New taco"), row=row))
    return out


def news_phrase(table) -> Phrase:
    """The phone's news line: a card played in the phone's plain words (not the rules'
    "pickup"); anything else as the table's history says it."""

    def said(event: Event, reader: int | None) -> str | None:
        if isinstance(event, ev.CardPlayed):
            return played_words(table, event, reader)
        return table.history_text(event, reader)
    return said


def played_words(table, e: ev.CardPlayed, reader: int | None) -> str:
    """'You added Salsa to your taco', 'Ana served Meat onto your plate' (what it leaves to
    spend is the budget's chip, said once)."""
    words: Language = table.services.words
    _ = words.gettext
    names = [s.name for s in table.match.setup.seats]
    card = card_label(table.data, e.card, words)
    if e.seat != reader:
        if e.plate == reader:
            said = _("{name} served {card} onto your plate")
        elif e.plate != e.seat:
            said = _("{name} served {card} onto {owner}'s plate")
        else:
            said = (_("{name} started a new taco with {card}") if e.started
                    else _("{name} added {card} to their taco"))
    elif e.plate != e.seat:
        said = _("You served {card} onto {owner}'s plate")
    else:
        said = (_("You started a new taco with {card}") if e.started
                else _("You added {card} to your taco"))
    return said.format(name=names[e.seat], card=card, owner=names[e.plate])


def tallies_of(table, obs: Observation) -> list[PhoneTally]:
    """The middle's cards (their faces: each shows its price) and how far the game is from
    its end (what the seat may spend is the budget's chip): all public, or the seat's own."""
    _ = table.services.words.gettext
    faces = faces_of(table)
    out = [PhoneTally("", "", f"card-{table.data.card(card).key}",
                      phone_face(faces, table.data.card(card)))
           for card in obs.centre if card is not None]
    out.append(PhoneTally(_("Cards in the deck"), str(obs.deck_count)))
    out.append(PhoneTally(_("Your finished tacos"), _("{count} of {total}").format(
        count=obs.completed[obs.seat], total=obs.tacos_to_end)))
    return out

