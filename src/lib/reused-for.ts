/**
 * A loader whose result is shared for `ttlMs` per key: concurrent callers wait for the same load,
 * and a load that fails is forgotten so the next call tries again.
 */
export function reusedPerKey<K, T>(ttlMs: number, load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const cache = new Map<K, { loadedAt: number; value: Promise<T> }>()
  return (key) => {
    const cached = cache.get(key)
    if (cached && Date.now() - cached.loadedAt < ttlMs) return cached.value
    const value = load(key)
    cache.set(key, { loadedAt: Date.now(), value })
    value.catch(() => cache.delete(key))
    return value
  }
}

/** `reusedPerKey` for a loader without a key. */
export function reusedFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  const loader = reusedPerKey<null, T>(ttlMs, load)
  return () => loader(null)
}

/**
 * `reusedPerKey` kept apart for each owner (a Payload instance: tests run several, each with its own
 * database), dropped with the owner.
 */
export function reusedPerOwnerAndKey<O extends object, K, T>(
  ttlMs: number,
  load: (owner: O, key: K) => Promise<T>,
): (owner: O, key: K) => Promise<T> {
  const loaders = new WeakMap<O, (key: K) => Promise<T>>()
  return (owner, key) => {
    let loader = loaders.get(owner)
    if (!loader) {
      loader = reusedPerKey(ttlMs, (ownKey: K) => load(owner, ownKey))
      loaders.set(owner, loader)
    }
    return loader(key)
  }
}
