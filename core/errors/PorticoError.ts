export interface PorticoErrorOptions {
  /** Extra technical detail, shown to developers, never to visitors. */
  details?: string
  cause?: unknown
}

/**
 * The base of every error Portico throws. `code` is stable and documented in docs/errors.md;
 * `shortMessage` is the visitor-facing text, quoted exactly from SPEC section 8.
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string

  constructor(code: string, shortMessage: string, options: PorticoErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
    this.docsPath = `docs/errors.md#${code.toLowerCase()}`
  }

  /** Follows the cause chain to the innermost error, or to the first one `match` accepts. */
  walk(match?: (error: unknown) => boolean): unknown {
    const chain: unknown[] = [this]
    for (let cause = this.cause; cause !== undefined && !chain.includes(cause);) {
      chain.push(cause)
      cause = cause instanceof Error ? cause.cause : undefined
    }
    return match ? (chain.find(match) ?? null) : chain.at(-1)
  }
}

export function isPorticoError(error: unknown, code?: string): error is PorticoError {
  return error instanceof PorticoError && (code === undefined || error.code === code)
}
