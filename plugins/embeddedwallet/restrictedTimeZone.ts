/**
 * SPEC sections 6 and 9: visitors in mainland China, Hong Kong and Macau are restricted from the
 * embedded wallet. The IANA zones of those places, old names included.
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  'Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'Asia/Kashgar', 'Asia/Beijing',
  'PRC', 'Asia/Hong_Kong', 'Hongkong', 'Asia/Macau', 'Asia/Macao',
]

/** The visitor's time zone as the browser reports it, or undefined where it cannot tell. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  return timeZone !== undefined && RESTRICTED_TIME_ZONES.includes(timeZone)
}
