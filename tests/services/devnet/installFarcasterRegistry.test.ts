import { viemConnector } from '@farcaster/auth-client'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadArtifact } from '../../../services/devnet/contractArtifact.js'
import { FARCASTER_ID_REGISTRY, installFarcasterRegistry } from '../../../services/devnet/installFarcasterRegistry.js'
import { requestRpc } from '../../../services/devnet/requestRpc.js'
import { startAnvil, type RunningAnvil } from '../../../services/devnet/startAnvil.js'
import { addressOfKey, TEST_FARCASTER_USERS } from '../../../services/farcaster/testFarcasterUsers.js'

let anvil: RunningAnvil
const [alice, bob] = TEST_FARCASTER_USERS as [(typeof TEST_FARCASTER_USERS)[0], (typeof TEST_FARCASTER_USERS)[0]]
const nobody = addressOfKey('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0, accounts: 1, balance: 1 })
  const artifacts = { id: await loadArtifact('TestIdRegistry'), key: await loadArtifact('TestKeyRegistry') }
  await installFarcasterRegistry(anvil.rpcUrl, artifacts, TEST_FARCASTER_USERS.map(({ fid, custodyKey, authKey }) => ({ fid, custodyKey, authKeys: authKey ? [authKey] : [] })))
}, 60_000)
afterAll(() => anvil?.stop())

/*
 * The registry stand-ins read through @farcaster/auth-client's own viemConnector, the reads
 * verifySignInMessage makes: what the devnet says is what Sign In With Farcaster would hear on Optimism.
 */
describe('installFarcasterRegistry', () => {
  it('rule: the IdRegistry stand-in names each test fid for its custody address, and no fid (0) for any other address', async () => {
    const registry = viemConnector({ rpcUrl: anvil.rpcUrl })
    expect(await registry.getFid(addressOfKey(alice.custodyKey))).toBe(1001n)
    expect(await registry.getFid(addressOfKey(bob.custodyKey))).toBe(1002n)
    expect(await registry.getFid(nobody)).toBe(0n)
  })

  it('rule: custodyOf names the custody address of a fid', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const abi = [{ type: 'function', name: 'custodyOf', stateMutability: 'view', inputs: [{ type: 'uint256' }], outputs: [{ type: 'address' }] }] as const
    expect(await client.readContract({ address: FARCASTER_ID_REGISTRY, abi, functionName: 'custodyOf', args: [1002n] })).toBe(addressOfKey(bob.custodyKey))
  })

  it('rule: the KeyRegistry stand-in takes an auth address added to its fid, and nothing else', async () => {
    const registry = viemConnector({ rpcUrl: anvil.rpcUrl })
    expect(await registry.isValidAuthAddress(addressOfKey(alice.authKey!), 1001n)).toBe(true)
    expect(await registry.isValidAuthAddress(addressOfKey(alice.authKey!), 1002n)).toBe(false)
    expect(await registry.isValidAuthAddress(addressOfKey(alice.custodyKey), 1001n)).toBe(false)
  })

  it('rule: installing sends no transaction: the chain stays at its first block', async () => {
    expect(await requestRpc<string>(anvil.rpcUrl, 'eth_blockNumber')).toBe('0x0')
  })
})
