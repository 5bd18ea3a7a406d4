"""Crazy Taco bots: the manager (seat 0; also the hint giver) and the customer player (seat 1).

Both decide from the observation alone. The manager tries each placement on the public
position (lookahead.py: what the observation shows, judged by the rules' own path) and keeps
the one that improves a simple evaluation most.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.core.actions import Action
from tabletop.core.facts import Fact
from tabletop.core.game import Decision
from tabletop.games.crazy_taco.rules import hints as hint
from tabletop.games.crazy_taco.rules.actions import (
    ActivateBonus,
    Advertise,
    BuyExtra,
    Collect,
    DoTask,
    EndTurn,
    FinishDice,
    Menu,
    Overtime,
    PayFine,
    PlayCard,
    Redraw,
    Reroll,
    RevealExtra,
    Roll,
    Serve,
    TakeBonus,
    UseVoucher,
)
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData, CustomerCard
from tabletop.games.crazy_taco.rules.lookahead import Position
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.state import REST, TABLE, State


@dataclass(frozen=True)
class Weights:
    """The manager bot's judgement, in popularity stars (tuned by bots-only runs)."""

    money: float = 0.12                 # one dollar
    occupied: float = 0.25              # a card taking a place at the counter
    position_risk: tuple[float, ...] = (0.45, 0.3, 0.2, 0.15, 0.12, 0.1)
    full_counter: float = 1.5           # risk multiplier when the counter is full
    captive_turn: float = 0.08          # one die missing one roll
    reserve: int = 3                    # dollars kept back for truck costs and fines
    door: float = 0.45                  # chance-weighted penalty of an open door task
    base_risk: float = 0.2              # risk every waiting order carries anyway
    resting: float = 0.12               # per turn a die still has to rest
    keep_money: bool = True
    keep_needed: bool = True
    reroll_weak: int = 2                # weak dice (blank/rest) that justify a re-roll
    reroll_rest: bool = True            # re-roll when a die shows rest
    reroll_faces: tuple[str, ...] = ("blank", "rest")   # unused faces worth rolling again
    overtime_wait: int = 2              # turns of rest left that justify overtime
    model: int = 2                      # 1: risk by position, 2: by arrivals until it leaves
    danger: tuple[float, ...] = (1.0, 0.5, 0.3, 0.2, 0.12, 0.08, 0.05)
    progress_floor: float = 0.5         # share of the danger left on a nearly done order
    lookahead: int = 6                  # best first moves also judged by their best follow-up


class ManagerBot:
    """Greedy manager: best single placement by evaluation, a look-ahead after menu dishes."""

    def __init__(self, data: CrazyTacoData, seed: int = 0, skill: str = "normal",
                 weights: Weights | None = None) -> None:
        self.data = data
        self.rng = random.Random(seed)
        self.skill = skill
        self.w = weights or Weights()

    # --- entry point -------------------------------------------------------------------
    def choose(self, observation: CrazyTacoObservation, legal: list[Action]) -> Decision:
        step = observation.step
        if step == "roll":
            return Decision(_find(legal, Roll) or legal[0], hint.RollDice())
        if step == "extra":
            return self._extra(observation, legal)
        if step == "extra_offer":
            return self._offer(observation, legal)
        if step == "manage":
            return self._manage(observation, legal)
        if step == "place":
            return self._place(observation, legal)
        return Decision(legal[0], hint.OnlyMove())

    # --- Phase 1 decisions -------------------------------------------------------------
    def _extra(self, obs: CrazyTacoObservation, legal: list[Action]) -> Decision:
        buy = BuyExtra(0, True)
        if buy in legal and not obs.extra:
            return Decision(buy, hint.BuyTheExtra(obs.extra_offer))
        return Decision(BuyExtra(0, False), hint.LetTheExtraGo(obs.extra_offer))

    def _offer(self, obs: CrazyTacoObservation, legal: list[Action]) -> Decision:
        if not obs.extra and obs.money >= 4:
            return Decision(RevealExtra(0, True), hint.LookAtExtra())
        return Decision(RevealExtra(0, False), hint.SaveMoney())

    # --- Phase 3 -----------------------------------------------------------------------
    def _manage(self, obs: CrazyTacoObservation, legal: list[Action]) -> Decision:
        if PayFine(0) in legal:
            return Decision(PayFine(0), hint.PayTheFine())
        money = obs.money
        board = self.data.board
        overtime = [a for a in legal if isinstance(a, Overtime)]
        if overtime:
            cost = board.overtime_costs[obs.overtime_used]
            longest = min(overtime, key=lambda a: int(obs.dice[a.die].on))
            waiting = board.rest_room_spaces - int(obs.dice[longest.die].on) + 1
            if waiting >= self.w.overtime_wait and money >= cost + self.w.reserve:
                return Decision(longest, hint.PayOvertime())
        if Advertise(0) in legal:
            low = obs.popularity <= board.popularity_cap - 2
            spare = money >= board.advertising_cost + self.w.reserve
            if spare or (low and money >= board.advertising_cost):
                return Decision(Advertise(0), hint.BuyCampaign())
        return Decision(EndTurn(0), hint.EndTheTurn())

    # --- Phase 2 -----------------------------------------------------------------------
    def _place(self, obs: CrazyTacoObservation, legal: list[Action]) -> Decision:
        position = Position.seen(self.data, obs)
        state = position.state
        base = self.evaluate(state)
        scored: list[tuple[float, int, Action, Position]] = []
        for index, action in enumerate(legal):
            if isinstance(action, (FinishDice, Reroll)):
                continue
            after = position.after(action)
            if after is None:
                continue
            value = self.evaluate(after.state)
            option = self.data.menu_option(action.option) if isinstance(action, Menu) else None
            if option is not None and option.effect in ("to_money", "set_faces"):
                value = max(value - 0.05, self._best_follow_up(after))
            scored.append((value, -index, action, after))
        scored.sort(key=lambda item: item[:2], reverse=True)
        if self.w.lookahead:
            deeper = [(max(value, self._best_follow_up(after) - 0.01), index, action, after)
                      for value, index, action, after in scored[:self.w.lookahead]]
            scored = sorted(deeper + scored[self.w.lookahead:], key=lambda item: item[:2],
                            reverse=True)
        if scored and scored[0][0] - base > 0.01:
            action = scored[0][2]
            return Decision(action, explain(obs, action))
        reroll = self._reroll(obs, state, legal)
        if reroll is not None:
            return reroll
        return self._finish(obs, legal)

    def _best_follow_up(self, position: Position) -> float:
        best = self.evaluate(position.state)
        for action in position.placements():
            if isinstance(action, Menu):
                continue
            after = position.after(action)
            if after is not None:
                best = max(best, self.evaluate(after.state))
        return best

    def _reroll(self, obs: CrazyTacoObservation, state: State,
                legal: list[Action]) -> Decision | None:
        cost = self.data.board.reroll_cost
        if obs.money < cost + self.w.reserve:
            return None
        open_orders = [c for c in state.counter_cards() if self.data.card(c).is_order]
        if not open_orders:
            return None
        dice = [d for d, die in obs.dice.items() if die.zone == TABLE]
        resting = [d for d in dice if obs.dice[d].face == "rest"]
        weak = [d for d in dice if obs.dice[d].face in self.w.reroll_faces]
        if not (resting and self.w.reroll_rest) and len(weak) < self.w.reroll_weak:
            return None
        wanted = set(weak)
        action = _matching(legal, Reroll, wanted, self.data, obs)
        if action is None:
            return None
        return Decision(action, hint.RerollUseless())

    def _finish(self, obs: CrazyTacoObservation, legal: list[Action]) -> Decision:
        dice = obs.dice
        cards = [self.data.card(c) for c in obs.counter_cards()]
        unserved = [c for c in cards if c.is_order and not obs.status[c.id].served]
        need_food = sum(c.food for c in unserved)
        need_drink = sum(c.drink for c in unserved)
        keep = set()
        for die_id, die in dice.items():
            if die.zone != TABLE:
                continue
            face = die.face
            if face == "money" and self.w.keep_money:
                keep.add(die_id)
            elif not self.w.keep_needed:
                continue
            elif face == "food" and need_food > 0:
                keep.add(die_id)
                need_food -= 1
            elif face == "drink" and need_drink > 0:
                keep.add(die_id)
                need_drink -= 1
        action = _matching(legal, FinishDice, keep, self.data, obs) or FinishDice(0, ())
        return Decision(action, hint.FinishPlacing(keeping=bool(keep)))

    # --- evaluation --------------------------------------------------------------------
    def evaluate(self, s: State) -> float:
        """How good a position is, in popularity stars."""
        data, w = self.data, self.w
        value = float(s.popularity) + w.money * s.money
        if s.popularity <= 2:
            value += 1.5 * s.popularity
        value -= 0.15 * s.fine_due + (0.6 if s.fine_due else 0.0)
        line = [c for c in s.counter if c]
        if w.model == 2:
            free = len(s.counter) - len(line)
            for index, card_id in enumerate(line):
                value -= self._card_danger(s, card_id, free + index + 2, free + index + 1)
            if s.patience:
                value -= self._card_danger(s, s.patience, free + 1, 0)
        else:
            full = len(line) >= len(s.counter)
            for index, card_id in enumerate(line):
                risk = w.position_risk[min(index, len(w.position_risk) - 1)] * (
                    w.full_counter if full else 1.0)
                value -= self._card_cost(s, card_id, risk)
            if s.patience:
                risk = 1.0 if full else (0.6 if len(line) == len(s.counter) - 1 else 0.35)
                value -= self._card_cost(s, s.patience, risk)
        if s.door:
            task = data.card(s.door)
            value -= w.door * (task.penalty.stars + w.money * task.penalty.fine) + 0.05
        for entry in s.task_zone:
            value -= w.money * data.card(entry.card).cost + w.captive_turn * entry.turns_left
        for entry in s.bonus_zone:
            if entry.card == data.pinata.id:
                value += w.money * data.pinata.reward if entry.die else -0.5
            else:
                bonus = data.card(entry.card).bonus
                value += {"meal_voucher": 0.8, "staff_key": 0.1 if not entry.die else 0.2}.get(
                    bonus, 0.0)
            if entry.die:
                value -= w.captive_turn * entry.turns_left
        for die in s.dice.values():
            if die.zone == REST:
                value -= w.resting * (data.board.rest_room_spaces - int(die.on) + 1)
        return value

    def _card_cost(self, s: State, card_id: str, risk: float) -> float:
        card: CustomerCard = self.data.card(card_id)
        w = self.w
        if card.is_bonus:
            return w.occupied + card.penalty.stars * (0.3 + risk)
        status = s.status[card_id]
        needs_pay = card.kind != "prepaid"
        total = card.food + card.drink + (1 if needs_pay else 0)
        work = (0 if status.served else card.food + card.drink) + (
            1 if needs_pay and not status.collected else 0)
        frac = work / total
        stars = (card.lost_penalty(status.served).stars
                 + (card.reward_stars if not status.served else 0))
        return w.occupied + frac * stars * (w.base_risk + risk) + (
            0.5 * w.money * card.price * frac + 0.05 * work)


    def _card_danger(self, s: State, card_id: str, arrivals: int, to_patience: int) -> float:
        """Expected stars lost on a waiting card that leaves after `arrivals` more arrivals
        (`to_patience`: arrivals until it would be pushed into Patience)."""
        card: CustomerCard = self.data.card(card_id)
        w = self.w
        danger = w.danger
        if card.is_bonus:
            left = max(1, to_patience)
            return w.occupied + card.penalty.stars * danger[min(left, len(danger)) - 1]
        status = s.status[card_id]
        if card.kind in ("vip", "pickpocket") and not status.served:
            arrivals = max(1, to_patience)
        needs_pay = card.kind != "prepaid"
        total = card.food + card.drink + (1 if needs_pay else 0)
        work = (0 if status.served else card.food + card.drink) + (
            1 if needs_pay and not status.collected else 0)
        frac = work / total
        stars = (card.lost_penalty(status.served).stars
                 + (card.reward_stars if not status.served else 0))
        chance = danger[min(arrivals, len(danger)) - 1]
        share = 1.0 if arrivals <= 1 else w.progress_floor + (1 - w.progress_floor) * frac
        return w.occupied + stars * (w.base_risk * frac + chance * share) + (
            0.5 * w.money * card.price * frac + 0.05 * work)


class CustomerBot:
    """The customer player: plays the card that hurts most, keeps a plain card for later."""

    def __init__(self, data: CrazyTacoData, seed: int = 0, skill: str = "normal") -> None:
        self.data = data
        self.rng = random.Random(seed)
        self.skill = skill

    def choose(self, observation: CrazyTacoObservation, legal: list[Action]) -> Decision:
        plays = [a for a in legal if isinstance(a, PlayCard)]
        if not plays:
            return Decision(legal[0], hint.OnlyMove())
        scored = [(self._score(observation, a), i, a) for i, a in enumerate(plays)]
        score, _, best = max(scored)
        redraws = [a for a in legal if isinstance(a, Redraw)]
        if score < 0 and redraws:
            hand = observation.hand

            def keep_value(card_id: str) -> float:
                plain = getattr(self.data.card(card_id), "message", "none") == "none"
                return self._card_value(observation, card_id) + (4.0 if plain else 0.0)

            worst = sorted(hand, key=keep_value)[:3]
            for action in redraws:
                if set(action.cards) == set(worst):
                    return Decision(action, hint.SwapWeakCards(len(worst)))
        return Decision(best, hint.PlayFromHand(best.card, best.companion))

    def _card_value(self, obs: CrazyTacoObservation, card_id: str) -> float:
        """How much a card alone pressures the kitchen."""
        card = self.data.card(card_id)
        if not isinstance(card, CustomerCard):       # an inspection
            resting = sum(1 for d in obs.dice.values() if d.zone == REST)
            cleaning = sum(1 for c in obs.counter_cards() if self.data.card(c).bonus == "cleaning")
            amount = {"per_resting": card.amount * resting,
                      "none_resting": card.amount if resting == 0 else 0,
                      "per_cleaning_card": card.amount * cleaning}[card.rule]
            return 0.5 * amount - 1
        if card.kind == "bonus":
            return {"cleaning": 3.0, "free_time": -4.0, "meal_voucher": -2.5,
                    "staff_key": -1.5}[card.bonus]
        value = card.food + card.drink + (1.0 if card.kind != "prepaid" else 0.0)
        if card.message == "task":
            value += 2.5 if obs.door else 1.0
        return value

    def _score(self, obs: CrazyTacoObservation, action: PlayCard) -> float:
        value = self._card_value(obs, action.card)
        arrivals = 1
        if action.companion:
            value += self._card_value(obs, action.companion) + 1.0
            arrivals += 1
        line = [c for c in obs.counter if c]
        space = len(obs.counter) - len(line)
        pushes = max(0, arrivals - space)
        value += 3.0 * pushes * (1 if obs.patience or pushes > 1 else 0.4)
        card = self.data.card(action.card)
        special = isinstance(card, CustomerCard) and card.message != "none"
        rest = [c for c in obs.hand if c not in (action.card, action.companion)]
        plain = [c for c in rest if getattr(self.data.card(c), "message", "none") == "none"]
        if special and not plain:
            value -= 100.0      # next turn would have no card it may play
        if obs.deck_count < len(obs.hand):
            # near the end every special card needs a plain one after it
            value -= 1.5 * max(0, len(rest) - 2 * len(plain) - 1)
        return value + self.rng.random() * 0.01


def _find(legal: list[Action], kind: type) -> Action | None:
    for action in legal:
        if isinstance(action, kind):
            return action
    return None


def _matching(legal: list[Action], kind: type, dice: set[str], data: CrazyTacoData,
              obs: CrazyTacoObservation) -> Action | None:
    """The legal Reroll/FinishDice whose dice have the same kinds and faces as `dice`."""
    def sig(ids) -> list:
        return sorted((data.die(d).faces, obs.dice[d].face) for d in ids)

    wanted = sig(dice)
    for action in legal:
        if isinstance(action, kind) and isinstance(action, Reroll | FinishDice):
            ids = action.dice if isinstance(action, Reroll) else action.keep
            if sig(ids) == wanted:
                return action
    return None


def explain(obs: CrazyTacoObservation, action: Action) -> Fact:
    """Why a placement (a hint), naming cards where the table shows them."""
    where = hint.place_of(obs, getattr(action, "card", ""))
    if isinstance(action, Serve):
        return hint.ServeAt(where, collect=bool(action.pay_die))
    if isinstance(action, Collect):
        return hint.CollectAt(where)
    if isinstance(action, DoTask):
        return hint.SendToTask(hint.place_of(obs, obs.door))
    if isinstance(action, TakeBonus):
        return hint.TakeIntoBonus(where)
    if isinstance(action, ActivateBonus):
        return hint.ActivateAt(where)
    if isinstance(action, UseVoucher):
        return hint.VoucherOn(where)
    if isinstance(action, Menu):
        return hint.OrderDish(action.option)
    return hint.BestMove()


def new_bot(data: CrazyTacoData, seat: int, skill: str, seed: int):
    """Seat 0 is the manager, seat 1 the customer player."""
    if seat == 0:
        return ManagerBot(data, seed, skill)
    return CustomerBot(data, seed, skill)


