"""This computer's address on the local network, as a phone on the same Wi-Fi reaches it."""

from __future__ import annotations

import socket

PROBE = ("192.0.2.1", 9)
"""A documentation address (RFC 5737): connecting a UDP socket only picks a route, and
sends nothing."""


def lan_address() -> str:
    """The local address the system would use to reach another network ("127.0.0.1" when
    there is no network)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(PROBE)
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def reachable(address: str) -> bool:
    """Whether a phone could open `address` (a host, with or without its port): never this
    computer's own loopback, which on a phone is the phone itself."""
    host = address.rsplit(":", 1)[0] if address.count(":") == 1 else address
    host = host.strip("[]").lower()
    return bool(host) and not (host.startswith("127.") or host in ("localhost", "::1", "0.0.0.0"))
