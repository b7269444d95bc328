import { APP_PREFIX, FRAME_PREFIX } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'

export const FRAME_URL = 'https://frame.test/frame/'
export const FRAME_ORIGIN = 'https://frame.test'

/** Requests the fake frame answers by itself with success: by name, the payload of the answer. */
export type Answers = Record<string, ((payload: unknown) => unknown) | undefined>

interface Posted {
  message: { type: string; id: string; payload: unknown }
  targetOrigin: string
}

/**
 * A page with the embedded wallet's iframe in it, without a browser: the iframe's window records
 * what the site posts to it, and the test speaks for the frame (or for another window, another
 * origin) by dispatching message events on the page's window, as a browser would.
 */
export function fakeFramePage(answers: Answers = {}, { autoReady = false } = {}) {
  const page = new EventTarget()
  const posted: Posted[] = []
  const frameWindow = {
    postMessage(message: Posted['message'], targetOrigin: string) {
      posted.push({ message, targetOrigin })
      const name = message.type.slice(APP_PREFIX.length)
      const answer = answers[name]
      // A frame that answers by itself, a moment later, as a real one would.
      if (answer) queueMicrotask(() => deliver({ type: `${FRAME_PREFIX}${name}Success`, id: message.id, payload: answer(message.payload) }))
    },
  }
  const attributes = new Map<string, string>()
  const iframe = {
    src: '',
    title: '',
    style: { cssText: '' },
    contentWindow: frameWindow as object | null,
    isConnected: false,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    focused: 0,
    focus() {
      iframe.focused++
    },
    remove() {
      iframe.isConnected = false
      iframe.contentWindow = null
    },
  }
  const body = {
    appendChild(node: typeof iframe) {
      // One iframe object stands for each frame the page makes, in turn: added again, it has a window again.
      node.isConnected = true
      node.contentWindow = frameWindow
      if (autoReady) queueMicrotask(() => deliver({ type: `${FRAME_PREFIX}Ready`, payload: { version: '1' } }))
    },
  }
  const document = { createElement: () => iframe, body, defaultView: page } as unknown as Document

  /** Delivers `data` to the page's listeners as a message from `source` at `origin`. */
  function deliver(data: unknown, { origin = FRAME_ORIGIN, source = frameWindow as object | null } = {}) {
    page.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  }

  return {
    document,
    iframe,
    frameWindow,
    posted,
    deliver,
    /** The frame says it loaded. */
    ready: () => deliver({ type: `${FRAME_PREFIX}Ready`, payload: { version: '1' } }),
    /** The requests the site posted, by name. */
    requests: (name?: string) => posted.filter(({ message }) => name === undefined || message.type === `${APP_PREFIX}${name}`),
    /** The frame answers the latest request of `name` with success. */
    succeed(name: string, payload: unknown, options?: { origin?: string; source?: object | null }) {
      const request = posted.filter(({ message }) => message.type === `${APP_PREFIX}${name}`).at(-1)
      if (!request) throw new Error(`no ${name} was posted`)
      deliver({ type: `${FRAME_PREFIX}${name}Success`, id: request.message.id, payload }, options)
    },
    fail(name: string, message?: string) {
      const request = posted.filter(({ message: posted }) => posted.type === `${APP_PREFIX}${name}`).at(-1)
      if (!request) throw new Error(`no ${name} was posted`)
      deliver({ type: `${FRAME_PREFIX}${name}Error`, id: request.message.id, payload: message === undefined ? {} : { message } })
    },
    event: (name: string, payload: unknown) => deliver({ type: `${FRAME_PREFIX}${name}`, payload }),
  }
}
