import { useMemo } from 'react'
import { closeModal, openModal, type OpenModalParameters } from '../../core/actions/modalActions.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import { shallowEqual, useKernel, useKernelState } from './useKernel.js'

export interface UseModalReturnType {
  isOpen: boolean
  loading: boolean
  view: ViewId
  open(params?: OpenModalParameters): void
  close(): void
}

/** Opens and closes the modal; reading it re-renders only when open, loading or the view change. */
export function useModal(): UseModalReturnType {
  const kernel = useKernel()
  const { open: isOpen, loading } = useKernelState('modal', (s) => ({ open: s.open, loading: s.loading }), shallowEqual)
  const view = useKernelState('router', (s) => s.view)
  const actions = useMemo(
    () => ({ open: (params?: OpenModalParameters) => openModal(kernel, params), close: () => closeModal(kernel) }),
    [kernel],
  )
  return { isOpen, loading, view, ...actions }
}
