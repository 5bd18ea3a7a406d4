"""Taco Loco's option names and values (shared by the spec and the rules)."""

SAME_NUMBER = "same-number"
LAST_PLAYED = "last-played"
TOP_OF_TACO = "top-of-taco"
SAME_NUMBER_MODES = (LAST_PLAYED, TOP_OF_TACO)
