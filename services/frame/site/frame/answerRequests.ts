import { BaseError } from 'viem'
import { FRAME_PREFIX, type AppMessage, type FrameMessage, type FrameRequestName, type FrameRequestPayload, type FrameSuccessPayload } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import { FrameApiError } from '../api/createFrameApi.js'
import { FrameError } from './FrameError.js'

/** One answer per request the frame knows; a request without a handler is refused. */
export type RequestHandlers = {
  [N in FrameRequestName]?: (payload: FrameRequestPayload<N>) => Promise<FrameSuccessPayload<N>>
}

/** The protocol caps every text at 2,048 characters; a longer message would make the answer unparseable. */
const MAX_ERROR_TEXT = 2_000

/**
 * The text a failure reaches the site with: the frame's own refusals, the auth server's and a
 * node's (viem's short message: "insufficient funds" helps the visitor); a bug's message stays in
 * the frame (the site then shows SPEC's 'An error occurred').
 */
function errorText(error: unknown): string | undefined {
  if (error instanceof FrameError || error instanceof FrameApiError) return error.message.slice(0, MAX_ERROR_TEXT)
  if (error instanceof BaseError) return error.shortMessage.slice(0, MAX_ERROR_TEXT)
  return undefined
}

/**
 * Answers each request with `<Name>Success` or `<Name>Error { message }` and the same id. Requests
 * run side by side (an RpcAbort must reach the frame while the request it aborts waits).
 */
export function createRequestAnswerer(
  handlers: RequestHandlers,
  post: (message: FrameMessage) => void,
  /** The refusal of a request without a handler. */
  refuse: () => FrameError = () => new FrameError('UNSUPPORTED_REQUEST'),
): (message: AppMessage) => Promise<void> {
  return async (message) => {
    const name = message.type.slice(message.type.lastIndexOf('/') + 1) as FrameRequestName
    const handler = handlers[name] as ((payload: unknown) => Promise<unknown>) | undefined
    try {
      if (!handler) throw refuse()
      const payload = await handler(message.payload)
      post({ type: `${FRAME_PREFIX}${name}Success`, id: message.id, payload } as FrameMessage)
    } catch (error) {
      if (!(error instanceof FrameError || error instanceof FrameApiError || error instanceof BaseError)) console.error('[frame]', name, error)
      const text = errorText(error)
      post({ type: `${FRAME_PREFIX}${name}Error`, id: message.id, payload: text === undefined ? {} : { message: text } } as FrameMessage)
    }
  }
}
