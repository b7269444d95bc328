import { readFile } from 'node:fs/promises'

/** The contracts under contracts/, each compiled to artifacts/<Name>.json. */
export const CONTRACT_NAMES = ['TestToken', 'Multicall', 'TestCollection', 'TestIdRegistry', 'TestKeyRegistry'] as const

export type ContractName = (typeof CONTRACT_NAMES)[number]

export interface ContractArtifact {
  abi: unknown[]
  /** Creation code, without constructor arguments. */
  bytecode: `0x${string}`
  /** Runtime code, what anvil_setCode installs. */
  deployedBytecode: `0x${string}`
}

export function artifactUrl(name: ContractName): URL {
  return new URL(`./artifacts/${name}.json`, import.meta.url)
}

/** Reads a committed artifact, so starting the devnet needs no compiler. */
export async function loadArtifact(name: ContractName): Promise<ContractArtifact> {
  const text = await readFile(artifactUrl(name), 'utf8')
  const artifact = JSON.parse(text) as Partial<ContractArtifact>
  if (!Array.isArray(artifact.abi) || !artifact.bytecode?.startsWith('0x') || !artifact.deployedBytecode?.startsWith('0x')) {
    throw new Error(`services/devnet/artifacts/${name}.json is malformed: run node --import tsx services/devnet/compileContracts.ts`)
  }
  return artifact as ContractArtifact
}
