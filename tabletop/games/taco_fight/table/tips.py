"""What the ¡Taco Fight! top bar's tips and the controls sheet's last line say, in the words of
the device in hand.

Fight's pads keep their own layout (the face buttons, the shoulders, Back and Start play; see
`devices.PAD_BUTTONS`): what is left of a pad opens the rest. The Guide button pauses and a
press of either stick shows the latest plays where the felt has no room for the panel.
"""

from __future__ import annotations

from tabletop.ui.glyph_text import glyph

KEY_TIPS = "Esc pause · F2 controls · F3 scores · F1 aid"
PLAYS_KEY = "Tab plays"
"""Where no "What happened" panel fits (four boards), Tab shows the latest plays a while."""
PAD_PAUSE = "Guide pause"
PLAYS_PAD = "stick press: plays"
PAD_PREP = f"{glyph('start')} ready · {glyph('back')} auto"
"""In a prep a pad's Start is Ready and its Back places the tacos automatically."""


def top_bar_tips(pad_in_hand: bool, plays_on_demand: bool, prep: bool = False) -> str:
    """The tips at the right of the top bar: keys, or the pad's buttons while a pad is in
    hand."""
    if pad_in_hand:
        tips = [PAD_PREP] if prep else []
        tips.append(PAD_PAUSE)
        if plays_on_demand and not prep:
            tips.append(PLAYS_PAD)
        return " · ".join(tips)
    if plays_on_demand:
        return " · ".join(["Esc pause", PLAYS_KEY, "F2 controls", "F3 scores", "F1 aid"])
    return KEY_TIPS


START_KEYS = "Start: click Start, or E, Enter, or A on a pad"
BACK_KEYS = "Back to the fight: click Resume, or E, Enter, Esc, F2, or A on a pad"
START_PAD = f"Start: {glyph('a')} or {glyph('start')} (or click Start, or E, Enter)"
BACK_PAD = f"Back to the fight: {glyph('a')} or {glyph('start')} (or click Resume, or E, Esc, F2)"


def sheet_keys(pad_in_hand: bool, first: bool) -> str:
    """The controls sheet's last line: how to start (or go back to) the fight."""
    if pad_in_hand:
        return START_PAD if first else BACK_PAD
    return START_KEYS if first else BACK_KEYS
