/** A failure a client caused or should see: the server answers `status` with `{ error: message }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError'

  constructor(readonly status: number, message: string) {
    super(message)
  }
}
