"""The ``psyexam`` command line: a thin layer over the stage packages.

Subcommands live in their own modules and are imported only when used, so
``psyexam --help`` stays fast and a missing optional dependency only affects
the command that needs it.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys

import click

from psyexam import __version__
from psyexam.errors import PsyexamError

# command name -> "module:attribute" of a click command or group
_COMMANDS: dict[str, tuple[str, str]] = {
    "bank": ("psyexam.cli.bank_cmd:bank", "Load, check, describe and export question banks."),
    "run": ("psyexam.cli.run_cmd:run", "Evaluate a model on a bank (resumable)."),
    "rescore": ("psyexam.cli.rescore_cmd:rescore", "Re-read responses with the current answer extractor."),
    "model": ("psyexam.cli.model_cmd:model", "Install and list models and backends."),
    "report": ("psyexam.cli.report_cmd:report", "Fine-grained reports of one or more runs."),
    "compare": ("psyexam.cli.report_cmd:compare", "Paired comparison of runs (McNemar)."),
    "stats": ("psyexam.cli.stats_cmd:stats", "Statistical tests on tables you give."),
    "judge": ("psyexam.cli.judge_cmd:judge", "Score open answers against references with an LLM judge."),
    "arena": ("psyexam.cli.judge_cmd:arena", "Pairwise battles between runs; Elo, points, Bradley–Terry."),
    "ratings": ("psyexam.cli.judge_cmd:ratings", "Import human ratings; aggregates and agreement."),
    "export": ("psyexam.cli.export_cmd:export", "Export a bank for other tools (SFT data)."),
    "server": ("psyexam.cli.server_cmd:server", "Host exams over a bank: fresh questions per organisation, one at a time."),
    "exam": ("psyexam.cli.exam_cmd:exam", "Take an exam from a psyexam server with any backend."),
    "coverage": ("psyexam.cli.concepts_cmd:coverage", "Concept coverage of a bank against a syllabus inventory."),
    "generate": ("psyexam.cli.concepts_cmd:generate", "Generate questions for every concept of an inventory, with checks."),
    "review": ("psyexam.cli.concepts_cmd:review", "Expert review of generated questions; publish a concept-complete bank."),
    "build": ("psyexam.cli.build_cmd:build", "Build a clean, leakage-free benchmark from crawled questions."),
    "web": ("psyexam.cli.web_cmd:web", "Browse run folders in a browser: leaderboard, items, side by side."),
    "contamination": ("psyexam.cli.contamination_cmd:contamination",
                      "Find bank questions in a text corpus (n-gram overlap)."),
    "mink": ("psyexam.cli.mink_cmd:mink", "Min-K% Prob and Min-K%++ per item: a model-based contamination signal."),
}


class LazyGroup(click.Group):
    """A group whose subcommands are imported on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(name for name, (target, _) in _COMMANDS.items() if _available(target))

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in _COMMANDS:
            return None
        target, _ = _COMMANDS[name]
        module, attr = target.split(":")
        try:
            return getattr(importlib.import_module(module), attr)
        except ModuleNotFoundError as e:
            if e.name and e.name.startswith("psyexam.cli"):
                return None
            raise

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(n, h) for n, (t, h) in sorted(_COMMANDS.items()) if _available(t)]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


def _available(target: str) -> bool:
    return importlib.util.find_spec(target.split(":")[0]) is not None


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="psyexam")
def cli() -> None:
    """psyexam: how well do language models know and apply psychology, in Chinese?"""


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the CLI, printing user errors as one line without a traceback."""
    try:
        rv = cli.main(args=argv, prog_name="psyexam", standalone_mode=False)
    except PsyexamError as e:
        click.echo(f"psyexam: error: {e}", err=True)
        return e.exit_code
    except (click.exceptions.Abort, KeyboardInterrupt):
        click.echo("psyexam: interrupted; answers already received are saved, "
                   "and the same command resumes from them", err=True)
        return 130
    except click.ClickException as e:
        e.show()
        return e.exit_code
    except click.exceptions.Exit as e:
        return e.exit_code
    return rv if isinstance(rv, int) else 0


if __name__ == "__main__":
    sys.exit(main())
