import { EmbeddedWalletError, LIMITS, createEventBus, type Timers, type Unsubscribe } from 'portico/core'
import { EmbeddedFrameError } from '../EmbeddedFrameError.js'
import {
  APP_PREFIX, CONNECT_REQUESTS, FRAME_ERROR_MESSAGES, FRAME_EVENTS, FRAME_PREFIX, parseFrameMessage,
  type FrameEventName, type FrameEventPayload, type FrameRequestName, type FrameRequestPayload, type FrameSuccessPayload,
} from '../protocol/frameProtocol.js'

/** What the client reports so the wallet can show SPEC section 8's alerts. */
export type FrameFailure = 'loadFailed' | 'requestTimedOut' | 'unverifiedDomain'

export interface FrameClientParameters {
  /** The frame page with its query (frameSrc), on the origin the site configured. */
  src: string
  timers: Timers
  document: Document
  onFailure(failure: FrameFailure): void
}

/** The iframe while the frame needs nobody: laid out (so it runs everywhere), seen by no one. */
export const HIDDEN_FRAME_STYLE = 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;top:0;left:0'

export type FrameEvents = { [N in FrameEventName]: FrameEventPayload<N> }

/** The secure frame as the site talks to it: one hidden iframe, requests and their answers, its events. */
export interface FrameClient {
  readonly iframe: HTMLIFrameElement
  /** Resolves once the frame is initialized (SPEC: ready, then 500 ms); rejects when it did not load within 20 s. */
  initialized(): Promise<void>
  request<N extends FrameRequestName>(name: N, payload: FrameRequestPayload<N>): Promise<FrameSuccessPayload<N>>
  /** Rejects waiting requests: RPC requests with 'Request was aborted'; with `all`, the others (the farcaster link excepted) with 'Something went wrong'. */
  abort(scope: 'rpc' | 'all'): void
  on<K extends FrameEventName>(event: K, listener: (payload: FrameEvents[K]) => void): Unsubscribe
  destroy(): void
}

interface Pending {
  name: FrameRequestName
  resolve(value: unknown): void
  reject(error: unknown): void
  stopTimer(): void
}

/** The one way the frame's answers become errors: its words, an alert's code, or SPEC's fallback. */
function frameError(message: string | undefined, onFailure: FrameClientParameters['onFailure']): Error {
  if (message === FRAME_ERROR_MESSAGES.unverifiedDomain) {
    onFailure('unverifiedDomain')
    return new EmbeddedWalletError('UNVERIFIED_DOMAIN')
  }
  return message ? new EmbeddedFrameError('FRAME_REFUSED', { params: { message } }) : new EmbeddedWalletError('FRAME_ERROR')
}

/**
 * Creates the hidden iframe and speaks SPEC section 3's frame messages with it. The frame's origin
 * is pinned both ways: messages are posted to it alone (never '*'), and a message is heard only
 * from it and from the iframe's own window; each is parsed by the protocol's schema, and one that
 * does not parse is logged and ignored.
 */
export function createFrameClient({ src, timers, document, onFailure }: FrameClientParameters): FrameClient {
  const origin = new URL(src).origin
  const events = createEventBus<FrameEvents>()
  const pending = new Map<string, Pending>()
  const iframe = document.createElement('iframe')
  iframe.src = src
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.style.cssText = HIDDEN_FRAME_STYLE
  const view = document.defaultView

  let settle: { resolve(): void; reject(error: unknown): void } | undefined
  const initialized = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  // A failed load is reported to whoever asks, never as an unhandled rejection.
  initialized.catch(() => {})
  const stopLoadTimer = timers.setTimeout(() => {
    const failure = new EmbeddedWalletError('EMAIL_DEPENDENCY_LOAD_FAILED', { cause: new EmbeddedWalletError('IFRAME_LOAD_FAILED') })
    settle?.reject(failure)
    for (const request of pending.values()) request.reject(failure)
    pending.clear()
    onFailure('loadFailed')
  }, LIMITS.frameLoadTimeoutMs)

  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow || event.source === null) return
    const message = parseFrameMessage(event.data)
    if (!message) {
      console.warn('Portico: ignored a message from the embedded wallet frame that is not one of its messages', event.data)
      return
    }
    const type = message.type.slice(FRAME_PREFIX.length)
    if (message.type === `${FRAME_PREFIX}Ready`) {
      stopLoadTimer()
      timers.setTimeout(() => settle?.resolve(), LIMITS.frameReadyDelayMs)
    }
    const request = message.id === undefined ? undefined : pending.get(message.id)
    if (request && (type === `${request.name}Success` || type === `${request.name}Error`)) {
      pending.delete(message.id!)
      request.stopTimer()
      if (type.endsWith('Success')) request.resolve(message.payload)
      else request.reject(frameError((message.payload as { message?: string }).message, onFailure))
      return
    }
    if (Object.hasOwn(FRAME_EVENTS, type)) events.emit(type as FrameEventName, message.payload as never)
  }
  view?.addEventListener('message', listener)
  document.body.appendChild(iframe)

  const drop = (id: string) => {
    pending.get(id)?.stopTimer()
    pending.delete(id)
  }

  const abort = (scope: 'rpc' | 'all') => {
    for (const [id, request] of pending) {
      if (request.name === 'RpcRequest') request.reject(new EmbeddedWalletError('REQUEST_ABORTED'))
      else if (scope === 'rpc' || request.name === 'GetFarcasterUri') continue
      else request.reject(new EmbeddedWalletError('SOMETHING_WENT_WRONG'))
      drop(id)
    }
  }

  async function request<N extends FrameRequestName>(name: N, payload: FrameRequestPayload<N>): Promise<FrameSuccessPayload<N>> {
      const id = crypto.randomUUID()
      const answer = new Promise<unknown>((resolve, reject) => {
        const stopTimer = CONNECT_REQUESTS.includes(name)
          ? timers.setTimeout(() => {
            pending.delete(id)
            onFailure('requestTimedOut')
            reject(new EmbeddedWalletError('IFRAME_REQUEST_TIMEOUT', { details: `${name} got no answer` }))
          }, LIMITS.frameConnectTimeoutMs)
          : () => {}
        pending.set(id, { name, resolve, reject, stopTimer })
      })
      try {
        await Promise.race([initialized, answer])
      } catch (error) {
        drop(id)
        throw error
      }
      // Still waiting (not timed out while the frame loaded): now it can be asked.
      if (pending.has(id)) iframe.contentWindow?.postMessage({ type: `${APP_PREFIX}${name}`, id, payload }, origin)
      return answer as Promise<FrameSuccessPayload<N>>
  }

  return {
    iframe,
    initialized: () => initialized,
    request,
    abort(scope) {
      abort(scope)
      if (scope === 'rpc') void request('RpcAbort', {}).catch(() => {})
    },
    on: (event, listener) => events.on(event, listener),
    destroy() {
      stopLoadTimer()
      view?.removeEventListener('message', listener)
      abort('all')
      for (const id of [...pending.keys()]) drop(id)
      events.clear()
      iframe.remove()
    },
  }
}
