"""The words a finished game's check value was made of before #34 (frozen, never shown).

A record keeps a hash of the final state (`Match.check_value`); until the rules told facts,
Crazy Taco's state held how the game ended as a sentence, so a replay recorded then hashes that
sentence. The state now holds the ending as a fact and its JSON form writes these same words
under `end_reason`, so every record made before still replays to the state it recorded. They
are hash input, not words for a player: the phrase book (`table/phrases.py`) says how a game
ended, and may say it differently.
"""

from __future__ import annotations

from tabletop.core.facts import Fact
from tabletop.games.crazy_taco.rules import endings


def end_reason(ending: Fact | None) -> str:
    """The ending as rules version 2 wrote it into the state ('' while the game goes on)."""
    if ending is None:
        return ""
    if isinstance(ending, endings.StandClosed):
        return "Popularity hit bottom: Crazy Taco has closed its doors."
    if isinstance(ending, endings.DayDone):
        return f"The day is done: you won with {ending.stars} stars!"
    if isinstance(ending, endings.CustomersWon):
        return "The customers brought Crazy Taco to its last popularity space."
    if isinstance(ending, endings.ManagerSurvived):
        return "The manager survived every customer."
    if isinstance(ending, endings.NoCardToPlay):
        return "The customer player has no card they may play."
    raise ValueError(f"no check words for {ending!r}")
