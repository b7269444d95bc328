import { Component, type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { closeModal } from '../../core/actions/modalActions.js'
import { useKernel, useKernelState } from '../hooks/useKernel.js'
import { preloadView } from '../views/viewRegistry.js'
import { loadModal } from './loadModal.js'
import { ModalShell, type ModalBody } from './ModalShell.js'

interface ModalBoundaryProps {
  children: ReactNode
  onError(error: unknown): void
}

/**
 * Catches what the modal throws while it renders, so the site around it stays rendered; `onError`
 * closes the modal and remounts the boundary for the next open.
 */
export class ModalBoundary extends Component<ModalBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Mounts the modal into a shadow root on <body> the first time it opens (never during a server
 * render, never before a visitor asks), so its styles and the page's never meet. The frame
 * (ModalShell) is drawn at once; the body goes in once its chunk and the chunk of the view it opens
 * on are both there (the buttons fetch them on hover), so no Suspense fallback ever shows and React
 * never holds a frame back. A chunk that fails to load closes the modal instead of taking the page
 * down, and the next open loads it again.
 */
export function ModalHost() {
  const kernel = useKernel()
  const open = useKernelState('modal', (s) => s.open)
  const [root, setRoot] = useState<ShadowRoot>()
  const [body, setBody] = useState<ModalBody>()
  const [attempt, setAttempt] = useState(0)
  const wanted = open || root !== undefined

  useEffect(() => {
    if (!open || body) return
    let current = true
    const view = kernel.store('router').getState().view
    Promise.all([loadModal(), preloadView(kernel, view)])
      .then(([loaded]) => {
        // A transition: React renders the body in slices, so the browser paints the frame first
        // even when the chunk was already there (fetched on hover) and the body is slow to render.
        if (current) startTransition(() => setBody(loaded))
      })
      .catch((error: unknown) => {
        if (!current) return
        console.error('[portico] the modal failed to load and was closed', error)
        closeModal(kernel)
      })
    return () => void (current = false)
  }, [kernel, open, body])

  // A layout effect: its re-render with the root happens before the browser paints, so the frame
  // is in the click's own frame rather than in a task queued behind whatever else is running.
  useLayoutEffect(() => {
    if (!wanted || root) return
    const host = document.createElement('portico-modal')
    host.style.display = 'contents'
    document.body.appendChild(host)
    setRoot(host.attachShadow({ mode: 'open' }))
  }, [wanted, root])

  useEffect(() => () => root?.host.remove(), [root])

  if (!root) return null
  const onError = (error: unknown) => {
    console.error('[portico] the modal failed and was closed', error)
    setAttempt((n) => n + 1)
    closeModal(kernel)
  }
  return createPortal(
    <ModalBoundary key={attempt} onError={onError}>
      <ModalShell body={body} />
    </ModalBoundary>,
    root,
  )
}
