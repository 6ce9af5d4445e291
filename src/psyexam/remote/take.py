"""Putting a psyexam backend through a remote exam, one question at a time, resumably.

Each question is rendered with psyexam's own prompt code (as ``psyexam run`` would ask
it), the model's call goes through the shared call store of the run folder, and the
letters read from the reply are posted. Interrupted, the same command picks the exam
up again: the server holds it at its current question, and a call already made is
read back from the store instead of asked again.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from psyexam.bank import Part, QType, Question
from psyexam.calls import RetryPolicy, Store, StoredCall, call_key, execute
from psyexam.calls.execute import Job
from psyexam.errors import PsyexamError
from psyexam.model.base import Backend
from psyexam.remote.client import ExamClient
from psyexam.remote.files import EXAM_ANSWERS, EXAM_SCORE, EXAM_STATE
from psyexam.remote.protocol import question_hash
from psyexam.run.config import RunConfig


@dataclass(frozen=True)
class TakeOptions:
    """What to take and how: server, model spec and leaderboard name, size, prompt, run folder."""

    url: str
    model: str
    size: int
    out: Path
    name: str | None = None
    prompt: str = "plain"
    pool_bank: str | None = None
    seed: int = 1234
    timeout: float = 120.0
    retries: int = 5


@dataclass
class Answered:
    """One answered question, as the run folder records it."""

    index: int
    question_id: str
    hash: str
    method: str
    prediction: str | None
    extraction: str | None

    def to_dict(self) -> dict:
        return dict(self.__dict__)


def open_model(opts: TakeOptions) -> Backend:
    """The backend for ``opts.model``, opened the one way every stage opens one."""
    from psyexam.model import BackendSettings, BackendSpec

    spec = BackendSpec.parse(opts.model, BackendSettings(timeout=opts.timeout, seed=opts.seed))
    if "answer_pool" not in spec.needs:
        return spec.open()
    if not opts.pool_bank:
        raise PsyexamError(f"the '{spec.name}' baseline needs a bank's train answers: give --pool-bank SPEC (e.g. demo)")
    from psyexam.bank.loaders import load_bank
    from psyexam.run.engine import answer_pool

    return spec.open(answer_pool=answer_pool(load_bank(opts.pool_bank)))


async def take(opts: TakeOptions, token: str, *, backend: Backend | None = None,
               on_answer: Callable[[Answered, int], None] | None = None, client: ExamClient | None = None) -> dict:
    """Take (or resume) the exam and return the server's final status with its score."""
    from psyexam.prompt import get_template

    opts.out.mkdir(parents=True, exist_ok=True)
    owns_backend = backend is None
    backend = backend or open_model(opts)
    template = get_template(opts.prompt)
    store = Store(opts.out)
    api = client or ExamClient(opts.url, token, timeout=opts.timeout)
    try:
        exam_id = await _exam_id(api, opts)
        while True:
            payload = await api.question(exam_id)
            if payload.get("done"):
                break
            done = await _answer_one(api, backend, store, template, opts, exam_id, payload)
            _append(opts.out / EXAM_ANSWERS, done.to_dict())
            if on_answer:
                on_answer(done, int(payload["size"]))
        final = await api.status(exam_id)
        _write_json(opts.out / EXAM_SCORE, final)
        return final
    finally:
        store.close()
        if client is None:
            await api.__aexit__(None, None, None)
        if owns_backend:
            await backend.aclose()


async def _exam_id(api: ExamClient, opts: TakeOptions) -> str:
    path = opts.out / EXAM_STATE
    if path.exists():
        state = json.loads(path.read_text(encoding="utf-8"))
        if state.get("url") != opts.url or state.get("model") != opts.model:
            raise PsyexamError(f"{opts.out} holds an exam of {state.get('model')!r} on {state.get('url')}; "
                               "give another --out for a new one")
        return str(state["exam_id"])
    created = await api.create_exam(opts.size, opts.name or opts.model)
    _write_json(path, {"url": opts.url, "exam_id": created["exam_id"], "model": opts.model,
                       "name": opts.name or opts.model, "size": created["size"], "prompt": opts.prompt})
    return str(created["exam_id"])


async def _answer_one(api: ExamClient, backend: Backend, store: Store, template, opts: TakeOptions,  # type: ignore[no-untyped-def]
                      exam_id: str, payload: dict) -> Answered:
    from psyexam.run.plan import build_request, choose_method
    from psyexam.run.results import score_item_result

    q = to_question(payload)
    if question_hash(q.text, q.options) != payload.get("hash"):
        raise PsyexamError(f"question {payload['index']}: its hash does not match its text and options")
    cfg = RunConfig(model=opts.model, prompt=opts.prompt, seed=opts.seed)
    method = choose_method(q, "auto", backend.capabilities)
    request = build_request(q, method, [], cfg, backend.capabilities, template)
    key = call_key(backend.identity(), request, method)
    call = store.get(key)
    if call is None or call.response is None:
        call = await _ask(backend, store, Job(key, method, request), opts)
    if call.response is None:
        raise PsyexamError(f"question {payload['index']}: the model call failed ({call.error}); "
                           "the same command resumes the exam at this question")
    result = score_item_result(q, method, call)
    await api.answer(exam_id, int(payload["index"]), result.prediction or "")
    return Answered(int(payload["index"]), q.id, str(payload["hash"]), method, result.prediction, result.extraction)


async def _ask(backend: Backend, store: Store, job: Job, opts: TakeOptions) -> StoredCall:
    policy = RetryPolicy(attempts=opts.retries + 1, timeout=opts.timeout)
    await execute(backend, [job], store, concurrency=1, policy=policy)
    call = store.get(job.key)
    return call if call is not None else StoredCall(job.key, job.kind, None, "not answered", 0, None)


def to_question(payload: dict) -> Question:
    """A bank record built from a question payload (no answer: the server keeps it)."""
    try:
        return Question(id=str(payload["question_id"]), text=str(payload["question"]), qtype=QType(payload["type"]),
                        part=Part(payload.get("part") or "KG"), options={str(k): str(v) for k, v in payload["options"].items()},
                        subject=payload.get("subject"))
    except (KeyError, ValueError, AttributeError, TypeError) as e:
        raise PsyexamError(f"the exam server sent a question psyexam cannot read ({e!r})") from None


def _append(path: Path, row: dict) -> None:
    with path.open("a", encoding="utf-8") as f:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")


def _write_json(path: Path, data: dict) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)
