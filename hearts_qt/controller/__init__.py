"""The controller layer (QtCore only): runs a match, asks computer players in a worker, signals the table, and runs
the coach's review off the GUI thread.

The interface reaches the computer players only through this layer: the coach's answers it shows (a hint, a
reviewed hand, the replay with the computer in the person's seat) are exported here.
"""

from hearts_qt.ai.duplicate import SeatReplay
from hearts_qt.ai.review import DecisionReview, HandReview, Hint
from hearts_qt.ai.review import Kind as DecisionKind

from .game_controller import GameController
from .messages import illegal_move_message, reason_message
from .moon import MoonQuestion
from .players import Player, PlayerFactory

__all__ = ["DecisionKind", "DecisionReview", "GameController", "HandReview", "Hint", "MoonQuestion",
           "Player", "PlayerFactory", "SeatReplay", "illegal_move_message", "reason_message"]
