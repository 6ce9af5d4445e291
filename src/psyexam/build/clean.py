"""Clean: one spacing and punctuation convention, no question numbers, source tags or option markers.

What a record looked like before is kept in ``extra["raw"]`` (only the fields that changed),
so nothing said by the source is lost. After cleaning, the bank checker
(:func:`psyexam.bank.check.validate`) judges the records; those with an error finding are
held back (quarantined) with the finding that says why.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from dataclasses import dataclass, field

from psyexam.bank.bank import Bank
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import Question
from psyexam.text import tidy

_NUMBER = re.compile(r"^\s*(?:第\s*\d+\s*题\s*[.．、:：]?|\d+\s*[.．、)）](?!\d)|[（(]\s*\d+\s*[）)])\s*")
_TAG_WORDS = (r"真题|试题|考题|统考|联考|模拟题?|原题|改编|单选题?|多选题?|单项选择题?|多项选择题?|不定项选择题?"
              r"|选择题|判断题|简答题|案例分析题|案例题")
# "（2019年真题）" "【单选题】" "[多选题]" "(2015)"; the year and a few words may precede the tag word
_TAG = re.compile(rf"[（(【\[]\s*(?:(?:\d{{4}}\s*年?)?[^（）()【】\[\]\n]{{0,10}}?(?:{_TAG_WORDS})|\d{{4}}\s*年?)\s*[）)】\]]")
_LEAD_TAG = re.compile(rf"^\s*(?:{_TAG_WORDS})\s*[:：]\s*")
_MARKER = re.compile(r"^\s*(?:[（(]\s*(?P<p>[A-H])\s*[）)]|(?P<l>[A-H])\s*[.．、:：)）])\s*")

BLOCKING = (Severity.FATAL, Severity.ERROR)


@dataclass
class CleanResult:
    """Kept and held-back records, the findings, and how many records each kind of change touched."""

    kept: list[Question] = field(default_factory=list)
    held: list[Question] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    changes: Counter = field(default_factory=Counter)


def clean_text(text: str) -> tuple[str, list[str]]:
    """The stem without its number and source tags, tidied; and the kinds of change made."""
    kinds = []
    stripped = _NUMBER.sub("", text, count=1)
    if stripped != text:
        kinds.append("number")
    tagless = _LEAD_TAG.sub("", _TAG.sub("", stripped))
    if tagless != stripped:
        kinds.append("source_tag")
        # a tag may have stood before the number: "【单选题】3. …"
        if (renumbered := _NUMBER.sub("", tagless, count=1)) != tagless:
            tagless = renumbered
            kinds = sorted(set(kinds) | {"number"})
    tidied = tidy(tagless)
    if tidied != tagless.strip():
        kinds.append("spacing_width")
    return tidied, kinds


def clean_option(letter: str, text: str) -> tuple[str, list[str]]:
    """An option text without a leading marker of its own letter ("A. 自由联想" under A), tidied."""
    kinds = []
    m = _MARKER.match(text)
    if m and (m["p"] or m["l"]) == letter and text[m.end():].strip():
        text = text[m.end():]
        kinds.append("option_marker")
    tidied = tidy(text)
    if tidied != text.strip():
        kinds.append("spacing_width")
    return tidied, kinds


def clean_record(q: Question) -> tuple[Question, set[str]]:
    """A cleaned copy of ``q`` (the original texts that changed in ``extra["raw"]``) and the kinds of change."""
    text, kinds = clean_text(q.text)
    options: dict[str, str] = {}
    changed_options: dict[str, str] = {}
    for letter, value in q.options.items():
        options[letter], more = clean_option(letter, str(value))
        kinds += more
        if options[letter] != value:
            changed_options[letter] = value
    raw: dict[str, object] = dict(q.extra.get("raw") or {})  # type: ignore[call-overload]
    if text != q.text:
        raw.setdefault("question", q.text)
    if changed_options:
        raw.setdefault("options", dict(q.options))
    explanation = tidy(q.explanation) if q.explanation else q.explanation
    extra = {**q.extra, "raw": raw} if raw else dict(q.extra)
    return dataclasses.replace(q, text=text, options=options, explanation=explanation, extra=extra), set(kinds)


def clean(records: list[Question]) -> CleanResult:
    """Clean every record, then validate them together; error findings hold records back."""
    result = CleanResult()
    cleaned = []
    for q in records:
        new, kinds = clean_record(q)
        result.changes.update(kinds)
        cleaned.append(new)
    bank = Bank(spec="clean", records=[_at_origin(q) for q in cleaned])
    from psyexam.bank.check import validate

    validate(bank)
    result.findings = bank.findings
    result.kept, result.held = partition(cleaned, bank.findings)
    return result


def _at_origin(q: Question) -> Question:
    """The record placed where it was crawled, so the checker's findings name the raw file."""
    return dataclasses.replace(q, source=q.origin or q.source)


def where(q: Question) -> tuple[str, int] | None:
    """(file, position) where the record was first read."""
    p = q.origin or q.source
    return (p.file, p.position) if p else None


def partition(records: list[Question], findings: list[Finding]) -> tuple[list[Question], list[Question]]:
    """(kept, held): a record is held when an error finding names its first provenance."""
    blocked = {(f.file, f.position) for f in findings if f.severity in BLOCKING and f.position is not None}
    kept: list[Question] = []
    held: list[Question] = []
    for q in records:
        (held if where(q) in blocked else kept).append(q)
    return kept, held
