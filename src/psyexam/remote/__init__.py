"""Taking an exam that a psyexam server hands out one question at a time."""
