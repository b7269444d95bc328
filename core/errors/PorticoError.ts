export type CodedErrorOptions = PorticoErrorOptions

/**
 * Makes an error class for one area from its catalogue of codes and SPEC texts, so every area's
 * errors have the same shape and a code can never be thrown with the wrong text.
 */
export function codedErrorClass<const Messages extends Readonly<Record<string, string>>>(
  name: string,
  messages: Messages,
): CodedErrorClass<Messages> {
  return class CodedError extends PorticoError {
    static readonly messages: Messages = messages
    override name = name
    declare readonly code: keyof Messages & string

    constructor(code: keyof Messages & string, options: CodedErrorOptions = {}) {
      super(code, fill(messages[code] ?? code, options.params), options)
    }
  }
}

/**
 * What codedErrorClass returns, named rather than inferred: the inferred type spells out every
 * static of Error's constructor, and @types/node adds one (`prepareStackTrace`) typed with its
 * `NodeJS` namespace, which the .d.ts of a site compiled for the browser cannot find.
 */
export interface CodedErrorClass<Messages extends Readonly<Record<string, string>>> {
  new (code: keyof Messages & string, options?: CodedErrorOptions): PorticoError & { readonly code: keyof Messages & string }
  readonly messages: Messages
}

export function fill(text: string, params: CodedErrorOptions['params']): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}

export interface PorticoErrorOptions {
  /** Extra technical detail, shown to developers, never to visitors. */
  details?: string
  cause?: unknown
  /** Fills `{name}` placeholders in the catalogue text, e.g. `{ message }` or `{ seconds }`. */
  params?: Readonly<Record<string, string | number>>
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
  /** The values filled into the text's placeholders, so a translation can fill its own. */
  readonly params: Readonly<Record<string, string | number>> | undefined

  constructor(code: string, shortMessage: string, options: PorticoErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
    this.docsPath = `docs/errors.md#${code.toLowerCase()}`
    this.params = options.params
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

/**
 * Whether `error` is a Portico error (with `code`, when given). Anything a wallet threw passes through
 * here, so it never throws itself: a Proxy whose prototype trap throws is simply not one.
 */
export function isPorticoError(error: unknown, code?: string): error is PorticoError {
  try {
    return error instanceof PorticoError && (code === undefined || error.code === code)
  } catch {
    return false
  }
}
