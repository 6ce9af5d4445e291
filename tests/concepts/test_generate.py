"""Generation with a scripted fake model: every automatic check's reason, balancing, the checker, resuming."""

import json

import pytest

from psyexam.bank.loaders import load_bank
from psyexam.concepts.answerability import judge_answers
from psyexam.concepts.balance import balance, letter_test
from psyexam.concepts.candidates import Candidate, Reason
from psyexam.concepts.generate import load_generation, plan
from psyexam.concepts.inventory import PromptType
from psyexam.concepts.prompts import generation_prompt
from psyexam.concepts.replies import ReplyError, extract_list
from psyexam.concepts.review_db import ReviewDB
from tests.concepts.conftest import GOOD, item, reply, scripted

WEBER = "GEN-1-02"


def one(gen):
    (c,) = gen.candidates
    return c


def test_a_good_question_is_accepted_and_its_key_follows_the_shuffle(run_gen):
    c = one(run_gen({"韦伯定律": reply(GOOD, fence=True)}, [WEBER]))
    assert c.status == "accepted" and c.reasons == []
    assert c.options[c.answer] == "是一个常数" and c.details["generated_answer"] == "A"
    assert c.details["concept_score"] >= 0.5


@pytest.mark.parametrize("text, reason", [
    ("我不会出题。", Reason.UNPARSEABLE),
    (reply(item("韦伯定律说的是", ["常数", "变量", "零"])), Reason.OPTION_COUNT),
    (reply(item("韦伯定律说的是", {"A": "常数", "B": "变量", "C": "零", "D": "一", "E": "二"})), Reason.OPTION_COUNT),
    (reply(item("韦伯定律说的是", ["常数", "", "零", "一"])), Reason.EMPTY_OPTION),
    (reply(item("韦伯定律说的是", ["常数", "零", "零", "一"])), Reason.REPEATED_OPTIONS),
    (reply(item("韦伯定律说的是", ["常数", "变量", "零", "一"], answer="E")), Reason.NO_ANSWER),
    (reply(item("韦伯定律说的是", ["常数", "变量", "零", "一"], answer="")), Reason.NO_ANSWER),
    (reply(item("韦伯定律说的是", ["常数", "变量", "零", "一"], answer="AB")), Reason.MULTIPLE_ANSWERS),
    (reply(item("", ["常数", "变量", "零", "一"])), Reason.EMPTY_QUESTION),
    (reply(item("韦伯定律认为差别阈限与原刺激量之比是一个常数，对吗", ["是一个常数", "变量", "零", "一"])), Reason.ANSWER_IN_STEM),
    (reply(item("来访者在咨询中沉默不语时咨询师应当", ["耐心等待", "立即结束", "批评", "转介"])), Reason.OFF_CONCEPT),
])
def test_each_check_rejects_with_its_named_reason(run_gen, text, reason):
    c = one(run_gen({"韦伯定律": text}, [WEBER]))
    assert c.status == "rejected" and reason.value in c.reasons


def test_a_reply_with_fewer_items_than_asked_rejects_the_missing_ones(run_gen):
    gen = run_gen({"韦伯定律": reply(GOOD)}, [WEBER], per_concept=3, types=("theory",))
    assert [c.status for c in gen.candidates] == ["accepted", "rejected", "rejected"]
    assert all(Reason.MISSING.value in c.reasons for c in gen.candidates[1:])


def test_unparseable_reply_keeps_the_raw_text_for_review(run_gen):
    c = one(run_gen({"韦伯定律": "{broken"}, [WEBER]))
    assert c.raw == "{broken" and "parse_error" in c.details


def test_near_duplicates_within_the_set_and_of_a_given_bank(run_gen):
    dup = item("韦伯定律与费希纳定律都讨论刺激强度与感觉的关系，韦伯分数指的是", ["差别阈限与原刺激之比", "绝对阈限", "感觉量", "刺激量"])
    gen = run_gen({"韦伯定律": reply(dup), "费希纳定律": reply(dup)}, [WEBER, "EXP-1-04"])
    first, second = gen.candidates
    assert Reason.NEAR_DUPLICATE.value not in first.reasons
    assert Reason.NEAR_DUPLICATE.value in second.reasons and second.details["duplicate_of"] == first.id
    demo_q = next(q for q in load_bank("demo").records if q.concept == "韦伯定律")
    copy = item(demo_q.text, [demo_q.options[k] for k in "ABCD"], answer=next(iter(demo_q.answer)))
    c = one(run_gen({"韦伯定律": reply(copy)}, [WEBER], folder=None, against=load_bank("demo").records))
    assert Reason.IN_BANK.value in c.reasons and c.details["duplicate_of"] == demo_q.id


def test_a_failed_call_is_a_rejected_candidate_not_a_lost_one(run_gen):
    model = scripted({"韦伯定律": reply(GOOD)}, fail_first=10, retryable=False)
    c = one(run_gen({}, [WEBER], model=model))
    assert c.status == "rejected" and c.reasons == [Reason.CALL_FAILED.value] and c.details["error"]


def test_answer_positions_are_balanced_with_a_chi_square_report():
    cands = []
    for i in range(40):
        c = Candidate(f"c{i}", "x", "s", "ch", "n", "theory", f"题{i}", {"A": f"对{i}", "B": "错1", "C": "错2", "D": "错3"}, "A")
        cands.append(c)
    before, after = balance(cands, seed=7)
    assert before.counts == {"A": 40, "B": 0, "C": 0, "D": 0} and before.p < 1e-6
    assert after.counts == {"A": 10, "B": 10, "C": 10, "D": 10} and after.p == 1.0
    assert all(c.options[c.answer].startswith("对") for c in cands)
    assert letter_test([]).p is None


def test_the_checker_flags_disagreement_and_never_rejects(run_gen):
    gen = run_gen({"韦伯定律": reply(GOOD)}, [WEBER], checker=scripted({}, ), k=2)
    c = one(gen)
    # the mock checker picks a letter by hash: either it agrees (accepted) or the candidate is flagged
    assert c.status in ("accepted", "flagged") and len(c.details["checker_answers"]) == 2
    assert gen.manifest["checker_calls"]["asked"] == 1
    c2 = Candidate("x", "x", "s", "ch", "n", "theory", "题", {"A": "一", "B": "二", "C": "三", "D": "四"}, "A")
    judge_answers(c2, ["答案：B", "答案：C"])
    assert c2.status == "flagged"
    assert set(c2.reasons) == {Reason.CHECKER_DISAGREES.value, Reason.CHECKER_INCONSISTENT.value}
    c3 = Candidate("y", "x", "s", "ch", "n", "theory", "题", {"A": "一", "B": "二", "C": "三", "D": "四"}, "A")
    judge_answers(c3, ["嗯……", "A"])
    assert c3.reasons == [Reason.CHECKER_UNPARSED.value]


def test_a_repeated_generation_reuses_calls_and_keeps_reviews(run_gen, tmp_path):
    folder = tmp_path / "g"
    first = run_gen({"韦伯定律": reply(GOOD)}, [WEBER], folder=folder)
    assert first.manifest["calls"]["made"] == 1
    with ReviewDB.open(folder) as db:
        db.add_reviewer("ann")
        from psyexam.concepts.review import DecisionInput, checklist_from, decide

        decide(db, DecisionInput(first.candidates[0].id, "ann", "accept", checklist_from(None, "accept")))
    again = run_gen({"韦伯定律": reply(GOOD)}, [WEBER], folder=folder)
    assert again.manifest["calls"]["made"] == 0 and again.manifest["calls"]["reused"] == 1
    assert again.manifest["review_sync"] == {"added": 0, "refreshed": 0, "kept": 1}
    manifest, cands = load_generation(folder)
    assert manifest["counts"] == {"accepted": 1} and cands[0].id == first.candidates[0].id


@pytest.mark.parametrize("text", [
    '[{"question": "q"}]',
    '```json\n[{"question": "q"}]\n```',
    '好的，下面是题目：\n[{"question": "q"},]\n希望有帮助。',
    '{"questions": [{"question": "q"}]}',
    '{"question": "q"}',
    '```\n[{"question": "q"}]',
])
def test_replies_are_read_with_or_without_fences_and_wrappers(text):
    assert extract_list(text) == [{"question": "q"}]


@pytest.mark.parametrize("text, message", [
    ("", "empty reply"), (None, "empty reply"), ("没有 JSON", "no JSON array"), ("[]", "cut off or malformed"),
    ('[{"question": "一个很长的题干……', "cut off or malformed"),
])
def test_replies_without_json_are_errors(text, message):
    with pytest.raises(ReplyError, match=message):
        extract_list(text)


def test_plan_cycles_prompt_types_and_prompts_give_subject_chapters_and_concept(demo_inv):
    inv = demo_inv.select(ids=["STA-1-04"])  # 标准分数: calculation, theory
    batches, skipped = plan(inv, 4)
    assert [(b.ptype, len(b.ids)) for b in batches] == [(PromptType.CALCULATION, 2), (PromptType.THEORY, 2)]
    assert plan(inv, 1, ("case",)) == ([], ["STA-1-04"])
    text = generation_prompt(inv.concepts[0], demo_inv, PromptType.CALCULATION, 2)
    assert "心理统计与测量" in text and "描述统计、推断统计、测验信度与效度" in text and "标准分数" in text
    assert "2道计算题" in text and "JSON" in text
    assert "案例" in generation_prompt(inv.concepts[0], demo_inv, PromptType.CASE, 1)


def test_candidates_file_holds_every_candidate_with_status(run_gen, tmp_path):
    gen = run_gen({"韦伯定律": "not json"}, [WEBER], folder=tmp_path / "x")
    lines = (tmp_path / "x" / "candidates.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(x)["status"] for x in lines] == ["rejected"]
    assert gen.summary()["candidates"][0]["reasons"] == ["unparseable"]
