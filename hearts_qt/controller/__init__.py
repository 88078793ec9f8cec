"""The controller layer (QtCore only): runs a match, asks computer players in a worker, signals the table."""

from .game_controller import HUMAN_SEAT, GameController, MoonQuestion, Player, PlayerFactory
from .messages import ENGINE_MESSAGES, engine_message

__all__ = ["ENGINE_MESSAGES", "HUMAN_SEAT", "GameController", "MoonQuestion", "Player", "PlayerFactory",
           "engine_message"]
