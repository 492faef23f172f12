"""The SDK's version: the contract's ``info.version`` (``generate.py``)."""

__version__ = "1.1.0"
CONTRACT_VERSION = __version__
