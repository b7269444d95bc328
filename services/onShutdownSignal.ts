/** What onShutdownSignal listens on: `process`, or a stand-in in tests. */
export interface SignalSource {
  on(event: 'SIGINT' | 'SIGTERM', listener: (signal: NodeJS.Signals) => void): unknown
}

export interface ShutdownSignal {
  /**
   * Sets what the first SIGINT or SIGTERM does. When one came already, does it now and returns
   * true, so a main that is still starting stops instead of announcing itself.
   */
  whenReady(shutdown: (signal: NodeJS.Signals) => void): boolean
}

/**
 * Listens for SIGINT and SIGTERM from now on, for a main to call before anything starts: a signal
 * without a listener ends the process at once, and whoever reads a main's URL line may send one
 * the moment it appears. Only the first signal counts, and it waits for the shutdown to be set.
 */
export function onShutdownSignal(source: SignalSource = process): ShutdownSignal {
  let first: NodeJS.Signals | undefined
  let run: ((signal: NodeJS.Signals) => void) | undefined
  const onSignal = (signal: NodeJS.Signals) => {
    if (first) return
    first = signal
    run?.(signal)
  }
  source.on('SIGINT', onSignal)
  source.on('SIGTERM', onSignal)
  return {
    whenReady(shutdown) {
      run = shutdown
      if (!first) return false
      shutdown(first)
      return true
    },
  }
}
