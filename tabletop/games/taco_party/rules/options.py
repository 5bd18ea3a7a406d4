"""Taco Party's option names (shared by the spec and the rules)."""

HOT_SAUCE_OPTION = "hot-sauce"
