// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { switchNetwork } from '../../../../core/actions/switchNetwork.js'
import { ChainError } from '../../../../core/errors/ChainError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { Network } from '../../../../core/types/network.js'
import { base, mainnet, optimism } from '../../../../plugins/evm/index.js'
import { announceOnRequest, walletInfo } from '../helpers/announceWallet.js'
import { MockEip1193Wallet, walletError } from '../helpers/MockEip1193Wallet.js'
import { eip155, startEvmKernel } from '../helpers/startEvmKernel.js'

const cleanups: (() => void)[] = []
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const devnet: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

async function connected(wallet: MockEip1193Wallet, networks: Network[] = [mainnet, optimism, base, devnet]) {
  cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
  const kernel = await startEvmKernel({ options: { networks } })
  kernels.push(kernel)
  await connect(kernel, { connectorId: 'com.fox' })
  return kernel
}

describe('switchNetwork', () => {
  it('rule: a known chain is switched with wallet_switchEthereumChain { chainId: hex }', async () => {
    const wallet = new MockEip1193Wallet()
    const kernel = await connected(wallet)
    await switchNetwork(kernel, 'eip155:10')

    expect(wallet.paramsOf('wallet_switchEthereumChain')).toEqual([[{ chainId: '0xa' }]])
    expect(wallet.methods()).not.toContain('wallet_addEthereumChain')
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('rule: on 4902 the chain is added with wallet_addEthereumChain, then switched again', async () => {
    const wallet = new MockEip1193Wallet()
    const kernel = await connected(wallet)
    await switchNetwork(kernel, 'eip155:8453')

    expect(wallet.methods().slice(-3)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.paramsOf('wallet_addEthereumChain')).toEqual([[{
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://mainnet.base.org'],
      blockExplorerUrls: ['https://basescan.org'],
    }]])
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('rule: the site\'s own RPC URLs are what the wallet is asked to add', async () => {
    const wallet = new MockEip1193Wallet()
    const kernel = await connected(wallet)
    await switchNetwork(kernel, 'eip155:31337')
    expect(wallet.paramsOf('wallet_addEthereumChain')).toEqual([[{
      chainId: '0x7a69',
      chainName: 'Portico Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
    }]])
  })

  it('rule: a 4902 nested in data.originalError also adds the chain', async () => {
    const wallet = new MockEip1193Wallet()
    let first = true
    wallet.answer('wallet_switchEthereumChain', (params) => {
      const [{ chainId }] = params as [{ chainId: string }]
      if (first) {
        first = false
        throw walletError(-32603, 'Internal error', { originalError: { code: 4902, message: 'Unrecognized chain' } })
      }
      wallet.chainId = chainId
      return null
    })
    const kernel = await connected(wallet)
    await switchNetwork(kernel, 'eip155:8453')
    expect(wallet.methods()).toContain('wallet_addEthereumChain')
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('rule: a failed add is ChainError "Chain is not supported", with the wallet\'s error as cause, and the network unchanged', async () => {
    const refusal = walletError(-32602, 'rpcUrls must be https')
    const wallet = new MockEip1193Wallet().answer('wallet_addEthereumChain', () => { throw refusal })
    const kernel = await connected(wallet)
    const error = await switchNetwork(kernel, 'eip155:8453').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ChainError)
    expect(error).toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', shortMessage: 'Chain is not supported', cause: refusal })
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('rule: the visitor refusing the add (4001) is told they declined, not "Chain is not supported"', async () => {
    const refusal = walletError(4001, 'User rejected the request.')
    const wallet = new MockEip1193Wallet().answer('wallet_addEthereumChain', () => { throw refusal })
    const kernel = await connected(wallet)
    const error = await switchNetwork(kernel, 'eip155:8453').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainError)
    expect(error).toMatchObject({ code: 'SWITCH_REJECTED', shortMessage: 'You declined the network switch' })
    expect((error as ChainError).walk()).toBe(refusal)
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('rule: a 4001 nested in data.originalError from the add is a refusal too', async () => {
    const wallet = new MockEip1193Wallet().answer('wallet_addEthereumChain', () => {
      throw walletError(-32603, 'Internal error', { originalError: { code: 4001, message: 'User rejected' } })
    })
    const kernel = await connected(wallet)
    await expect(switchNetwork(kernel, 'eip155:8453')).rejects.toMatchObject({ code: 'SWITCH_REJECTED' })
  })

  it('rule: the visitor refusing the switch (4001) is told they declined, with the wallet\'s USER_REJECTED as cause', async () => {
    const refusal = walletError(4001, 'User rejected the request.')
    const wallet = new MockEip1193Wallet().answer('wallet_switchEthereumChain', () => { throw refusal })
    const kernel = await connected(wallet)
    const error = await switchNetwork(kernel, 'eip155:10').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'SWITCH_REJECTED', shortMessage: 'You declined the network switch', cause: { code: 'USER_REJECTED', cause: refusal } })
    expect(wallet.methods()).not.toContain('wallet_addEthereumChain')
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('rule: the switch after a successful add failing is reported as the wallet\'s error', async () => {
    const wallet = new MockEip1193Wallet()
    let calls = 0
    wallet.answer('wallet_switchEthereumChain', () => {
      throw calls++ === 0 ? walletError(4902) : walletError(4001)
    })
    const kernel = await connected(wallet)
    await expect(switchNetwork(kernel, 'eip155:8453')).rejects.toMatchObject({ code: 'SWITCH_REJECTED' })
  })

  it('rule: with no connected wallet only the kernel state moves', async () => {
    const wallet = new MockEip1193Wallet()
    cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
    const kernel = await startEvmKernel({ options: { networks: [mainnet, optimism] } })
    kernels.push(kernel)
    await switchNetwork(kernel, 'eip155:10')
    expect(wallet.requests).toEqual([])
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:10')
  })
})
