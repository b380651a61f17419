"""Pictures of the discard practice and the statistics window, to look at as a player.

Opens the practice window at each size, deals a seeded hand, chooses a discard and
saves the window at the exact odds and at the result; then the
statistics window over a few finished games (random play, a temporary PARLOUR_HOME);
each in the system's palette and in a dark one.  Nothing is judged here.

    Xvfb :94 -screen 0 1600x1000x24 &
    DISPLAY=:94 QT_QPA_PLATFORM=xcb nice .venv/bin/python benchmarks/trainer_screens.py shots/
"""
from __future__ import annotations

import argparse
import os
import random
import tempfile
from pathlib import Path

SIZES = ((1024, 700), (1600, 1000))


def dark_palette():
    from parlour.ui.binding.qt import QtGui
    role = QtGui.QPalette.ColorRole
    p = QtGui.QPalette()
    for r, rgb in ((role.Window, (45, 45, 48)), (role.WindowText, (225, 225, 225)),
                   (role.Base, (30, 30, 33)), (role.AlternateBase, (45, 45, 48)),
                   (role.Text, (225, 225, 225)), (role.Button, (55, 55, 58)),
                   (role.ButtonText, (225, 225, 225)), (role.Highlight, (42, 130, 218)),
                   (role.HighlightedText, (255, 255, 255))):
        p.setColor(r, QtGui.QColor(*rgb))
    # a system's dark theme greys what is disabled: without this a disabled button
    # would look enabled in the pictures
    disabled = QtGui.QPalette.ColorGroup.Disabled
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(disabled, r, QtGui.QColor(120, 120, 124))
    return p


def record_games(n: int, seed: int) -> None:
    from parlour.engine.games import new_game
    from parlour.store import statistics
    rng = random.Random(seed)
    for i in range(n):
        game, variant = (("piquet", "au-cent"), ("binocle", "48"))[i % 2]
        s = new_game(game, variant, {}, seed=seed + i)
        while s.current_player() is not None:
            s.apply(rng.choice(s.legal_actions()))
        r = s.result()
        statistics.record_result({"game": game, "variant": variant, "opponent": "ai:club",
                                  "won": r.winner == 0, "value": r.value,
                                  "totals": list(r.totals), "assisted": False,
                                  "human_seat": 0, "progress": statistics.progress_of(s)})


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--games", type=int, default=5)
    args = ap.parse_args()
    os.environ["PARLOUR_HOME"] = tempfile.mkdtemp(prefix="parlour-screens-")
    args.out.mkdir(parents=True, exist_ok=True)
    from parlour.ui.shell import app as appmod
    app = appmod._application([])
    from parlour.engine.cards import parse_cards
    from parlour.trainer.progress import ExactOdds
    from parlour.ui.binding.qt import QtCore
    from parlour.ui.windows.statistics_window import StatisticsWindow
    from parlour.ui.trainer import TrainerWindow

    def settle(ms: int) -> None:
        end = QtCore.QElapsedTimer()
        end.start()
        while end.elapsed() < ms:
            app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 20)

    record_games(args.games, args.seed)
    light = app.palette()
    for palette_name, palette in (("light", light), ("dark", dark_palette())):
        app.setPalette(palette)
        for w_, h_ in SIZES:
            tag = f"{palette_name}-{w_}x{h_}"
            w = TrainerWindow(seed=args.seed, history_path=Path(os.environ["PARLOUR_HOME"])
                              / "trainer.json")
            w.resize(w_, h_)
            w.move(0, 0)
            w.show()
            w.deal(parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S"))
            w.choose(parse_cards("8S 9S 9H 7D"))
            kinds = []
            w.stepped.connect(lambda step: kinds.append(type(step)))
            w.submit()
            while ExactOdds not in kinds:
                settle(20)
            settle(100)
            w.grab().save(str(args.out / f"trainer-{tag}-1-exact.png"))
            while w.running:
                settle(50)
            settle(200)
            w.grab().save(str(args.out / f"trainer-{tag}-2-result.png"))
            w.close()
            s = StatisticsWindow()
            s.resize(min(w_, 900), min(h_, 640))
            s.move(0, 0)
            s.show()
            for i in range(s.tabs.count()):
                s.tabs.setCurrentIndex(i)
                settle(200)
                s.grab().save(str(args.out / f"statistics-{tag}-{i + 1}.png"))
            s.close()
    print(f"pictures in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
