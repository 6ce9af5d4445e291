"""The exam-bank service: fresh, never-repeated exams for each organisation, one question at a time.

``create_app(settings)`` builds the one FastAPI app (API v1 now, pages later) on the
one database layer in ``psyexam.server.db``. Nothing is imported here, so that the
client side of psyexam never loads FastAPI or SQLAlchemy.
"""
