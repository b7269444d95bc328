/** What the frame reads of its own location: only the browser's word on who embeds it. */
export interface EmbeddingSource {
  ancestorOrigins?: { readonly length: number; item(index: number): string | null } | undefined
  referrer: string
}

/**
 * The origin of the page that embeds the frame, as the browser tells it: `ancestorOrigins[0]`
 * (Chromium, WebKit: set by the browser, the parent cannot forge it), else the referrer's origin
 * (Firefox), which the parent's referrer policy may withhold. undefined when neither tells, or
 * when it is an opaque origin ('null'): then the frame answers nobody.
 */
export function embeddingOrigin({ ancestorOrigins, referrer }: EmbeddingSource): string | undefined {
  const told = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins.item(0) : referrer
  if (!told) return undefined
  try {
    const { origin } = new URL(told)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
