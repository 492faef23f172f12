// The hand-written half of the API module: transport, auth, errors and the event stream.
// `api.js` (generated from openapi/openapi.json) calls `request` once per operation; nothing
// here knows a game's rules.

const TOKEN_KEY = "dashgames.token";
const PLAYER_KEY = "dashgames.player";

/** @type {{base: string}} */
export const config = { base: "" };

/** An error answer of the API: the one JSON shape `{code, message, details}` plus the status. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {{code?: string, message?: string, details?: object}} body
   */
  constructor(status, body) {
    super((body && body.message) || `HTTP ${status}`);
    this.status = status;
    this.code = (body && body.code) || `HTTP_${status}`;
    this.details = (body && body.details) || {};
  }
}

/** The bearer token of this browser's player, kept in localStorage so a reload keeps the seat. */
export const auth = {
  get token() {
    return localStorage.getItem(TOKEN_KEY);
  },
  /** @returns {{id: string, name: string} | null} */
  get player() {
    const raw = localStorage.getItem(PLAYER_KEY);
    return raw ? JSON.parse(raw) : null;
  },
  /** @param {string} token @param {{id: string, name: string}} player */
  save(token, player) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(PLAYER_KEY, JSON.stringify(player));
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(PLAYER_KEY);
  },
};

/** A fresh Idempotency-Key: a retried request with the same key is applied once. */
export function newIdempotencyKey() {
  if (globalThis.crypto && crypto.randomUUID) return crypto.randomUUID();
  return `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The version in an ETag header (`"12"` or `W/"12"`), or null. */
export function versionOf(etag) {
  if (!etag) return null;
  const m = /"?(\d+)"?\s*$/.exec(etag);
  return m ? Number(m[1]) : null;
}

function fillPath(template, params) {
  return template.replace(/\{(\w+)\}/g, (_, name) => {
    if (params[name] === undefined) throw new TypeError(`missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/**
 * One HTTP call described by the generated operation table.
 * @param {{method: string, path: string, query: string[], headers: Object<string,string>}} op
 * @param {Object<string, any>} args path and query parameters by name, header parameters by
 *   their camelCase names (`ifMatch`, `idempotencyKey`), `body`, `signal`
 * @returns {Promise<{status: number, data: any, etag: string|null, version: number|null, headers: Headers}>}
 */
export async function request(op, args = {}) {
  let url = config.base + fillPath(op.path, args);
  const search = new URLSearchParams();
  for (const name of op.query) {
    if (args[name] !== undefined && args[name] !== null) search.set(name, String(args[name]));
  }
  if ([...search].length) url += `?${search}`;
  const headers = { Accept: "application/json" };
  const token = auth.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  for (const [argName, header] of Object.entries(op.headers)) {
    if (args[argName] === undefined || args[argName] === null) continue;
    let value = String(args[argName]);
    // If-Match takes the version as an entity tag; accept a bare number for convenience.
    if (header.toLowerCase() === "if-match" && /^\d+$/.test(value)) value = `"${value}"`;
    headers[header] = value;
  }
  const init = { method: op.method.toUpperCase(), headers, signal: args.signal };
  if (args.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(args.body);
  }
  const response = await fetch(url, init);
  const text = await response.text();
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, typeof data === "object" ? data : {});
  const etag = response.headers.get("ETag");
  return { status: response.status, data, etag, version: versionOf(etag), headers: response.headers };
}

/**
 * Follow a game's event stream: Server-Sent Events (resuming from the last id seen), falling
 * back to long-polling the same endpoint with `?after=&wait=` when SSE fails twice in a row.
 * @param {{path: string}} op the events operation
 * @param {Object<string, any>} args path parameters and optional `after` (an event id)
 * @param {{onEvent: function({id: string, version: number, event: object}): void,
 *          onMode?: function(string): void}} handlers
 * @returns {{close: function(): void, mode: function(): string}}
 */
export function openStream(op, args, handlers) {
  let lastId = args.after || null;
  let closed = false;
  let mode = "sse";
  let source = null;
  let failures = 0;
  let poller = null;
  const path = config.base + fillPath(op.path, args);

  const deliver = (record) => {
    if (record.id) lastId = record.id;
    handlers.onEvent(record);
  };

  const startPolling = () => {
    mode = "poll";
    if (handlers.onMode) handlers.onMode(mode);
    const controller = new AbortController();
    poller = controller;
    (async () => {
      while (!closed) {
        const search = new URLSearchParams({ wait: "20" });
        if (lastId) search.set("after", lastId);
        const headers = { Accept: "application/json" };
        if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
        try {
          const r = await fetch(`${path}?${search}`, { headers, signal: controller.signal });
          if (!r.ok) throw new Error(`HTTP ${r.status}`);
          const body = await r.json();
          const records = Array.isArray(body) ? body : body.events || [];
          for (const record of records) deliver(record);
          if (body.last_event_id) lastId = body.last_event_id;
        } catch (e) {
          if (closed) return;
          await new Promise((res) => setTimeout(res, 1000));
        }
      }
    })();
  };

  const startSse = () => {
    if (typeof EventSource === "undefined") return startPolling();
    const search = new URLSearchParams();
    if (lastId) search.set("after", lastId);
    // EventSource cannot send an Authorization header, so the stream is the public one (the
    // spectators' events); each event only prompts the screen to re-read its own seat's view.
    const qs = [...search].length ? `?${search}` : "";
    source = new EventSource(`${path}${qs}`);
    if (handlers.onMode) handlers.onMode(mode);
    const onMessage = (message) => {
      failures = 0;
      let record;
      try {
        record = JSON.parse(message.data);
      } catch {
        return;
      }
      if (!record.id && message.lastEventId) record.id = message.lastEventId;
      if (!record.event) record = { id: message.lastEventId, version: record.version, event: record };
      deliver(record);
    };
    source.onmessage = onMessage;
    source.addEventListener("event", onMessage);
    source.addEventListener("game", onMessage);
    source.onerror = () => {
      if (closed) return;
      failures += 1;
      if (failures >= 2) {
        source.close();
        source = null;
        startPolling();
      }
      // otherwise EventSource reconnects by itself, sending Last-Event-ID.
    };
  };

  startSse();
  return {
    close() {
      closed = true;
      if (source) source.close();
      if (poller) poller.abort();
    },
    mode: () => mode,
  };
}
