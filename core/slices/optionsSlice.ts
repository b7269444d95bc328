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
