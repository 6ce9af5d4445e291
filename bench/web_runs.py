"""How fast the run browser opens a 20,000-item run, and how fast its other pages answer.

Makes two 20,000-item runs with the mock backend on a generated bank (generation scoring,
so every item has a reply; a tenth of the replies hold no letter), serves them with
``psyexam web``'s app under uvicorn in this process, and times real HTTP requests:

- the run page, first open (the run is read and its index built) and opened again;
- a run opened from the leaderboard (which starts building the runs' indexes in the background);
- a filtered, searched page (wrong only + a search word) and the last page;
- the leaderboard (without the paired tests), and the paired-test matrix (first and cached);
- the side-by-side page of the two runs.

    python bench/web_runs.py            # --n 20000
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import machine, row


def make_bank(path: Path, n: int) -> None:
    """``n`` single-choice questions over 30 subjects, with chapters and concepts."""
    with path.open("w", encoding="utf-8") as f:
        for i in range(n):
            subject = f"科目{i % 30}"
            f.write(json.dumps({
                "id": f"q{i:06d}", "type": "single", "part": "KG", "split": "dev", "subject": subject,
                "chapter": f"{subject}第{i % 7}章", "concept": f"{subject}概念{i % 50}",
                "question": f"第{i}题：下列关于{subject}的说法，哪一项是正确的？" + ("（难）" if i % 10 == 3 else ""),
                "options": {"A": f"甲说法{i}", "B": f"乙说法{i}", "C": f"丙说法{i}", "D": f"丁说法{i}"},
                "answer": "ABCD"[i % 4],
            }, ensure_ascii=False) + "\n")


def make_run(folder: Path, bank: Path, model: str) -> float:
    from psyexam.run.config import RunConfig
    from psyexam.run.engine import run

    t = time.perf_counter()
    run(RunConfig(model=model, bench=str(bank), scoring="generate", out=folder,
                  extra={"responses": {"（难）": "这道题我无法确定。"}}), progress=False)
    return time.perf_counter() - t


def serve(settings):  # type: ignore[no-untyped-def]
    import socket

    import uvicorn

    from psyexam.server.app import create_app

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    return server, f"http://127.0.0.1:{port}"


def get(url: str) -> tuple[float, int]:
    t = time.perf_counter()
    with urllib.request.urlopen(url, timeout=600) as r:
        body = r.read()
    return time.perf_counter() - t, len(body)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=20000)
    args = ap.parse_args()
    from urllib.parse import quote

    from psyexam.server.settings import Settings
    from psyexam.server.web.catalog import run_key

    print(f"web_runs: two runs of {args.n} items (mock backend, generation scoring)")
    print(machine())
    with tempfile.TemporaryDirectory(prefix="psyexam-web-bench-") as tmp:
        root = Path(tmp) / "runs"
        root.mkdir()
        bank = Path(tmp) / "bank.jsonl"
        make_bank(bank, args.n)
        row("making the runs (mock backend)", f"{make_run(root / 'a', bank, 'mock'):.1f} s + "
                                              f"{make_run(root / 'b', bank, 'mock:A'):.1f} s")
        row("samples.jsonl size", f"{(root / 'a' / 'samples.jsonl').stat().st_size / 1e6:.1f} MB")
        server, base = serve(Settings(db_url=str(Path(tmp) / "web.sqlite"), runs=(str(root),)))
        try:
            a, b = run_key((root / "a").resolve()), run_key((root / "b").resolve())
            pages = [
                ("run page, first open (read + index)", f"/runs/{a}"),
                ("run page, opened again", f"/runs/{a}"),
                ("run page 2", f"/runs/{a}?page=2"),
                ("wrong only + search, page 3", f"/runs/{a}?wrong=1&q={quote('科目7')}&page=3"),
                ("last page", f"/runs/{a}?page=999999"),
                ("full-text search, no match", f"/runs/{a}?q={quote('不存在的词')}"),
                ("leaderboard, first (reads run b)", "/leaderboard"),
                ("run b at once (index built meanwhile)", f"/runs/{b}"),
                ("leaderboard again", "/leaderboard"),
                ("leaderboard, filtered by subject", f"/leaderboard?subject={quote('科目3')}"),
                ("paired-test matrix, first", "/leaderboard/matrix"),
                ("paired-test matrix, cached", "/leaderboard/matrix"),
                ("side by side, first", f"/diff?a={a}&b={b}"),
                ("side by side again", f"/diff?a={a}&b={b}&page=2"),
                ("export of a run page", f"/runs/{a}/export?page=2"),
            ]
            for label, path in pages:
                seconds, size = get(base + path)
                row(label, f"{seconds:.3f} s ({size / 1000:.0f} kB)")
        finally:
            server.should_exit = True


if __name__ == "__main__":
    main()
