// What `npm run operator` does (operator-cli.ts runs it): operator rights given on the server,
// by whoever can run commands there, rather than by signing up with an address (issue 23).
import type { Db } from '../../db/database';
import { createOperatorGrants } from './operator-grants';

const USAGE = 'Usage: npm run operator -- grant <email> | revoke <email> | list';

/** Runs one command against `db`; returns the lines to print and the exit code. */
export async function runOperatorCommand(db: Db, args: string[]): Promise<{ lines: string[]; code: number }> {
  const grants = createOperatorGrants(db);
  const [command, email] = args;
  if (command === 'list' && !email) {
    const rows = await grants.list();
    return {
      lines: rows.length
        ? rows.map((row) => `${row.email}\t${row.userId}\tsince ${row.grantedAt}`)
        : ['No operators granted.'],
      code: 0,
    };
  }
  if ((command === 'grant' || command === 'revoke') && email) {
    if (command === 'revoke') {
      const revoked = await grants.revoke(email);
      return {
        lines: [revoked ? `Revoked operator rights of ${email}.` : `${email} had no operator rights.`],
        code: revoked ? 0 : 1,
      };
    }
    const granted = await grants.grant(email);
    if (!granted)
      return { lines: [`No account uses ${email}: the person signs up first, then run this again.`], code: 1 };
    return {
      lines: [
        `Granted operator rights to ${granted.email} (account ${granted.userId}).`,
        // Shown so whoever runs this can tell the right person's account from someone else's sign-up.
        `The account was opened ${granted.createdAt} by ${granted.authMethod} sign-in${granted.hasPassword ? ', with a password' : ''}.`,
      ],
      code: 0,
    };
  }
  return { lines: [USAGE], code: 2 };
}
