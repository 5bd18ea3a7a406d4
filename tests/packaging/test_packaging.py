"""The executable's recipe: every asset folder and the font are bundled, paths work when frozen."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.assets import catalogs, paths
from tabletop.assets.yaml_data import read_data
from tabletop.cli import build_parser
from tabletop.games import catalog
from tabletop.ui.fonts import bundled_font_paths

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"taco_packaging_{name}",
                                                  PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def manifest():
    return load("manifest")


def test_manifest_lists_every_folder_paths_py_serves(manifest):
    served = {paths.data_path("x").parent.name, paths.sprite_path("x").parent.name,
              paths.sound_path("x").parent.name, paths.seed_path("x").parent.name,
              catalogs.locale_root().relative_to(paths.resource_root()).as_posix()}
    assert set(manifest.ASSET_FOLDERS) == served


def test_every_source_asset_file_becomes_a_data_entry(manifest):
    entries = manifest.data_entries(ROOT)
    bundled = {Path(dest, Path(src).name).as_posix() for src, dest in entries}
    on_disk = {p.relative_to(ROOT).as_posix() for folder in manifest.ASSET_FOLDERS
               if (ROOT / folder).is_dir() for p in (ROOT / folder).rglob("*")
               if p.is_file() and "__pycache__" not in p.parts}
    assert bundled == on_disk
    assert any(name.startswith("data/") for name in bundled)
    assert any(name.startswith("seeds/") for name in bundled)
    assert all(Path(src).is_file() for src, _ in entries)


def test_spec_bundles_assets_font_and_dynamic_game_modules():
    text = (PACKAGING / "taco_tabletop.spec").read_text(encoding="utf-8")
    assert "manifest.data_entries(ROOT)" in text
    assert '"tabletop/fonts")' in text
    assert "bundled_font_paths" in text
    assert 'collect_submodules("tabletop"' in text
    assert "rthook_stdio.py" in text


def test_the_fonts_live_where_the_spec_puts_them_with_their_licence():
    for font in bundled_font_paths():
        assert font.is_file()
        assert font.parent == ROOT / "tabletop" / "fonts"  # bundled under "tabletop/fonts/"
    licence = (ROOT / "tabletop" / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence


def test_game_modules_and_views_are_kept_but_artgen_is_not(manifest):
    for package in catalog.GAME_PACKAGES:
        assert manifest.keep_module(catalog.spec_module(package))
    for spec in catalog.game_specs().values():  # imported by name when a game starts
        assert manifest.keep_module(spec.wiring.partition(":")[0])
        assert manifest.keep_module(spec.table.partition(":")[0])
        assert not manifest.keep_module(spec.back.art.partition(":")[0]), "art is build-time"
    assert not manifest.keep_module("tabletop.artgen")
    assert not manifest.keep_module("tabletop.artgen.build")
    assert not manifest.keep_module("tabletop.tools.art")
    assert not manifest.keep_module("tabletop.tools.data_schemas")


def test_resource_root_is_the_source_tree_when_not_frozen():
    assert paths.resource_root() == ROOT


def test_resource_root_follows_meipass_when_frozen(tmp_path, monkeypatch):
    (tmp_path / "data" / "demo").mkdir(parents=True)
    (tmp_path / "data" / "demo" / "cards.yaml").write_text("cards: [1, 2]\n", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resource_root() == tmp_path
    assert paths.sprite_path("cards/a.png") == tmp_path / "sprites" / "cards" / "a.png"
    assert paths.seed_path("r.txt") == tmp_path / "seeds" / "r.txt"
    assert read_data("demo/cards.yaml") == {"cards": [1, 2]}


def test_user_data_is_never_inside_the_bundle(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / ".local" / "share"))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    folder = paths.user_data_dir()
    assert tmp_path / "home" in folder.parents
    assert tmp_path / "bundle" not in folder.parents


def test_first_frame_exit_is_a_hidden_flag():
    parser = build_parser()
    assert parser.parse_args(["--first-frame-exit"]).first_frame_exit
    assert not parser.parse_args([]).first_frame_exit
    assert "first-frame" not in parser.format_help()


def test_stdio_hook_gives_a_windowed_build_somewhere_to_print():
    hook = PACKAGING / "rthook_stdio.py"
    code = ("import sys; sys.stdout = None; sys.stderr = None; "
            f"exec(compile(open({str(hook)!r}).read(), 'hook', 'exec')); "
            "sys.stdout.write('fine'); sys.stderr.write('fine')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=30)
    assert done.returncode == 0, done.stderr


def test_ci_builds_and_smokes_after_the_tests():
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    pytest_line = next(i for i, line in enumerate(lines) if "-m pytest" in line)
    build_line = next(i for i, line in enumerate(lines) if "packaging/build.py" in line)
    smoke_line = next(i for i, line in enumerate(lines) if "packaging/smoke.py" in line)
    assert pytest_line < build_line < smoke_line
    assert any('".[test,build]"' in line for line in lines[:pytest_line])


def test_the_package_data_names_every_file_the_package_ships_beside_its_code():
    """A wheel carries the phone page and the phrase books: pyproject's package-data covers
    every file under tabletop/ that is not Python."""
    import fnmatch
    import tomllib

    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "tool"]["setuptools"]["package-data"]["tabletop"]
    package = ROOT / "tabletop"
    shipped = [path.relative_to(package).as_posix() for path in package.rglob("*")
               if path.is_file() and path.suffix not in {".py", ".pyc"}
               and "__pycache__" not in path.parts]
    assert shipped, "the package ships files beside its code (the phone page at least)"
    uncovered = [name for name in shipped
                 if not any(fnmatch.fnmatch(name, pattern) for pattern in patterns)]
    assert uncovered == []
