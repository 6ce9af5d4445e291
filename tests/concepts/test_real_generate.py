"""The default local model writes one question on each of ten demo concepts; every candidate ends with a status."""

import importlib.util

import pytest

from psyexam.concepts import load_inventory
from psyexam.concepts.backend import ModelOptions
from psyexam.concepts.generate import GenerateOptions, generate

pytestmark = pytest.mark.slow

TEN = ["GEN-1-01", "GEN-1-02", "DEV-1-04", "SOC-1-02", "EDU-1-03", "PER-1-01", "EXP-2-01", "STA-1-04", "ABN-2-04", "COU-1-02"]


def test_default_model_generates_and_checks_ten_concepts(tmp_path):
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python is not installed")
    from psyexam.model.default import is_installed

    if not is_installed():
        pytest.skip("the default model is not installed (psyexam model install)")
    inv = load_inventory("demo").select(ids=TEN)
    model = ModelOptions("llama:default", max_tokens=384, concurrency=1, timeout=1200)
    checker = ModelOptions("llama:default", max_tokens=16, concurrency=1, timeout=600)
    gen = generate(inv, model, GenerateOptions(per_concept=1, checker=checker), tmp_path / "gen")
    assert len(gen.candidates) == 10
    assert sum(gen.manifest["counts"].values()) == 10
    for c in gen.candidates:
        assert c.status in ("accepted", "rejected", "flagged")
        assert c.status == "accepted" or c.reasons
    again = generate(inv, model, GenerateOptions(per_concept=1, checker=checker), tmp_path / "gen")
    assert again.manifest["calls"]["made"] == 0
