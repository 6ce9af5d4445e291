"""``psyexam run``: evaluate a model on a bank."""

from __future__ import annotations

from pathlib import Path

import click

from psyexam.errors import PsyexamError
from psyexam.run.config import DEFAULT_BENCH, DEFAULT_MODEL, RunConfig

# With no options: a balanced sample of the demo bank, small enough for a 2-core CPU in a few minutes.
DEFAULT_LIMIT = 40


@click.command()
@click.option("--model", default=DEFAULT_MODEL, show_default=True, help="Backend spec, e.g. llama:default, openai:MODEL, hf:PATH, mock:, random, majority.")
@click.option("--bench", default=DEFAULT_BENCH, show_default=True, help="Bank spec: demo, a path, FORMAT:PATH or hf:OWNER/NAME.")
@click.option("--split", default=None, help="Split to evaluate (default: test if it has answers, else dev).")
@click.option("--part", type=click.Choice(["KG", "CA"], case_sensitive=False), default=None)
@click.option("--type", "qtypes", multiple=True, type=click.Choice(["single", "multi", "qa"]), help="Question types (repeatable; default single and multi).")
@click.option("--exam", default=None, help="Only this exam (GEE, PCE, TQE, SSE, …).")
@click.option("--subject", default=None, help="Only this subject.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="A seeded sample of N items, balanced over subjects.")
@click.option("--shots", type=click.IntRange(min=0), default=None, help="Few-shot examples (default: the prompt's own).")
@click.option("--prompt", default="plain", show_default=True, help="Prompt template: plain, expert, conceptpsy, or a TOML file.")
@click.option("--scoring", type=click.Choice(["auto", "logprob", "generate"]), default="auto", show_default=True)
@click.option("--seed", type=int, default=1234, show_default=True)
@click.option("--concurrency", type=click.IntRange(min=1), default=8, show_default=True,
              help="Calls in flight to an API (lowered on rate limiting, grown back as calls succeed).")
@click.option("--rpm", type=click.FloatRange(min=0, min_open=True), default=None,
              help="At most this many requests a minute (API backends).")
@click.option("--tpm", type=click.FloatRange(min=0, min_open=True), default=None,
              help="At most this many tokens a minute (API backends; estimated generously before each call).")
@click.option("--max-tokens", type=click.IntRange(min=1), default=None, help="Generation budget per answer.")
@click.option("--timeout", type=float, default=120.0, show_default=True, help="Seconds per API call before it counts as failed (and is retried); local calls run to the end.")
@click.option("--retries", type=click.IntRange(min=0), default=5, show_default=True)
@click.option("--no-chat-template", is_flag=True, help="Send a raw text prompt (base models).")
@click.option("--shots-as-turns", is_flag=True, help="Give few-shot examples as chat turns instead of one text block.")
@click.option("--base-url", default=None, help="OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1.")
@click.option("--api-key-env", default=None, help="Environment variable holding the API key (default OPENAI_API_KEY).")
@click.option("--backend-option", "backend_options", multiple=True, metavar="KEY=VALUE",
              help="A setting of the backend (repeatable); VALUE is read as JSON when it parses. "
                   "E.g. n_ctx=8192, n_threads=4, tensor_parallel_size=2, batch_size=16, device=cuda; "
                   "`psyexam model options NAME` lists a backend's.")
@click.option("--allow-reserved", is_flag=True,
              help="Evaluate even though the bank holds a reserved (held-out) split.")
@click.option("--out", type=click.Path(path_type=Path), default=None, help="Run folder (default: runs/<derived from the options>).")
@click.option("--json", "as_json", is_flag=True, help="Print summary.json instead of tables.")
@click.option("--progress/--no-progress", default=None, help="Show a progress bar (default: on a terminal).")
def run(qtypes: tuple[str, ...], limit: int | None, no_chat_template: bool, as_json: bool,
        progress: bool | None, backend_options: tuple[str, ...], **opts) -> None:
    """Evaluate a model on a bank; the same command again resumes where it stopped."""
    import json

    from psyexam.run.engine import run as run_engine
    from psyexam.ui.progress import RunProgress
    from psyexam.ui.summary import print_summary

    filtered = any(opts[k] for k in ("split", "subject", "exam", "part"))
    if limit is None and opts["bench"] == DEFAULT_BENCH and not filtered:
        limit = DEFAULT_LIMIT
    cfg = RunConfig(
        qtypes=tuple(qtypes) or ("single", "multi"),
        limit=limit,
        chat_template=not no_chat_template,
        extra=_parse_options(backend_options),
        **opts,
    )
    cfg.backend_spec()  # unknown backends and bad --backend-option values stop here, before any work
    outcome = run_engine(cfg, progress=RunProgress(enabled=progress))
    if as_json:
        click.echo(json.dumps(outcome.summary, ensure_ascii=False, indent=2))
    else:
        print_summary(outcome.summary, folder=str(outcome.folder), warnings=outcome.warnings)
    failed = outcome.summary.get("errors_list", [])
    if failed and len(failed) == len(outcome.results):
        raise PsyexamError(f"no call succeeded ({len(failed)} failed); the first error: {failed[0]['error']}")
    if failed:
        raise click.exceptions.Exit(1)  # a complete run with failures: exit 1 so scripts notice


def _parse_options(pairs: tuple[str, ...]) -> dict:
    import json

    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise click.BadParameter(f"expected KEY=VALUE, got {pair!r}", param_hint="--backend-option")
        try:
            out[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            out[key.strip()] = value
    return out
