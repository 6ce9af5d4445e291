"""A scripted fake model: the mock backend's ``responses`` map prompt substrings to prepared replies."""

import json

import pytest

from psyexam.concepts import load_inventory
from psyexam.concepts.backend import ModelOptions
from psyexam.concepts.generate import GenerateOptions, generate


def item(question, options, answer="A", explanation="解析。"):
    if isinstance(options, list):
        options = dict(zip("ABCD", options))
    return {"question": question, "options": options, "answer": answer, "explanation": explanation}


def reply(*items, fence=False):
    text = json.dumps(list(items), ensure_ascii=False)
    return f"```json\n{text}\n```" if fence else text


GOOD = item("根据韦伯定律，在中等强度范围内差别阈限与原刺激量之比", ["是一个常数", "随刺激增大而增大", "随刺激增大而减小", "等于零"])


def scripted(responses, **extra):
    """Model options for a mock that answers each concept's prompt from ``responses`` ({concept name: reply})."""
    return ModelOptions("mock", concurrency=1, retries=0, extra={"responses": {f"概念：{k}": v for k, v in responses.items()},
                                                                 **extra})


@pytest.fixture(scope="session")
def demo_inv():
    return load_inventory("demo")


@pytest.fixture
def run_gen(tmp_path, demo_inv):
    def run(responses, ids, folder=None, **opts):
        inv = demo_inv.select(ids=ids)
        model = opts.pop("model", None) or scripted(responses)
        return generate(inv, model, GenerateOptions(**{"per_concept": 1, **opts}), folder or tmp_path / "gen")

    return run
