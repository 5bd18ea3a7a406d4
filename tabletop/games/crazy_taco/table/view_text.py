"""Words on the Crazy Taco table: step chips, prompts, banners, menu lines and result lines."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.games.crazy_taco.rules.cards import CrazyTacoData, MenuOption
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import STEP_PLAY
from tabletop.games.crazy_taco.table.card_names import card_title
from tabletop.games.crazy_taco.table.faces import describe

DeviceWords = Callable[..., str]
"""(mouse's words, keys' words[, pad's words]) -> the words of the device in hand."""

STEP_LABELS = {
    "play": "Phase 1 · Customers",
    "arrivals": "Phase 1 · Customers",
    "extra": "Phase 1 · An Extra",
    "extra_offer": "Phase 1 · An Extra?",
    "roll": "Phase 2 · Roll",
    "place": "Phase 2 · Place dice",
    "manage": "Phase 3 · Management",
    "over": "Game over",
}

PHASE_BANNERS = {
    ("customers", "arrivals"): "Turn {turn} · Phase 1: customers arrive",
    ("customers", "play"): "Turn {turn} · Phase 1: the customer player plays",
    ("customers", "extra"): "An Extra card: buy it or let it go?",
    ("customers", "extra_offer"): "Stars lost: reveal an Extra?",
    ("dice", "roll"): "Phase 2: roll the dice",
    ("management", "manage"): "Phase 3: management",
}

PHASES = (("customers", "1 Customers"), ("dice", "2 Dice"), ("management", "3 Management"))

EFFECT_WORDS = {
    "serve_all": "all served, paid",
    "to_money": "{a} money",
    "recover_rest": "{a} from rest",
    "set_faces": "turn {a} dice",
    "popularity": "+{a} star",
}


DISH_HELP = {
    "serve_all": "Every customer at the counter and in Patience is served and pays.",
    "to_money": "{a} of those dice turn to money; the others are used up.",
    "recover_rest": "Brings {a} resting worker(s) back to the cup.",
    "set_faces": "{a} of those dice turn to the faces you choose.",
    "popularity": "+{a} star of popularity.",
}


def dish_help(option: MenuOption) -> str:
    amounts = " or ".join(str(a) for a in sorted({v.amount for v in option.variants}))
    return DISH_HELP.get(option.effect, "").format(a=amounts)


def dish_name(option: MenuOption) -> str:
    """The menu line's name (the first of its names)."""
    return option.name.split(" / ")[0]


def dish_effect(option: MenuOption) -> str:
    amounts = sorted({v.amount for v in option.variants})
    amount = " / ".join(str(a) for a in amounts)
    return EFFECT_WORDS.get(option.effect, option.effect).format(a=amount)


def banner_for(phase: str, step: str, turn: int) -> str:
    text = PHASE_BANNERS.get((phase, step), "")
    return text.format(turn=turn)


def manager_prompt(step: str, keyboard: bool, selected: int, obs: CrazyTacoObservation,
                   reroll_cost: int) -> str:
    """What the manager can do now, in one short line."""
    if step == "roll":
        if keyboard:
            return "{confirm}: roll the dice"
        return "Roll the dice (button, or click the kitchen)"
    if step == "place":
        if keyboard:
            if selected:
                return "{Arrows}: choose a place · {confirm}: place · {erase}: unpick"
            return "{Arrows}: choose a die · {confirm}: pick it (several for one order)"
        if selected:
            return "Click where the picked dice go, or drag them there"
        return "Drag dice onto a place, or click several, then the place"
    if step == "manage":
        if any(d.zone == "rest" for d in obs.dice.values()):
            if keyboard:
                return "{confirm} on a resting worker: overtime · or end the turn"
            return "Click a resting worker for overtime, or end the turn"
        return "Advertise, pay fines, or end the turn"
    if step == "extra":
        return "Buy the Extra card, or let it go"
    if step == "extra_offer":
        return "Reveal the top card of your Extra pile?"
    return ""


def customer_prompt(keyboard: bool, marked: int) -> str:
    if marked >= 3:
        return "Swap these 3 cards for new ones (no play this turn)"
    if keyboard:
        return "{Arrows}: choose a card · {confirm}: mark it · then Play"
    return "Mark a card (OPEN brings one more), then Play"


def status_line(obs: CrazyTacoObservation, seat: int | None, name: str, mine: bool,
                asking: str, keyboard: bool, selected: int, marked: int,
                reroll_cost: int) -> tuple[str, str]:
    """(step, what to do now) for the top bar: what the seat to act (`name`) is doing, or what
    the viewer can do when it is theirs (`mine`); `asking`: the question open over the table
    ('faces', 'serve or collect' or '')."""
    label = STEP_LABELS.get(obs.step, obs.step)
    if not mine or seat is None:
        doing = "is playing a card" if seat == CUSTOMER_PLAYER else "is running the kitchen"
        return (label, f"{name} {doing}…")
    if asking == "faces":
        return (label, "{up_down}: a die · {left_right}: its face · {erase}: cancel" if keyboard
                else "Click a face to change it, then order")
    if asking:
        return (label, "Serve the order, or collect its payment?")
    if seat == MANAGER:
        return (label, manager_prompt(obs.step, keyboard, selected, obs, reroll_cost))
    return (label, customer_prompt(keyboard, marked))


def result_lines(data: CrazyTacoData, obs: CrazyTacoObservation, seat: int,
                 versus: bool) -> list[str]:
    """How a seat's result came about, for the results screen."""
    if seat == 0:
        lines = [f"Cash register: ${obs.money}, after {obs.turn} turns",  # first: what the
                 # score's breakdown does not say
                 f"Popularity left: {obs.popularity} of {data.board.popularity_cap} stars",
                 f"Stars lost along the way: {obs.stars_lost}"]
        if obs.deck_count and 0 not in obs.winners:
            lines.append(f"Cards still in the deck: {obs.deck_count}")
        if obs.extra:
            lines.append(f"Extra in the kitchen: {data.card(obs.extra).name}")
        if obs.overtime_used:
            lines.append(f"Overtime paid: {obs.overtime_used} time(s)")
        if obs.fine_due:
            lines.append(f"Fines still unpaid: ${obs.fine_due}")
        lines.append("Manager scores the stars left" + (" (0 if the restaurant closed)"
                                                          if not versus else ""))
        return lines
    return [f"Stars taken from Crazy Taco: {obs.stars_lost}",
            f"Cards never played: {obs.hand_count} in hand, {obs.deck_count} in the deck",
            "The customer player scores the stars taken"]


def by_mouse(mouse: str, keys: str, pad: str | None = None) -> str:
    """The mouse's words (a `panel_text` with nobody's device in hand)."""
    return mouse


def panel_text(data: CrazyTacoData, obs: CrazyTacoObservation, my_turn: bool,
               acting: str | None, selected: Sequence[str], voucher: str,
               marked: Sequence[str], device_words: DeviceWords = by_mouse,
               ended: str = "") -> str:
    """A sentence about the step, under the phase chips (`acting`: the name of whoever plays
    now; None when nobody does, and `ended` says how the game ended; `device_words` picks the
    mouse's or the keys' words, as the table's `device_words` does)."""
    step = obs.step
    if not my_turn:
        if acting is None:
            return ended
        return f"{acting} is playing. Watch the counter and the dice."
    if step == "roll":
        cup = sum(1 for d in obs.dice.values() if d.zone == "cup")
        kept = sum(1 for d in obs.dice.values() if d.kept and d.zone == "table")
        extra = f", {kept} kept from last turn" if kept else ""
        return f"{cup} dice in the cup{extra}. Resting and captive dice sit this roll out."
    if step == "place":
        if selected:
            names = {d.id: d.name for d in data.dice}
            picked = ", ".join(f"{names[d]} ({obs.dice[d].face})" for d in selected)
            return f"Picked: {picked}."
        if voucher:
            return device_words("Meal voucher picked: click the order it pays for.",
                                "Meal voucher picked: {arrows} to the order it pays for, "
                                "then {confirm}.")
        return ("Serve whole orders, collect with money dice, send a die to the door task, "
                "take bonuses, or order from the menu.")
    if step == "manage":
        return ("Tasks ticked, the rest room moved, the line closed up. "
                "Spend money now, then end the turn.")
    if step == "extra":
        return " ".join(describe(data.card(obs.extra_offer))[1:])
    if step == "extra_offer":
        return (f"You lost stars: you may look at the top card of your Extra pile "
                f"({obs.extras_pile_count} left).")
    if step == STEP_PLAY:
        names_marked = ", ".join(card_title(data.card(c)) for c in marked)
        return f"Marked: {names_marked}." if marked else (
            "Play one card; an OPEN card brings a plain card along. "
            "After OPEN or TASK, the next play must be plain.")
    return ""
