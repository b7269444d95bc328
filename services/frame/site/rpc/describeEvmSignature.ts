import { hexToBytes, isHex, type Hex } from 'viem'
import type { ApprovalRequest } from './ApprovalRequest.js'
import type { TypedData } from './evmParams.js'
import type { NetworkFacts } from './NetworkFacts.js'

/** A message's bytes as text when they are UTF-8 the visitor can read, else undefined. */
export function readableText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters other than tab and newlines could hide what follows them.
    const hiding = [...text].some((char) => {
      const code = char.charCodeAt(0)
      return (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f
    })
    return hiding ? undefined : text
  } catch {
    return undefined
  }
}

/** personal_sign's card: the message as text, or its hex with a warning when it is not text. */
export function describePersonalSign(message: string, address: Hex, network: NetworkFacts): ApprovalRequest {
  const rows = [{ label: 'Network', value: network.label }, { label: 'Account', value: address }]
  if (!isHex(message)) return { title: 'Sign a message', rows, text: message }
  const text = readableText(hexToBytes(message))
  return text === undefined
    ? { title: 'Sign a message', rows, text: message, warning: 'This message is not readable text. Sign it only if you trust this site.' }
    : { title: 'Sign a message', rows, text }
}

/** How many of the message's fields become rows; a longer message is shown whole as text. */
const MAX_FIELD_ROWS = 24

/** A field's value as one line: text and numbers as they are, structs and arrays as compact JSON. */
const fieldText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value))

/** eth_signTypedData_v4's card: the domain that scopes the signature, the type, and the message's fields. */
export function describeTypedData(data: TypedData, address: Hex, network: NetworkFacts): ApprovalRequest {
  const domain = data.domain ?? {}
  const fields = Object.entries(data.message)
  const rows = [
    { label: 'Network', value: network.label },
    { label: 'Account', value: address },
    ...(domain.name === undefined ? [] : [{ label: 'Domain', value: domain.name }]),
    ...(domain.version === undefined ? [] : [{ label: 'Version', value: domain.version }]),
    ...(domain.chainId === undefined ? [] : [{ label: 'Chain', value: String(domain.chainId) }]),
    ...(domain.verifyingContract === undefined ? [] : [{ label: 'Contract', value: domain.verifyingContract }]),
    { label: 'Type', value: data.primaryType },
    ...(fields.length <= MAX_FIELD_ROWS ? fields.map(([name, value]) => ({ label: name, value: fieldText(value) })) : []),
  ]
  return { title: 'Sign typed data', rows, ...(fields.length > MAX_FIELD_ROWS ? { text: JSON.stringify(data.message, null, 2) } : {}) }
}
