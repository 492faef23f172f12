"""deploy/prometheus/alerts.yaml: a valid rule file whose every rule names series the platform
serves (a renamed metric must not leave an alert that can never fire)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from prometheus_client import REGISTRY

from dashgames.infra import metrics

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "deploy" / "prometheus" / "alerts.yaml"


def _served() -> set[str]:
    """Series names as Prometheus sees them: this process's own families (counters with their
    ``_total``), and the ones the API reads at scrape time."""
    names = set()
    for family in REGISTRY.collect():  # a labelled series with no values yet has no samples
        names.add(family.name + ("_total" if family.type == "counter" else ""))
        names.update(sample.name for sample in family.samples)
    collectors = (metrics.QueueDepths(lambda: ({"rules": 0}, 0)),
                  metrics.LiveWorkers(lambda: {"rules": 1}))
    for collector in collectors:
        for family in collector.collect():
            names.update(sample.name for sample in family.samples)
    return names


def test_every_alert_names_series_the_platform_serves() -> None:
    groups = yaml.safe_load(RULES.read_text())["groups"]
    rules = [rule for group in groups for rule in group["rules"]]
    assert {r["alert"] for r in rules} >= {"DashGamesNoLiveWorkers", "DashGamesFollowupsUnsent"}
    served = _served()
    for rule in rules:
        assert set(rule) >= {"alert", "expr", "labels", "annotations"}, rule
        named = set(re.findall(r"\bdashgames_[a-z_]+", rule["expr"]))
        assert named and named <= served, (rule["alert"], named - served)
