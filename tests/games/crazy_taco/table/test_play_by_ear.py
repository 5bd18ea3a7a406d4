"""Crazy Taco solo with the screen off: a player who decides every move only from what the
narration says and plays by keys alone runs the taco stand to the end of a whole game. It hears
the focus ring ("2 of 15: Employee 1, showing food. On the table. Enter picks it.", "6 of 15:
Welcome. Order: 1 food + 1 drink, pays $2. Enter places the 2 picked dice here.", "15 of 15:
Finish placing button. Enter presses it.") and presses Left/Right, Enter and Backspace."""

from __future__ import annotations

import itertools
import re

import pytest

from tabletop.core.game import HUMAN, GameSetup, Seat
from tests.kit.ear import CONFIRM, ERASE, RIGHT, Ears, narrated_services

ITEM = re.compile(r"(?:^|\. )(\d+) of (\d+): (.*)$")
DIE = re.compile(r"^(.*?), showing (\w+)\.")
FRAMES = 60 * 60 * 40
PLACES = "picked dice here.", "picked die here."
BUTTON = " button. Enter presses it."


class EarPlayer:
    """The manager, by ear: serves or collects with one to three dice wherever the narration says
    they go, pays fines, advertises when it can, and ends each turn."""

    def __init__(self, ears: Ears) -> None:
        self.ears = ears
        self.moves = 0
        self.placed = 0

    def ring(self, first: str) -> tuple[dict[int, str], int, int]:
        """Walk the focus ring from `first` (the last thing the focus said) until every item
        was heard: each item's words by place, where the focus ended, and how many there are."""
        found = ITEM.search(first)
        assert found is not None
        at, count = int(found.group(1)), int(found.group(2))
        heard = {at: found.group(3)}
        while len(heard) < count:
            for said in self.ears.press(RIGHT):
                item = ITEM.search(said)
                if item:
                    at, count = int(item.group(1)), int(item.group(2))
                    heard[at] = item.group(3)
        return heard, at, count

    def last_item(self, said: list[str]) -> str:
        """The focus's last words among what was just said (none: Right, to hear it)."""
        for _ in range(3):
            items = [line for line in said if ITEM.search(line)]
            if items:
                return items[-1]
            said = self.ears.press(RIGHT)
        raise AssertionError(f"the focus says nothing; last said: {self.ears.voice.spoken[-4:]}")

    def go(self, at: int, to: int, count: int) -> list[str]:
        said: list[str] = []
        for _ in range((to - at) % count):
            said = self.ears.press(RIGHT)
        return said

    def press_button(self, heard: dict[int, str], at: int, count: int,
                     labels: tuple[str, ...]) -> list[str] | None:
        """Press the first button whose label starts with one of `labels`, in their order."""
        for label in labels:
            for index, words in heard.items():
                if words.startswith(label) and words.endswith(BUTTON):
                    self.go(at, index, count)
                    self.moves += 1
                    return self.ears.press(CONFIRM)
        return None

    def act(self, line: str) -> list[str]:
        if line.startswith("Serve or collect?"):
            self.moves += 1
            return self.ears.press(CONFIRM)  # the question's first button: serve the order
        heard, at, count = self.ring(line)
        dice = {i: DIE.match(w) for i, w in heard.items() if DIE.match(w)}
        if dice:
            return self.place(heard, at, count, {i: m.group(2) for i, m in dice.items()
                                                 if m is not None})
        pressed = self.press_button(heard, at, count, ("Roll the dice", "Pay fines", "Advertise",
                                                       "End turn", "Let it go", "Not now",
                                                       "Finish"))
        assert pressed is not None, heard
        return pressed

    def place(self, heard: dict[int, str], at: int, count: int,
              faces: dict[int, str]) -> list[str]:
        """Pick one die, then two, then three, until the narration names a place that takes
        them; with none, finish placing."""
        useful = [i for i, face in faces.items() if face != "rest"]
        tries = [dice for size in (1, 2, 3) for dice in itertools.combinations(useful, size)]
        for dice in tries:
            said: list[str] = []
            for die in dice:
                self.go(at, die, count)
                at = die
                said = self.ears.press(CONFIRM)
            places, at, count = self.ring(self.last_item(said))
            fits = [i for i, w in places.items() if w.endswith(PLACES)
                    and "re-roll" not in w and "faces you choose" not in w]
            if fits:
                self.go(at, fits[0], count)
                self.moves += 1
                self.placed += 1
                return self.ears.press(CONFIRM)
            said = self.ears.press(ERASE)  # put the dice back
            heard, at, count = self.ring(self.last_item(said))
        pressed = self.press_button(heard, at, count, ("Finish",))
        assert pressed is not None, "\n".join(f"{k}: {v}" for k, v in heard.items())
        return pressed


@pytest.mark.parametrize("seed", [7])
def test_a_whole_solo_game_of_crazy_taco_by_ear(seed):
    services, voice = narrated_services()
    setup = GameSetup((Seat("Ana", HUMAN),), seed, {})
    ears = Ears(services, voice, "crazy-taco", setup)
    player = EarPlayer(ears)
    pending: list[str] = []
    quiet = 0
    for _ in range(FRAMES):
        pending += ears.wait()
        if any(line.startswith("Game over") for line in pending):
            break
        actionable = [line for line in pending if ITEM.search(line)]
        if actionable:
            pending, quiet = player.act(actionable[-1]), 0
            continue
        quiet += 1
        if quiet > 120:  # nothing to act on heard for two seconds: ask the focus to speak
            pending, quiet = ears.press(RIGHT), 0
    else:
        raise AssertionError(f"the game never ended by ear; last said: {voice.spoken[-6:]}")
    assert ears.table.match.rules.is_over()  # checked after the game, never to decide
    assert player.moves >= 10
    assert player.placed >= 3  # dice went where the narration said they go
