"""Load test of the exam service: many concurrent exam-takers against a real uvicorn process.

    python bench/server_load.py            # --takers 200 --size 10 --orgs 20 --workers 1 [--db URL]

Starts ``psyexam server start`` on a free 127.0.0.1 port (a temporary SQLite file unless
``--db`` names a database, e.g. PostgreSQL), registers ``--orgs`` organisations, and
runs ``--takers`` takers at once (asyncio + httpx), each creating an exam of ``--size``
questions, answering every question and reading its score. Prints requests, throughput,
p50/p99 latency per request kind and the error count (any non-2xx reply or failure).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import httpx

REPO = Path(__file__).resolve().parents[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--takers", type=int, default=200)
    ap.add_argument("--size", type=int, default=10)
    ap.add_argument("--orgs", type=int, default=20)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--bank", default="demo")
    ap.add_argument("--db", default=None, help="database URL (default: a temporary SQLite file)")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="psyexam-load-"))
    db = args.db or str(tmp / "exams.sqlite")
    tokens = [_cli("server", "add-org", f"load-{i}-{os.getpid()}", "--db", db, "--json")["token"] for i in range(args.orgs)]
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "psyexam", "server", "start", "--bank", args.bank, "--db", db, "--port", str(port),
         "--workers", str(args.workers), "--rate-limit", "100000/minute", "--log-level", "warning"],
        env=_env(), start_new_session=True, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_up(url)
        result = asyncio.run(_load(url, tokens, args.takers, args.size))
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(30)
    _report(result, args, db)
    return 1 if result["errors"] else 0


async def _load(url: str, tokens: list[str], takers: int, size: int) -> dict:
    latencies: dict[str, list[float]] = defaultdict(list)
    errors: list[str] = []
    finished = 0
    limits = httpx.Limits(max_connections=takers, max_keepalive_connections=takers)
    async with httpx.AsyncClient(base_url=url + "/api/v1", limits=limits, timeout=120) as http:
        async def call(kind: str, method: str, path: str, token: str, body: dict | None = None) -> dict | None:
            t0 = time.perf_counter()
            try:
                r = await http.request(method, path, json=body, headers={"Authorization": f"Bearer {token}"})
            except httpx.HTTPError as e:
                errors.append(f"{kind}: {e!r}")
                return None
            latencies[kind].append(time.perf_counter() - t0)
            if r.status_code >= 300:
                errors.append(f"{kind}: {r.status_code} {r.text[:200]}")
                return None
            return r.json()

        async def taker(i: int) -> None:
            nonlocal finished
            token = tokens[i % len(tokens)]
            created = await call("create", "POST", "/exams", token, {"size": size, "model": f"load-{i % 7}"})
            if created is None:
                return
            exam = created["exam_id"]
            while True:
                q = await call("question", "GET", f"/exams/{exam}/question", token)
                if q is None or q.get("done"):
                    break
                letter = random.choice(sorted(q["options"]))
                if await call("answer", "POST", f"/exams/{exam}/answers", token, {"index": q["index"], "answer": letter}) is None:
                    return
            if await call("status", "GET", f"/exams/{exam}", token) is not None:
                finished += 1

        t0 = time.perf_counter()
        await asyncio.gather(*(taker(i) for i in range(takers)))
        wall = time.perf_counter() - t0
        board = (await http.get("/leaderboard")).json()["rows"]
    return {"latencies": latencies, "errors": errors, "wall": wall, "finished": finished, "board_rows": len(board)}


def _report(res: dict, args: argparse.Namespace, db: str) -> None:
    every = sorted(x for xs in res["latencies"].values() for x in xs)
    print(f"machine: {os.cpu_count()} CPUs, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"service: {args.workers} worker(s), {'SQLite' if '://' not in db or db.startswith('sqlite') else db.split(':')[0]}, "
          f"bank {args.bank}; {args.takers} concurrent takers x {args.size} questions, {args.orgs} organisations")
    print(f"requests: {len(every)} in {res['wall']:.2f} s = {len(every) / res['wall']:.0f} requests/s; "
          f"exams finished {res['finished']}/{args.takers} ({res['finished'] / res['wall']:.1f} exams/s)")
    print(f"latency all: p50 {_ms(every, 0.50)}  p99 {_ms(every, 0.99)}  max {_ms(every, 1.0)}")
    for kind in ("create", "question", "answer", "status"):
        xs = sorted(res["latencies"].get(kind, []))
        print(f"  {kind:<9} n={len(xs):<5} p50 {_ms(xs, 0.50)}  p99 {_ms(xs, 0.99)}")
    print(f"errors: {len(res['errors'])}" + (f" (first: {res['errors'][0]})" if res["errors"] else ""))


def _ms(xs: list[float], q: float) -> str:
    if not xs:
        return "—"
    return f"{xs[min(len(xs) - 1, int(q * len(xs)))] * 1000:.0f} ms"


def _cli(*args: str) -> dict:
    out = subprocess.run([sys.executable, "-m", "psyexam", *args], capture_output=True, text=True, env=_env(), check=True)
    return json.loads(out.stdout)


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO / "src"), env.get("PYTHONPATH", "")) if p)
    return env


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_up(url: str) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if httpx.get(url + "/api/v1/leaderboard", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            time.sleep(0.3)
    raise SystemExit("the service did not start in 120 s")


if __name__ == "__main__":
    sys.exit(main())
