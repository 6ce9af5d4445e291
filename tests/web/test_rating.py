"""Rating tasks, the item-wise and blind pairwise pages, and their ratings in the ratings report."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from psyexam.errors import PsyexamError
from psyexam.judge.rubrics import get_rubric
from psyexam.ratings import parse_ratings, ratings_report
from psyexam.server.app import create_app
from psyexam.server.settings import Settings
from psyexam.server.web import accounts
from psyexam.server.web.accounts import AdminAudit
from psyexam.server.web.rating_models import RatingAssignment, RatingTask
from psyexam.server.web.rating_results import human_standings, task_ratings
from psyexam.server.web.rating_tasks import TaskSpec, balanced, create_task
from tests.judge.conftest import make_run
from tests.web.test_auth import PASSWORD, csrf_of, run, sign_in

SECRET_A, SECRET_B = "Zeta-Secret-7B", "Omicron-Hidden-3B"
"""Model names stored for the blind task: they must never reach the browser."""


@pytest.fixture
def runs(tmp_path):
    return make_run(tmp_path, "run_qx71", model="mock:echo"), make_run(tmp_path, "run_vw93", model="mock")


@pytest.fixture
def app(tmp_path):
    app = create_app(Settings(db_url=str(tmp_path / "s.sqlite")))
    for name in ("ann", "bo", "cy"):
        accounts.add_user(app.state.service.db, name, "rater", PASSWORD, actor="test")
    return app


def db_of(app):
    return app.state.service.db


def item_task(app, runs, **kw):
    spec = TaskSpec("心理问答 item", [runs[0]], 2, get_rubric("dimensions"), **kw)
    return create_task(db_of(app), spec, actor="test")


def pair_task(app, runs, k=2):
    made = create_task(db_of(app), TaskSpec("blind 1", list(runs), k, get_rubric("dimensions")), actor="test")
    with db_of(app).session() as s:
        s.execute(update(RatingTask).where(RatingTask.id == made.task_id).values(model_a=SECRET_A, model_b=SECRET_B))
    return made


def rater(app, name):
    c = TestClient(app)
    sign_in(c, name)
    return c


def test_each_item_gets_k_distinct_raters_with_balanced_loads():
    plan = balanced(10, ["a", "b", "c"], 2, seed=3)
    assert all(len(set(p)) == 2 for p in plan)
    loads = Counter(r for p in plan for r in p)
    assert max(loads.values()) - min(loads.values()) <= 1 and sum(loads.values()) == 20
    assert plan == balanced(10, ["c", "a", "b"], 2, seed=3)  # seeded, not order-dependent
    with pytest.raises(PsyexamError):
        balanced(3, ["a"], 2, seed=0)


def test_item_task_assigns_every_item_twice_and_is_audited(app, runs):
    made = item_task(app, runs)
    assert (made.kind, made.items, made.assignments, made.raters) == ("item", 4, 8, ["ann", "bo", "cy"])
    with db_of(app).session() as s:
        rows = s.scalars(select(AdminAudit).where(AdminAudit.action == "rating-task")).all()
        assert len(rows) == 1 and json.loads(rows[0].details)["items"] == 4


def test_item_wise_page_scores_five_dimensions_and_moves_on(app, runs):
    made = item_task(app, runs)
    c = rater(app, "ann")
    assert "心理问答 item" in c.get("/rate").text
    r = c.get(f"/rate/task/{made.task_id}")
    assert r.status_code == 200 and "/rate/a/" in str(r.url)
    for dim in ("正确性", "信息量", "流畅性", "逻辑性", "无害性"):
        assert dim in r.text
    assert "参考答案 Reference" in r.text and "Rated 0 / " in r.text
    total = int(re.search(r"Rated 0 / (\d+)", r.text).group(1))
    form = {f"dim_{d}": "4" for d in ("correctness", "informativeness", "fluency", "logic", "harmlessness")}
    r2 = c.post(str(r.url), data={**form, "csrf_token": csrf_of(r.text)})
    assert r2.status_code == 200 and r2.url != r.url and f"Rated 1 / {total}" in r2.text
    back = c.get(str(r.url)).text  # a rated item shows what was given
    assert back.count("checked") == 5


def test_a_missing_dimension_is_refused_and_nothing_is_saved(app, runs):
    made = item_task(app, runs)
    c = rater(app, "ann")
    r = c.get(f"/rate/task/{made.task_id}")
    r2 = c.post(str(r.url), data={"dim_correctness": "5", "dim_fluency": "9", "csrf_token": csrf_of(r.text)})
    assert r2.status_code == 400 and "信息量" in r2.text and "流畅性" in r2.text
    with db_of(app).session() as s:
        assert s.scalar(select(RatingAssignment).where(RatingAssignment.rated_at.is_not(None))) is None


def test_the_reference_can_be_hidden(app, runs):
    made = item_task(app, runs, show_reference=False)
    text = rater(app, "ann").get(f"/rate/task/{made.task_id}").text
    assert "参考答案 Reference" not in text and "艾宾浩斯" not in text and "后天习得" not in text


def test_a_rater_reaches_only_their_own_assignments(app, runs):
    made = item_task(app, runs)
    with db_of(app).session() as s:
        bo_id = s.scalars(select(accounts.User.id).where(accounts.User.name == "bo")).one()
        theirs = s.scalars(select(RatingAssignment.id).where(RatingAssignment.user_id == bo_id)).first()
    c = rater(app, "ann")
    token = csrf_of(c.get("/rate").text)
    assert c.get(f"/rate/a/{theirs}").status_code == 404
    assert c.get("/rate/a/no-such-id").status_code == 404
    assert c.post(f"/rate/a/{theirs}", data={"choice": "left", "csrf_token": token}).status_code == 404
    assert TestClient(app).get(f"/rate/a/{theirs}", follow_redirects=False).status_code == 303  # strangers sign in
    accounts.add_user(db_of(app), "dee", "rater", PASSWORD, actor="test")
    assert rater(app, "dee").get(f"/rate/task/{made.task_id}").status_code == 404  # no assignment in it


def test_blind_pairwise_never_sends_model_names_or_runs(app, runs):
    made = pair_task(app, runs)
    forbidden = [SECRET_A, SECRET_B, "run_qx71", "run_vw93", "mock:echo", str(runs[0].parent)]
    c = rater(app, "ann")
    seen = [c.get("/rate"), c.get(f"/rate/task/{made.task_id}")]
    for _ in range(10):
        r = seen[-1]
        if "/rate/a/" not in str(r.url):
            break
        seen.append(c.post(str(r.url), data={"choice": "left", "csrf_token": csrf_of(r.text)}))
    seen.append(c.get(f"/rate/task/{made.task_id}"))
    assert "All done" in seen[-1].text and len(seen) > 3
    for r in seen:
        body = r.text + json.dumps(dict(r.headers))
        for word in forbidden:
            assert word not in body, (word, str(r.url))


def test_pairwise_sides_are_random_stored_and_choices_kept_in_task_order(app, runs):
    made = pair_task(app, runs, k=3)
    c = rater(app, "ann")
    with db_of(app).session() as s:
        ann = s.scalars(select(accounts.User.id).where(accounts.User.name == "ann")).one()
        mine = s.scalars(select(RatingAssignment).where(RatingAssignment.user_id == ann)).all()
        sides = Counter(s.scalars(select(RatingAssignment.swapped)))
    assert sides[True] and sides[False]  # the first run's answer shows on both sides across assignments
    for a in mine:
        first = c.get(f"/rate/a/{a.id}").text
        assert first == c.get(f"/rate/a/{a.id}").text  # a reload shows the same sides
        c.post(f"/rate/a/{a.id}", data={"choice": "left", "csrf_token": csrf_of(first)})
        assert 'value="left" data-key="1" checked' in c.get(f"/rate/a/{a.id}").text
    with db_of(app).session() as s:
        stored = {a.id: a.choice for a in s.scalars(select(RatingAssignment).where(RatingAssignment.user_id == ann))}
    assert stored == {a.id: ("B" if a.swapped else "A") for a in mine}
    assert made.kind == "pairwise"


def test_pairwise_names_showing_a_model_are_refused(app, runs):
    with pytest.raises(PsyexamError, match="blind"):
        create_task(db_of(app), TaskSpec("mock:echo vs rest", list(runs), 2, get_rubric("dimensions")), actor="t")


def rate_all(app, made, pick):
    for name in ("ann", "bo", "cy"):
        c = rater(app, name)
        r = c.get(f"/rate/task/{made.task_id}")
        while "/rate/a/" in str(r.url):
            r = c.post(str(r.url), data={**pick(name), "csrf_token": csrf_of(r.text)})


def test_ratings_from_the_pages_report_as_a_file_import_does(app, runs, tmp_path):
    made = item_task(app, runs)
    dims = ("correctness", "informativeness", "fluency", "logic", "harmlessness")
    level = {"ann": "5", "bo": "4", "cy": "2"}
    rate_all(app, made, lambda name: {f"dim_{d}": level[name] for d in dims})
    from_db = task_ratings(db_of(app), "心理问答 item")
    assert len(from_db.scores) == 8 * 5 and from_db.raters == ["ann", "bo", "cy"]
    csv = tmp_path / "r.csv"
    csv.write_text("item,rater,dimension,score\n" + "".join(
        f"{r.item},{r.rater},{r.dimension},{r.score:g}\n" for r in from_db.scores), encoding="utf-8")
    from_file = parse_ratings(csv, rubric=get_rubric("dimensions"))
    a, b = ratings_report(from_db), ratings_report(from_file)
    a.pop("source"), b.pop("source")
    assert a == b and "agreement" in a and a["rubric"]["name"] == "dimensions"
    url = str(tmp_path / "s.sqlite")
    out = run(["ratings", "report", "--db", url, "--task", "心理问答 item", "--json"])
    assert out.exit_code == 0 and json.loads(out.output)["items"] == 4
    assert run(["ratings", "report", "--db", url, "--task", "nope"]).exit_code == 2


def test_human_standings_give_item_means_and_pairwise_rankings(app, runs):
    item = item_task(app, runs)
    pair = pair_task(app, runs)
    dims = ("correctness", "informativeness", "fluency", "logic", "harmlessness")
    rate_all(app, item, lambda name: {f"dim_{d}": "3" for d in dims})
    rate_all(app, pair, lambda name: {"choice": "both_bad" if name == "cy" else "left"})
    st = human_standings(db_of(app))
    assert [(r.model, r.items, r.ratings, r.mean) for r in st.itemwise] == [("mock:echo", 4, 8, 3.0)]
    assert st.choices == 8
    elo = {r["model"]: r["rating"] for r in st.pairwise["elo"]["ratings"]}
    assert set(elo) == {SECRET_A, SECRET_B}


def test_rating_task_command(app, runs, tmp_path):
    url = str(tmp_path / "s.sqlite")
    r = run(["server", "rating-task", "t1", "--db", url, "--run", str(runs[0]), "--raters", "1", "--rater", "ann",
             "--limit", "2", "--hide-reference"])
    assert r.exit_code == 0 and "2 items, 2 assignments to 1 raters (ann)" in r.output and "2 over --limit" in r.output
    r = run(["server", "rating-task", "t1", "--db", url, "--run", str(runs[0]), "--raters", "1"])
    assert r.exit_code == 2 and "already exists" in r.output


def test_the_leaderboard_shows_the_human_ratings_once_there_are_some(app, runs):
    c = TestClient(app)
    assert "人工评分 Human ratings" not in c.get("/leaderboard").text
    pair = pair_task(app, runs)
    rate_all(app, pair, lambda name: {"choice": "right"})
    text = c.get("/leaderboard").text
    assert "人工评分 Human ratings" in text and SECRET_A in text and "Bradley–Terry" in text
    wtl = [tuple(map(int, m)) for m in re.findall(r'<td class="num">(\d+)/(\d+)/(\d+)</td>', text)]
    # "right" is the first run's answer only where the sides were swapped: every choice a win for someone
    assert len(wtl) == 2 and sum(w for w, _, _ in wtl) == 8 and all(t == 0 and w + lo == 8 for w, t, lo in wtl)


def test_a_rubric_with_labelled_levels_rates_on_its_own_dimensions(app, runs):
    spec = TaskSpec("llmeval", [runs[0]], 1, get_rubric("llmeval2"))
    made = create_task(db_of(app), spec, actor="test")
    c = rater(app, "ann")
    r = c.get(f"/rate/task/{made.task_id}")
    assert "完全正确" in r.text and "无害性" not in r.text and r.text.count('type="radio"') == 5 + 3 * 3
    form = {"dim_accuracy": "5", "dim_informativeness": "3", "dim_fluency": "3", "dim_logic": "4"}
    assert c.post(str(r.url), data={**form, "csrf_token": csrf_of(r.text)}).status_code == 400  # logic tops at 3
    form["dim_logic"] = "2"
    c.post(str(r.url), data={**form, "csrf_token": csrf_of(r.text)})
    rs = task_ratings(db_of(app), "llmeval")
    assert rs.rubric.name == "llmeval2" and {(s.dimension, s.score) for s in rs.scores} == {
        ("accuracy", 5), ("informativeness", 3), ("fluency", 3), ("logic", 2)}
