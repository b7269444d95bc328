/**
 * The source text of the top-level `"id"` member of a JSON object, or undefined. Some WalletConnect
 * clients use 64-bit ids (a millisecond timestamp times 1000 plus a random part) that JSON.parse
 * rounds, so a reply built from the parsed number would answer a request nobody sent. The text must
 * already be known to be valid JSON.
 */
export function readRawRpcId(text: string): string | undefined {
  let depth = 0
  let index = 0
  let lastKey: string | undefined
  while (index < text.length) {
    const char = text[index]!
    if (char === '"') {
      const end = endOfString(text, index)
      const token = text.slice(index, end)
      index = end
      if (depth === 1 && text.slice(index).trimStart().startsWith(':')) lastKey = JSON.parse(token) as string
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    else if (char === ':' && depth === 1 && lastKey === 'id') {
      const rest = text.slice(index + 1)
      const match = /^\s*(-?\d[\d.eE+-]*)/.exec(rest)
      return match?.[1]
    }
    index++
  }
  return undefined
}

/** The index just after the string literal that opens at `start`. */
function endOfString(text: string, start: number): number {
  let index = start + 1
  while (index < text.length) {
    if (text[index] === '\\') index += 2
    else if (text[index] === '"') return index + 1
    else index++
  }
  return index
}
