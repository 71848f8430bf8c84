import type { SectionId, ThemePlan } from './theme-plans';

export interface Candidate {
  text: string;
  words: number;
  claims: string[];
  /** Position in the section's reading order. */
  doc: number;
}

/** A section's rendered sentences: leads are alternatives (one at most), items in the order they earn a place. */
export interface SectionCandidates {
  leads: Candidate[];
  items: Candidate[];
  /** At most this many items (an opening or closing line is one sentence). */
  max?: number;
  /** Items must be taken in order: once one is passed over, the rest of the section is too (neighbours, nearest first). */
  ordered?: boolean;
}

export type Sections = Partial<Record<SectionId, SectionCandidates>>;

interface Chosen {
  lead?: Candidate;
  leadDecided: boolean;
  items: Candidate[];
}

/**
 * Picks the sentences of a narration: the opening, the first words about the place and the closing
 * always; then, round after round, each section in the theme's priority earns its next sentences
 * until the target is met. A sentence is skipped if it was used or states a fact already told.
 */
export class SentenceSelection {
  total = 0;
  private readonly texts = new Set<string>();
  private readonly claims = new Set<string>();
  private readonly chosen = new Map<SectionId, Chosen>();
  private cap?: { generic: (id: SectionId, candidate: Candidate) => boolean; max: number; used: number };
  /** The sentences taken that `limit` counts as general, in the order they were taken. */
  readonly fillers: string[] = [];

  constructor(private readonly sections: Sections) {}

  private fits(candidate: Candidate, alongside?: Candidate): boolean {
    if (this.texts.has(candidate.text) || candidate.text === alongside?.text) return false;
    return candidate.claims.every((claim) => !this.claims.has(claim) && !alongside?.claims.includes(claim));
  }

  private take(candidate: Candidate): void {
    this.total += candidate.words;
    this.texts.add(candidate.text);
    candidate.claims.forEach((claim) => this.claims.add(claim));
  }

  private state(id: SectionId): Chosen {
    let state = this.chosen.get(id);
    if (!state) this.chosen.set(id, (state = { leadDecided: false, items: [] }));
    return state;
  }

  /**
   * At most `max` sentences that `generic` says could be said in any town, once the town has facts
   * of its own to tell.
   */
  limit(generic: (id: SectionId, candidate: Candidate) => boolean, max: number): void {
    this.cap = { generic, max, used: 0 };
  }

  /** How many of these sentences of section `id` the limit counts. */
  private generic(id: SectionId, candidates: Array<Candidate | undefined>): number {
    const cap = this.cap;
    return cap ? candidates.filter((c) => c && cap.generic(id, c)).length : 0;
  }

  /** Whether these sentences of section `id` stay within the limit. */
  private allowed(id: SectionId, candidates: Array<Candidate | undefined>): boolean {
    return !this.cap || this.cap.used + this.generic(id, candidates) <= this.cap.max;
  }

  private count(id: SectionId, candidates: Array<Candidate | undefined>): void {
    const cap = this.cap;
    if (!cap) return;
    const generic = candidates.filter((c): c is Candidate => !!c && cap.generic(id, c));
    cap.used += generic.length;
    this.fillers.push(...generic.map((c) => c.text));
  }

  /** Adds a section's lead now (a fixed part of every narration of the theme). */
  forceLead(id: SectionId): void {
    const state = this.state(id);
    if (state.leadDecided) return;
    const lead = this.sections[id]?.leads.find((l) => this.fits(l) && this.allowed(id, [l]));
    state.leadDecided = true;
    state.lead = lead;
    if (lead) {
      this.take(lead);
      this.count(id, [lead]);
    }
  }

  /** The words an item would add with its section's lead, or null when it cannot be added. */
  private cost(id: SectionId, item: Candidate): { words: number; lead?: Candidate } | null {
    const bank = this.sections[id];
    const state = this.state(id);
    if (!bank || (bank.max !== undefined && state.items.length >= bank.max) || !this.fits(item)) return null;
    // A lead the limit would refuse is left out rather than the item: the item is what the story needs.
    const lead = state.leadDecided
      ? undefined
      : bank.leads.find((l) => this.fits(l, item) && this.allowed(id, [item, l]));
    if (!this.allowed(id, [item, lead])) return null;
    return { words: item.words + (lead?.words ?? 0), lead };
  }

  /** Adds an item (with its section's lead, the first time) unless it breaks `limit` words. */
  add(id: SectionId, item: Candidate, limit = Infinity): boolean {
    const cost = this.cost(id, item);
    if (!cost || this.total + cost.words > limit) return false;
    const { lead } = cost;
    const state = this.state(id);
    if (!state.leadDecided) {
      state.leadDecided = true;
      state.lead = lead;
      if (lead) this.take(lead);
    }
    state.items.push(item);
    this.take(item);
    this.count(id, [item, lead]);
    return true;
  }

  /**
   * Fills towards `target` words: first every sentence that still fits, in priority order; then, if
   * the gap is still wide, the one sentence that lands closest to the target, even a little over.
   */
  fill(plan: ThemePlan, target: number): void {
    const entries = [...queue(plan, this.sections)];
    const closed = new Set<SectionId>();
    for (const [id, item] of entries) {
      if (this.total >= target * 0.99) return;
      if (closed.has(id)) continue;
      const fitsTarget = (this.cost(id, item)?.words ?? 0) + this.total <= target;
      if (!this.add(id, item, target) && !fitsTarget && this.sections[id]?.ordered) closed.add(id);
    }
    let best: [SectionId, Candidate] | undefined;
    let bestGap = target - this.total;
    for (const [id, item] of entries) {
      if (closed.has(id) && !this.isNext(id, item)) continue;
      const cost = this.cost(id, item);
      const gap = cost ? Math.abs(this.total + cost.words - target) : Infinity;
      if (gap < bestGap) [best, bestGap] = [[id, item], gap];
    }
    if (best) this.add(best[0], best[1]);
  }

  /** Whether `item` is the first of its section not yet taken. */
  private isNext(id: SectionId, item: Candidate): boolean {
    const taken = this.chosen.get(id)?.items ?? [];
    return this.sections[id]?.items.find((c) => !taken.includes(c)) === item;
  }

  sentences(id: SectionId): string[] {
    const state = this.chosen.get(id);
    if (!state) return [];
    const items = [...state.items].sort((a, b) => a.doc - b.doc);
    return [...(state.lead ? [state.lead] : []), ...items].map((c) => c.text);
  }

  usedClaims(): ReadonlySet<string> {
    return this.claims;
  }
}

function* queue(plan: ThemePlan, sections: Sections): Generator<[SectionId, Candidate]> {
  for (let round = 0; ; round++) {
    let any = false;
    for (const [id, perRound] of plan.priority) {
      const items = sections[id]?.items ?? [];
      for (let k = 0; k < perRound; k++) {
        const item = items[round * perRound + k];
        if (item) {
          any = true;
          yield [id, item];
        }
      }
    }
    if (!any) return;
  }
}
