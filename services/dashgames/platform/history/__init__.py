"""The game history: finished games, ratings and rating history in a relational database.

Redis keeps live games only; once a game ends the archive worker (``dashgames.rules.archive``)
copies it here and lets its live keys expire. SQLAlchemy 2 Core talks to PostgreSQL
(distributed mode, ``DASHGAMES_DATABASE_URL``) or SQLite (embedded mode and a machine with no
database server); Alembic migrations ship inside the package (``migrations/``) and are applied at
start by whichever process opens the database first (``database.open_history``).

``schema``    the tables
``database``  the engine, its per-dialect settings, the migrations run at start
``records``   writing a finished game (once: its id is the primary key) with its rating changes
``reads``     what the API asks: an archived game, a player's finished games, ratings, boards
``ratings``   OpenSkill (Plackett-Luce) over a game's sides and ranks
``spilled``   a running game's older steps, moved out of Redis while it runs
"""
