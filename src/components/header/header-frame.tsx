'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { throttle } from '@/lib/throttle'

import { Icon } from '../ui/icon'

/** The header becomes fixed after 35 px of scroll, checked at most every 500 ms. */
export const HEADER_FIXED_AFTER_PX = 35
export const HEADER_SCROLL_THROTTLE_MS = 500

export function HeaderFrame({
  variant,
  logo,
  desktop,
  actions,
  mobile,
  menuLabels,
}: {
  variant: 'default' | 'promotion' | 'payg'
  logo: ReactNode
  desktop: ReactNode
  actions: ReactNode
  mobile: ReactNode | null
  menuLabels: { open: string; close: string; nav: string }
}) {
  const [isFixed, setIsFixed] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)

  useEffect(() => {
    const check = throttle(() => setIsFixed(window.scrollY > HEADER_FIXED_AFTER_PX), HEADER_SCROLL_THROTTLE_MS)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      check.cancel()
      window.removeEventListener('scroll', check)
    }
  }, [])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false)
    document.addEventListener('keydown', onKeyDown)
    document.body.classList.add('no-scroll')
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.classList.remove('no-scroll')
    }
  }, [menuOpen])

  const positionClass = variant === 'payg' ? 'is-absolute' : isFixed ? 'is-fixed' : ''
  return (
    <div className={`site-header-slot ${variant === 'payg' ? '' : 'site-header-slot--reserve'}`}>
      {/* A <div>: the banner landmark is the <header> around this and the top bar (SiteHeader). */}
      <div className={`site-header site-header--${variant} ${positionClass}`} data-testid="site-header">
        <div className="container site-header__inner">
          {logo}
          <nav className="site-header__nav" aria-label={menuLabels.nav}>
            {desktop}
          </nav>
          <div className="site-header__actions">{actions}</div>
          {mobile ? (
            <button
              type="button"
              className="site-header__burger"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? menuLabels.close : menuLabels.open}
              onClick={() => setMenuOpen((value) => !value)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
            </button>
          ) : null}
        </div>
        {mobile ? (
          <div
            id="mobile-menu"
            className="mobile-menu"
            hidden={!menuOpen}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a')) setMenuOpen(false)
            }}
          >
            {/* Rendered only while open: the same links are in the desktop menu's HTML, and a page need
                not build and hydrate a second copy of the navigation that most visitors never open. */}
            {menuOpen ? mobile : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
