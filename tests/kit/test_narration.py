"""What narration says and when: the focus cuts in when it moves, lines queue, the turn is said
once, F5/F6 say the summary and the last line, F4 turns it on and off (saved)."""

from __future__ import annotations

import dataclasses

from tabletop.audio.speech import RecordingVoice, Speaker
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.input import intents as it
from tabletop.kit.narration import (
    ClockCues,
    Narrator,
    scores_words,
)
from tests.kit.ear import Ears, narrated_services


class Heard(RecordingVoice):
    """Records each line with whether it cut in."""

    def __init__(self) -> None:
        super().__init__()
        self.cut: list[bool] = []

    def say(self, text: str, interrupt: bool = False) -> None:
        self.spoken.append(text)
        self.cut.append(interrupt)


def test_the_focus_cuts_in_only_when_it_moves():
    narrator, voice = Narrator(), Heard()
    narrator.focus_on("Card 1", voice)
    narrator.focus_on("Card 1", voice)
    narrator.focus_on("Card 2", voice)
    narrator.told(["Lupe played a 3"], voice)
    assert voice.spoken == ["Card 1", "Card 2", "Lupe played a 3"]
    assert voice.cut == [True, True, False]
    narrator.again(voice)
    assert voice.spoken[-1] == "Lupe played a 3" and voice.cut[-1]


def test_a_new_turn_is_said_once_and_the_focus_speaks_again():
    narrator, voice = Narrator(), Heard()
    narrator.focus_on("Card 1", voice)
    assert narrator.turn_changed(((0,), 0))
    narrator.turn(((0,), 0), "Your turn.", voice)
    assert not narrator.turn_changed(((0,), 0))
    narrator.focus_on("Card 1", voice, interrupt=False)
    assert voice.spoken == ["Card 1", "Your turn.", "Card 1"]
    narrator.game_over("Game over.", voice)
    narrator.game_over("Game over.", voice)
    assert voice.spoken.count("Game over.") == 1


def test_words():
    assert scores_words(["Ana", "Lupe"], [2, 5], "cards taken", 0) == \
        "Cards taken: you 2, Lupe 5."


def loco(services, voice) -> Ears:
    setup = GameSetup((Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Beto", BOT)), 3, {})
    return Ears(services, voice, "taco-loco", setup)


def test_keys_read_the_summary_and_repeat_the_last_line():
    services, voice = narrated_services()
    ears = loco(services, voice)
    said = ears.wait()
    assert said[0].startswith("Your turn.") and said[1].startswith("Card 1 of ")
    summary = " ".join(ears.press(it.KeyPress("f5")))
    assert "Tacos:" in summary and "Your hand:" in summary and "Cards taken: you 0" in summary
    again = ears.press(it.KeyPress("f6"))
    assert again == [said[0]]
    assert "F4: narration  \u00b7  F5: summary  \u00b7  F6: again" in ears.table.key_tips()


def test_f4_turns_narration_off_and_on():
    services, voice = narrated_services()
    ears = loco(services, voice)
    ears.wait()
    assert ears.press(it.KeyPress("f4")) == ["Narration off."]
    assert not services.settings.narration
    assert "F4: narration" not in ears.table.key_tips()
    assert ears.press(it.KeyPress("f5")) == []  # silent while off
    assert ears.press(it.KeyPress("f4"))[0] == "Narration on."
    assert services.settings.narration


def test_narration_off_by_default_says_nothing():
    services, voice = narrated_services()
    services.settings = dataclasses.replace(services.settings, narration=False)
    ears = loco(services, voice)
    for _ in range(120):
        ears.wait()
    ears.press(it.Navigate(1, 0))
    assert voice.spoken == []


def test_no_voice_changes_nothing_at_the_table():
    services, _ = narrated_services()
    services.speech = Speaker(lambda: (_ for _ in ()).throw(OSError("no audio")),
                              threaded=False)
    services.speech.disabled_reason = "no voice found on this machine"
    ears = loco(services, RecordingVoice())
    for _ in range(60):
        ears.wait()
    ears.press(it.KeyPress("f5"))


def test_clock_cues_say_each_phase_and_20_10_5_seconds_once():
    cues = ClockCues()
    heard = []
    for left in (30.0, 25.0, 20.0, 19.0, 12.0, 9.5, 6.0, 4.0, 1.0):
        heard += cues.heard((1, "fight"), "Wave 1 of 3: fight!", left, True)
    assert heard == ["Wave 1 of 3: fight!", "20 seconds.", "10 seconds.", "5 seconds."]
    assert cues.heard((1, "prep"), "Prep.", 0.0, False) == ["Prep."]
    assert cues.heard((2, "fight"), "Wave 2 of 3: fight!", 8.0, True) == ["Wave 2 of 3: fight!"]
    assert cues.heard((2, "fight"), "", 4.0, True) == ["5 seconds."]


def test_taco_fight_says_its_waves_and_time():
    services, voice = narrated_services(speed="normal")
    setup = GameSetup((Seat("Ana", HUMAN), Seat("Rosa", BOT)), 4, {})
    ears = Ears(services, voice, "taco-fight", setup)
    for _ in range(60 * 200):
        ears.wait()
        if ears.stack.top is not ears.table:
            ears.press(it.Back())  # the controls sheet the first game opens with
        elif voice.spoken and voice.spoken[-1].startswith("Prep"):
            ears.press(it.KeyPress("x"))  # ready (the keyboard's left hand)
        if any(line.endswith("5 seconds.") for line in voice.spoken):
            break
    said = voice.spoken
    assert any(line.startswith("Wave 1 of ") for line in said), said[:5]
    assert "10 seconds." in said and "5 seconds." in said, said[:8]


def test_the_focus_names_the_key_the_player_chose_for_choose():
    services, voice = narrated_services()
    services.settings = dataclasses.replace(services.settings, keys={"confirm": "k"})
    ears = loco(services, voice)
    said = ears.wait()
    card = next(line for line in said if line.startswith("Card 1 of "))
    assert card.endswith("K picks it up.") or card.endswith("cannot be played now."), card
    assert not any("{" in line for line in said)
