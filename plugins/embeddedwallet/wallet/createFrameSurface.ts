import { HIDDEN_FRAME_STYLE as HIDDEN } from '../frame/createFrameClient.js'

/** Above the modal's layer (react/'s --pc-z-index), so the frame sits on the container the modal gave it. */
const ABOVE_MODAL = '2147483001'

export interface FrameSurface {
  /** The element a 'surface' view gave (react/'s, in the modal's body); returns how to leave it. */
  attach(container: unknown): () => void
  /** The frame needs the visitor: it shows over the container while one is attached. */
  show(): void
  /** The frame is done with the visitor: hidden again. */
  hide(): void
  destroy(): void
}

const isElement = (value: unknown): value is HTMLElement =>
  typeof value === 'object' && value !== null && typeof (value as HTMLElement).getBoundingClientRect === 'function'

/** Whether focus is on `element` (inside the modal's shadow root, the root's own activeElement). */
const hasFocus = (element: HTMLElement) => {
  const root = element.getRootNode?.() as Document | ShadowRoot | undefined
  return root?.activeElement === element
}

/**
 * Shows the hidden iframe in the ApproveTransaction view while the frame says VisitorNeeded. The
 * iframe is never moved in the DOM: a browser reloads an iframe that is moved, and the frame would
 * lose the request it is showing. It is laid over the container instead, following the container
 * frame by frame while shown (the modal animates, the page scrolls). Focus given to the container
 * (the modal's focus moves and Tab reach it) goes on into the frame, so a keyboard reaches its buttons.
 */
export function createFrameSurface(iframe: HTMLIFrameElement, view: Window | null): FrameSurface {
  let container: HTMLElement | undefined
  let visible = false
  let frame: number | undefined

  const place = () => {
    frame = undefined
    if (!visible || !container?.isConnected) {
      iframe.style.cssText = HIDDEN
      iframe.setAttribute('aria-hidden', 'true')
      return
    }
    const { left, top, width, height } = container.getBoundingClientRect()
    iframe.style.cssText = `position:fixed;border:0;left:${left}px;top:${top}px;width:${width}px;height:${height}px;z-index:${ABOVE_MODAL};background:transparent`
    iframe.removeAttribute('aria-hidden')
    frame = view?.requestAnimationFrame(place)
  }
  const refresh = () => {
    if (frame !== undefined) view?.cancelAnimationFrame(frame)
    place()
  }
  const forwardFocus = () => {
    if (visible && container) iframe.focus()
  }

  return {
    attach(given) {
      if (!isElement(given)) return () => {}
      container = given
      given.addEventListener?.('focus', forwardFocus)
      refresh()
      if (hasFocus(given)) forwardFocus()
      return () => {
        given.removeEventListener?.('focus', forwardFocus)
        if (container !== given) return
        container = undefined
        refresh()
      }
    },
    show() {
      visible = true
      refresh()
      if (container && hasFocus(container)) forwardFocus()
    },
    hide() {
      visible = false
      refresh()
    },
    destroy() {
      visible = false
      container = undefined
      refresh()
    },
  }
}
