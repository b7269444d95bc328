/*
 * The non-ASCII characters the page's first bundle shows, made at run time. A script with even one
 * non-ASCII character is kept by the engine as a two-byte string, whole: for the chunk a site
 * bundles Portico's start into, React included, one literal ellipsis costs about 0.3 MB of heap.
 * Escapes do not help, as bundlers write `\u2026` back as the character (Vite's esbuild prints
 * UTF-8); fromCodePoint is a call they leave alone. The size test holds the first bundle to ASCII.
 */

/** '…', where a text or an address is cut short. */
export const ELLIPSIS = /* @__PURE__ */ String.fromCodePoint(0x2026)
/** '—', where a value is not there to show. */
export const EM_DASH = /* @__PURE__ */ String.fromCodePoint(0x2014)
