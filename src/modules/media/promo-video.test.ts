import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { mp4DurationSeconds } from './mp4-duration'
import { PROMO_VIDEO } from './video-source'
import { parseWebVtt } from './webvtt'

const publicFile = (url: string) => path.join(process.cwd(), 'public', url)

/**
 * The promo video is recorded from the real product (scripts/assets/record-product-footage.ts): a
 * walkthrough of one to three minutes with captions in English and Spanish that cover it from start
 * to end, cue for cue, and a file small enough to stream on a phone.
 */
describe('the recorded promo video', () => {
  let duration = 0
  beforeAll(async () => {
    duration = (await mp4DurationSeconds(publicFile(PROMO_VIDEO.src))) ?? 0
  })

  it('runs one to three minutes and stays small', () => {
    expect(duration).toBeGreaterThanOrEqual(60)
    expect(duration).toBeLessThanOrEqual(180)
    expect(fs.statSync(publicFile(PROMO_VIDEO.src)).size).toBeLessThan(6 * 1024 * 1024)
    expect(fs.statSync(publicFile(PROMO_VIDEO.poster)).size).toBeLessThan(200 * 1024)
  })

  it('has English and Spanish captions with the same cues, in order, within the video', () => {
    const tracks = PROMO_VIDEO.captions.map((track) => ({ ...track, cues: parseWebVtt(fs.readFileSync(publicFile(track.src), 'utf8')) }))
    expect(tracks.map((track) => track.lang)).toEqual(['en', 'es'])
    const [english, spanish] = tracks
    expect(english!.cues.length).toBeGreaterThanOrEqual(8)
    expect(spanish!.cues.map(({ start, end }) => [start, end])).toEqual(english!.cues.map(({ start, end }) => [start, end]))
    for (const track of tracks) {
      track.cues.forEach((cue, index) => {
        expect(cue.text.trim(), `${track.lang} cue ${index + 1}`).not.toBe('')
        expect(cue.end).toBeGreaterThan(cue.start)
        if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(track.cues[index - 1]!.end - 0.001)
      })
      expect(track.cues.at(-1)!.end).toBeLessThanOrEqual(duration + 0.5)
      // Cues follow each other closely: no long stretch of the silent video goes without a caption.
      expect(track.cues[0]!.start).toBeLessThan(2)
    }
    expect(spanish!.cues.map((cue) => cue.text)).not.toEqual(english!.cues.map((cue) => cue.text))
  })
})
