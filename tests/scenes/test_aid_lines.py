"""The aid's lines read for their looks: steps numbered, short labels as chips."""

from tabletop.scenes.aid_lines import LineParts, chip_of, items_of, section_parts


def test_steps_are_numbered_from_one_and_follow_on():
    parts = section_parts(["1. Play one card.", "2 Dice: roll them.", "With two tacos: choose."])
    assert parts == [LineParts("1", "", "Play one card."), LineParts("2", "Dice", "roll them."),
                     LineParts("", "With two tacos", "choose.")]


def test_a_number_that_is_no_step_stays_in_the_text():
    parts = section_parts(["A completed taco: outfit.", "2 players: 3 completed tacos."])
    assert [p.number for p in parts] == ["", ""]
    assert parts[1] == LineParts("", "2 players", "3 completed tacos.")


def test_only_a_short_label_becomes_a_chip():
    assert chip_of("Meat 3: Cheese, Salsa") == ("Meat 3", "Cheese, Salsa")
    assert chip_of("Place 1 is nearest the exit. Full counter: place 1") == (
        "", "Place 1 is nearest the exit. Full counter: place 1")
    assert chip_of("Special cards never match a number. (Option: compare)")[0] == ""
    assert chip_of("No colon here") == ("", "No colon here")


def test_a_list_of_short_facts_is_a_row_of_chips():
    assert items_of("Tortilla 0 · Lettuce 1 · Meat 2 · Hot Sauce 7") == (
        "Tortilla 0", "Lettuce 1", "Meat 2", "Hot Sauce 7")
    assert items_of("One · two") == ()
    assert items_of("A sentence, with a comma. And more.") == ()
