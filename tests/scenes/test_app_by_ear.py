"""The app with the screen off, from its title to the results: with narration on, a player who
only hears what is said and only presses keys starts a game of Taco Loco against two bots,
plays it to the end and hears who won (the screen-covered run of #31, as a test)."""

from __future__ import annotations

from tabletop.input import intents as it
from tests.games.taco_loco.table.test_play_by_ear import FRAMES, EarPlayer
from tests.kit.ear import CONFIRM, RIGHT, AppEars, narrated_services

DOWN = it.Navigate(0, 1)


def test_a_newcomer_starts_taco_loco_against_two_bots_and_hears_the_result():
    services, voice = narrated_services()
    ears = AppEars(services, voice)
    opening = ears.wait()
    assert opening and opening[0].startswith("Taco Tabletop.") and "Play, button." in opening[0]
    said = ears.press(CONFIRM)
    assert said[0].startswith("Choose a game. Taco Loco, 2\u20135 players: Play, button.")
    said = ears.press(CONFIRM)  # Taco Loco's Play
    if any(line.startswith("New to Taco Loco?") for line in said):
        ears.until(RIGHT, "Skip, play now, button.")
        said = ears.press(CONFIRM)
    assert said[0].startswith("Taco Loco: who is playing? Players: 2, choice")
    ears.until(RIGHT, "Players: 3, choice")
    heard = " ".join(ears.until(DOWN, "Player 3: Bot, choice"))
    said = ears.until(DOWN, "Start, button.")
    assert "Player 2: Bot" in " ".join(voice.spoken) and heard
    pending = ears.press(CONFIRM)
    player = EarPlayer(ears)
    for _ in range(FRAMES):
        if any(line.startswith("Game over") for line in pending):
            break
        actionable = [line for line in pending if line.startswith(
            ("Card ", "Give the perfect taco", "Counter!", "Let it be"))]
        pending = player.act(actionable[-1]) if actionable else ears.wait()
    else:
        raise AssertionError(f"the game never ended by ear; last said: {voice.spoken[-5:]}")
    def is_result(line: str) -> bool:  # (not "showing", which has "win" in it too)
        return " wins!" in line or "No winner" in line or "share the win" in line

    for _ in range(60 * 30):  # the results screen follows the table's last moves
        if any(is_result(line) for line in pending):
            break
        pending = ears.wait()
    else:
        raise AssertionError(f"the result was never said; last said: {voice.spoken[-3:]}")
    result = next(line for line in pending if is_result(line))
    assert "cards taken" in result  # every seat's score is said with it
    assert "Play again, button." in result
    assert player.moves >= 5
