"""Taco Party (Taco Tribe): build the biggest, best-dressed tacos from a shared middle."""
