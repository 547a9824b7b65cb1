/** Leading + trailing throttle: runs at once, then at most every `waitMs`, and never drops the last call. */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number) {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: Args | null = null
  const throttled = (...args: Args) => {
    const now = Date.now()
    const remaining = waitMs - (now - last)
    if (remaining <= 0) {
      last = now
      fn(...args)
      return
    }
    pending = args
    timer ??= setTimeout(() => {
      timer = null
      last = Date.now()
      const latest = pending
      pending = null
      if (latest) fn(...latest)
    }, remaining)
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}
