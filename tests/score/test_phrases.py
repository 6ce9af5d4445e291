"""English chat phrasings of a final choice, with near misses."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

MULTI = {"A": "Respect", "B": "Warmth", "C": "Genuineness", "D": "Positive regard", "E": "Empathy"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We're going with A, C and E.", "ACE"),
        ("Going with A and E!", "AE"),
        ("Q3: A, C", "AC"),
        ("A, C and E — final answer.", "ACE"),
        ("A and E, my final answer", "AE"),
        # near misses: a lead not closed by the letters, a doubt after, a closing phrase negated
        ("Let's go with A and see whether E fits too.", None),
        ("Going with A, C and E, maybe D.", None),
        ("A, C it is not.", None),
        ("I'm going with (b) Warmth.", "B"),  # one letter with its own text
        ("Going with B Genuineness.", None),  # another option's text after the letter
    ],
)
def test_final_choice_phrasings(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("That'd be A and E.", "AE"),
        ("The scenario describes A, C and E (the core conditions).", "ACE"),
        ("Both were plausible, but I'm going with A, C and E.", "ACE"),
        ("Assuming warmth counts, that would be A and B.", None),
        ("This describes A, and partly B.", None),
    ],
)
def test_would_be_and_describes(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("selected_options = [A, C]", "AC"),
        ('"final_answer": "A, E",', "AE"),
        ("prediction: a, c, e", "ACE"),
        ("rejected_options: [B, D]", None),
        ("keywords: A", None),
        ("answer_choice: A, C  # maybe E", None),
        ("**Answer**\n\n- Letter: B\n- Reason: warmth is shown", "B"),
        ("- Letter: A\n  Verdict: wrong\n- Letter: B\n  Verdict: right", None),  # letters of a walk through the options
        ("Letter: B\nConfidence: low", None),
    ],
)
def test_key_value_lines(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm going with (b) Warmth.", "B"),
        ("Going with E: Empathy.", "E"),
        ("I'm going with B Warmth or E.", None),
        ("I'm going with B Genuineness.", None),
        ("I'm going with B Warmth if the client asks.", None),
    ],
)
def test_a_choice_with_its_own_option_text(text, expected):
    assert letters_read(text, MULTI, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sticking with C.", "C"),
        ("Answer: C. Some would pick B... no. I'm sticking with C.", "C"),
        ("I'm not sticking with C.", None),
        ("Sticking with C? Maybe B after all.", None),
    ],
)
def test_sticking_with_a_letter(text, expected):
    assert letters_read(text, {"A": "形象记忆", "B": "情景记忆", "C": "语义记忆", "D": "情绪记忆"}, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Semantic memory holds facts. Hmm, or episodic... no. Let me keep C.", "C"),
        ("I'll keep C.", "C"),
        ("Let me keep C in mind while checking B.", None),  # the letter does not close its clause
        ("I'll keep C for now.", None),
        ("If it is about facts, let me keep C.", None),
        ("Let me keep C? Maybe B.", None),
    ],
)
def test_keeping_a_letter(text, expected):
    assert letters_read(text, {"A": "形象记忆", "B": "情景记忆", "C": "语义记忆", "D": "情绪记忆"}, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The definition describes manipulating conditions.\n\nSo it's A, 实验法.", "A"),
        ("Controlled manipulation of conditions.\n\nTherefore it's A.", "A"),
        ("The definition describes manipulating conditions.\n\nSo it's A, 观察法.", None),  # another option's text
        ("The definition describes manipulating conditions.\n\nIt's A (观察法).", None),
        ("The definition describes manipulating conditions.\n\nSo it's A or B.", None),
        ("So it's a question about methods.", None),
    ],
)
def test_so_its_a_letter_glossed_or_not(text, expected):
    assert letters_read(text, {"A": "实验法", "B": "观察法", "C": "调查法", "D": "个案法"}, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'd say **B. 桑代克 (Thorndike)** — he coined the term.", "B"),
        ("I would say B, since the identical-elements work came first.", "B"),
        ("I'd say **B. 苛勒** — he coined the term.", None),  # another option's text after the letter
        ("I'd say B or C.", None),
        ("I'd say B if I had to guess.", None),
        ("Some would say B, and I disagree.", None),
    ],
)
def test_id_say_a_letter_opening_a_sentence(text, expected):
    assert letters_read(text, {"A": "苛勒", "B": "桑代克", "C": "贾德", "D": "奥斯古德"}, "single") == expected


SCHOOLS = {"A": "机能主义", "B": "行为主义", "C": "人本主义", "D": "构造主义", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A is the one — functionalism (机能主义): James's stream of consciousness.", "A"),
        ("A is the one. James coined the stream of consciousness.", "A"),
        # near misses: another option's text after it, a letter ruled out, a question, a hedge, a supposition
        ("A is the one — 构造主义 is that school.", None),
        ("A is the one I'd rule out.", None),
        ("A is the one?", None),
        ("A is the one — or maybe C.", None),
        ("If it asks for a school, A is the one.", None),
    ],
)
def test_a_letter_said_to_be_the_one(text, expected):
    assert letters_read(text, SCHOOLS, "single") == expected


PEOPLE = {"A": "华生", "B": "斯金纳", "C": "桑戴克", "D": "巴甫洛夫", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pavlov (D). He trained dogs and proposed conditioned reflexes.", "D"),
        ("Pavlov (D) proposed the theory of conditioned reflexes.", "D"),
        ("D. 巴甫洛夫 —— 他用狗做实验，提出了条件反射学说。", "D"),
        # near misses: the name is another option's, two names with letters, a question, a hedge, another option's text
        ("Skinner (D). He trained pigeons.", None),
        ("Pavlov (D) and Skinner (B) both trained animals.", None),
        ("Pavlov (D)?", None),
        ("Pavlov (D) is likely, but I'm not sure.", None),
        ("D. 斯金纳 —— 他用狗做实验。", None),
        ("D. 巴甫洛夫 —— 还是桑戴克？", None),
    ],
)
def test_an_opening_name_or_text_with_its_letter(text, expected):
    assert letters_read(text, PEOPLE, "single") == expected
