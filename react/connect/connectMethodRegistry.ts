import type { ComponentType } from 'react'
import type { Kernel } from '../../core/kernel/types.js'
import { localRegistry, type LocalRegistry } from '../registry/localRegistry.js'
import { useLocalRegistry } from '../registry/useLocalRegistry.js'

/** The Connect view's sections that login plugins provide (SPEC section 9: email, social, wallet). */
export type ConnectMethodSection = 'email' | 'social'

export interface ConnectMethodProps {
  kernel: Kernel
}

export type ConnectMethodComponent = ComponentType<ConnectMethodProps>

const METHODS = Symbol('portico.connect-methods')

const registry = (kernel: Kernel): LocalRegistry<ConnectMethodSection, ConnectMethodComponent> => localRegistry(kernel, METHODS)

/**
 * Puts a login plugin's section (the email form, the social buttons) into the Connect view, in
 * the place `features.connectMethodsOrder` gives it, while its feature is on. One component a
 * section: a later registration replaces an earlier one. Returns how to remove it.
 */
export function registerConnectMethod(kernel: Kernel, method: ConnectMethodSection, component: ConnectMethodComponent): () => void {
  return registry(kernel).set(method, component)
}

/** The registered sections, re-rendering when a plugin registers one after the modal opened. */
export function useConnectMethods(kernel: Kernel): ReadonlyMap<ConnectMethodSection, ConnectMethodComponent> {
  return useLocalRegistry(registry(kernel))
}
