"""What the app asks of its sound: the `Sounds` every scene reaches through the services (the
sound bank, or silence when no device could start)."""

from __future__ import annotations

from typing import Protocol


class Sounds(Protocol):
    """Effects, music and stingers, as scenes and the loop use them."""

    disabled_reason: str | None
    """Why the game is silent (no sound device), or None while sound plays."""

    def play(self, name: str) -> object:
        """Play effect `name` (nothing when silent)."""

    def set_volumes(self, master: float, effects: float, muted: bool,
                    music: float | None = None) -> None: ...

    def take_requested(self) -> list[str]:
        """The sounds asked for since the last call (captions show them)."""

    def follow(self, cue: str | None, dips: tuple[str, ...], now: float) -> None:
        """Play the music the scenes on the stack ask for (`cue`), dipped for `dips`."""

    def hourglass(self, phase: str | None, seconds_left: float | None) -> None:
        """Follow a real-time table's hourglass (its phase and the seconds left)."""

    def due_in(self, now: float) -> float | None:
        """Seconds until the music has something to do (None: only a scene change will)."""
