import sanitizeHtml from 'sanitize-html'

/** Drawing elements a logo needs; no script, style, foreignObject, image, use, animation or link. */
const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'title',
  'desc',
]

/** Presentation attributes only: no event handlers, no href, no style (CSS can fetch with url()). */
const SVG_ATTRIBUTES = [
  'xmlns',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'transform',
  'id',
  'class',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'fx',
  'fy',
  'clip-path',
  'mask',
  'preserveAspectRatio',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'patternUnits',
  'patternContentUnits',
  'role',
  'aria-label',
  'aria-hidden',
  'version',
]

/** Paint references may only point inside the document (`url(#id)`), never to another file or site. */
const LOCAL_REFERENCE_ONLY = /url\(\s*(?!['"]?#)[^)]*\)/i

/**
 * An SVG reduced to drawing: elements and attributes from the allow-lists above, any reference
 * to something outside the document removed. Returns null when no `<svg>` root is left.
 */
export function sanitizeSvg(source: string): string | null {
  const clean = sanitizeHtml(source, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    // SVG is XML: names keep their case (viewBox, linearGradient).
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    // Dropped with their content, not only their tags.
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript', 'iframe'],
    allowedSchemes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(Object.entries(attribs).filter(([, value]) => !LOCAL_REFERENCE_ONLY.test(value))),
      }),
    },
  })
  // A prolog, doctype or comment before the root is not kept.
  const trimmed = clean.slice(Math.max(0, clean.search(/<svg[\s>]/i))).trim()
  return /^<svg[\s>]/i.test(trimmed) ? trimmed : null
}
