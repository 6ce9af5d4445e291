"""Batching in the transformers backend: one run at batch size 1 against one at batch size K.

Run by hand: ``python bench/hf_batch.py [--model qwen2.5-coder-0.5b] [--n 48] [--batch 8]``.
Both runs are ``psyexam run --model hf:MODEL --scoring logprob`` on the same
CPsyExam dev single-choice sample (the demo bank when ../shared/data is absent);
only ``--backend-option batch_size`` differs. Printed: wall time of each, the
ratio, and whether the two runs predict the same letters with log-probabilities
within 1e-3.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED, machine, row, timed


def run(model: str, bench: str, n: int, batch: int, out: Path) -> float:
    cmd = [sys.executable, "-m", "psyexam", "run", "--model", f"hf:{model}", "--bench", bench,
           "--split", "dev", "--type", "single", "--limit", str(n), "--scoring", "logprob",
           "--backend-option", f"batch_size={batch}", "--backend-option", "device=cpu",
           "--no-progress", "--json", "--out", str(out)]
    r = timed(cmd)
    if r.returncode != 0:
        raise SystemExit(f"psyexam failed (batch {batch}):\n{r.stderr[-2000:]}")
    return r.wall


def samples(out: Path) -> dict[str, dict]:
    rows = (json.loads(line) for line in (out / "samples.jsonl").read_text(encoding="utf-8").splitlines())
    return {r["id"]: r for r in rows}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="qwen2.5-coder-0.5b", help="an installed model name or GGUF path")
    ap.add_argument("--n", type=int, default=48)
    ap.add_argument("--batch", type=int, default=8)
    args = ap.parse_args()
    cpsyexam = SHARED / "cpsyexam-unpacked"
    bench = str(cpsyexam) if cpsyexam.exists() else "demo"
    installed = subprocess.run([sys.executable, "-m", "psyexam", "model", "path", args.model],
                               capture_output=True, text=True)
    if installed.returncode != 0:
        raise SystemExit(f"model {args.model} is not installed: psyexam model install {args.model}")
    tmp = Path(tempfile.mkdtemp(prefix="psyexam-hf-batch-"))
    print(f"hf_batch: {args.n} dev single-choice questions from {bench}; hf:{args.model}, CPU, float32")
    print(f"machine: {machine()}")
    one = run(args.model, bench, args.n, 1, tmp / "b1")
    many = run(args.model, bench, args.n, args.batch, tmp / f"b{args.batch}")
    a, b = samples(tmp / "b1"), samples(tmp / f"b{args.batch}")
    same = sum(a[k]["prediction"] == b[k]["prediction"] for k in a)
    gap = max(abs(a[k]["logprobs"][x] - b[k]["logprobs"][x])
              for k in a for x in a[k]["logprobs"] if a[k]["logprobs"][x] is not None)
    row("batch 1: wall (model load included)", f"{one:.1f} s")
    row(f"batch {args.batch}: wall (model load included)", f"{many:.1f} s")
    row("speed-up", f"{one / many:.2f}x")
    row("same predicted letter", f"{same}/{len(a)}")
    row("largest log-probability difference", f"{gap:.2e}")


if __name__ == "__main__":
    main()
