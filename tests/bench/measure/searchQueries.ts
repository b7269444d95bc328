/**
 * Two-letter queries for the keystroke runs, read off the registry's names. The first letter is
 * typed before the timed keystroke; the second is the timed one. A query qualifies when the
 * first page of the registry (40 wallets, what a list holds before any scrolling) has a wallet
 * that matches it, and at least three that match its first letter but not the query, so a list
 * filtered by the first letter must visibly change when the second lands.
 */
export function searchQueries(names: readonly string[], count: number): string[] {
  const firstPage = names.slice(0, 40).map((name) => name.toLowerCase())
  const candidates = new Set<string>()
  for (const name of firstPage) {
    for (let index = 0; index + 1 < name.length; index++) {
      const pair = name.slice(index, index + 2)
      if (/^[a-z]{2}$/.test(pair)) candidates.add(pair)
    }
  }
  const usable = [...candidates].sort().filter((query) => firstPage.filter((name) => name.includes(query[0]!) && !name.includes(query)).length >= 3)
  if (usable.length === 0) throw new Error('no two-letter query narrows the fixture registry')
  // Spread over the alphabet rather than taking the first `count` (which would all start with "a").
  const step = usable.length / count
  return Array.from({ length: count }, (_, index) => usable[Math.floor(index * step) % usable.length]!)
}
