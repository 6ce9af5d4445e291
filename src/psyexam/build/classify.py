"""Classify: knowledge (KG) or case analysis (CA), and a CA question's category, by keyword rules.

The rules are data (``PART_RULES``, ``CATEGORY_RULES``) and are listed in docs/build.md.
Part: a case question names its case ("案例一", "一般资料", "女，32岁", a dialogue turn);
strong signals decide, a weak one alone (a client mentioned in a long stem) leaves the
record *uncertain*. Category: only the final question sentence (the *ask*) is read, since
the case text before it is the same for every question about that case; the category with
the most keyword hits wins, and a tie or no hit is uncertain (and falls back to
``treatment``, the largest category). Uncertain records may be sent to a model
(:func:`classify_with_model`).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from psyexam.bank.records import CACategory, Part, Question

_CJK_NUM = "一二三四五六七八九十"


@dataclass(frozen=True)
class Rule:
    """A named keyword pattern voting for ``label`` with ``weight``."""

    name: str
    label: str
    pattern: re.Pattern[str]
    weight: int = 1


def _rule(name: str, label: str, pattern: str, weight: int = 1) -> Rule:
    return Rule(name, label, re.compile(pattern, re.I), weight)


PART_RULES: tuple[Rule, ...] = (
    _rule("case_heading", "CA", rf"案例\s*[{_CJK_NUM}\d]|【案例|案例[（(]?\d", 2),
    _rule("case_sections", "CA", r"一般资料|案例介绍|个人成长史|主要问题[:：]|咨询记录", 2),
    _rule("client_profile", "CA", r"[男女]性?\s*[,，、]\s*\d{1,2}\s*岁", 2),
    _rule("dialogue_turn", "CA", r"(?:心理咨询师|咨询师|求助者|来访者)\s*[:：]", 2),
    _rule("case_reference", "CA", r"(?:本|该)案例|此案例|(?:该|这位)求助者|下面是.{0,12}(?:对话|会谈)", 1),
    _rule("client_mention", "CA", r"求助者|来访者|患者|当事人", 1),
)
"""KG/CA votes: CA when the weights reach 2, uncertain at 1, else KG."""

CATEGORY_RULES: tuple[Rule, ...] = (
    _rule("diagnosis_terms", "diagnosis",
          r"诊断|症状|心理问题|病程|鉴别|排除|精神病|神经症|障碍|性质|严重程度|社会功能|精神痛苦|痛苦程度"),
    _rule("assessment_terms", "diagnosis",
          r"测验|量表|测评|评估|评定|得分|评分|分数|SCL|SAS|SDS|MMPI|EPQ|16PF|WAIS|HAMD|常模"),
    _rule("evidence_terms", "diagnosis", r"依据|原因|诱因|资料|表现|特点|可能是|属于"),
    _rule("counselling_goal", "treatment", r"咨询目标|目标|方案|咨询关系|关系的建立|会谈|阶段|步骤|家庭作业|作业"),
    _rule("counselling_acts", "treatment",
          r"使用了|运用了|采用|采取|应当|应该|首先|下一步|回应|反应|说明了?咨询师|咨询师(?:的|在|说|应)"),
    _rule("techniques", "treatment",
          r"技术|技巧|疗法|方法|治疗|干预|沉默|阻抗|共情|倾听|面质|具体化|澄清|放松|脱敏|强化|暴露|冲击|满灌|厌恶|宣泄"),
    _rule("theory_terms", "method", r"理论|原理|机理|机制|观点|学说|学派|认为|假设|基础|模型|核心", 2),
    _rule("theorists", "method", r"埃利斯|ABC|罗杰斯|弗洛伊德|贝克|沃尔普|斯金纳|巴甫洛夫|马斯洛|求助者中心|精神分析|行为主义|人本主义"),
)
"""Category votes, read from the ask only."""

FALLBACK_CATEGORY = CACategory.TREATMENT
_ASK_END = re.compile(r"[\s。．.?？!！:：]*(?:[（(]\s*[）)])?[\s。．.?？!！]*(?:单选|多选|单选题|多选题)?[\s。．.:：]*$")
_SENTENCE = re.compile(r"[。！？!?\n]|……|\.{3,}")
_ASK_TAG = re.compile(r"^\s*(?:单选|多选)(?:题)?\s*[:：]?\s*|^\s*\d+\s*[.．、]\s*|^\s*[\[【](?:单选|多选)题?[\]】]\s*")


@dataclass
class Label:
    """A classification: part, category (CA only), whether the rules were sure, and which rules fired."""

    part: Part
    category: CACategory | None
    sure: bool
    rules: list[str] = field(default_factory=list)
    by: str = "rules"


def ask_of(text: str) -> str:
    """The final question sentence of a stem (where a case question says what it asks)."""
    body = _ASK_END.sub("", text.strip())
    parts = [p.strip() for p in _SENTENCE.split(body) if p.strip()]
    if not parts:
        return body
    ask = parts[-1]
    if len(ask) < 8 and len(parts) > 1:
        ask = parts[-2] + "。" + ask
    return _ASK_TAG.sub("", ask)


def _votes(rules: tuple[Rule, ...], text: str) -> tuple[Counter, list[str]]:
    votes: Counter = Counter()
    fired = []
    for rule in rules:
        if rule.pattern.search(text):
            votes[rule.label] += rule.weight
            fired.append(rule.name)
    return votes, fired


def classify_part(q: Question) -> tuple[Part, bool, list[str]]:
    """(part, sure, rules fired) for one record."""
    votes, fired = _votes(PART_RULES, q.text)
    score = votes["CA"]
    if score >= 2:
        return Part.CA, True, fired
    return Part.KG, score == 0, fired


def classify_category(q: Question) -> tuple[CACategory, bool, list[str]]:
    """(category, sure, rules fired) of a case question, from its ask."""
    votes, fired = _votes(CATEGORY_RULES, ask_of(q.text))
    ranked = votes.most_common()
    if not ranked:
        return FALLBACK_CATEGORY, False, fired
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return FALLBACK_CATEGORY if FALLBACK_CATEGORY.value in dict(ranked[:2]) else CACategory(ranked[0][0]), \
            False, fired
    return CACategory(ranked[0][0]), True, fired


def classify(q: Question) -> Label:
    """The rules' label for one record."""
    part, sure, fired = classify_part(q)
    if part is Part.KG:
        return Label(part, None, sure, fired)
    category, sure_cat, more = classify_category(q)
    return Label(part, category, sure and sure_cat, fired + more)


def apply(q: Question, label: Label) -> None:
    """Write a label onto the record (part, category, and how it was decided in ``extra["classify"]``)."""
    q.part = label.part
    q.ca_category = label.category
    q.extra["classify"] = {"by": label.by, "sure": label.sure, "rules": label.rules}


# -- a model for the uncertain cases ------------------------------------------------------------

MODEL_PROMPT = (
    "请判断下面这道心理学考试题属于哪一类，只回答一个字母。\n"
    "A. 知识题（考查概念和知识，不依赖具体案例）\n"
    "B. 案例分析：心理诊断（症状、诊断、评估、测验）\n"
    "C. 案例分析：心理咨询与治疗（咨询关系、目标、技术、疗法的运用）\n"
    "D. 案例分析：心理理论与方法（理论观点、原理、机制）\n\n"
    "题目：{question}\n答案："
)
_MODEL_LABELS = {"A": (Part.KG, None), "B": (Part.CA, CACategory.DIAGNOSIS),
                 "C": (Part.CA, CACategory.TREATMENT), "D": (Part.CA, CACategory.METHOD)}
_FIRST_LETTER = re.compile(r"[ABCD]")


def parse_model_label(reply: str | None) -> tuple[Part, CACategory | None] | None:
    """The label a model's reply names (its first letter A–D), or None when it names none."""
    m = _FIRST_LETTER.search(reply or "")
    return _MODEL_LABELS[m.group()] if m else None


def classify_with_model(records: list[Question], labels: list[Label], spec: str, folder,
                        backend_options: dict | None = None) -> dict[str, int]:
    """Ask the model ``spec`` about every uncertain label; a readable reply replaces the rules' label.

    ``backend_options`` are the backend's own settings, checked as ``--backend-option`` values are.
    Calls are cached under ``folder`` (a rerun asks nothing again). Returns counts:
    ``asked``, ``changed``, ``unparsed`` and ``failed`` (those keep the rules' label).
    """
    import asyncio

    from psyexam.calls.ask import CallSettings, ask
    from psyexam.model import open_backend
    from psyexam.model.base import GenerateParams, Message, Request

    todo = [i for i, label in enumerate(labels) if not label.sure]
    counts = {"asked": len(todo), "changed": 0, "unparsed": 0, "failed": 0}
    if not todo:
        return counts
    backend = open_backend(spec, backend_options=backend_options)
    requests = [Request(messages=(Message("user", MODEL_PROMPT.format(question=records[i].text)),),
                        params=GenerateParams(max_tokens=8, temperature=0.0)) for i in todo]
    results, _ = asyncio.run(ask(backend, requests, folder, CallSettings()))
    for i, result in zip(todo, results):
        if result.text is None:
            counts["failed"] += 1
            continue
        parsed = parse_model_label(result.text)
        if parsed is None:
            counts["unparsed"] += 1
            continue
        part, category = parsed
        old = labels[i]
        if (part, category) != (old.part, old.category):
            counts["changed"] += 1
        labels[i] = Label(part, category, True, old.rules, by=f"model:{spec}")
    return counts


# -- agreement with known labels -----------------------------------------------------------------


@dataclass
class ClassScore:
    """Precision and recall of one class against known labels."""

    label: str
    support: int
    predicted: int
    correct: int

    @property
    def precision(self) -> float | None:
        """Correct among predicted (None when nothing was predicted)."""
        return self.correct / self.predicted if self.predicted else None

    @property
    def recall(self) -> float | None:
        """Correct among the known members (None when there are none)."""
        return self.correct / self.support if self.support else None


def agreement(pairs: list[tuple[str, str]]) -> list[ClassScore]:
    """Per-class scores of (known, predicted) label pairs, in order of the known labels' names."""
    names = sorted({k for k, _ in pairs} | {p for _, p in pairs})
    return [ClassScore(name, sum(k == name for k, _ in pairs), sum(p == name for _, p in pairs),
                       sum(k == p == name for k, p in pairs)) for name in names]


def release_pairs(records: list[Question]) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(part pairs, category pairs) for records that carry release labels in ``extra["release"]``.

    Category pairs are taken where both the release and the rules say CA.
    """
    parts, categories = [], []
    for q in records:
        release = q.extra.get("release")
        if not isinstance(release, dict) or release.get("part") is None:
            continue
        parts.append((str(release["part"]), q.part.value))
        if release["part"] == "CA" and q.part is Part.CA and release.get("ca_category") and q.ca_category:
            categories.append((str(release["ca_category"]), q.ca_category.value))
    return parts, categories
