"""A real ``psyexam server start`` process on a free 127.0.0.1 port, for live tests and the load bench."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cli(*args: str) -> subprocess.CompletedProcess:
    """Run the psyexam CLI in a fresh process."""
    return subprocess.run([sys.executable, "-m", "psyexam", *args], capture_output=True, text=True, env=_env(), timeout=120)


class LiveServer:
    """Start on enter, SIGTERM (or ``kill()``: SIGKILL) on exit."""

    def __init__(self, db: str, *extra: str, port: int | None = None):
        self.db, self.extra, self.port = db, extra, port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> LiveServer:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "psyexam", "server", "start", "--db", self.db, "--port", str(self.port),
             "--log-level", "warning", *self.extra],
            env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.proc.stderr.read().decode()[-2000:]}")
            try:
                if httpx.get(self.url + "/api/v1/leaderboard", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError("server did not start in 60 s")

    def kill(self) -> None:
        """SIGKILL the whole process group (workers included): nothing gets to clean up."""
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()

    def __exit__(self, *exc) -> None:
        self.stop()


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT / "src"), env.get("PYTHONPATH", "")) if p)
    return env
