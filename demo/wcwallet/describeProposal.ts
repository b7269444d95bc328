import type { ProposalTypes } from '@walletconnect/types'
import { caipChainId, SOLANA_METHODS, SOLANA_NAMESPACE, SUPPORTED_EVENTS, SUPPORTED_METHODS, TOY_METHODS, TOY_NAMESPACE, WALLET_NAMESPACE } from './walletSupport.js'

/** One namespace a site asked for, with chain-keyed entries (`eip155:1`) folded into it. */
export interface RequestedNamespace {
  namespace: string
  required: boolean
  chains: string[]
  methods: string[]
  events: string[]
}

/** Why the wallet cannot approve, as the SDK's error key (the rejection reason) and in plain words. */
export interface ProposalProblem {
  reason: 'UNSUPPORTED_NAMESPACE_KEY' | 'UNSUPPORTED_CHAINS' | 'UNSUPPORTED_METHODS' | 'UNSUPPORTED_EVENTS'
  text: string
}

export interface DappInfo {
  name: string
  url: string
  description: string
  /** Only an icon that loads without leaving the machine (a data: image, a loopback URL). */
  icon: string | undefined
}

export interface ProposalSummary {
  id: number
  pairingTopic: string
  dapp: DappInfo
  requested: RequestedNamespace[]
  /** What an approval grants: the requested devnet chains, and the requested methods and events the wallet has. */
  grant: { chains: string[]; methods: string[]; events: string[] }
  problem: ProposalProblem | undefined
  /** Unix milliseconds. */
  expiresAt: number | undefined
}

/**
 * A session proposal, in what the visitor needs to decide, and whether the wallet can say yes to it.
 * `solanaChains` are the local Solana's CAIP-2 ids when the wallet has Solana accounts there;
 * `toyChains` the toy chain's when it has a toy account.
 */
export function describeProposal(
  proposal: ProposalTypes.Struct, devnetChainIds: readonly number[], solanaChains: readonly string[] = [], toyChains: readonly string[] = [],
): ProposalSummary {
  const requested = [
    ...foldNamespaces(proposal.requiredNamespaces ?? {}, true),
    ...foldNamespaces(proposal.optionalNamespaces ?? {}, false),
  ]
  const namespaces = [WALLET_NAMESPACE, ...(solanaChains.length > 0 ? [SOLANA_NAMESPACE] : []), ...(toyChains.length > 0 ? [TOY_NAMESPACE] : [])]
  const held = requested.filter((entry) => namespaces.includes(entry.namespace))
  const have = new Set([...devnetChainIds.map(caipChainId), ...solanaChains, ...toyChains])
  const union = (pick: (entry: RequestedNamespace) => string[]) => unique(held.flatMap(pick))
  const grant = {
    chains: union((entry) => entry.chains).filter((chain) => have.has(chain)),
    methods: union((entry) => entry.methods).filter(isAnswered),
    events: union((entry) => entry.events).filter((event) => SUPPORTED_EVENTS.has(event)),
  }
  return {
    id: proposal.id,
    pairingTopic: proposal.pairingTopic,
    dapp: describeDapp(proposal.proposer.metadata),
    requested,
    grant,
    problem: findProblem(requested, grant.chains, [...have], namespaces),
    expiresAt: proposal.expiryTimestamp ? proposal.expiryTimestamp * 1000 : undefined,
  }
}

export function describeDapp(metadata: Partial<ProposalTypes.Struct['proposer']['metadata']> | undefined): DappInfo {
  const url = typeof metadata?.url === 'string' ? metadata.url : ''
  return {
    name: typeof metadata?.name === 'string' && metadata.name.trim() ? metadata.name.trim() : 'An unnamed site',
    url,
    description: typeof metadata?.description === 'string' ? metadata.description : '',
    icon: (Array.isArray(metadata?.icons) ? metadata.icons : []).find(isLocalImage),
  }
}

function findProblem(requested: readonly RequestedNamespace[], chains: readonly string[], have: readonly string[], namespaces: readonly string[]): ProposalProblem | undefined {
  const required = requested.filter((entry) => entry.required)
  const foreign = unique(required.filter((entry) => !namespaces.includes(entry.namespace)).map((entry) => entry.namespace))
  if (foreign.length > 0) {
    const held = spoken([`${WALLET_NAMESPACE} (EVM)`, ...namespaces.slice(1)])
    return { reason: 'UNSUPPORTED_NAMESPACE_KEY', text: `The site requires ${list(foreign)}, and this wallet has only ${held} accounts.` }
  }
  const missingChains = unique(required.flatMap((entry) => entry.chains)).filter((chain) => !have.includes(chain))
  if (missingChains.length > 0) {
    return { reason: 'UNSUPPORTED_CHAINS', text: `The site requires ${list(missingChains)}, which the devnet does not have (it has ${list(have)}).` }
  }
  if (chains.length === 0) {
    return { reason: 'UNSUPPORTED_CHAINS', text: `The site asks for no chain the devnet has (it has ${list(have)}).` }
  }
  const missingMethods = unique(required.flatMap((entry) => entry.methods)).filter((method) => !isAnswered(method))
  if (missingMethods.length > 0) {
    return { reason: 'UNSUPPORTED_METHODS', text: `The site requires ${list(missingMethods)}, which this wallet does not answer.` }
  }
  const missingEvents = unique(required.flatMap((entry) => entry.events)).filter((event) => !SUPPORTED_EVENTS.has(event))
  if (missingEvents.length > 0) {
    return { reason: 'UNSUPPORTED_EVENTS', text: `The site requires the events ${list(missingEvents)}, which this wallet does not send.` }
  }
  return undefined
}

/** `{ eip155: {chains}, 'eip155:5': {...} }` -> one entry per namespace, chains merged (CAIP-25 allows both keys). */
function foldNamespaces(namespaces: ProposalTypes.RequiredNamespaces, required: boolean): RequestedNamespace[] {
  const folded = new Map<string, RequestedNamespace>()
  for (const [key, value] of Object.entries(namespaces)) {
    const [namespace = key, reference] = key.split(':')
    const entry = folded.get(namespace) ?? { namespace, required, chains: [], methods: [], events: [] }
    const chains = reference ? [key] : strings(value?.chains)
    entry.chains = unique([...entry.chains, ...chains])
    entry.methods = unique([...entry.methods, ...strings(value?.methods)])
    entry.events = unique([...entry.events, ...strings(value?.events)])
    folded.set(namespace, entry)
  }
  return [...folded.values()]
}

/** Everything else would make the wallet page fetch from the internet just to draw a site's logo. */
function isLocalImage(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return true
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  } catch {
    return false
  }
}

/** A method the wallet answers on one of its namespaces. */
const isAnswered = (method: string) => SUPPORTED_METHODS.has(method) || SOLANA_METHODS.has(method) || TOY_METHODS.has(method)
/** `a`, `a and b`, `a, b and c`. */
const spoken = (values: readonly string[]) => (values.length > 1 ? `${values.slice(0, -1).join(', ')} and ${values.at(-1)}` : values.join(''))
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])
const unique = (values: readonly string[]) => [...new Set(values)]
const list = (values: readonly string[]) => values.join(', ')
