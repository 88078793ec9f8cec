"""What every room of the interface shares: colours that stay readable, the themes' colours and card art, the
focus style, key names, and fitting windows and names into the room there is."""
