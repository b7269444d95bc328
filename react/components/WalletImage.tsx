import { useState } from 'react'

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

export interface WalletImageProps {
  name: string
  src?: string | undefined
  /** True while the image is still being fetched (SPEC: at most the 2 s preload timeout). */
  loading?: boolean
  size?: number
  rounded?: 'square' | 'circle'
}

/**
 * A wallet's or network's image, with a placeholder of its initials on a colour drawn from its
 * name, shown while loading and whenever the image is missing or fails.
 */
export function WalletImage({ name, src, loading, size = 40, rounded = 'square' }: WalletImageProps) {
  const [failed, setFailed] = useState<string>()
  const safe = safeImageSrc(src)
  const show = safe && failed !== safe
  const style = {
    width: size,
    height: size,
    borderRadius: rounded === 'circle' ? '50%' : Math.round(size * 0.3),
    fontSize: Math.round(size * 0.36),
    ...(show ? {} : { background: placeholderColour(name), color: '#fff' }),
  }
  return (
    <span className="pc-image" style={style} data-loading={loading && !show ? 'true' : undefined} aria-hidden="true">
      {show ? <img src={safe} alt="" onError={() => setFailed(safe)} draggable={false} /> : initials(name)}
    </span>
  )
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase()
}

function placeholderColour(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0
  // Dark enough that white initials pass WCAG AA on every hue (yellow-green is the hardest).
  return `hsl(${Math.abs(hash) % 360}, 45%, 32%)`
}
