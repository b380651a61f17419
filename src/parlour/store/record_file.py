"""A game record read from its file as the command line (``parlour replay``) and the
window (Game > Open record…, ``parlour FILE``) both read it: a regular file of at most
RECORD_MOST bytes (a FIFO or /dev/zero is refused, not waited on or read for ever),
UTF-8, JSON.  Whatever is wrong is one RecordError, its message one sentence."""
from __future__ import annotations

from pathlib import Path

from ..language import say

RECORD_MOST = 8 * 1024 * 1024    # a whole partie's record is tens of kilobytes


def read_record(path: str | Path) -> dict:
    """The JSON of the record in ``path`` (not yet replayed: ``records.replay``)."""
    from ..engine import records          # the games load when a record is read, not before
    from .jsonfile import TooLarge, Unreadable, read_capped
    try:
        raw = read_capped(Path(path), RECORD_MOST, follow=True)   # a link to a record is fine
    except TooLarge:
        raise records.RecordError(say("a record is at most {mb} MB; this file is larger",
                                      mb=RECORD_MOST // (1024 * 1024))) from None
    except Unreadable as exc:
        raise records.RecordError(str(exc)) from None
    except OSError as exc:
        raise records.RecordError(say("cannot read {path}: {why}", path=path,
                                      why=exc.strerror)) from None
    try:
        return records.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise records.RecordError(say("{path} is not UTF-8 text", path=path)) from None
    except records.RecordError:
        raise
    except ValueError:          # a number of more than 4,300 digits
        raise records.RecordError(say("not a record: a number in it is far too long")) from None
