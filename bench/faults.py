"""Faults: the API bench with 10% 429, 5% 500, 2% malformed JSON and 1% hangs.

Prints, for psyexam (and lm-evaluation-harness when installed): items
completed, items lost (neither answered nor recorded as an error), duplicate
successful calls for one prompt (the server's count) and wall time.

    python bench/faults.py [--n 2000] [--concurrency 64] [--timeout 2] [--no-lmeval]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import FaultServerProcess, ideal_seconds, machine, make_bank, manifest, psyexam_command, row, timed
from api_throughput import TASK, lmeval_python, write_lmeval_task

PROFILE = ("--p429", "0.10", "--p500", "0.05", "--pmalformed", "0.02", "--phang", "0.01", "--retry-after", "1")


def store_counts(out: Path) -> tuple[int, int, int]:
    """(planned items, answered, recorded as errors) from the run's store."""
    from psyexam.calls.store import Store

    store = Store(out)
    try:
        planned = store.planned_items()
        calls = [store.get(key) for _, key, _, _ in planned]
    finally:
        store.close()
    answered = sum(1 for c in calls if c is not None and c.response is not None)
    errors = sum(1 for c in calls if c is not None and c.response is None and c.error)
    return len(planned), answered, errors


def lmeval_counts(folder: Path) -> tuple[int, int] | None:
    """(samples written, with a non-empty reply) from lm-evaluation-harness's samples file, if any."""
    files = list(folder.rglob(f"samples_{TASK}_*.jsonl"))
    if not files:
        return None
    rows = [json.loads(line) for line in files[0].read_text(encoding="utf-8").splitlines()]
    ok = sum(1 for r in rows if any(str(x).strip() for x in (r.get("resps") or [[""]])[0]))
    return len(rows), ok


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--concurrency", type=int, default=64)
    ap.add_argument("--latency", type=float, default=0.05)
    ap.add_argument("--timeout", type=float, default=2.0, help="seconds before a hung call is given up and retried")
    ap.add_argument("--no-lmeval", action="store_true")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="psyexam-faults-"))
    bank = tmp / "bank.jsonl"
    source = make_bank(bank, args.n)
    print(f"faults: {args.n} questions from {source}; latency {args.latency * 1000:g} ms; concurrency "
          f"{args.concurrency}; 10% 429 (Retry-After 1 s), 5% 500, 2% malformed JSON, 1% hangs; "
          f"client timeout {args.timeout:g} s; ideal without faults {ideal_seconds(args.n, args.concurrency, args.latency):.2f} s")
    print(f"machine: {machine()}")
    with FaultServerProcess("--latency", str(args.latency), *PROFILE) as server:
        out = tmp / "run"
        r = timed(psyexam_command(bank, server.base_url, out, args.concurrency, "--timeout", str(args.timeout)))
        st = server.stats()
        planned, answered, errors = store_counts(out)
        print("psyexam")
        row("exit status", r.returncode)
        row("items completed", f"{answered} / {planned} ({100 * answered / planned:.1f}%)")
        row("items recorded as errors (retried next run)", errors)
        row("items lost", planned - answered - errors)
        row("duplicate successful calls (server)", st["duplicate_successes"])
        row("requests / faults injected", f"{st['requests']} / {st['requests'] - st['outcomes'].get('ok', 0)} {st['outcomes']}")
        calls = manifest(out)["calls"] if (out / "manifest.json").exists() else {}
        row("retries / 429s / lowest concurrency", f"{calls.get('retries')} / {calls.get('throttled')} / {calls.get('lowest_concurrency')}")
        row("wall time (end to end)", f"{r.wall:.2f} s")
        python = None if args.no_lmeval else lmeval_python()
        if python is None:
            return
        task_dir = tmp / "lmeval"
        task_dir.mkdir()
        system = write_lmeval_task(task_dir, out / "samples.jsonl")
        server.reset()
        cmd = [python, "-m", "lm_eval", "--model", "local-chat-completions", "--model_args",
               f"model=fault,base_url={server.base_url}/chat/completions,num_concurrent={args.concurrency},"
               f"max_retries=3,tokenized_requests=False,timeout={args.timeout:g}",
               "--tasks", TASK, "--include_path", str(task_dir), "--apply_chat_template", "--batch_size", "1",
               "--output_path", str(tmp / "lmeval-out"), "--log_samples"]
        if system:
            cmd += ["--system_instruction", system]
        le = timed(cmd, env={"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "HF_HOME": str(tmp / "hf")})
        st2 = server.stats()
        got = lmeval_counts(tmp / "lmeval-out")
        print("lm-evaluation-harness (local-chat-completions, max_retries=3)")
        row("exit status", le.returncode)
        if le.returncode != 0:
            last = [line for line in le.stderr.strip().splitlines() if line.strip()][-1:]
            row("last error line", (last[0][:100] if last else "?"))
        row("answers written", f"{got[1]} / {args.n}" if got else f"0 / {args.n} (no results written)")
        row("duplicate successful calls (server)", st2["duplicate_successes"])
        row("server: successful answers sent", f"{st2['answered']} ({st2['distinct_answered']} distinct prompts)")
        row("wall time (end to end)", f"{le.wall:.2f} s")


if __name__ == "__main__":
    main()
