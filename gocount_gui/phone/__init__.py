"""From the phone to the laptop: a one-time page on the local network where
a phone sends the photo of a board.

No Qt, like ``vision/``. The parts, one module each:

- ``network``: the laptop's address on the local network, found without
  sending anything, or None when it has none;
- ``page``: the small page the phone opens (one button for the camera or
  the photos, a progress bar, what the laptop answered), and the words it
  says, as translatable Texts;
- ``server``: :class:`PhotoServer`, the standard library's threading HTTP
  server behind a random one-time address, which takes one photo and stops.

The window shows the address as a QR code (``ui/phone_dialog.py``) and
reads the photo that arrives like one opened from a file.
"""

from gocount_gui.phone.network import local_address
from gocount_gui.phone.server import MAX_BYTES, NoNetwork, PhotoServer, photo_kind

__all__ = ["MAX_BYTES", "NoNetwork", "PhotoServer", "local_address", "photo_kind"]
