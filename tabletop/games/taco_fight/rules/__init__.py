"""Taco Fight: the rules, plain Python (never pygame): state, actions, events, bot."""
