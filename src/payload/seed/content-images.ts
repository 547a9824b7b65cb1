import sharp from 'sharp'

import type { CoverKey } from './content-types'

/**
 * Seed images drawn at seed time from SVG shapes (no text, so no fonts are needed): article covers,
 * abstract avatars and simple customer logo marks. Everything is deterministic.
 */

const NAVY = '#0b1b3f'
const BLUE = '#2563eb'
const SOFT = '#e8efff'
const GREEN = '#16a34a'
const AMBER = '#d97706'
const WHITE = '#ffffff'

export type SeedImage = { data: Buffer; mimetype: string; name: string; size: number }

/** A small deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

const W = 1600
const H = 900

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )
}

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
}

const COVERS: Record<CoverKey, () => string> = {
  'navy-grid': () => {
    const next = random(11)
    let cells = ''
    for (let x = 0; x < 16; x++) {
      for (let y = 0; y < 9; y++) {
        const value = next()
        if (value < 0.35) continue
        const fill = value > 0.92 ? AMBER : value > 0.8 ? BLUE : '#1e3a8a'
        cells += `<rect x="${x * 100 + 8}" y="${y * 100 + 8}" width="84" height="84" rx="14" fill="${fill}" opacity="${(0.35 + next() * 0.6).toFixed(2)}"/>`
      }
    }
    return `<rect width="${W}" height="${H}" fill="${NAVY}"/>${cells}`
  },
  'blue-waves': () => {
    let waves = ''
    for (let index = 0; index < 7; index++) {
      const y = 200 + index * 95
      waves += `<path d="M0 ${y} C 400 ${y - 140}, 800 ${y + 140}, 1600 ${y - 40} L1600 900 L0 900 Z" fill="${WHITE}" opacity="${(0.05 + index * 0.03).toFixed(2)}"/>`
    }
    return `${gradient('g', BLUE, NAVY)}<rect width="${W}" height="${H}" fill="url(#g)"/>${waves}<circle cx="1320" cy="210" r="90" fill="${AMBER}" opacity="0.9"/>`
  },
  'green-bars': () => {
    const next = random(23)
    let bars = ''
    for (let index = 0; index < 14; index++) {
      const height = 160 + next() * 560
      bars += `<rect x="${140 + index * 96}" y="${780 - height}" width="64" height="${height.toFixed(0)}" rx="10" fill="${index % 5 === 3 ? GREEN : BLUE}" opacity="${index % 5 === 3 ? 1 : 0.75}"/>`
    }
    return `<rect width="${W}" height="${H}" fill="${SOFT}"/><rect x="100" y="790" width="1400" height="6" rx="3" fill="${NAVY}" opacity="0.4"/>${bars}`
  },
  'amber-circles': () => {
    const next = random(37)
    let circles = ''
    for (let index = 0; index < 18; index++) {
      const colour = [AMBER, BLUE, SOFT, GREEN][index % 4]
      circles += `<circle cx="${(next() * W).toFixed(0)}" cy="${(next() * H).toFixed(0)}" r="${(40 + next() * 180).toFixed(0)}" fill="${colour}" opacity="${(0.25 + next() * 0.5).toFixed(2)}"/>`
    }
    return `<rect width="${W}" height="${H}" fill="${NAVY}"/>${circles}`
  },
  'soft-network': () => {
    const next = random(41)
    const points = Array.from({ length: 26 }, () => [80 + next() * 1440, 80 + next() * 740] as const)
    let lines = ''
    points.forEach(([x, y], index) => {
      const [x2, y2] = points[(index * 7 + 3) % points.length]!
      const [x3, y3] = points[(index + 1) % points.length]!
      lines += `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${x2.toFixed(0)}" y2="${y2.toFixed(0)}" stroke="${BLUE}" stroke-width="3" opacity="0.35"/>`
      lines += `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${x3.toFixed(0)}" y2="${y3.toFixed(0)}" stroke="${NAVY}" stroke-width="2" opacity="0.2"/>`
    })
    const dots = points
      .map(
        ([x, y], index) =>
          `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${index % 6 === 0 ? 26 : 14}" fill="${index % 6 === 0 ? AMBER : index % 3 === 0 ? GREEN : BLUE}"/>`,
      )
      .join('')
    return `<rect width="${W}" height="${H}" fill="${SOFT}"/>${lines}${dots}`
  },
  'navy-rings': () => {
    let rings = ''
    for (let index = 1; index <= 9; index++) {
      rings += `<circle cx="1180" cy="450" r="${index * 70}" fill="none" stroke="${index % 3 === 0 ? AMBER : BLUE}" stroke-width="${index % 3 === 0 ? 10 : 4}" opacity="${(1 - index * 0.08).toFixed(2)}"/>`
    }
    return `<rect width="${W}" height="${H}" fill="${NAVY}"/>${rings}<circle cx="1180" cy="450" r="40" fill="${GREEN}"/>`
  },
  'blue-blocks': () => {
    const next = random(59)
    let blocks = ''
    for (let index = 0; index < 12; index++) {
      const size = 120 + next() * 260
      const colour = [WHITE, SOFT, AMBER, GREEN][index % 4]
      blocks += `<rect x="${(next() * (W - size)).toFixed(0)}" y="${(next() * (H - size)).toFixed(0)}" width="${size.toFixed(0)}" height="${size.toFixed(0)}" rx="24" fill="${colour}" opacity="${(0.15 + next() * 0.35).toFixed(2)}" transform="rotate(${(next() * 30 - 15).toFixed(1)} 800 450)"/>`
    }
    return `${gradient('g', NAVY, BLUE)}<rect width="${W}" height="${H}" fill="url(#g)"/>${blocks}`
  },
  'green-dots': () => {
    let dots = ''
    for (let x = 0; x < 20; x++) {
      for (let y = 0; y < 11; y++) {
        const distance = Math.hypot(x - 14, y - 5)
        const radius = Math.max(3, 26 - distance * 2.4)
        dots += `<circle cx="${x * 80 + 40}" cy="${y * 80 + 50}" r="${radius.toFixed(1)}" fill="${distance < 3 ? GREEN : distance < 6 ? BLUE : NAVY}" opacity="${distance < 6 ? 0.9 : 0.25}"/>`
      }
    }
    return `<rect width="${W}" height="${H}" fill="${SOFT}"/>${dots}`
  },
}

export const COVER_KEYS = Object.keys(COVERS) as CoverKey[]

/** A 1600×900 JPEG cover. */
export async function coverImage(key: CoverKey): Promise<SeedImage> {
  const data = await sharp(svg(W, H, COVERS[key]()))
    .jpeg({ quality: 82 })
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name: `cover-${key}.jpg`, size: data.length }
}

const AVATAR_PALETTES = [
  [NAVY, BLUE, AMBER],
  [BLUE, SOFT, GREEN],
  [GREEN, NAVY, SOFT],
  [AMBER, NAVY, BLUE],
  [SOFT, BLUE, NAVY],
  [NAVY, GREEN, AMBER],
] as const

/** A 400×400 abstract avatar: a gradient field with a soft head-and-shoulders silhouette. */
export async function avatarImage(name: string, index: number): Promise<SeedImage> {
  const [background, accent, figure] = AVATAR_PALETTES[index % AVATAR_PALETTES.length]!
  const next = random(101 + index * 17)
  const blob = `<circle cx="${(60 + next() * 280).toFixed(0)}" cy="${(40 + next() * 120).toFixed(0)}" r="${(70 + next() * 80).toFixed(0)}" fill="${accent}" opacity="0.55"/>`
  const body = `${gradient('a', background, accent)}<rect width="400" height="400" fill="url(#a)"/>${blob}<circle cx="200" cy="165" r="78" fill="${figure}" opacity="0.92"/><path d="M60 400 C 70 285, 330 285, 340 400 Z" fill="${figure}" opacity="0.92"/>`
  const data = await sharp(svg(400, 400, body))
    .jpeg({ quality: 85 })
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name: `avatar-${name}.jpg`, size: data.length }
}

const LOGO_MARKS = [
  (c: string) => `<circle cx="80" cy="80" r="56" fill="${c}"/><circle cx="80" cy="80" r="24" fill="${WHITE}"/>`,
  (c: string) =>
    `<rect x="26" y="26" width="108" height="108" rx="22" fill="${c}"/><rect x="58" y="58" width="44" height="44" rx="8" fill="${WHITE}"/>`,
  (c: string) => `<path d="M80 20 L140 130 L20 130 Z" fill="${c}"/>`,
  (c: string) => `<path d="M80 18 L138 50 L138 110 L80 142 L22 110 L22 50 Z" fill="${c}"/>`,
  (c: string) => `<circle cx="56" cy="80" r="40" fill="${c}"/><circle cx="104" cy="80" r="40" fill="${c}" opacity="0.55"/>`,
  (c: string) =>
    `<rect x="24" y="90" width="26" height="46" rx="6" fill="${c}"/><rect x="67" y="58" width="26" height="78" rx="6" fill="${c}"/><rect x="110" y="24" width="26" height="112" rx="6" fill="${c}"/>`,
]
const LOGO_COLOURS = [NAVY, BLUE, GREEN, AMBER]

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * An SVG logo: a geometric mark and the customer's name as a wordmark, 96 px high and as wide as the
 * name (a long name on two lines). The name is SVG text drawn by the visitor's browser in its own
 * sans-serif, so the seed needs no font; the site serves it through the logo route, which keeps text
 * and drawing elements only.
 */
export async function logoImage(name: string, index: number, displayName: string = name): Promise<SeedImage> {
  const colour = LOGO_COLOURS[index % LOGO_COLOURS.length]!
  // The marks are drawn in a 160 px box; here they take 72 px.
  const mark = `<g transform="translate(8 12) scale(0.45)">${LOGO_MARKS[index % LOGO_MARKS.length]!(colour)}</g>`
  const words = displayName.split(' ')
  const split = displayName.length > 14 && words.length > 1 ? Math.ceil(words.length / 2) : words.length
  const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')].filter(Boolean)
  const fontSize = 34
  const font = `font-family="Inter, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif" font-size="${fontSize}" letter-spacing="-0.5"`
  const baselines = lines.length === 2 ? [42, 80] : [60]
  const wordmark = lines
    .map(
      (line, lineIndex) =>
        `<text x="96" y="${baselines[lineIndex]}" ${font} font-weight="${lineIndex ? 600 : 800}" fill="${lineIndex ? colour : NAVY}">${escapeXml(line)}</text>`,
    )
    .join('')
  // Bold sans-serif glyphs average about 0.62 em.
  const width = 96 + Math.ceil(0.62 * fontSize * Math.max(...lines.map((line) => line.length))) + 8
  const data = svg(width, 96, `<title>${escapeXml(displayName)}</title>${mark}${wordmark}`)
  return { data, mimetype: 'image/svg+xml', name: `logo-${name}.svg`, size: data.length }
}

const EXAMPLE_TONES = { green: GREEN, orange: AMBER, red: '#dc2626' } as const
export type ExampleTone = keyof typeof EXAMPLE_TONES

/**
 * A 960×640 PNG of a company record in a traffic-light tone (no text): a profile card with a
 * status band, a score gauge filled to the tone's level and a financial chart trending with it.
 */
export async function exampleRecordImage(tone: ExampleTone): Promise<SeedImage> {
  const colour = EXAMPLE_TONES[tone]
  const level = { green: 0.82, orange: 0.5, red: 0.2 }[tone]
  const next = random({ green: 7, orange: 19, red: 31 }[tone])
  const bars = Array.from({ length: 10 }, (_, index) => {
    const trend = tone === 'green' ? index / 9 : tone === 'red' ? 1 - index / 9 : 0.5 + Math.sin(index) * 0.25
    const height = 40 + trend * 150 + next() * 30
    return `<rect x="${540 + index * 34}" y="${560 - height}" width="22" height="${height.toFixed(0)}" rx="4" fill="${index === 9 ? colour : BLUE}" opacity="${index === 9 ? 1 : 0.35}"/>`
  }).join('')
  const arc = (fraction: number) => {
    const angle = Math.PI * (1 - fraction)
    return `${(260 + 150 * Math.cos(angle)).toFixed(1)} ${(470 - 150 * Math.sin(angle)).toFixed(1)}`
  }
  const body =
    `<rect width="960" height="640" fill="${SOFT}"/>` +
    `<rect x="40" y="40" width="880" height="560" rx="28" fill="${WHITE}"/>` +
    `<rect x="40" y="40" width="880" height="18" rx="9" fill="${colour}"/>` +
    `<circle cx="120" cy="140" r="40" fill="${NAVY}"/><rect x="180" y="112" width="320" height="24" rx="12" fill="${NAVY}" opacity="0.85"/>` +
    `<rect x="180" y="150" width="200" height="16" rx="8" fill="${NAVY}" opacity="0.3"/>` +
    `<rect x="720" y="108" width="150" height="52" rx="26" fill="${colour}" opacity="0.18"/><circle cx="752" cy="134" r="12" fill="${colour}"/>` +
    `<rect x="774" y="126" width="76" height="16" rx="8" fill="${colour}"/>` +
    `<path d="M110 470 A150 150 0 0 1 410 470" fill="none" stroke="${SOFT}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M110 470 A150 150 0 0 1 ${arc(level)}" fill="none" stroke="${colour}" stroke-width="34" stroke-linecap="round"/>` +
    `<circle cx="260" cy="470" r="14" fill="${NAVY}"/>` +
    `<line x1="520" y1="560" x2="880" y2="560" stroke="${NAVY}" stroke-opacity="0.2" stroke-width="3"/>${bars}`
  const data = await sharp(svg(960, 640, body))
    .png({ compressionLevel: 9 })
    .toBuffer()
  return { data, mimetype: 'image/png', name: `example-record-${tone}.png`, size: data.length }
}
