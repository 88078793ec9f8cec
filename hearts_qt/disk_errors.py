"""Why the disk refused, in the player's language: the system's own text (``strerror``) is English whatever the
language, so the reasons a player can act on are said in ours, and only a rare one falls back to the system's.

>>> import errno
>>> reason(OSError(errno.ENOSPC, "No space left on device"))
'the disk is full'
>>> reason(OSError(errno.EILSEQ, "Invalid or incomplete multibyte or wide character"))
'Invalid or incomplete multibyte or wide character'
"""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication

# The longest reason given (a system text can be long).
REASON_LIMIT = 80


def reason(exc: BaseException) -> str:
    """A few words on why ``exc`` happened, for a sentence such as "Your game could not be saved ({reason})"."""
    number = exc.errno if isinstance(exc, OSError) else None
    if number == errno.ENOSPC:
        text = QCoreApplication.translate("DiskErrors", "the disk is full")
    elif number == getattr(errno, "EDQUOT", None):
        text = QCoreApplication.translate("DiskErrors", "your disk quota is used up")
    elif number == errno.EROFS:
        text = QCoreApplication.translate("DiskErrors", "the disk is read-only")
    elif number in (errno.EACCES, errno.EPERM):
        text = QCoreApplication.translate("DiskErrors", "access denied")
    elif number == errno.EIO:
        text = QCoreApplication.translate("DiskErrors", "the disk reported an error")
    else:
        text = (exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)) or type(exc).__name__
    return text if len(text) <= REASON_LIMIT else text[: REASON_LIMIT - 1] + "…"


__all__ = ["reason"]
