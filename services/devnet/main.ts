// `node --import tsx services/devnet/main.ts`: the local chains on their own, until Ctrl-C.
// PORTICO_DEVNET_PORTS lists the chains' ports, as `npm start` reads it (default 8545,8546; 0 picks
// a free port).
import { stopOnSignal } from '../stopOnSignal.js'
import { DEFAULT_DEVNET_CHAINS, startDevnet } from './startDevnet.js'

const ports = (process.env.PORTICO_DEVNET_PORTS ?? '8545,8546').split(',').map(Number)

try {
  const devnet = await startDevnet({
    chains: DEFAULT_DEVNET_CHAINS.map((chain, index) => ({ ...chain, port: ports[index] ?? 0 })),
  })
  for (const chain of devnet.chains) {
    console.log(`  ${chain.name.padEnd(18)} ${chain.caipNetworkId.padEnd(13)} ${chain.rpcUrl}`)
  }
  const [account] = devnet.accounts
  console.log(`  token              ${devnet.token.symbol} (${devnet.token.decimals} decimals) at ${devnet.token.address}`)
  console.log(`  multicall          ${devnet.multicallAddress}`)
  console.log(`  account 0          ${account?.address} (private key ${account?.privateKey})`)
  console.log('\nDevnet is running. Press Ctrl-C to stop.')

  stopOnSignal('the devnet', () => devnet.stop())
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
