"""Copies of the stored run folders, safe to change."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.runs.folders import copy_run


@pytest.fixture
def v0_mock(tmp_path) -> Path:
    return copy_run("v0_mock", tmp_path)


@pytest.fixture
def v0_majority(tmp_path) -> Path:
    return copy_run("v0_majority", tmp_path)
