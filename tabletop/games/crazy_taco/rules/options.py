"""The setup-screen options of Crazy Taco (shared by the spec and the rules)."""

from __future__ import annotations

from tabletop.core.registry import OptionSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("inspections", "Kitchen Heads-Up (inspection)", ("off", "on"), "off",
               help="one unseen inspection card is shuffled into the deck"),
    OptionSpec("pinata", "Fiesta Piñata", ("off", "on"), "off",
               help="two OPEN cards in a row bring the piñata to the bonus zone"),
    OptionSpec("characters", "VIP and pickpocket", ("on", "off"), "on",
               help="off is the easier game"),
)


def resolved(given: dict[str, str]) -> dict[str, str]:
    """Option values with defaults filled in."""
    return {o.name: given.get(o.name, o.default) for o in OPTIONS}
