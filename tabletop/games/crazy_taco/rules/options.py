"""The setup options of Crazy Taco as the rules read them: names and defaults (the spec gives
them their labels and help on the setup screen)."""

from __future__ import annotations

INSPECTIONS, PINATA, CHARACTERS = "inspections", "pinata", "characters"

DEFAULTS = {INSPECTIONS: "off", PINATA: "off", CHARACTERS: "on"}
"""Each option's value when none is given."""


def resolved(given: dict[str, str]) -> dict[str, str]:
    """Option values with defaults filled in."""
    return {name: given.get(name, default) for name, default in DEFAULTS.items()}
