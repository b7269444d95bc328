import { describe, expect, it } from 'vitest'
import { buildSessionNamespaces, sessionAddresses, sessionChainIds, sessionSolanaAddress } from '../../../demo/wcwallet/sessionNamespaces.js'
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

  it('rule: granted Solana chains form a solana namespace with the Solana address and only the solana_* methods', () => {
    const local = 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypr5Lw2Grs'
    const solanaAddress = 'CJkb95cfMCiJxveUiNv6LJQ1Pfey3yGJbkpmKLyBi6bG'
    const namespaces = buildSessionNamespaces({ chains: ['eip155:31337', local], methods: ['personal_sign', 'solana_signMessage'], events: ['chainChanged'] }, [ADDRESSES[0]], [solanaAddress])
    expect(namespaces).toEqual({
      eip155: { chains: ['eip155:31337'], accounts: [`eip155:31337:${ADDRESSES[0]}`], methods: ['personal_sign'], events: ['chainChanged'] },
      solana: { chains: [local], accounts: [`${local}:${solanaAddress}`], methods: ['solana_signMessage'], events: [] },
    })
    expect(sessionSolanaAddress({ namespaces }, local)).toBe(solanaAddress)
    expect(sessionSolanaAddress({ namespaces }, 'solana:other')).toBeUndefined()
    expect(Object.keys(buildSessionNamespaces({ chains: [local], methods: [], events: [] }, [ADDRESSES[0]], [solanaAddress]))).toEqual(['solana'])
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
