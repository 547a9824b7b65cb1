import { describe, expect, it } from 'vitest'

import { outboxSummary, redactAttachments } from '@/modules/outbox'
import { sampleEmail, sampleErrors } from './sample-email'
import { sampleRowCount } from './sample'

const attachment = {
  filename: 'prospects-sample.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  contentBase64: Buffer.from('PK fake workbook').toString('base64'),
}
const input = {
  to: 'dana@acme-industries.com',
  name: 'Dana Buyer',
  fileName: 'prospects.csv',
  rows: 10,
  replyTo: 'sales@example.com',
  attachment,
}

describe('sampleEmail', () => {
  it('writes to the visitor in English, replies going to sales, the workbook attached', () => {
    const message = sampleEmail({ ...input, lang: 'en' })
    expect(message.to).toBe('dana@acme-industries.com')
    expect(message.replyTo).toBe('sales@example.com')
    expect(message.subject).toBe('Your enriched sample')
    expect(message.text.split('\n')[0]).toBe('Hello Dana Buyer,')
    expect(message.text).toContain('"prospects.csv": its first 10 rows')
    expect(message.attachments).toEqual([attachment])
  })

  it('writes in Spanish with usted, in German, and in English for the other site languages', () => {
    const spanish = sampleEmail({ ...input, lang: 'es' })
    expect(spanish.subject).toBe('Su muestra enriquecida')
    expect(spanish.text.split('\n')[0]).toBe('Hola, Dana Buyer:')
    expect(spanish.text).toContain('sus primeras 10 filas')
    expect(spanish.text).toContain('Si usted no ha pedido esta muestra')
    expect(spanish.text).not.toMatch(/\b(tu|tus|puedes|quieres)\b/)
    const german = sampleEmail({ ...input, lang: 'de' })
    expect(german.subject).toBe('Ihr angereichertes Beispiel')
    expect(german.text.split('\n')[0]).toBe('Hallo Dana Buyer,')
    expect(german.text).toContain('„prospects.csv“: ihre ersten 10 Zeilen')
    for (const lang of ['fr', 'it', '']) expect(sampleEmail({ ...input, lang }).subject).toBe('Your enriched sample')
  })

  it('speaks of one row in the singular', () => {
    expect(sampleEmail({ ...input, rows: 1, lang: 'en' }).text).toContain('its first row,')
    expect(sampleEmail({ ...input, rows: 1, lang: 'es' }).text).toContain('su primera fila,')
    expect(sampleEmail({ ...input, rows: 1, lang: 'de' }).text).toContain('ihre erste Zeile,')
  })

  it('has every error in each language', () => {
    for (const key of ['notStarted', 'notReady'] as const) {
      expect(sampleErrors('en')[key]).toMatch(/\.$/)
      expect(sampleErrors('es')[key]).not.toBe(sampleErrors('en')[key])
      expect(sampleErrors('de')[key]).not.toBe(sampleErrors('en')[key])
      expect(sampleErrors('fr')[key]).toBe(sampleErrors('en')[key])
    }
  })
})

describe('sampleRowCount', () => {
  it('is the blur threshold, within the rows the results screen receives', () => {
    expect(sampleRowCount(10)).toBe(10)
    expect(sampleRowCount(3.7)).toBe(3)
    expect(sampleRowCount(0)).toBe(0)
    expect(sampleRowCount(-4)).toBe(0)
    expect(sampleRowCount(5000)).toBe(50)
    expect(sampleRowCount(Number.NaN)).toBe(0)
  })
})

describe('the stored sample after sending', () => {
  it('keeps the text and what was attached, but not the bytes', () => {
    const message = sampleEmail({ ...input, lang: 'en' })
    const redacted = redactAttachments(message)
    expect(redacted.attachments).toBeUndefined()
    expect(redacted.removedAttachments).toEqual([{ filename: 'prospects-sample.xlsx', contentType: attachment.contentType, bytes: 16 }])
    expect(redacted.text).toBe(message.text)
    expect(JSON.stringify(redacted)).not.toContain(attachment.contentBase64)
    // Redacting twice keeps the record of what was removed.
    expect(redactAttachments(redacted).removedAttachments).toEqual(redacted.removedAttachments)
  })

  it('is listed in the admin with its recipient', () => {
    expect(outboxSummary({ kind: 'enrichment_sample', message: sampleEmail({ ...input, lang: 'en' }) })).toBe(
      'Your enriched sample → dana@acme-industries.com',
    )
  })
})
