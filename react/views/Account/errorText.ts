/**
 * The line a visitor sees for a failed action: a Portico error's shortMessage (SPEC section 8's
 * texts), a wallet error's own shortMessage or message, else `fallback`. A stack or details string
 * is never shown.
 */
export function errorText(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage.trim()) return shortMessage
    if (typeof message === 'string' && message.trim()) return firstLine(message)
  }
  return fallback
}

function firstLine(message: string): string {
  const line = message.trim().split('\n')[0]!.trim()
  return line.length > 160 ? `${line.slice(0, 157)}…` : line
}
