/**
 * A module downloaded when first asked for and kept: `loaded()` answers it once it is here (for a
 * caller that draws without it meanwhile), `load()` starts or joins the one download. A failed download
 * (a lost connection) is tried again by the next caller.
 */
export function loadedOnce<M>(download: () => Promise<M>) {
  let module: M | undefined
  let loading: Promise<M> | undefined
  return {
    loaded: (): M | undefined => module,
    load(): Promise<M> {
      loading ??= download().then(
        (downloaded) => {
          module = downloaded
          return downloaded
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}
