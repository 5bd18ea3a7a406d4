"""`--phone-check` (the standalone build's smoke run asks it): a seat's page comes back."""

import json

from tabletop.cli import main


def test_the_phone_check_fetches_a_seats_page_and_script(capsys):
    assert main(["--phone-check"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["ok"] and result["page"] > 0 and result["script"] > 0
