"""The chaos run (``make chaos``, ``python -m bench.chaos``): kill -9 of every process type of
``deploy/Procfile`` and restarts of Redis at random while games of every type are played and
followed over HTTP; ``run.py`` drives it, ``processes.py`` starts and supervises the platform,
``players.py`` plays and follows, ``checks.py`` checks what was acknowledged and seen.

It drives the platform from outside only: commands from ``deploy/Procfile`` and
``deploy/gunicorn.conf.py``, settings through ``DASHGAMES_*`` variables, everything else over
HTTP. The one module of the package it imports is the command line (``dashgames.__main__``, for
``dashgames verify-replay``).
"""
