'use client'

import { useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'

import { useConsent } from '@/components/consent/consent-state'
import { allows, consentFromSelection, type ConsentState } from '@/lib/consent'

import { loadYouTubeApi, type YouTubePlayer } from './youtube-api'

/**
 * One interface over the two kinds of lesson video: the course player reads the position and length
 * through it every second, whichever player plays.
 */
export type LessonPlayback = { position(): number; duration(): number }

export type CaptionTrack = { src: string; srcLang: string; label: string }

export type LessonVideoSource =
  { kind: 'file'; src: string; type: string; tracks: CaptionTrack[] } | { kind: 'youtube'; videoId: string; watchUrl: string }

export type LessonVideoTexts = {
  videoError: string
  youtubeConsent: string
  youtubeAllow: string
  youtubeOpen: string
  youtubeLoading: string
  youtubeError: string
}

type LessonVideoProps = {
  source: LessonVideoSource
  title: string
  poster: string | null
  locale: string
  /** Play at once: the visitor picked this lesson. */
  autoPlay: boolean
  texts: LessonVideoTexts
  /** Called with the playback once the player can be read, and with null when it goes away. */
  onPlayback: (playback: LessonPlayback | null) => void
  /** The player paused or ended: read the position now rather than at the next tick. */
  onSettled: () => void
  testId: string
}

export function LessonVideo(props: LessonVideoProps) {
  return props.source.kind === 'file' ? <FileVideo {...props} source={props.source} /> : <YouTubeVideo {...props} source={props.source} />
}

/** A video from the media library in the browser's own player: keyboard-operable, with caption tracks. */
function FileVideo({
  source,
  title,
  poster,
  locale,
  autoPlay,
  texts,
  onPlayback,
  onSettled,
  testId,
}: LessonVideoProps & { source: Extract<LessonVideoSource, { kind: 'file' }> }) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  const defaultTrack = source.tracks.find((track) => track.srcLang === locale)
  // The poster is the page's largest paint: fetched from the page's <head> with high priority, not
  // discovered when the parser reaches the player (React writes the hint; see components/ui/eager-image.tsx).
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' })

  // The video's first bytes (its length, its first frame) are read once the page has loaded, not while
  // the page's own files compete for a phone's bandwidth; playing before that loads it at once anyway.
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const startReading = () => {
      video.preload = 'metadata'
    }
    if (document.readyState === 'complete') {
      startReading()
      return
    }
    window.addEventListener('load', startReading, { once: true })
    return () => window.removeEventListener('load', startReading)
  }, [])

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    onPlayback({ position: () => video.currentTime, duration: () => video.duration })
    if (autoPlay) {
      video.focus()
      // A lesson picked from the list starts; a browser that refuses autoplay leaves the controls to the visitor.
      video.play().catch(() => undefined)
    }
    return () => onPlayback(null)
  }, [autoPlay, onPlayback])

  return (
    <div className="lesson-video" data-testid={testId} data-kind="file">
      <video
        ref={videoRef}
        className="lesson-video__player"
        controls
        playsInline
        preload="none"
        poster={poster ?? undefined}
        aria-label={title}
        onPause={onSettled}
        onEnded={onSettled}
        onError={() => setFailed(true)}
        data-testid={`${testId}-player`}
      >
        <source src={source.src} type={source.type} onError={() => setFailed(true)} />
        {source.tracks.map((track) => (
          <track
            key={track.src}
            kind="captions"
            src={track.src}
            srcLang={track.srcLang}
            label={track.label}
            default={track === defaultTrack}
          />
        ))}
      </video>
      {failed ? (
        <p className="lesson-video__error" role="alert" data-testid={`${testId}-error`}>
          {texts.videoError}
        </p>
      ) : null}
    </div>
  )
}

function withMarketing(consent: ConsentState | null | undefined): ConsentState {
  if (consent?.kind === 'all') return consent
  const chosen = consent?.kind === 'selection' ? consent.categories : []
  return consentFromSelection([...chosen, 'marketing'])
}

/**
 * A YouTube lesson. YouTube sets marketing cookies, so until the visitor allows that category the
 * preview image shows with the choice and a link to YouTube; only then is YouTube's IFrame API loaded
 * (youtube-nocookie.com host). Where YouTube cannot be reached the lesson says so and keeps the link.
 */
function YouTubeVideo({
  source,
  title,
  poster,
  locale,
  texts,
  onPlayback,
  testId,
}: LessonVideoProps & { source: Extract<LessonVideoSource, { kind: 'youtube' }> }) {
  const { consent, save } = useConsent()
  const allowed = allows(consent ?? null, 'marketing')
  const hostRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    if (!allowed || !hostRef.current) return
    let player: YouTubePlayer | null = null
    let cancelled = false
    const mount = document.createElement('div')
    hostRef.current.appendChild(mount)
    loadYouTubeApi()
      .then((YT) => {
        if (cancelled) return
        player = new YT.Player(mount, {
          videoId: source.videoId,
          host: 'https://www.youtube-nocookie.com',
          width: '100%',
          height: '100%',
          playerVars: { rel: 0, playsinline: 1, hl: locale, cc_lang_pref: locale },
          events: {
            onReady: () => {
              if (cancelled || !player) return
              const ready = player
              setState('ready')
              onPlayback({ position: () => ready.getCurrentTime(), duration: () => ready.getDuration() })
            },
            onError: () => setState('failed'),
          },
        })
      })
      .catch(() => {
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
      onPlayback(null)
      player?.destroy()
      mount.remove()
    }
  }, [allowed, source.videoId, locale, onPlayback])

  if (!allowed) {
    return (
      <div className="lesson-video lesson-video--gate" data-testid={testId} data-kind="youtube" data-state="consent">
        {poster ? <img className="lesson-video__poster" src={poster} alt="" width={768} height={432} decoding="async" /> : null}
        <div className="lesson-video__gate">
          <p>{texts.youtubeConsent}</p>
          <div className="lesson-video__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => save(withMarketing(consent))}
              data-testid={`${testId}-allow`}
            >
              {texts.youtubeAllow}
            </button>
            <a className="button button--secondary" href={source.watchUrl} target="_blank" rel="noopener noreferrer">
              {texts.youtubeOpen}
            </a>
          </div>
        </div>
      </div>
    )
  }

  return (
    <div className="lesson-video" data-testid={testId} data-kind="youtube" data-state={state} aria-label={title} role="region">
      <div ref={hostRef} className="lesson-video__frame" />
      {state === 'loading' ? (
        <p className="lesson-video__status" role="status">
          {texts.youtubeLoading}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div className="lesson-video__gate" role="alert">
          <p>{texts.youtubeError}</p>
          <a className="button button--secondary" href={source.watchUrl} target="_blank" rel="noopener noreferrer">
            {texts.youtubeOpen}
          </a>
        </div>
      ) : null}
    </div>
  )
}
