"""The win-fraction matrix as a heatmap (PNG)."""

from __future__ import annotations

from pathlib import Path

import numpy as np


def _rc() -> dict:
    """The CJK font settings of the report package when available (model labels may be Chinese)."""
    try:
        from psyexam.plotting.fonts import rc
    except ImportError:
        return {}
    try:
        return rc()
    except Exception:  # no CJK font: Latin labels still draw; Chinese ones show as boxes
        return {}


def plot_win_matrix(matrix: dict, path: Path) -> Path:
    """Draw ``matrix`` (a WinMatrix dict: row model's share of wins against the column model)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    models = matrix["models"]
    frac = np.array([[np.nan if v is None else v for v in row] for row in matrix["fraction"]], dtype=float)
    n = len(models)
    with plt.rc_context(_rc()):
        fig, ax = plt.subplots(figsize=(1.2 * n + 3, 1.0 * n + 2.5))
        im = ax.imshow(frac, cmap="RdBu", vmin=0.0, vmax=1.0)
        ax.set_xticks(range(n), models, rotation=30, ha="right")
        ax.set_yticks(range(n), models)
        for i in range(n):
            for j in range(n):
                games = matrix["battles"][i][j]
                text = "—" if not games else f"{frac[i, j]:.2f}\n(n={games})"
                ax.text(j, i, text, ha="center", va="center", fontsize=9)
        ax.set_xlabel("opponent")
        ax.set_ylabel("model")
        ax.set_title("Share of battles won (ties count half)")
        fig.colorbar(im, ax=ax, fraction=0.046)
        fig.tight_layout()
        fig.savefig(path, dpi=120)
        plt.close(fig)
    return path
