import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no type declarations; tests use only its documented constructor
import Provider from 'oidc-provider';

/**
 * People the test provider knows, by login name: their email and whether it is verified (absent: the
 * claim is left out); `idToken` makes the ID token say otherwise than the userinfo endpoint.
 */
export type TestAccounts = Record<
  string,
  { email: string; emailVerified?: boolean; idToken?: { email: string; emailVerified?: boolean } }
>;

/**
 * A real OpenID provider (oidc-provider) on a free local port, with its development login form.
 * Only tests use it; `redirectUris` are the app's `/api/auth/{partner}/return` addresses.
 */
export async function startTestProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: TestAccounts;
}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, id: string) => {
      const account = options.accounts[id];
      return {
        accountId: id,
        claims: (use: string) => {
          const said = use === 'id_token' && account?.idToken ? account.idToken : account;
          // No `emailVerified` leaves the claim out, as some providers do.
          return { sub: id, name: id, email: said?.email, email_verified: said?.emailVerified };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
    // The ID token carries the email claims too (not only the userinfo answer), as many providers do.
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Walks the provider's login and consent forms like a browser (cookies kept, redirects followed by
 * hand) until it redirects to the app; returns that address.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, appBase: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let form: Record<string, string> | null = null;
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(appBase)) return next;
      url = next.href;
      form = null;
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`provider page without a form: ${response.status} ${html.slice(0, 200)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    form = html.includes('name="login"') ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' };
  }
  throw new Error('the provider never sent the browser back');
}
