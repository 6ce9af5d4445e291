"""Local throughput: psyexam on the default GGUF against lm-evaluation-harness's ``hf`` backend.

Run by hand: ``python bench/local.py --n 100``. psyexam evaluates a balanced
sample of CPsyExam dev single-choice questions with ``llama:default`` and
log-probability scoring, 0-shot and 5-shot. lm-evaluation-harness ($LMEVAL_PYTHON,
else /tmp/lmeval-venv/bin/python) then scores the very same prompt texts (psyexam's
messages rendered through the model's chat template, taken from samples.jsonl)
as a ``multiple_choice`` task over the letters, loading the same GGUF with
transformers. Reported: wall time of each, accuracy of each, and how often
their predicted letters agree.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from _common import SHARED, machine, row, timed
from _common import lmeval_python as find_lmeval

TASK = "psyexam_local_bench"
LETTERS = ("A", "B", "C", "D")


def lmeval_python() -> str | None:
    """A Python that can import lm-evaluation-harness's ``hf`` backend, or None."""
    return find_lmeval("lm_eval.models.huggingface")


def model_file() -> Path:
    """The default GGUF, as ``psyexam model path`` reports it."""
    p = subprocess.run([sys.executable, "-m", "psyexam", "model", "path"], capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"no default model: {p.stderr.strip()}")
    return Path(p.stdout.strip().splitlines()[-1])


def rendered_prompts(samples: Path, gguf: Path) -> list[dict]:
    """psyexam's prompts as the exact texts the model read: chat template, then the answer cue."""
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name, local_files_only=True)
    rows = []
    for line in samples.read_text(encoding="utf-8").splitlines():
        s = json.loads(line)
        msgs = s["messages"]
        cue = msgs[-1]["content"] if msgs and msgs[-1]["role"] == "assistant" else ""
        head = msgs[:-1] if cue else msgs
        text = tok.apply_chat_template(head, tokenize=False, add_generation_prompt=True) + cue
        rows.append({"id": s["id"], "prompt": text, "gold": s["gold"], "psyexam": s["prediction"]})
    return rows


def write_task(folder: Path, rows: list[dict]) -> None:
    """A multiple_choice task over the letters, each the next token right after the prompt."""
    data = folder / "questions.jsonl"
    data.write_text("".join(json.dumps({"id": r["id"], "prompt": r["prompt"], "answer": LETTERS.index(r["gold"])},
                                       ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    (folder / f"{TASK}.yaml").write_text(f"""task: {TASK}
dataset_path: json
dataset_kwargs:
  data_files:
    test: {data}
test_split: test
output_type: multiple_choice
doc_to_text: "{{{{prompt}}}}"
doc_to_choice: {json.dumps(list(LETTERS))}
doc_to_target: answer
target_delimiter: ""
metric_list:
  - metric: acc
""", encoding="utf-8")


def lmeval_predictions(out: Path) -> dict[str, str]:
    """Each question's letter with the highest log-likelihood, from lm-eval's logged samples."""
    preds = {}
    for f in out.rglob(f"samples_{TASK}_*.jsonl"):
        for line in f.read_text(encoding="utf-8").splitlines():
            s = json.loads(line)
            lls = [float(r[0]) for r in s["filtered_resps"]]
            preds[s["doc"]["id"]] = LETTERS[max(range(len(lls)), key=lls.__getitem__)]
    return preds


def one_setting(args: argparse.Namespace, tmp: Path, shots: int, gguf: Path, python: str | None) -> None:
    out = tmp / f"run-{shots}shot"
    cmd = [sys.executable, "-m", "psyexam", "run", "--model", "llama:default", "--bench", str(args.bench),
           "--split", "dev", "--type", "single", "--limit", str(args.n), "--shots", str(shots),
           "--scoring", "logprob", "--no-progress", "--json", "--out", str(out)]
    r = timed(cmd)
    if r.returncode != 0:
        raise SystemExit(f"psyexam failed:\n{r.stderr[-2000:]}")
    rows = rendered_prompts(out / "samples.jsonl", gguf)
    n = len(rows)
    acc = sum(x["psyexam"] == x["gold"] for x in rows) / n
    print(f"{shots}-shot, {n} questions")
    row("psyexam llama:default: wall / accuracy", f"{r.wall:.1f} s  {acc:.1%}")
    if python is None:
        print("  lm-evaluation-harness: not installed (pip install lm_eval); comparison skipped")
        return
    task_dir = tmp / f"lmeval-{shots}"
    task_dir.mkdir()
    write_task(task_dir, rows)
    le_out = tmp / f"lmeval-out-{shots}"
    cmd = [python, "-m", "lm_eval", "--model", "hf", "--model_args",
           f"pretrained={gguf.parent},gguf_file={gguf.name},dtype=float32", "--device", "cpu",
           "--tasks", TASK, "--include_path", str(task_dir), "--batch_size", str(args.lmeval_batch_size),
           "--log_samples", "--output_path", str(le_out)]
    env = {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "HF_HOME": str(tmp / "hf"),
           "TOKENIZERS_PARALLELISM": "false"}
    le = timed(cmd, env=env)
    if le.returncode != 0:
        print(f"  lm-evaluation-harness failed (exit {le.returncode}) after {le.wall:.1f} s:\n{le.stderr[-2000:]}")
        return
    preds = lmeval_predictions(le_out)
    missing = [x["id"] for x in rows if x["id"] not in preds]
    if missing:
        print(f"  lm-evaluation-harness logged no prediction for {len(missing)} questions")
    both = [x for x in rows if x["id"] in preds]
    le_acc = sum(preds[x["id"]] == x["gold"] for x in both) / len(both)
    agree = sum(preds[x["id"]] == x["psyexam"] for x in both) / len(both)
    row(f"lm-eval hf (batch {args.lmeval_batch_size}): wall / accuracy", f"{le.wall:.1f} s  {le_acc:.1%}")
    row("speed-up (lm-eval wall / psyexam wall)", f"{le.wall / r.wall:.2f}x")
    row("accuracy difference (psyexam - lm-eval)", f"{(acc - le_acc) * 100:+.1f} points")
    row("per-question agreement", f"{agree:.1%} ({round(agree * len(both))}/{len(both)})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=100, help="questions (a balanced dev sample)")
    ap.add_argument("--shots", type=int, nargs="+", default=[0, 5])
    ap.add_argument("--bench", type=Path, default=SHARED / "cpsyexam-unpacked")
    ap.add_argument("--lmeval-batch-size", type=int, default=1)
    args = ap.parse_args()
    if not args.bench.exists():
        raise SystemExit(f"CPsyExam not found at {args.bench}")
    gguf = model_file()
    python = lmeval_python()
    tmp = Path(tempfile.mkdtemp(prefix="psyexam-local-bench-"))
    print(f"local: {args.n} CPsyExam dev single-choice questions; model {gguf.name}; log-probability scoring")
    print(f"machine: {machine()}")
    for shots in args.shots:
        one_setting(args, tmp, shots, gguf, python)


if __name__ == "__main__":
    main()
