import { describe, expect, it } from 'vitest'
import { describeDapp, describeProposal } from '../../../demo/wcwallet/describeProposal.js'
import { DEVNET, proposal } from './proposalFixture.js'

describe('describeProposal', () => {
  it('rule: the grant is the requested devnet chains and the requested methods and events the wallet has', () => {
    const summary = describeProposal(proposal(), DEVNET)
    expect(summary.grant).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'],
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(summary.problem).toBeUndefined()
    expect(summary.dapp).toEqual({ name: 'Portico demo', url: 'http://127.0.0.1:5173', description: 'The example dApp', icon: undefined })
    expect(summary.expiresAt).toBe(1_735_689_900_000)
  })

  it('rule: every requested namespace is listed, required first, optional ones the wallet lacks included', () => {
    const summary = describeProposal(proposal({ requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } } }), DEVNET)
    expect(summary.requested.map((entry) => [entry.namespace, entry.required])).toEqual([['eip155', true], ['eip155', false], ['solana', false]])
  })

  it('rule: chain-keyed namespaces (eip155:31338) fold into their namespace', () => {
    const summary = describeProposal(proposal({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
        'eip155:31338': { methods: ['eth_sendTransaction'], events: ['accountsChanged'] },
      },
    }), DEVNET)
    expect(summary.requested).toEqual([{ namespace: 'eip155', required: false, chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign', 'eth_sendTransaction'], events: ['chainChanged', 'accountsChanged'] }])
    expect(summary.grant.chains).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('rule: a required namespace other than eip155 cannot be approved (UNSUPPORTED_NAMESPACE_KEY)', () => {
    const summary = describeProposal(proposal({ requiredNamespaces: { solana: { chains: ['solana:x'], methods: [], events: [] } } }), DEVNET)
    expect(summary.problem).toEqual({ reason: 'UNSUPPORTED_NAMESPACE_KEY', text: 'The site requires solana, and this wallet has only eip155 (EVM) accounts.' })
  })

  it('rule: with the local Solana, its chain and the solana_* methods are granted beside eip155, and requiring solana is no problem', () => {
    const local = 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypr5Lw2Grs'
    const summary = describeProposal(proposal({
      requiredNamespaces: { solana: { chains: [local], methods: ['solana_signMessage', 'solana_signTransaction'], events: [] } },
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] } },
    }), DEVNET, [local])
    expect(summary.problem).toBeUndefined()
    expect(summary.grant).toEqual({ chains: [local, 'eip155:31337'], methods: ['solana_signMessage', 'solana_signTransaction', 'personal_sign'], events: ['chainChanged'] })
    const other = describeProposal(proposal({ requiredNamespaces: { solana: { chains: ['solana:elsewhere'], methods: [], events: [] } } }), DEVNET, [local])
    expect(other.problem?.reason).toBe('UNSUPPORTED_CHAINS')
  })

  it('rule: with a toy account, the requested toy chains and toy methods are granted, and a foreign required namespace names every namespace held', () => {
    const local = 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypr5Lw2Grs'
    const toy = { toy: { chains: ['toy:1', 'toy:3'], methods: ['toy_signMessage', 'toy_getBalance', 'toy_send'], events: [] } }
    const summary = describeProposal(proposal({ optionalNamespaces: toy }), DEVNET, [local], ['toy:1', 'toy:2'])
    expect(summary.grant).toEqual({ chains: ['toy:1'], methods: ['toy_signMessage', 'toy_getBalance'], events: [] })
    expect(summary.problem).toBeUndefined()
    expect(describeProposal(proposal({ optionalNamespaces: toy }), DEVNET).grant.chains).toEqual([])
    const foreign = describeProposal(proposal({ requiredNamespaces: { cosmos: { chains: ['cosmos:hub'], methods: [], events: [] } } }), DEVNET, [local], ['toy:1'])
    expect(foreign.problem?.text).toBe('The site requires cosmos, and this wallet has only eip155 (EVM), solana and toy accounts.')
  })

  it('rule: a required chain the devnet lacks cannot be approved (UNSUPPORTED_CHAINS)', () => {
    const summary = describeProposal(proposal({ requiredNamespaces: { eip155: { chains: ['eip155:1', 'eip155:31337'], methods: [], events: [] } } }), DEVNET)
    expect(summary.problem).toEqual({ reason: 'UNSUPPORTED_CHAINS', text: 'The site requires eip155:1, which the devnet does not have (it has eip155:31337, eip155:31338).' })
  })

  it('rule: a proposal with no devnet chain at all cannot be approved', () => {
    const summary = describeProposal(proposal({ optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } } }), DEVNET)
    expect(summary.problem?.reason).toBe('UNSUPPORTED_CHAINS')
    expect(summary.grant.chains).toEqual([])
  })

  it('rule: a required method or event the wallet lacks cannot be approved', () => {
    const methods = describeProposal(proposal({ requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['eth_sign', 'personal_sign'], events: [] } } }), DEVNET)
    expect(methods.problem).toEqual({ reason: 'UNSUPPORTED_METHODS', text: 'The site requires eth_sign, which this wallet does not answer.' })
    const events = describeProposal(proposal({ requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: [], events: ['message'] } } }), DEVNET)
    expect(events.problem?.reason).toBe('UNSUPPORTED_EVENTS')
  })

  it('rule: missing or hostile metadata never breaks the summary', () => {
    expect(describeDapp(undefined)).toEqual({ name: 'An unnamed site', url: '', description: '', icon: undefined })
    expect(describeDapp({ name: '  ', url: 42 as unknown as string, icons: 'x' as unknown as string[] }).name).toBe('An unnamed site')
    const broken = proposal({ optionalNamespaces: { eip155: { chains: 'eip155:31337' as unknown as string[], methods: null as unknown as string[], events: [1] as unknown as string[] } } })
    expect(describeProposal(broken, DEVNET).grant).toEqual({ chains: [], methods: [], events: [] })
  })

  it('rule: only an icon that loads locally is shown (a remote one would leave the machine)', () => {
    const icon = (icons: string[]) => describeDapp({ name: 'x', description: '', url: '', icons }).icon
    expect(icon(['https://example.com/logo.png'])).toBeUndefined()
    expect(icon(['javascript:alert(1)', 'data:text/html,<b>x</b>'])).toBeUndefined()
    expect(icon(['https://example.com/a.png', 'http://127.0.0.1:5173/logo.svg'])).toBe('http://127.0.0.1:5173/logo.svg')
    expect(icon(['data:image/svg+xml,%3Csvg%3E'])).toBe('data:image/svg+xml,%3Csvg%3E')
  })
})
