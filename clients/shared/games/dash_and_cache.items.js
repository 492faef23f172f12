// A picture for every object in Dash and Cache's room: an emoji where one fits, else a small
// SVG (a rounded tile with the object's first letter, in its colour).

import { s } from "../dom.js";

export const EMOJI = {
  "alarm clock": "⏰", apple: "🍎", bagel: "🥯", ball: "⚽", balloon: "🎈", banana: "🍌", bell: "🔔", belt: "🪢",
  blanket: "🛏️", book: "📕", bowl: "🥣", bracelet: "📿", broom: "🧹", brush: "🪥", "bubble wrap": "🫧", bucket: "🪣",
  "building brick": "🧱", button: "🔘", calculator: "🧮", calendar: "📅", candle: "🕯️", cap: "🧢", "cardboard box": "📦",
  "cereal box": "🥣", chalk: "🖍️", "chess piece": "♟️", clock: "🕰️", coat: "🧥", coin: "🪙", "comic book": "📖",
  controller: "🎮", crayon: "🖍️", cup: "🥤", cushion: "🛋️", dice: "🎲", doll: "🪆", dumbbell: "🏋️", "egg carton": "🥚",
  envelope: "✉️", flashlight: "🔦", fork: "🍴", "fridge magnet": "🧲", "glass jar": "🫙", glove: "🧤",
  "heart balloon": "💝", "heart cookie": "🍪", "heart pillow": "💗", key: "🔑", keyboard: "⌨️", lemon: "🍋", locket: "💛",
  lunchbox: "🍱", magazine: "📰", map: "🗺️", maraca: "🪇", marble: "🔮", "marble statue": "🗿", marker: "🖊️",
  mirror: "🪞", mitten: "🧤", mug: "☕", "music box": "🎶", napkin: "🧻", newspaper: "🗞️", orange: "🍊", pan: "🍳",
  "paper airplane": "✈️", "paper towel tube": "🧻", paperweight: "🪨", "party hat": "🥳", pen: "🖋️", pencil: "✏️",
  phone: "📱", "picture frame": "🖼️", "pine cone": "🌲", "pizza cutter": "🍕", "pizza slice toy": "🍕",
  "plastic bag": "🛍️", "plastic egg": "🥚", plate: "🍽️", "playing card": "🃏", purse: "👛", "puzzle piece": "🧩",
  rattle: "🪇", "remote control": "📺", ring: "💍", rock: "🪨", "roller skate": "🛼", "rolling pin": "🥖",
  "rubber band": "➰", "rubber duck": "🦆", scarf: "🧣", scissors: "✂️", "sheriff badge": "⭐", shirt: "👕",
  shoe: "👟", skateboard: "🛹", "skipping rope": "🪢", "snow globe": "🔮", sock: "🧦", "sock puppet": "🧦",
  sponge: "🧽", spoon: "🥄", "star ornament": "🌟", "starfish toy": "⭐", "sticky note": "🗒️", stone: "🪨",
  storybook: "📚", "stuffed bunny": "🐰", "sugar cube": "🧊", suitcase: "🧳", sunglasses: "🕶️", teapot: "🫖",
  "teddy bear": "🧸", "tennis ball": "🎾", "terracotta pot": "🪴", "tissue box": "🤧", towel: "🧺",
  "toy block": "🧊", "toy car": "🚗", "toy dinosaur": "🦖", "toy guitar": "🎸", "toy robot": "🤖", "toy train": "🚂",
  "traffic cone": "🚧", umbrella: "☂️", vase: "🏺", wallet: "👛", watch: "⌚", "water bottle": "🍶", whistle: "📯",
  "yoga mat": "🧘",
};

const COLOURS = {
  red: "#d1495b", orange: "#f08a4b", yellow: "#e9c229", green: "#3b8b5a", blue: "#2e86ab", purple: "#8e5ea2",
  pink: "#e58fb0", brown: "#8a5a3b", black: "#262626", white: "#f4f4f4", gray: "#9aa0a6", silver: "#c0c4c8",
  multicoloured: "#8e5ea2",
};

/** The kind ("roller skate") and colour ("white") of "roller skate (white)". */
export function kindOf(name) {
  const m = /^(.*?)(?: \(([^)]+)\))?$/.exec(name || "");
  return { kind: m ? m[1] : name, colour: m && m[2] ? m[2] : null };
}

/** The picture of an object: its emoji, or an SVG tile when none fits. */
export function picture(name) {
  const { kind, colour } = kindOf(name);
  const emoji = EMOJI[kind];
  if (emoji) return { emoji, svg: null };
  const fill = COLOURS[colour] || "#9aa5b1";
  return {
    emoji: null,
    svg: s("svg", { viewBox: "0 0 20 20", class: "item-svg", "aria-hidden": "true" },
      s("rect", { x: 2, y: 2, width: 16, height: 16, rx: 4, fill, stroke: "#0005" }),
      s("text", { x: 10, y: 14, "text-anchor": "middle", "font-size": 10, fill: fill === "#f4f4f4" ? "#333" : "#fff" }, kind.charAt(0).toUpperCase())),
  };
}
