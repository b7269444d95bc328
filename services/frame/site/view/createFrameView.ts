import type { ApprovalRequest } from '../rpc/ApprovalRequest.js'

export type ApprovalOutcome = 'approved' | 'rejected' | 'aborted'

/** The frame's page: blank while hidden, one card at a time while the site shows it. */
export interface FrameView {
  setTheme(mode: 'light' | 'dark'): void
  approve(request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalOutcome>
  /** Resolves when the visitor says they saved the code, or when `signal` takes the card away. */
  showRecoveryCode(code: string, signal: AbortSignal): Promise<void>
  /** Resolves true when `attempt` accepts a code, false when the visitor cancels or `signal` aborts. */
  askRecoveryCode(attempt: (typed: string) => Promise<string | undefined>, signal: AbortSignal): Promise<boolean>
}

type Child = Node | string

/**
 * Approve stays disabled this long after a card appears: a click or tap the visitor aimed at what
 * was there before (the site's own button, a double click) must not land on it.
 */
export const APPROVE_ARMING_MS = 500

function element<K extends keyof HTMLElementTagNameMap>(document: Document, tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, children: Child[] = []): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  // Text goes in as text nodes only: every string here may come from the site or a contract.
  node.append(...children)
  return node
}

/**
 * Plain DOM in `root`, one card at a time, built with text nodes (never HTML) because what it
 * shows comes from the site. Buttons are real <button>s, so Tab, Enter and Space work; the first
 * safe action takes the focus (Reject before Approve: a stray Enter never signs), and Escape
 * rejects or cancels.
 */
export function createFrameView(document: Document, root: HTMLElement): FrameView {
  const show = (card: HTMLElement, focus: HTMLElement) => {
    root.replaceChildren(card)
    focus.focus()
  }
  const clear = () => root.replaceChildren()
  const button = (label: string, kind: 'primary' | 'secondary') => element(document, 'button', { type: 'button', className: `button ${kind}`, textContent: label })

  return {
    setTheme(mode) {
      document.documentElement.dataset.theme = mode
    },

    approve(request, signal) {
      return new Promise((resolve) => {
        const approve = button('Approve', 'primary')
        const reject = button('Reject', 'secondary')
        approve.disabled = true
        const arming = setTimeout(() => {
          approve.disabled = false
        }, APPROVE_ARMING_MS)
        const rows = element(document, 'dl', { className: 'rows' }, request.rows.flatMap(({ label, value }) => [
          element(document, 'dt', { textContent: label }),
          element(document, 'dd', { textContent: value, title: value }),
        ]))
        const card = element(document, 'section', { className: 'card' }, [
          element(document, 'h1', { textContent: request.title }),
          ...(request.warning ? [element(document, 'p', { className: 'warning', textContent: request.warning })] : []),
          rows,
          ...(request.text === undefined ? [] : [element(document, 'pre', { className: 'signed', textContent: request.text, tabIndex: 0 })]),
          element(document, 'div', { className: 'actions' }, [reject, approve]),
        ])
        const finish = (outcome: ApprovalOutcome) => {
          clearTimeout(arming)
          signal.removeEventListener('abort', aborted)
          clear()
          resolve(outcome)
        }
        const aborted = () => finish('aborted')
        if (signal.aborted) return finish('aborted')
        signal.addEventListener('abort', aborted)
        approve.addEventListener('click', () => finish('approved'))
        reject.addEventListener('click', () => finish('rejected'))
        card.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') finish('rejected')
        })
        show(card, reject)
      })
    },

    showRecoveryCode(code, signal) {
      return new Promise((resolve) => {
        const saved = button('I saved it', 'primary')
        const done = () => {
          signal.removeEventListener('abort', done)
          clear()
          resolve()
        }
        if (signal.aborted) return resolve()
        signal.addEventListener('abort', done)
        show(element(document, 'section', { className: 'card' }, [
          element(document, 'h1', { textContent: 'Your recovery code' }),
          element(document, 'p', { textContent: 'Write it down and keep it safe. You need it to open your wallet in another browser. It is shown only once, and nobody can recover it for you.' }),
          element(document, 'output', { className: 'code', textContent: code }),
          element(document, 'div', { className: 'actions' }, [saved]),
        ]), saved)
        saved.addEventListener('click', done)
      })
    },

    askRecoveryCode(attempt, signal) {
      return new Promise((resolve) => {
        const finish = (opened: boolean) => {
          signal.removeEventListener('abort', cancelled)
          clear()
          resolve(opened)
        }
        const cancelled = () => finish(false)
        if (signal.aborted) return resolve(false)
        signal.addEventListener('abort', cancelled)
        const input = element(document, 'input', { id: 'recovery-code', className: 'input', autocomplete: 'off', spellcheck: false, placeholder: 'XXXX-XXXX-XXXX-XXXX-XXXX' })
        const message = element(document, 'p', { className: 'warning', role: 'alert' })
        const open = element(document, 'button', { type: 'submit', className: 'button primary', textContent: 'Open wallet' })
        const cancel = button('Cancel', 'secondary')
        const form = element(document, 'form', { className: 'card' }, [
          element(document, 'h1', { textContent: 'Enter your recovery code' }),
          element(document, 'p', { textContent: 'This browser has not opened your wallet before. Type the recovery code you saved when you made it.' }),
          element(document, 'label', { htmlFor: 'recovery-code', textContent: 'Recovery code' }),
          input,
          message,
          element(document, 'div', { className: 'actions' }, [cancel, open]),
        ])
        form.addEventListener('submit', (event) => {
          event.preventDefault()
          open.disabled = true
          message.textContent = 'Checking…'
          attempt(input.value).then((refusal) => {
            if (refusal === undefined) return finish(true)
            open.disabled = false
            message.textContent = refusal
            input.select()
          }, () => {
            open.disabled = false
            message.textContent = 'Something went wrong. Try again.'
          })
        })
        cancel.addEventListener('click', cancelled)
        form.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') cancelled()
        })
        show(form, input)
      })
    },
  }
}
