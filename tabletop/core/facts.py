"""What the rules tell, as facts: a kind (the fact's class) and typed fields, never words.

Events, refusals and the like are facts; a table's phrase book words each one for its reader
("you" to the player it is about, a name to the others), in any language.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fact:
    """Something the rules tell; subclasses name the kind and carry its parameters."""


@dataclass(frozen=True)
class TableFact(Fact):
    """A fact about the whole table, never one seat's (a rule of scoring, the team's total),
    the same under every seat's score: where every seat's is shown, it is said once."""
