"""Figures (PNG/SVG, CJK glyphs present), the self-contained HTML, and a real browser render."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile

import numpy as np
import pytest

from psyexam.plotting.fonts import cjk_font, missing_glyphs
from psyexam.report.aggregate import Settings, build_report
from psyexam.report.compare import compare_runs
from psyexam.report.html import render
from psyexam.report.leaderboard import build_board
from psyexam.report.load import load_run
from psyexam.report.plots import all_plots, syllabus_order
from tests.report.runfolders import standard_run

FAST = Settings(resamples=500)
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    base = tmp_path_factory.mktemp("runs")
    runs = [load_run(standard_run(base / "a", model="m1")), load_run(standard_run(base / "b", model="m2"))]
    return runs, [build_report(r, FAST) for r in runs]


def test_cjk_font_covers_every_label(reports):
    _, reps = reports
    labels = "".join(g.key for rep in reps for gs in rep.groups.values() for g in gs)
    assert re.search(r"[\u4e00-\u9fff]", labels)
    assert missing_glyphs(cjk_font().path, labels) == set()


def test_all_plots_written(reports, tmp_path):
    runs, reps = reports
    comp = compare_runs(runs, resamples=200)
    paths = all_plots(reps, tmp_path, comp)
    stems = {p.stem for p in paths}
    assert stems == {"subjects", "exams_categories", "concepts", "pvalues"}
    assert {p.suffix for p in paths} == {".png", ".svg"}
    for p in paths:
        assert p.stat().st_size > 2000
    import matplotlib.image as mpimg

    img = mpimg.imread(tmp_path / "subjects.png")
    assert img.std() > 0.05  # not a blank canvas


def test_syllabus_order_groups_interleaved_chapters(reports):
    _, reps = reports
    assert syllabus_order(reps[:1]) == [("第一章 感知", "感觉"), ("第一章 感知", "知觉"), ("第二章 记忆", "记忆")]


def test_plots_skip_what_the_data_lacks(tmp_path):
    from tests.report.runfolders import outcomes, write_run

    rep = build_report(load_run(write_run(tmp_path / "r", outcomes("10", exam=None))), FAST)
    paths = all_plots([rep], tmp_path / "plots")
    assert {p.stem for p in paths} == {"subjects"}


@pytest.fixture(scope="module")
def html_file(reports, tmp_path_factory):
    runs, reps = reports
    out = tmp_path_factory.mktemp("html")
    comp = compare_runs(runs, resamples=200)
    figures = [(p, p.stem) for p in all_plots(reps, out / "plots", comp) if p.suffix == ".png"]
    text = render(reps, board=build_board(runs), comparison=comp, figures=figures)
    path = out / "report.html"
    path.write_text(text, encoding="utf-8")
    return path


def test_html_is_self_contained(html_file):
    text = html_file.read_text(encoding="utf-8")
    assert not re.search(r"""(src|href)\s*=\s*["']?\s*(https?:)?//""", text, re.I)
    assert "url(http" not in text and "@import" not in text
    assert text.count("data:image/png;base64,") == 4
    assert "@font-face" in text and "data:font/otf;base64," in text
    for needle in ("Leaderboard", "Paired comparison", "Manifests", "普通心理学", "Failed items",
                   "Unparsed answers", "fp-demo", "HTTP 500"):
        assert needle in text


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_html_renders_in_headless_chromium(html_file, tmp_path):
    shot = tmp_path / "shot.png"
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           f"--user-data-dir={tempfile.mkdtemp()}", f"--screenshot={shot}", "--window-size=1280,2000",
           html_file.as_uri()]
    subprocess.run(cmd, capture_output=True, timeout=120, check=False, cwd=tmp_path)
    assert shot.exists() and shot.stat().st_size > 20_000
    import matplotlib.image as mpimg

    img = np.asarray(mpimg.imread(shot))
    assert img.shape[0] >= 1000 and img.shape[1] >= 1000
    assert img[..., :3].std() > 0.05  # something was drawn, not a blank page
