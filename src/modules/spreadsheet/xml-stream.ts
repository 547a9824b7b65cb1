import { SaxesParser, type SaxesTagNS } from 'saxes'

import { corruptWorkbook } from './errors'
import type { ZipArchive, ZipEntry } from './zip-reader'

/** SpreadsheetML main namespaces: transitional (what Excel writes) and ISO strict. */
const TRANSITIONAL_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const STRICT_MAIN = 'http://purl.oclc.org/ooxml/spreadsheetml/main'

/** Called for every element of a sheet, so plain comparisons rather than a Set lookup; the empty
 * namespace is accepted because some generators declare none at all. */
function isSpreadsheetNamespace(uri: string): boolean {
  return uri === TRANSITIONAL_MAIN || uri === STRICT_MAIN || uri === ''
}

const RELATIONSHIP_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  'http://purl.oclc.org/ooxml/officeDocument/relationships',
])

const PACKAGE_RELATIONSHIPS_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/relationships'

/** Stand-in for prefixes a sloppy writer forgot to declare, so they do not abort the parse. */
const UNDECLARED_NAMESPACE = 'urn:undeclared-prefix'

export type XmlTag = SaxesTagNS

export type XmlHandlers = {
  /** Return false to stop reading the part (e.g. once the data we need is behind us). */
  open?: (tag: XmlTag) => boolean | void
  close?: (tag: XmlTag) => boolean | void
  /** Character data, CDATA included, with entities already decoded. */
  text?: (text: string) => void
}

/** True for SpreadsheetML elements, whatever prefix the writer chose (`x:c`, `c`, …). */
export function isSheetElement(tag: XmlTag, localName: string): boolean {
  return tag.local === localName && isSpreadsheetNamespace(tag.uri)
}

/** The local name of a SpreadsheetML element, '' for elements of other namespaces (extensions). */
export function sheetLocalName(tag: XmlTag): string {
  return isSpreadsheetNamespace(tag.uri) ? tag.local : ''
}

/** True for elements of the package relationship parts (`_rels/*.rels`). */
export function isRelationshipElement(tag: XmlTag, localName: string): boolean {
  return tag.local === localName && (tag.uri === PACKAGE_RELATIONSHIPS_NAMESPACE || tag.uri === '')
}

/** An unprefixed attribute's value. */
export function attribute(tag: XmlTag, name: string): string | undefined {
  return tag.attributes[name]?.value
}

/** The relationship id of an element (`r:id`, or any prefix bound to the relationships namespace). */
export function relationshipId(tag: XmlTag): string | undefined {
  for (const attr of Object.values(tag.attributes)) {
    if (attr.local === 'id' && RELATIONSHIP_NAMESPACES.has(attr.uri)) return attr.value
  }
  return undefined
}

class StopReading extends Error {}

/**
 * Streams one zip entry through the SAX parser: inflated chunks are decoded and written to saxes as
 * they arrive, so no part of the workbook is ever held as a document tree.
 */
export async function streamXmlEntry(zip: ZipArchive, entry: ZipEntry, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: true, position: false, resolvePrefix: () => UNDECLARED_NAMESPACE })
  parser.on('error', (error) => {
    throw corruptWorkbook(`part ${entry.name} is not well-formed XML: ${error.message}`)
  })
  const { open, close, text } = handlers
  if (open)
    parser.on('opentag', (tag) => {
      if (open(tag) === false) throw new StopReading()
    })
  if (close)
    parser.on('closetag', (tag) => {
      if (close(tag) === false) throw new StopReading()
    })
  if (text) {
    parser.on('text', text)
    parser.on('cdata', text)
  }

  const decoding: { decoder?: TextDecoder } = {}
  try {
    await zip.inflate(entry, (chunk) => {
      decoding.decoder ??= new TextDecoder(partEncoding(chunk))
      parser.write(decoding.decoder.decode(chunk, { stream: true }))
    })
    parser.write(decoding.decoder?.decode() ?? '')
    parser.close()
  } catch (error) {
    if (error instanceof StopReading) return
    throw error
  }
}

/** Parts are UTF-8 unless they start with a UTF-16 byte order mark. */
function partEncoding(firstChunk: Uint8Array): string {
  if (firstChunk[0] === 0xff && firstChunk[1] === 0xfe) return 'utf-16le'
  if (firstChunk[0] === 0xfe && firstChunk[1] === 0xff) return 'utf-16be'
  return 'utf-8'
}
