import json

import pytest

from psyexam.cli import main
from psyexam.errors import PsyexamError
from psyexam.judge import ArenaOptions, JudgeOptions, arena
from tests.judge.conftest import make_run


@pytest.fixture
def two_runs(tmp_path):
    # the "good" model echoes the prompt (so its answer contains the question), the other says "mock answer"
    good = make_run(tmp_path, "good", model="mock:echo")
    weak = make_run(tmp_path, "weak", model="mock")
    return good, weak


def _judge(replies):
    return JudgeOptions("mock", extra={"responses": replies})


def test_consistent_verdicts_rank_the_better_model(tmp_path, two_runs):
    # the judge recognises the echoed answer (it starts like the question prompt) wherever it is shown
    replies = {"【回答A】\n以下是": "结论：A", "【回答B】\n以下是": "结论：B"}
    result = arena(list(two_runs), tmp_path / "arena", _judge(replies), ArenaOptions(bootstrap=100))
    r = result.report
    assert r["comparisons"] == 4 and r["inconsistent"] == 0 and not r["judge_failures"]
    assert r["elo"]["ratings"][0]["model"] == "mock:echo"
    assert r["points"][0] == {"model": "mock:echo", "points": 4.0, "wins": 4, "ties": 0, "losses": 0}
    assert "pseudo-ties" in r["bradley_terry"]["note"]  # one model never lost: no finite MLE
    m = r["win_matrix"]
    good, weak = m["models"].index("mock:echo"), m["models"].index("mock")
    assert m["fraction"][good][weak] == 1.0 and m["fraction"][weak][good] == 0.0
    assert (tmp_path / "arena" / "win_matrix.png").stat().st_size > 1000
    lines = (tmp_path / "arena" / "battles.jsonl").read_text().splitlines()
    assert len(lines) == 4


def test_position_bias_counts_as_tie(tmp_path, two_runs):
    result = arena(list(two_runs), tmp_path / "arena", _judge({"【回答A】": "结论：A"}), ArenaOptions(bootstrap=50))
    r = result.report
    assert r["inconsistent"] == 4 and r["outcomes"]["tie"] == 4
    assert all(c.forward == "A" and c.backward == "B" for c in result.comparisons)
    assert {p["points"] for p in r["points"]} == {2.0}


def test_both_bad_and_failures(tmp_path, two_runs):
    replies = {"条件反射": "结论：都不好", "遗忘曲线": "两个都可以吧", "心理健康": "结论：平局"}
    r = arena(list(two_runs), tmp_path / "arena", _judge(replies), ArenaOptions(bootstrap=50)).report
    assert r["outcomes"]["both_bad"] == 1 and r["outcomes"]["tie"] == 1
    assert len(r["judge_failures"]) == 2  # unreadable replies: listed, not ranked
    assert r["battles"] == 2
    assert all("no verdict" in f["error"] for f in r["judge_failures"])


def test_resume_and_manifest(tmp_path, two_runs):
    replies = {"【回答A】\n以下是": "结论：A", "【回答B】\n以下是": "结论：B"}
    arena(list(two_runs), tmp_path / "arena", _judge(replies), ArenaOptions(bootstrap=20))
    again = arena(list(two_runs), tmp_path / "arena", _judge(replies), ArenaOptions(bootstrap=20)).report
    assert again["manifest"]["calls"]["made"] == 0 and again["manifest"]["calls"]["reused"] == 8
    assert again["manifest"]["judge"]["spec"] == "mock" and again["manifest"]["prompt_fingerprint"]


def test_needs_two_runs_sharing_items(tmp_path, two_runs):
    with pytest.raises(PsyexamError, match="at least two"):
        arena([two_runs[0]], tmp_path / "a", _judge({}))


def test_cli(tmp_path, two_runs, capsys):
    replies = json.dumps({"【回答A】\n以下是": "结论：A", "【回答B】\n以下是": "结论：B"}, ensure_ascii=False)
    rc = main(["arena", *map(str, two_runs), "--judge", "mock", "--out", str(tmp_path / "ar"), "--k", "16",
               "--initial", "1500", "--bootstrap", "50", "--json", "--backend-option", f"responses={replies}"])
    assert rc == 0
    report = json.loads(capsys.readouterr().out)
    top = report["elo"]["ratings"][0]
    assert top["model"] == "mock:echo" and top["rating"] > 1500
    assert report["manifest"]["arena"]["k"] == 16
