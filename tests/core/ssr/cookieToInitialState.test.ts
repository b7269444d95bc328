import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cookieToInitialState } from '../../../core/ssr/cookieToInitialState.js'
import { SESSION_COOKIE } from '../../../core/ssr/sessionCookie.js'

const ALICE = 'eip155:1:0x1111111111111111111111111111111111111111'
const cookieOf = (value: unknown) => `theme=dark; ${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; other=1`

describe('cookieToInitialState', () => {
  it('rule: the session cookie among others gives each connected account with its connector and the active namespace', () => {
    const header = cookieOf({ v: 1, active: 'eip155', chains: { eip155: { caipAddress: ALICE, connectorId: 'io.metamask' } } })
    expect(cookieToInitialState(header)).toEqual({ active: 'eip155', chains: { eip155: { caipAddress: ALICE, connectorId: 'io.metamask' } } })
  })

  it('rule: no header, no cookie, or a cookie that is not our JSON gives undefined (the page renders disconnected)', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('theme=dark')).toBeUndefined()
    expect(cookieToInitialState(`${SESSION_COOKIE}=%7Bnot-json`)).toBeUndefined()
    expect(cookieToInitialState(`${SESSION_COOKIE}=%E0%A4%A`)).toBeUndefined()
  })

  it('rule: a hand-written cookie is held to the schema: another version, a bad CAIP address or an oversized id is refused', () => {
    const chains = (chain: object) => ({ eip155: { caipAddress: ALICE, connectorId: 'x', ...chain } })
    expect(cookieToInitialState(cookieOf({ v: 2, chains: chains({}) }))).toBeUndefined()
    expect(cookieToInitialState(cookieOf({ v: 1, chains: chains({ caipAddress: '<script>' }) }))).toBeUndefined()
    expect(cookieToInitialState(cookieOf({ v: 1, chains: chains({ connectorId: 'x'.repeat(10_000) }) }))).toBeUndefined()
    expect(cookieToInitialState(cookieOf({ v: 1, chains: { '__proto__x': { caipAddress: ALICE, connectorId: 'x' } } }))).toBeUndefined()
  })

  it('rule: an account under another namespace than its own is dropped, and an active namespace without an account is not kept', () => {
    const state = cookieToInitialState(cookieOf({ v: 1, active: 'solana', chains: { solana: { caipAddress: ALICE, connectorId: 'x' }, eip155: { caipAddress: ALICE, connectorId: 'y' } } }))
    expect(state).toEqual({ active: undefined, chains: { eip155: { caipAddress: ALICE, connectorId: 'y' } } })
  })

  it('property: any cookie header either parses to accounts under their own namespace or gives undefined, never throws', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.jsonValue().map((value) => cookieOf(value))), (header) => {
      const state = cookieToInitialState(header)
      if (state) for (const [namespace, chain] of Object.entries(state.chains)) expect(chain!.caipAddress.startsWith(`${namespace}:`)).toBe(true)
    }))
  })
})
