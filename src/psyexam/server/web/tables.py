"""Every table of the web pages, imported so the service's ``create_all`` makes them too."""

from __future__ import annotations

from psyexam.server.web.accounts import AdminAudit, User, WebSession
from psyexam.server.web.rating_models import RatingAssignment, RatingItem, RatingTask

__all__ = ["AdminAudit", "RatingAssignment", "RatingItem", "RatingTask", "User", "WebSession"]
