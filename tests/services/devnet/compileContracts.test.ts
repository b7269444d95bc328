import { readFile } from 'node:fs/promises'
import { Interface, type JsonFragment } from 'ethers'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileContracts, formatArtifact } from '../../../services/devnet/compileContracts.js'
import { CONTRACT_NAMES, artifactUrl, type ContractArtifact, type ContractName } from '../../../services/devnet/contractArtifact.js'

let fresh: Record<ContractName, ContractArtifact>

beforeAll(async () => {
  fresh = await compileContracts()
}, 60_000)

describe('compileContracts', () => {
  it.each(CONTRACT_NAMES)('rule: the committed artifacts/%s.json matches a fresh compile of its source', async (name) => {
    const committed = await readFile(artifactUrl(name), 'utf8')
    // On failure: node --import tsx services/devnet/compileContracts.ts, then commit the artifacts.
    expect(committed).toBe(formatArtifact(fresh[name]))
  })

  it('rule: the multicall has Multicall3\'s selectors and aggregate3 signature', () => {
    const multicall = new Interface(fresh.Multicall.abi as JsonFragment[])
    const aggregate3 = multicall.getFunction('aggregate3')
    expect(aggregate3?.selector).toBe('0x82ad56cb')
    expect(aggregate3?.payable).toBe(true)
    expect(aggregate3?.outputs.map((output) => output.format('sighash'))).toEqual(['(bool,bytes)[]'])
    expect(multicall.getFunction('getEthBalance')?.selector).toBe('0x4d2301cc')
    expect(multicall.getFunction('getBlockNumber')?.selector).toBe('0x42cbb15c')
    expect(multicall.getFunction('getChainId')?.selector).toBe('0x3408e470')
  })

  it('rule: the test token has the ERC20 functions and events', () => {
    const token = new Interface(fresh.TestToken.abi as JsonFragment[])
    const functions = ['transfer', 'transferFrom', 'approve', 'allowance', 'balanceOf', 'totalSupply', 'name', 'symbol', 'decimals']
    expect(functions.map((name) => token.getFunction(name)?.format('sighash'))).toEqual([
      'transfer(address,uint256)',
      'transferFrom(address,address,uint256)',
      'approve(address,uint256)',
      'allowance(address,address)',
      'balanceOf(address)',
      'totalSupply()',
      'name()',
      'symbol()',
      'decimals()',
    ])
    expect(token.getEvent('Transfer')?.format('sighash')).toBe('Transfer(address,address,uint256)')
    expect(token.getEvent('Approval')?.format('sighash')).toBe('Approval(address,address,uint256)')
    expect(token.deploy.inputs.map((input) => input.format('sighash'))).toEqual(['address[]', 'uint256'])
  })
})
