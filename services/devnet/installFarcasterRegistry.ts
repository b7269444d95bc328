import { encodeAbiParameters, keccak256, concat, numberToHex, pad, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { ContractArtifact } from './contractArtifact.js'
import { requestRpc } from './requestRpc.js'

/**
 * Where Sign In With Farcaster reads the registries on Optimism (@farcaster/auth-client's
 * viemConnector): the IdRegistry (idOf) and the KeyRegistry (keyDataOf). The devnet holds its
 * stand-ins at the same addresses, so the real verification runs unchanged against it.
 */
export const FARCASTER_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
export const FARCASTER_KEY_REGISTRY = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e'

/** KeyRegistry's values for a usable auth address: state ADDED, key type 2. */
const KEY_ADDED = 1n
const AUTH_ADDRESS_KEY_TYPE = 2n

export interface RegistryFid {
  fid: number
  custodyKey: Hex
  /** Keys of auth addresses added to the fid. */
  authKeys?: readonly Hex[]
}

const word = (value: bigint | Hex) => (typeof value === 'bigint' ? numberToHex(value, { size: 32 }) : pad(value, { size: 32 }))
/** Solidity's slot of `mapping[key]` at `slot`, for a value-type key (abi.encode(key, slot)). */
const valueSlot = (key: Hex, slot: Hex) => keccak256(concat([word(key), slot]))
/** For a `bytes` key: keccak256(abi.encodePacked(key, slot)). */
const bytesSlot = (key: Hex, slot: Hex) => keccak256(concat([key, slot]))

/**
 * Places the registries' code (TestIdRegistry, TestKeyRegistry) at Farcaster's addresses and
 * writes each fid's custody and auth addresses into their storage: no transaction, so the
 * devnet's accounts and nonces stay as they were. Calling it again adds fids.
 */
export async function installFarcasterRegistry(rpcUrl: string, artifacts: { id: ContractArtifact; key: ContractArtifact }, fids: readonly RegistryFid[]): Promise<void> {
  await Promise.all([
    requestRpc(rpcUrl, 'anvil_setCode', [FARCASTER_ID_REGISTRY, artifacts.id.deployedBytecode]),
    requestRpc(rpcUrl, 'anvil_setCode', [FARCASTER_KEY_REGISTRY, artifacts.key.deployedBytecode]),
  ])
  await Promise.all(fids.flatMap(({ fid, custodyKey, authKeys = [] }) => {
    const custody = privateKeyToAddress(custodyKey)
    const fidWord = word(BigInt(fid))
    const set = (address: string, slot: Hex, value: Hex) => requestRpc(rpcUrl, 'anvil_setStorageAt', [address, slot, value])
    return [
      set(FARCASTER_ID_REGISTRY, valueSlot(custody, word(0n)), fidWord),
      set(FARCASTER_ID_REGISTRY, valueSlot(fidWord, word(1n)), word(custody)),
      ...authKeys.map((authKey) => {
        const key = encodeAbiParameters([{ type: 'address' }], [privateKeyToAddress(authKey)])
        return set(FARCASTER_KEY_REGISTRY, bytesSlot(key, valueSlot(fidWord, word(0n))), word(KEY_ADDED | (AUTH_ADDRESS_KEY_TYPE << 8n)))
      }),
    ]
  }))
}
