import { parseAppMessage, type AppMessage, type FrameMessage } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'

/** The frame's window as the channel uses it (a fake in unit tests). */
export interface FrameWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

export interface SiteChannel {
  post(message: FrameMessage): void
  stop(): void
}

/**
 * The frame's one door to the embedding site. A message counts only when the browser says it came
 * from `siteOrigin` AND from the parent window itself: another frame on the site's page (an ad,
 * a widget) shares the origin, and another window could hold a handle to this frame, so either
 * check alone lets a stranger in. What passes is parsed by the protocol's schema; anything else is
 * dropped without a word (answering would tell a prober the frame is there). Posts go to
 * `siteOrigin` only, so a parent that navigated elsewhere receives nothing.
 */
export function createSiteChannel(frame: FrameWindow, siteOrigin: string, onRequest: (message: AppMessage) => void): SiteChannel {
  const listener = (event: MessageEvent) => {
    if (event.origin !== siteOrigin || event.source !== frame.parent) return
    const message = parseAppMessage(event.data)
    if (message) onRequest(message)
  }
  frame.addEventListener('message', listener)
  return {
    post: (message) => frame.parent.postMessage(message, siteOrigin),
    stop: () => frame.removeEventListener('message', listener),
  }
}
