/** Collects unhandled rejections while `run` and a few turns of the event loop after it go by. */
export async function unhandledDuring(run: () => Promise<unknown>): Promise<unknown[]> {
  const seen: unknown[] = []
  const record = (reason: unknown) => void seen.push(reason)
  process.on('unhandledRejection', record)
  try {
    await run()
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
  } finally {
    process.off('unhandledRejection', record)
  }
  return seen
}
