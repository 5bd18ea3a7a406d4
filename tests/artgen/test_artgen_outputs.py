"""The generator makes exactly the committed sprites and sounds, the same way every time."""

from pathlib import Path

import pygame
import pytest

from tabletop.artgen.build import generate, jobs, stale_files
from tabletop.games.catalog import game_specs

ROOT = Path(__file__).resolve().parents[2]
SPECS = tuple(game_specs().values())


def committed_files() -> set[str]:
    sprites = {p.relative_to(ROOT).as_posix() for p in (ROOT / "sprites").rglob("*.png")}
    sounds = {p.relative_to(ROOT).as_posix() for p in (ROOT / "sounds").glob("*.wav")}
    return sprites | sounds


def test_manifest_paths_are_unique_and_named_sanely():
    paths = [job.path for job in jobs(SPECS)]
    assert len(paths) == len(set(paths))
    for path in paths:
        assert path.startswith(("sprites/", "sounds/"))
        assert path == path.lower() and " " not in path


def test_committed_outputs_match_the_manifest():
    assert committed_files() == {job.path for job in jobs(SPECS)}
    assert stale_files(ROOT, SPECS) == []


@pytest.fixture(scope="module")
def fresh(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("art")
    generate(out, SPECS)
    return out


def test_generator_writes_every_expected_file(fresh):
    made = {p.relative_to(fresh).as_posix() for p in fresh.rglob("*") if p.is_file()}
    assert made == committed_files()


def test_generator_is_deterministic(fresh, tmp_path):
    subset = [job.path for job in jobs(SPECS) if job.group in ("table", "backs", "sounds")][:12]
    subset += ["sprites/icons/legendary_taco.png", "sprites/dice/employee_rest.png",
               "sprites/ui/curtain.png"]
    generate(tmp_path, SPECS, names=subset)
    for rel in subset:
        assert (tmp_path / rel).read_bytes() == (fresh / rel).read_bytes(), rel


def _pixels(path: Path) -> tuple[tuple[int, int], bytes]:
    img = pygame.image.load(str(path))
    return img.get_size(), pygame.image.tobytes(img, "RGBA")


def test_committed_sprites_are_up_to_date(fresh):
    """Committed PNGs equal a fresh run (tiny rounding differences across CPUs allowed)."""
    for job in jobs(SPECS):
        if not job.path.endswith(".png"):
            continue
        size_a, a = _pixels(ROOT / job.path)
        size_b, b = _pixels(fresh / job.path)
        assert size_a == size_b, job.path
        if a != b:
            diff = sum(abs(x - y) for x, y in zip(a[::97], b[::97], strict=True))
            assert diff / max(1, len(a[::97])) < 1.0, f"{job.path} is stale: rerun artgen"
