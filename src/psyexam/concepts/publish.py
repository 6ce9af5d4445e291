"""Publishing the reviewed candidates as a ConceptPsy-style bank: JSONL per split and a Markdown card.

Only candidates whose review settled on ``accepted`` are published, with their
agreed content. The card lists questions per concept, checks 100% coverage of
the inventory (which concepts lack an accepted question) and tallies why
candidates were rejected, by the automatic checks and by reviewers.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from psyexam.bank.export import write_jsonl
from psyexam.bank.records import Part, QType, Question
from psyexam.concepts.inventory import Inventory
from psyexam.concepts.review import CHECKLIST
from psyexam.concepts.review_db import CandidateRow, ReviewDB

SPLITS = (("dev", 0.1), ("valid", 0.1), ("test", 0.8))
CARD = "README.md"


@dataclass
class Published:
    """What was written: questions per split, the concepts without an accepted question, and the card's path."""

    splits: dict[str, int]
    missing: list[str]
    card: Path

    def to_dict(self) -> dict:
        return {"splits": self.splits, "questions": sum(self.splits.values()), "missing_concepts": self.missing,
                "card": str(self.card)}


def to_question(row: CandidateRow, split: str) -> Question:
    """An accepted candidate as a bank record, labelled with its subject, chapter and concept."""
    p = row.payload
    return Question(
        id=row.id, text=p["question"], qtype=QType.SINGLE, part=Part.CA if row.prompt_type == "case" else Part.KG,
        options=dict(p["options"]), answer=frozenset(p["answer"]), subject=row.subject, chapter=row.chapter,
        concept=row.concept, split=split, explanation=p.get("explanation") or None,
        extra={"concept_id": row.concept_id, "prompt_type": row.prompt_type, "review_version": row.version},
    )


def assign_splits(rows: list[CandidateRow], seed: int, ratios=SPLITS) -> dict[str, str]:
    """Candidate id → split, stratified by concept: each concept's questions go to the split furthest below its share."""
    rng = random.Random(seed)
    by_concept: dict[str, list[CandidateRow]] = defaultdict(list)
    for r in rows:
        by_concept[r.concept_id].append(r)
    counts = Counter[str]()
    total = 0
    out = {}
    for cid in sorted(by_concept):
        group = sorted(by_concept[cid], key=lambda r: r.id)
        rng.shuffle(group)
        for r in group:
            total += 1
            split = max(ratios, key=lambda s: (s[1] * total - counts[s[0]], s[1]))[0]
            counts[split] += 1
            out[r.id] = split
    return out


def publish(db: ReviewDB, inventory: Inventory, out: Path, seed: int = 1234) -> Published:
    """Write the accepted questions to ``out/<split>.jsonl`` and the card to ``out/README.md``."""
    rows = db.candidates()
    accepted = [r for r in rows if r.status == "accepted"]
    splits = assign_splits(accepted, seed)
    out.mkdir(parents=True, exist_ok=True)
    written = {}
    for name, _ in SPLITS:
        recs = [to_question(r, name) for r in accepted if splits[r.id] == name]
        if recs:
            written[name] = write_jsonl(recs, out / f"{name}.jsonl")
    per_concept = Counter(r.concept_id for r in accepted)
    missing = [c.id for c in inventory if not per_concept[c.id]]
    card = out / CARD
    card.write_text(_card(inventory, rows, accepted, written, per_concept, missing), encoding="utf-8")
    return Published(written, missing, card)


def _card(inventory: Inventory, rows: list[CandidateRow], accepted: list[CandidateRow], written: dict[str, int],
          per_concept: Counter, missing: list[str]) -> str:
    lines = [
        "# Concept-complete bank", "",
        f"Generated and reviewed with psyexam against the inventory `{inventory.spec or inventory.file}`"
        f"{f' ({inventory.name})' if inventory.name else ''}.", "",
        f"- questions: {len(accepted)} accepted of {len(rows)} candidates",
        f"- splits: {', '.join(f'{k} {v}' for k, v in written.items()) or 'none'}",
        f"- concepts: {len(inventory) - len(missing)} of {len(inventory)} have an accepted question "
        f"({100 * (len(inventory) - len(missing)) / len(inventory):.1f}%)", "",
        "## Coverage check", "",
    ]
    if missing:
        lines.append(f"**Not 100%**: {len(missing)} concepts lack an accepted question:")
        lines += [f"- {c.id} {c.name} ({c.subject} / {c.chapter})" for c in inventory if c.id in missing]
    else:
        lines.append("Every concept of the inventory has at least one accepted question (100% coverage).")
    lines += ["", "## Questions per concept", "", "| subject | chapter | concept | id | questions |", "|---|---|---|---|---:|"]
    lines += [f"| {c.subject} | {c.chapter} | {c.name} | {c.id} | {per_concept[c.id]} |" for c in inventory]
    lines += ["", "## Why candidates were rejected", "", "| by | reason | candidates |", "|---|---|---:|"]
    lines += [f"| automatic check | {k} | {v} |" for k, v in _auto_reasons(rows).most_common()]
    lines += [f"| reviewers | {k} | {v} |" for k, v in _review_reasons(rows).most_common()]
    status = Counter(r.status for r in rows)
    lines += ["", "## Review status", "", *(f"- {k}: {v}" for k, v in sorted(status.items())), ""]
    return "\n".join(lines)


def _auto_reasons(rows: list[CandidateRow]) -> Counter:
    return Counter(reason for r in rows for reason in r.auto_reasons)


def _review_reasons(rows: list[CandidateRow]) -> Counter:
    """Rejected by review: the failed checklist items of the rejecting decisions (or 'rejected' with none marked)."""
    out: Counter = Counter()
    for r in rows:
        if r.status != "rejected":
            continue
        failed = {k for d in r.decisions if d.verdict == "reject" and not d.superseded for k in CHECKLIST
                  if d.checklist.get(k) is False}
        out.update(failed or {"rejected"})
    return out
