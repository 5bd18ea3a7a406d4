"""Taco Party with the screen off: a player who decides every move only from what the narration
says and plays by keys alone finishes a whole game against two bots. It hears the focus ring
("3 of 9: Meat: an ingredient. ... Enter picks it.", "1 of 2: Your taco. Enter plays it here.",
"5 of 9: Keep all button. Enter presses it.") and presses Left/Right, Enter and Backspace."""

from __future__ import annotations

import re

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tests.kit.ear import CONFIRM, ERASE, RIGHT, Ears, narrated_services

ITEM = re.compile(r"^(\d+) of (\d+): (.*)$")
FRAMES = 60 * 60 * 30


class EarPlayer:
    """Seat 0, by ear: plays a card wherever one goes, keeps its hand, finishes its pickup."""

    def __init__(self, ears: Ears) -> None:
        self.ears = ears
        self.moves = 0

    def ring(self, first: str) -> tuple[dict[int, str], int, int]:
        """Walk the focus ring once from `first`: every item's words by place, where the focus
        ended, and how many there are."""
        found = ITEM.match(first)
        assert found is not None
        at, count = int(found.group(1)), int(found.group(2))
        heard = {at: found.group(3)}
        for _ in range(count - 1):
            for said in self.ears.press(RIGHT):
                item = ITEM.match(said)
                if item:
                    at = int(item.group(1))
                    heard[at] = item.group(3)
        return heard, at, count

    def go(self, at: int, to: int, count: int) -> None:
        for _ in range((to - at) % count):
            self.ears.press(RIGHT)

    def act(self, line: str) -> list[str]:
        heard, at, count = self.ring(line)
        targets = {i: w for i, w in heard.items() if w.endswith(("plays it here.",
                                                                 "cannot go here."))}
        if targets:
            playable = [i for i, w in targets.items() if w.endswith("Enter plays it here.")]
            if playable:
                self.go(at, playable[0], count)
                self.moves += 1
                return self.ears.press(CONFIRM)
            return self.ears.press(ERASE)
        buttons = {i: w for i, w in heard.items() if w.endswith("button. Enter presses it.")}
        cards = [i for i, w in heard.items() if w.endswith("Enter picks it.")]
        labels = " ".join(buttons.values())
        if "Keep all" in labels or "Finish" in labels:
            press = next(i for i, w in buttons.items() if w.startswith(("Keep all", "Finish")))
            self.go(at, press, count)
            self.moves += 1
            return self.ears.press(CONFIRM)
        if not buttons and cards:  # a card to choose (the burn)
            self.go(at, cards[0], count)
            self.moves += 1
            return self.ears.press(CONFIRM)
        for card in cards:  # the play step: the first card that goes somewhere
            self.go(at, card, count)
            at = card
            said = self.ears.press(CONFIRM)
            first = next((s for s in said if ITEM.match(s)), None)
            if first is None:
                continue
            targets_heard, where, many = self.ring(first)
            playable = [i for i, w in targets_heard.items()
                        if w.endswith("Enter plays it here.")]
            if playable:
                self.go(where, playable[0], many)
                self.moves += 1
                return self.ears.press(CONFIRM)
            said = self.ears.press(ERASE)
            back = next((s for s in said if ITEM.match(s)), None)
            if back is not None:
                at = int(ITEM.match(back).group(1))
        assert buttons, heard
        self.go(at, min(buttons), count)  # no card goes anywhere: done playing (or swap)
        self.moves += 1
        return self.ears.press(CONFIRM)


def test_a_whole_game_of_taco_party_by_ear_against_two_bots():
    services, voice = narrated_services()
    setup = GameSetup((Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Beto", BOT)), 5, {})
    ears = Ears(services, voice, "taco-party", setup)
    player = EarPlayer(ears)
    pending: list[str] = []
    for _ in range(FRAMES):
        pending += ears.wait()
        if any(line.startswith("Game over") for line in pending):
            break
        actionable = [line for line in pending if ITEM.match(line)]
        if actionable:
            pending = player.act(actionable[-1])
    else:
        raise AssertionError(f"the game never ended by ear; last said: {voice.spoken[-6:]}")
    assert ears.table.match.rules.is_over()  # checked after the game, never to decide
    assert player.moves >= 5
