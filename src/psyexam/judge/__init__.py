"""LLM judges: grading open answers against references, and pairwise arenas."""

from psyexam.judge.arena import ArenaOptions, ArenaResult, Comparison, arena, arena_async, rankings_dict
from psyexam.judge.calls import JudgeOptions
from psyexam.judge.grade import JudgedItem, Judgements, judge_run, judge_run_async, load_judgements
from psyexam.judge.parse import Parsed, parse_dimensions, parse_score, parse_verdict
from psyexam.judge.rubrics import DIMENSIONS, RUBRICS, Dimension, Rubric, get_rubric, list_rubrics, load_rubric

__all__ = [
    "DIMENSIONS", "RUBRICS", "ArenaOptions", "ArenaResult", "Comparison", "Dimension", "JudgeOptions",
    "JudgedItem", "Judgements", "Parsed", "Rubric", "arena", "arena_async", "get_rubric", "judge_run",
    "judge_run_async", "list_rubrics", "load_judgements", "load_rubric", "parse_dimensions", "parse_score", "parse_verdict", "rankings_dict",
]
