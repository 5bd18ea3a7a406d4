"""Taco Loco: add numbered cards to tacos; a perfect 11 goes to someone else, more is yours."""
