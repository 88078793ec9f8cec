"""What the game says, in the player's language: cards, rules, hints, the coach's reasons, the table's captions,
and which language is in force. QtCore only (``QCoreApplication.translate``, ``QLocale``, ``QTranslator``): the
settings and the controller use it without QtGui."""
