"""The laptop's address on the local network, the one a phone on the same
Wi-Fi reaches it at.

Connecting a UDP socket sends nothing: it only asks the system which of its
addresses it would send from, which is the address of the network with the
way out (the Wi-Fi or the cable). The host's own names come second, for a
network with no way out.
"""

from __future__ import annotations

import ipaddress
import socket

PROBE = "198.51.100.1"
"""Where the UDP socket is pointed (a documentation address, RFC 5737).
Nothing is sent to it; any address outside this machine would do."""


def usable(address: str | None) -> bool:
    """True for an IPv4 address a phone could reach: not the machine's own
    loopback, not unspecified, not link-local.

    >>> [usable(a) for a in ("192.168.1.23", "10.0.0.5", "127.0.0.1", "0.0.0.0", "169.254.3.4", None)]
    [True, True, False, False, False, False]
    """
    if not address:
        return False
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return not (ip.is_loopback or ip.is_unspecified or ip.is_link_local or ip.is_multicast)


def local_address() -> str | None:
    """The IPv4 address of this machine on its local network, or None when
    it is on none (no Wi-Fi, no cable). Sends no packet."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect((PROBE, 9))
            address = probe.getsockname()[0]
        if usable(address):
            return address
    except OSError:  # no route at all
        pass
    try:
        names = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        return None
    return next((address for address in names if usable(address)), None)
