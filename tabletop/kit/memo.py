"""A view model's answers worked out once: `per_model` memoises a method of a frozen model,
`kept_with` what a view makes from a model (its elements that depend on nothing else).

A table's model (a frozen dataclass built once per state of the game, `TableScene.per_state`)
is asked the same questions every frame (where a taco's column is, which cards a fold hides),
and each answer depends on the model alone. `per_model` keeps each answer on the model itself,
keyed by the arguments, so it is worked out once per model and goes with the model: no cache
outlives what it was made from, and there is none at module level. An argument that cannot
be hashed is answered afresh. The answer is shared: callers must not change it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import Any, Concatenate, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")
S = TypeVar("S")

MEMO_PREFIX = "_per_model_"
"""Where on the model a method's answers are kept (the model's `__dict__`, past its fields, so
a frozen dataclass's equality, `replace` and repr never see them)."""


def kept_with(model: object, key: Hashable, make: Callable[[], R]) -> R:
    """What `make()` makes, made once per `model` and `key` and kept on the model (`key`
    names everything else it depends on: the style's key, the faces it is drawn with)."""
    kept: dict[Any, Any] = vars(model).setdefault(MEMO_PREFIX + "kept_with", {})
    if key not in kept:
        kept[key] = make()
    answer: R = kept[key]
    return answer


def per_model(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R]:
    """`method`, answering each set of arguments once per model."""
    name = MEMO_PREFIX + method.__name__

    @functools.wraps(method)
    def memoised(self: S, *args: P.args, **kwargs: P.kwargs) -> R:
        kept: dict[Any, Any] = vars(self).setdefault(name, {})
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        try:
            return kept[key]
        except KeyError:
            pass
        except TypeError:  # an argument without a hash (a list of seats): not kept
            return method(self, *args, **kwargs)
        answer = kept[key] = method(self, *args, **kwargs)
        return answer

    return memoised
