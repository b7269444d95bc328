import { describe, expect, it } from 'vitest'
import { createFrameSurface } from '../../../../plugins/embeddedwallet/wallet/createFrameSurface.js'
import { fakeFramePage } from '../helpers/fakeFrame.js'

/** An element of the modal's body at a known place on the page. */
const container = (rect = { left: 10, top: 20, width: 360, height: 420 }) => ({ isConnected: true, getBoundingClientRect: () => rect })

function setup() {
  const page = fakeFramePage()
  const iframe = page.iframe as unknown as HTMLIFrameElement
  // No animation frames here: the placement under test is the one made at each change.
  return { iframe, page, surface: createFrameSurface(iframe, null) }
}

describe("the frame's place in ApproveTransaction", () => {
  it('rule: the frame shows over the container only while it needs the visitor and a container is attached', () => {
    const { iframe, page, surface } = setup()
    surface.show()
    expect(iframe.style.cssText).toContain('opacity:0')
    const detach = surface.attach(container())
    expect(iframe.style.cssText).toContain('left:10px;top:20px;width:360px;height:420px')
    expect(page.iframe.getAttribute('aria-hidden')).toBeNull()
    surface.hide()
    expect(iframe.style.cssText).toContain('opacity:0')
    expect(page.iframe.getAttribute('aria-hidden')).toBe('true')
    surface.show()
    detach()
    expect(iframe.style.cssText).toContain('opacity:0')
  })

  it('rule: the iframe is never moved in the page (a moved iframe reloads and loses its request)', () => {
    const { surface } = setup()
    let moved = 0
    const parent = { ...container(), appendChild: () => void moved++ }
    surface.attach(parent)
    surface.show()
    expect(moved).toBe(0)
  })

  it("rule: focus given to the container goes on into the frame while it shows, so a keyboard reaches the frame's buttons", () => {
    const { page, surface } = setup()
    const focus = new EventTarget()
    const root = { activeElement: null as unknown }
    const element = Object.assign(focus, { ...container(), getRootNode: () => root })
    root.activeElement = element
    surface.attach(element)
    expect(page.iframe.focused).toBe(0)
    surface.show()
    expect(page.iframe.focused).toBe(1)
    element.dispatchEvent(new Event('focus'))
    expect(page.iframe.focused).toBe(2)
    surface.hide()
    element.dispatchEvent(new Event('focus'))
    expect(page.iframe.focused).toBe(2)
  })

  it('rule: a container that is not an element is ignored', () => {
    const { iframe, surface } = setup()
    surface.show()
    surface.attach({})
    expect(iframe.style.cssText).toContain('opacity:0')
  })
})
