import type { ConnectorsState } from '../slices/connectorsSlice.js'
import type { Store } from '../store/createStore.js'
import type { Connector } from '../types/connector.js'
import type { ConnectorSource } from './types.js'

/** Runs every source's discovery; the connectors slice is the union of what each last reported. */
export function startConnectorSources(sources: readonly ConnectorSource[], store: Store<ConnectorsState>): () => void {
  const bySource = new Map<string, readonly Connector[]>()
  const stops = sources.map((source) =>
    source.watch((connectors) => {
      bySource.set(source.id, connectors)
      store.setState((draft) => {
        draft.connectors = [...bySource.values()].flat() as typeof draft.connectors
      })
    }),
  )
  return () => {
    for (const stop of stops) stop?.()
  }
}
