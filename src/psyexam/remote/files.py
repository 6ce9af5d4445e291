"""What ``psyexam exam take`` writes into its run folder (model calls go to the shared call store)."""

EXAM_STATE = "exam.json"
"""Which exam this folder takes: server URL, exam id, model spec and name, size."""
EXAM_ANSWERS = "exam_answers.jsonl"
"""One line per answered question: index, question id and hash, prediction, how it was read."""
EXAM_SCORE = "exam_score.json"
"""The server's final status and score of the exam."""
