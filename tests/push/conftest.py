"""These back-end tests play the test-only games too (tests/support/backend_tests.py)."""

from tests.support.backend_tests import _toy_games  # noqa: F401  (autouse)
