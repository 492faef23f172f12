// Turning drawn shapes into move targets. A renderer never decides legality: it groups the
// legal moves the API sent under the shapes they concern; the screen does the rest.

/** The canonical text of a move (sorted keys), to compare moves from different answers. */
export function moveKey(move) {
  return JSON.stringify(sortKeys(move));
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    const out = {};
    for (const k of Object.keys(value).sort()) out[k] = sortKeys(value[k]);
    return out;
  }
  return value;
}

/** Group moves by a key function (a square, a station, a card), preserving their order. */
export function groupBy(moves, keyOf) {
  const groups = new Map();
  for (const move of moves) {
    const key = keyOf(move);
    if (key === undefined || key === null) continue;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(move);
  }
  return groups;
}

/**
 * The object a renderer draws with: the view's facts plus `target`, which makes a shape a
 * focusable, labelled button for some legal moves (or for selecting a piece first).
 */
export class TargetContext {
  /**
   * @param {{seat: (number|null), legal: Array<object>, selected: (string|null),
   *          summary: object, describe: function(object): string,
   *          onActivate: function({moves: Array<object>, select?: string, label: string}): void}} facts
   */
  constructor(facts) {
    Object.assign(this, facts);
    if (!this.name) this.name = (seat) => `Seat ${seat + 1}`; // the screen passes the seats' names
    this.claimed = new Set();
    this.count = 0;
  }

  /**
   * Make `element` a target. `spec.moves` are the legal moves it stands for; with
   * `spec.select` activating it selects that key (a piece) instead of moving.
   * @param {Element} element
   * @param {{moves?: Array<object>, select?: string}} spec
   * @param {string} label the accessible name, e.g. "Move piece c1 north by 3"
   */
  target(element, spec, label) {
    const moves = spec.moves || [];
    // A selected piece's moves are drawn as their own targets; any the renderer leaves out
    // must still reach the move list, so only an unselected selector claims its moves.
    if (spec.select === undefined || spec.select !== this.selected) {
      for (const m of moves) this.claimed.add(moveKey(m));
    }
    const key = spec.select !== undefined ? `select:${spec.select}` : moves.map(moveKey).join("|");
    element.classList.add("target");
    if (spec.select !== undefined && spec.select === this.selected) element.classList.add("selected");
    element.setAttribute("tabindex", "0");
    element.setAttribute("role", "button");
    element.setAttribute("aria-label", label);
    element.dataset.targetKey = key;
    element.dataset.moves = String(moves.length);
    if (element instanceof SVGElement && !element.querySelector(":scope > title")) {
      const tip = document.createElementNS("http://www.w3.org/2000/svg", "title");
      tip.textContent = label;
      element.prepend(tip);
    }
    const activate = (ev) => {
      ev.preventDefault();
      ev.stopPropagation();
      this.onActivate({ moves, select: spec.select, label, key });
    };
    element.addEventListener("click", activate);
    element.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " " || ev.key === "Spacebar") activate(ev);
    });
    this.count += 1;
    return element;
  }

  /** Legal moves no target claimed: the screen lists them as plain buttons. */
  unclaimed() {
    return this.legal.filter((m) => !this.claimed.has(moveKey(m)));
  }
}
