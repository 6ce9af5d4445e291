"""Helpers for the fuzz tests: drive the CLI entry point and capture what it prints."""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass
from pathlib import Path

from hypothesis import strategies as st

from psyexam.cli import main


@dataclass(frozen=True)
class Outcome:
    """Exit code and captured output of one CLI call."""

    rc: int
    out: str
    err: str

    def assert_clean(self, *allowed: int) -> None:
        """No traceback, an allowed exit code, and an error that fits on one line."""
        assert "Traceback" not in self.err and "Traceback" not in self.out, self.err[-2000:]
        assert self.rc in allowed, (self.rc, self.err[-2000:])
        for line in self.err.splitlines():
            if line.startswith("psyexam: error:"):
                assert len(line) < 2000


def cli(*args: object) -> Outcome:
    """Run ``psyexam ARGS`` through ``psyexam.cli.main``; any exception escaping it fails the test."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main([str(a) for a in args])
    return Outcome(rc, out.getvalue(), err.getvalue())


def write(path: Path, data: bytes | str) -> Path:
    """Write bytes, or text as UTF-8 keeping lone surrogates (as a broken encoder would)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass"))
    return path


# Text with the awkward parts over-represented: NUL, lone surrogates, separators, CJK.
awkward_text = st.text(
    alphabet=st.one_of(
        st.characters(codec=None),
        st.sampled_from(["\x00", "\ud800", "\udfff", "\u2028", "\u0085", "\r", "\n", "\"", "\\", ",", "{", "[", "心"]),
    ),
    max_size=60,
)

# JSON values, including deep ones, as text; numbers include literals Python cannot hold.
_number_literal = st.sampled_from(["1e400", "-1e400", "NaN", "Infinity", "1" * 5000, "-0", "1E-400", "0.5"])
json_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), awkward_text)


def _dump(value: object) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)


json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.sampled_from(["id", "question", "type", "options", "answer", "A", "B",
                                                             "item", "rater", "score", "choice", "qtype", "correct"]),
                                            inner, max_size=5)),
    max_leaves=12,
).map(_dump)

json_lines = st.one_of(
    json_values,
    _number_literal.map(lambda n: '{"id": "x", "question": "q", "type": "single", "score": ' + n + "}"),
    st.integers(1, 3000).map(lambda d: "[" * d + "]" * d),
    st.integers(1, 3000).map(lambda d: '{"a":' * d + "1" + "}" * d),
    awkward_text,
)
