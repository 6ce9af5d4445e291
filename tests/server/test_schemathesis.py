"""Generated requests against the OpenAPI schema (schemathesis): none may end in a 5xx."""

from __future__ import annotations

import tempfile

import pytest

schemathesis = pytest.importorskip("schemathesis")

from hypothesis import HealthCheck, settings  # noqa: E402
from schemathesis.checks import not_a_server_error  # noqa: E402

from psyexam.server.pool import load_pool  # noqa: E402
from psyexam.server.settings import Settings  # noqa: E402
from psyexam.server.tokens import add_org  # noqa: E402
from tests.server.conftest import make_app  # noqa: E402

EXAMPLES = 30


# schemathesis builds its tests at import time, so the app (on a throw-away SQLite file) is built here too
_DIR = tempfile.mkdtemp(prefix="psyexam-schemathesis-")
_APP = make_app(f"sqlite:///{_DIR}/e.sqlite", load_pool(Settings(db_url="sqlite://")), rate_limit="1000000/minute")
_TOKEN = add_org(_APP.state.service.db, "fuzz")
schema = schemathesis.openapi.from_asgi("/openapi.json", _APP)
served = (_APP, _TOKEN)


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
def test_no_generated_request_gets_a_server_error(case):
    case.call_and_validate(headers={"Authorization": f"Bearer {served[1]}"}, checks=[not_a_server_error])


@schema.parametrize()
@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
def test_replies_conform_to_the_schema(case):
    case.call_and_validate(headers={"Authorization": f"Bearer {served[1]}"})
