"""The inbox between the phones' server and the table: notes in order, and a still table woken
once for notes that arrive (not once per note: a flood posts one wake)."""

from __future__ import annotations

from tabletop.phones.exchange import Inbox, Joined, Left


def test_the_listener_is_called_once_until_the_table_drains():
    inbox = Inbox()
    woken: list[int] = []
    inbox.listen(lambda: woken.append(1))
    for seat in range(5):
        inbox.put(Joined(seat))
    assert len(woken) == 1
    assert inbox.drain() == [Joined(s) for s in range(5)]
    inbox.put(Left(2))
    assert len(woken) == 2


def test_notes_left_after_a_drain_wake_the_table_again():
    inbox = Inbox()
    woken: list[int] = []
    inbox.listen(lambda: woken.append(1))
    for seat in range(70):
        inbox.put(Joined(seat))
    assert len(inbox.drain(most=64)) == 64 and len(woken) == 2
    assert len(inbox.drain(most=64)) == 6 and len(woken) == 2
    inbox.listen(None)
    inbox.put(Left(1))
    assert len(woken) == 2
