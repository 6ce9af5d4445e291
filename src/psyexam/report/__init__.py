"""Reports of evaluation runs: groupings with intervals, leaderboards, plots, HTML, paired comparisons."""
