import { useEffect, useRef, type ComponentType, type KeyboardEvent } from 'react'
import { closeModal } from '../../core/actions/modalActions.js'
import { Spinner } from '../components/Spinner.js'
import { useKernel, useKernelState } from '../hooks/useKernel.js'
import { frameStyles } from '../theme/frameStyles.js'
import { themeStyle } from '../theme/tokens.js'
import { deepActiveElement, focusable, initialFocus } from './focusable.js'
import { Header, TITLE_ID } from './Header.js'
import { useThemeMode } from '../theme/useThemeMode.js'
import { shellMessages } from '../i18n/shellMessages.js'
import { useTranslator } from '../i18n/useTranslator.js'

/** The body's chunk: its content and its stylesheet. */
export interface ModalBody {
  Body: ComponentType
  styles: string
}

/**
 * Gives focus back to the element that opened the modal. When that element is gone (the connect
 * button became the account button inside the same shadow host), the host's first control takes it.
 */
function restoreFocus(opener: Opener | null): void {
  if (!opener) return
  const { element, host } = opener
  if (element instanceof HTMLElement && element.isConnected) return element.focus({ preventScroll: true })
  if (host?.isConnected && host.shadowRoot) focusable(host.shadowRoot)[0]?.focus({ preventScroll: true })
}

interface Opener {
  element: Element
  /** Read while the element is attached: once detached, its shadow root can no longer be found. */
  host: Element | undefined
}

function readOpener(): Opener | null {
  const element = deepActiveElement()
  if (!element) return null
  const root = element.getRootNode()
  return { element, host: root instanceof ShadowRoot ? root.host : undefined }
}

/**
 * The modal's frame: a labelled dialog that takes focus on open, keeps Tab inside, closes on
 * Escape or a click on the backdrop, and gives focus back to the element that opened it. It is in
 * the page's first bundle, so the backdrop, the card and its header (the view's title, close) are
 * drawn in the click's own frame; the body (views, alerts, toast) is a chunk that usually arrived
 * on hover and otherwise fills the card when it does, behind a spinner that waits 400 ms to show.
 */
export function ModalShell({ body }: { body: ModalBody | undefined }) {
  const kernel = useKernel()
  const open = useKernelState('modal', (s) => s.open)
  const shake = useKernelState('modal', (s) => s.shake)
  const mode = useThemeMode()
  const { t, locale, dir } = useTranslator(shellMessages)
  const variables = useKernelState('options', (s) => s.options.themeVariables)
  const card = useRef<HTMLDivElement>(null)
  const opener = useRef<Opener | null>(null)
  const wasOpen = useRef(false)
  const pressedBackdrop = useRef(false)
  // Read during the render that opens the modal: the view's own layout effect may move focus into
  // the dialog before any effect here could see who opened it. (A read, so StrictMode's second
  // render reads the same element.)
  if (open && !wasOpen.current) opener.current = readOpener()
  wasOpen.current = open

  useEffect(() => {
    if (!open) return
    const first = card.current && (initialFocus(card.current.querySelector('.pc-body') ?? card.current) ?? card.current)
    first?.focus({ preventScroll: true })
    return () => restoreFocus(opener.current)
  }, [open])

  // The stylesheets stay while the modal is closed, so a second open does not parse them again.
  const styles = (
    <>
      <style>{frameStyles}</style>
      {body ? <style>{body.styles}</style> : null}
    </>
  )
  if (!open) return styles

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
    <div className="pc-root" style={{ ...themeStyle(mode, variables), colorScheme: mode }} data-theme={mode} lang={locale} dir={dir}>
      {styles}
      <div
        className="pc-backdrop"
        // A click closes only when it both started and ended on the backdrop: a text selection
        // dragged out of the card must not close it, and focus restored on close must stay put.
        onMouseDown={(event) => void (pressedBackdrop.current = event.target === event.currentTarget)}
        onClick={(event) => pressedBackdrop.current && event.target === event.currentTarget && closeModal(kernel)}
      >
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
          {body ? (
            <body.Body />
          ) : (
            <div className="pc-body">
              <div className="pc-wait">
                <Spinner size={28} label={t('loading')} />
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  )
}
