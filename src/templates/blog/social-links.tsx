import type { Author } from '@/payload-types'

const NETWORKS = [
  { field: 'linkedin_link', label: 'LinkedIn' },
  { field: 'twitter_link', label: 'X (Twitter)' },
  { field: 'facebook_link', label: 'Facebook' },
  { field: 'medium_link', label: 'Medium' },
] as const

/** An author's profile links (https only, enforced by the collection). */
export function SocialLinks({ author }: { author: Author }) {
  const links = NETWORKS.flatMap(({ field, label }) => {
    const href = author[field]
    return href && /^https:\/\//.test(href) ? [{ href, label }] : []
  })
  if (!links.length) return null
  return (
    <ul className="social-links" data-testid="author-social">
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} rel="noopener noreferrer me" target="_blank">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
