import Link from 'next/link'

import type { MenuLink } from '@/modules/content'

/** A plain list of menu links (dropdowns, mobile menu, industry columns). */
export function LinkList({ links }: { links: MenuLink[] }) {
  return (
    <ul className="menu-list">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.title}</Link>
        </li>
      ))}
    </ul>
  )
}
