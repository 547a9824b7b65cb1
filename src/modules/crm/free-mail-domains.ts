/**
 * Consumer mailbox providers: an address at one of these is not a business e-mail. Maintained
 * here, in one list shared by every form that asks for a work e-mail (server and browser).
 * Sub-domains count too (mail.yahoo.co.uk is caught by yahoo.co.uk).
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  // Global
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'passport.com',
  'yahoo.com', 'ymail.com', 'rocketmail.com', 'aol.com', 'aim.com', 'icloud.com', 'me.com', 'mac.com',
  'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me', 'tutanota.com', 'tutanota.de', 'tuta.io', 'tutamail.com',
  'zoho.com', 'zohomail.com', 'zohomail.eu', 'mail.com', 'email.com', 'gmx.com', 'gmx.net', 'gmx.de', 'gmx.at', 'gmx.ch',
  'gmx.fr', 'gmx.es', 'gmx.co.uk', 'yandex.com', 'yandex.ru', 'ya.ru', 'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru',
  'fastmail.com', 'fastmail.fm', 'hushmail.com', 'hey.com', 'duck.com', 'mailfence.com', 'posteo.de', 'posteo.net',
  'runbox.com', 'startmail.com', 'disroot.org', 'riseup.net', 'lavabit.com', 'inbox.com', 'usa.com', 'myself.com',
  'consultant.com', 'post.com', 'europe.com', 'engineer.com', 'techie.com', 'writeme.com', 'iname.com',
  // Country variants of the big providers
  'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.es', 'hotmail.it', 'hotmail.nl', 'hotmail.be', 'hotmail.com.br',
  'hotmail.com.mx', 'hotmail.ca', 'live.co.uk', 'live.fr', 'live.de', 'live.nl', 'live.it', 'live.com.mx', 'live.ca',
  'outlook.fr', 'outlook.de', 'outlook.es', 'outlook.it', 'outlook.co.uk', 'outlook.com.br', 'msn.co.uk',
  'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.es', 'yahoo.it', 'yahoo.ca', 'yahoo.com.au', 'yahoo.com.br', 'yahoo.com.mx',
  'yahoo.com.ar', 'yahoo.co.in', 'yahoo.in', 'yahoo.co.jp', 'yahoo.com.sg', 'yahoo.ie', 'yahoo.nl', 'yahoo.se', 'yahoo.gr',
  'aol.co.uk', 'aol.fr', 'aol.de', 'btinternet.com', 'sky.com', 'virginmedia.com', 'talktalk.net', 'ntlworld.com',
  'blueyonder.co.uk', 'tiscali.co.uk', 'orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr', 'laposte.net', 'neuf.fr',
  'bbox.fr', 'web.de', 't-online.de', 'freenet.de', 'arcor.de', 'online.de', 'libero.it', 'virgilio.it', 'alice.it',
  'tin.it', 'tiscali.it', 'email.it', 'terra.com.br', 'bol.com.br', 'uol.com.br', 'ig.com.br', 'prodigy.net.mx',
  'telefonica.net', 'movistar.es', 'terra.es', 'ziggo.nl', 'kpnmail.nl', 'home.nl', 'planet.nl', 'telenet.be',
  'skynet.be', 'bluewin.ch', 'seznam.cz', 'centrum.cz', 'wp.pl', 'o2.pl', 'onet.pl', 'interia.pl', 'abv.bg',
  'bigpond.com', 'bigpond.net.au', 'optusnet.com.au', 'shaw.ca', 'rogers.com', 'sympatico.ca', 'comcast.net',
  'verizon.net', 'att.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net', 'charter.net', 'earthlink.net', 'juno.com',
  'qq.com', '163.com', '126.com', 'sina.com', 'sohu.com', 'yeah.net', 'aliyun.com', 'rediffmail.com', 'naver.com',
  'hanmail.net', 'daum.net',
  // Disposable
  'mailinator.com', 'guerrillamail.com', 'sharklasers.com', '10minutemail.com', 'temp-mail.org', 'yopmail.com',
  'trashmail.com', 'getnada.com', 'dispostable.com', 'maildrop.cc', 'throwawaymail.com', 'fakeinbox.com',
])
