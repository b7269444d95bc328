import { describe, expect, it } from 'vitest'
import { readDataChains } from '../../../../services/api/data/dataChainsSchema.js'

const chain = { caipNetworkId: 'eip155:31337', name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }

describe('readDataChains', () => {
  it('rule: PORTICO_DATA_CHAINS is a JSON list of chains, read as the data layer takes them', () => {
    expect(readDataChains(JSON.stringify([chain]))).toEqual([chain])
  })

  it('rule: a Solana cluster is read with its SPL tokens, and its problems are named as Solana\'s', () => {
    const solana = {
      caipNetworkId: 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypr5Lw2Grs',
      name: 'Portico Solana',
      rpcUrl: 'http://127.0.0.1:8899',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      tokens: [{ address: 'Ctm7nqRj1sXXzn7NFEjYPxmUsgbyJhTU9sjuzrLbK3ZR', name: 'Portico Test Token', symbol: 'pTEST', decimals: 6 }],
    }
    expect(readDataChains(JSON.stringify([chain, solana]))).toEqual([chain, solana])
    expect(() => readDataChains(JSON.stringify([{ ...solana, tokens: [{ ...solana.tokens[0], address: '0xabc' }] }]))).toThrow('PORTICO_DATA_CHAINS is not valid: 0.tokens.0.address:')
  })

  it('rule: anything else stops the start with the first problem, named', () => {
    expect(() => readDataChains('eip155:1')).toThrow('PORTICO_DATA_CHAINS must be a JSON list of chains')
    expect(() => readDataChains('[]')).toThrow('PORTICO_DATA_CHAINS is not valid: the list:')
    expect(() => readDataChains(JSON.stringify([{ ...chain, caipNetworkId: 'solana:abc' }]))).toThrow('PORTICO_DATA_CHAINS is not valid: 0.caipNetworkId:')
    expect(() => readDataChains(JSON.stringify([{ ...chain, rpcUrl: 'file:///etc/passwd' }]))).toThrow('PORTICO_DATA_CHAINS is not valid: 0.rpcUrl:')
  })
})
