// @vitest-environment happy-dom
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installDemoWallet, type DemoWallet } from '../../../demo/wallet/installDemoWallet.js'
import { ADDRESSES, devnetNetwork, KEYS, recordingBackend } from './walletFixture.js'

const ethersLoads = vi.hoisted(() => ({ count: 0 }))
vi.mock('ethers', () => {
  ethersLoads.count++
  return {}
})

let installed: DemoWallet | undefined
afterEach(() => {
  installed?.uninstall()
  installed = undefined
  localStorage.clear()
})

const SOLANA_ACCOUNT = { address: 'CJkb95cfMCiJxveUiNv6LJQ1Pfey3yGJbkpmKLyBi6bG', secretKey: '00'.repeat(64) }

function install(withSolana = false) {
  installed = installDemoWallet(window, {
    networks: [devnetNetwork(31337, 'http://127.0.0.1:1'), devnetNetwork(31338, 'http://127.0.0.1:2')],
    keys: [...KEYS],
    addresses: [...ADDRESSES],
    backend: recordingBackend().backend,
    ...(withSolana ? { solana: { accounts: [SOLANA_ACCOUNT], networkName: 'Portico Solana' } } : {}),
  })
  return installed
}

const panel = () => document.querySelector('[data-portico-demo-wallet]')!.shadowRoot!
const button = (name: string) => [...panel().querySelectorAll('button')].find((b) => b.textContent === name)

describe('installDemoWallet', () => {
  it('rule: the wallet announces itself through EIP-6963 on install and on every eip6963:requestProvider', () => {
    const announced: { info: Record<string, string>; provider: unknown }[] = []
    const listener = (event: Event) => announced.push((event as CustomEvent).detail)
    window.addEventListener('eip6963:announceProvider', listener)
    const wallet = install()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', listener)

    expect(announced).toHaveLength(3)
    expect(announced.every((detail) => detail.provider === wallet.provider && Object.isFrozen(detail))).toBe(true)
    const { info } = announced[0]!
    expect(info).toMatchObject({ name: 'Portico Demo Wallet', rdns: 'dev.portico.demo-wallet' })
    expect(info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('rule: after uninstall the wallet no longer answers requests for providers', () => {
    const wallet = install()
    wallet.uninstall()
    installed = undefined
    const listener = vi.fn()
    window.addEventListener('eip6963:announceProvider', listener)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', listener)
    expect(listener).not.toHaveBeenCalled()
    expect(document.querySelector('[data-portico-demo-wallet]')).toBeNull()
  })

  it('rule: the panel is a region named "Demo wallet" that shows a pending request with Approve and Reject', async () => {
    const wallet = install()
    const region = panel().querySelector('[role="region"]')!
    expect(region.getAttribute('aria-label')).toBe('Demo wallet')
    expect(button('Approve')).toBeUndefined()

    const accounts = wallet.provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(button('Approve')).toBeDefined())
    expect(panel().querySelector('[data-testid="demo-wallet-request"]')!.textContent).toContain('Connect to this site')
    button('Approve')!.click()
    expect(await accounts).toEqual([ADDRESSES[0]])
    expect(button('Approve')).toBeUndefined()
  })

  it('rule: Reject in the panel answers the dApp with 4001', async () => {
    const wallet = install()
    const accounts = wallet.provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(button('Reject')).toBeDefined())
    button('Reject')!.click()
    await expect(accounts).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('rule: picking another account in the panel emits accountsChanged to a connected site', async () => {
    const wallet = install()
    wallet.state.update((s) => ({ ...s, autoApprove: true }))
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const changed = vi.fn()
    wallet.provider.on('accountsChanged', changed)
    const select = panel().querySelector<HTMLSelectElement>('[data-testid="demo-wallet-account"]')!
    select.value = '1'
    select.dispatchEvent(new Event('change'))
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith([ADDRESSES[1]]))
  })

  it('rule: auto-approve is off by default; turning it on answers what is waiting', async () => {
    const wallet = install()
    const toggle = panel().querySelector<HTMLInputElement>('[data-testid="demo-wallet-auto-approve"]')!
    expect(toggle.checked).toBe(false)
    const accounts = wallet.provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(wallet.approvals.pending()).toHaveLength(1))
    toggle.checked = true
    toggle.dispatchEvent(new Event('change'))
    expect(await accounts).toEqual([ADDRESSES[0]])
    expect(wallet.state.get().autoApprove).toBe(true)
  })

  it('rule: the wallet remembers the site in localStorage, so a reinstalled wallet (a reload) reconnects silently', async () => {
    const first = install()
    first.state.update((s) => ({ ...s, autoApprove: true }))
    await first.provider.request({ method: 'eth_requestAccounts' })
    first.uninstall()
    const reloaded = install()
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESSES[0]])
  })

  it('rule: with a Solana side, one wallet is in both standards, and the panel says where the site is connected', async () => {
    const wallet = install(true)
    expect(getWallets().get()).toContain(wallet.solana)
    const status = () => panel().querySelector('#dw-status')!.textContent
    expect(status()).toBe('Not connected · Portico Devnet 31337')
    wallet.state.update((s) => ({ ...s, solanaSites: [location.origin] }))
    expect(status()).toBe('Connected · Solana')
    button('Disconnect site')!.click()
    expect(wallet.state.get().solanaSites).toEqual([])
    wallet.uninstall()
    installed = undefined
    expect(getWallets().get()).not.toContain(wallet.solana)
  })

  it('rule: neither installing the wallet nor answering account requests loads ethers', async () => {
    const wallet = install()
    wallet.state.update((s) => ({ ...s, autoApprove: true }))
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await wallet.provider.request({ method: 'eth_chainId' })
    expect(ethersLoads.count).toBe(0)
  })
})
