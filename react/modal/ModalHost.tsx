import { useEffect, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { closeModal } from '../../core/actions/closeModal.js'
import { useKernel } from '../hooks/useKernel.js'
import { useKernelState } from '../hooks/useKernelState.js'
import { loadModal } from './loadModal.js'
import { ModalBoundary } from './ModalBoundary.js'

/**
 * Mounts the modal into a shadow root on <body> the first time it opens (never during a server
 * render, never before a visitor asks), so its styles and the page's never meet. The modal renders
 * once its chunk and the chunk of the view it opens on are there (the buttons fetch the modal's on
 * hover): no Suspense fallback ever shows, so React never holds the first frame back. A chunk that
 * fails to load closes the modal instead of taking the page down, and the next open loads it again.
 */
export function ModalHost() {
  const kernel = useKernel()
  const open = useKernelState('modal', (s) => s.open)
  const [root, setRoot] = useState<ShadowRoot>()
  const [Modal, setModal] = useState<ComponentType>()
  const [attempt, setAttempt] = useState(0)
  const wanted = open || root !== undefined

  useEffect(() => {
    if (!open || Modal) return
    let current = true
    const view = kernel.store('router').getState().view
    loadModal()
      .then(async (module) => {
        await module.preloadView(kernel, view)
        if (current) setModal(() => module.default)
      })
      .catch((error: unknown) => {
        if (!current) return
        console.error('[portico] the modal failed to load and was closed', error)
        closeModal(kernel)
      })
    return () => void (current = false)
  }, [kernel, open, Modal])

  useEffect(() => {
    if (!wanted || root) return
    const host = document.createElement('portico-modal')
    host.style.display = 'contents'
    document.body.appendChild(host)
    setRoot(host.attachShadow({ mode: 'open' }))
  }, [wanted, root])

  useEffect(() => () => root?.host.remove(), [root])

  if (!root || !Modal) return null
  const onError = (error: unknown) => {
    console.error('[portico] the modal failed and was closed', error)
    setAttempt((n) => n + 1)
    closeModal(kernel)
  }
  return createPortal(
    <ModalBoundary key={attempt} onError={onError}>
      <Modal />
    </ModalBoundary>,
    root,
  )
}
