/**
 * Excel writes characters that XML cannot carry (and some it can, like CR) as `_xHHHH_`; a literal
 * "_x0041_" in a cell is itself escaped as "_x005F_x0041_". Decoding left to right handles both.
 */
export function decodeExcelEscapes(text: string): string {
  if (!text.includes('_x')) return text
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/**
 * Collects the text of a string item (`<si>` or `<is>`): plain `<t>` or rich-text runs `<r><t>`,
 * concatenated, while phonetic guides (`<rPh>`, furigana) are left out as Excel does in the cell.
 * Stops collecting past `cap` characters: the cell will be truncated anyway.
 */
export class StringItemCollector {
  private parts: string[] = []
  private length = 0
  private inText = false
  private phoneticDepth = 0

  constructor(private readonly cap: number) {}

  reset(): void {
    this.parts = []
    this.length = 0
    this.inText = false
    this.phoneticDepth = 0
  }

  openElement(localName: string): void {
    if (localName === 'rPh') this.phoneticDepth++
    else if (localName === 't' && this.phoneticDepth === 0) this.inText = true
  }

  closeElement(localName: string): void {
    if (localName === 'rPh') this.phoneticDepth--
    else if (localName === 't') this.inText = false
  }

  text(text: string): void {
    if (!this.inText || this.length > this.cap) return
    this.parts.push(text)
    this.length += text.length
  }

  value(): string {
    return decodeExcelEscapes(this.parts.length === 1 ? (this.parts[0] as string) : this.parts.join(''))
  }
}

/** Characters kept while collecting a cell: enough for `maxCellChars` even if every character
 * arrived as a 7-character `_xHHHH_` escape. */
export function collectionCap(maxCellChars: number): number {
  return maxCellChars * 7 + 16
}
