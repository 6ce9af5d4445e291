"""Answer statements, joining words and hedges in languages other than Chinese and English."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from psyexam.score.languages import fold
from tests.score.reading import letters_read

MEMORY = {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "工作记忆"}


def read(text: str, qtype: str = "single") -> str | None:
    return letters_read(text, MEMORY, qtype)


@pytest.mark.parametrize(
    ("text", "letters"),
    [
        ("答え：B", "B"),
        ("答えはCです。", "C"),
        ("正解は選択肢Dです。", "D"),
        ("정답: A", "A"),
        ("정답은 C입니다.", "C"),
        ("답: B", "B"),
        ("Réponse : D", "D"),
        ("La bonne réponse est B.", "B"),
        ("Die richtige Antwort ist B.", "B"),
        ("Die Antwort lautet A.", "A"),
        ("La respuesta correcta es la A.", "A"),
        ("La respuesta correcta es la opción C.", "C"),
        ("Ответ: C", "C"),
        ("Правильный ответ — B.", "B"),
        ("La risposta corretta è la A.", "A"),
        ("A resposta correta é a B.", "B"),
        ("Đáp án: C", "C"),
        ("Jawaban yang benar adalah D.", "D"),
        ("Het juiste antwoord is B.", "B"),
        ("Svaret är C.", "C"),
        ("La réponse est donc B.", "B"),
        ("Die Antwort ist also C.", "C"),
        ("Prawidłowa odpowiedź to D.", "D"),
        ("Răspunsul corect este A.", "A"),
        ("คำตอบที่ถูกต้องคือ C", "C"),  # Thai, matched in NFKC
        ("الإجابة الصحيحة هي B", "B"),
        ("Η σωστή απάντηση είναι B.", "B"),
        ("La respuesta no es A, es C.", "C"),  # a correction
        ("Antwort: nicht B, sondern D", "D"),
        ("La réponse D est fausse, la bonne réponse est C.", "C"),
        ("Je choisis B.", "B"),
        ("Elijo la opción A.", "A"),
        ("Bを選びます。", "B"),
        ("B를 선택합니다.", "B"),
        ("Réponse : A.\nMais non, réponse : C.", "C"),  # withdrawn with "mais"
    ],
)
def test_answer_leads_in_other_languages(text, letters):
    assert read(text) == letters


@pytest.mark.parametrize(
    ("text", "letters"),
    [("Resposta: A e C", "AC"), ("Antwort: B und D", "BD"), ("Réponse : A et C", "AC"),
     ("Respuesta: B y D", "BD"), ("Ответ: A и C", "AC"), ("答えはAとCです。", "AC"), ("정답은 A와 C입니다.", "AC"),
     ("AとCを選びます。", "AC"), ("उत्तर: A और C", "AC")],
)
def test_and_in_other_languages_joins_capital_letters(text, letters):
    assert read(text, "multi") == letters


@pytest.mark.parametrize(
    "text",
    [
        "Réponse : peut-être B",
        "La réponse est B, mais peut-être C.",
        "Die Antwort ist B oder C.",
        "Die Antwort ist vielleicht A.",
        "Die Antwort ist nicht B.",
        "La respuesta es A o D.",
        "Respuesta: C (no estoy seguro)",
        "Risposta: B, forse C",
        "Ответ: B или C",
        "答えはBかCです。",
        "答えはBかもしれません。",
        "答え：Bだと思いますが、自信がありません。",
        "정답은 아마 B입니다.",
        "정답은 B일까요?",
        "Đáp án: B hoặc C",
        "Het antwoord is B of C.",
        "La réponse est probablement B, ou peut-être C.",
        "คำตอบคือ B หรือ C",
        "उत्तर: B या C",
        "Odpowiedź: B lub C",
        "Je ne peux pas répondre à cette question.",
        "La réponse D est fausse.",  # an answer named to be rejected
        "Die Antwort B ist falsch.",
        "Ответ B неверен.",
        "答えBは間違いです。",
        "정답 B는 틀렸습니다.",
        "A resposta B está errada.",
        "Bを選びません。",  # not chosen
        "B를 선택하지 않습니다.",
        "答えはBまたはCです。",
        "Je choisis B ou C.",
        "Ответ: A. Ответ: C.",  # answers that disagree
        "Respuesta: A (la B también podría ser correcta).",  # another option called possible
        "Réponse : A, mais C pourrait aussi convenir.",
        "Antwort: A, wobei B auch möglich ist.",
        "Ответ: A, хотя B тоже возможен.",
        "答え：A（Bの可能性もある）",
    ],
)
def test_hedges_negations_and_refusals_in_other_languages_are_not_read(text):
    assert read(text) is None


def test_only_latin_letters_are_answers():
    assert read("Ответ: В") is None  # Cyrillic Ve: Latin B, or the third Russian option?


def test_english_articles_and_of_are_no_hedges():
    assert read("The answer is B because of a reinforcement schedule.") == "B"
    assert read("The answer is A, though B could also be correct.") is None
    assert read("The answer is A. B is impossible here.") == "A"
    assert read("Réponse : A (la seule possible)") == "A"
    assert read("Las opciones de A a D son posibles.", "multi") is None


TRADITIONAL = {"A": "感覺記憶", "B": "短時記憶", "C": "長時記憶", "D": "工作記憶"}


@pytest.mark.parametrize(
    ("text", "letters"),
    [("故選C。", "C"), ("正確答案為：B", "B"), ("選項D正確，其餘錯誤。", "D"), ("答案應該是長時記憶。", "C"),
     ("不選A，選D。", "D"), ("答案是A，不過不確定。", None), ("答案：B，也許是C", None)],
)
def test_traditional_chinese_is_read_as_simplified(text, letters):
    ex = extract_choice(text, TRADITIONAL, "single")
    assert ("".join(sorted(ex.letters)) if ex.letters else None) == letters


def test_fold_changes_only_the_answer_vocabulary():
    assert fold("正確答案：選項B") == "正确答案:选项B"
    assert fold("長時記憶") == "長時記憶"
