// `node --import tsx services/relay/main.ts`: the WalletConnect relay on its own, until Ctrl-C.
// PORTICO_RELAY_PORT is its port, as `npm start` reads it (default 8555; 0 picks a free port).
import { readPort } from '../readPort.js'
import { stopOnSignal } from '../stopOnSignal.js'
import { DEFAULT_RELAY_PORT, startRelay } from './startRelay.js'

try {
  const relay = await startRelay({ port: readPort('PORTICO_RELAY_PORT', DEFAULT_RELAY_PORT) })
  console.log(`  WalletConnect relay  ${relay.url}`)
  console.log('\nThe relay is running (pass its URL as relayUrl). Press Ctrl-C to stop.')

  stopOnSignal('the relay', () => relay.stop())
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
