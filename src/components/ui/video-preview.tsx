'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'

import { resolveVideoSource } from './video-source'

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
  const source = resolveVideoSource(url)
  const [playing, setPlaying] = useState(false)
  const videoRef = useRef<HTMLVideoElement>(null)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const posterSrc = source.kind === 'file' ? source.poster : poster
  const playAt = source.kind === 'file' ? ({ '--play-x': source.playAt.x, '--play-y': source.playAt.y } as CSSProperties) : undefined

  useEffect(() => {
    // The play button is gone: keyboard and screen-reader users continue in the player.
    if (playing) (videoRef.current ?? frameRef.current)?.focus()
  }, [playing])

  return (
    <div className={`video-preview ${className ?? ''}`} data-testid={testId} data-state={playing ? 'playing' : 'poster'}>
      {!playing ? (
        <button type="button" className="video-preview__poster" aria-label={`${playLabel}: ${title}`} onClick={() => setPlaying(true)} data-testid={`${testId}-play`}>
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
          poster={source.poster}
          aria-label={title}
          controls
          autoPlay
          playsInline
          preload="auto"
          data-testid={`${testId}-player`}
        />
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
