"""``python -m gocount_gui [FILE]`` opens the window."""

import sys

from .app import main

sys.exit(main())
