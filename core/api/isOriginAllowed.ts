/** Characters a DNS label or a port may hold: what one `*` of a pattern stands for. */
function isLabelChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 45
}

/**
 * Whether an origin is on the project's list (SPEC section 5). A pattern without `*` must equal
 * the origin exactly. `*` alone allows every origin; elsewhere each `*` matches one or more label
 * characters, so `https://*.example.com` allows `https://app.example.com` but neither
 * `https://a.b.example.com` nor an origin on another scheme.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => pattern === '*' || pattern === origin || (pattern.includes('*') && matchesPattern(pattern, origin)))
}

/**
 * A glob match without regular expressions: no pattern characters need escaping, and a hostile
 * pattern such as `*-*-*-*-…` cannot cause catastrophic backtracking. `reach[j]` is whether the
 * pattern so far can end exactly after `text[j - 1]`; the work is pattern length × text length.
 */
export function matchesPattern(pattern: string, text: string): boolean {
  let reach = new Uint8Array(text.length + 1)
  reach[0] = 1
  for (let i = 0; i < pattern.length; i++) {
    const token = pattern[i]!
    const next = new Uint8Array(text.length + 1)
    let any = false
    for (let j = 0; j < text.length; j++) {
      const matched = token === '*'
        ? isLabelChar(text.charCodeAt(j)) && (reach[j] === 1 || next[j] === 1)
        : reach[j] === 1 && text[j] === token
      if (matched) {
        next[j + 1] = 1
        any = true
      }
    }
    if (!any) return false
    reach = next
  }
  return reach[text.length] === 1
}
