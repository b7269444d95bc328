/**
 * A failure a client caused or should see: the server answers `status` with `{ error: message }`,
 * and with `headers` when given (a 429's Retry-After).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError'

  constructor(readonly status: number, message: string, readonly headers?: Readonly<Record<string, string>>) {
    super(message)
  }
}
