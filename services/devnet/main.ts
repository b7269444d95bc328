// `node --import tsx services/devnet/main.ts`: the local chains on their own, until Ctrl-C.
// PORTICO_DEVNET_PORTS lists the EVM chains' ports and PORTICO_SOLANA_PORT the Solana one's, as
// `npm start` reads them (default 8545,8546 and 8899; 0 picks a free port).
import { readPort } from '../readPort.js'
import { stopOnSignal } from '../stopOnSignal.js'
import { DEFAULT_SOLANA_PORT, startSolanaDevnet } from './solana/startSolanaDevnet.js'
import { DEFAULT_DEVNET_CHAINS, startDevnet } from './startDevnet.js'

const ports = (process.env.PORTICO_DEVNET_PORTS ?? '8545,8546').split(',').map(Number)

try {
  const [devnet, solana] = await Promise.all([
    startDevnet({ chains: DEFAULT_DEVNET_CHAINS.map((chain, index) => ({ ...chain, port: ports[index] ?? 0 })) }),
    startSolanaDevnet({ port: readPort('PORTICO_SOLANA_PORT', DEFAULT_SOLANA_PORT) }),
  ])
  for (const chain of devnet.chains) {
    console.log(`  ${chain.name.padEnd(18)} ${chain.caipNetworkId.padEnd(13)} ${chain.rpcUrl}`)
  }
  const [account] = devnet.accounts
  console.log(`  token              ${devnet.token.symbol} (${devnet.token.decimals} decimals) at ${devnet.token.address}`)
  console.log(`  multicall          ${devnet.multicallAddress}`)
  console.log(`  account 0          ${account?.address} (private key ${account?.privateKey})`)
  console.log(`  Portico Solana     ${solana.caipNetworkId.slice(0, 20)}… ${solana.rpcUrl} (pubsub ${solana.wsUrl})`)
  console.log(`  Solana token       ${solana.token.symbol} (${solana.token.decimals} decimals), mint ${solana.token.mint}`)
  console.log(`  Solana account 0   ${solana.accounts[0]?.address}`)
  console.log('\nDevnet is running. Press Ctrl-C to stop.')

  stopOnSignal('the devnet', async () => {
    await Promise.all([devnet.stop(), solana.stop()])
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
