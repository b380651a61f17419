"""Under a real X server (Xvfb), the table is drawn: baize, cards, readable faces.

Skipped where Xvfb is not installed.  The window runs in a child process on its own
display, so this test's offscreen Qt is not disturbed.
"""
import os
import shutil
import subprocess
import sys
import textwrap
import time

import pytest

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")

CHILD = textwrap.dedent("""
    import sys
    from parlour.ui.binding.qt import QtGui, QtWidgets
    from parlour.ui.shell import app as appmod
    app = appmod._application([])
    from parlour.engine.games import new_game
    from parlour.store.settings import Settings
    from parlour.ui.shell.main_window import MainWindow
    from parlour.ui.shell.smoke import wait_until
    w = MainWindow(Settings(animation_speed=0.0), autosave=False)
    w.resize(1280, 780)
    w.move(0, 0)
    w.show()
    c = w.start(new_game("piquet", seats=["You", "Computer"], seed=5), 0, "random")
    wait_until(lambda: c.waiting_for_human, 20)
    wait_until(lambda: False, 0.5)
    shot = QtGui.QGuiApplication.primaryScreen().grabWindow(0)
    sys.exit(0 if shot.save(sys.argv[1]) else 3)
""")


def free_display() -> int:
    for n in range(140, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock"):
            return n
    pytest.skip("no free X display number")


def test_the_table_is_drawn_under_a_real_x_server(tmp_path, qapp):
    n = free_display()
    server = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1280x800x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(50):
            if os.path.exists(f"/tmp/.X11-unix/X{n}"):
                break
            time.sleep(0.1)
        png = tmp_path / "table.png"
        env = {**os.environ, "DISPLAY": f":{n}", "QT_QPA_PLATFORM": "xcb",
               "PARLOUR_HOME": str(tmp_path / "home")}
        env.pop("QT_SCALE_FACTOR", None)
        done = subprocess.run([sys.executable, "-c", CHILD, str(png)], env=env,
                              capture_output=True, text=True, timeout=60)
        if done.returncode != 0 and "could not connect to display" in done.stderr:
            pytest.skip("Xvfb did not start")
        assert done.returncode == 0, done.stderr[-2000:]
    finally:
        server.terminate()
        server.wait(10)
    from parlour.ui.binding.qt import QtGui
    image = QtGui.QImage(str(png))
    assert image.width() >= 1200 and image.height() >= 780
    baize = white = red = 0
    total = 0
    for y in range(40, 760, 6):
        for x in range(0, 960, 6):
            c = image.pixelColor(x, y)
            r, g, b = c.red(), c.green(), c.blue()
            total += 1
            if g > r + 25 and g > b + 10 and g < 140:
                baize += 1
            elif r > 235 and g > 230 and b > 215:
                white += 1
            elif r > 150 and g < 80 and b < 90:
                red += 1          # card backs and red suits
    assert baize / total > 0.45          # a green table
    assert white / total > 0.04          # card faces in the hand
    assert red / total > 0.005           # the opponent's backs / red pips
