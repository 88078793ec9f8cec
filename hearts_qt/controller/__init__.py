"""The controller layer (QtCore only): runs a match, asks computer players in a worker, signals the table."""

from .game_controller import HUMAN_SEAT, GameController, MoonQuestion, Player, PlayerFactory
from .messages import illegal_move_message, reason_message

__all__ = ["HUMAN_SEAT", "GameController", "MoonQuestion", "Player", "PlayerFactory", "illegal_move_message",
           "reason_message"]
