// Small DOM and SVG builders shared by the screens and the game renderers.

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * An HTML element: `h("button", {class: "x", onclick: f, "aria-label": "..."}, "text", child)`.
 * @param {string} tag
 * @param {Object<string, *>} [attrs]
 * @param {...(Node|string|number|null|undefined|false)} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  setAttrs(node, attrs);
  append(node, children);
  return node;
}

/**
 * An SVG element, same calling convention as `h`.
 * @returns {SVGElement}
 */
export function s(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  setAttrs(node, attrs);
  append(node, children);
  return node;
}

function setAttrs(node, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2), value);
    } else if (key === "text") {
      node.textContent = String(value);
    } else {
      node.setAttribute(key, value === true ? "" : String(value));
    }
  }
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** An SVG `<title>`: the accessible name of a shape and its hover tooltip. */
export function title(text) {
  return s("title", {}, text);
}

/** The root `<svg>` of a board with a viewBox in board units, scaled to its container. */
export function board(width, height, label, ...children) {
  return s(
    "svg",
    {
      viewBox: `0 0 ${width} ${height}`,
      class: "board",
      role: "group",
      "aria-label": label,
      preserveAspectRatio: "xMidYMid meet",
    },
    ...children,
  );
}

/** Seat colours used by every game for pawns, cars and markers (colour-blind safe order). */
export const SEAT_COLOURS = [
  "#d1495b", "#2e86ab", "#edae49", "#3b8b5a", "#8e5ea2", "#f08a4b", "#444444", "#66a3a3",
];

export function seatColour(seat) {
  return SEAT_COLOURS[((seat % SEAT_COLOURS.length) + SEAT_COLOURS.length) % SEAT_COLOURS.length];
}

/** Humanise an identifier: `track_maintenance` -> `track maintenance`. */
export function words(id) {
  return String(id).replace(/[_-]+/g, " ");
}

/** A small picture for a legend: an SVG of 20x20 units holding `children`. */
export function icon(...children) {
  return s("svg", { viewBox: "0 0 20 20", class: "icon", width: 20, height: 20, "aria-hidden": "true" }, ...children);
}

/** "1st", "2nd", "3rd", "4th" ... */
export function ordinal(n) {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] || "th";
  return `${n}${tail}`;
}
