"""Rendering: every template, each question type, zero- and few-shot, chat and text, as turns."""

from __future__ import annotations

import pytest

from psyexam.bank.records import QType
from psyexam.prompt import PromptError, build_prompt, get_template, list_templates, render_question

MARK = "@@EXPLANATION-MARKER-7f3a@@"


def test_plain_single_zero_shot_text_layout(make_q):
    q = make_q("下列哪项属于记忆的基本过程？")
    p = build_prompt(q, get_template("plain"))
    assert p.text == (
        "以下是中国关于普通心理学考试的单项选择题，请选出其中的正确答案。\n\n"
        "下列哪项属于记忆的基本过程？\nA. 识记\nB. 思维\nC. 想象\nD. 注意\n答案："
    )


def test_empty_option_hidden_and_letters_in_order(make_q):
    q = make_q(options={"C": "想象", "E": "  ", "A": "识记", "B": "思维", "D": "注意"})
    block = render_question(q, get_template("plain"))
    assert block.splitlines()[1:] == ["A. 识记", "B. 思维", "C. 想象", "D. 注意"]
    assert "E." not in build_prompt(q, get_template("plain")).text


def test_gap_in_options_keeps_real_letters(make_q):
    q = make_q(options={"A": "甲", "B": "", "C": "丙"}, answer="C")
    assert render_question(q, get_template("plain")).splitlines()[1:] == ["A. 甲", "C. 丙"]


def test_headers_state_subject_and_type(make_q):
    for name in list_templates():
        t = get_template(name)
        # the header is what follows the (optional) system text
        single = build_prompt(make_q(subject="发展心理学"), t).text.removeprefix(t.system or "")
        multi = build_prompt(make_q(qtype=QType.MULTI, answer="AB", subject="发展心理学"), t).text
        multi = multi.removeprefix(t.system or "")
        assert "发展心理学" in single and "单项选择题" in single and "多项选择题" not in single
        assert "多项选择题" in multi and "所有正确答案" in multi


def test_missing_subject_uses_default(make_q):
    t = get_template("plain")
    assert t.default_subject in build_prompt(make_q(subject=None), t).text
    assert "None" not in build_prompt(make_q(subject=None), t).text


def test_few_shot_text_blocks(make_q):
    t = get_template("plain")
    shots = [
        make_q("人格的核心是？", options={"A": "气质", "B": "性格", "C": "能力", "D": "兴趣"}, answer="B"),
        make_q("以下属于情绪的是？", options={"A": "喜", "B": "怒", "C": "思", "D": "悲"}, answer="C"),
    ]
    q = make_q("最后的问题？")
    text = build_prompt(q, t, shots).text
    chunks = text.split("\n\n")
    assert chunks[0].startswith("以下是中国关于")
    assert chunks[1].startswith("人格的核心是？") and chunks[1].endswith("\n答案：B")
    assert chunks[2].startswith("以下属于情绪的是？") and chunks[2].endswith("\n答案：C")
    assert chunks[3].startswith("最后的问题？") and chunks[3].endswith("\n答案：")
    assert len(chunks) == 4


def test_multi_shot_answer_is_sorted_letters(make_q):
    t = get_template("plain")
    shot = make_q("多选题示例", qtype=QType.MULTI, answer="DAC")
    q = make_q("待答多选题", qtype=QType.MULTI, answer="AB")
    assert "示例\nA. 识记\nB. 思维\nC. 想象\nD. 注意\n答案：ACD\n\n" in build_prompt(q, t, [shot]).text


def test_chat_generation_user_asks_and_model_replies_freely(make_q):
    t = get_template("plain")
    p = build_prompt(make_q(), t, [make_q("示例")])
    assert [m.role for m in p.messages] == ["user"]
    assert p.messages[-1].content.endswith(t.single.ask)
    assert "答案：A" in p.messages[0].content  # the example's answer


def test_logprobs_ends_with_assistant_cue(make_q):
    for name in list_templates():
        t = get_template(name)
        for turns in (False, True):
            p = build_prompt(make_q(), t, [make_q("示例")], shots_as_turns=turns, for_logprobs=True)
            assert p.messages[-1].role == "assistant" and p.messages[-1].content == "答案："
            assert p.messages[-2].role == "user"
            assert p.text.endswith("\n答案：")


def test_logprobs_needs_choice_question(make_q):
    qa = make_q("什么是记忆？", QType.QA, reference="记忆是……")
    with pytest.raises(ValueError):
        build_prompt(qa, get_template("plain"), for_logprobs=True)


def test_shots_as_turns(make_q):
    t = get_template("expert")
    shots = [make_q("示例一", answer="B"), make_q("示例二", answer="D")]
    p = build_prompt(make_q("待答题"), t, shots, shots_as_turns=True)
    roles = [m.role for m in p.messages]
    assert roles == ["system", "user", "assistant", "user", "assistant", "user"]
    assert p.messages[0].content == t.system
    assert p.messages[1].content.startswith(t.single.header.format(subject="普通心理学"))
    assert p.messages[2].content == "答案：B" and p.messages[4].content == "答案：D"
    assert p.messages[3].content.startswith("示例二")  # header only in the first turn
    assert p.messages[5].content.startswith("待答题") and p.messages[5].content.endswith(t.single.ask)
    assert p.shared_messages == 5


def test_turns_zero_shot_has_header(make_q):
    p = build_prompt(make_q("待答题"), get_template("plain"), shots_as_turns=True)
    assert len(p.messages) == 1 and p.messages[0].content.startswith("以下是中国关于")


def test_expert_system_message_and_text(make_q):
    t = get_template("expert")
    assert t.system and "心理学" in t.system and "答案：X" in t.system and "多项选择题" in t.system
    p = build_prompt(make_q(), t)
    assert p.messages[0].role == "system" and p.messages[0].content == t.system
    assert p.text.startswith(t.system + "\n\n")
    assert all(m.role != "system" for m in build_prompt(make_q(), get_template("plain")).messages)


def test_not_chat_is_one_user_message_holding_text(make_q):
    p = build_prompt(make_q(), get_template("expert"), [make_q("示例")], chat=False, for_logprobs=True)
    assert p.messages == (p.messages[0],) and p.messages[0].role == "user"
    assert p.messages[0].content == p.text


def test_qa_layout(make_q):
    t = get_template("plain")
    shot = make_q("什么是感觉？", QType.QA, reference="感觉是对事物个别属性的反映。")
    q = make_q("什么是知觉？", QType.QA, reference="知觉是对事物整体的反映。")
    p = build_prompt(q, t, [shot])
    assert "A." not in p.text and "答案：" not in p.text
    assert "问答题" in p.text and "中文" in p.text
    assert "回答：感觉是对事物个别属性的反映。" in p.text
    assert "知觉是对事物整体的反映" not in p.text  # the evaluated reference never shown
    assert p.text.endswith("问题：什么是知觉？\n回答：")
    assert p.messages[-1].content.endswith(t.qa.ask) and "简洁" in t.qa.ask


@pytest.mark.parametrize("name", ["plain", "expert", "conceptpsy"])
def test_explanation_never_in_prompt(make_q, name):
    t = get_template(name)
    for qtype, answer in ((QType.SINGLE, "A"), (QType.MULTI, "AC"), (QType.QA, None)):
        ref = "参考答案" if qtype is QType.QA else None
        q = make_q(qtype=qtype, answer=answer, reference=ref, explanation=MARK)
        shots = [make_q("示例", qtype=qtype, answer=answer, reference=ref, explanation=MARK + "shot")]
        for chat in (True, False):
            for turns in (False, True):
                for lp in ((False, True) if qtype is not QType.QA else (False,)):
                    p = build_prompt(q, t, shots, chat=chat, shots_as_turns=turns, for_logprobs=lp)
                    assert MARK not in p.text
                    assert all(MARK not in m.content for m in p.messages)


def test_shot_explanations_only_when_asked(make_q, tmp_path):
    path = tmp_path / "cot.toml"
    path.write_text("shot_explanations = true\n", encoding="utf-8")
    t = get_template(str(path))
    q = make_q(explanation=MARK)
    shot = make_q("示例", answer="B", explanation="因为性格是核心。")
    p = build_prompt(q, t, [shot], shots_as_turns=True)
    assert p.messages[0].content.endswith(t.single.ask)
    assert "性格是核心" not in p.messages[0].content
    assert p.messages[1].content == "解析：因为性格是核心。\n答案：B"
    assert "示例\nA. 识记\nB. 思维\nC. 想象\nD. 注意\n解析：因为性格是核心。\n答案：B" in p.text
    assert MARK not in p.text and all(MARK not in m.content for m in p.messages)


def test_shared_prefix_is_question_independent(make_q):
    t = get_template("expert")
    shots = [make_q("示例一"), make_q("示例二")]
    a = build_prompt(make_q("甲题干"), t, shots)
    b = build_prompt(make_q("乙题干", options={"A": "x", "B": "y"}), t, shots)
    assert a.shared_chars == b.shared_chars > 0
    assert a.prefix == b.prefix and "甲题干" not in a.prefix
    assert a.text[a.shared_chars:].startswith("甲题干")
    ta = build_prompt(make_q("甲题干"), t, shots, shots_as_turns=True)
    tb = build_prompt(make_q("乙题干"), t, shots, shots_as_turns=True)
    n = ta.shared_messages
    assert n == 5 and ta.messages[:n] == tb.messages[:n] and ta.messages[n] != tb.messages[n]


def test_conceptpsy_defaults_to_five_shots():
    assert get_template("conceptpsy").shots == 5
    assert get_template("plain").shots == 0


def test_choice_question_without_options_is_an_error(make_q):
    with pytest.raises(PromptError, match="q-empty"):
        build_prompt(make_q(id="q-empty", options={"A": "", "B": " "}), get_template("plain"))


def test_shot_without_answer_is_an_error(make_q):
    with pytest.raises(PromptError, match="s-none"):
        build_prompt(make_q(), get_template("plain"), [make_q(id="s-none", answer=None)])
