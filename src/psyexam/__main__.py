import sys

from psyexam.cli import main

sys.exit(main())
