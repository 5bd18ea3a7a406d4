"""Screenshot mode's record is played through the app's own code, so what the statistics, the
high scores and the title show agree as real play would leave them."""

from tabletop.tools.screenshot_record import play_record, record
from tests.scenes.every_scene import fresh_services


def test_the_record_agrees_with_itself(tmp_path):
    services = fresh_services(tmp_path)
    play_record(services)
    evenings = record(list(services.specs))
    user = services.storage.user
    stats = user.stats.all()
    finished = [p for p in evenings if p.stopped_after is None]
    for game in {p.game for p in evenings}:  # every game played, each its own figures
        assert stats[game].played == sum(p.game == game for p in finished)
    assert len({(s.played, s.won, s.best_score) for s in stats.values()}) == len(stats)
    fight = stats["taco-fight"]
    entries = user.high_scores.entries()
    assert fight.won == len(entries) > 0  # each won Fight is one row of the high scores
    assert fight.best_score == max(entry.tacos_eaten for entry in entries)
    assert {saved.game for saved in user.saves.saved_games()} == {
        p.game for p in evenings if p.stopped_after is not None}
