"""The table kit: the parts every game's table is made of (model, elements, input, scene)."""
