import { readThrown, thrownMessage } from './readThrown.js'

/**
 * The codes that mean the visitor said no: EIP-1193's 4001, SPEC section 8's 5000 with the rest of
 * WalletConnect's USER_REJECTED family (5001 chains, 5002 methods, 5003 events), and ethers'
 * ACTION_REJECTED, which wraps the wallet's 4001 under a string code.
 */
const REJECTION_CODES: ReadonlySet<unknown> = new Set([4001, 5000, 5001, 5002, 5003, 'ACTION_REJECTED'])

/**
 * JSON-RPC's generic "Internal error": mobile bridges and some extensions wrap the wallet's own
 * answer in it, so it says nothing about why the request failed.
 */
const GENERIC_CODE = -32603

/** How wallets say no without a code: the Wallet Standard defines none, and wallets write prose. */
const REJECTION_TEXT = /reject|denied|declined|cancel/i

/**
 * Where wrappers keep the error they wrap: ES2022 `cause` (viem), `data.originalError` (mobile
 * bridges under -32603), `error` (ethers v5, some injected wallets) and `info.error` (ethers v6).
 */
const WRAPPED = [['cause'], ['data', 'originalError'], ['error'], ['info', 'error']] as const

/** Wrappers seen so far nest two deep; a few more levels cost nothing and a cycle must end. */
const MAX_DEPTH = 5

/**
 * Whether a failed wallet request means the visitor said no, for every chain and login plugin: a
 * rejection code on the error or on any error it wraps; else, where a level carries no code of its
 * own (or only the generic -32603), a message saying so. A level with any other numeric code is
 * judged by that code, so a node's "transaction rejected: nonce too low" is not the visitor's no.
 * Never throws: a Proxy, a throwing getter or a revoked object reads as saying nothing.
 */
export function isUserRejection(error: unknown): boolean {
  return judge(error, 0, new Set())
}

function judge(value: unknown, depth: number, seen: Set<unknown>): boolean {
  if (depth > MAX_DEPTH || seen.has(value)) return false
  seen.add(value)
  const code = readThrown(value, ['code'])
  if (REJECTION_CODES.has(code)) return true
  const speaksForItself = !Number.isInteger(code) || code === GENERIC_CODE
  if (speaksForItself && REJECTION_TEXT.test(thrownMessage(value, 500) ?? '')) return true
  return WRAPPED.some((path) => {
    const inner = readThrown(value, path)
    return inner !== undefined && inner !== null && judge(inner, depth + 1, seen)
  })
}
