"""Fixtures for the build stage; a stand-in de-duplicator where ``psyexam.build.dedup`` is absent."""

from __future__ import annotations

import importlib
import sys

import pytest


def _install_standin() -> None:
    try:
        importlib.import_module("psyexam.build.dedup")
    except ModuleNotFoundError:
        from tests.build import standin_dedup

        sys.modules["psyexam.build.dedup"] = standin_dedup
        import psyexam.build

        psyexam.build.dedup = standin_dedup  # type: ignore[attr-defined]


_install_standin()


@pytest.fixture
def raw_dir(tmp_path):
    """A folder for raw crawl files."""
    d = tmp_path / "raw"
    d.mkdir()
    return d
