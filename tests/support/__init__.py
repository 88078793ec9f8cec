"""What several test modules share: fake players and tables, matches played to a point, strategies for damaged
files. Test modules import from here, never from one another (a test module imported elsewhere runs its tests'
imports and state twice, and moving one test breaks another)."""
