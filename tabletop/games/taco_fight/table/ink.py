"""The drawing order of the ¡Taco Fight! table's layers (its colours are the palette's)."""

from __future__ import annotations

# z-order, as the table was drawn before it kept its picture (the chrome sits above 900)
# (the panels are printed on the ground)
Z_OUTLINES = 11.0    # each board's outline in its seat's colour
Z_GLASS = 20.0
Z_CLOCK = 21.0
Z_WAVES = 22.0
Z_MIDDLE = 23.0      # the taco board, the stack, the sink
Z_BOARD_PARTS = 30.0  # header, pantry, plates, footer, refusal (+ seat)
Z_CARDS = 100.0
Z_PILLS = 200.0
Z_STABS = 210.0
Z_FLYING = 300.0     # cards leaving sight, each with its verdict stamp
Z_MARKS = 350.0      # the tags of what the bots just did
Z_CURSORS = 400.0
Z_HINT = 410.0
Z_BANNER = 950.0
