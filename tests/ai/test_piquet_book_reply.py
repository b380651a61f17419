"""The best play against the book's replies (ai/piquet/book_reply.py), checked against the
real club player on the engine, and the expert's safe use of it."""
import random

import pytest

from parlour.ai.brain import Budget
from parlour.ai.levels import ClubPlayer, ExpertPlayer
from parlour.ai.piquet.book_reply import BookReply
from parlour.ai.piquet.brain import EXPLOIT_MARGIN, _safe_exploit
from parlour.ai.piquet.tricks import Solver
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.ai.search import Tally
from parlour.engine.games import new_game

from .conftest import play_to

NOT_PLAY = {"point", "sequence", "set", "pic", "repic", "carte_blanche"}


def _play_points(state, seat: int, since: int) -> int:
    """My points minus the other's in the play (tricks, cards, capot) after event ``since``."""
    v = 0
    for e in state.deals[0].events[since:]:      # the positions are in the first deal
        if e.category is not None and e.category not in NOT_PLAY and e.seat is not None:
            v += e.points if e.seat == seat else -e.points
    return v


def _brute(state, me: int, club: ClubPlayer, since: int) -> int:
    """Every card I may play, the club's own choice for every card of his, on the engine."""
    if state.phase != "play":
        return _play_points(state, me, since)
    seat = state.current_player()
    legal = state.legal_actions()
    if seat != me:
        s = state.clone()
        s.apply(club.choose(s.observation(seat), legal))
        return _brute(s, me, club, since)
    best = None
    for a in legal:
        s = state.clone()
        s.apply(a)
        v = _brute(s, me, club, since)
        best = v if best is None or v > best else best
    return best


def _positions(variant, tricks_left, count):
    found = 0
    for seed in range(200):
        s = new_game("piquet", variant, seed=seed)
        # club play until the player to lead holds the wanted number of cards
        while not (s.phase == "play" and s.hands[s.current_player()].bit_count() == tricks_left
                   and s.lead < 0) and not s.is_over() and len(s.deals) == 1:
            s = play_to(s, 1, seed)
        if s.phase == "play" and len(s.deals) == 1 and s.lead < 0:
            yield s
            found += 1
            if found == count:
                return


@pytest.mark.parametrize("variant", ["au-cent", "rubicon"])
def test_book_reply_is_the_best_answer_to_the_real_club_player(variant):
    tested = 0
    for s in _positions(variant, 4, 6):
        me = s.current_player()
        him = 1 - me
        his_view = SeatMasks(s.observation(him), him)
        hidden = his_view.unseen() & ~s.hands[me]       # cards he has never seen
        scoring = SeatMasks(s.observation(me), me).scoring
        values = BookReply(scoring, hidden).best(s.hands[me], s.hands[him], -1,
                                                 s.won[me], s.won[him])
        since = len(s.deals[0].events)
        club = ClubPlayer(seed=1)
        for a in s.legal_actions():
            t = s.clone()
            t.apply(a)
            assert values[a.card] == _brute(t, me, club, since), (variant, a)
        tested += 1
    assert tested >= 4


def test_against_the_book_is_never_worth_less_than_against_the_best_reply():
    rng = random.Random(3)
    for _ in range(40):
        pack = list(range(32))
        rng.shuffle(pack)
        n = rng.randint(1, 5)
        a = sum(1 << c for c in pack[:n])
        b = sum(1 << c for c in pack[n:2 * n])
        hidden = sum(1 << c for c in pack[2 * n:2 * n + 5])
        book = BookReply("ten_or_better", hidden).best(a, b, -1, 12 - n, 0)
        best = Solver("ten_or_better").best(a, b, -1, 12 - n, 0)
        # the book is one of the replies minimax allows for, so it can only give more
        assert all(book[c] >= best[c] for c in best)


def _tally(rows):
    t = Tally(list(rows[0]))
    for r in rows:
        t.add(r)
    return t


def test_the_safe_choice_takes_the_book_gain_only_within_the_margin():
    minimax = _tally([{1: 5.0, 2: 5.0 - EXPLOIT_MARGIN / 2, 3: 5.0 - 2 * EXPLOIT_MARGIN}])
    book = _tally([{1: 5.0, 2: 9.0, 3: 30.0}])
    # 3 would gain most against the book but costs too much against a good reply
    assert _safe_exploit(minimax, book) == 2
    assert _safe_exploit(minimax, _tally([{1: 5.0, 2: 5.0, 3: 30.0}])) == 1


def test_the_expert_plays_legally_to_the_end_against_the_club():
    s = new_game("piquet", "au-cent", seed=11)
    players = [ExpertPlayer(2, Budget(60.0, 4)), ClubPlayer(3)]
    while not s.is_over() and len(s.deals) < 3:
        seat = s.current_player()
        legal = s.legal_actions()
        a = players[seat].choose(s.observation(seat), legal)
        assert a in legal
        s.apply(a)
