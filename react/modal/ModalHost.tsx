import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { closeModal } from '../../core/actions/closeModal.js'
import { useKernel } from '../hooks/useKernel.js'
import { useKernelState } from '../hooks/useKernelState.js'
import { loadModal } from './loadModal.js'
import { ModalBoundary } from './ModalBoundary.js'

/**
 * Mounts the modal into a shadow root on <body> the first time it opens (never during a server
 * render, never before a visitor asks), so its styles and the page's never meet. A chunk that
 * fails to load closes the modal instead of taking the page down, and the next open loads it again.
 */
export function ModalHost() {
  const kernel = useKernel()
  const open = useKernelState('modal', (s) => s.open)
  const [root, setRoot] = useState<ShadowRoot>()
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  // React.lazy keeps a rejection for good: each attempt gets its own.
  const Modal = useMemo(() => lazy(loadModal), [attempt])
  const wanted = open || root !== undefined

  useEffect(() => {
    if (!wanted || root) return
    const host = document.createElement('portico-modal')
    host.style.display = 'contents'
    document.body.appendChild(host)
    setRoot(host.attachShadow({ mode: 'open' }))
  }, [wanted, root])

  useEffect(() => () => root?.host.remove(), [root])
  useEffect(() => {
    if (open) setFailed(false)
  }, [open])

  // After a failure nothing renders until the next open, so a closed modal never refetches in a loop.
  if (!root || (failed && !open)) return null
  const onError = (error: unknown) => {
    console.error('[portico] the modal failed and was closed', error)
    setFailed(true)
    setAttempt((n) => n + 1)
    closeModal(kernel)
  }
  return createPortal(
    <ModalBoundary key={attempt} onError={onError}>
      <Suspense fallback={null}>
        <Modal />
      </Suspense>
    </ModalBoundary>,
    root,
  )
}
