"""``psyexam mink``: Min-K% Prob and Min-K%++ per bank item or text file, a model-based contamination signal."""

from __future__ import annotations

import json
import random
from pathlib import Path

import click

from psyexam.errors import PsyexamError


@click.command()
@click.argument("spec", required=False)
@click.option("--model", "model_spec", default="llama:default", show_default=True,
              help="Backend spec of the model to probe (llama, hf, vllm, openai with completions logprobs, mock).")
@click.option("--method", type=click.Choice(["both", "mink", "minkpp"]), default="both", show_default=True,
              help="Scores to show; minkpp needs a backend that sees the whole next-token distribution.")
@click.option("--k", "k", type=click.FloatRange(0, 100, min_open=True), default=20.0, show_default=True,
              help="Percentage of lowest-scoring tokens averaged.")
@click.option("--fields", type=click.Choice(["question", "question+options"]), default="question", show_default=True,
              help="What of a bank item is scored.")
@click.option("--split", "splits", multiple=True, help="Only items of this split (repeatable).")
@click.option("--limit", type=click.IntRange(min=1), help="A seeded random sample of N items.")
@click.option("--text", "text_files", multiple=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Score a UTF-8 text file as one text instead of a bank (repeatable).")
@click.option("--seed", type=int, default=1234, show_default=True, help="Seed of the --limit sample.")
@click.option("--store", "store", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder of the stored calls (default: mink/<model>); the same command again asks only what is missing.")
@click.option("--concurrency", type=click.IntRange(min=1), default=8, show_default=True,
              help="Calls in flight to an API (lowered on rate limiting); local models take one at a time.")
@click.option("--timeout", type=float, default=120.0, show_default=True,
              help="Seconds per API call before it counts as failed (and is retried).")
@click.option("--retries", type=click.IntRange(min=0), default=5, show_default=True)
@click.option("--base-url", default=None, help="OpenAI-compatible endpoint (its /completions must echo logprobs).")
@click.option("--api-key-env", default=None, help="Environment variable holding the API key.")
@click.option("--backend-option", "backend_options", multiple=True, metavar="KEY=VALUE",
              help="A setting of the backend (repeatable), e.g. n_ctx=8192.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), help="Write the JSON result to FILE.")
@click.option("--json", "as_json", is_flag=True, help="Print the JSON result.")
@click.option("--progress/--no-progress", default=None, help="Show a progress bar (default: on a terminal).")
def mink(spec, model_spec, method, k, fields, splits, limit, text_files, seed, store, concurrency, timeout, retries,
         base_url, api_key_env, backend_options, out, as_json, progress) -> int:
    """Min-K% Prob and Min-K%++ of each item of bank SPEC (or of --text files) under a model.

    A signal that a text was in the model's training data, not a proof: higher scores mean
    "more like text the model has seen" relative to similar texts scored by the same model.
    Compare items of one bank and language with each other; no threshold carries over.
    Calls are stored as they return: the same command again resumes (exit 1 when some failed).
    """
    from psyexam.cli.run_cmd import _parse_options
    from psyexam.contamination.minkcalls import MinKOptions, score
    from psyexam.ui.progress import RunProgress

    opts = MinKOptions(model=model_spec, store=store or _default_store(model_spec), k=k, concurrency=concurrency,
                       timeout=timeout, retries=retries, base_url=base_url, api_key_env=api_key_env,
                       extra=_parse_options(backend_options))
    opts.backend_spec()  # unknown backends and bad --backend-option values stop here, before any work
    texts = _texts(spec, text_files, fields, splits, limit, seed)
    result = score(texts, opts, progress=RunProgress(enabled=progress))
    result.fields = "text file" if text_files else fields
    c = result.calls
    click.echo(f"calls: {c['made']} made, {c['reused']} reused, {c['failed']} failed, {c['retries']} retries "
               f"(stored in {opts.store})", err=True)
    summary = result.summary()
    if summary["failed"] == len(texts):
        first = next(t.error for t in result.items if t.error)
        raise PsyexamError(f"no text could be scored ({len(texts)} failed); the first error: {first}")
    if method == "minkpp" and summary["minkpp"]["n"] == 0:
        raise PsyexamError(f"Min-K%++ needs the whole next-token distribution; {model_spec} gives "
                           f"{', '.join(result.sources) or 'none'}: use --method mink")
    doc = result.to_dict()
    if out:
        from psyexam.runs.files import write_json

        write_json(out, doc)
        click.echo(f"wrote {out}", err=True)
    if as_json:
        click.echo(json.dumps(doc, ensure_ascii=False, indent=2))
    else:
        _print(doc, method)
    return 1 if summary["failed"] else 0


def _default_store(model_spec: str) -> Path:
    import re

    return Path("mink") / (re.sub(r"[^\w.-]+", "-", model_spec).strip("-")[:60] or "model")


def _texts(spec: str | None, files: tuple[Path, ...], fields: str, splits: tuple[str, ...], limit: int | None,
           seed: int) -> list[tuple[str, str]]:
    if files:
        if spec:
            raise PsyexamError("give a bank SPEC or --text files, not both")
        return [(str(f), _read(f)) for f in files]
    if not spec:
        raise PsyexamError("give a bank SPEC (e.g. demo) or --text FILE")
    from psyexam.bank.loaders import load_bank
    from psyexam.contamination.minkprob import question_text

    records = [q for q in load_bank(spec).usable() if not splits or q.split in splits]
    if not records:
        raise PsyexamError(f"{spec}: no usable item" + (f" in split(s) {', '.join(splits)}" if splits else ""))
    if limit is not None and limit < len(records):
        records = random.Random(seed).sample(records, limit)
    with_options = fields == "question+options"
    return [(q.id, question_text(q, "question+options" if with_options else "question")) for q in records]


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise PsyexamError(f"{path}: cannot read as UTF-8 text ({e})") from None


def _print(doc: dict, method: str) -> None:
    def num(x: float | None) -> str:
        return "–" if x is None else f"{x:.3f}"

    show = ("mink", "minkpp") if method == "both" else (method,)
    names = {"mink": f"Min-{doc['k']:g}%", "minkpp": f"Min-{doc['k']:g}%++"}
    click.echo("\t".join(["id", "tokens", *(names[m] for m in show)]))
    for t in doc["items"]:
        row = [t["id"], str(t["tokens"]), *(num(t[m]) for m in show)]
        click.echo("\t".join(row) + (f"\terror: {t['error']}" if t["error"] else ""))
    s = doc["summary"]
    click.echo(f"\n{doc['model']} · {s['texts']} texts ({doc['fields']}) · {s['failed']} failed · "
               f"scores from: {', '.join(doc['sources']) or 'none'}")
    for m in show:
        click.echo(f"{names[m]}: mean {num(s[m]['mean'])}, median {num(s[m]['median'])} over {s[m]['n']} texts")
    if s["minkpp_unavailable"] and "minkpp" in show:
        click.echo(f"Min-K%++ unavailable for {s['minkpp_unavailable']} texts: the backend gives no "
                   "full next-token distribution (never approximated)")
    click.echo("A signal, not a proof: higher means more like text the model has seen, "
               "relative to similar texts under the same model.")
