"""From matched pairs to clusters: one canonical record each, answer conflicts, findings."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import QType, Question
from psyexam.build.dedup_match import contradicts, near_duplicates, similar_enough
from psyexam.build.dedup_normal import NormalForm, completeness, defects, option_text


class UnionFind:
    """Disjoint sets over record positions ``0..n-1``."""

    def __init__(self, n: int):
        self.parent = list(range(n))

    def find(self, i: int) -> int:
        """The set's representative."""
        parent = self.parent
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(self, a: int, b: int) -> None:
        """Put ``a`` and ``b`` in one set (the smaller position leads, for a stable result)."""
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)

    def groups(self) -> list[list[int]]:
        """Sets of two or more positions, each sorted, ordered by their first position."""
        by_root: dict[int, list[int]] = defaultdict(list)
        for i in range(len(self.parent)):
            by_root[self.find(i)].append(i)
        return sorted((g for g in by_root.values() if len(g) > 1), key=lambda g: g[0])


def split_contradictions(members: list[int], forms: Sequence[NormalForm | None], max_typos: int,
                         threshold: float, min_option: int, max_forms: int = 50) -> list[list[int]]:
    """The member groups of one union-find set, split where it joined a question to its opposite.

    Pairs are accepted one at a time, so a typo copy within typo distance of both a question
    and its negated twin (主要 → 见要 ← 次要) would join them. When two distinct forms in the
    set contradict each other, the set is rebuilt greedily: each form, most copied first,
    joins the first group whose seed it matches and none of whose members it contradicts.
    Members left alone are no longer clustered. Sets with more than ``max_forms`` distinct
    forms are left as they are (the check is quadratic).
    """
    by_form: dict[NormalForm, list[int]] = {}
    for i in members:
        form = forms[i]
        if form is not None:  # records without a stem are never clustered
            by_form.setdefault(form, []).append(i)
    distinct = list(by_form)
    if not 1 < len(distinct) <= max_forms or not any(
            contradicts(a, b, max_typos) for a, b in combinations(distinct, 2)):
        return [members]
    groups: list[list[NormalForm]] = []
    for f in sorted(distinct, key=lambda f: (-len(by_form[f]), by_form[f][0])):
        for g in groups:
            if near_duplicates(g[0], f, max_typos, threshold, min_option) and \
                    not any(contradicts(m, f, max_typos) for m in g):
                g.append(f)
                break
        else:
            groups.append([f])
    out = [sorted(i for f in g for i in by_form[f]) for g in groups]
    return [m for m in out if len(m) > 1]


@dataclass
class Cluster:
    """Records that are one question: ids as given (an id may repeat), the one to keep, and how they matched.

    ``kind`` is "exact" when every member has the same normal form (equal after removing
    spacing, punctuation, width, numbering, tags, option letters and option order), else
    "near". ``positions`` are the members' indices in the input, ``ids`` in the same order.
    """

    ids: list[str]
    canonical: str
    kind: str
    positions: list[int] = field(default_factory=list)
    canonical_position: int = -1
    answers: dict[int, str] = field(default_factory=dict)


def canonical_position(records: Sequence[Question], members: list[int]) -> int:
    """The member to keep: fewest defects, then has an answer, an explanation, more options; then first given."""
    def rank(i: int) -> tuple:
        q = records[i]
        has_answer, has_expl, n_options = completeness(q)
        return (defects(q), -has_answer, -has_expl, -n_options, i)
    return min(members, key=rank)


def build_cluster(records: Sequence[Question], forms: Sequence[NormalForm | None], members: list[int],
                  threshold: float) -> Cluster:
    """A cluster of the given member positions, with its canonical record and mapped answers."""
    keep = canonical_position(records, members)
    kind = "exact" if len({forms[i] for i in members}) == 1 else "near"
    answers = _mapped_answers(records, members, keep, threshold)
    return Cluster([records[i].id for i in members], records[keep].id, kind, list(members), keep, answers)


def _mapped_answers(records: Sequence[Question], members: list[int], keep: int, threshold: float) -> dict[int, str]:
    """Each answered member's answer as option texts, matched to the canonical record's options.

    Letters mean nothing across copies whose options are reordered; the texts they point at
    do. A letter that points at no option, or an empty one, stays visible as ``?X``.
    """
    ref = [option_text(records[keep].options[k]) for k in records[keep].choices]
    out: dict[int, str] = {}
    for i in members:
        q = records[i]
        if q.qtype is QType.QA or q.answer is None:
            continue
        texts = sorted(_to_ref(q, letter, ref, threshold) for letter in q.answer)
        out[i] = " | ".join(texts)
    return out


def _to_ref(q: Question, letter: str, ref: list[str], threshold: float) -> str:
    text = option_text(q.options.get(letter, ""))
    if not text:
        return f"?{letter}"
    if text in ref:
        return text
    close = [r for r in ref if similar_enough(text, r, threshold)]
    return close[0] if len(close) == 1 else text


def is_conflict(cluster: Cluster) -> bool:
    """True when members that carry answers disagree after mapping options by their text."""
    return len(set(cluster.answers.values())) > 1


def cluster_findings(records: Sequence[Question], forms: Sequence[NormalForm | None], cluster: Cluster,
                     conflict: bool) -> list[Finding]:
    """One info finding per non-canonical member (exact or near, as it compares with the kept one);
    with a conflict, one error per member."""
    k = cluster.canonical_position
    keep = records[k]
    out = []
    for i in cluster.positions:
        if i != k:
            kind = "exact" if forms[i] == forms[k] else "near"
            out.append(_finding(records[i], f"{kind}_duplicate", Severity.INFO,
                                f"{kind} duplicate of {keep.id} ({_where(keep)}), which is kept"))
    if conflict:
        summary = "; ".join(f"{records[i].id}: {a}" for i, a in cluster.answers.items())
        for i in cluster.positions:
            out.append(_finding(records[i], "duplicate_conflict", Severity.ERROR,
                                f"answers differ within a duplicate cluster of {len(cluster.positions)} ({summary})"))
    return out


def _finding(q: Question, code: str, severity: Severity, message: str) -> Finding:
    file, position = (q.source.file, q.source.position) if q.source else ("(no source)", None)
    return Finding(code, severity, file, message, position=position, id=q.id)


def _where(q: Question) -> str:
    return str(q.source) if q.source else "no source"
