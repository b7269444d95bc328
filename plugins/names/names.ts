import {
  ApiError, createApiNameSource, definePlugin, initialNamesState, isPorticoError, lookupName, NAMES_SLICE,
  type ChainNamespace, type NameLookup, type NameRecord, type NameSource,
} from 'portico/core'

/** SPEC section 9: names are EVM only. */
const NAMED_NAMESPACES: readonly ChainNamespace[] = ['eip155']

export interface NamesOptions {
  /**
   * Where names come from. By default the site's own API (`apiUrl`: GET /v1/names/{name} and
   * GET /v1/addresses/{address}/name); without `apiUrl` no name is shown and none resolves.
   */
  source?: NameSource
  /** The namespaces whose accounts have names; SPEC's coverage (eip155) by default. */
  namespaces?: readonly ChainNamespace[]
}

declare module 'portico/core' {
  interface ServiceRegistry {
    /** The name source the names plugin uses, for plugins that show or resolve names too. */
    names: NameSource
  }
}

/**
 * Profile names and avatars (SPEC section 3's `profileName`, `profileImage`): a connected account
 * on a named namespace is looked up and its name and avatar written to its account state, which
 * the Account header and the account button show; any other lookup (`lookupName`, `resolveName`,
 * the Send view's receiver) is answered into the `names` slice, each address and name asked once.
 */
export function names(options: NamesOptions = {}) {
  return definePlugin({
    name: 'names',
    setup(ctx) {
      const source = options.source ?? createApiNameSource(ctx.kernel)
      ctx.provide('names', source)
      const namespaces = options.namespaces ?? NAMED_NAMESPACES
      const store = ctx.defineSlice(NAMES_SLICE, initialNamesState(namespaces))
      const inFlight = new Set<string>()
      let stopped = false
      ctx.onTeardown(() => {
        stopped = true
      })

      const settle = (record: NameRecord | undefined): NameLookup => ({ status: 'ready', record })
      // A site's own source may throw anything: what the slice keeps is always a coded error.
      const failed = (error: unknown): NameLookup => ({
        status: 'error',
        error: isPorticoError(error) ? error : new ApiError('API_NETWORK_ERROR', { endpoint: 'the name source', cause: error }),
      })
      const ask = (key: string, run: () => Promise<NameRecord | undefined>, write: (answer: NameLookup, record?: NameRecord) => void) => {
        if (inFlight.has(key)) return
        inFlight.add(key)
        run().then(
          (record) => {
            inFlight.delete(key)
            if (!stopped) write(settle(record), record)
          },
          (error: unknown) => {
            inFlight.delete(key)
            if (!stopped) write(failed(error))
          },
        )
      }

      const serve = () => {
        const { byAddress, byName } = store.getState()
        for (const [address, lookup] of Object.entries(byAddress)) {
          if (lookup.status !== 'loading') continue
          ask(`address:${address}`, () => source.lookupAddress(address), (answer, record) => store.setState((draft) => {
            draft.byAddress[address] = answer
            // Known both ways from one answer: a name shown in the header resolves in Send at once.
            if (record) draft.byName[record.name] = answer
          }))
        }
        for (const [name, lookup] of Object.entries(byName)) {
          if (lookup.status !== 'loading') continue
          ask(`name:${name}`, () => source.resolveName(name), (answer) => store.setState((draft) => {
            draft.byName[name] = answer
          }))
        }
      }

      // The connected accounts' profiles: asked for each, written to the account while it is still the one asked for.
      const showProfiles = () => {
        const { byAddress } = store.getState()
        const chains = ctx.kernel.store('chains').getState().byNamespace
        for (const namespace of namespaces) {
          const account = chains[namespace]?.account
          if (account?.status !== 'connected' || !account.address) continue
          const lookup = byAddress[account.address]
          if (!lookup) {
            lookupName(ctx.kernel, account.address)
            continue
          }
          const record = lookup.status === 'ready' ? lookup.record : undefined
          if (account.profileName === record?.name && account.profileImage === record?.avatar) continue
          ctx.kernel.store('chains').setState((draft) => {
            const target = draft.byNamespace[namespace]?.account
            if (!target || target.address !== account.address) return
            target.profileName = record?.name
            target.profileImage = record?.avatar
          })
        }
      }

      store.subscribe(() => {
        serve()
        showProfiles()
      })
      ctx.store('chains').subscribe(showProfiles)
      showProfiles()
      serve()
    },
  })
}
