/**
 * The value at `path` inside something a wallet, an SDK or a node threw. What is thrown comes from
 * outside: it may be null, a string, a frozen object, a revoked Proxy or an object whose getters
 * throw. A key that cannot be read reads as nothing there, so judging an error never throws itself.
 */
export function readThrown(thrown: unknown, path: readonly string[]): unknown {
  let current = thrown
  for (const key of path) {
    if ((typeof current !== 'object' && typeof current !== 'function') || current === null) return undefined
    try {
      current = (current as Record<string, unknown>)[key]
    } catch {
      return undefined
    }
  }
  return current
}

/** The longest part of a thrown message kept: it is text from outside, for `details` only. */
const MAX_MESSAGE_LENGTH = 200

/**
 * What a thrown value says, cut short: an error's `message`, or the value itself when a wallet
 * rejects with a bare string. Anything else (a number, an object without a readable message)
 * says nothing: `String()` of an arbitrary value may run its own code and throw.
 */
export function thrownMessage(thrown: unknown, maxLength = MAX_MESSAGE_LENGTH): string | undefined {
  const message = typeof thrown === 'string' ? thrown : readThrown(thrown, ['message'])
  return typeof message === 'string' && message ? message.slice(0, maxLength) : undefined
}
