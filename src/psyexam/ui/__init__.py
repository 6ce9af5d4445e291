"""Terminal display: progress bars and tables for the command line, on top of every stage."""
