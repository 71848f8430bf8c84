/**
 * Jobs ordered by deadline (earliest first), ties in arrival order. Narration chunks carry the
 * moment their audio will be needed, so a new listener's first words overtake the tail of a
 * narration that is already playing, instead of waiting behind it.
 */
export class DeadlineQueue<T extends { deadline: number }> {
  private readonly items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    // Queues hold a few dozen chunks at most, so a linear scan from the back is enough.
    let index = this.items.length;
    while (index > 0 && this.items[index - 1]!.deadline > item.deadline) index--;
    this.items.splice(index, 0, item);
  }

  /** The job with the earliest deadline, left in the queue. */
  peek(): T | undefined {
    return this.items[0];
  }

  shift(): T | undefined {
    return this.items.shift();
  }

  remove(item: T): boolean {
    const index = this.items.indexOf(item);
    if (index < 0) return false;
    this.items.splice(index, 1);
    return true;
  }

  /** Empties the queue and returns what it held. */
  clear(): T[] {
    return this.items.splice(0, this.items.length);
  }
}
