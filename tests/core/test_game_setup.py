"""A game's setup: its yes/no options read the one way."""

from __future__ import annotations

from tabletop.core.game import HUMAN, GameSetup, Seat


def test_a_switch_is_on_at_on_or_true_and_off_otherwise():
    seats = (Seat("Ana", HUMAN),)
    setup = GameSetup(seats, 1, {"assist": "on", "hot-sauce": "true", "pinata": "off",
                                 "characters": "True"})
    assert setup.is_on("assist") and setup.is_on("hot-sauce") and setup.is_on("characters")
    assert not setup.is_on("pinata") and not setup.is_on("missing")


def test_every_yes_no_option_is_a_switch_and_an_old_true_reads_as_on():
    from tabletop.core.registry import SWITCH
    from tabletop.games.catalog import game_specs

    switches = [(spec, o) for spec in game_specs().values() for o in spec.options
                if set(o.choices) <= {"on", "off", "true", "false"}]
    assert len(switches) >= 5
    for spec, option in switches:
        assert option.choices == SWITCH, (spec.id, option.name)
        assert spec.resolve_options({option.name: "true"})[option.name] == "on"
        assert spec.resolve_options({option.name: "false"})[option.name] == "off"
