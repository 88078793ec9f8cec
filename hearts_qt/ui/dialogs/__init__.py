"""The dialogs over the table: the moon choice, game over, rules and About, the score sheet and its chart, the
hand history, statistics, the last trick, a numbered deal, the keyboard page and problems told to the player."""
