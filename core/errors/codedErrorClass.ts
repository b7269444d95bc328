import { PorticoError, type PorticoErrorOptions } from './PorticoError.js'

export interface CodedErrorOptions extends PorticoErrorOptions {
  /** Fills `{name}` placeholders in the catalogue text, e.g. `{ message }` or `{ seconds }`. */
  params?: Readonly<Record<string, string | number>>
}

/**
 * Makes an error class for one area from its catalogue of codes and SPEC texts, so every area's
 * errors have the same shape and a code can never be thrown with the wrong text.
 */
export function codedErrorClass<const Messages extends Readonly<Record<string, string>>>(
  name: string,
  messages: Messages,
) {
  return class CodedError extends PorticoError {
    static readonly messages: Messages = messages
    override name = name
    declare readonly code: keyof Messages & string

    constructor(code: keyof Messages & string, options: CodedErrorOptions = {}) {
      super(code, fill(messages[code] ?? code, options.params), options)
    }
  }
}

function fill(text: string, params: CodedErrorOptions['params']): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}
