"""A small async client of the exam service's API v1, retrying what is worth retrying."""

from __future__ import annotations

import asyncio
from types import TracebackType
from typing import Any

import httpx

from psyexam.errors import PsyexamError

_RETRY_STATUS = {429, 502, 503, 504}
ATTEMPTS = 6


class ExamClient:
    """Bearer-authenticated calls to ``URL/api/v1``; refusals become one-line ``PsyexamError``s."""

    def __init__(self, url: str, token: str, *, timeout: float = 60.0, transport: httpx.AsyncBaseTransport | None = None):
        self.base = url.rstrip("/") + "/api/v1"
        self._http = httpx.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=timeout,
                                       transport=transport)

    async def __aenter__(self) -> ExamClient:
        return self

    async def __aexit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        await self._http.aclose()

    async def create_exam(self, size: int, model: str) -> dict:
        """A new exam: ``{"exam_id", "size"}``."""
        return await self._call("POST", "/exams", {"size": size, "model": model})

    async def question(self, exam_id: str) -> dict:
        """The current question, or ``{"done": true}``."""
        return await self._call("GET", f"/exams/{exam_id}/question")

    async def answer(self, exam_id: str, index: int, answer: str) -> dict:
        """Post the answer to question ``index``."""
        return await self._call("POST", f"/exams/{exam_id}/answers", {"index": index, "answer": answer})

    async def status(self, exam_id: str) -> dict:
        """Progress, and the score once done."""
        return await self._call("GET", f"/exams/{exam_id}")

    async def _call(self, method: str, path: str, body: dict | None = None) -> Any:
        for attempt in range(1, ATTEMPTS + 1):
            try:
                r = await self._http.request(method, self.base + path, json=body)
            except httpx.TransportError as e:
                if attempt == ATTEMPTS:
                    raise PsyexamError(f"cannot reach the exam server at {self.base}: {e!r}") from None
                await asyncio.sleep(min(2 ** attempt, 30))
                continue
            if r.status_code in _RETRY_STATUS and attempt < ATTEMPTS:
                await asyncio.sleep(_wait(r, attempt))
                continue
            if r.status_code >= 400:
                raise PsyexamError(f"exam server: {method} {path}: {r.status_code} {_detail(r)}")
            return r.json()
        raise AssertionError("unreachable")  # pragma: no cover


def _wait(r: httpx.Response, attempt: int) -> float:
    try:
        return min(float(r.headers.get("Retry-After", "")), 60.0)
    except ValueError:
        return float(min(2 ** attempt, 30))


def _detail(r: httpx.Response) -> str:
    try:
        detail = r.json().get("detail")
    except (ValueError, AttributeError):
        detail = None
    return str(detail if detail is not None else r.text[:200])
