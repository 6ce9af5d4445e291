"""Re-scoring a run from its stored responses, without calling the model."""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

from psyexam.errors import PsyexamError
from psyexam.run.results import score_item_result
from psyexam.runs import ItemResult, Manifest, RunFolder, summarise


def load_run_items(folder: Path) -> tuple[Manifest, list[ItemResult]]:
    """The manifest and the freshly scored items of a run folder (read-only use of the store)."""
    rf = RunFolder(folder)
    if not rf.has_store() or not rf.manifest_path.exists():
        raise PsyexamError(f"{folder}: not a run folder (no {rf.store_path.name} or {rf.manifest_path.name})")
    manifest = rf.read_manifest()
    store = rf.open_store()
    try:
        planned = rf.planned(store, manifest.run_key)
        if not planned:
            raise PsyexamError(f"{folder}: the store holds no planned items for this run")
        results = [score_item_result(p.question, p.method, store.get(p.call_key)) for p in planned]
    except sqlite3.DatabaseError as e:  # damage that only shows when a page is read
        raise PsyexamError(f"{rf.store_path}: not a readable results store ({e})") from None
    finally:
        store.close()
    return manifest, results


def rescore_run(folder: Path, out: Path | None = None) -> dict:
    """Re-extract every stored answer with the current extractor; rewrite summary.json and samples.jsonl.

    Writes ``{id, prediction, correct}`` lines to ``out`` (or standard output) and
    returns the new summary as ``summary.json`` holds it.
    """
    rf = RunFolder(folder)
    _manifest, results = load_run_items(folder)
    prompts = rf.read_prompts()
    lines = [json.dumps({"id": r.id, "prediction": r.prediction, "correct": r.correct, "extraction": r.extraction},
                        ensure_ascii=False)
             for r in results]
    if out is not None:
        out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    else:
        sys.stdout.write("\n".join(lines) + "\n")
    summary = summarise(results)
    rf.write_summary(summary)
    rf.write_samples(results, [prompts.get(r.id) for r in results])
    return summary.to_dict()
