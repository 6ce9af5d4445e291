"""Human ratings: import, per-item aggregation, inter-rater agreement, and agreement with the judge."""

from psyexam.ratings.aggregate import METHODS, Aggregated, aggregate_scores, choice_table, score_tables
from psyexam.ratings.records import (
    ChoiceRating,
    RatingsError,
    RatingSet,
    ScoreRating,
    load_imported,
    parse_ratings,
    save_imported,
)
from psyexam.ratings.report import judge_vs_humans, ratings_report

__all__ = [
    "METHODS", "Aggregated", "ChoiceRating", "RatingSet", "RatingsError", "ScoreRating", "aggregate_scores",
    "choice_table", "judge_vs_humans", "load_imported", "parse_ratings", "ratings_report", "save_imported",
    "score_tables",
]
