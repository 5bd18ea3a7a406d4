"""Draws every sprite and sound of the app from code (run by `python -m tabletop.tools.art`).

Outputs (committed; `build.jobs(specs)` is the exact manifest, the tests compare it with the files).
Sizes are logical; sprites the game resizes at run time (backs, icons, dice, the logo) are stored
at canvas.DETAIL (2) times that, so windows drawn at 1.5x or 2x still show sharp art.

- sprites/table/felt.png (1280×720), table/plate.png (140×140 Talavera plate, shadow included)
- sprites/backs/<game>.png (120×168): every game's card back, as its spec names it (the sprite,
  and the art code in the game's `table/art.py` that draws it on `draw_cards.card_back`)
- sprites/cards/face.png, face_gold.png, face_dark.png (120×168 blank faces to letter on),
  cards/shadow.png (140×188: blit at card −10 px, +3/+4 offset), cards/glow.png (144×192 lime
  halo: blit at card −12 px), cards/slot.png (dashed empty place)
- sprites/icons/<name>.png (96×96, transparent, ink-outlined stickers) — see draw_icons.ICONS
- sprites/<game>/<name>.png: a game's own card pictures, drawn by the `sprites()` of the art
  module beside its card back (the group "art")
- sprites/dice/<body>_<face>.png (64×64): body manager | employee | trainee, face money | food |
  drink | blank | rest; dice/<body>.png (no face, for tumbling), dice/shadow.png (80×32)
- sprites/ui/: panel.png (64×64, 9-slice margin 20), button_{normal,hover,pressed,disabled}.png
  and button_secondary_*.png (96×48, 9-slice margin 16; pressed labels move down 3 px),
  curtain.png (1280×720), papel_picado.png (1280×130 banner), logo.png (640×220),
  icon.png (256×256), shadow.png (72×28), ribbon.png (320×64, 3-slice ends 40 px),
  hourglass_frame.png + hourglass_sand_top.png + hourglass_sand_bottom.png (96×160, aligned)
- sprites/tokens/seat<N>.png and seat<N>_cb.png (40×40 seat shape in the seat colour)
- sounds/<name>.wav (44.1 kHz, 16-bit mono, peak −6 dBFS) — see synth.SOUNDS

Everything is seeded, so a rerun writes byte-identical files on the same machine.
"""
