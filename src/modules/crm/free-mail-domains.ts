import providerDomains from 'email-providers/all.json' with { type: 'json' }
import { parse } from 'tldts'

/**
 * Consumer and disposable mailbox domains: an address at one of these is not a business e-mail.
 * The maintained list of the `email-providers` package (updated with each release), plus the
 * providers and disposable services it does not list yet. Sub-domains count too (mail.yahoo.co.uk
 * is caught by yahoo.co.uk).
 */
const ADDITIONS = [
  'passport.com',
  'tutanota.com',
  'tutanota.de',
  'tuta.io',
  'tutamail.com',
  'zohomail.com',
  'zohomail.eu',
  'gmx.ch',
  'gmx.es',
  'gmx.co.uk',
  'fastmail.com',
  'duck.com',
  'mailfence.com',
  'posteo.de',
  'posteo.net',
  'startmail.com',
  'disroot.org',
  'riseup.net',
  'outlook.co.uk',
  'yahoo.nl',
  'aol.fr',
  'aol.de',
  'bbox.fr',
  'telefonica.net',
  'movistar.es',
  'ziggo.nl',
  'sohu.com',
  // Disposable
  'mailinator.com',
  'guerrillamail.com',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'throwawaymail.com',
  'fakeinbox.com',
]

/**
 * An entry that is itself a public suffix (msk.ru, za.com, com.ar: ICANN and private sections of
 * the Public Suffix List, as tldts ships it) is a namespace in which companies register their own
 * domains, and sub-domains count, so such entries would refuse firma.spb.ru or acme.za.com.
 */
function isPublicSuffix(domain: string): boolean {
  return parse(domain, { allowPrivateDomains: true }).publicSuffix === domain
}

let domains: ReadonlySet<string> | null = null

/**
 * The set, built on the first check rather than when the module loads: filtering some 5,000 domains
 * through the suffix list takes a long task (160 ms on Lighthouse's mobile CPU) that every page with a
 * lead form would otherwise pay while it loads, before anyone has typed an address.
 */
export function freeMailDomains(): ReadonlySet<string> {
  domains ??= new Set([...(providerDomains as string[]), ...ADDITIONS].filter((domain) => !isPublicSuffix(domain)))
  return domains
}
