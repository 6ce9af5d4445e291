"""The human ratings under the leaderboard: item-wise means and blind pairwise rankings."""

from __future__ import annotations

from fastapi import Request

from psyexam.server.web.rating_results import HumanStandings, human_standings


def human_context(request: Request) -> HumanStandings | None:
    """What ``board/_human.html`` shows (``human``), or None while nobody has rated anything."""
    standings = human_standings(request.app.state.service.db)
    return standings if standings.itemwise or standings.pairwise else None
