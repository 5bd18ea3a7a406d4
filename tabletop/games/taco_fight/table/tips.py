"""What the ¡Taco Fight! top bar's tips and the controls sheet's last line say, in the words of
the device in hand.

Fight's pads keep their own layout (the face buttons, the shoulders, Back and Start play; see
`devices.PAD_BUTTONS`): what is left of a pad opens the rest. The Guide button pauses and a
press of either stick shows the latest plays where the felt has no room for the panel.
"""

from __future__ import annotations

from tabletop.core.language import Language
from tabletop.ui.glyph_text import glyph


def top_bar_tips(pad_in_hand: bool, plays_on_demand: bool, prep: bool = False,
                 words: Language | None = None) -> str:
    """The tips at the right of the top bar: keys, or the pad's buttons while a pad is in
    hand (in `words`'s language). Where no "What happened" panel fits (four boards), Tab shows
    the latest plays a while; in a prep a pad's Start is Ready and its Back places the tacos
    automatically."""
    _ = (words or Language()).gettext
    if pad_in_hand:
        tips = [_("{start} ready · {back} auto").format(start=glyph("start"),
                                                          back=glyph("back"))] if prep else []
        tips.append(_("Guide pause"))
        if plays_on_demand and not prep:
            tips.append(_("stick press: plays"))
        return " · ".join(tips)
    if plays_on_demand:
        return _("Esc pause · Tab plays · F2 controls · F3 scores · F1 aid")
    return _("Esc pause · F2 controls · F3 scores · F1 aid")


def sheet_keys(pad_in_hand: bool, first: bool, words: Language | None = None) -> str:
    """The controls sheet's last line: how to start (or go back to) the fight."""
    _ = (words or Language()).gettext
    if pad_in_hand:
        said = (_("Start: {a} or {start} (or click Start, or E, Enter)") if first
                else _("Back to the fight: {a} or {start} (or click Resume, or E, Esc, F2)"))
        return said.format(a=glyph("a"), start=glyph("start"))
    return (_("Start: click Start, or E, Enter, or A on a pad") if first
            else _("Back to the fight: click Resume, or E, Enter, Esc, F2, or A on a pad"))
