"""Re-scoring a run from its stored responses, without calling the model."""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

from psyexam.errors import PsyexamError
from psyexam.run.results import ItemResult, score_item_result, summarise
from psyexam.calls.store import STORE_NAME, Store
from psyexam.text import jsontext


def load_run_items(folder: Path) -> tuple[dict, list[ItemResult]]:
    """The manifest and the freshly scored items of a run folder (read-only use of the store)."""
    from psyexam.bank.export import record_from_dict

    manifest_path = folder / "manifest.json"
    if not (folder / STORE_NAME).exists() or not manifest_path.exists():
        raise PsyexamError(f"{folder}: not a run folder (no {STORE_NAME} or manifest.json)")
    try:
        manifest = jsontext.loads(manifest_path.read_text(encoding="utf-8"), finite=False)
    except (OSError, UnicodeDecodeError, jsontext.JSONProblem) as e:
        raise PsyexamError(f"{manifest_path}: unreadable manifest ({e})") from None
    if not isinstance(manifest, dict):
        raise PsyexamError(f"{manifest_path}: unreadable manifest (not a JSON object)")
    store = Store(folder)
    try:
        planned = store.planned_items(manifest.get("run_key"))
        if not planned:
            raise PsyexamError(f"{folder}: the store holds no planned items for this run")
        results = []
        for item_id, key, method, qdict in planned:
            q, _ = record_from_dict(qdict, file=str(folder / STORE_NAME), position=len(results) + 1)
            results.append(score_item_result(q, method, store.get(key)))
    except sqlite3.DatabaseError as e:  # damage that only shows when a page is read
        raise PsyexamError(f"{folder / STORE_NAME}: not a readable results store ({e})") from None
    finally:
        store.close()
    return manifest, results


def rescore_run(folder: Path, out: Path | None = None) -> dict:
    """Re-extract every stored answer with the current extractor; rewrite summary.json and samples.jsonl.

    Writes ``{id, prediction, correct}`` lines to ``out`` (or standard output) and
    returns the new summary.
    """
    from psyexam.run.engine import SAMPLES, SUMMARY, write_json

    manifest, results = load_run_items(folder)
    messages = _old_messages(folder / SAMPLES)
    lines = [json.dumps({"id": r.id, "prediction": r.prediction, "correct": r.correct}, ensure_ascii=False)
             for r in results]
    if out is not None:
        out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    else:
        sys.stdout.write("\n".join(lines) + "\n")
    summary = summarise(results)
    write_json(folder / SUMMARY, summary)
    with (folder / SAMPLES).open("w", encoding="utf-8") as f:
        for r in results:
            row = r.to_dict()
            row["messages"] = messages.get(r.id, [])
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    return summary


def _old_messages(path: Path) -> dict[str, list]:
    if not path.exists():
        return {}
    found = {}
    # Undecodable bytes and torn lines only lose their old messages: the lines are rewritten from the store.
    with path.open(encoding="utf-8", errors="replace") as f:
        for line in f:
            try:
                row = jsontext.loads(line, finite=False)
            except jsontext.JSONProblem:
                continue  # a torn last line from a killed run: its messages are rebuilt by the next run
            if not isinstance(row, dict):
                continue
            found[row.get("id")] = row.get("messages", [])
    return found
