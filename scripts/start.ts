// `npm start`: the whole local stack on loopback (devnet, provider API, relay, demo), each part awaited
// until it answers, the URLs printed, everything stopped on Ctrl-C.
import { stopOnSignal } from '../services/stopOnSignal.js'
import { startStack } from './startStack.js'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const devnetPorts = (process.env.PORTICO_DEVNET_PORTS ?? '8545,8546').split(',').map(Number)

console.log('Starting Portico on 127.0.0.1…\n')
let stack: Awaited<ReturnType<typeof startStack>>
try {
  stack = await startStack({
    ports: {
      demo: port('PORTICO_DEMO_PORT', 5173),
      api: port('PORTICO_API_PORT', 8787),
      relay: port('PORTICO_RELAY_PORT', 8555),
      frame: port('PORTICO_FRAME_PORT', 8790),
      mailbox: port('PORTICO_MAILBOX_PORT', 8025),
      oidc: port('PORTICO_OIDC_PORT', 8791),
      farcasterRelay: port('PORTICO_FARCASTER_RELAY_PORT', 8792),
      devnet: [devnetPorts[0] ?? 8545, devnetPorts[1] ?? 8546],
      solana: port('PORTICO_SOLANA_PORT', 8899),
    },
    databaseUrl: process.env.DATABASE_URL,
    onReady: ({ name, url }) => console.log(`  ${name.padEnd(15)} ${url}`),
  })
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

console.log(`
Open ${stack.demoUrl} and connect the Portico Demo Wallet.
To try WalletConnect's QR path without a phone: pick WalletConnect in the modal, copy its link,
and paste it into the test wallet at ${stack.testWalletUrl} (in another tab).
The same demo as a wagmi app, wagmi's hooks on Portico's connection: ${stack.wagmiUrl}
To sign in with an email, use any address: its code arrives in the local mailbox at ${stack.mailboxUrl}
Social login (Google, GitHub, Apple, Facebook, X, Discord) goes to the local OpenID provider at ${stack.oidcUrl}: any email and name sign in.
To sign in with Farcaster, pick Farcaster in the modal, copy its link, and sign it as the test fid 1001
with npm run farcaster:sign -- "<link>" (on the Farcaster relay stand-in above).
Press Ctrl-C to stop.`)

stopOnSignal('Portico', () => stack.stop())
