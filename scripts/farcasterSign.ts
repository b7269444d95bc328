// `npm run farcaster:sign -- "<link>" [--user bob]`: signs a Sign In With Farcaster link the local
// stack's modal shows, as a Farcaster app would, with a test fid's custody key (services/farcaster's
// test users: alice, fid 1001, by default). Only the local relay stand-in takes it.
import { parseArgs } from 'node:util'
import { signInWithFarcaster } from '../services/farcaster/farcasterApp.js'
import { TEST_FARCASTER_USERS } from '../services/farcaster/testFarcasterUsers.js'

const { positionals, values } = parseArgs({ allowPositionals: true, options: { user: { type: 'string', default: 'alice' } } })
const [link] = positionals
const user = TEST_FARCASTER_USERS.find((candidate) => candidate.username === values.user)
if (!link || !user) {
  console.error(`Usage: npm run farcaster:sign -- "<link>" [--user ${TEST_FARCASTER_USERS.map((candidate) => candidate.username).join('|')}]`)
  process.exit(2)
}
try {
  await signInWithFarcaster({ url: link, fid: user.fid, username: user.username, key: user.custodyKey })
  console.log(`Signed in as ${user.username} (fid ${user.fid}); the modal continues by itself.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
