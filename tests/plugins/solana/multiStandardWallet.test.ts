// @vitest-environment happy-dom
import { Keypair } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from 'portico/core'
import { evm } from '../../../plugins/evm/index.js'
import { extension } from '../../../plugins/extension/index.js'
import { solana } from '../../../plugins/solana/index.js'
import { offlineFetch } from '../evm/helpers/startEvmKernel.js'
import { announceOnRequest, walletInfo } from '../evm/helpers/announceWallet.js'
import { MockEip1193Wallet } from '../evm/helpers/MockEip1193Wallet.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { TestStandardWallet } from './helpers/TestStandardWallet.js'

const cleanups: (() => void | Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('a wallet in both the EIP-6963 and the Wallet Standard', () => {
  it('rule: it is one browser wallet with its EVM and Solana connectors, offered as multi-chain', async () => {
    cleanups.push(announceOnRequest(new MockEip1193Wallet(), walletInfo('Both Chains Wallet', 'com.example.both')))
    cleanups.push(getWallets().register(new TestStandardWallet(Keypair.generate(), 'Both Chains Wallet') as never))
    const kernel: Kernel = createTestKernel({}, { fetch: offlineFetch })
    kernel.use(evm()).use(solana()).use(extension())
    cleanups.push(() => kernel.destroy())
    await kernel.start()
    await vi.waitFor(() => expect(kernel.store('connectors').getState().browserWallets).toHaveLength(1))
    const [wallet] = kernel.store('connectors').getState().browserWallets
    expect(wallet).toMatchObject({ id: 'com.example.both', name: 'Both Chains Wallet', multiChain: true })
    expect(wallet!.connectors.map((connector) => [connector.chain, connector.type])).toEqual([['eip155', 'ANNOUNCED'], ['solana', 'WALLET_STANDARD']])
  })
})
