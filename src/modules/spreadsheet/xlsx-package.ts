import { corruptWorkbook, FileRejectedError, notXlsx } from './errors'
import { attribute, isRelationshipElement, isSheetElement, relationshipId, streamXmlEntry } from './xml-stream'
import type { ZipArchive, ZipEntry } from './zip-reader'

type Relationship = { type: string; target: string }

export type SheetRef = { name: string; entry: ZipEntry }

/** The parts of a workbook needed to read its first sheet. */
export type WorkbookParts = {
  sheet: SheetRef
  date1904: boolean
  sharedStrings?: ZipEntry
  styles?: ZipEntry
}

/**
 * Finds the workbook the way Excel does: package relationships → officeDocument part → its
 * relationships → the sheets in workbook order. Relationship types are matched by their last
 * segment so transitional and strict (purl.oclc.org) URIs both work; targets may be relative to
 * the workbook or absolute from the package root.
 */
export async function locateWorkbookParts(zip: ZipArchive): Promise<WorkbookParts> {
  if (!zip.find('[Content_Types].xml')) {
    throw notXlsx('the file is a zip archive but has no [Content_Types].xml part, so it is not an Office document')
  }
  const workbookPath = await findWorkbookPath(zip)
  const workbookEntry = zip.find(workbookPath)
  if (!workbookEntry) throw corruptWorkbook(`its workbook part ${workbookPath} is missing`)

  const workbook = await readWorkbook(zip, workbookEntry)
  const relationships = await readRelationships(zip, relationshipsPathFor(workbookPath), directoryOf(workbookPath))
  const sheet = pickFirstWorksheet(zip, workbook.sheets, relationships)

  const partOfType = (type: string): ZipEntry | undefined => {
    for (const relationship of relationships.values()) {
      if (relationship.type === type) return zip.find(relationship.target)
    }
    // Some writers ship the part but forget its relationship; fall back to the usual name.
    return zip.find(`${directoryOf(workbookPath)}${type}.xml`)
  }
  return { sheet, date1904: workbook.date1904, sharedStrings: partOfType('sharedStrings'), styles: partOfType('styles') }
}

async function findWorkbookPath(zip: ZipArchive): Promise<string> {
  const packageRelationships = await readRelationships(zip, '_rels/.rels', '')
  for (const relationship of packageRelationships.values()) {
    if (relationship.type === 'officeDocument') return relationship.target
  }
  if (zip.find('xl/workbook.xml')) return 'xl/workbook.xml'
  throw notXlsx('the package contains no workbook')
}

type WorkbookInfo = { sheets: Array<{ name: string; state: string; relationshipId: string }>; date1904: boolean }

async function readWorkbook(zip: ZipArchive, entry: ZipEntry): Promise<WorkbookInfo> {
  const info: WorkbookInfo = { sheets: [], date1904: false }
  let sawRoot = false
  await streamXmlEntry(zip, entry, {
    open: (tag) => {
      if (!sawRoot) {
        sawRoot = true
        // A Word or PowerPoint file renamed to .xlsx has a different root element.
        if (!isSheetElement(tag, 'workbook'))
          throw notXlsx(`it contains a "${tag.local}" document instead of a workbook (maybe a Word or PowerPoint file renamed to .xlsx)`)
      } else if (isSheetElement(tag, 'workbookPr')) {
        const value = attribute(tag, 'date1904')
        info.date1904 = value === '1' || value === 'true'
      } else if (isSheetElement(tag, 'sheet')) {
        info.sheets.push({
          name: attribute(tag, 'name') ?? '',
          state: attribute(tag, 'state') ?? 'visible',
          relationshipId: relationshipId(tag) ?? '',
        })
      }
    },
    // Nothing after the sheet list matters to us.
    close: (tag) => !isSheetElement(tag, 'sheets'),
  })
  return info
}

/** Relationship id → resolved part path, for one `.rels` part (missing part → no relationships). */
async function readRelationships(zip: ZipArchive, path: string, baseDirectory: string): Promise<Map<string, Relationship>> {
  const relationships = new Map<string, Relationship>()
  const entry = zip.find(path)
  if (!entry) return relationships
  await streamXmlEntry(zip, entry, {
    open: (tag) => {
      if (!isRelationshipElement(tag, 'Relationship') || attribute(tag, 'TargetMode') === 'External') return
      const id = attribute(tag, 'Id')
      const target = attribute(tag, 'Target')
      if (!id || !target) return
      const type = (attribute(tag, 'Type') ?? '').split('/').pop() ?? ''
      relationships.set(id, { type, target: resolveTarget(baseDirectory, target) })
    },
  })
  return relationships
}

/**
 * The first worksheet in workbook order, skipping chart sheets (they hold no cells) and hidden
 * sheets (the visitor never sees them in Excel); a workbook whose worksheets are all hidden still
 * gives its first one.
 */
function pickFirstWorksheet(zip: ZipArchive, sheets: WorkbookInfo['sheets'], relationships: Map<string, Relationship>): SheetRef {
  const worksheets = sheets.filter((sheet) => relationships.get(sheet.relationshipId)?.type === 'worksheet')
  const chosen = worksheets.find((sheet) => sheet.state === 'visible') ?? worksheets[0]
  if (!chosen) {
    throw new FileRejectedError(
      'no_sheet',
      'The workbook has no worksheet to read. Add your list to a worksheet (not a chart sheet) and upload it again.',
    )
  }
  const target = relationships.get(chosen.relationshipId)?.target ?? ''
  const entry = zip.find(target)
  if (!entry) throw corruptWorkbook(`the part of sheet "${chosen.name}" is missing`)
  return { name: chosen.name, entry }
}

function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash === -1 ? '' : path.slice(0, slash + 1)
}

function relationshipsPathFor(partPath: string): string {
  const slash = partPath.lastIndexOf('/')
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`
}

/** Resolves a relationship target against the source part's directory ("/x" is from the root). */
export function resolveTarget(baseDirectory: string, target: string): string {
  let decoded = target
  try {
    decoded = decodeURIComponent(target)
  } catch {
    // Not percent-encoded after all: use as is.
  }
  const joined = decoded.startsWith('/') ? decoded.slice(1) : baseDirectory + decoded
  const segments: string[] = []
  for (const segment of joined.split('/')) {
    if (segment === '..') segments.pop()
    else if (segment !== '.' && segment !== '') segments.push(segment)
  }
  return segments.join('/')
}
