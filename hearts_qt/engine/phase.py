"""The three phases of a hand."""

from enum import Enum


class Phase(Enum):
    PASSING = "passing"
    PLAYING = "playing"
    FINISHED = "finished"
