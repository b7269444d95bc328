import type { Features, ResolvedOptions } from '../options/types.js'

export type RemoteConfigStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'skipped'

export interface OptionsState {
  options: ResolvedOptions
  /** The features in force: local options overridden by the remote project configuration. */
  features: Features
  /** What the site set itself; a remote value that differs from one of these gets a warning. */
  userFeatures: Partial<Features>
  remoteConfigStatus: RemoteConfigStatus
  warnings: readonly string[]
}

export const initialOptionsState = (options: ResolvedOptions): OptionsState => ({
  options,
  features: options.features,
  userFeatures: options.userFeatures,
  remoteConfigStatus: 'idle',
  warnings: [],
})

/**
 * Whether the feature flag `id` is on: true, or a non-empty list (SPEC's `socials`). Plugins name
 * their flags by open ids (a wallet feature, a connect section's `feature`), so the flags are read
 * by name; an id that is no flag reads as `unknownMeans`.
 */
export function isFeatureOn(features: Features, id: string, unknownMeans = false): boolean {
  const flag: unknown = Object.getOwnPropertyDescriptor(features, id)?.value
  if (flag === undefined) return unknownMeans
  return flag === true || (Array.isArray(flag) && flag.length > 0)
}
