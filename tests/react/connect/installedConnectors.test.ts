import { describe, expect, it } from 'vitest'
import { installedConnectorFor, isInstalled, toConnectorInfo, uniqueConnectors } from '../../../react/connect/installedConnectors.js'
import { fakeConnector, listing } from './viewKit.js'

describe('installedConnectors', () => {
  it('rule: ANNOUNCED, INJECTED and MULTI_CHAIN connectors are installed; WALLET_CONNECT and AUTH are not', () => {
    const types = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'WALLET_CONNECT', 'AUTH'] as const
    expect(types.map((type) => isInstalled(fakeConnector({ id: type, type })))).toEqual([true, true, true, false, false])
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
    expect(info).toEqual({ id: 'a', name: 'Alpha', type: 'INJECTED', chain: 'eip155', info: { rdns: 'dev.alpha' } })
    expect(Object.values(info).some((value) => typeof value === 'function')).toBe(false)
  })

  it('rule: a connector offered on several chains is kept once, the first time it appears', () => {
    const first = fakeConnector({ id: 'multi', chain: 'eip155' })
    const list = uniqueConnectors([first, fakeConnector({ id: 'other' }), fakeConnector({ id: 'multi', chain: 'solana' })])
    expect(list.map((connector) => connector.id)).toEqual(['multi', 'other'])
    expect(list[0]).toBe(first)
  })
})
