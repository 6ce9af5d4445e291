"""The service's settings: one typed record, passed to ``create_app`` or to worker processes as JSON."""

from __future__ import annotations

import os

from pydantic import BaseModel, ConfigDict, Field

from psyexam.errors import PsyexamError

ENV_VAR = "PSYEXAM_SERVER_SETTINGS"
"""Worker processes started by uvicorn read their settings from this variable (JSON)."""


class Settings(BaseModel):
    """Which bank to serve, where the state lives, and the operating limits."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    db_url: str
    bank: str = "demo"
    split: str | None = None
    qtypes: tuple[str, ...] = ("single", "multi")
    part: str | None = None
    exam: str | None = None
    subject: str | None = None
    max_size: int = Field(200, ge=1)
    """The most questions one exam may have."""
    rate_limit: str = "300/minute"
    """Requests per organisation, in the ``limits`` notation (per worker process: see docs/server.md)."""
    time_limit: float | None = Field(None, gt=0)
    """Seconds an exam stays open after it is created; unanswered questions then count as wrong."""
    cors_origins: tuple[str, ...] = ()
    """Origins allowed by CORS; empty (the default) sends no CORS headers at all."""
    max_body: int = Field(64 * 1024, ge=1024)
    """Largest request body accepted, in bytes."""
    pool_size: int = Field(10, ge=1)
    """Database connections per worker (PostgreSQL)."""
    web: bool = True
    """Serve the web pages beside the API."""
    runs: tuple[str, ...] = ()
    """Run folders (or folders of them) the leaderboard and run browser show."""
    review_db: str | None = None
    """The concepts review database (review.sqlite) the question-review pages work on."""

    def to_env(self) -> dict[str, str]:
        """The environment a worker process needs to rebuild these settings."""
        return {ENV_VAR: self.model_dump_json()}

    @classmethod
    def from_env(cls) -> Settings:
        """The settings a parent process left in ``PSYEXAM_SERVER_SETTINGS``."""
        raw = os.environ.get(ENV_VAR)
        if not raw:
            raise PsyexamError(f"{ENV_VAR} is not set; start the service with `psyexam server start`")
        return cls.model_validate_json(raw)


def normalise_db_url(url: str) -> str:
    """A SQLAlchemy URL: a bare path means SQLite, ``postgresql://`` means psycopg 3."""
    url = url.strip()
    if not url:
        raise PsyexamError("--db needs a database URL or a SQLite file path")
    if "://" not in url:
        return f"sqlite:///{url}"
    for plain in ("postgresql://", "postgres://"):
        if url.startswith(plain):
            return "postgresql+psycopg://" + url[len(plain):]
    return url
