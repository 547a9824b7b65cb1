'use client'

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react'

import { pageVideoRequest, resolveVideoSource } from '@/modules/media/client'

/** The address does not change under a mounted page (a client navigation renders a new one). */
const noSubscription = () => () => {}
const readSearch = () => window.location.search
const noSearch = () => ''

/** The page's language when the video has captions in it, else English. */
function captionLanguage(tracks: { lang: string }[]): string {
  const pageLanguage = document.documentElement.lang
  return tracks.some((track) => track.lang === pageLanguage) ? pageLanguage : 'en'
}

/**
 * A poster with a play button that swaps to the player on click. A YouTube URL plays in
 * the youtube-nocookie.com player, so YouTube sees nothing until the visitor asks for the video;
 * without one the fallback promo video plays from this site.
 */
export function VideoPreview({
  url,
  title,
  playLabel,
  poster,
  testId = 'video-preview',
  className,
}: {
  /** A YouTube URL (watch, share or embed); empty or unusable gives the fallback promo video. */
  url?: string | null
  /** The video's accessible name. */
  title: string
  playLabel: string
  /** Poster of a YouTube video; the fallback video brings its own. */
  poster?: string | null
  testId?: string
  className?: string
}) {
  // The page's ?autoplay and ?t: the server and the hydrating browser see none (the cached HTML is the
  // same for every address), then the browser reads its own address.
  const search = useSyncExternalStore(noSubscription, readSearch, noSearch)
  const request = useMemo(() => pageVideoRequest(search), [search])
  const source = resolveVideoSource(url, { start: request.start, muted: request.autoplay })
  const [clicked, setClicked] = useState(false)
  const playing = clicked || request.autoplay
  const videoRef = useRef<HTMLVideoElement>(null)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const posterSrc = source.kind === 'file' ? (source.poster ?? poster) : poster
  const playAt = source.kind === 'file' ? ({ '--play-x': source.playAt.x, '--play-y': source.playAt.y } as CSSProperties) : undefined

  useEffect(() => {
    // The play button is gone: keyboard and screen-reader users continue in the player (unless it
    // started by itself from the address, which must not pull the focus down the page).
    if (playing && !request.autoplay) (videoRef.current ?? frameRef.current)?.focus()
  }, [playing, request.autoplay])

  return (
    <div className={`video-preview ${className ?? ''}`} data-testid={testId} data-state={playing ? 'playing' : 'poster'}>
      {!playing ? (
        <button
          type="button"
          className="video-preview__poster"
          aria-label={`${playLabel}: ${title}`}
          onClick={() => setClicked(true)}
          data-testid={`${testId}-play`}
        >
          {posterSrc ? (
            <img className="video-preview__image" src={posterSrc} alt="" width={960} height={540} loading="lazy" decoding="async" />
          ) : (
            <span className="video-preview__backdrop">
              <span className="video-preview__caption">{title}</span>
            </span>
          )}
          <span className="video-preview__play" style={playAt} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </span>
        </button>
      ) : source.kind === 'file' ? (
        <video
          ref={videoRef}
          className="video-preview__player"
          src={source.src}
          poster={source.poster ?? undefined}
          aria-label={title}
          controls
          autoPlay
          muted={request.autoplay}
          onLoadedMetadata={(event) => {
            if (request.start && request.start < event.currentTarget.duration) event.currentTarget.currentTime = request.start
          }}
          playsInline
          preload="auto"
          data-testid={`${testId}-player`}
        >
          {/* Captions on by default in the page's language: the video is silent, the captions tell it. */}
          {source.captions.map((track) => (
            <track
              key={track.lang}
              kind="captions"
              srcLang={track.lang}
              label={track.label}
              src={track.src}
              default={track.lang === captionLanguage(source.captions)}
            />
          ))}
        </video>
      ) : (
        <iframe
          ref={frameRef}
          className="video-preview__player"
          src={source.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid={`${testId}-player`}
        />
      )}
    </div>
  )
}
