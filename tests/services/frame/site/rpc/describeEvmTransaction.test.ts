import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeErc20Transfer, describeEvmTransaction } from '../../../../../services/frame/site/rpc/describeEvmTransaction.js'
import { networkFacts } from '../../../../../services/frame/site/rpc/NetworkFacts.js'

const FROM = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MAINNET = networkFacts('eip155:1', { name: 'Ethereum', symbol: 'ETH', decimals: 18 }, 18)
const rowsOf = (request: { rows: { label: string; value: string }[] }) => Object.fromEntries(request.rows.map(({ label, value }) => [label, value]))

describe('describeEvmTransaction', () => {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1_500_000n] })

  it('rule: an ERC-20 transfer shows the token, the recipient and the amount in the token\'s units', () => {
    const card = describeEvmTransaction('Send a transaction', { chainId: 1, from: FROM, to: TOKEN, data, gas: 50_000n, maxFeePerGas: 2_000_000_000n }, MAINNET, { symbol: 'USDC', decimals: 6 })
    expect(rowsOf(card)).toMatchObject({ Token: `USDC (${TOKEN})`, Recipient: RECIPIENT, Amount: '1.5 USDC', 'Max fee': '0.0001 ETH' })
    expect(card.warning).toBeUndefined()
  })

  it('rule: an ERC-20 transfer of a token that does not tell its decimals shows raw units', () => {
    expect(rowsOf(describeEvmTransaction('Send', { chainId: 1, from: FROM, to: TOKEN, data }, MAINNET))).toMatchObject({ Amount: '1500000 (token units)', Recipient: RECIPIENT })
  })

  it('rule: a native send shows the recipient and the value in the network\'s native token, the network named with its chain id', () => {
    const optimism = networkFacts('eip155:10', { name: 'OP Mainnet', symbol: 'ETH', decimals: 18 }, 18)
    const card = describeEvmTransaction('Send', { chainId: 10, from: FROM, to: RECIPIENT, value: parseEther('0.25') }, optimism)
    expect(rowsOf(card)).toMatchObject({ Network: 'OP Mainnet (eip155:10)', To: RECIPIENT, Value: '0.25 ETH' })
  })

  it('rule: a network the site did not name shows as its chain id, its amounts in the native token\'s default units', () => {
    const card = describeEvmTransaction('Send', { chainId: 10, from: FROM, to: RECIPIENT, value: parseEther('0.25') }, networkFacts('eip155:10', undefined, 18))
    expect(rowsOf(card)).toMatchObject({ Network: 'eip155:10', Value: '0.25 (native token)' })
  })

  it('rule: the native token\'s decimals come from the network (a chain whose token has 6)', () => {
    const six = networkFacts('eip155:99', { name: 'Six', symbol: 'SIX', decimals: 6 }, 18)
    expect(rowsOf(describeEvmTransaction('Send', { chainId: 99, from: FROM, to: RECIPIENT, value: 2_500_000n }, six)).Value).toBe('2.5 SIX')
  })

  it('rule: another contract call is shown as data with a warning', () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, 1n] })
    const card = describeEvmTransaction('Send', { chainId: 1, from: FROM, to: TOKEN, data: approve }, MAINNET)
    expect(rowsOf(card).Data).toBe(`${approve.slice(0, 74)}… (68 bytes)`)
    expect(card.warning).toMatch(/calls a contract/)
    expect(decodeErc20Transfer(approve)).toBeUndefined()
  })
})
