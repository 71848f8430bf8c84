/** A job a runner could take now, and whose it is (null: the server's own, e.g. the clean-up). */
export interface Candidate {
  id: string;
  account?: string | null;
}

export interface FairShare {
  /** Jobs each account has running now, in every runner. */
  running: ReadonlyMap<string | null, number>;
  /** When this runner last started a job of each account (never: not in the map). */
  lastServed: ReadonlyMap<string | null, number>;
  /** Jobs one account may run at once; the server's own jobs are not held to it. */
  perAccount: number;
}

const key = (candidate: Candidate) => candidate.account ?? null;

/**
 * Round-robin between accounts: among the accounts under their limit, the one with the fewest jobs
 * running goes first, then the one served longest ago, and within an account its oldest job
 * (candidates come oldest first). One account's dozen queued batches thus take one slot, not all.
 */
export function pickFairly<C extends Candidate>(candidates: readonly C[], share: FairShare): C | undefined {
  let best: C | undefined;
  let bestRank: [number, number] | undefined;
  const seen = new Set<string | null>();
  for (const candidate of candidates) {
    const account = key(candidate);
    if (seen.has(account)) continue; // only an account's oldest job competes
    seen.add(account);
    const running = share.running.get(account) ?? 0;
    if (account !== null && running >= share.perAccount) continue;
    const rank: [number, number] = [running, share.lastServed.get(account) ?? -1];
    if (!bestRank || rank[0] < bestRank[0] || (rank[0] === bestRank[0] && rank[1] < bestRank[1])) {
      best = candidate;
      bestRank = rank;
    }
  }
  return best;
}

/**
 * Whether a running job of `account` should hand its slot back at its next step: some other account
 * waits with fewer jobs running than this one has, and every slot is taken.
 */
export function someoneWaitsLonger(
  account: string | null,
  candidates: readonly Candidate[],
  running: ReadonlyMap<string | null, number>,
): boolean {
  const mine = running.get(account) ?? 0;
  return candidates.some((candidate) => key(candidate) !== account && (running.get(key(candidate)) ?? 0) < mine);
}
