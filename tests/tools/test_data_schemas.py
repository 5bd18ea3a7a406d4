"""The JSON Schemas under data/schemas/ are the models' own, and every data file passes its."""

from pathlib import Path

import jsonschema
import pytest
import yaml

from tabletop.assets.paths import resource_root
from tabletop.tools import data_schemas

DATA = resource_root() / "data"
YAML_FILES = sorted(str(p.relative_to(DATA).as_posix()) for p in DATA.rglob("*.yaml"))


def as_json(node):
    """Parsed YAML as an editor's JSON Schema check sees it (mapping keys are text)."""
    if isinstance(node, dict):
        return {str(k): as_json(v) for k, v in node.items()}
    if isinstance(node, list):
        return [as_json(v) for v in node]
    return node


def test_the_committed_schemas_are_up_to_date():
    stale = data_schemas.out_of_date(DATA)
    assert not stale, f"run `python -m tabletop.tools.data_schemas`: {stale}"


def test_a_stale_schema_is_found(tmp_path):
    data_schemas.write(tmp_path)
    assert data_schemas.out_of_date(tmp_path) == []
    some = next(p for p in sorted((tmp_path / "schemas").rglob("*.json"))
                if '"minimum": 1' in p.read_text(encoding="utf-8"))
    some.write_text(some.read_text(encoding="utf-8").replace('"minimum": 1', '"minimum": 2'),
                    encoding="utf-8")
    (tmp_path / "schemas" / "gone.schema.json").write_text("{}", encoding="utf-8")
    assert data_schemas.out_of_date(tmp_path) == sorted(
        [str(some.relative_to(tmp_path).as_posix()), "schemas/gone.schema.json"])


def test_every_yaml_file_has_a_model():
    assert set(YAML_FILES) <= set(data_schemas.data_models())


@pytest.mark.parametrize("relative", YAML_FILES)
def test_every_yaml_file_names_its_schema_and_validates(relative):
    text = (DATA / relative).read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert first == data_schemas.schema_line(relative)
    named = (DATA / relative).parent / first.split("$schema=", 1)[1]
    assert named.resolve() == (DATA / data_schemas.schema_path(relative)).resolve()
    schema = yaml.safe_load(named.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(as_json(yaml.safe_load(text)), schema,
                        cls=jsonschema.Draft202012Validator)


@pytest.mark.parametrize("relative,change", [
    ("taco_loco/cards.yaml", lambda d: d["cards"][0].update(count="ten")),
    ("taco_party/cards.yaml", lambda d: d["rules"]["completed_tacos_to_end"].update({"5": 1})),
    ("crazy_taco/customers.yaml", lambda d: d["cards"][-1].pop("price")),
    ("crazy_taco/dice.yaml", lambda d: d["dice"][0]["faces"].pop()),
    ("taco_fight/game.yaml", lambda d: d.update(max_held=-1)),
    ("settings.yaml", lambda d: d["settings"].update(gravity={"label": "Gravity"})),
])
def test_an_editor_would_refuse_what_the_app_refuses(relative, change):
    document = as_json(yaml.safe_load((DATA / relative).read_text(encoding="utf-8")))
    change(document)
    schema = yaml.safe_load((DATA / data_schemas.schema_path(relative)).read_text("utf-8"))
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(document, schema, cls=jsonschema.Draft202012Validator)


def test_the_command_writes_and_checks(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(data_schemas, "resource_root", lambda: Path(tmp_path))
    assert data_schemas.main(["--check"]) == 1
    assert data_schemas.main([]) == 0
    assert data_schemas.main(["--check"]) == 0
    assert "wrote data/schemas/settings.schema.json" in capsys.readouterr().out
