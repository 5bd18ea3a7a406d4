"""PyInstaller runtime hook: a windowed build has no stdout; give `--headless` somewhere to print.

On Windows a windowed (no-console) executable starts with sys.stdout and sys.stderr set to None
unless its output is redirected. When started from a terminal, attach to that terminal so
`taco-tabletop --headless` prints there; otherwise write to the null device, so nothing crashes.
"""

import os
import sys


def _attach_parent_console() -> bool:
    if sys.platform != "win32":
        return False
    try:
        import ctypes

        return bool(ctypes.windll.kernel32.AttachConsole(-1))  # ATTACH_PARENT_PROCESS
    except Exception:
        return False


def _repair_stdio() -> None:
    if sys.stdout is not None and sys.stderr is not None:
        return
    target = "CONOUT$" if _attach_parent_console() else os.devnull
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            try:
                stream = open(target, "w", encoding="utf-8", buffering=1)  # noqa: SIM115
            except OSError:
                stream = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
            setattr(sys, name, stream)


_repair_stdio()
