const SOCIAL_LABELS: Record<string, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  facebook: 'Facebook',
  youtube: 'YouTube',
}

/** The global config's social profiles that are set (https only), with their display names. */
export function socialLinks(social: Record<string, unknown> | null | undefined): { network: string; label: string; href: string }[] {
  return Object.entries(social ?? {})
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1].startsWith('https://'))
    .map(([network, href]) => ({ network, label: SOCIAL_LABELS[network] ?? network, href }))
}
