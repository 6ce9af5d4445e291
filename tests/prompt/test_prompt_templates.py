"""Template loading: built-ins, user TOML files and their errors."""

from __future__ import annotations

import pytest

from psyexam.bank.records import QType
from psyexam.errors import PsyexamError
from psyexam.prompt import TemplateError, build_prompt, get_template, list_templates


def test_builtins_listed_and_loadable():
    names = list_templates()
    assert {"plain", "expert", "conceptpsy"} <= set(names)
    for name in names:
        t = get_template(name)
        assert t.name == name and t.description
        for qtype in QType:
            section = t.section(qtype)
            assert section.header and "{subject}" in section.header
        assert t.single.cue == t.multi.cue == "答案："


def test_fingerprints_differ_and_are_stable():
    prints = {get_template(n).fingerprint() for n in list_templates()}
    assert len(prints) == len(list_templates())
    assert get_template("plain").fingerprint() == get_template("plain").fingerprint()


def test_unknown_name_names_the_builtins():
    with pytest.raises(TemplateError, match="plain") as e:
        get_template("nosuch")
    assert isinstance(e.value, PsyexamError)


def test_custom_template_overrides_only_what_it_sets(tmp_path, make_q):
    path = tmp_path / "mine.toml"
    path.write_text(
        'system = "你是一位心理学老师。{不是占位符}"\nshots = 3\n'
        '[single]\nheader = "【{subject}】单选题"\n',
        encoding="utf-8",
    )
    t = get_template(str(path))
    plain = get_template("plain")
    assert t.name == "mine" and t.shots == 3
    assert t.system == "你是一位心理学老师。{不是占位符}"  # literal: the system text is never formatted
    assert t.single.header == "【{subject}】单选题" and t.single.ask == plain.single.ask
    assert t.multi == plain.multi and t.qa == plain.qa
    p = build_prompt(make_q(subject="人格心理学"), t)
    assert p.messages[0].role == "system"
    assert p.messages[1].content.startswith("【人格心理学】单选题\n\n")


def test_custom_template_from_expert_base(tmp_path):
    path = tmp_path / "e.toml"
    path.write_text('base = "expert"\nname = "expert-5"\nshots = 5\n', encoding="utf-8")
    t = get_template(str(path))
    expert = get_template("expert")
    assert t.name == "expert-5" and t.shots == 5 and t.system == expert.system
    assert t.fingerprint() != expert.fingerprint()


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ('shots = "five"\n', "shots"),
        ("shots = -1\n", "shots"),
        ('colour = "red"\n', "unknown key 'colour'"),
        ('[single]\nfooter = "x"\n', "single.footer"),
        ('[single]\nheader = "{subjekt}考试"\n', "{subjekt}"),
        ('[multi]\nheader = "{subject"\n', "multi.header"),
        ('option = "{letter}) {txt}"\n', "{txt}"),
        ('[single]\ncue = ""\n', "single.cue"),
        ('base = "nosuch"\n', "base 'nosuch'"),
        ('shot_explanations = "yes"\n', "shot_explanations"),
        ("system = [1, 2]\n", "system"),
        ("single = 3\n", "single"),
        ('header = "x\n', "invalid TOML"),
    ],
)
def test_bad_template_files(tmp_path, content, needle):
    path = tmp_path / "bad.toml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(TemplateError) as e:
        get_template(str(path))
    message = str(e.value)
    assert needle in message and str(path) in message and "\n" not in message


def test_missing_file(tmp_path):
    with pytest.raises(TemplateError, match="not found"):
        get_template(str(tmp_path / "absent.toml"))
