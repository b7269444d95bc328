import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useKernelState } from '../hooks/useKernelState.js'
import { buttonStyles } from '../theme/buttonStyles.js'
import { themeStyle } from '../theme/tokens.js'

// useLayoutEffect warns during a server render; there the surface renders only its empty host.
const useClientLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/**
 * Renders its children into a shadow root of a `<portico-button>` host. The server and the first
 * client render emit the same empty host (no hydration mismatch); the shadow root is attached in a
 * layout effect, before the browser paints.
 */
export function ShadowSurface({ children }: { children: ReactNode }) {
  const host = useRef<HTMLElement>(null)
  const [root, setRoot] = useState<ShadowRoot>()
  const mode = useKernelState('options', (s) => s.options.themeMode)
  const variables = useKernelState('options', (s) => s.options.themeVariables)

  useClientLayoutEffect(() => {
    const element = host.current
    if (element && !root) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }))
  }, [root])

  return (
    <portico-button ref={host} style={{ display: 'inline-block', minHeight: 40, ...themeStyle(mode, variables) }}>
      {root
        ? createPortal(
            <>
              <style>{buttonStyles}</style>
              {children}
            </>,
            root,
          )
        : null}
    </portico-button>
  )
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
