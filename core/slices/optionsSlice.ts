import type { Features, ResolvedOptions } from '../options/types.js'

export type RemoteConfigStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'skipped'

export interface OptionsState {
  options: ResolvedOptions
  /** The features in force: local options overridden by the remote project configuration. */
  features: Features
  remoteConfigStatus: RemoteConfigStatus
  warnings: readonly string[]
}

export const initialOptionsState = (options: ResolvedOptions): OptionsState => ({
  options,
  features: options.features,
  remoteConfigStatus: 'idle',
  warnings: [],
})
