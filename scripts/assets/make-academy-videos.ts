/**
 * Generates the academy's seed lesson videos from the lesson cues in src/payload/seed/content-academy.ts:
 * one silent 640×360 H.264 MP4 per lesson, the lesson name on top and each English cue on screen for
 * its seconds, so the video runs exactly as long as the seed says. The videos are committed; this runs
 * only when the cues change. Needs ffmpeg and the DejaVu fonts (apt-get install -y ffmpeg fonts-dejavu-core):
 *   node scripts/run-script.mjs scripts/assets/make-academy-videos.ts
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ACADEMY_VIDEO_DIR, cueTimings, FACULTIES, lessonSeconds } from '../../src/payload/seed/content-academy'

const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
const REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
const WIDTH = 640
const HEIGHT = 360
const FPS = 10

/** drawtext does not wrap; lines are broken at spaces before this many characters. */
function wrap(text: string, width: number): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines.join('\n')
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-videos-'))
fs.mkdirSync(ACADEMY_VIDEO_DIR, { recursive: true })
try {
  for (const faculty of FACULTIES) {
    for (const course of faculty.courses) {
      course.lessons.forEach((lesson, index) => {
        const seconds = lessonSeconds(lesson)
        // Texts go through files: drawtext's own escaping of quotes, colons and commas is fragile.
        const textFile = (name: string, text: string) => {
          const file = path.join(work, `${lesson.key}-${name}.txt`)
          fs.writeFileSync(file, text)
          return file
        }
        const header = textFile('course', `${course.name.en.toUpperCase()}  ·  LESSON ${index + 1}`)
        const title = textFile('title', wrap(lesson.name.en, 34))
        const filters = [
          `drawtext=fontfile=${REGULAR}:textfile=${header}:fontsize=13:fontcolor=0x93b4ff:x=40:y=34`,
          `drawtext=fontfile=${BOLD}:textfile=${title}:fontsize=26:fontcolor=white:x=40:y=62:line_spacing=6`,
          `drawbox=x=40:y=132:w=48:h=4:color=0x2563eb@1:t=fill`,
          ...cueTimings(lesson).map((cue, cueIndex) => {
            const file = textFile(`cue-${cueIndex}`, wrap(cue.text.en, 36))
            return `drawtext=fontfile=${REGULAR}:textfile=${file}:fontsize=24:fontcolor=0xdbe6ff:x=40:y=170:line_spacing=10:enable='between(t,${cue.start},${cue.end})'`
          }),
          // The bar along the bottom fills over the lesson, so a paused frame shows where it is.
          `drawbox=x=0:y=${HEIGHT - 5}:w='${WIDTH}*t/${seconds}':h=5:color=0x2563eb@1:t=fill`,
        ]
        const output = path.join(ACADEMY_VIDEO_DIR, `${lesson.key}.mp4`)
        execFileSync('ffmpeg', [
          '-y',
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `color=c=0x0b1b3f:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${seconds}`,
          '-vf',
          filters.join(','),
          '-an',
          '-c:v',
          'libx264',
          '-preset',
          'slow',
          '-tune',
          'stillimage',
          '-crf',
          '30',
          '-profile:v',
          'high',
          '-pix_fmt',
          'yuv420p',
          '-movflags',
          '+faststart',
          output,
        ])
        console.log(`${output}  ${seconds} s  ${fs.statSync(output).size} bytes`)
      })
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
