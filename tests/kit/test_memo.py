"""`per_model`: a frozen model's answers, worked out once per model and kept on it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tabletop.kit.memo import kept_with, per_model


@dataclass(frozen=True)
class Counted:
    base: int
    asked: list[tuple] = field(default_factory=list, compare=False)

    @per_model
    def plus(self, n: int, *, times: int = 1) -> list[int]:
        self.asked.append((n, times))
        return [self.base + n * times]

    @per_model
    def total(self, values) -> int:
        self.asked.append(("total",))
        return self.base + sum(values)


def test_each_question_is_answered_once_per_model():
    model = Counted(10)
    first = model.plus(2)
    assert model.plus(2) is first == [12]
    assert model.plus(3) == [13]
    assert model.plus(2, times=3) == [16]
    assert model.plus(2, times=3) == [16]
    assert model.asked == [(2, 1), (3, 1), (2, 3)]


def test_a_new_model_answers_afresh():
    model = Counted(10)
    model.plus(1)
    other = replace(model, base=20, asked=[])
    assert other.plus(1) == [21]
    assert other.asked == [(1, 1)]


def test_answers_stay_out_of_the_models_equality_and_fields():
    asked, fresh = Counted(5), Counted(5)
    asked.plus(1)
    assert asked == fresh
    assert repr(asked) == repr(Counted(5, asked.asked))


def test_an_argument_without_a_hash_is_answered_each_time():
    model = Counted(1)
    assert model.total([1, 2]) == 4
    assert model.total([1, 2]) == 4
    assert model.asked == [("total",), ("total",)]
    assert model.total((1, 2)) == model.total((1, 2)) == 4
    assert len(model.asked) == 3


def test_kept_with_makes_once_per_model_and_key():
    model, other = Counted(1), Counted(1)
    made: list[str] = []

    def make(name: str):
        made.append(name)
        return [name]

    first = kept_with(model, ("shells", 1), lambda: make("a"))
    assert kept_with(model, ("shells", 1), lambda: make("b")) is first
    assert kept_with(model, ("shells", 2), lambda: make("c")) == ["c"]
    assert kept_with(other, ("shells", 1), lambda: make("d")) == ["d"]
    assert made == ["a", "c", "d"]
    assert model == other  # kept apart from the model's fields
