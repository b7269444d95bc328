import { describe, expect, it } from 'vitest'
import { buildSessionNamespaces, sessionAddresses, sessionChainIds } from '../../../demo/wcwallet/sessionNamespaces.js'
import { ADDRESSES } from '../wallet/walletFixture.js'

describe('session namespaces', () => {
  const grant = { chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign'], events: ['chainChanged'] }

  it('rule: every granted chain carries each address as a CAIP-10 account, in order', () => {
    expect(buildSessionNamespaces(grant, [ADDRESSES[0]])).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${ADDRESSES[0]}`, `eip155:31338:${ADDRESSES[0]}`],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    })
  })

  it('rule: a session gives back its chains and, per chain, its addresses', () => {
    const session = { namespaces: buildSessionNamespaces(grant, [ADDRESSES[1], ADDRESSES[0]]) }
    expect(sessionChainIds(session)).toEqual([31337, 31338])
    expect(sessionAddresses(session, 31338)).toEqual([ADDRESSES[1], ADDRESSES[0]])
    expect(sessionAddresses(session, 1)).toEqual([])
  })

  it('rule: a namespace without a chains list takes its chains from its accounts', () => {
    const session = { namespaces: { eip155: { accounts: [`eip155:31338:${ADDRESSES[0]}`], methods: [], events: [] } } }
    expect(sessionChainIds(session)).toEqual([31338])
  })
})
