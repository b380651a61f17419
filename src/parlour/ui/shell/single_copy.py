"""One window per data folder: a second copy asks the first to come to the front.

The ask goes through a local socket named after the folder (Qt's QLocalServer and
QLocalSocket: a Unix socket, a named pipe on Windows), which cannot hurt the first copy
whatever state it is in; a signal, as earlier Parlours sent, would end a copy whose
handler was not yet installed.  The first copy listens as soon as it holds the lock,
before anything slow, and a second copy that finds the lock held keeps knocking for a
while, so two copies started together always leave exactly one window.  SIGUSR1 (what
Parlours before this one sent) is answered the same way, its handler installed before
the lock is taken.
"""
from __future__ import annotations

import importlib
import os
import signal
import time

from ..binding.qt import QtCore

# QtNetwork from the package the binding chose (ui/binding/qt.py names the binding once;
# it does not export QtNetwork yet, and that file belongs to another change in flight).
QtNetwork = importlib.import_module(QtCore.__name__.rpartition(".")[0] + ".QtNetwork")

KNOCK = b"front\n"
RECORD = b"record "     # then a record's absolute path and a line's end: open it here
SAID = QtCore.QT_TRANSLATE_NOOP("FrontDoor", "Parlour is already open here, so the second copy closed.")


class FrontDoor(QtCore.QObject):
    """The running copy's end: brings ``window`` to the front when a second copy asks
    (asks that come before the window is there are kept for it)."""

    def __init__(self, parent: QtCore.QObject | None = None):
        super().__init__(parent)
        self.window = None
        self.asked = False
        self.records: list[str] = []     # records a second copy was started on
        self.server: QtNetwork.QLocalServer | None = None
        if hasattr(signal, "SIGUSR1"):
            signal.signal(signal.SIGUSR1, lambda *_: self._ask_later())

    def listen(self, name: str) -> bool:
        """Answer on ``name``.  Only the holder of the folder's lock listens, so a
        socket left by a killed copy is its own to clear."""
        server = QtNetwork.QLocalServer(self)
        server.setSocketOptions(QtNetwork.QLocalServer.SocketOption.UserAccessOption)
        QtNetwork.QLocalServer.removeServer(name)
        if not server.listen(name):
            return False
        server.newConnection.connect(self._knocked)
        self.server = server
        return True

    def close(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None

    def _knocked(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            sock.disconnected.connect(sock.deleteLater)
            sock.readyRead.connect(lambda s=sock: self._read(s))
            self._read(sock)

    def _read(self, sock) -> None:
        """The knock's lines: ``front``, and ``record PATH`` when the second copy was
        started on a record (``parlour FILE``, a double click on one)."""
        heard = sock.property("heard") or b""
        heard = bytes(heard) + bytes(sock.readAll())
        *lines, rest = heard.split(b"\n")
        sock.setProperty("heard", rest)
        for line in lines:
            if line.startswith(RECORD):
                self.records.append(os.fsdecode(line[len(RECORD):]))
            if line == KNOCK.strip() or line.startswith(RECORD):
                self._ask_later()

    def _ask_later(self) -> None:
        # a signal handler or a socket's slot: the window is raised from the event loop
        self.asked = True
        QtCore.QTimer.singleShot(0, self.come_to_front)

    def arrived(self, window) -> None:
        self.window = window
        self.come_to_front()

    def come_to_front(self) -> None:
        window = self.window
        if not self.asked or window is None:
            return
        self.asked = False
        window.showNormal()
        window.raise_()
        window.activateWindow()
        window.statusBar().showMessage(self.tr(SAID), 8000)
        records, self.records = self.records, []
        for path in records:
            window.open_record(path)


def knock(name: str, patience: float = 0.0, record: str | None = None) -> bool:
    """Ask the copy answering on ``name`` to come to the front (and to open ``record``,
    an absolute path); True when one heard it.  ``patience``: seconds to keep trying (a
    first copy between taking the lock and listening)."""
    said = KNOCK + (RECORD + os.fsencode(record) + b"\n" if record else b"")
    deadline = time.monotonic() + patience
    while True:
        sock = QtNetwork.QLocalSocket()
        sock.connectToServer(name)
        if sock.waitForConnected(500):
            sock.write(said)
            sock.flush()
            sock.waitForBytesWritten(1000)
            sock.disconnectFromServer()
            return True
        sock.abort()
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.05)
