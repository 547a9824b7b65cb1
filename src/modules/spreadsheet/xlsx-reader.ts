import { OLE_SIGNATURE, oleContainerIsEncryptedWorkbook, startsWith } from './binary-signatures'
import { FileRejectedError, notXlsx } from './errors'
import type { UploadLimits } from './limits'
import { TableBuilder } from './table-builder'
import { locateWorkbookParts } from './xlsx-package'
import { readWorksheet } from './xlsx-sheet'
import { readSharedStrings } from './xlsx-shared-strings'
import { readStyles } from './xlsx-styles'
import { ZipArchive } from './zip-reader'

export type WorkbookTable = { rows: string[][]; rowNumbers: number[]; sheetName: string }

const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
] as const

/** Reads the first worksheet of an .xlsx upload into rows. */
export async function readWorkbookFile(bytes: Uint8Array, limits: UploadLimits): Promise<WorkbookTable> {
  if (startsWith(bytes, OLE_SIGNATURE)) throw oleContainerError(bytes)
  if (!ZIP_SIGNATURES.some((signature) => startsWith(bytes, signature))) {
    throw notXlsx('its content is not a zip package, which every .xlsx file is (maybe a CSV or another file renamed to .xlsx)')
  }

  const zip = new ZipArchive(bytes, limits)
  const parts = await locateWorkbookParts(zip)
  const styles = await readStyles(zip, parts.styles)
  const sharedStrings = await readSharedStrings(zip, parts.sharedStrings, limits.maxCellChars)

  const table = new TableBuilder(limits)
  await readWorksheet(zip, parts.sheet.entry, { sharedStrings, styles, date1904: parts.date1904 }, table, limits.maxCellChars)
  return { rows: table.finish('The first sheet of the workbook is empty.'), rowNumbers: table.rowNumbers, sheetName: parts.sheet.name }
}

/** Excel saves password-protected workbooks as an OLE2 container holding the encrypted package;
 * an OLE2 file without that is a binary .xls workbook with the wrong extension. */
function oleContainerError(bytes: Uint8Array): FileRejectedError {
  if (oleContainerIsEncryptedWorkbook(bytes)) {
    return new FileRejectedError(
      'encrypted',
      'This workbook is password-protected. Remove the password in Excel (File › Info › Protect Workbook) and upload it again.',
    )
  }
  return new FileRejectedError(
    'encrypted',
    'This file is an old-style Excel workbook (.xls) or is password-protected. Open it in Excel, remove any password, save it as an Excel Workbook (.xlsx) and upload it again.',
  )
}
