"""The benchmark's voice row: a narrated table's focus changes timed to espeak-ng's first sound
(the figures are the bench's to judge; here, that the row runs and prints, or skips cleanly)."""

from __future__ import annotations

import shutil

import pytest

from tabletop.tools.bench import verdict
from tabletop.tools.bench_speech import measure_latency, report_speech
from tests.scenes.helpers import headless_services


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_each_focus_change_is_timed_to_the_voices_first_sound():
    services = headless_services()
    settings, speech = services.settings, services.speech
    times = measure_latency(services, shutil.which("espeak-ng"), 3)
    assert len(times) == 3 and all(t > 0 for t in times)
    assert services.settings is settings and services.speech is speech  # put back


def test_the_quick_form_prints_the_row_and_never_fails_on_it(capsys):
    assert report_speech(headless_services(), True, verdict) == 0
    out = capsys.readouterr().out
    assert "focus change to speech" in out
