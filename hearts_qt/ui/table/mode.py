"""What the table asks of the person now, and so what a click or a key on a card of the hand does."""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    """Nothing (the cards are not clickable), choosing cards for the pass, or playing a card (a name that reads as
    its value in logs and tests: ``Mode.PASS == "pass"``)."""

    IDLE = "idle"
    PASS = "pass"
    PLAY = "play"
