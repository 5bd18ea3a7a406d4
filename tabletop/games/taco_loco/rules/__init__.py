"""Taco Loco: the rules, plain Python (never pygame): state, actions, events, bot."""
