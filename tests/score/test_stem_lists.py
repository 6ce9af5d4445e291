"""An opening restating the stem with the options' own texts and letters, the rest setting others aside: read only where
the stem is given, with the near misses that stay unread."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from tests.score.reading import letters_read

GAMES = {"A": "象征性游戏", "B": "创造性游戏", "C": "练习游戏", "D": "有规则游戏", "E": ""}
PIAGET = "皮亚杰根据儿童认知发展阶段把游戏进行了分类，其中包括( )"
SCHOLARS = {"A": "华生", "B": "斯金纳", "C": "桑戴克", "D": "巴甫洛夫", "E": ""}
REFLEX = "通过对狗等动物的训练研究提出条件反射学说的著名学者是（    ）"
LAWS = {"A": "效果律", "B": "练习律", "C": "准备律", "D": "消退律", "E": ""}
NOT_THORNDIKE = "下面哪一条学习规律不是桑代克提出的()"
LISTED = "皮亚杰根据儿童认知发展阶段，把游戏分为：练习游戏（C）、象征性游戏（A）、有规则游戏（D）。"


@pytest.mark.parametrize(
    ("text", "options", "stem", "qtype", "expected"),
    [
        (LISTED + "创造性游戏是按目的性划分的。", GAMES, PIAGET, "multi", "ACD"),
        ("皮亚杰根据儿童认知发展阶段，把游戏分为：\nC. 练习游戏\nA. 象征性游戏\nD. 有规则游戏\n\nB是另一种分法。", GAMES, PIAGET,
         "multi", "ACD"),
        ("训练狗提出条件反射学说的学者是巴甫洛夫（D）。斯金纳研究操作性条件反射。", SCHOLARS, REFLEX, "single", "D"),
        ("不是桑代克提出的学习规律是消退律（D），它来自条件反射研究。", LAWS, NOT_THORNDIKE, "single", "D"),
        # a bullet of a letter and its own text with an English gloss after it
        ("通过对狗等动物的训练研究提出条件反射学说的著名学者是：\n\n* **D. 巴甫洛夫 (Ivan Pavlov)**\n\n**理由：**\n"
         "* 华生（A）和斯金纳（B）是行为主义者，不是这里说的学者。", SCHOLARS, REFLEX, "single", "D"),
        ("提出条件反射学说的著名学者是：\n\n* **D. 华生 (Ivan Pavlov)**", SCHOLARS, REFLEX, "single", None),  # A's text
        ("提出条件反射学说的著名学者是：\n\n* **D. 巴甫洛夫 (Pavlov)**\n\n斯金纳（B）也对。", SCHOLARS, REFLEX, "single", None),
        # near misses
        (LISTED + "不过可能还有创造性游戏。", GAMES, PIAGET, "multi", None),  # a doubt adding another
        (LISTED + "创造性游戏（B）也是。", GAMES, PIAGET, "multi", None),  # another added
        ("训练狗提出条件反射学说的学者是巴甫洛夫（D）和华生（A）。", SCHOLARS, REFLEX, "single", None),  # two for one
        ("皮亚杰根据儿童认知发展阶段的游戏分类不包括：创造性游戏（B）。", GAMES, PIAGET, "multi", None),  # what is not
        ("桑代克提出的学习规律有：效果律（A）、练习律（B）、准备律（C）。", LAWS, NOT_THORNDIKE, "single", None),  # stem asks not
        ("提出条件反射学说的是巴甫洛夫（D）。斯金纳（B）也提出了条件反射学说。", SCHOLARS, REFLEX, "single", None),
        (LISTED + "你问的是哪种分类？", GAMES, PIAGET, "multi", None),  # a question back
    ],
)
def test_stem_led_list(text: str, options: dict[str, str], stem: str, qtype: str, expected: str | None) -> None:
    assert letters_read(text, options, qtype, stem) == expected


def test_no_stem_reads_nothing_by_this_rule() -> None:
    assert extract_choice(LISTED + "创造性游戏是按目的性划分的。", GAMES, "multi").method != "stem-led-list"
