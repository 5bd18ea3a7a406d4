"""Generates every sprite and sound of the app from code: `python -m tabletop.artgen`."""
