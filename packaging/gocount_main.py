"""The bundle's entry point: the ``gocount`` command, frozen.

PyInstaller starts here; everything else is the gocount_gui package, which
checks the system libraries before it loads Qt.
"""

import multiprocessing
import sys

from gocount_gui.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the desk's worker processes start as this program too
    sys.exit(main())
