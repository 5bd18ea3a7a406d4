"""Narration keeps the hot-seat curtain's promise: while nobody views the table only what every
player may know is said (the history's lines for no reader, and the curtain's own words, which
it shows to the whole room), no hand is ever read out, and a seat's own words (its hand, its
focus) are said only while it views the table on its turn."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.audio.speech import RecordingVoice, Speaker
from tabletop.core.language import Language, count_word
from tabletop.input import intents as it
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.menu_voice import sentence
from tests.scenes.helpers import headless_services
from tests.scenes.test_hot_seat_privacy import TABLES, Couch, new_table


class Witness(RecordingVoice):
    """Writes down each line with who viewed the table the moment it was said."""

    def __init__(self) -> None:
        super().__init__()
        self.table = None
        self.said_to: dict[int | None, list[str]] = {}
        self.public: set[str] = set()

    def speak(self, text: str) -> None:
        super().speak(text)
        table = self.table
        viewer = None if table is None else table.viewer
        self.said_to.setdefault(viewer, []).append(text)
        if table is not None and viewer is None:  # what anyone may read, as it stands now
            self.public |= {line for entry in table.happened.entries[-30:]
                            for line in (table.history_text(entry.event, None),) if line}
            top = table.stack.top if table.stack is not None else None
            if isinstance(top, CurtainScene):  # the curtain, as it shows itself to the room
                self.public |= {sentence(top.spoken_title(), top.focus_said() or ""),
                                top.focus_said() or ""}


@pytest.mark.parametrize("game", sorted(TABLES))
def test_nothing_private_is_said_while_the_curtain_is_up(game):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, animation_speed="fast",
                                            bot_pace=0.2, narration=True)
    voice = Witness()
    services.speech = Speaker(lambda: voice, threaded=False)
    stack, table = new_table(services, game)
    voice.table = table
    if isinstance(stack.top, CurtainScene):  # the first curtain spoke as the table opened
        voice.public.add(sentence(stack.top.spoken_title(), stack.top.focus_said() or ""))
    couch = Couch(stack, table)
    for frame in range(1800):
        couch.step()
        if frame % 97 == 0 and table.viewer is None:
            table.handle(it.KeyPress("f5"))  # the summary asked for behind the curtain
        if frame % 31 == 0 and table.viewer is not None:
            table.handle(it.Navigate(1, 0))  # the focus moved on a turn
        if table.match.rules.is_over():
            break
    assert not couch.problems
    public = voice.public
    said_to = voice.said_to
    behind = said_to.get(None, [])
    assert behind, "nothing was said while the curtain was up"
    for line in behind:
        assert "Your hand" not in line and not line.startswith(("Card ", "Your turn")), line
        summary = count_word(table.score_label, Language()).capitalize() + ":" in line
        assert line in public or summary and "you" not in line.lower().split(), line
    for seat in table.humans:
        mine = said_to.get(seat, [])
        assert mine, f"nothing was said to seat {seat} on its turn"
