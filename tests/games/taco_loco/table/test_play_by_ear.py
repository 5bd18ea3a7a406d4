"""Taco Loco with the screen off: a player who decides every move only from what the narration
says and plays by keys alone finishes whole games against two bots. The test reads nothing of
the table to decide: it hears the focus ("Card 2 of 5, A 3 (salsa); plays on taco 1, sum 4,
making 7. Enter picks it up.") and presses Left/Right, Enter."""

from __future__ import annotations

import re

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tests.kit.ear import CONFIRM, RIGHT, Ears, narrated_services

CARD = re.compile(r"^Card (\d+) of (\d+), (.*?); "
                  r"(?:plays on (.*?)\. Enter picks it up|it cannot be played now)\.$")
FRAMES = 60 * 60 * 20  # twenty minutes of game time: far more than a game at instant speed


def worth(option: str) -> int:
    """How good a play sounds (lower is better): perfect gives the taco away, overfilling
    takes it."""
    if "perfect" in option:
        return 0
    if "overfilled" in option:
        return 4
    if option.startswith("a new taco"):
        return 2
    return 1


class EarPlayer:
    """Seat 0, by ear."""

    def __init__(self, ears: Ears) -> None:
        self.ears = ears
        self.moves = 0

    def act(self, line: str) -> list[str]:
        """React to the last thing the focus said; returns what was said after the move."""
        if line.startswith(("Give the perfect taco", "Counter!", "Let it be")):
            self.moves += 1
            return self.ears.press(CONFIRM)
        found = CARD.match(line)
        if found is None:
            return []
        return self.play_card(line, int(found.group(1)), int(found.group(2)))

    def play_card(self, first: str, at: int, count: int) -> list[str]:
        heard = {at: first}
        position = at
        for _ in range(count - 1):  # walk the hand once, hearing every card
            for said in self.ears.press(RIGHT):
                found = CARD.match(said)
                if found:
                    position = int(found.group(1))
                    heard[position] = said
        choices = []
        for index, said in heard.items():
            found = CARD.match(said)
            assert found is not None
            if found.group(4):
                for option in found.group(4).split(", or "):
                    choices.append((worth(option), index, option))
        assert choices, heard
        _, index, option = min(choices)
        for _ in range((index - position) % count):
            self.ears.press(RIGHT)
        place = option.split(",")[0].lower()  # "taco 2" or "a new taco"
        said = self.ears.press(CONFIRM)  # picked up: the focus goes to a taco it may go on
        for _ in range(12):
            target = [s for s in said if s.lower().startswith(place)
                      and "Enter plays it here" in s]
            if target:
                self.moves += 1
                return self.ears.press(CONFIRM)
            said = self.ears.press(RIGHT)
        raise AssertionError(f"never heard {place!r} after picking up card {index}")


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_game_of_taco_loco_by_ear_against_two_bots(seed):
    services, voice = narrated_services()
    setup = GameSetup((Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Beto", BOT)), seed, {})
    ears = Ears(services, voice, "taco-loco", setup)
    player = EarPlayer(ears)
    pending: list[str] = []
    for _ in range(FRAMES):
        pending += ears.wait()
        if any(line.startswith("Game over") for line in pending):
            break
        actionable = [line for line in pending if line.startswith(
            ("Card ", "Give the perfect taco", "Counter!", "Let it be"))]
        if actionable:
            pending = player.act(actionable[-1])
    else:
        raise AssertionError(f"the game never ended by ear; last said: {voice.spoken[-5:]}")
    assert ears.table.match.rules.is_over()  # checked after the game, never to decide
    assert player.moves >= 5
    said = " ".join(voice.spoken)
    assert "Rosa" in said and "Beto" in said  # the bots' moves were told
