import type { ChainNamespace } from '../constants/namespaces.js'
import { KernelError } from '../errors/KernelError.js'
import type { Store } from '../store/createStore.js'
import type {
  AccountTabDefinition, ConnectSection, ConnectorSource, FeatureDefinition, LoginButton, LoginMethod, NamespaceDefinition, ViewDefinition,
} from './contributions.js'

/**
 * Everything plugins contributed, as kernel state: devtools and hooks read it like any slice, a
 * registration after the modal opened re-renders it, and destroy() leaves it empty. Each kind is
 * kept in registration order and keyed by its id. The entries are the plugins' own objects, kept
 * as given: the slice is not frozen (see createKernel), only replaced on each change.
 */
export interface RegistryState {
  namespaces: readonly NamespaceDefinition[]
  connectorSources: readonly ConnectorSource[]
  loginMethods: readonly LoginMethod[]
  features: readonly FeatureDefinition[]
  accountTabs: readonly AccountTabDefinition[]
  connectSections: readonly ConnectSection[]
  views: readonly ViewDefinition[]
}

export type RegistryKind = keyof RegistryState

export const initialRegistryState = (): RegistryState => ({
  namespaces: [],
  connectorSources: [],
  loginMethods: [],
  features: [],
  accountTabs: [],
  connectSections: [],
  views: [],
})

/** One entry of a registry list. Not exported, so the API reference shows its shape where it is used. @inline */
type Entry<K extends RegistryKind> = RegistryState[K][number]

const idOf = (entry: Entry<RegistryKind>): string => ('namespace' in entry ? entry.namespace : entry.id)

/** A connect section that several plugins bring together (ConnectSection's `shared`). */
const isShared = (entry: Entry<RegistryKind>): boolean => 'shared' in entry && entry.shared === true

/**
 * Adds `entry` to the registry's `kind`; refuses an id already there (two plugins claiming one
 * namespace or view is a site's mistake to hear of at start, not a silent override). Returns how
 * to remove exactly this entry.
 */
export function addRegistered<K extends RegistryKind>(store: Store<RegistryState>, kind: K, entry: Entry<K>, plugin: string): () => void {
  const id = idOf(entry)
  if ((store.getState()[kind] as readonly Entry<RegistryKind>[]).some((existing) => idOf(existing) === id && !(isShared(existing) && isShared(entry)))) {
    throw new KernelError(kind === 'namespaces' ? 'PLUGIN_DUPLICATE_NAMESPACE' : 'REGISTRATION_DUPLICATE', {
      details: `plugin "${plugin}" registers ${kind} "${id}" a second time`,
    })
  }
  store.setState((draft) => {
    ;(draft[kind] as Entry<RegistryKind>[]).push(entry)
  })
  return () => {
    // By identity, read outside the draft (whose entries are proxies): a shared section's other registrations stay.
    const index = (store.getState()[kind] as readonly Entry<RegistryKind>[]).indexOf(entry)
    if (index >= 0) store.setState((draft) => void (draft[kind] as Entry<RegistryKind>[]).splice(index, 1))
  }
}

/** The namespace's definition, if a plugin registered it. */
export function namespaceDefinition(state: RegistryState, namespace: ChainNamespace): NamespaceDefinition | undefined {
  return state.namespaces.find((definition) => definition.namespace === namespace)
}

/** The login method registered under `id`, if it is of `kind`. */
export function loginMethodOf<K extends LoginMethod['kind']>(
  state: RegistryState, id: string | undefined, kind: K,
): Extract<LoginMethod, { kind: K }> | undefined {
  return loginMethodsOf(state, kind).find((method) => method.id === id)
}

/** The login methods of `kind`, in registration order. */
export function loginMethodsOf<K extends LoginMethod['kind']>(state: RegistryState, kind: K): Extract<LoginMethod, { kind: K }>[] {
  return state.loginMethods.filter((method): method is Extract<LoginMethod, { kind: K }> => method.kind === kind)
}

/**
 * The button registered under `id` (a social provider's, or a login method's own), wherever a
 * plugin put it: how a connection made by it shows again after a reload.
 */
export function loginButtonOf(state: RegistryState, id: string | undefined): LoginButton | undefined {
  if (id === undefined) return undefined
  for (const method of state.loginMethods) {
    if (method.button?.id === id) return method.button
    if (method.kind === 'social') {
      const provider = method.providers.find((button) => button.id === id)
      if (provider) return provider
    }
  }
  return undefined
}
