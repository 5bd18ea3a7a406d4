"""Phones at the table: a small local web server that gives each seat its own hand on a phone.

Plain Python and aiohttp, never pygame: the table side (`tabletop/kit/phones.py`) renders
the card faces and words everything, and talks to the server only through `exchange.py`'s
thread-safe parts.
"""
