import { castDraft } from 'immer'
import { dismissAlert, showAlert } from '../actions/notifications.js'
import { isApiError, isApiUnreachable } from '../errors/ApiError.js'
import type { Kernel } from '../kernel/types.js'
import { REMOTE_FEATURES, type Features, type RemoteFeature } from '../options/types.js'
import type { RemoteConfigStatus } from '../slices/optionsSlice.js'
import type { ApiClient } from './createApiClient.js'
import { loadApiClient } from './loadApiClient.js'
import { readRemoteFeatures } from './readRemoteFeatures.js'

const CONFIG_ENDPOINT = 'GET /appkit/v1/config'

/** SPEC section 6, quoted exactly. */
export const LOCAL_CONFIG_IGNORED = 'Local configuration ignored'

/** portico/core does not export this, so the API reference shows its fields on loadRemoteConfig. @inline */
export interface LoadRemoteConfigOptions {
  /** The client to ask, or its loading; without it one is loaded for this call. */
  client?: ApiClient | Promise<ApiClient>
}

export interface RemoteConfigResult {
  status: Extract<RemoteConfigStatus, 'loaded' | 'failed' | 'skipped'>
  /** The features in force, as written to the options slice. */
  features: Features
  /** The on-ramp providers the project enables; empty unless the remote list is valid. */
  onrampProviders: readonly string[]
  /** The local settings the remote configuration overrode. */
  overridden: readonly RemoteFeature[]
  error?: unknown
  /** True when the provider API refused the project id (the Invalid Project ID alert is showing). */
  invalidProject?: boolean
  /** True when the provider API gave no answer at all (the Configuration Unavailable alert is showing). */
  unreachable?: boolean
}

/**
 * Applies the project's remote configuration (SPEC section 6) to the options slice. Remote values
 * win over local ones; basic mode fetches nothing and turns every remote feature off; a kernel
 * without `apiUrl` has no remote configuration, so its local features stand. A provider API that
 * gives no answer at all refused nothing: Configuration Unavailable says so, until a later load
 * succeeds. It never throws.
 */
export async function loadRemoteConfig(kernel: Kernel, options: LoadRemoteConfigOptions = {}): Promise<RemoteConfigResult> {
  const store = kernel.store('options')
  const local = kernel.options.features
  const finish = (result: RemoteConfigResult): RemoteConfigResult => {
    store.setState((draft) => {
      draft.features = castDraft(result.features)
      draft.remoteConfigStatus = result.status
    })
    return result
  }

  if (!kernel.options.projectId) showAlert(kernel, { code: 'PROJECT_ID_NOT_CONFIGURED' })
  if (kernel.options.basic) {
    const off = Object.fromEntries(REMOTE_FEATURES.map((key) => [key, false])) as Pick<Features, RemoteFeature>
    return finish({ status: 'skipped', features: { ...local, ...off }, onrampProviders: [], overridden: [] })
  }
  if (!kernel.options.apiUrl) return finish({ status: 'skipped', features: local, onrampProviders: [], overridden: [] })
  if (!kernel.options.projectId) return finish({ status: 'failed', features: local, onrampProviders: [], overridden: [] })

  store.setState((draft) => {
    draft.remoteConfigStatus = 'loading'
  })
  try {
    const client = await (options.client ?? loadApiClient(kernel, CONFIG_ENDPOINT))
    const config = await client.getProjectConfig()
    const remote = readRemoteFeatures(config)
    const user = store.getState().userFeatures
    const overridden = REMOTE_FEATURES.filter((key) =>
      user[key] !== undefined && remote.features[key] !== undefined && !sameValue(user[key], remote.features[key]))
    if (overridden.length > 0) warnLocalIgnored(kernel, overridden)
    clearUnavailable(kernel)
    return finish({ status: 'loaded', features: { ...local, ...remote.features }, onrampProviders: remote.onrampProviders, overridden })
  } catch (error) {
    const status = isApiError(error, 'API_HTTP_ERROR') ? error.status : undefined
    // The provider API refuses a project id it does not know (services/api answers 403).
    const invalidProject = status === 401 || status === 403
    const unreachable = isApiUnreachable(error)
    if (!unreachable) clearUnavailable(kernel)
    if (invalidProject) showAlert(kernel, { code: 'INVALID_PROJECT_ID', cause: error })
    else if (unreachable) showAlert(kernel, { code: 'CONFIGURATION_UNAVAILABLE', cause: error })
    else if (status === 429) showAlert(kernel, { code: 'RATE_LIMITED', cause: error })
    else if (status !== undefined && status >= 500 && status <= 599) showAlert(kernel, { code: 'SERVER_ERROR', cause: error })
    return finish({
      status: 'failed', features: local, onrampProviders: [], overridden: [], error,
      ...(invalidProject ? { invalidProject } : {}), ...(unreachable ? { unreachable } : {}),
    })
  }
}

/** The API answered: whatever it said, "it could not be reached" is no longer true. */
function clearUnavailable(kernel: Kernel): void {
  if (kernel.store('notifications').getState().alert?.code === 'CONFIGURATION_UNAVAILABLE') dismissAlert(kernel)
}

/** Warns once per kernel, however many times the configuration loads. */
function warnLocalIgnored(kernel: Kernel, keys: readonly RemoteFeature[]): void {
  const store = kernel.store('options')
  if (store.getState().warnings.includes(LOCAL_CONFIG_IGNORED)) return
  store.setState((draft) => {
    draft.warnings.push(LOCAL_CONFIG_IGNORED)
  })
  if (kernel.options.debug) console.warn(LOCAL_CONFIG_IGNORED, keys)
  kernel.events.emit('options:warning', { message: LOCAL_CONFIG_IGNORED })
}

/** An empty socials list and `false` both mean "no social login"; lists compare by content. */
function sameValue(a: Features[RemoteFeature] | undefined, b: Features[RemoteFeature] | undefined): boolean {
  const normalize = (value: typeof a) => (Array.isArray(value) ? (value.length === 0 ? false : value.join(',')) : value)
  return normalize(a) === normalize(b)
}
