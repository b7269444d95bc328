/**
 * What a site must not pay for before a visitor opens the modal (DESIGN: Plugins, React). Each
 * part is matched against module ids relative to the repository root. The budget test checks both
 * that no part is in the initial chunks and that each is in the bundle at all, so a pattern that
 * stopped matching anything (a moved file) fails instead of passing for nothing.
 */
export interface LazyPart {
  name: string
  matches(moduleId: string): boolean
}

export const LAZY_PARTS: readonly LazyPart[] = [
  { name: 'ethers, the eip155 chain SDK', matches: (id) => /(^|\/)node_modules\/(ethers|@noble\/[^/]+|@adraffy\/[^/]+)\//.test(id) },
  { name: "the evm plugin's ethers adapter", matches: (id) => id === 'plugins/evm/abi/createEvmAbi.ts' },
  { name: "the modal's body", matches: (id) => id === 'react/modal/ModalBody.tsx' },
  // The registry maps view ids to loaders; the views themselves are what it loads.
  { name: 'the modal views', matches: (id) => id.startsWith('react/views/') && id !== 'react/views/viewRegistry.ts' },
  { name: "the wallet list's virtualizer", matches: (id) => /(^|\/)node_modules\/@tanstack\//.test(id) },
  // Responses are checked once they arrive: the schemas and zod load with the first request.
  { name: 'zod, the schema library', matches: (id) => /(^|\/)node_modules\/zod\//.test(id) },
]
