/**
 * Stops `stop`'s service on Ctrl-C or SIGTERM, once however often the signal comes, and exits
 * with 0, or with 1 and the reason when stopping fails. For the `main.ts` of each service and
 * `npm start`.
 */
export function stopOnSignal(what: string, stop: () => Promise<void>): void {
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      console.log(`\nStopping ${what}…`)
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : error)
          process.exit(1)
        },
      )
    })
  }
}
