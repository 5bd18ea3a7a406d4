"""Words on the Crazy Taco table: step chips, prompts, banners, menu lines and result lines."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.core.language import N_, Language
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData, MenuOption
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import STEP_PLAY
from tabletop.games.crazy_taco.table.card_names import card_title, face_word
from tabletop.games.crazy_taco.table.faces import describe

DeviceWords = Callable[..., str]
"""(mouse's words, keys' words[, pad's words]) -> the words of the device in hand."""

PHASE_BANNERS = {
    ("customers", "arrivals"): N_("Turn {turn} · Phase 1: customers arrive"),
    ("customers", "play"): N_("Turn {turn} · Phase 1: the customer player plays"),
    ("customers", "extra"): N_("An Extra card: buy it or let it go?"),
    ("customers", "extra_offer"): N_("Stars lost: reveal an Extra?"),
    ("dice", "roll"): N_("Phase 2: roll the dice"),
    ("management", "manage"): N_("Phase 3: management"),
}

PHASES = (("customers", N_("1 Customers")), ("dice", N_("2 Dice")),
          ("management", N_("3 Management")))

EFFECT_WORDS = {
    "serve_all": N_("serve all"),
    "recover_rest": N_("{a} leave rest room"),
    "popularity": N_("+{a} star"),
}
"""What a dish gives, in words a player reads at once (the rulebook's meaning; the tooltip
says it whole); the effects that count dice are worded in `dish_effect`, singular and
plural."""


DISH_HELP = {
    "serve_all": N_("Every customer at the counter and in Patience is served and pays."),
    "to_money": N_("{a} of those dice turn to money; the others are used up."),
    "recover_rest": N_("Brings {a} resting worker(s) back to the cup."),
    "set_faces": N_("{a} of those dice turn to the faces you choose."),
    "popularity": N_("+{a} star of popularity."),
}


def dish_help(option: MenuOption, words: Language | None = None) -> str:
    _ = (words or Language()).gettext
    amounts = _(" or ").join(str(a) for a in sorted({v.amount for v in option.variants}))
    return _(DISH_HELP.get(option.effect, "")).format(a=amounts)


def dish_name(option: MenuOption, words: Language | None = None) -> str:
    """The menu line's name (the first of its names)."""
    return (words or Language()).gettext(option.name).split(" / ")[0]


def dish_effect(option: MenuOption, words: Language | None = None) -> str:
    """What a dish gives: 'serve all', '2 money dice', '1 or 2 back to work'."""
    words = words or Language()
    amounts = sorted({v.amount for v in option.variants})
    amount = words.gettext(" or ").join(str(a) for a in amounts)
    if option.effect == "to_money":
        return words.ngettext("{a} money die", "{a} money dice", amounts[-1]).format(a=amount)
    if option.effect == "set_faces":
        return words.ngettext("{a} die to any face", "{a} dice to any face",
                              amounts[-1]).format(a=amount)
    effect = EFFECT_WORDS.get(option.effect)
    return words.gettext(effect).format(a=amount) if effect else option.effect


def banner_for(phase: str, step: str, turn: int, words: Language | None = None) -> str:
    text = PHASE_BANNERS.get((phase, step), "")
    return (words or Language()).gettext(text).format(turn=turn)


def manager_prompt(step: str, keyboard: bool, selected: int, obs: CrazyTacoObservation,
                   reroll_cost: int, words: Language | None = None,
                   advertise: bool = True) -> str:
    """What the manager can do now, in one short line (`advertise`: the campaign may be paid
    for now)."""
    words = words or Language()
    _ = words.gettext
    if step == "roll":
        if keyboard:
            return _("{confirm}: roll the dice")
        return _("Roll the dice (button, or click the kitchen)")
    if step == "place":
        if not any(d.zone == "table" and d.face != "rest" for d in obs.dice.values()):
            return _("Every die is used: press Finish placing")  # (the coach says the same)
        if keyboard:
            if selected:
                return _("{Arrows}: choose a place · {confirm}: place · {erase}: unpick")
            return _("{Arrows}: choose a die · {confirm}: pick it (several for one order)")
        if selected:
            return _("Click where the picked dice go, or drag them there")
        return _("Drag dice onto a place, or click several, then the place")
    if step == "manage":
        if any(d.zone == "rest" for d in obs.dice.values()):
            if keyboard:
                return _("{confirm} on a resting worker: overtime · or end the turn")
            return _("Click a resting worker for overtime, or end the turn")
        if obs.fine_due:  # (what the buttons offer, never one that is greyed out)
            return (_("Advertise, pay fines, or end the turn") if advertise
                    else _("Pay fines, or end the turn"))
        kept = sum(1 for d in obs.dice.values() if d.kept and d.zone == "table")
        if kept and not advertise:  # (beside dice still on the table: why they wait there)
            return words.ngettext("{count} die kept for next turn: end the turn",
                                  "{count} dice kept for next turn: end the turn",
                                  kept).format(count=kept)
        return (_("Advertise for +1 star, or end the turn") if advertise
                else _("Nothing more to do: end the turn"))
    if step == "extra":
        return _("Buy the Extra card, or let it go")
    if step == "extra_offer":
        return _("Reveal the top card of your Extra pile?")
    return ""


def customer_prompt(keyboard: bool, marked: int, words: Language | None = None) -> str:
    _ = (words or Language()).gettext
    if marked >= 3:
        return _("Swap these 3 cards for new ones (no play this turn)")
    if keyboard:
        return _("{Arrows}: choose a card · {confirm}: mark it · then Play")
    return _("Mark a card (OPEN brings one more), then Play")


def status_line(obs: CrazyTacoObservation, seat: int | None, name: str, mine: bool,
                asking: str, keyboard: bool, selected: int, marked: int,
                reroll_cost: int, words: Language | None = None,
                advertise: bool = True) -> tuple[str, str]:
    """(the turn, what to do now) for the top bar: what the seat to act (`name`) is doing, or
    what the viewer can do when it is theirs (`mine`); `asking`: the question open over the
    table ('faces', 'serve or collect' or ''). The phase is said once, by the phase panel's
    lit pill: the top bar's chip is the turn."""
    words = words or Language()
    _ = words.gettext
    turn = _("Turn {turn}").format(turn=obs.turn)
    if not mine or seat is None:
        if seat == CUSTOMER_PLAYER:
            return (turn, _("{name} is choosing a customer to send in").format(name=name))
        return (turn, _("{name} is running the kitchen").format(name=name))
    if asking == "faces":
        return (turn, _("{up_down}: a die · {left_right}: its face · {erase}: cancel")
                if keyboard else _("Click a face to change it, then order"))
    if asking:
        return (turn, _("Serve the order, or collect its payment?"))
    if seat == MANAGER:
        return (turn, manager_prompt(obs.step, keyboard, selected, obs, reroll_cost, words,
                                     advertise))
    return (turn, customer_prompt(keyboard, marked, words))


def result_lines(data: CrazyTacoData, obs: CrazyTacoObservation, seat: int,
                 versus: bool, words: Language | None = None) -> list[str]:
    """How a seat's result came about, for the results screen (how it scores is said by its
    breakdown's note, never again here)."""
    words = words or Language()
    _ = words.gettext
    if seat == 0:
        lines = [_("Cash register: ${money}, after {turns} turns").format(  # first: what the
                 money=obs.money, turns=obs.turn)]  # score's breakdown does not say
        if versus:  # (solo, the breakdown counts the stars from the start, loss by loss)
            lines.append(_("Popularity left: {stars} of {cap} stars").format(
                stars=obs.popularity, cap=data.board.popularity_cap))
        if obs.deck_count and 0 not in obs.winners:
            lines.append(_("Cards still in the deck: {count}").format(count=obs.deck_count))
        if obs.extra:  # what the Extra did, said plainly ("Extra: Terminal" was jargon)
            did = {"grill": N_("Bought a grill: once a turn, a blank die counted as food"),
                   "soda-fountain": N_("Bought a soda fountain: once a turn, a blank die "
                                       "counted as drink"),
                   "card-terminal": N_("Bought a card terminal: once a turn, a food or drink "
                                       "die counted as money")}
            card = data.card(obs.extra)
            said = did.get(getattr(card, "key", ""))
            lines.append(_(said) if said else _("Extra in the kitchen: {card}").format(
                card=card_title(card, words)))
        if obs.overtime_used:
            lines.append(words.ngettext(
                "Overtime paid: {count} time", "Overtime paid: {count} times",
                obs.overtime_used).format(count=obs.overtime_used))
        if obs.fine_due:
            lines.append(_("Fines still unpaid: ${amount}").format(amount=obs.fine_due))
        return lines  # (how the seat scores is the breakdown's note, said once)
    return [_("Stars taken from Crazy Taco: {count}").format(count=obs.stars_lost),
            _("Cards never played: {hand} in hand, {deck} in the deck").format(
                hand=obs.hand_count, deck=obs.deck_count)]


def by_mouse(mouse: str, keys: str, pad: str | None = None) -> str:
    """The mouse's words (a `panel_text` with nobody's device in hand)."""
    return mouse


def panel_text(data: CrazyTacoData, obs: CrazyTacoObservation, my_turn: bool,
               acting: str | None, selected: Sequence[str], voucher: str,
               marked: Sequence[str], device_words: DeviceWords = by_mouse,
               ended: str = "", words: Language | None = None) -> str:
    """A fact about the step, under the phase chips, never the instruction the top bar gives
    (`acting`: the name of whoever plays
    now; None when nobody does, and `ended` says how the game ended; `device_words` picks the
    mouse's or the keys' words, as the table's `device_words` does)."""
    words = words or Language()
    _ = words.gettext
    step = obs.step
    if not my_turn:  # the top bar says who is playing: said once; here, what it means
        if acting is None:
            return ended
        if step == STEP_PLAY:
            return _("The customer player sends the next customer to the counter.")
        return ""
    if step == "roll":  # how many dice roll is the kitchen's strip's (`cup_words`)
        return _("Each die is used once: to serve, collect, do a task or order a dish.")
    if step == "place":
        if selected:
            names = {d.id: _(d.name) for d in data.dice}
            picked = ", ".join(f"{names[d]} ({face_word(obs.dice[d].face, words)})"
                               for d in selected)
            return _("Picked: {dice}.").format(dice=picked)
        if voucher:
            return device_words(_("Meal voucher picked: click the order it pays for."),
                                _("Meal voucher picked: {arrows} to the order it pays for, "
                                  "then {confirm}."))
        return _("Serve an order with the faces it asks for; a money die collects its pay.")
    if step == "manage":
        return manage_text(data, obs, words)
    if step == "extra":
        return " ".join(describe(data.card(obs.extra_offer), words)[1:])
    if step == "extra_offer":
        return _("You lost stars: you may look at the top card of your Extra pile "
                 "({count} left).").format(count=obs.extras_pile_count)
    if step == STEP_PLAY:
        names_marked = ", ".join(card_title(data.card(c), words) for c in marked)
        return _("Marked: {cards}.").format(cards=names_marked) if marked else _(
            "After OPEN or TASK, the next play must be plain.")
    return ""


def cup_words(obs: CrazyTacoObservation, words: Language | None = None) -> str:
    """What the kitchen's strip says before the roll: how many dice roll (and how many sit it
    out, kept); which ones is the kitchen's tooltip."""
    words = words or Language()
    cup = sum(1 for d in obs.dice.values() if d.zone == "cup")
    kept = sum(1 for d in obs.dice.values() if d.kept and d.zone == "table")
    rolled = words.ngettext("{count} die to roll", "{count} dice to roll", cup).format(count=cup)
    if kept:
        return words.ngettext("{rolled}, {count} kept", "{rolled}, {count} kept",
                              kept).format(rolled=rolled, count=kept)
    return rolled


def manage_text(data: CrazyTacoData, obs: CrazyTacoObservation,
                words: Language | None = None) -> str:
    """The management step under the phase pills: what the cash can buy now (overtime for a
    resting worker, advertising for a star), then how the turn ends; sentences that find no
    room are left off from the end (`fitting_sentences`)."""
    words = words or Language()
    _ = words.gettext
    said: list[str] = []
    board = data.board
    resting = any(d.zone == "rest" for d in obs.dice.values())
    costs = board.overtime_costs
    if resting and obs.overtime_used < len(costs):
        said.append(_("Overtime ${cost}: a resting worker back now.").format(
            cost=costs[obs.overtime_used]))
    cost, stars = board.advertising_cost, board.advertising_stars
    if obs.popularity >= board.popularity_cap:
        said.append(_("The stars are full: no advert needed."))
    elif obs.money >= cost:
        said.append(words.ngettext("Advertising: +{stars} star for ${cost}.",
                                   "Advertising: +{stars} stars for ${cost}.",
                                   stars).format(stars=stars, cost=cost))
    else:
        said.append(_("Advertising needs ${cost} (you have ${money}).").format(
            cost=cost, money=obs.money))
    said.append(_("End the turn: the next customers come in."))
    return " ".join(said)


def fitting_sentences(text: str, fits: Callable[[str], bool]) -> str:
    """`text` with its last sentences left off until it `fits` ('' when not even the first
    does)."""
    while text and not fits(text):
        cut = text.rstrip().rfind(". ")
        text = text[:cut + 1] if cut > 0 else ""
    return text
