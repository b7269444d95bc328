import { readFile, writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { CONTRACT_NAMES, artifactUrl, type ContractArtifact, type ContractName } from './contractArtifact.js'

// Anvil 1.7 runs the latest hardfork by default; cancun bytecode runs there and on any chain a
// developer might point these contracts at later, so the artifacts stay portable.
const EVM_VERSION = 'cancun'
const CONTRACTS_URL = new URL('./contracts/', import.meta.url)

interface SolcError { severity: 'error' | 'warning' | 'info'; formattedMessage: string }
interface SolcContractOutput {
  abi: unknown[]
  evm: { bytecode: { object: string }; deployedBytecode: { object: string } }
}
interface SolcOutput {
  errors?: SolcError[]
  contracts?: Record<string, Record<string, SolcContractOutput>>
}

/** Compiles contracts/<Name>.sol with solc-js and returns each contract's artifact. */
export async function compileContracts(): Promise<Record<ContractName, ContractArtifact>> {
  const sources: Record<string, { content: string }> = {}
  for (const name of CONTRACT_NAMES) {
    sources[`${name}.sol`] = { content: await readFile(new URL(`${name}.sol`, CONTRACTS_URL), 'utf8') }
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: EVM_VERSION,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  }
  // Loaded lazily: the compiler is several megabytes and only this script and its test need it.
  const { default: solc } = await import('solc')
  const output = JSON.parse(solc.compile(JSON.stringify(input)) as string) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`Solidity compilation failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
  }

  const artifacts = {} as Record<ContractName, ContractArtifact>
  for (const name of CONTRACT_NAMES) {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (!contract) throw new Error(`Solidity compilation produced no contract ${name} in ${name}.sol`)
    artifacts[name] = {
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
    }
  }
  return artifacts
}

/** The exact text an artifact file holds, so the drift test compares like with like. */
export function formatArtifact(artifact: ContractArtifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`
}

async function writeArtifacts(): Promise<void> {
  const artifacts = await compileContracts()
  for (const name of CONTRACT_NAMES) {
    const url = artifactUrl(name)
    await writeFile(url, formatArtifact(artifacts[name]))
    console.log(`wrote ${url.pathname}`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeArtifacts().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
