"""What a desk worker runs in the tests of a worker that dies: it counts
as :func:`gocount_gui.desk.count_files` does, but a file named
``*kill-once*`` kills its worker process the first time it is counted
(a marker file beside it remembers), and a file named ``*kill-always*``
every time. It is a module of its own so that worker processes can
import it."""

import os
import signal
from pathlib import Path

from gocount_gui.desk import count_files


def count_or_die(paths, folder=None, seconds=None):
    for path in paths:
        name = Path(path).name
        marker = Path(path).with_suffix(".killed")
        if "kill-always" in name or ("kill-once" in name and not marker.exists()):
            marker.touch()
            os.kill(os.getpid(), signal.SIGKILL)
    return count_files(paths, folder, seconds)
