"""Taco Loco: the table the app shows (pygame): the view, faces, map writer."""
