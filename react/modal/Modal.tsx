import { useEffect, useRef, type KeyboardEvent } from 'react'
import { closeModal } from '../../core/actions/closeModal.js'
import { useKernel } from '../hooks/useKernel.js'
import { useKernelState } from '../hooks/useKernelState.js'
import { baseStyles } from '../theme/baseStyles.js'
import { themeStyle } from '../theme/tokens.js'
import { AlertBar } from './AlertBar.js'
import { deepActiveElement, focusable } from './focusable.js'
import { Header, TITLE_ID } from './Header.js'
import { LiveRegion } from './LiveRegion.js'
import { Toast } from './Toast.js'
import { ViewStack } from './ViewStack.js'

/**
 * The modal: a labelled dialog that takes focus on open, keeps Tab inside, closes on Escape or a
 * click on the backdrop, and gives focus back to the element that opened it.
 */
export default function Modal() {
  const kernel = useKernel()
  const open = useKernelState('modal', (s) => s.open)
  const shake = useKernelState('modal', (s) => s.shake)
  const mode = useKernelState('options', (s) => s.options.themeMode)
  const variables = useKernelState('options', (s) => s.options.themeVariables)
  const card = useRef<HTMLDivElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    if (!open) return
    opener.current = deepActiveElement()
    const first = card.current && (focusable(card.current.querySelector('.pc-body') ?? card.current)[0] ?? card.current)
    first?.focus({ preventScroll: true })
    return () => {
      const target = opener.current
      if (target instanceof HTMLElement && target.isConnected) target.focus({ preventScroll: true })
    }
  }, [open])

  if (!open) return <style>{baseStyles}</style>

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      closeModal(kernel)
      return
    }
    if (event.key !== 'Tab' || !card.current) return
    const items = focusable(card.current)
    if (items.length === 0) return event.preventDefault()
    const root = card.current.getRootNode() as Document | ShadowRoot
    const index = items.indexOf(root.activeElement as HTMLElement)
    const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1
    event.preventDefault()
    items[next]!.focus()
  }

  return (
    <div className="pc-root" style={themeStyle(mode, variables)} data-theme={mode}>
      <style>{baseStyles}</style>
      <div className="pc-backdrop" onMouseDown={(event) => event.target === event.currentTarget && closeModal(kernel)}>
        <div
          ref={card}
          className="pc-card"
          role="dialog"
          aria-modal="true"
          aria-labelledby={TITLE_ID}
          tabIndex={-1}
          data-shake={shake}
          onKeyDown={onKeyDown}
        >
          <Header />
          <AlertBar />
          <ViewStack />
          <Toast />
          <LiveRegion />
        </div>
      </div>
    </div>
  )
}
