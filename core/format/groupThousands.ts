/**
 * Puts ',' between groups of three integer digits of a plain decimal string ('-1234567.5' ->
 * '-1,234,567.5'). Always en-US style, whatever the visitor's locale, so the output is the same on
 * every machine; the fraction is left untouched.
 */
export function groupThousands(plain: string): string {
  const sign = plain.startsWith('-') ? '-' : ''
  const unsigned = plain.slice(sign.length)
  const point = unsigned.indexOf('.')
  const whole = point === -1 ? unsigned : unsigned.slice(0, point)
  const rest = point === -1 ? '' : unsigned.slice(point)
  const groups: string[] = []
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end))
  return `${sign}${groups.join(',')}${rest}`
}
