"""The one build step pyproject.toml cannot say: the browser clients go into the wheel.

The clients live at the top of the repository (``clients/web``, ``clients/mobile`` and the code
both share, ``clients/shared``). A deployment installs only the wheel, so the build copies those
three folders in as ``dashgames/clients/``, where the API finds them (``http/settings.py``).
Symbolic links are not copied: ``web/shared`` and ``mobile/shared`` point at ``shared/`` in the
checkout, and the API serves ``/<client>/shared/`` from ``clients/shared`` itself
(``http/app.py``), so the wheel holds the shared code once. An editable install copies
nothing: it serves the checkout's own ``clients/``. Everything else is in pyproject.toml.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

CLIENTS = Path(__file__).resolve().parent / "clients"
FOLDERS = ("web", "mobile", "shared")
PACKAGED = ("dashgames", "clients")  # where they land inside the wheel


def client_files() -> list[str]:
    """Every file of the shipped client folders, relative to ``clients/``; no links, no dotfiles."""
    if not (CLIENTS / "web" / "index.html").is_file():
        raise SystemExit(f"the browser clients are missing ({CLIENTS}): the wheel would lack them")
    found = []
    for folder in FOLDERS:
        for where, dirs, files in os.walk(CLIENTS / folder):  # does not enter linked folders
            here = Path(where)
            dirs[:] = sorted(d for d in dirs if not (here / d).is_symlink() and d[0] != ".")
            found += [str((here / f).relative_to(CLIENTS)) for f in sorted(files)
                      if not (here / f).is_symlink() and f[0] != "."]
    return found


class BuildPyWithClients(build_py):
    """setuptools' build_py, plus the clients copied into the build as package data."""

    def _client_mapping(self) -> dict[str, str]:
        target = os.path.join(self.build_lib, *PACKAGED)
        return {os.path.join(target, name): str(CLIENTS / name) for name in client_files()}

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        shutil.rmtree(os.path.join(self.build_lib, *PACKAGED), ignore_errors=True)  # no stale files
        for target, source in self._client_mapping().items():
            self.mkpath(os.path.dirname(target))
            self.copy_file(source, target)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        return outputs if self.editable_mode else [*outputs, *self._client_mapping()]

    def get_output_mapping(self) -> dict[str, str]:
        mapping = super().get_output_mapping()
        return mapping if self.editable_mode else {**mapping, **self._client_mapping()}


setup(cmdclass={"build_py": BuildPyWithClients})
