"""Crazy Taco: a solo dice-placement restaurant, plus a 1 v 1 mode (manager against customers)."""
