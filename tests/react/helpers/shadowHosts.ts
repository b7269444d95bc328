import { within } from '@testing-library/react'

/** The `<portico-button>` hosts the drop-in buttons render in `container`, in order. */
export function buttonHosts(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('portico-button')]
}

/** The shadow root of a button host, asserting it is open. */
export function shadowOf(host: Element | undefined): ShadowRoot {
  const root = host?.shadowRoot
  if (!root) throw new Error('the host has no open shadow root')
  return root
}

/** Testing Library queries inside a host's shadow root. */
export function inShadow(host: Element | undefined) {
  return within(shadowOf(host) as unknown as HTMLElement)
}
