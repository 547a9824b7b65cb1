import Link from 'next/link'

export function Logo({ href, name, tone = 'dark' }: { href: string; name: string; tone?: 'dark' | 'light' }) {
  return (
    <Link href={href} className={`logo logo--${tone}`} aria-label={`${name}, home`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="logo__mark" />
        <path d="M9 21l4-10 4 7 2-4 4 7" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="logo__text">{name}</span>
    </Link>
  )
}
