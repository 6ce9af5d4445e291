"""Build src/psyexam/bank/data/demo.jsonl from the subject modules in this folder.

Usage: python scripts/demo_bank/build.py [--check]
``--check`` exits 1 when the shipped file differs from what the sources produce.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET = HERE.parents[1] / "src" / "psyexam" / "bank" / "data" / "demo.jsonl"
MODULES = ("s_gen", "s_dev", "s_soc", "s_edu", "s_exp", "s_stat", "s_per", "s_abn", "s_cou", "s_cli")


def records() -> list[dict[str, object]]:
    """Every item of every subject module, in module then item order."""
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    from tags import TAGS, extra

    out: list[dict[str, object]] = []
    for name in MODULES:
        mod = importlib.import_module(name)
        out.extend(item.record(mod.SUBJECT) for item in mod.ITEMS)
    for rec in out:
        if (tags := extra(str(rec["id"]))) is not None:
            rec["extra"] = tags
    missing = set(TAGS) - {r["id"] for r in out}
    if missing:
        raise SystemExit(f"tags.py names unknown items: {sorted(missing)}")
    return out


def render() -> str:
    """The JSONL text: one compact UTF-8 object per line."""
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records())


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == text
        print("up to date" if same else f"{TARGET} is out of date; rerun without --check")
        return 0 if same else 1
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {len(text.splitlines())} items to {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
