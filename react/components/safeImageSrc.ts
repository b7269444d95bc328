/**
 * An image source a wallet or API handed us, or undefined when it is not one Portico shows:
 * only http(s), blob: and data:image URLs. (An <img> runs no script, but a `javascript:` or an
 * oversized data URL is still refused: wallets announce icons, and some announce hostile ones.)
 */
export function safeImageSrc(src: unknown): string | undefined {
  if (typeof src !== 'string' || src.length === 0 || src.length > 500_000) return undefined
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(src)) return src
  if (/^blob:/i.test(src)) return src
  try {
    const url = new URL(src)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}
