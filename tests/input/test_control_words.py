

def test_a_key_the_player_chose_is_the_one_a_prompt_names():
    from tabletop.input.control_words import for_keys

    assert for_keys("{hint}: hint · {undo}: undo") == "H: hint · Ctrl+Z: undo"
    assert for_keys("{hint}: hint · {undo}: undo", chosen={"hint": "g", "undo": "ctrl+u"}) == \
        "G: hint · Ctrl+U: undo"


def test_the_move_keys_the_player_chose_are_named_for_the_arrows():
    from tabletop.input.control_words import for_keys

    assert for_keys("{left_right}: choose · {up}: lift") == "Left/Right: choose · Up: lift"
    chosen = {"left": "j", "right": "l"}
    assert for_keys("{left_right}: choose · {up}: lift", chosen=chosen) == \
        "J/L: choose · Up: lift"
    assert for_keys("{Arrows} move", chosen=chosen) == "J/L/Up/Down move"
