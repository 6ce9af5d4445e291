import json

import pytest


def write_bank(path, n_subjects=3, per_subject=6, train_per_subject=3):
    """A small generic-format bank: single and multi items over a few subjects, plus train shots."""
    rows = []
    letters = "ABCD"
    for s in range(n_subjects):
        subject = f"科目{s}"
        for i in range(per_subject + train_per_subject):
            split = "train" if i < train_per_subject else "test"
            multi = i % 3 == 2
            answer = "AC" if multi else letters[(s + i) % 4]
            rows.append({
                "id": f"s{s}-{i}", "question": f"{subject}的第{i}题：下列哪一项正确？",
                "type": "multi" if multi else "single", "part": "CA" if i % 4 == 3 else "KG",
                "ca_category": "diagnosis" if i % 4 == 3 else None,
                "options": {"A": f"甲{i}", "B": f"乙{i}", "C": f"丙{i}", "D": f"丁{i}", "E": ""},
                "answer": answer, "exam": "GEE", "subject": subject, "chapter": f"第{i % 2}章",
                "split": split, "explanation": f"SECRET-EXPLANATION-{s}-{i}",
            })
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def small_bank(tmp_path):
    return str(write_bank(tmp_path / "bank.jsonl"))
