"""How each Crazy Taco seat's score is made: the manager's stars (the start, then every star
won or lost with its reason; a closed stand keeps none), the customer player's stars taken
(1 v 1), read from the game's public events. Plain Python, for the results and the score
sheet."""

from __future__ import annotations

from tabletop.core.scoring import Events, ScoreBreakdown, breakdown
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.events import PopularityChanged
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import VERSUS


def reason(change: PopularityChanged) -> str:
    """The change's reason as a line starts: "Advertising campaign"."""
    why = change.why or ("stars won" if change.delta > 0 else "stars lost")
    return why[:1].upper() + why[1:]


def grouped(changes: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The same reason twice is one line: "Food truck was not done (×2)", its stars added
    (reasons in the order they first happened; stars won and lost kept apart)."""
    added: dict[tuple[str, bool], list[int]] = {}
    for why, amount in changes:
        added.setdefault((why, amount > 0), []).append(amount)
    return [(why if len(amounts) == 1 else f"{why} (\u00d7{len(amounts)})", sum(amounts))
            for (why, _), amounts in added.items()]


def explain(data: CrazyTacoData, obs: CrazyTacoObservation, events: Events
            ) -> tuple[ScoreBreakdown, ...]:
    """The manager's popularity change by change (the score once the day is won); in 1 v 1
    also the customer player's stars taken, loss by loss."""
    changes = [e for e in events() if isinstance(e, PopularityChanged) and e.delta]
    manager: list[tuple[str, int]] = [("Stars at the start", data.board.popularity_start)]
    manager += grouped([(reason(change), change.delta) for change in changes])
    notes = ["The manager scores the stars left on a won day."]
    if obs.over and MANAGER not in obs.winners:
        manager.append(("The day was lost: no stars kept", -obs.popularity))
        notes = ["A lost day scores no stars."]
    out = [breakdown(MANAGER, manager, notes)]
    if obs.mode == VERSUS:
        taken = grouped([(reason(change), -change.delta) for change in changes
                         if change.delta < 0])
        out.append(breakdown(CUSTOMER_PLAYER, taken,
                             ["The customer player scores every star Crazy Taco loses."]))
    return tuple(out)
