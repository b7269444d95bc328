// @vitest-environment happy-dom
import { Keypair, SystemProgram, Transaction, VersionedTransaction, TransactionMessage, type PublicKey } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../../../core/index.js'
import { createApprovalQueue } from '../../../../demo/wallet/createApprovalQueue.js'
import { createWalletState } from '../../../../demo/wallet/createWalletState.js'
import { createSolanaDemoWallet } from '../../../../demo/wallet/solana/createSolanaDemoWallet.js'
import { registerStandardWallet } from '../../../../demo/wallet/solana/registerStandardWallet.js'
import { toWalletChain } from '../../../../demo/wallet/WalletChain.js'
import { WALLET_ICON } from '../../../../demo/wallet/walletIcon.js'
import { devnetNetwork, ORIGIN } from '../walletFixture.js'

const keypairs = [Keypair.generate(), Keypair.generate()]
const MINT = Keypair.generate().publicKey.toBase58()
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup() {
  const state = createWalletState({ storageKey: 'w', configuredChains: [toWalletChain(devnetNetwork(31337, 'http://127.0.0.1:1'))], accountCount: 2 })
  const approvals = createApprovalQueue()
  const demo = createSolanaDemoWallet({
    origin: ORIGIN,
    name: 'Portico Demo Wallet',
    icon: WALLET_ICON,
    accounts: keypairs.map((keypair) => ({ address: keypair.publicKey.toBase58(), secretKey: Buffer.from(keypair.secretKey).toString('hex') })),
    state,
    approvals,
    networkName: 'Portico Solana',
    tokens: [{ address: MINT, symbol: 'pTEST', decimals: 6 }],
  })
  cleanups.push(() => demo.destroy())
  const features = demo.wallet.features as Record<string, Record<string, (...args: never[]) => Promise<unknown>>>
  const call = <T>(feature: string, method: string, ...args: unknown[]) => (features[feature]![method] as (...a: unknown[]) => Promise<T>)(...args)
  /** Answers the next prompt once it is asked. */
  const answer = async (approved: boolean) => {
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    const [pending] = approvals.pending()
    if (approved) approvals.approve(pending!.id)
    else approvals.reject(pending!.id)
    return pending!
  }
  const connect = async () => {
    const connected = call<{ accounts: WalletAccount[] }>('standard:connect', 'connect')
    await answer(true)
    return (await connected).accounts
  }
  return { demo, state, approvals, call, answer, connect }
}

const transfer = (from: PublicKey, lamports: number) => new Transaction({ feePayer: from, blockhash: encodeBase58(new Uint8Array(32).fill(7)), lastValidBlockHeight: 1 })
  .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: keypairs[1]!.publicKey, lamports }))

describe('the demo wallet on Solana', () => {
  it('rule: it registers through the Wallet Standard with the EVM side\'s name and icon, and unregisters on uninstall', () => {
    const { demo } = setup()
    const unregister = registerStandardWallet(window, demo.wallet)
    expect(getWallets().get()).toContain(demo.wallet)
    expect(demo.wallet).toMatchObject({ name: 'Portico Demo Wallet', icon: WALLET_ICON })
    expect(Object.keys(demo.wallet.features)).toEqual(expect.arrayContaining(['standard:connect', 'standard:events', 'solana:signMessage', 'solana:signTransaction']))
    unregister()
    expect(getWallets().get()).not.toContain(demo.wallet)
  })

  it('rule: connect asks the visitor; a silent connect never asks and shares only a site already connected', async () => {
    const { call, connect, approvals, state } = setup()
    expect(await call('standard:connect', 'connect', { silent: true })).toEqual({ accounts: [] })
    expect(approvals.pending()).toEqual([])
    const accounts = await connect()
    expect(accounts.map((account) => account.address)).toEqual([keypairs[0]!.publicKey.toBase58()])
    expect(state.get().solanaSites).toEqual([ORIGIN])
    expect(await call('standard:connect', 'connect', { silent: true })).toEqual({ accounts })
  })

  it('rule: a rejected connect is the standard rejection (4001) and connects nothing', async () => {
    const { call, answer, state } = setup()
    const asked = call('standard:connect', 'connect')
    await answer(false)
    await expect(asked).rejects.toMatchObject({ code: 4001 })
    expect(state.get().solanaSites).toEqual([])
  })

  it('rule: a signed message verifies with ed25519 against the account; another account, or none connected, is 4100', async () => {
    const { call, connect, answer } = setup()
    const message = new TextEncoder().encode('Sign in')
    await expect(call('solana:signMessage', 'signMessage', { account: { address: keypairs[0]!.publicKey.toBase58() }, message })).rejects.toMatchObject({ code: 4100 })
    const [account] = await connect()
    const signing = call<{ signature: Uint8Array }[]>('solana:signMessage', 'signMessage', { account, message })
    expect((await answer(true)).details).toContainEqual({ label: 'Message', value: 'Sign in' })
    const [signed] = await signing
    const key = await crypto.subtle.importKey('raw', new Uint8Array(decodeBase58(account!.address)!), { name: 'Ed25519' }, false, ['verify'])
    expect(await crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signed!.signature), message)).toBe(true)
    await expect(call('solana:signMessage', 'signMessage', { account: { address: keypairs[1]!.publicKey.toBase58() }, message })).rejects.toMatchObject({ code: 4100 })
  })

  it('rule: a legacy transaction is shown as what it does and comes back signed in the account\'s slot', async () => {
    const { call, connect, answer } = setup()
    const [account] = await connect()
    const unsigned = transfer(keypairs[0]!.publicKey, 1_500_000_000).serialize({ requireAllSignatures: false, verifySignatures: false })
    const signing = call<{ signedTransaction: Uint8Array }[]>('solana:signTransaction', 'signTransaction', { account, transaction: new Uint8Array(unsigned) })
    const prompt = await answer(true)
    expect(prompt.details).toEqual(expect.arrayContaining([{ label: 'Amount', value: '1.5 SOL' }, { label: 'To', value: keypairs[1]!.publicKey.toBase58(), mono: true }]))
    const [signed] = await signing
    expect(Transaction.from(signed!.signedTransaction).verifySignatures()).toBe(true)
  })

  it('rule: a versioned transaction, or bytes that are not one, is refused before the visitor is asked', async () => {
    const { call, connect, approvals } = setup()
    const [account] = await connect()
    const message = new TransactionMessage({ payerKey: keypairs[0]!.publicKey, recentBlockhash: encodeBase58(new Uint8Array(32).fill(7)), instructions: [] }).compileToV0Message()
    const v0 = new VersionedTransaction(message).serialize()
    await expect(call('solana:signTransaction', 'signTransaction', { account, transaction: v0 })).rejects.toMatchObject({ code: -32602 })
    await expect(call('solana:signTransaction', 'signTransaction', { account, transaction: Uint8Array.of(1, 2, 3) })).rejects.toMatchObject({ code: -32602 })
    expect(approvals.pending()).toEqual([])
  })

  it('rule: the visitor picking another account, or disconnecting the site, tells the site through standard:events', async () => {
    const { demo, state, connect, call } = setup()
    await connect()
    const changes: unknown[][] = []
    ;(demo.wallet.features['standard:events'] as { on(event: 'change', listener: (change: { accounts: WalletAccount[] }) => void): () => void })
      .on('change', ({ accounts }) => changes.push(accounts.map((account) => account.address)))
    state.update((s) => ({ ...s, selectedAccount: 1 }))
    demo.disconnectSite()
    expect(changes).toEqual([[keypairs[1]!.publicKey.toBase58()], []])
    expect(await call('standard:connect', 'connect', { silent: true })).toEqual({ accounts: [] })
  })
})
