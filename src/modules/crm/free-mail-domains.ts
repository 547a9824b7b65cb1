import providerDomains from 'email-providers/all.json'

/**
 * Consumer and disposable mailbox domains: an address at one of these is not a business e-mail.
 * The maintained list of the `email-providers` package (updated with each release), plus the
 * providers and disposable services it does not list yet. Sub-domains count too (mail.yahoo.co.uk
 * is caught by yahoo.co.uk). The browser loads this module only when a form checks an address.
 */
const ADDITIONS = [
  'passport.com', 'tutanota.com', 'tutanota.de', 'tuta.io', 'tutamail.com', 'zohomail.com', 'zohomail.eu', 'gmx.ch',
  'gmx.es', 'gmx.co.uk', 'fastmail.com', 'duck.com', 'mailfence.com', 'posteo.de', 'posteo.net', 'startmail.com',
  'disroot.org', 'riseup.net', 'outlook.co.uk', 'yahoo.nl', 'aol.fr', 'aol.de', 'bbox.fr', 'telefonica.net', 'movistar.es',
  'ziggo.nl', 'sohu.com',
  // Disposable
  'mailinator.com', 'guerrillamail.com', 'sharklasers.com', '10minutemail.com', 'temp-mail.org', 'yopmail.com',
  'trashmail.com', 'getnada.com', 'dispostable.com', 'maildrop.cc', 'throwawaymail.com', 'fakeinbox.com',
]

/**
 * Public suffixes the package lists as providers. Companies register their own domains under them
 * (empresa.com.ar, firma.org.ua), and sub-domains count, so they must not be on the list.
 */
const PUBLIC_SUFFIXES = new Set(['com.ar', 'net.ua', 'org.ua', 'zp.ua', 'nom.za', 'web.id'])

export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set(
  [...(providerDomains as string[]), ...ADDITIONS].filter((domain) => !PUBLIC_SUFFIXES.has(domain)),
)
