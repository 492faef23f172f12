"""The history as the platform serves it: the archive worker that copies a finished game into
the history database (``records``), and the reads the API answers from it and from live games."""
