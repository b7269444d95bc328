import { HDNodeWallet } from 'ethers'
import type { DevnetAccount } from './startDevnet.js'

/** The path anvil derives its accounts on; account i is its child i. */
const ACCOUNTS_PATH = "m/44'/60'/0'/0"

/** The first `count` accounts anvil unlocks and funds for `mnemonic`, with their private keys. */
export function deriveAccounts(mnemonic: string, count: number): DevnetAccount[] {
  const root = HDNodeWallet.fromPhrase(mnemonic, undefined, ACCOUNTS_PATH)
  return Array.from({ length: count }, (_, index) => {
    const wallet = root.deriveChild(index)
    return { address: wallet.address as `0x${string}`, privateKey: wallet.privateKey as `0x${string}` }
  })
}
