"""Who won a finished game, as one heading in the reader's words: the results screen's title
and, once the last move lands, the table's top bar ("Diego wins!")."""

from __future__ import annotations

from tabletop.core.language import Language
from tabletop.core.match import Match
from tabletop.kit.phrases import Phrases
from tabletop.kit.result_facts import WhoWon


def winner_heading(match: Match, team: bool, words: Language, book: Phrases) -> str:
    """Who won `match` (over): the game's own words where its phrase book has them (Crazy
    Taco's roles), else the kit's; `team`: the table plays together and wins together."""
    outcome = match.rules.outcome()
    seats = match.setup.seats
    winners = [seats[i].name for i in outcome.winners]
    own = book.say(WhoWon(tuple(outcome.winners), tuple(seat.name for seat in seats)))
    if own:  # the game's own words for who won (a role that decides it comes first)
        return own
    _ = words.gettext
    if team and len(seats) == 1:  # (no team to name: the one player against the game)
        return (_("{name} beats the tacos!").format(name=winners[0]) if winners
                else _("The tacos win this time"))
    if team:  # (¡Taco Fight!: the table plays together, wins together)
        return _("The team wins!") if winners else _("The tacos win this time")
    if not winners:
        return _("No winner this time")
    if len(winners) == 1:
        return _("{name} wins!").format(name=winners[0])
    return _("{names} and {last} share the win!").format(names=", ".join(winners[:-1]),
                                                         last=winners[-1])
