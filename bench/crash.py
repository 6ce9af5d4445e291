"""Crash: ``kill -9`` psyexam at a random moment of the API bench, then run the same command.

Prints the model calls the second run made (the server's count) against the
items still missing after the kill; the target is that it asks only for what
was missing (plus at most the calls that were in flight when it died).

    python bench/crash.py [--n 2000] [--concurrency 64] [--seed N]
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import FaultServerProcess, machine, make_bank, psyexam_command, row, timed
from faults import store_counts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--concurrency", type=int, default=64)
    ap.add_argument("--latency", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=None, help="seed of the kill moment (default: random)")
    args = ap.parse_args()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    tmp = Path(tempfile.mkdtemp(prefix="psyexam-crash-"))
    bank = tmp / "bank.jsonl"
    source = make_bank(bank, args.n)
    # somewhere in the network phase, which takes about N/C round trips
    delay = random.Random(seed).uniform(0.05, 0.9) * args.n / args.concurrency * args.latency
    print(f"crash: {args.n} questions from {source}; latency {args.latency * 1000:g} ms; concurrency "
          f"{args.concurrency}; kill -9 {delay:.2f} s after the server's first request (seed {seed})")
    print(f"machine: {machine()}")
    with FaultServerProcess("--latency", str(args.latency)) as server:
        out = tmp / "run"
        cmd = psyexam_command(bank, server.base_url, out, args.concurrency)
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        while server.stats()["requests"] == 0:
            if proc.poll() is not None:
                raise SystemExit(f"psyexam exited before asking anything:\n{proc.stderr.read().decode()}")
            time.sleep(0.005)
        time.sleep(delay)
        in_flight = server.stats()["in_flight"]
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        first = server.stats()
        planned, stored, errors = store_counts(out)
        missing = planned - stored
        print("first run (killed)")
        row("exit status", proc.returncode)
        row("model calls made", first["requests"])
        row("answers stored before the kill", f"{stored} / {planned}")
        row("calls in flight at the kill (server)", in_flight)
        row("items missing", missing)
        if missing == 0:
            print("  the run finished before the kill; run again with another --seed")
            return
        second = timed(cmd)
        after = server.stats()
        calls = after["requests"] - first["requests"]
        _, stored2, errors2 = store_counts(out)
        print("second run (same command)")
        row("exit status", second.returncode)
        row("model calls made", calls)
        row("items missing before it", missing)
        row("calls beyond what was missing", calls - missing)
        row("answers stored now", f"{stored2} / {planned} (errors {errors2})")
        row("prompts answered in both runs (server)", after["duplicate_successes"])
        row("wall time", f"{second.wall:.2f} s")
        verdict = "only what was missing" if calls == missing else f"{calls - missing:+d} calls"
        print(f"result: the second run asked {verdict}")


if __name__ == "__main__":
    main()
