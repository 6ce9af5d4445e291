"""A run killed with SIGKILL loses only the calls in flight; the same command resumes."""

import os
import signal
import subprocess
import sys
import time

from psyexam.calls.store import Store
from tests.run.conftest import write_bank


def test_kill_minus_9_then_resume(tmp_path):
    bank = write_bank(tmp_path / "bank.jsonl", n_subjects=4, per_subject=15)
    out = tmp_path / "run"
    cmd = [sys.executable, "-m", "psyexam", "run", "--model", "mock:", "--bench", str(bank),
           "--out", str(out), "--concurrency", "2", "--no-progress", "--backend-option", "latency=0.05"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.time() + 60
    while time.time() < deadline:
        if (out / "results.sqlite").exists() and len(Store(out).successes()) >= 10:
            break
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    stored = len(Store(out).successes())
    assert 10 <= stored < 60
    done = subprocess.run(cmd + ["--json"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    import json

    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["calls"]["made"] == 60 - stored
    assert manifest["calls"]["reused"] == stored
    assert json.loads(done.stdout)["overall"]["n"] == 60
