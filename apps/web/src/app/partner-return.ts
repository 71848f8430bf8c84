import { exchangePartnerCode, PARTNER_ID } from '../lib/auth/partner';
import { storeSignIn } from '../lib/auth/tokens';

type Place = Pick<Location, 'search' | 'pathname' | 'hash' | 'reload' | 'assign'>;
type Navigation = Pick<History, 'replaceState'>;

/**
 * Return from partner sign-in (SPEC §2): ?auth=true&source={partner}&token=... on any page. The token
 * is a one-time code: the query leaves the address (and history) at once, the code is exchanged for
 * the session, and the page reloads. A refused code goes to /auth/callback to say so.
 * Returns true when it has taken over the page.
 */
export function consumePartnerReturn(location: Place = window.location, history: Navigation = window.history): boolean {
  const params = new URLSearchParams(location.search);
  const code = params.get('token');
  const source = params.get('source');
  if (params.get('auth') !== 'true' || !code || source?.toLowerCase() !== PARTNER_ID) return false;
  history.replaceState(null, '', `${location.pathname}${location.hash}`);
  void exchangePartnerCode(code).then(
    (result) => {
      storeSignIn(result);
      location.reload();
    },
    () => location.assign('/auth/callback?error=partner_code'),
  );
  return true;
}
