// `node --import tsx services/relay/main.ts`: the WalletConnect relay on its own, until Ctrl-C.
// PORTICO_RELAY_PORT is its port, as `npm start` reads it (default 8555; 0 picks a free port).
import { DEFAULT_RELAY_PORT, startRelay } from './startRelay.js'

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RELAY_PORT
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORTICO_RELAY_PORT must be a port number, not "${value}"`)
  return port
}

try {
  const relay = await startRelay({ port: readPort(process.env.PORTICO_RELAY_PORT) })
  console.log(`  WalletConnect relay  ${relay.url}`)
  console.log('\nThe relay is running (pass its URL as relayUrl). Press Ctrl-C to stop.')

  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      console.log('\nStopping the relay…')
      relay.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : error)
          process.exit(1)
        },
      )
    })
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
