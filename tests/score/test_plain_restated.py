"""An option's text stated under markup, a Latin gloss, an explaining dash or another dash (``plain_restated``)."""

from psyexam.score.extract import extract_choice
from psyexam.score.plain_restated import plainly

OPTIONS = {"A": "詹姆斯一兰格理论", "B": "坎农一巴德学说", "C": "双眼线索", "D": "组块"}


def _read(reply: str) -> frozenset[str] | None:
    return extract_choice(reply, OPTIONS, "single").letters


def test_plainly_unwraps_only_option_texts() -> None:
    assert plainly("### 组块\n\n依赖**双眼线索**(binocular cues)", {"c": "双眼线索", "d": "组块"}) == "组块\n\n依赖双眼线索"
    assert plainly("**注意**", {"d": "组块"}) == "**注意**"


def test_near_misses_stay_unread() -> None:
    assert _read("可能是**组块**——即把小单位组合起来。") is None
    assert _read("**组块**——这是干扰项，不选。") is None
    assert _read("### 组块\n\n把小单位组合起来。不过双眼线索也") is None
    assert _read("### 詹姆斯-兰格理论\n\n先有生理反应。\n\n### 坎农-巴德学说\n\n同时发生。") is None


def test_heading_gloss_and_dash_read() -> None:
    assert _read("### 组块\n\n把小单位组合成较大的有意义单位。") == frozenset("D")
    assert _read("**双眼线索**（binocular cues）——即两眼视差和辐合。") == frozenset("C")
    assert _read("詹姆斯-兰格理论——即先有生理反应，然后才有情绪。") == frozenset("A")


def test_letters_or_a_doubt_after_the_dash_stay_unread() -> None:
    assert _read("这是**组块**——即选项D或C。") is None
    assert _read("詹姆斯-兰格理论（A）；坎农-巴德学说则是另一回事（B）。") is None
    assert _read("**组块**——这种说法并不准确，还要看复述。") is None
