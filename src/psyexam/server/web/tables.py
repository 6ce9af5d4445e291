"""Every table of the web pages, imported so the service's ``create_all`` makes them too."""

from __future__ import annotations

from psyexam.server.web.accounts import AdminAudit, User, WebSession

__all__ = ["AdminAudit", "User", "WebSession"]
