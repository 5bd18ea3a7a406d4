"""Drawing code uses paint/new_surface, so it stays sharp when the canvas is a scaled Layer."""

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"
# The modules that implement the scaling, and the generator that writes sprite files.
ALLOWED = {"ui/layer.py", "ui/paint.py", "ui/fonts.py", "assets/images.py", "engine/display.py"}
DIRECT = re.compile(r"pygame\.(draw\.\w+|transform\.\w+|Surface)\(")


def test_no_direct_pygame_drawing_outside_the_scaling_modules():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative in ALLOWED or relative.startswith("artgen/"):
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if DIRECT.search(line) and not line.lstrip().startswith("#"):
                offenders.append(f"tabletop/{relative}:{number}: {line.strip()}")
    assert not offenders, "use tabletop.ui.paint / layer.new_surface:\n" + "\n".join(offenders)
