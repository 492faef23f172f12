"""The process types are told the same way everywhere: every process type of deploy/Procfile is
started by README's distributed mode and listed, with its command, in docs/ARCHITECTURE.md's
table of process types -> entry points -> folders; every worker runs ``dashgames.worker``."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def procfile() -> dict[str, str]:
    lines = (ROOT / "deploy" / "Procfile").read_text().splitlines()
    return dict(line.split(": ", 1) for line in lines if line and not line.startswith("#"))


SUPERVISOR = "python -m dashgames.infra.supervise "
"""The Procfile runs each worker under the restarting supervisor (a Procfile runner restarts
nothing); compose, Kubernetes and the README's commands leave restarting to their runner."""


def core(command: str) -> str:
    """A command without the flags that only tune it (logging, gossip, mingle) and without the
    supervisor around it."""
    return re.sub(r"\s+--without-\w+|\s+-l \w+", "", command.replace(SUPERVISOR, "")).strip()


def test_the_procfile_lists_the_six_process_types_and_every_worker_runs_the_worker_app() -> None:
    types = procfile()
    assert set(types) == {"api", "rules", "ai", "archive", "pairing", "push"}
    for kind in ("rules", "ai", "archive", "pairing", "push"):
        assert f"celery -A dashgames.worker worker -Q {kind}" in types[kind]


def test_readme_starts_every_process_type_of_the_procfile() -> None:
    readme = (ROOT / "README.md").read_text()
    block = readme.split("## Distributed mode", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    for kind, command in procfile().items():
        assert core(command) in block, kind


def test_architecture_maps_every_process_type_to_its_command() -> None:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text()
    table = text.split("## Process types", 1)[1].split("\n## ", 1)[0]
    rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| `?(\w+)`? \| `([^`]+)`", table,
                                                          re.M)}
    for kind, command in procfile().items():
        assert kind in rows, kind
        assert rows[kind] in core(command), (kind, rows[kind])


def test_compose_and_kubernetes_run_every_process_type_of_the_procfile() -> None:
    compose = (ROOT / "deploy" / "compose.yaml").read_text()
    manifests = "".join(p.read_text() for p in sorted((ROOT / "deploy" / "k8s").glob("*.yaml")))
    queues = {q for listed in re.findall(r'"-Q",\s*"([a-z,]+)"', manifests)
              for q in listed.split(",")}
    for kind, command in procfile().items():
        service = re.search(rf"^  {kind}:.*\n(?:    .*\n)*?    command: (.+)$", compose, re.M)
        assert service is not None and core(service.group(1)) == core(command), kind
        if kind != "api":
            assert kind in queues, kind
    assert "dashgames.http.app:create_app()" in manifests
