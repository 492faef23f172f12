// DC Dash: drawn as text until its engine's view lands (see generic.js).

export { describeAny as describe, rawView as draw } from "./generic.js";

export const title = "DC Dash";
