"""Why the disk refused, in the player's language. The system's own text (``strerror``) and SQLite's are English
whatever the language, so every reason is said in ours: by kind where the player can act on it (a full disk, a
read-only one, a file in use), else as the system's error number. The raw text belongs behind *Details* only.

>>> import errno
>>> reason(OSError(errno.ENOSPC, "No space left on device"))
'the disk is full'
>>> reason(OSError(errno.ENOLINK, "Link has been severed"))
'the system refused (error 67)'
>>> reason(ValueError("something English"))
'the system refused'
"""

from __future__ import annotations

import errno
import sqlite3

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .text.format import fill

# The words for each kind of refusal, translated when said (lupdate collects them here).
FULL = QT_TRANSLATE_NOOP("DiskErrors", "the disk is full")
READ_ONLY = QT_TRANSLATE_NOOP("DiskErrors", "the disk is read-only")
DENIED = QT_TRANSLATE_NOOP("DiskErrors", "access denied")
DISK = QT_TRANSLATE_NOOP("DiskErrors", "the disk reported an error")
IN_USE = QT_TRANSLATE_NOOP("DiskErrors", "the file is in use by another program")
MEMORY = QT_TRANSLATE_NOOP("DiskErrors", "there is not enough memory")
DAMAGED = QT_TRANSLATE_NOOP("DiskErrors", "the file is damaged")

#: System errors by kind: (error numbers, words); a name this system lacks is left out.
_OS_KINDS: tuple[tuple[frozenset[int], object], ...] = tuple(
    (frozenset(getattr(errno, name) for name in names if hasattr(errno, name)), words) for names, words in (
        (("ENOSPC",), FULL),
        (("EDQUOT",), QT_TRANSLATE_NOOP("DiskErrors", "your disk quota is used up")),
        (("EROFS",), READ_ONLY),
        (("EACCES", "EPERM"), DENIED),
        (("EIO",), DISK),
        (("ENOENT", "ENOTDIR"), QT_TRANSLATE_NOOP("DiskErrors", "the file or its folder does not exist")),
        (("EISDIR",), QT_TRANSLATE_NOOP("DiskErrors", "a folder has that name")),
        (("ENAMETOOLONG",), QT_TRANSLATE_NOOP("DiskErrors", "the name is too long")),
        (("EILSEQ",), QT_TRANSLATE_NOOP("DiskErrors", "the name has characters the disk refuses")),
        (("EBUSY", "ETXTBSY"), IN_USE),
        (("EMFILE", "ENFILE"), QT_TRANSLATE_NOOP("DiskErrors", "too many files are open")),
        (("EFBIG",), QT_TRANSLATE_NOOP("DiskErrors", "the file is too large")),
        (("ENOMEM",), MEMORY),
        (("ETIMEDOUT", "EHOSTDOWN", "EHOSTUNREACH", "ENETDOWN", "ENETUNREACH", "ENOTCONN", "ESTALE"),
         QT_TRANSLATE_NOOP("DiskErrors", "the network drive does not answer")),
    ))
#: SQLite's primary result codes by kind: PERM 3, BUSY 5, LOCKED 6, NOMEM 7, READONLY 8, IOERR 10, CORRUPT 11,
#: FULL 13, CANTOPEN 14, AUTH 23, NOTADB 26.
_SQLITE_KINDS: dict[int, object] = {
    3: DENIED, 5: IN_USE, 6: IN_USE, 7: MEMORY, 8: QT_TRANSLATE_NOOP("DiskErrors", "the file is read-only"),
    10: DISK, 11: DAMAGED, 13: FULL, 14: QT_TRANSLATE_NOOP("DiskErrors", "the file cannot be opened"), 23: DENIED,
    26: DAMAGED,
}


def reason(exc: BaseException) -> str:
    """A few words on why ``exc`` happened, for a sentence such as "Your game could not be saved (%1)": a system
    or SQLite error by its kind, another by its number, anything else as a plain refusal; never English."""
    if isinstance(exc, OSError) and exc.errno is not None:
        words = next((words for numbers, words in _OS_KINDS if exc.errno in numbers), None)
        if words is not None:
            return QCoreApplication.translate("DiskErrors", str(words))
        return fill(QCoreApplication.translate("DiskErrors", "the system refused (error %1)"), exc.errno)
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(exc, sqlite3.Error) and code is not None:
        words = _SQLITE_KINDS.get(code & 0xFF)
        if words is not None:
            return QCoreApplication.translate("DiskErrors", str(words))
        return fill(QCoreApplication.translate("DiskErrors", "the database refused (error %1)"), code & 0xFF)
    return QCoreApplication.translate("DiskErrors", "the system refused")


__all__ = ["DAMAGED", "reason"]
