"""Shared parts of the bench scripts: the question file, the fault server process, timed runs."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "data"
CPSYEXAM = SHARED / "cpsyexam-unpacked" / "mcq"


def make_bank(path: Path, n: int) -> str:
    """Write ``n`` single-choice questions as a generic JSONL bank (split ``test``); returns their source.

    CPsyExam train/dev items with answers when ../shared/data has them, else synthetic ones.
    """
    from psyexam.bank import QType
    from psyexam.bank.export import record_to_dict

    rows: list[dict] = []
    source = "synthetic"
    if CPSYEXAM.is_dir():
        from psyexam.bank.loaders import load_bank

        seen: set[str] = set()
        for q in sorted(load_bank(str(CPSYEXAM)).usable(), key=lambda q: q.id):
            if q.qtype is QType.SINGLE and q.has_answer and q.split in ("train", "dev") and q.text not in seen:
                seen.add(q.text)
                rows.append({**record_to_dict(q), "split": "test", "source": None})
            if len(rows) == n:
                source = f"CPsyExam ({CPSYEXAM})"
                break
    if len(rows) < n:
        rows = [_synthetic(i) for i in range(n)]
        source = "synthetic"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return source


def _synthetic(i: int) -> dict:
    return {
        "id": f"syn-{i:05d}", "question": f"第{i}题：下列哪一项属于心理学的研究方法？", "type": "single",
        "part": "KG", "options": {"A": f"实验法{i}", "B": f"观察法{i}", "C": f"调查法{i}", "D": f"个案法{i}"},
        "answer": "ABCD"[i % 4], "subject": f"科目{i % 10}", "split": "test",
    }


def ideal_seconds(n: int, concurrency: int, latency: float) -> float:
    """The network-bound floor: ceil(N/C) rounds of one latency each."""
    return math.ceil(n / concurrency) * latency


class FaultServerProcess:
    """``python -m psyexam.testing.faultserver`` in its own process (its own CPU core)."""

    def __init__(self, *args: str):
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "psyexam.testing.faultserver", "--port", "0", *args],
            stdout=subprocess.PIPE, text=True,
        )
        self.base_url = self.proc.stdout.readline().strip()
        if not self.base_url.startswith("http"):
            raise RuntimeError("the fault server did not start")
        self._root = self.base_url.rsplit("/v1", 1)[0]

    def stats(self) -> dict:
        with urllib.request.urlopen(self._root + "/stats") as r:
            return json.loads(r.read())

    def reset(self) -> None:
        urllib.request.urlopen(urllib.request.Request(self._root + "/reset", method="POST")).read()

    def __enter__(self) -> FaultServerProcess:
        return self

    def __exit__(self, *exc) -> None:
        self.proc.terminate()
        self.proc.wait(10)


@dataclass
class Timed:
    """A finished command: wall seconds, exit status, captured output."""

    wall: float
    returncode: int
    stdout: str
    stderr: str


def psyexam_command(bank: Path, base_url: str, out: Path, concurrency: int, *extra: str) -> list[str]:
    """The ``psyexam run`` command line the benches time."""
    return [sys.executable, "-m", "psyexam", "run", "--model", "openai:fault", "--base-url", base_url,
            "--bench", str(bank), "--split", "test", "--type", "single", "--shots", "0",
            "--concurrency", str(concurrency), "--no-progress", "--json", "--out", str(out), *extra]


def timed(cmd: list[str], env: dict | None = None, timeout: float = 1800) -> Timed:
    """Run ``cmd`` to the end and time it."""
    t = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env={**os.environ, **(env or {})})
    return Timed(time.perf_counter() - t, p.returncode, p.stdout, p.stderr)


def manifest(out: Path) -> dict:
    """The run folder's manifest."""
    return json.loads((out / "manifest.json").read_text(encoding="utf-8"))


def machine() -> str:
    """CPU count and load, printed with every result: timings depend on both."""
    one, five, _ = os.getloadavg()
    return f"{os.cpu_count()} CPUs, load average {one:.2f} (1 min) {five:.2f} (5 min)"


def row(label: str, value: object) -> None:
    """One aligned line of a bench's report."""
    print(f"  {label:<46} {value}")


def lmeval_python(probe: str = "lm_eval") -> str | None:
    """A Python that can ``import probe`` (an lm-evaluation-harness module), or None.

    Looks at ``$LMEVAL_PYTHON``, then ``/tmp/lmeval-venv/bin/python``, then this Python.
    """
    for python in (os.environ.get("LMEVAL_PYTHON"), "/tmp/lmeval-venv/bin/python", sys.executable):
        if python and Path(python).exists():
            ok = subprocess.run([python, "-c", f"import {probe}"], capture_output=True)
            if ok.returncode == 0:
                return python
    return None
