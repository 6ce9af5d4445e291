"""Small banks and corpus files for the contamination tests."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from psyexam.bank.records import Part, QType, Question


def question(id: str, text: str, options: dict[str, str] | None = None, split: str = "test") -> Question:
    return Question(id=id, text=text, qtype=QType.SINGLE, part=Part.KG, options=options or {"A": "甲", "B": "乙"},
                    answer=frozenset("A"), split=split)


def write_jsonl(path: Path, texts: list[object], field: str = "text") -> Path:
    lines = [json.dumps({field: t}, ensure_ascii=False) for t in texts]
    data = ("\n".join(lines) + "\n").encode()
    if path.name.endswith(".gz"):
        path.write_bytes(gzip.compress(data))
    elif path.name.endswith(".zst"):
        import zstandard

        path.write_bytes(zstandard.ZstdCompressor().compress(data))
    else:
        path.write_bytes(data)
    return path
