"""Settings, autosaves, replays, statistics and high scores in the user's data folder."""
