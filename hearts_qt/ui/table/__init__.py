"""The card table: the view and its piles of cards, the presenter that animates the controller's events, the
items painted on the felt, the keys, the layout arithmetic and what screen readers read."""
