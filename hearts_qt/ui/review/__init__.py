"""The coach's review of a hand: the dialog and its picture of the table at each reviewed decision."""
