import { keccak256, stringToHex, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/** A private key anyone can rebuild from its label: these keys guard nothing but local test fids. */
const keyOf = (label: string): Hex => keccak256(stringToHex(`portico farcaster test key: ${label}`))

export interface TestFarcasterUser {
  fid: number
  username: string
  /** The key of the fid's custody address (the IdRegistry's owner of the fid). */
  custodyKey: Hex
  /** The key of an auth address the KeyRegistry lists for the fid (keyType 2, added), if any. */
  authKey?: Hex
}

/**
 * The Farcaster accounts the devnet's registry stand-in knows (services/devnet's
 * installFarcasterRegistry): fid 1001 with a custody key and an auth address, fid 1002 with a
 * custody key only. Their keys are public (derived from the labels above); never use them for
 * anything else.
 */
export const TEST_FARCASTER_USERS: readonly TestFarcasterUser[] = [
  { fid: 1001, username: 'alice', custodyKey: keyOf('fid 1001 custody'), authKey: keyOf('fid 1001 auth address') },
  { fid: 1002, username: 'bob', custodyKey: keyOf('fid 1002 custody') },
]

export const addressOfKey = (key: Hex) => privateKeyToAddress(key)
