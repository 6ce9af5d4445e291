"""Polar conclusions: under a stem asking for what is not, the conclusion naming the wrong ones answers where the
verdicts agree; nothing without a stem, under a stem asking for what is, or where a verdict disagrees."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice

OPTS = {"A": "甲理论", "B": "乙理论", "C": "丙理论", "D": "丁理论"}
VERDICTS = "- A 正确。\n- B 正确。\n- C 错误。\n- D 错误。"


def _read(reply: str, stem: str, qtype: str = "multi") -> str | None:
    found = extract_choice(reply, OPTS, qtype, stem).letters
    return "".join(sorted(found)) if found else None


@pytest.mark.parametrize(("reply", "stem", "expected"), [
    ("说法错误的有：C、D\n\n" + VERDICTS, "下列说法错误的是( )", "CD"),
    (VERDICTS + "\n\nIncorrect statements: **D, C**", "下列说法不正确的有( )", "CD"),
    ("So the one that does not belong is C.", "下列不属于斯腾伯格提出的智力三元理论的是( )", "C"),
    ("C 不能排除。\n\n可以排除的诊断：A、B、D", "对该求助者可以排除的诊断包括( )。多选", "ABD"),
    ("- A — can be ruled out\n- C — cannot be ruled out\n\nThe diagnoses that can be excluded are **A, B and D**.",
     "对该求助者可以排除的诊断包括( )。多选", "ABD"),
    ("Diagnoses that can be ruled out: B, D", "对该求助者可以排除的诊断包括( )。多选", "BD"),
])
def test_conclusion_read_under_a_negative_stem(reply, stem, expected):
    assert _read(reply, stem) == expected


@pytest.mark.parametrize(("reply", "stem"), [
    ("说法错误的有：C、D\n\n" + VERDICTS, ""),  # no stem: the verdicts may be a second answer
    ("说法错误的有：C、D\n\n" + VERDICTS, "下列说法正确的是( )"),  # the right ones are asked for
    ("可以排除的诊断：A、B、D", "下列哪项可以排除该诊断( )"),  # what rules out, not what is ruled out
    ("The incorrect statement is D.\n\nC is incorrect too.", "下列说法错误的是( )"),
    ("The diagnoses that can be excluded are A, B and D.", ""),  # no stem
    ("The diagnoses that can be excluded are probably A, B and D.", "对该求助者可以排除的诊断包括( )。多选"),
    ("The diagnoses that can be excluded are A, B and D.", "对该求助者可以诊断为( )。多选"),  # asks what is
    ("The options that can be ruled out are A and B.", "下列不属于斯腾伯格提出的智力三元理论的是( )"),  # elimination
])
def test_conclusion_unread(reply, stem):
    assert _read(reply, stem) is None


@pytest.mark.parametrize(("reply", "expected"), [
    ("The incorrect one is **D** — D's claim does not hold.", "D"),
    ("The one that's not a 丁 claim is **C. 丙理论** — it belongs elsewhere.", "C"),
    ("错误的是 B——乙理论的说法不成立。", "B"),
    ("The answer is A. Wait — the question asks which statement is **wrong**. A is actually right.\n\n"
     "The wrong statement is **D. 丁理论** — it overstates the case.", "D"),
    ("The incorrect one is **D** — or possibly B.", None),
    ("The one that's not right is **D** — unless B counts.", None),
    ("The answer is A. Wait — the wrong one is **D** — or is it C?", None),
    ("The incorrect one is D. 乙理论 — its text is B's.", None),
])
def test_conclusion_closed_by_a_dash_or_corrected(reply, expected):
    assert _read(reply, "下列说法错误的是( )", "single") == expected
