'use client'

/** The part of YouTube's IFrame player API the course player uses. */
export type YouTubePlayer = {
  getCurrentTime(): number
  getDuration(): number
  destroy(): void
}

type YouTubeNamespace = {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string
      host?: string
      width?: string
      height?: string
      playerVars?: Record<string, string | number>
      events?: { onReady?: () => void; onError?: (event: { data: number }) => void }
    },
  ) => YouTubePlayer
}

declare global {
  interface Window {
    YT?: YouTubeNamespace
    onYouTubeIframeAPIReady?: () => void
  }
}

const API_URL = 'https://www.youtube.com/iframe_api'
/** Where YouTube is blocked the script neither loads nor fails quickly; the lesson says so after this. */
const API_TIMEOUT_MS = 10_000

let loading: Promise<YouTubeNamespace> | null = null

/**
 * Loads YouTube's IFrame API once per page. Called only after the visitor allowed marketing cookies;
 * a failure (blocked network, timeout) is reported, and the next call tries again.
 */
export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT)
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const fail = (reason: string) => {
      loading = null
      reject(new Error(reason))
    }
    const timer = window.setTimeout(() => fail('YouTube API timed out'), API_TIMEOUT_MS)
    const previous = window.onYouTubeIframeAPIReady
    window.onYouTubeIframeAPIReady = () => {
      previous?.()
      window.clearTimeout(timer)
      if (window.YT?.Player) resolve(window.YT)
      else fail('YouTube API loaded without a player')
    }
    const script = document.createElement('script')
    script.src = API_URL
    script.async = true
    script.onerror = () => {
      window.clearTimeout(timer)
      script.remove()
      fail('YouTube API could not be loaded')
    }
    document.head.appendChild(script)
  })
  return loading
}
