import { ACCESS_TOKEN_COOKIE, ACCOUNT_SESSION_COOKIE } from '@/lib/access-token'

import { AREA_TYPES } from './area-routing'

/**
 * Runs while the HTML is parsed, before the first paint: names the screen the query asks for on the
 * root element, so a visit to the login or agent screen starts with the compact hero and without the
 * listing the cached page holds (no layout shift when the screen appears), and a stored access token
 * (a trial's) or account session hides 'Sign Up For Free' before it is painted. The rules mirror
 * readAreaQuery (area-routing.ts; screen-hint.test.ts checks they agree); the area keeps the attribute current afterwards.
 */
export const SCREEN_HINT_SCRIPT = `(function(){var r=document.documentElement,p=new URLSearchParams(location.search),t=p.get('type'),s=p.get('state')&&p.get('code')?'register':p.get('uid')&&p.get('token')&&t!=='confirm-email'?'confirm-password':t;if(s&&s!=='agents'&&${JSON.stringify(AREA_TYPES)}.indexOf(s)>=0)r.setAttribute('data-agents-screen',s);if(/(?:^|;\\s*)(?:${ACCESS_TOKEN_COOKIE}|${ACCOUNT_SESSION_COOKIE})=[^;]/.test(document.cookie))r.setAttribute('data-access-token','')})()`
