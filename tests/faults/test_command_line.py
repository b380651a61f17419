"""Command-line input under random values: ``discard --hand`` (the card notation on
the command line) and ``settle``: status 0 or 2, and a refusal is one line on stderr."""
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour import cli

from .test_record_fuzz import CARD_TEXT

CLI = settings(max_examples=40, deadline=None,
               suppress_health_check=[HealthCheck.too_slow,
                                      HealthCheck.function_scoped_fixture])


def run(argv, capsys) -> tuple[int, str]:
    try:
        status = cli.main(argv)
    except SystemExit as exc:          # argparse's --help/--version only
        status = exc.code
    err = capsys.readouterr().err
    assert status in (0, 2), f"status {status}: {err}"
    if status == 2:
        assert err.startswith("parlour: ") and err.count("\n") == 1, repr(err)
    return status, err


# Hands that are almost right: a card too many or too few, a card twice, a bad card.
NEAR_HAND = st.lists(CARD_TEXT, min_size=0, max_size=14).map(" ".join) | st.builds(
    lambda base, cut, extra: " ".join(base[:cut] + extra),
    st.permutations(["AH", "KH", "QH", "JH", "10H", "9H", "AS", "KS", "QS", "7C", "8C",
                     "9D", "8D", "7D"]),
    st.sampled_from([10, 11, 13]), st.lists(st.sampled_from(["AH", "ZZ", "10", "♠"]),
                                              max_size=1))


@CLI
@given(hand=NEAR_HAND, seat=st.sampled_from(["elder", "younger"]), json=st.booleans())
def test_discard_with_a_bad_hand_is_one_line(hand, seat, json, capsys):
    if len([p for p in hand.replace(",", " ").split() if p]) == 12:
        return                     # possibly a real hand: its analysis is slow, see below
    argv = ["discard", "--hand", hand, "--seat", seat] + (["--json"] if json else [])
    assert run(argv, capsys)[0] == 2


def test_discard_with_a_hand_in_every_notation(capsys):
    hand = "A♥ kh QH j♥ TH 9h as, KS, Q♠ 7c 8C 9D"
    status, _ = run(["discard", "--hand", hand, "--seat", "elder", "--json"], capsys)
    assert status == 0


@CLI
@given(game=st.sampled_from(["rubicon-bezique", "rubicon-piquet", "piquet", "x"]),
       scores=st.lists(st.integers(-5, 10**6), max_size=3),
       brisques=st.none() | st.lists(st.integers(-5, 200), max_size=3))
def test_settle_with_any_numbers_is_status_0_or_2(game, scores, brisques, capsys):
    argv = ["settle", game, "--json"]
    if scores:
        argv += ["--scores", *map(str, scores)]
    if brisques:
        argv += ["--brisques", *map(str, brisques)]
    run(argv, capsys)


@pytest.mark.parametrize("argv", [["replay"], ["selfplay", "--game", "piquet"],
                                  ["selfplay", "--game", "whist", "--seats", "random,random"],
                                  ["selfplay", "--game", "piquet", "--seats", "random",
                                   "--games", "1"],
                                  ["selfplay", "--game", "piquet", "--seats", "random,random",
                                   "--options", "{bad"],
                                  ["settle"], ["frobnicate"], ["--smoke-tset"]])
def test_bad_arguments_are_one_line(argv, capsys):
    assert run(argv, capsys)[0] == 2
