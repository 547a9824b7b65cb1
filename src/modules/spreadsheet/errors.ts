import { formatBytes, formatCount, type UploadLimits } from './limits'

export type FileRejectionCode =
  | 'unsupported_type'
  | 'empty'
  | 'too_large'
  | 'too_many_rows'
  | 'too_many_columns'
  | 'not_text'
  | 'not_xlsx'
  | 'encrypted'
  | 'corrupt'
  | 'zip_bomb'
  | 'no_sheet'

/** An upload we refuse. `message` is shown to the visitor as is: plain English, saying what is
 * wrong and what to do about it. */
export class FileRejectedError extends Error {
  constructor(
    readonly code: FileRejectionCode,
    message: string,
  ) {
    super(message)
    this.name = 'FileRejectedError'
  }
}

/** The limit messages are built in one place so they always name the limit the same way. */
export function tooManyRows(limits: UploadLimits): FileRejectedError {
  return new FileRejectedError(
    'too_many_rows',
    `The file has more than ${formatCount(limits.maxRows)} rows. Split it into smaller files and upload them one by one.`,
  )
}

export function tooManyColumns(limits: UploadLimits): FileRejectedError {
  return new FileRejectedError(
    'too_many_columns',
    `The file has more than ${formatCount(limits.maxColumns)} columns. Remove the columns you don't need and upload it again.`,
  )
}

export function tooLarge(limits: UploadLimits): FileRejectedError {
  return new FileRejectedError(
    'too_large',
    `The file is larger than ${formatBytes(limits.maxFileBytes)}. Split it into smaller files and upload them one by one.`,
  )
}

export function corruptWorkbook(detail: string): FileRejectedError {
  return new FileRejectedError(
    'corrupt',
    `The workbook is damaged and can't be read (${detail}). Open it in Excel, save it again as .xlsx and upload it again.`,
  )
}

export function notXlsx(detail: string): FileRejectedError {
  return new FileRejectedError(
    'not_xlsx',
    `This file is not an Excel workbook: ${detail}. Open it in Excel and save it as an Excel Workbook (.xlsx), or save your list as CSV, and upload it again.`,
  )
}
