"""The same per-shard scan as Ray tasks on a local cluster."""

from __future__ import annotations

import pytest

from psyexam.contamination import Settings, find_contamination

from .conftest import question, write_jsonl

STEM = "下列关于弗洛伊德人格结构理论的说法中正确的是哪一项"


@pytest.mark.slow
@pytest.mark.ci  # the distributed path stays exercised in CI, which installs ray with the test tools
def test_ray_tasks_give_the_local_result(tmp_path):
    ray = pytest.importorskip("ray")
    filler = ["无关的一行文字，说的是别的事情。" * 3] * 300
    write_jsonl(tmp_path / "a.jsonl", filler + [STEM] + filler)
    (tmp_path / "a.jsonl").write_bytes((tmp_path / "a.jsonl").read_bytes() + b"{bad\n")
    (tmp_path / "b.txt").write_text("\n".join(filler + ["前文" + STEM[2:18]]) + "\n")
    qs = [question("q1", STEM), question("q2", "艾宾浩斯遗忘曲线表明遗忘的进程是先快后慢的规律")]
    settings = Settings(corpus=[str(tmp_path)])
    local = find_contamination(qs, settings, shard_bytes=4096).to_json()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        remote = find_contamination(qs, settings, engine="ray", shard_bytes=4096).to_json()
    finally:
        ray.shutdown()
    for r in (local, remote):
        r["summary"].pop("seconds")
    assert remote == local
    assert local["summary"]["contaminated"] == 1 and local["summary"]["bad_lines"] == 1
