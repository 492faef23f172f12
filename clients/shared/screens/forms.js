// Form parts the lobby, the challenge and the quick-pairing forms share: a game type's options,
// the clock presets, and the rated / private switches. Each returns its node and a `read()`.

import { h, words } from "../dom.js";

/** The table clocks a person picks from (docs/CLOCKS.md); null is "no clock". */
export const CLOCKS = [
  { id: "none", label: "No clock", clock: null },
  { id: "move30", label: "30 s per move", clock: { per_move_seconds: 30 } },
  { id: "move60", label: "1 min per move", clock: { per_move_seconds: 60 } },
  { id: "bank5", label: "5 min each + 5 s a move", clock: { initial_seconds: 300, increment_seconds: 5 } },
  { id: "day", label: "1 day per move", clock: { per_move_seconds: 86400 } },
];

/** A clock select labelled "Clock"; `read()` is the API's clock object or null. */
export function clockField(idPrefix, initial = "none") {
  const id = `${idPrefix}-clock`;
  const select = h("select", { id, name: "clock" }, ...CLOCKS.map((c) => h("option", { value: c.id }, c.label)));
  select.value = initial;
  return {
    node: h("div", { class: "field" }, h("label", { for: id }, "Clock"), select),
    read: () => (CLOCKS.find((c) => c.id === select.value) || CLOCKS[0]).clock,
    select,
  };
}

/** A labelled checkbox; `read()` is its state. */
export function checkField(id, label, hint = "") {
  const input = h("input", { id, type: "checkbox" });
  return {
    node: h("div", { class: "field check-field" }, input, h("label", { for: id }, label, hint ? h("small", {}, ` — ${hint}`) : null)),
    read: () => input.checked,
    input,
  };
}

/** One input per declared option, labelled with its description; `read` gives its value. */
export function optionField(type, opt, prefix = "") {
  const id = `${prefix}${type}-opt-${opt.name}`;
  const label = h("label", { for: id }, `${words(opt.name)}`, opt.description ? h("small", {}, ` — ${opt.description}`) : null);
  let input;
  let read;
  if (opt.kind === "bool") {
    input = h("input", { id, type: "checkbox", checked: opt.default ? true : undefined });
    read = () => input.checked;
  } else if (opt.kind === "choice") {
    input = h("select", { id }, ...opt.choices.map((c) => h("option", { value: JSON.stringify(c) }, String(c))));
    input.value = JSON.stringify(opt.default);
    read = () => JSON.parse(input.value);
  } else if (opt.kind === "int" || opt.kind === "float") {
    input = h("input", {
      id, type: "number", value: opt.default, min: opt.minimum, max: opt.maximum,
      step: opt.kind === "int" ? 1 : "any",
    });
    read = () => (input.value === "" ? undefined : Number(input.value));
  } else {
    input = h("input", { id, type: "text", value: opt.default ?? "" });
    read = () => input.value;
  }
  return { opt, read, node: h("div", { class: `field option-${opt.kind}` }, label, input) };
}

/** The options that differ from their defaults, as the API takes them. */
export function readOptions(fields) {
  const options = {};
  for (const { opt, read } of fields) {
    const value = read();
    if (value !== undefined && value !== opt.default) options[opt.name] = value;
  }
  return options;
}

export function range(lo, hi) {
  const out = [];
  for (let n = lo; n <= hi; n++) out.push(n);
  return out;
}

/** "casual · 2 players · 1 min per move": a table's settings in words. */
export function tableWords({ rated, players, clock }) {
  const preset = CLOCKS.find((c) => JSON.stringify(c.clock) === JSON.stringify(clock ? trimClock(clock) : null));
  const clockText = clock ? (preset ? preset.label : "a clock") : "no clock";
  return [rated ? "rated" : "casual", players ? `${players} players` : null, clockText].filter(Boolean).join(" · ");
}

function trimClock(clock) {
  const out = {};
  for (const key of ["per_move_seconds", "initial_seconds", "increment_seconds"]) {
    if (clock[key]) out[key] = clock[key];
  }
  return out;
}

/** A read-only link with a Copy button (the clipboard, or the text selected to copy by hand). */
export function copyBox(id, url, label = "Copy link") {
  const input = h("input", { id, type: "text", readonly: true, value: url, class: "copy-url", "aria-label": "Link" });
  const said = h("span", { class: "copied", role: "status" });
  const button = h("button", {
    type: "button", class: "copy",
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(url);
        said.textContent = "Copied.";
      } catch (e) {
        input.select();
        said.textContent = "Select and copy the link.";
      }
    },
  }, label);
  return h("div", { class: "copy-box" }, input, button, said);
}
