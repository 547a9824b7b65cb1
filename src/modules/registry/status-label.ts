/** Status as shown in results: capitalised words, or 'Unactive' when the registry gives none. */
export function statusLabel(status: string | null | undefined): string {
  const words = status?.replace(/_/g, ' ').trim()
  if (!words) return 'Unactive'
  return words[0]!.toUpperCase() + words.slice(1)
}
