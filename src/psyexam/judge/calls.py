"""Asking the judge: its backend, its options, and calls through the shared call layer."""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from pathlib import Path

from psyexam import calls
from psyexam.calls import CallResult, ExecStats, stats_dict
from psyexam.calls.model_use import ModelUse
from psyexam.model.base import Backend, Request

__all__ = ["CallResult", "JudgeOptions", "ask", "open_judge", "stats_dict"]


@dataclass(frozen=True)
class JudgeOptions(ModelUse):
    """How the judge model is built and called."""

    judge: str
    max_tokens: int = 128
    _: KW_ONLY
    seed: int | None = 1234

    @property
    def model_spec(self) -> str:
        """The judge's backend spec."""
        return self.judge

    def to_dict(self) -> dict:
        """What the manifest records (no secrets: the key's variable name only)."""
        return {
            "judge": self.judge, "max_tokens": self.max_tokens, "seed": self.seed,
            "concurrency": self.concurrency, "timeout": self.timeout, "retries": self.retries,
            "base_url": self.base_url, "api_key_env": self.api_key_env, "extra": self.extra,
        }


def open_judge(opts: JudgeOptions) -> Backend:
    """The judge's backend; it is given no bank data (a judge sees answers, not a bank)."""
    return opts.open()


async def ask(backend: Backend, requests: list[Request], folder: Path, opts: JudgeOptions) -> tuple[list[CallResult], ExecStats]:
    """Every request's reply, asking only for those not already in ``folder``'s store."""
    return await calls.ask(backend, requests, folder, opts.settings())
