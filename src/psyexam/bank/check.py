"""Format-independent validation of a loaded bank: per-record checks and duplicates.

Per record: ``empty_question``, ``bad_option_letter``, ``too_few_choices`` (errors),
``empty_option`` (warning: an empty option between offered ones, so letters skip),
``answer_not_in_options``, ``single_with_many_answers`` (errors),
``multi_with_one_answer`` (warning: legal for select-all questions, worth a look),
``missing_answer`` (info where the split hides its answers, error where it has them) and
``empty_reference`` (error, open questions).

Duplicates compare texts verbatim up to whitespace. Within a split: ``duplicate_id``
(error on every copy after the first: results are keyed by id within a split) and
``duplicate_question`` (warning on later copies: same text and options, another id).
Across splits, ordered train < dev < test < others, the finding always names the copy in
the *later* split, so the train copy is never quarantined by it:

* ``leakage`` (warning): the same text and options already sit in an earlier split;
* ``shared_stem`` (info): the same question text, with other options, sits in an earlier split;
* ``duplicate_id`` (warning): an id also used in an earlier split for another question.

One finding is made per (record, earlier split) pair, and its message starts with
``also in <split>``, so "test questions also in train" is the number of ``leakage`` plus
``shared_stem`` findings on test that say ``also in train``.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from psyexam.bank.bank import Bank
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import LETTERS, QType, Question
from psyexam.text import strip_space

SPLIT_ORDER = ("train", "dev", "test")

# Loader findings after which a check would only repeat what is already said.
_ANSWER_REPORTED = {"malformed_answer"}
_OPTIONS_REPORTED = {"malformed_options"}
_BROKEN, _BAD_OPTIONS = "broken", "bad_options"
_WS = re.compile(r"\s+")


def validate(bank: Bank) -> None:
    """Append record-level and cross-record findings to ``bank.findings``."""
    known: dict[tuple[str, int], set[str]] = defaultdict(set)
    for f in bank.findings:
        if f.position is not None:
            known[(f.file, f.position)] |= _codes(f)
    hidden = _hidden_answer_splits(bank.records)
    new: list[Finding] = []
    for q in bank.records:
        codes = known.get(_key(q), set())
        if _BROKEN not in codes:
            new.extend(_record_findings(q, codes, hidden))
    new.extend(_duplicates(bank.records))
    bank.findings.extend(new)


def _codes(f: Finding) -> set[str]:
    """A finding's code, plus markers for "the record is not an object" and "its options are bad"."""
    codes = {f.code}
    if f.code == "record_not_object" or (f.code == "bad_field" and f.message.startswith("record is")):
        codes.add(_BROKEN)
    if f.code in _OPTIONS_REPORTED or (f.code in ("bad_field", "missing_field") and "'options'" in f.message):
        codes.add(_BAD_OPTIONS)
    return codes


def _key(q: Question) -> tuple[str, int]:
    return (q.source.file, q.source.position) if q.source else ("", -1)


def _finding(q: Question, code: str, severity: Severity, message: str) -> Finding:
    file, position = (q.source.file, q.source.position) if q.source else ("(no source)", None)
    return Finding(code, severity, file, message, position=position, id=q.id)


def _where(q: Question) -> str:
    return f"{q.source.file}, record {q.source.position}" if q.source else "(no source)"


# -- per record -----------------------------------------------------------------------------


def _hidden_answer_splits(records: list[Question]) -> set[tuple[str | None, bool]]:
    """(split, is_qa) pairs in which no record carries an answer: the split hides them."""
    seen = {(q.split, q.qtype is QType.QA) for q in records}
    answered = {(q.split, q.qtype is QType.QA) for q in records if q.has_answer}
    return seen - answered


def _record_findings(q: Question, codes: set[str], hidden: set) -> Iterable[Finding]:
    if not q.text.strip():
        yield _finding(q, "empty_question", Severity.ERROR, "question text is empty or missing")
    if q.qtype is not QType.QA:
        yield from _option_findings(q, codes)
        if _BAD_OPTIONS not in codes:
            yield from _answer_findings(q)
    elif q.reference is not None and not q.reference.strip():
        yield _finding(q, "empty_reference", Severity.ERROR, "reference answer is empty")
    if not q.has_answer and not codes & _ANSWER_REPORTED:
        if (q.split, q.qtype is QType.QA) in hidden:
            yield _finding(q, "missing_answer", Severity.INFO,
                           f"no answer: split {q.split!r} hides its answers; not scorable")
        else:
            yield _finding(q, "missing_answer", Severity.ERROR,
                           f"no answer, though other records of split {q.split!r} have one")


def _option_findings(q: Question, codes: set[str]) -> Iterable[Finding]:
    bad = [k for k in q.options if len(k) != 1 or k not in LETTERS]
    if bad:
        yield _finding(q, "bad_option_letter", Severity.ERROR,
                       f"option keys {', '.join(map(repr, bad))} are not letters A–{LETTERS[-1]}")
    choices = q.choices
    if len(choices) < 2 and _BAD_OPTIONS not in codes:
        yield _finding(q, "too_few_choices", Severity.ERROR,
                       f"{len(choices)} non-empty option(s); a choice question needs at least 2")
    gaps = [k for k in sorted(q.options) if not str(q.options[k]).strip() and choices and k < choices[-1]]
    if gaps:
        yield _finding(q, "empty_option", Severity.WARNING,
                       f"option(s) {', '.join(gaps)} empty between offered options; letters skip")


def _answer_findings(q: Question) -> Iterable[Finding]:
    if q.answer is None:
        return
    letters = "".join(sorted(q.answer))
    empty = sorted(a for a in q.answer if a in q.options and not str(q.options[a]).strip())
    absent = sorted(a for a in q.answer if a not in q.options)
    if empty or absent:
        parts = ([f"points at empty option(s) {', '.join(empty)}"] if empty else []) + (
            [f"names letter(s) {', '.join(absent)} not among the options"] if absent else [])
        yield _finding(q, "answer_not_in_options", Severity.ERROR, f"answer {letters} {' and '.join(parts)}")
    if q.qtype is QType.SINGLE and len(q.answer) > 1:
        yield _finding(q, "single_with_many_answers", Severity.ERROR,
                       f"single-choice question with answer {letters}")
    if q.qtype is QType.MULTI and len(q.answer) == 1:
        yield _finding(q, "multi_with_one_answer", Severity.WARNING,
                       f"multiple-response question with one answer ({letters})")


# -- duplicates ------------------------------------------------------------------------------


def normalise(text: str) -> str:
    """Text compared verbatim except for whitespace."""
    return strip_space(text)


def content_key(q: Question) -> tuple:
    """What makes two records the same question: kind, text and the offered options."""
    options = tuple((k, normalise(str(q.options[k]))) for k in q.choices)
    return (q.qtype is QType.QA, normalise(q.text), options)


def stem_key(q: Question) -> tuple:
    """The question text alone (choice and open questions never match each other)."""
    return (q.qtype is QType.QA, normalise(q.text))


def split_rank(split: str | None) -> tuple[int, str]:
    """Order splits train < dev < test < anything else (alphabetically)."""
    return (SPLIT_ORDER.index(split) if split in SPLIT_ORDER else len(SPLIT_ORDER), split or "")


def _duplicates(records: list[Question]) -> list[Finding]:
    by_split: dict[str | None, list[Question]] = defaultdict(list)
    for q in records:
        by_split[q.split].append(q)
    findings: list[Finding] = []
    earlier: list[tuple[str | None, dict, dict, dict]] = []
    for split in sorted(by_split, key=split_rank):
        recs = by_split[split]
        findings.extend(_within_split(recs))
        full = _first_by(recs, content_key)
        stems = _first_by(recs, stem_key)
        ids = _first_by(recs, lambda q: q.id)
        for q in recs:
            if q.text.strip():
                findings.extend(_across(q, earlier))
        earlier.append((split, full, stems, ids))
    return findings


def _first_by(recs: list[Question], key) -> dict:
    first: dict = {}
    for q in recs:
        first.setdefault(key(q), q)
    return first


def _answer_note(q: Question, other: Question) -> str:
    mine, theirs = q.answer_text, other.answer_text
    if mine is None or theirs is None or normalise(mine) == normalise(theirs):
        return ""
    return f"; answers differ ({_short(theirs)} there, {_short(mine)} here)"


def _short(text: str, limit: int = 24) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _same(q: Question) -> str:
    return "same text" if q.qtype is QType.QA else "same text and options"


def _within_split(recs: list[Question]) -> Iterable[Finding]:
    by_id: dict[str, Question] = {}
    by_content: dict[tuple, Question] = {}
    for q in recs:
        first = by_id.setdefault(q.id, q) if q.id else q
        if first is not q:
            same = "the same question" if content_key(first) == content_key(q) else "a different question"
            yield _finding(q, "duplicate_id", Severity.ERROR,
                           f"id repeats {_where(first)} in split {q.split!r} ({same}){_answer_note(q, first)}")
            continue
        if not q.text.strip():
            continue
        twin = by_content.setdefault(content_key(q), q)
        if twin is not q:
            yield _finding(q, "duplicate_question", Severity.WARNING,
                           f"{_same(q)} as {_where(twin)} [{twin.id}] in split {q.split!r}"
                           f"{_answer_note(q, twin)}")


def _across(q: Question, earlier: list[tuple[str | None, dict, dict, dict]]) -> Iterable[Finding]:
    for split, full, stems, ids in earlier:
        same_id = " (same id)"
        if (other := full.get(content_key(q))) is not None:
            note = same_id if other.id == q.id else ""
            yield _finding(q, "leakage", Severity.WARNING,
                           f"also in {split}: {_same(q)} as {_where(other)}{note}"
                           f"{_answer_note(q, other)}; leakage from {split} into {q.split}")
        elif (other := stems.get(stem_key(q))) is not None:
            note = same_id if other.id == q.id else ""
            yield _finding(q, "shared_stem", Severity.INFO,
                           f"also in {split}: same question text, other options, as {_where(other)}{note}")
        elif q.id and (other := ids.get(q.id)) is not None:
            yield _finding(q, "duplicate_id", Severity.WARNING,
                           f"also in {split}: id used for a different question at {_where(other)}")
