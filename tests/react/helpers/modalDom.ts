import { waitFor, within } from '@testing-library/react'
import type { ViewId } from '../../../core/router/ViewRegistry.js'

// The modal's chunk is transformed on first import, which can take a while on a busy machine.
const CHUNK_TIMEOUT_MS = 5_000

/** The `<portico-modal>` host the provider appends to <body> on first open, if any. */
export function modalHost(): HTMLElement | null {
  return document.querySelector<HTMLElement>('portico-modal')
}

/** The modal's shadow root, asserting the host exists and its root is open. */
export function modalRoot(): ShadowRoot {
  const root = modalHost()?.shadowRoot
  if (!root) throw new Error('no <portico-modal> host with an open shadow root')
  return root
}

/**
 * Testing Library queries over the open modal (screen does not look inside a shadow root). They
 * run on the modal's root element rather than the shadow root, so a failing query can print it.
 */
export function inModal() {
  const element = modalRoot().querySelector<HTMLElement>('.pc-root')
  if (!element) throw new Error('the modal is not open')
  return within(element)
}

/** The open dialog, once its chunk has loaded. */
export async function findDialog(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = modalRoot().querySelector<HTMLElement>('[role="dialog"]')
      if (!dialog) throw new Error('the dialog is not rendered')
      return dialog
    },
    { timeout: CHUNK_TIMEOUT_MS },
  )
}

/** The dialog once `view`'s test view has loaded in it. */
export async function findView(view: ViewId): Promise<HTMLElement> {
  await findDialog()
  return waitFor(
    () => {
      const element = modalRoot().querySelector<HTMLElement>(`[data-test-view="${view}"]`)
      if (!element) throw new Error(`the ${view} test view is not rendered`)
      return element
    },
    { timeout: CHUNK_TIMEOUT_MS },
  )
}

/** The element focused now, looking into the modal's shadow root. */
export function focusedInModal(): Element | null {
  return modalHost()?.shadowRoot?.activeElement ?? null
}
