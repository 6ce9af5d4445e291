"""Write CPsyExam's train split as a contamination corpus: one JSON line per train record.

    python scripts/cpsyexam_train_corpus.py RELEASE OUT.jsonl

RELEASE is the release folder: either the two archives (``cpsyexam.zip``,
``cpsyexam_qa.zip``) or their unpacked files (``train/<name>.json`` for the
multiple-choice part, ``cpsyexam_qa/train/cpsyexam_qa.json`` for the QA part),
searched recursively. Each multiple-choice record gives one document, its
question, its non-empty options labelled as an exam paper prints them (``A. text``,
the way ``--fields question+options`` writes a bank item; the few options that
already start with their letter keep it) and its explanation, on separate lines;
each QA record one document, its question and reference answer. The raw files are read as
released (no loader), so records a loader would set aside still count as text
someone could have trained on. Every line holds ``text``, ``source`` (the file)
and ``kind`` (``mcq`` or ``qa``); the output is the same for the same release.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path, PurePosixPath


def train_files(release: Path) -> Iterator[tuple[str, bytes]]:
    """(name, bytes) of every ``train/*.json`` file in the release's archives or folders, in name order."""
    found: list[tuple[str, bytes]] = []
    for path in sorted(release.rglob("*")):
        if path.suffix == ".zip":
            with zipfile.ZipFile(path) as z:
                found.extend((f"{path.name}:{n}", z.read(n)) for n in sorted(z.namelist()) if _is_train(n))
        elif path.is_file() and _is_train(str(path.relative_to(release))):
            found.append((str(path.relative_to(release)), path.read_bytes()))
    yield from sorted(found)


def _is_train(name: str) -> bool:
    parts = PurePosixPath(name.replace("\\", "/")).parts
    return name.endswith(".json") and len(parts) >= 2 and parts[-2] == "train"


def documents(name: str, data: bytes) -> Iterator[dict]:
    """One document per record of a train file."""
    records = json.loads(data.decode("utf-8"))
    qa = PurePosixPath(name.split(":")[-1]).name == "cpsyexam_qa.json"
    for r in records:
        if qa:
            lines = [r.get("question"), r.get("answer")]
        else:
            options = r.get("options") or {}
            lines = [r.get("question"), *(_labelled(k, options[k]) for k in sorted(options)), r.get("explanation")]
        text = "\n".join(s.strip() for s in lines if isinstance(s, str) and s.strip())
        if text:
            yield {"text": text, "source": name, "kind": "qa" if qa else "mcq"}


def _labelled(letter: str, text: object) -> str | None:
    if not isinstance(text, str) or not text.strip():
        return None
    text = text.strip()
    return text if re.match(rf"{re.escape(letter)}\s*[.．、]", text) else f"{letter}. {text}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("release", type=Path)
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    counts = {"mcq": 0, "qa": 0}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as f:
        for name, data in train_files(args.release):
            for doc in documents(name, data):
                counts[doc["kind"]] += 1
                f.write(json.dumps(doc, ensure_ascii=False) + "\n")
    print(f"{args.out}: {counts['mcq']} multiple-choice and {counts['qa']} QA train documents", file=sys.stderr)
    return 0 if sum(counts.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
