import { useCallback, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useKernel, useKernelState } from '../hooks/useKernel.js'
import { buttonStyles } from '../theme/buttonStyles.js'
import { themeStyle } from '../theme/tokens.js'
import { useThemeMode } from '../theme/useThemeMode.js'
import { shellMessages } from '../i18n/shellMessages.js'
import { useTranslator } from '../i18n/useTranslator.js'

/**
 * Gives a shadow root its stylesheet. A constructed sheet rather than a `<style>` element: an
 * element fires a load event once parsed, which the React listeners on a portal's container catch
 * and dispatch, so a page's first script would pay for React's event system as well. Browsers
 * without constructed sheets (Safari before 16.4) get the element.
 *
 * `shared` holds the sheet made for each document, so that every root given the same `css` with
 * it adopts one parsed sheet (Blink shares the parse of identical `<style>` texts, not of sheets).
 */
export function adoptStyles(root: ShadowRoot, css: string, shared?: WeakMap<Document, CSSStyleSheet>): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = shared?.get(root.ownerDocument)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      shared?.set(root.ownerDocument, sheet)
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = css
  root.prepend(style)
}

// useLayoutEffect warns during a server render; there the surface renders only its empty host.
const useClientLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect
const subscribeToNothing = () => () => {}
const inBrowser = () => true
const onServer = () => false
// Every button of a kernel adopts one parsed copy of the button stylesheet.
const BUTTON_SHEETS = Symbol('portico.button-sheets')

/**
 * Renders its children into a shadow root of a `<portico-button>` host. In a browser render the
 * children go at once into a container that joins the host's shadow root when the host is
 * attached, so the page's first render commits in one pass: a second pass, once a shadow root
 * existed, was the page's first state update, and on a first visit React compiles its whole update
 * path for it. The server and a hydrating render emit the same empty host (no mismatch); there the
 * container is made after the hydration commit.
 */
export function ShadowSurface({ children }: { children: ReactNode }) {
  const kernel = useKernel()
  const mode = useThemeMode()
  const { locale, dir } = useTranslator(shellMessages)
  const variables = useKernelState('options', (s) => s.options.themeVariables)
  const inBrowserRender = useSyncExternalStore(subscribeToNothing, inBrowser, onServer)
  const [container, setContainer] = useState(() => (inBrowserRender ? createContainer() : undefined))

  useClientLayoutEffect(() => {
    if (!container) setContainer(createContainer())
  }, [container])

  const adopt = useCallback(
    (host: HTMLElement | null) => {
      if (!host || !container) return
      let root = host.shadowRoot
      if (!root) {
        root = host.attachShadow({ mode: 'open' })
        adoptStyles(root, buttonStyles, kernel.local(BUTTON_SHEETS, () => new WeakMap<Document, CSSStyleSheet>()))
      }
      if (container.parentNode !== root) root.append(container)
    },
    [container, kernel],
  )

  return (
    <portico-button ref={adopt} lang={locale} dir={dir} style={{ display: 'inline-block', minHeight: 40, ...themeStyle(mode, variables) }}>
      {container ? createPortal(children, container) : null}
    </portico-button>
  )
}

/** The children's box inside the shadow root, laid out as if they were the root's own children. */
function createContainer(): HTMLElement {
  const container = document.createElement('div')
  container.style.display = 'contents'
  return container
}

declare module 'react' {
  // Augmenting React's own JSX namespace (to type the custom host element) needs namespace syntax.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-button': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}
