"""The options records of the stages that call a model share one base: its fields, their defaults and checks."""

from __future__ import annotations

from pathlib import Path

import pytest

from psyexam.calls import ModelUse
from psyexam.concepts.backend import ModelOptions
from psyexam.contamination.minkcalls import MinKOptions
from psyexam.errors import PsyexamError
from psyexam.judge.calls import JudgeOptions

RECORDS = [JudgeOptions("mock"), ModelOptions("mock"), MinKOptions("mock", Path("store"))]


def _defaults(opts: ModelUse) -> tuple:
    return (opts.seed, opts.concurrency, opts.timeout, opts.retries, opts.base_url, opts.api_key_env, opts.extra)


@pytest.mark.parametrize(("opts", "expected"), [
    (RECORDS[0], (1234, 8, 120.0, 5, None, None, {})),
    (RECORDS[1], (1234, 4, 300.0, 3, None, None, {})),
    (RECORDS[2], (None, 8, 120.0, 5, None, None, {})),
])
def test_each_stage_keeps_its_own_defaults(opts, expected):
    assert isinstance(opts, ModelUse)
    assert _defaults(opts) == expected
    assert (opts.settings().concurrency, opts.settings().timeout, opts.settings().retries) == expected[1:4]


def test_stage_fields_stay_positional_and_call_fields_are_keyword_only():
    assert JudgeOptions("mock", 64).max_tokens == 64
    assert ModelOptions("mock", 64, 0.5).temperature == 0.5
    assert MinKOptions("mock", Path("s"), 10.0).k == 10.0
    with pytest.raises(TypeError):
        JudgeOptions("mock", 64, 1)  # type: ignore[misc]


def test_an_unknown_field_is_refused():
    with pytest.raises(TypeError, match="unexpected keyword argument 'concurency'"):
        JudgeOptions("mock", concurency=2)  # type: ignore[call-arg]


def test_an_unknown_backend_option_is_one_clear_line():
    with pytest.raises(PsyexamError, match="unknown option for the mock backend"):
        MinKOptions("mock", Path("s"), extra={"nope": 1}).backend_spec()


def test_the_extra_dicts_are_not_shared():
    a, b = JudgeOptions("mock"), JudgeOptions("mock")
    assert a.extra is not b.extra
