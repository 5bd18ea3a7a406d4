"""How the menus word a game's seats: "2–5 players", "1–4 players · real time"."""

from __future__ import annotations

from tabletop.core.language import Language
from tabletop.core.registry import GameSpec


def players_text(spec: GameSpec, words: Language) -> str:
    """"2–5 players", "2 players · real time"."""
    if spec.min_players == spec.max_players:
        players = words.ngettext("{count} player", "{count} players",
                                 spec.min_players).format(count=spec.min_players)
    else:
        players = words.gettext("{low}\u2013{high} players").format(low=spec.min_players,
                                                                    high=spec.max_players)
    if spec.realtime:
        return words.gettext("{players} \u00b7 real time").format(players=players)
    return players
