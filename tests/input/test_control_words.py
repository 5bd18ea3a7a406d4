

def test_a_key_the_player_chose_is_the_one_a_prompt_names():
    from tabletop.input.control_words import for_keys

    assert for_keys("{hint}: hint · {undo}: undo") == "H: hint · Ctrl+Z: undo"
    assert for_keys("{hint}: hint · {undo}: undo", chosen={"hint": "g", "undo": "ctrl+u"}) == \
        "G: hint · Ctrl+U: undo"
