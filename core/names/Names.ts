import type { ChainNamespace } from '../constants/namespaces.js'
import type { PorticoError } from '../errors/PorticoError.js'
import type { Kernel } from '../kernel/types.js'
import type { Store } from '../store/createStore.js'
import { canonicalName } from './nameRule.js'
import type { NameRecord } from './NameSource.js'

/** The slice the names plugin keeps its lookups in; core names it so that a renderer can read it. */
export const NAMES_SLICE = 'names'

/** One lookup: asked and awaited, answered (`record` undefined: no such name), or failed. */
export type NameLookup =
  | { status: 'loading' }
  | { status: 'ready'; record: NameRecord | undefined }
  | { status: 'error'; error: PorticoError }

export interface NamesState {
  /** The namespaces whose accounts have names (SPEC section 9), as the names plugin was given them. */
  namespaces: readonly ChainNamespace[]
  /** Lookups by address, as it was asked for. */
  byAddress: Readonly<Record<string, NameLookup>>
  /** Lookups by name, under its shown form (`canonicalName`), whichever suffix it was typed with. */
  byName: Readonly<Record<string, NameLookup>>
}

declare module 'portico/core' {
  interface KernelSlices {
    /** Defined by the names plugin (`portico/plugins/names`); absent without it. */
    names: NamesState
  }
}

export const initialNamesState = (namespaces: readonly ChainNamespace[]): NamesState => ({ namespaces, byAddress: {}, byName: {} })

/** The names slice, or undefined when no names plugin is in use. */
export function namesStore(kernel: Pick<Kernel, 'store'>): Store<NamesState> | undefined {
  try {
    return kernel.store(NAMES_SLICE)
  } catch {
    return undefined
  }
}

/**
 * Asks for the name of `address`: the names plugin looks it up once and keeps the answer in the
 * slice; a failed lookup is asked again. Without the names plugin, nothing happens.
 */
export function lookupName(kernel: Pick<Kernel, 'store'>, address: string): void {
  const store = namesStore(kernel)
  if (!address || !store || store.getState().byAddress[address]?.status === 'ready' || store.getState().byAddress[address]?.status === 'loading') return
  store.setState((draft) => {
    draft.byAddress[address] = { status: 'loading' }
  })
}

/**
 * Asks which address `name` names, under either suffix. Returns the key its lookup is kept under
 * in `byName` (the shown form), or undefined when it is not a valid name or no names plugin is in use.
 */
export function resolveName(kernel: Pick<Kernel, 'store'>, name: string): string | undefined {
  const store = namesStore(kernel)
  const key = canonicalName(name)
  if (!store || key === undefined) return undefined
  const known = store.getState().byName[key]?.status
  if (known !== 'ready' && known !== 'loading') {
    store.setState((draft) => {
      draft.byName[key] = { status: 'loading' }
    })
  }
  return key
}
