import { useEffect, useState } from 'react'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import { SendError } from '../../../core/errors/SendError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { canonicalName, looksLikeName } from '../../../core/names/nameRule.js'
import { namesStore, resolveName } from '../../../core/names/Names.js'
import { useNameLookup } from '../../hooks/useNameLookup.js'

/** How long typing must pause before a name is looked up: SPEC section 9's search wait. */
export const NAME_LOOKUP_WAIT_MS = 300

/** What the receiver field holds: nothing, an address, a name on its way or resolved, or a refusal. */
export type Receiver =
  | { status: 'empty' }
  | { status: 'address'; address: string }
  | { status: 'resolving'; name: string }
  | { status: 'resolved'; name: string; address: string; avatar: string | undefined }
  | { status: 'invalid'; error: SendError; name?: string | undefined }

/**
 * The Send view's receiver (SPEC: "receiver address or name checked by the namespace's address
 * rule"): text ending in a name suffix, on a namespace the names plugin covers, is looked up once
 * typing pauses and stands for the address it names; anything else must pass the address rule,
 * and so must the address a name resolves to.
 */
export function useReceiver(kernel: Kernel, namespace: ChainNamespace | undefined, typed: string, isAddress: (address: string) => boolean): Receiver {
  const text = typed.trim()
  const names = namesStore(kernel)
  const named = Boolean(namespace && names?.getState().namespaces.includes(namespace)) && looksLikeName(text)
  const key = named ? canonicalName(text) : undefined
  const [settled, setSettled] = useState<string>()
  useEffect(() => {
    if (key === undefined) return
    const timer = setTimeout(() => {
      resolveName(kernel, key)
      setSettled(key)
    }, NAME_LOOKUP_WAIT_MS)
    return () => clearTimeout(timer)
  }, [kernel, key])
  const lookup = useNameLookup('byName', key !== undefined && settled === key ? key : undefined)

  if (text === '') return { status: 'empty' }
  if (!named) return isAddress(text) ? { status: 'address', address: text } : { status: 'invalid', error: new SendError('INVALID_RECEIVER') }
  if (key === undefined) return { status: 'invalid', error: new SendError('INVALID_RECEIVER_NAME') }
  if (!lookup || lookup.status === 'loading') return { status: 'resolving', name: key }
  if (lookup.status === 'error') return { status: 'invalid', name: key, error: new SendError('NAME_LOOKUP_FAILED', { cause: lookup.error }) }
  const { record } = lookup
  if (!record) return { status: 'invalid', name: key, error: new SendError('UNKNOWN_RECEIVER_NAME', { params: { name: key } }) }
  if (!isAddress(record.address)) return { status: 'invalid', name: key, error: new SendError('INVALID_RECEIVER') }
  return { status: 'resolved', name: record.name, address: record.address, avatar: record.avatar }
}

/** Asks again for a name whose lookup failed (the visitor pressed Review once more). */
export function retryReceiver(kernel: Kernel, receiver: Receiver): void {
  if (receiver.status === 'invalid' && receiver.error.code === 'NAME_LOOKUP_FAILED' && receiver.name) resolveName(kernel, receiver.name)
}
