"""Generate ``clients/shared/api.js`` from the OpenAPI contract (``openapi/openapi.json``).

The output is a plain ES module (no build step): a JSDoc ``@typedef`` for every schema in
``components.schemas`` and one async function per operation, each calling the hand-written
transport in ``http.js``. Operations that answer ``text/event-stream`` also get a
``<name>Stream`` function that follows the stream (SSE with resume, long-poll fallback).

Usage: ``python clients/generate_api.py [openapi.json] [api.js]``; ``--check`` exits 1 when the
committed file differs from what the contract generates (CI runs the same check as a test).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SPEC = ROOT / "openapi" / "openapi.json"
DEFAULT_OUT = ROOT / "clients" / "shared" / "api.js"
METHODS = ("get", "post", "put", "patch", "delete")
IDENT = re.compile(r"[^0-9A-Za-z]+")


def camel(words: str) -> str:
    parts = [p for p in IDENT.split(words) if p]
    if not parts:
        return "op"
    head, *rest = parts
    return head[0].lower() + head[1:] + "".join(p[0].upper() + p[1:] for p in rest)


def type_name(name: str) -> str:
    """A schema name as a JSDoc type name (schema names may hold dots or dashes)."""
    parts = [p for p in IDENT.split(name) if p]
    return "".join(p[0].upper() + p[1:] for p in parts) or "Schema"


def js_type(schema: Any, depth: int = 0) -> str:
    """A JSDoc type expression for a JSON Schema (closed-world: unknown shapes become ``*``)."""
    if not isinstance(schema, dict) or depth > 6:
        return "*"
    if "$ref" in schema:
        return type_name(schema["$ref"].rsplit("/", 1)[-1])
    for key in ("oneOf", "anyOf"):
        if key in schema:
            return "(" + "|".join(js_type(s, depth + 1) for s in schema[key]) + ")"
    if "allOf" in schema:
        return "(" + "&".join(js_type(s, depth + 1) for s in schema["allOf"]) + ")"
    if "enum" in schema:
        return "(" + "|".join(json.dumps(v) for v in schema["enum"]) + ")"
    if "const" in schema:
        return json.dumps(schema["const"])
    kind = schema.get("type")
    if isinstance(kind, list):
        return "(" + "|".join(js_type({**schema, "type": k}, depth + 1) for k in kind) + ")"
    nullable = "|null" if schema.get("nullable") else ""
    if kind == "array":
        body = f"Array<{js_type(schema.get('items'), depth + 1)}>"
    elif kind == "object" or "properties" in schema:
        props = schema.get("properties") or {}
        if props:
            required = set(schema.get("required") or ())
            fields = ", ".join(
                f"{_prop(k)}{'' if k in required else '?'}: {js_type(v, depth + 1)}"
                for k, v in props.items()
            )
            body = "{" + fields + "}"
        elif isinstance(schema.get("additionalProperties"), dict):
            body = f"Object<string, {js_type(schema['additionalProperties'], depth + 1)}>"
        else:
            body = "Object<string, *>"
    elif kind in ("integer", "number"):
        body = "number"
    elif kind == "string":
        body = "string"
    elif kind == "boolean":
        body = "boolean"
    elif kind == "null":
        body = "null"
    else:
        body = "*"
    return f"({body}{nullable})" if nullable else body


def _prop(name: str) -> str:
    return name if re.fullmatch(r"[A-Za-z_$][\w$]*", name) else json.dumps(name)


def operation_name(method: str, path: str, op: dict[str, Any]) -> str:
    """The operation's own id when it has one, else one made from the method and the path."""
    if op.get("operationId"):
        return camel(op["operationId"])
    return path_name(method, path)


def path_name(method: str, path: str) -> str:
    """A name made from the method and the path (``getGamesByGameId``): what every function
    was called before operations had ids, kept as an alias so existing callers go on."""
    words = [method]
    for segment in path.strip("/").split("/"):
        if segment in ("v1", ""):
            continue
        if segment.startswith("{"):
            words.append("by " + segment.strip("{}"))
        else:
            words.append(segment)
    return camel(" ".join(words))


def _resolve(spec: dict[str, Any], obj: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in obj:
        node: Any = spec
        for part in obj["$ref"].lstrip("#/").split("/"):
            node = node[part]
        obj = node
    return obj


def _body_schema(spec: dict[str, Any], op: dict[str, Any]) -> dict[str, Any] | None:
    body = op.get("requestBody")
    if not body:
        return None
    content = _resolve(spec, body).get("content", {})
    media = content.get("application/json") or next(iter(content.values()), {})
    schema: dict[str, Any] | None = media.get("schema")
    return schema


def _success(spec: dict[str, Any], op: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """(the first 2xx status, its response object)."""
    for status, response in sorted(op.get("responses", {}).items()):
        if str(status).startswith("2"):
            return str(status), _resolve(spec, response)
    return "200", {}


def _success_schema(response: dict[str, Any]) -> dict[str, Any] | None:
    content = response.get("content", {})
    media = content.get("application/json")
    return media.get("schema") if media else None


def _is_stream(op: dict[str, Any], spec: dict[str, Any]) -> bool:
    for response in op.get("responses", {}).values():
        if "text/event-stream" in _resolve(spec, response).get("content", {}):
            return True
    return False


def _doc(text: str, indent: str = "") -> list[str]:
    return [f"{indent} * {line}".rstrip() for line in text.strip().splitlines()]


def operations(spec: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for path in sorted(spec.get("paths", {})):
        item = spec["paths"][path]
        shared = item.get("parameters", [])
        for method in METHODS:
            if method not in item:
                continue
            op = item[method]
            params = [_resolve(spec, p) for p in (*shared, *op.get("parameters", []))]
            status, response = _success(spec, op)
            out.append(
                {
                    "name": operation_name(method, path, op),
                    "alias": path_name(method, path),
                    "method": method,
                    "path": path,
                    "summary": (op.get("summary") or op.get("description") or "").strip(),
                    "params": params,
                    "body": _body_schema(spec, op),
                    "status": status,
                    "result": _success_schema(response),
                    "stream": _is_stream(op, spec),
                    "errors": sorted(s for s in op.get("responses", {}) if not s.startswith("2")),
                }
            )
    return out


def render(spec: dict[str, Any]) -> str:
    info = spec.get("info", {})
    lines = [
        "// GENERATED by clients/generate_api.py from openapi/openapi.json. Do not edit.",
        f"// {info.get('title', 'API')} {info.get('version', '')}".rstrip(),
        "",
        'import { request, openStream } from "./http.js";',
        'export { ApiError, auth, config, newIdempotencyKey, versionOf } from "./http.js";',
        "",
    ]
    for name, schema in sorted(spec.get("components", {}).get("schemas", {}).items()):
        lines.append("/**")
        if schema.get("description"):
            lines.extend(_doc(schema["description"]))
        lines.append(f" * @typedef {{{js_type(schema)}}} {type_name(name)}")
        lines.append(" */")
        lines.append("")
    ops = operations(spec)
    table = {}
    for op in ops:
        query = [p["name"] for p in op["params"] if p.get("in") == "query"]
        headers = {
            camel(p["name"]): p["name"] for p in op["params"] if p.get("in") == "header"
        }
        table[op["name"]] = {
            "method": op["method"],
            "path": op["path"],
            "query": query,
            "headers": headers,
        }
        if op["alias"] != op["name"]:
            table[op["alias"]] = table[op["name"]]
    lines.append("/** Every operation: method, path, query and header parameters. */")
    lines.append(f"export const OPERATIONS = {json.dumps(table, indent=2, sort_keys=True)};")
    lines.append("")
    for op in ops:
        lines.extend(_function(op))
    return "\n".join(lines).rstrip() + "\n"


def _function(op: dict[str, Any]) -> list[str]:
    lines = ["/**"]
    if op["summary"]:
        lines.extend(_doc(op["summary"]))
    lines.append(f" * `{op['method'].upper()} {op['path']}`")
    lines.append(" * @param {{")
    fields = []
    for p in op["params"]:
        key = p["name"] if p.get("in") != "header" else camel(p["name"])
        optional = "" if p.get("required") else "?"
        fields.append(f" *   {_prop(key)}{optional}: {js_type(p.get('schema'))},")
    if op["body"] is not None:
        fields.append(f" *   body: {js_type(op['body'])},")
    fields.append(" *   signal?: AbortSignal,")
    lines.extend(fields)
    lines.append(" * }} args")
    result = js_type(op["result"]) if op["result"] else "*"
    lines.append(
        " * @returns {Promise<{status: number, data: "
        + result
        + ", etag: (string|null), version: (number|null), headers: Headers}>}"
    )
    if op["errors"]:
        lines.append(f" * @throws {{ApiError}} on {', '.join(op['errors'])}")
    lines.append(" */")
    lines.append(f"export function {op['name']}(args = {{}}) {{")
    lines.append(f"  return request(OPERATIONS.{op['name']}, args);")
    lines.append("}")
    lines.append("")
    if op["stream"]:
        lines.append("/**")
        lines.append(f" * Follow `{op['path']}` live: SSE with resume, long-poll fallback.")
        lines.append(" * @param {Object<string, *>} args path parameters and optional `after`")
        lines.append(
            " * @param {{onEvent: function(*): void, onMode?: function(string): void}} handlers"
        )
        lines.append(" */")
        lines.append(f"export function {op['name']}Stream(args, handlers) {{")
        lines.append(f"  return openStream(OPERATIONS.{op['name']}, args, handlers);")
        lines.append("}")
        lines.append("")
    if op["alias"] != op["name"]:
        lines.append(f"/** `{op['name']}` by its path's name. */")
        lines.append(f"export const {op['alias']} = {op['name']};")
        if op["stream"]:
            lines.append(f"export const {op['alias']}Stream = {op['name']}Stream;")
        lines.append("")
    return lines


def main(argv: list[str]) -> int:
    check = "--check" in argv
    paths = [a for a in argv if not a.startswith("--")]
    spec_path = Path(paths[0]) if paths else DEFAULT_SPEC
    out_path = Path(paths[1]) if len(paths) > 1 else DEFAULT_OUT
    text = render(json.loads(spec_path.read_text()))
    if check:
        current = out_path.read_text() if out_path.exists() else ""
        if current != text:
            print(f"{out_path} is stale: run `python clients/generate_api.py`", file=sys.stderr)
            return 1
        return 0
    out_path.write_text(text)
    print(f"wrote {out_path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
