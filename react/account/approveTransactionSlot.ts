import type { ComponentType } from 'react'
import type { Kernel } from '../../core/kernel/types.js'
import type { ViewProps } from '../views/viewRegistry.js'
import { localRegistry, type LocalRegistry } from '../registry/localRegistry.js'

/** What the ApproveTransaction view renders: the embedded wallet's approval frame. */
export type ApproveTransactionComponent = ComponentType<ViewProps>

const SLOT = Symbol('portico.approve-transaction')
const KEY = 'slot'

export function approveTransactionSlot(kernel: Kernel): LocalRegistry<typeof KEY, ApproveTransactionComponent> {
  return localRegistry(kernel, SLOT)
}

/**
 * Fills the ApproveTransaction view (SPEC section 4: an unsafe embedded-wallet request opens it).
 * One component at a time: a later registration replaces an earlier one. Returns how to remove it.
 */
export function registerApproveTransactionSlot(kernel: Kernel, component: ApproveTransactionComponent): () => void {
  return approveTransactionSlot(kernel).set(KEY, component)
}

/** The registered component, if any. */
export function approveTransactionComponent(entries: ReadonlyMap<typeof KEY, ApproveTransactionComponent>) {
  return entries.get(KEY)
}
