"""What a roll says in the history: face by face, short enough for the table's one line."""

from tabletop.games.crazy_taco.rules.placement import roll_words


def test_a_roll_is_told_face_by_face_in_the_order_they_first_came_up():
    faces = ["money", "blank", "money", "drink", "blank"]
    assert roll_words(faces) == "Rolled 5 dice: 2 money, 2 blank, 1 drink."


def test_one_die_and_no_dice_read_as_sentences():
    assert roll_words(["food"]) == "Rolled 1 die: 1 food."
    assert roll_words([]) == "Rolled: nothing to roll."
