/** A caption cue: seconds from the start of the video, and its text. */
export type Cue = { start: number; end: number; text: string }

/** 75.5 → "00:01:15.500". */
function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000)
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor((millis % 3_600_000) / 60_000))}:${pad(Math.floor((millis % 60_000) / 1000))}.${pad(millis % 1000, 3)}`
}

/** Captions as a WebVTT file, numbered cues in order (what `<track kind="captions">` reads). */
export function toWebVtt(cues: Cue[]): string {
  const blocks = cues.map((cue, index) => `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}`)
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`
}

const TIMING = /^(\d{2,}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2,}):(\d{2}):(\d{2})\.(\d{3})/

/** The cues of a WebVTT file as toWebVtt writes it; throws on a file that is not WebVTT. */
export function parseWebVtt(text: string): Cue[] {
  if (!/^WEBVTT(\s|$)/.test(text)) throw new Error('Not a WebVTT file: it must start with "WEBVTT".')
  const seconds = (parts: string[]) => Number(parts[0]) * 3600 + Number(parts[1]) * 60 + Number(parts[2]) + Number(parts[3]) / 1000
  const cues: Cue[] = []
  for (const block of text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .slice(1)) {
    const lines = block.split('\n').filter(Boolean)
    const timingIndex = lines.findIndex((line) => TIMING.test(line))
    if (timingIndex < 0) continue
    const match = lines[timingIndex]!.match(TIMING)!
    cues.push({ start: seconds(match.slice(1, 5)), end: seconds(match.slice(5, 9)), text: lines.slice(timingIndex + 1).join('\n') })
  }
  return cues
}
