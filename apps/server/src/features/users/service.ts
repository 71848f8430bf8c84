import { TIERS } from '@roamcast/shared/catalog/tiers';
import { nextMonthlyReset } from '@roamcast/shared/logic/limits';
import { voiceSettingsSchema, type User, type UserLimits, type VoiceSettings } from '@roamcast/shared/schemas/user';
import type { UsersRepository } from '../../db/repositories/users';
import { unauthorized } from '../../http/errors';
import { presentUser } from '../../presenters/user';

export function createUsersService(deps: { users: UsersRepository; now?: () => Date }) {
  const { users } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(userId: string) {
    const row = await users.findById(userId);
    // A token whose user was deleted is no longer a session.
    if (!row) throw unauthorized();
    return row;
  }

  return {
    async session(userId: string): Promise<User> {
      return presentUser(await load(userId));
    },

    /** SPEC §3 User limits; the monthly postcard allowance resets on the first of each month. */
    async limits(userId: string): Promise<UserLimits> {
      const row = await load(userId);
      const user = presentUser(row, now());
      const tier = TIERS[user.tier];
      const today = now().toISOString().slice(0, 10);
      let postcardsUsed = row.postcardsThisMonth;
      let resetDate = row.postcardResetDate;
      if (tier.postcardsResetMonthly && (!resetDate || resetDate <= today)) {
        resetDate = nextMonthlyReset(now());
        if (row.postcardResetDate) postcardsUsed = 0;
        await users.resetPostcardMonth(row.id, resetDate);
      }
      return {
        tier: user.tier,
        tours: { current: await users.countTours(row.id), limit: row.toursLimit ?? tier.toursLimit },
        postcards: {
          current: postcardsUsed,
          limit: row.postcardsLimit ?? tier.postcardsLimit,
          resetsMonthly: tier.postcardsResetMonthly,
          resetDate: tier.postcardsResetMonthly ? resetDate : null,
        },
      };
    },

    async updateVoiceSettings(userId: string, patch: Partial<VoiceSettings>): Promise<User> {
      const row = await load(userId);
      const merged = voiceSettingsSchema.parse({ ...presentUser(row).voiceSettings, ...patch });
      await users.updateVoiceSettings(userId, merged);
      return { ...presentUser(row), voiceSettings: merged };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
