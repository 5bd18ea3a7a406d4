"""Guided first games: a tutorial is data (`data/<game>/tutorial.yaml`); the coach runs it."""
