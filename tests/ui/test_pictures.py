"""The services' kept pictures stay within their count and their bytes."""

import pygame

from tabletop.ui.pictures import Pictures, bytes_of


def picture(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_a_kept_picture_is_made_once():
    pictures = Pictures()
    made = []
    first = pictures.get("a", lambda: made.append(1) or picture(4, 4))
    assert pictures.get("a", lambda: made.append(1) or picture(4, 4)) is first
    assert made == [1]


def test_the_oldest_unused_go_when_too_many_are_kept():
    pictures = Pictures(limit=2)
    pictures.get("a", lambda: picture(2, 2))
    pictures.get("b", lambda: picture(2, 2))
    pictures.get("a", lambda: picture(2, 2))  # used again: now the newest
    pictures.get("c", lambda: picture(2, 2))
    assert len(pictures) == 2
    remade = []
    pictures.get("a", lambda: remade.append("a") or picture(2, 2))
    pictures.get("b", lambda: remade.append("b") or picture(2, 2))
    assert remade == ["b"]


def test_the_oldest_go_when_their_pixels_pass_the_byte_limit():
    one = bytes_of(picture(100, 100))
    pictures = Pictures(bytes_limit=3 * one)
    for key in range(10):
        pictures.get(key, lambda: picture(100, 100))
    assert len(pictures) == 3 and pictures.bytes == 3 * one
    huge = pictures.get("huge", lambda: picture(400, 400))  # bigger than the limit: kept alone
    assert pictures.get("huge", lambda: picture(1, 1)) is huge
    assert len(pictures) == 1 and pictures.bytes == bytes_of(huge)
    pictures.clear()
    assert len(pictures) == 0 and pictures.bytes == 0


def test_a_picture_asked_for_again_is_made_the_second_time():
    pictures = Pictures()
    made = []
    assert pictures.again("a", lambda: made.append(1) or picture(4, 4)) is None
    second = pictures.again("a", lambda: made.append(1) or picture(4, 4))
    assert second is not None and made == [1]
    assert pictures.again("a", lambda: picture(4, 4)) is second
    pictures.get("b", lambda: picture(4, 4))
    assert pictures.again("b", lambda: picture(4, 4)) is not None  # already kept
