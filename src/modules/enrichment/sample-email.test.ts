import { describe, expect, it } from 'vitest'

import { outboxSummary, redactAttachments } from '@/modules/outbox'
import { sampleAttachmentName, sampleEmail, sampleErrors } from './sample-email'
import { sampleRowCount } from './sample'

const attachment = {
  filename: 'enrichment-sample-2026-12-07.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  contentBase64: Buffer.from('PK fake workbook').toString('base64'),
}
const input = {
  to: 'dana@acme-industries.com',
  uploadedAt: '2026-12-07T09:30:00.000Z',
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
    expect(message.text.split('\n')[0]).toBe('Hello,')
    expect(message.text).toContain('the list you uploaded on 7 December 2026: its first 10 rows')
    expect(message.text).toContain('Each row starts with its row number in your file')
    expect(message.attachments).toEqual([attachment])
  })

  it('mails nothing the uploader chose: no name, no file name, only facts the site produced', () => {
    // The session's address was typed into the setup form and never proved: whoever typed it
    // chose the contact name and the file name, so neither may reach that mailbox.
    const lure = 'Visit evil.example now'
    const withLures = { ...input, name: lure, fileName: `${lure}.csv` }
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const message = sampleEmail({ ...withLures, lang })
      expect(JSON.stringify({ subject: message.subject, text: message.text })).not.toContain('evil.example')
    }
  })

  it('names the attachment after the upload date', () => {
    expect(sampleAttachmentName('2026-12-07T23:59:00.000Z')).toBe('enrichment-sample-2026-12-07.xlsx')
  })

  it('writes in Spanish with usted, in German, and in English for the other site languages', () => {
    const spanish = sampleEmail({ ...input, lang: 'es' })
    expect(spanish.subject).toBe('Su muestra enriquecida')
    expect(spanish.text.split('\n')[0]).toBe('Hola:')
    expect(spanish.text).toContain('la lista que subió el 7 de diciembre de 2026: sus primeras 10 filas')
    expect(spanish.text).toContain('Si usted no ha pedido esta muestra')
    expect(spanish.text).not.toMatch(/\b(tu|tus|puedes|quieres)\b/)
    const german = sampleEmail({ ...input, lang: 'de' })
    expect(german.subject).toBe('Ihr angereichertes Beispiel')
    expect(german.text.split('\n')[0]).toBe('Guten Tag,')
    expect(german.text).toContain('der Liste, die Sie am 7. Dezember 2026 hochgeladen haben: ihre ersten 10 Zeilen')
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
    expect(redacted.removedAttachments).toEqual([
      { filename: 'enrichment-sample-2026-12-07.xlsx', contentType: attachment.contentType, bytes: 16 },
    ])
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
