"""What the ¡Taco Fight! top bar's tips and the controls sheet's last line say, in the words of
the device in hand.

Fight's pads keep their own layout (the face buttons, the shoulders, Back and Start play; see
`devices.PAD_BUTTONS`): what is left of a pad opens the rest. The Guide button pauses and a
press of either stick shows the latest plays where the felt has no room for the panel.
"""

from __future__ import annotations

from tabletop.core.language import Language
from tabletop.input.keymap import KeyMap, key_words
from tabletop.ui.glyph_text import glyph


def key_names(keys: KeyMap | None, words: Language | None = None) -> dict[str, str]:
    """The keys the tips name, by the key map's actions (the keys the player chose)."""
    keys = keys or KeyMap()
    actions = {"escape": "back", "next": "next", "controls": "controls",
               "scores": "fight scores", "aid": "rules", "play": "fight left play",
               "confirm": "confirm"}
    return {field: key_words(keys.keys_of(action)[0], words) for field, action in actions.items()}


def top_bar_tips(pad_in_hand: bool, plays_on_demand: bool, prep: bool = False,
                 words: Language | None = None, keys: KeyMap | None = None) -> str:
    """The tips at the right of the top bar: keys, or the pad's buttons while a pad is in
    hand (in `words`'s language); the scores' and the aid's keys are on their buttons.
    Where no "What happened" panel fits (three or four boards), Tab shows
    the latest plays a while; in a prep a pad's Start is Ready and its Back places the tacos
    automatically."""
    _ = (words or Language()).gettext
    if pad_in_hand:
        tips = [_("{start} ready · {back} auto").format(start=glyph("start"),
                                                          back=glyph("back"))] if prep else []
        tips.append(_("Guide pause"))
        if plays_on_demand and not prep:
            tips.append(_("stick press: what happened"))
        return " · ".join(tips)
    named = key_names(keys, words)
    # (the scores' and the aid's keys are on their buttons at the bottom right: said once)
    if plays_on_demand:
        return _("{escape} pause · {next} what happened · {controls} controls").format(**named)
    return _("{escape} pause · {controls} controls").format(**named)


def sheet_keys(pad_in_hand: bool, first: bool, words: Language | None = None,
               keys: KeyMap | None = None) -> str:
    """The controls sheet's last line: how to start (or go back to) the fight."""
    _ = (words or Language()).gettext
    named = key_names(keys, words)
    if pad_in_hand:
        said = (_("Start: {a} or {start} (or click Start, or {play}, {confirm})") if first
                else _("Back to the fight: {a} or {start} (or click Resume, or {play}, "
                       "{escape}, {controls})"))
        return said.format(a=glyph("a"), start=glyph("start"), **named)
    return (_("Start: click Start, or {play}, {confirm}, or A on a pad") if first
            else _("Back to the fight: click Resume, or {play}, {confirm}, {escape}, "
                   "{controls}, or A on a pad")).format(**named)
