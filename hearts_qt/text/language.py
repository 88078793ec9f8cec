"""The interface language: which locale a setting or the system asks for, and the translators that serve it.

:func:`switch_language` replaces the installed translators on the running application. Qt then posts every widget
a ``QEvent.LanguageChange`` (delivered at the next turn of the event loop, several changes in a row as one); the
windows and dialogs that show text answer it by setting their texts again (see :func:`is_language_change`), so a new
language shows at once, without a restart.

Qt ignores the ``@latin`` modifier of a POSIX locale: ``sr_RS@latin`` would be Cyrillic Serbian to it. Serbian
from the environment is therefore read here, as Qt would read it but with the script kept.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from hearts_qt.resources import resource_path

#: The translators :func:`switch_language` installed last (ours first, then Qt's own), to remove on the next switch.
_installed: list[QTranslator] = []

# language[_TERRITORY][.encoding][@modifier], as in LANG=sr_RS.UTF-8@latin (also "sr-Latn-RS" from LANGUAGE).
_POSIX_LOCALE = re.compile(r"^(?P<name>[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]+)*)(?:\.[^@]*)?(?:@(?P<modifier>\w+))?$")


def environment_locale(environ: Mapping[str, str]) -> QLocale | None:
    """The locale the environment asks for when it is Serbian (with its script), else None (Qt's own choice).

    The first of LANGUAGE's list, LC_ALL, LC_MESSAGES and LANG that is set decides, as for gettext.
    """
    candidates = [*environ.get("LANGUAGE", "").split(":"), environ.get("LC_ALL", ""),
                  environ.get("LC_MESSAGES", ""), environ.get("LANG", "")]
    value = next((c for c in candidates if c and c not in ("C", "POSIX")), "")
    match = _POSIX_LOCALE.match(value)
    if match is None or re.split(r"[_-]", match["name"])[0].lower() != "sr":
        return None
    locale = QLocale(match["name"].replace("-", "_"))
    if (match["modifier"] or "").lower() == "latin":
        return QLocale(QLocale.Language.Serbian, QLocale.Script.LatinScript, locale.territory())
    return locale


def locale_for(language: str, environ: Mapping[str, str] | None = None) -> QLocale:
    """The locale of a code in ``languages.LANGUAGES``; "" follows the system (``environ``: os.environ)."""
    if language:
        return QLocale(language)
    return environment_locale(os.environ if environ is None else environ) or QLocale.system()


def load_translators(locale: QLocale) -> list[QTranslator]:
    """Our translation and Qt's own (standard buttons) for ``locale``; only those that were found. For a language
    we do not translate, ours is the English file of plural forms.

    PySide6 ships ``qtbase_<lang>.qm`` for Polish but for neither Macedonian nor Serbian (in any script): their
    standard buttons are translated in our own file (see ``qt_strings.py``).
    """
    found = []
    ours = QTranslator()
    folder = str(resource_path("translations"))
    # A language we do not ship shows the English text, so it takes English's plural forms ("1 point").
    if ours.load(locale, "hearts_qt", "_", folder) or ours.load(QLocale(QLocale.Language.English), "hearts_qt", "_",
                                                                folder):
        found.append(ours)
    qt = QTranslator()
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        found.append(qt)
    return found


def switch_language(language: str) -> list[QTranslator]:
    """Serve ``language`` from now on: the previous translators go, the new ones come (each change makes Qt send
    every widget a LanguageChange). Returns the translators now installed."""
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    locale = locale_for(language)
    # Numbers and dates as the language writes them ("5,3" in Macedonian, Polish and Serbian), not as the system's.
    QLocale.setDefault(locale)
    _installed[:] = load_translators(locale)
    for translator in _installed:
        QCoreApplication.installTranslator(translator)
    return list(_installed)


def is_language_change(event: QEvent) -> bool:
    return event.type() == QEvent.Type.LanguageChange
