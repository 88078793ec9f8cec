"""Qt's own button texts, listed so that lupdate collects them into our translations.

Qt translates the standard buttons of ``QDialogButtonBox`` and ``QMessageBox`` (OK, Cancel, Close, &Yes, …) in the
``QPlatformTheme`` context through ``qtbase_<lang>.qm``. Qt ships that file for Polish but not for Macedonian or
Serbian, so without these entries the buttons stay English there. Nothing needs to call this module: our translator
answers ``QCoreApplication.translate("QPlatformTheme", "OK")`` once the strings are in ``hearts_qt_<lang>.qm``.
The source texts must match Qt's exactly (Qt 6: ``QPlatformTheme::defaultStandardButtonText``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# Every standard button text of Qt 6, in Qt's own context.
STANDARD_BUTTONS: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
)
