"""¡Taco Fight!'s setup options as the rules read them: names and defaults (the spec gives them
their labels and help on the setup screen)."""

from __future__ import annotations

DIFFICULTY, ASSIST = "difficulty", "assist"
DIFFICULTIES = ("normal", "hard", "madness")
DEFAULT_DIFFICULTY = "normal"
