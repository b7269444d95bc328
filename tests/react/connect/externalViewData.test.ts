import { describe, expect, it } from 'vitest'
import type { BrowserWallet } from '../../../core/types/connector.js'
import { browserWalletOf, externalViewData } from '../../../react/connect/externalViewData.js'
import { fakeConnector, listing } from './viewKit.js'

const live = fakeConnector({ id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', info: { rdns: 'app.phantom' } })
const wallet: BrowserWallet = { id: 'app.phantom', name: 'Phantom', rdns: 'app.phantom', multiChain: false, connectors: [live] }

describe('externalViewData', () => {
  it('rule: what ConnectingExternal is opened with is plain data: no connector method, the wallet copied', () => {
    const data = externalViewData({ connector: live, wallet })
    const plain = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', installed: true, info: { rdns: 'app.phantom' } }
    expect(data).toEqual({ connector: plain, wallet: { id: 'app.phantom', name: 'Phantom', rdns: 'app.phantom', multiChain: false, connectors: [plain] } })
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
    expect(externalViewData({})).toEqual({})
  })

  it('rule: the browser wallet comes back out of the view data; a registry listing or junk in its place does not', () => {
    expect(browserWalletOf(externalViewData({ wallet }))).toMatchObject({ id: 'app.phantom', multiChain: false })
    expect(browserWalletOf({ wallet: listing('w1') })).toBeUndefined()
    expect(browserWalletOf({ wallet: { id: 'x', name: 'X', multiChain: true, connectors: [null] } as never })).toBeUndefined()
    expect(browserWalletOf(undefined)).toBeUndefined()
  })
})
