import json
import random
from dataclasses import replace

from parlour.engine.games import new_game
from parlour.store import saves


def played(seed=3, n=40):
    state = new_game("piquet", "au-cent", seats=["You", "Computer"], seed=seed)
    rng = random.Random(seed)
    for _ in range(n):
        if state.is_over():
            break
        state.apply(state.sample_action(rng))
    return state


def test_save_and_resume_give_the_same_game():
    state = played()
    saves.save_game(saves.snapshot(state, 0, "random", assisted=True))
    saved, resumed, notice = saves.load_game()
    assert notice is None and saved.assisted and saved.human_seat == 0
    assert resumed.history == state.history
    for seat in (0, 1):
        assert resumed.observation(seat) == state.observation(seat)
    assert resumed.legal_actions() == state.legal_actions()


def test_a_resumed_game_goes_on_with_the_deals_it_would_have_had():
    state = played(n=45)           # past the first deal (32 actions)
    assert len(state.deals) == 2
    saves.save_game(saves.snapshot(state, 0, "random"))
    _, resumed, _ = saves.load_game()
    rng_a, rng_b = random.Random(9), random.Random(9)
    for _ in range(200):
        if state.is_over():
            break
        a = state.sample_action(rng_a)
        assert resumed.sample_action(rng_b) == a
        state.apply(a)
        resumed.apply(a)
    assert [d.setup.to_record() for d in resumed.deals] == \
        [d.setup.to_record() for d in state.deals]


def test_stored_deals_are_used_when_the_seed_no_longer_gives_them():
    state = played(n=30)
    snap = saves.snapshot(state, 0, "random")
    snap.seed = 12345                 # as if the shuffle had changed
    saves.save_game(snap)
    _, resumed, notice = saves.load_game()
    assert notice is None
    # the same game, though the cut for deal is not stored (only its outcome is)
    a, b = resumed.observation(0), state.observation(0)
    assert replace(a, cut=()) == replace(b, cut=()) and resumed.history == state.history


def test_moves_that_do_not_replay_are_moved_aside():
    state = played(n=10)
    snap = saves.snapshot(state, 0, "random")
    snap.actions.insert(3, {"seat": 0, "act": "play", "card": "AS"})
    saves.save_game(snap)
    saved, resumed, notice = saves.load_game()
    assert saved is None and resumed is None
    assert "could not be replayed" in notice and "moved to" in notice
    assert not saves.save_path().exists()


def test_a_truncated_save_is_moved_aside_never_lost():
    saves.save_game(saves.snapshot(played(n=5), 0, "random"))
    text = saves.save_path().read_text()
    saves.save_path().write_text(text[: len(text) // 2])
    saved, resumed, notice = saves.load_game()
    assert saved is None and "moved to" in notice
    (moved,) = saves.save_path().parent.glob("current-game.unreadable-*.json")
    assert moved.read_text() == text[: len(text) // 2]


def test_wrong_types_and_future_versions_are_moved_aside():
    for bad in ({"format": "parlour-save", "version": 1, "game": 7, "variant": "x", "seats": []},
                {"format": "parlour-save", "version": 2, "game": "piquet"}):
        saves.save_path().write_text(json.dumps(bad))
        saved, _, notice = saves.load_game()
        assert saved is None and "moved to" in notice


def test_clearing_when_a_game_ends():
    saves.save_game(saves.snapshot(played(n=5), 0, "random"))
    saves.clear_game()
    saves.clear_game()
    assert saves.load_game() == (None, None, None)


def test_a_save_without_a_game_id_keeps_one_id_at_every_start(tmp_path):
    """Issue 26 item 8: a finished save of no game_id (the schema allows it), killed
    after its statistics line, is set down again at the next start and counts once."""
    import json
    import random

    from parlour.engine.games import new_game
    from parlour.store import game_end, saves, statistics
    state = new_game("piquet", seats=["You", "Computer"], seed=8)
    rng = random.Random(8)
    while not state.is_over():
        state.apply(state.sample_action(rng))
    data = saves.snapshot(state, 0, "random").to_json()
    del data["game_id"]
    saves.save_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save_path().write_text(json.dumps(data))
    first, first_state, _ = saves.load_game()
    statistics.record_result(game_end.result_entry(first, first_state))   # then killed
    again, again_state, _ = saves.load_game()
    assert again.game_id == first.game_id
    game_end.set_down(again, again_state)
    games, _ = statistics.load_statistics()
    assert len(games) == 1 and not saves.save_path().exists()
    later = dict(data, saved_at="2030-01-01T00:00:00")     # the time is not the game
    assert saves.SavedGame.from_json(later).game_id == first.game_id
    other = dict(data, seed=9)
    assert saves.SavedGame.from_json(other).game_id != first.game_id
