"""The languages the app ships, and the seats' default names, which change with the language.

A name the player never typed is stored as the default ("You", "Anna"…) and shown in today's language; a default
stored by a version in another language ("Ty", "Ти"…) is recognised, because every compiled translation is read
for it.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from .resources import resource_path

#: Interface languages by locale code; "" follows the system. Serbian comes in both scripts; its codes name the
#: script, because before both existed the code "sr" stood for Latin (see :data:`OLD_LANGUAGE_CODES`).
LANGUAGES: dict[str, str] = {"": "System", "en": "English", "mk": "Македонски", "pl": "Polski",
                             "sr_Cyrl": "Српски", "sr_Latn": "Srpski (latinica)"}
#: Codes older versions stored, read as today's: Serbian was Latin only, under "sr".
OLD_LANGUAGE_CODES: dict[str, str] = {"sr": "sr_Latn"}

#: The opponents' default names by seat, as stored; shown in the interface language (:func:`shown_opponent_name`).
DEFAULT_OPPONENT_NAMES: tuple[str, ...] = tuple(str(name) for name in (  # QT_TRANSLATE_NOOP is typed as object
    QT_TRANSLATE_NOOP("Settings", "Anna"), QT_TRANSLATE_NOOP("Settings", "Boris"),
    QT_TRANSLATE_NOOP("Settings", "Clara"), QT_TRANSLATE_NOOP("Settings", "Dario"),
    QT_TRANSLATE_NOOP("Settings", "Eva"), QT_TRANSLATE_NOOP("Settings", "Filip"),
))
# The human's default name untranslated: older versions stored it; reading it back means "the default".
_DEFAULT_PLAYER_NAME = "You"


def translation_file(language: str) -> str:
    """The translation of a code in :data:`LANGUAGES`, without ``.qm``: Cyrillic Serbian is ``hearts_qt_sr``,
    since plain ``sr`` (and ``sr_RS``) means Cyrillic to Qt."""
    return "hearts_qt_sr" if language == "sr_Cyrl" else f"hearts_qt_{language}"


def default_player_name() -> str:
    """The human's name when none was typed: "You" in the interface language."""
    return QCoreApplication.translate("Settings", "You")


@cache
def default_player_names() -> frozenset[str]:
    """The default name in every language that ships (read from the compiled translations), and in English."""
    names = {_DEFAULT_PLAYER_NAME}
    for code in LANGUAGES:
        translator = QTranslator()
        if code and translator.load(translation_file(code), str(resource_path("translations"))):
            names.add(translator.translate("Settings", _DEFAULT_PLAYER_NAME) or _DEFAULT_PLAYER_NAME)
    return frozenset(names)


def shown_player_name(name: str) -> str:
    """``name`` as shown now: a default name stored in any language ("Ty", "Ти"…) becomes today's default."""
    return default_player_name() if name in default_player_names() else name


def default_opponent_name(index: int) -> str:
    """The default name of opponent ``index`` (0 sits in seat 1) in the interface language."""
    return QCoreApplication.translate("Settings", DEFAULT_OPPONENT_NAMES[index])


@cache
def default_opponent_names() -> tuple[frozenset[str], ...]:
    """Each opponent's default name in every language that ships and in English (as :func:`default_player_names`)."""
    names = [{name} for name in DEFAULT_OPPONENT_NAMES]
    for code in LANGUAGES:
        translator = QTranslator()
        if code and translator.load(translation_file(code), str(resource_path("translations"))):
            for known, name in zip(names, DEFAULT_OPPONENT_NAMES, strict=True):
                known.add(translator.translate("Settings", name) or name)
    return tuple(frozenset(known) for known in names)


def shown_opponent_name(index: int, name: str) -> str:
    """``name`` of opponent ``index`` as shown now: that seat's default name in any language becomes today's."""
    return default_opponent_name(index) if name in default_opponent_names()[index] else name
