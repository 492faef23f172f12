"""The arena: the house bots' levels measured against each other (``make arena``).

It plays seeded matches between every pair of levels of every game, seats rotated and, where
the game rolls dice, each seed played twice with the seats swapped (mirrored dice), then writes
win rates with 95% Wilson intervals, an OpenSkill rating per level per game and, for games of
three or more players, a level's first-place share against heuristic seats. The table, its data
and a chart go to ``docs/`` and the web client's ladder screen reads the same data.

Layered above ``ai`` (it chooses moves the way the house bots do) and below nothing: no process
of the platform imports it. Every bot sees only its seat's view and legal moves.
"""
