"""The controller layer (QtCore only): runs a match, asks computer players in a worker, signals the table."""

from .game_controller import GameController
from .messages import illegal_move_message, reason_message
from .moon import MoonQuestion
from .players import HUMAN_SEAT, Player, PlayerFactory

__all__ = ["HUMAN_SEAT", "GameController", "MoonQuestion", "Player", "PlayerFactory", "illegal_move_message",
           "reason_message"]
