"""Structured answers: JSON encoded in a string value, XML option elements judged by attributes,
and keys that name letters left out."""

from __future__ import annotations

from psyexam.score.jsonish import key_rank
from psyexam.score.payloads import UNREADABLE, attribute_verdicts, nested_json


def test_a_string_that_encodes_json_is_read_as_that_value():
    assert nested_json('{"choice": "B"}') == {"choice": "B"}
    assert nested_json(' ["A", "C"] ') == ["A", "C"]
    assert nested_json("B") is None
    assert nested_json('{"choice": "B"') is None
    assert nested_json("[B]") is None


def test_option_elements_judged_by_attributes():
    inner = '<option id="A" selected="true">x</option><option id="B" selected="false">y</option>'
    assert attribute_verdicts(inner) == {"A": True, "B": False}
    assert attribute_verdicts('<option id="A" selected="true">x</option><option id="B">y</option>') == UNREADABLE
    assert attribute_verdicts('<option id="A" selected="true">x</option><option id="B" selected="?">y</option>') == UNREADABLE
    assert attribute_verdicts("<option>x</option><option>y</option>") is None
    assert attribute_verdicts('<option id="A">x</option><option id="B">y</option>') is None


def test_keys_naming_letters_left_out_are_never_read():
    for key in ("rejected_options", "excluded", "incorrect", "wrong_choices", "eliminated", "distractors", "排除项"):
        assert key_rank(key) is None, key
    for key in ("answer", "correct_options", "selected", "notes_answer"):
        assert key_rank(key) is not None, key


def test_an_answer_element_letter_attribute_is_read_beside_its_text():
    from psyexam.score.payloads import attribute_letter, attributed

    text = '<answer letter="b">x</answer><answer id="A" key="C">y</answer>'
    assert attribute_letter(text, 0) == "B"
    assert attribute_letter(text, text.index("<answer id")) is None  # two letters: none
    assert attributed(text, 0, "x") == {"letter": "B", "option": "x"}
    assert attributed("<answer>x</answer>", 0, "x") == "x"


def test_letters_under_a_doubting_key():
    from psyexam.score.payloads import doubted_letters

    assert doubted_letters({"correct": ["A"], "uncertain": ["D", "e"]}) == {"D", "E"}
    assert doubted_letters([{"answer": "B", "meta": {"not_sure": "C, D"}}]) == {"C", "D"}
    assert doubted_letters({"answer": "B", "uncertain": "the stem's wording"}) == set()
    assert doubted_letters({"answer": "B", "possible_confusion": "C"}) == set()


def test_calls_of_answering_functions():
    from psyexam.score.payloads import call_values

    def names(name: str) -> bool:
        return key_rank(name) not in (None, 0)

    text = 'api.submit_answer("B") select(choice=\'A, C\') finish[D] print("E") check_answer("B")'
    assert [v for _, _, v in call_values(text, names)] == [
        {"api.submit_answer": "B"}, {"select": {"choice": "A, C"}}, {"finish": "D"},
    ]
