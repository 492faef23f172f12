"""The history's migrations, oldest first."""
