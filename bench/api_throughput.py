"""API throughput: psyexam against the ideal and against lm-evaluation-harness, on one server.

2,000 single-choice questions, a local fault server answering in 50 ms, 64
calls in flight. Prints psyexam's wall time against ceil(N/C)*latency and,
when lm-evaluation-harness is installed (its Python: $LMEVAL_PYTHON, else
/tmp/lmeval-venv/bin/python, else this one), its wall time on the same server
and the same prompts (``local-chat-completions``, ``num_concurrent=64``).

    python bench/api_throughput.py [--n 2000] [--concurrency 64] [--latency 0.05]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import (
    FaultServerProcess,
    ideal_seconds,
    machine,
    make_bank,
    manifest,
    psyexam_command,
    row,
    timed,
)
from _common import lmeval_python as find_lmeval

TASK = "psyexam_api_bench"


async def _bare_client(base_url: str, n: int, concurrency: int) -> None:
    import aiohttp

    gate = asyncio.Semaphore(concurrency)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:
        async def one(i: int) -> None:
            body = {"model": "fault", "messages": [{"role": "user", "content": f"第{i}题"}], "max_tokens": 8}
            async with gate, session.post(f"{base_url}/chat/completions", json=body) as reply:
                await reply.json()

        await asyncio.gather(*(one(i) for i in range(n)))


def machine_floor(server: FaultServerProcess, n: int, concurrency: int) -> float:
    """The network phase of a bare aiohttp client (no store, no scoring) on the same server.

    What this machine allows: the server and the client share its cores, so
    even a client doing nothing else stays above the ideal.
    """
    server.reset()
    asyncio.run(_bare_client(server.base_url, n, concurrency))
    busy = server.stats()["busy_seconds"]
    server.reset()
    return busy


def lmeval_python() -> str | None:
    """A Python that can run lm-evaluation-harness's OpenAI-compatible backend, or None."""
    return find_lmeval("lm_eval.models.openai_completions")


def write_lmeval_task(folder: Path, samples: Path) -> str | None:
    """A task over psyexam's own prompts (from samples.jsonl); returns the shared system prompt, if any."""
    rows, systems = [], set()
    for line in samples.read_text(encoding="utf-8").splitlines():
        s = json.loads(line)
        msgs = s["messages"]
        systems.update(m["content"] for m in msgs if m["role"] == "system")
        user = "\n\n".join(m["content"] for m in msgs if m["role"] != "system")
        rows.append({"prompt": user, "answer": s["gold"] if isinstance(s.get("gold"), str) else "".join(s.get("gold") or [])})
    if len(systems) > 1:
        raise SystemExit("psyexam's prompts have several system messages; this bench expects one")
    data = folder / "questions.jsonl"
    data.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    (folder / f"{TASK}.yaml").write_text(f"""task: {TASK}
dataset_path: json
dataset_kwargs:
  data_files:
    test: {data}
test_split: test
output_type: generate_until
doc_to_text: "{{{{prompt}}}}"
doc_to_target: "{{{{answer}}}}"
generation_kwargs:
  until: []
  max_gen_toks: 256
  do_sample: false
filter_list:
  - name: letter
    filter:
      - function: regex
        regex_pattern: "([ABCD])"
      - function: take_first
metric_list:
  - metric: exact_match
""", encoding="utf-8")
    return systems.pop() if systems else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--concurrency", type=int, default=64)
    ap.add_argument("--latency", type=float, default=0.05)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="psyexam-bench-"))
    bank = tmp / "bank.jsonl"
    source = make_bank(bank, args.n)
    ideal = ideal_seconds(args.n, args.concurrency, args.latency)
    print(f"api_throughput: {args.n} questions from {source}; latency {args.latency * 1000:g} ms; "
          f"concurrency {args.concurrency}; ideal ceil(N/C)*latency = {ideal:.2f} s")
    print(f"machine: {machine()}")
    with FaultServerProcess("--latency", str(args.latency)) as server:
        out = tmp / "run"
        r = timed(psyexam_command(bank, server.base_url, out, args.concurrency))
        if r.returncode != 0:
            raise SystemExit(f"psyexam failed:\n{r.stderr}")
        st, m = server.stats(), manifest(out)
        print("psyexam")
        row("end to end (process start to exit)", f"{r.wall:.2f} s  = {r.wall / ideal:.2f}x ideal")
        row("engine (bank loading to summary)", f"{m['wall_seconds']:.2f} s  = {m['wall_seconds'] / ideal:.2f}x ideal")
        row("network phase (server: first request to last)", f"{st['busy_seconds']:.2f} s  = {st['busy_seconds'] / ideal:.2f}x ideal")
        row("requests / answered / duplicates", f"{st['requests']} / {st['answered']} / {st['duplicate_successes']}")
        row("peak calls in flight", st["peak_in_flight"])
        floor = machine_floor(server, args.n, args.concurrency)
        row("bare aiohttp client, network phase", f"{floor:.2f} s  = {floor / ideal:.2f}x ideal (this machine's floor)")
        row("psyexam network phase / bare client", f"{st['busy_seconds'] / floor:.2f}x")
        python = lmeval_python()
        if python is None:
            print("lm-evaluation-harness: not installed (pip install 'lm_eval[api]'); comparison skipped")
            return
        task_dir = tmp / "lmeval"
        task_dir.mkdir()
        system = write_lmeval_task(task_dir, out / "samples.jsonl")
        server.reset()
        cmd = [python, "-m", "lm_eval", "--model", "local-chat-completions", "--model_args",
               f"model=fault,base_url={server.base_url}/chat/completions,num_concurrent={args.concurrency},"
               "max_retries=3,tokenized_requests=False,timeout=60",
               "--tasks", TASK, "--include_path", str(task_dir), "--apply_chat_template",
               "--batch_size", "1", "--output_path", str(tmp / "lmeval-out")]
        if system:
            cmd += ["--system_instruction", system]
        env = {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "HF_HOME": str(tmp / "hf"),
               "TOKENIZERS_PARALLELISM": "false"}
        le = timed(cmd, env=env)
        st2 = server.stats()
        version = subprocess.run([python, "-c", "import importlib.metadata as m; print(m.version('lm_eval'))"],
                                 capture_output=True, text=True).stdout.strip()
        print(f"lm-evaluation-harness {version} (local-chat-completions, num_concurrent={args.concurrency})")
        if le.returncode != 0:
            print(f"  failed (exit {le.returncode}) after {le.wall:.2f} s:\n{le.stderr[-2000:]}")
            return
        row("end to end (process start to exit)", f"{le.wall:.2f} s  = {le.wall / ideal:.2f}x ideal")
        row("network phase (server: first request to last)", f"{st2['busy_seconds']:.2f} s  = {st2['busy_seconds'] / ideal:.2f}x ideal")
        row("requests / answered / duplicates", f"{st2['requests']} / {st2['answered']} / {st2['duplicate_successes']}")
        row("peak calls in flight", st2["peak_in_flight"])
        print("ratios (lm-evaluation-harness / psyexam)")
        row("end to end", f"{le.wall / r.wall:.2f}x")
        if st["busy_seconds"]:
            row("network phase", f"{st2['busy_seconds'] / st['busy_seconds']:.2f}x")


if __name__ == "__main__":
    main()
