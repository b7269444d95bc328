import { describe, expect, it } from 'vitest'
import type { BrowserWallet } from '../../../core/types/connector.js'
import { installedConnectorFor, installedWalletFor, toConnectorInfo, uniqueConnectors } from '../../../react/connect/installedConnectors.js'
import { fakeConnector, listing } from './viewKit.js'

describe('installedConnectors', () => {
  it('rule: a connector is installed when it says so, whatever its type; the trait survives toConnectorInfo', () => {
    const installed = fakeConnector({ id: 'a', type: 'ANYTHING', installed: true })
    expect(toConnectorInfo(installed).installed).toBe(true)
    expect(toConnectorInfo(fakeConnector({ id: 'b', type: 'ANNOUNCED', loginMethod: 'pairing' }))).toMatchObject({ loginMethod: 'pairing' })
    expect(toConnectorInfo(fakeConnector({ id: 'c', type: 'OTHER' })).installed).toBeUndefined()
  })

  it('rule: a listing matches an installed connector by rdns when both have one, else by name', () => {
    const byRdns = fakeConnector({ id: 'a', name: 'Alpha', info: { rdns: 'dev.alpha' } })
    const byName = fakeConnector({ id: 'b', name: 'Beta Wallet' })
    const pairing = fakeConnector({ id: 'c', name: 'Gamma', type: 'WALLET_CONNECT' })
    const connectors = [byRdns, byName, pairing]
    expect(installedConnectorFor(listing('1', { name: 'Other name', rdns: 'dev.alpha' }), connectors)).toBe(byRdns)
    expect(installedConnectorFor(listing('2', { name: 'Alpha', rdns: 'dev.not-alpha' }), connectors)).toBeUndefined()
    expect(installedConnectorFor(listing('3', { name: ' beta wallet' }), connectors)).toBe(byName)
    expect(installedConnectorFor(listing('4', { name: 'Alpha' }), connectors)).toBe(byRdns)
    expect(installedConnectorFor(listing('5', { name: 'Gamma' }), connectors)).toBeUndefined()
  })

  it('rule: the description handed to the router is plain data, without the connector methods', () => {
    const info = toConnectorInfo(fakeConnector({ id: 'a', name: 'Alpha', info: { rdns: 'dev.alpha' } }))
    expect(info).toEqual({ id: 'a', name: 'Alpha', type: 'INJECTED', chain: 'eip155', installed: true, info: { rdns: 'dev.alpha' } })
    expect(Object.values(info).some((value) => typeof value === 'function')).toBe(false)
  })

  it('rule: a connector offered on several chains is kept once, the first time it appears', () => {
    const first = fakeConnector({ id: 'multi', chain: 'eip155' })
    const list = uniqueConnectors([first, fakeConnector({ id: 'other' }), fakeConnector({ id: 'multi', chain: 'solana' })])
    expect(list.map((connector) => connector.id)).toEqual(['multi', 'other'])
    expect(list[0]).toBe(first)
  })

  it('rule: a listing matches a browser wallet by rdns (the wallet\'s or a connector\'s) when both have one, else by name', () => {
    const wallet = (id: string, name: string, rdns?: string, connectorRdns?: string): BrowserWallet => ({
      id, name, multiChain: false, ...(rdns ? { rdns } : {}),
      connectors: [{ id, name, type: 'ANNOUNCED', chain: 'eip155', ...(connectorRdns ? { info: { rdns: connectorRdns } } : {}) }],
    })
    const alpha = wallet('dev.alpha', 'Alpha', 'dev.alpha')
    const beta = wallet('name:beta wallet', 'Beta Wallet')
    const gamma = wallet('name:gamma', 'Gamma', undefined, 'dev.gamma')
    const wallets = [alpha, beta, gamma]
    expect(installedWalletFor(listing('1', { name: 'Other name', rdns: 'dev.alpha' }), wallets)).toBe(alpha)
    expect(installedWalletFor(listing('2', { name: 'Alpha', rdns: 'dev.not-alpha' }), wallets)).toBeUndefined()
    expect(installedWalletFor(listing('3', { name: ' beta wallet' }), wallets)).toBe(beta)
    expect(installedWalletFor(listing('4', { name: 'Alpha' }), wallets)).toBe(alpha)
    expect(installedWalletFor(listing('5', { name: 'Gamma listing', rdns: 'dev.gamma' }), wallets)).toBe(gamma)
    expect(installedWalletFor(listing('6', { name: 'Beta Wallet', rdns: 'dev.beta' }), wallets)).toBe(beta)
    expect(installedWalletFor(listing('7', { name: 'Delta' }), wallets)).toBeUndefined()
  })
})
