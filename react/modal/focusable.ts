const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** The elements Tab can reach inside `root`, in order. */
export function focusable(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert],[aria-hidden="true"]'))
}

/** The element focused right now, looking through shadow roots. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * Where focus goes when the modal or a view opens: its first control, passing over one marked
 * `data-no-initial-focus` (a view sets it where focusing would do harm: a text field on a phone
 * opens the keyboard over half the sheet). The marked control stays in the Tab order.
 */
export function initialFocus(root: ParentNode): HTMLElement | undefined {
  return focusable(root).find((element) => !element.hasAttribute('data-no-initial-focus'))
}
