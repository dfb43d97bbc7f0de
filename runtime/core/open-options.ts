// The options of a fixed list offered as far as its items are open now: a hero sheet's actions, its woundable
// spaces. They are asked every turn and open in a handful of combinations, so each combination's options are
// made once and kept, by the list (content, never changed while games run) and a bit an open item.
import type { ChoiceOption } from "./decision.ts";

/** a bit an item: past this many, a combination is not kept but made each time */
const MOST_KEPT = 30;

export class OpenOptions<T> {
  private readonly made = new WeakMap<readonly T[], (readonly ChoiceOption[] | undefined)[]>();
  /** `made`'s entry read last, and its list */
  private lastItems: readonly T[] | null = null;
  private lastMade: (readonly ChoiceOption[] | undefined)[] | null = null;

  /** `option`: an item's option, the same for an item every time (the options are kept) */
  constructor(private readonly option: (item: T) => ChoiceOption) {}

  /** the options of the open items, in the list's order */
  of(items: readonly T[], isOpen: (item: T) => boolean): readonly ChoiceOption[] {
    if (items.length > MOST_KEPT) return items.filter(isOpen).map(this.option);
    let open = 0;
    for (let i = 0; i < items.length; i++) if (isOpen(items[i])) open |= 1 << i;
    // the list asked last (the same hero's sheet, most often) without the weak map's look-up
    let byCombination = items === this.lastItems ? this.lastMade! : this.made.get(items);
    if (!byCombination) this.made.set(items, (byCombination = []));
    this.lastItems = items;
    this.lastMade = byCombination;
    return (byCombination[open] ??= this.optionsOf(items, open));
  }

  /**
   * The options of the items whose bits are set in `open`. Made by push: map() makes a holey list when
   * optimised and a packed one when not, and code that reads the kept lists is optimised again on meeting the other.
   */
  private optionsOf(items: readonly T[], open: number): ChoiceOption[] {
    const out: ChoiceOption[] = [];
    for (let i = 0; i < items.length; i++) if (open & (1 << i)) out.push(this.option(items[i]));
    return out;
  }
}
