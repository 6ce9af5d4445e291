"""The extractor on real CPsyExam options: canonical answer phrasings must give back the gold letters."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from psyexam.score import extract_choice, letters_text

MCQ = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "cpsyexam-unpacked" / "mcq" / "dev"

TEMPLATES = [
    "答案：{sep}",
    "经过分析，正确答案是{sep}。",
    "{cat}",
    '```json\n{{"answer": "{cat}"}}\n```',
    "<think>\n先逐项分析。\n</think>\n\n\\boxed{{{sep}}}",
    "Let me think about each option. The Answer Is {eng}.",
    "ANSWER: {cat}",
]


def _records():
    if not MCQ.is_dir():
        pytest.skip(f"real data not found at {MCQ}")
    for f in sorted(MCQ.glob("*.json")):
        for r in json.loads(f.read_text(encoding="utf-8")):
            yield f.name, r


def _usable(r: dict) -> bool:
    ans, opts = r.get("answer"), r.get("options") or {}
    valid = {k for k, v in opts.items() if str(v or "").strip()}
    return (isinstance(ans, str) and ans.isalpha() and ans.isupper() and set(ans) <= valid
            and (r["question_type"] == "multi" or len(ans) == 1))


def test_gold_phrasings_of_real_questions_read_back_exactly():
    checked, misses = 0, []
    for name, r in _records():
        if not _usable(r):
            continue
        ans = "".join(sorted(r["answer"]))
        fills = {"sep": "、".join(ans), "cat": ans, "eng": ", ".join(ans[:-1]) + (" and " if len(ans) > 1 else "") + ans[-1]}
        for t in TEMPLATES:
            reply = t.format(**fills)
            got = letters_text(extract_choice(reply, r["options"], r["question_type"]).letters)
            checked += 1
            if got != ans:
                misses.append(f"{name} {r['id']}: {reply!r} -> {got}, gold {ans}")
    print(f"\n{checked} phrasings of real questions checked")
    assert checked > 1000
    assert not misses, "\n".join(misses[:20])


def test_a_reply_naming_a_real_empty_option_is_not_read():
    for _, r in _records():
        empty = [k for k, v in r["options"].items() if not str(v or "").strip()]
        if empty and _usable(r):
            ex = extract_choice(f"答案：{empty[0]}", r["options"], r["question_type"])
            assert ex.letters is None and ex.method.endswith(":invalid")
            return
    pytest.skip("no record with an empty option")


def test_option_text_replies_on_real_single_questions():
    checked = 0
    for _, r in _records():
        if not _usable(r) or r["question_type"] != "single":
            continue
        texts = [str(v).strip() for v in r["options"].values() if str(v or "").strip()]
        gold_text = str(r["options"][r["answer"]]).strip()
        if texts.count(gold_text) != 1:
            continue
        got = extract_choice(gold_text, r["options"], "single").letters
        assert got == frozenset(r["answer"]), (r["id"], gold_text)
        checked += 1
    assert checked > 100
