// The names of a card's physical copies ("action.aard#3"), for a game whose state still holds its cards as
// words rather than numbers (the Old World's hands, decks and pools). Each name is made once for every game
// played with the content, so each game's copies are the very strings its catalogue's caches were filled with,
// and finding one in a map, a set or a hand compares it by identity instead of character by character. That
// is a speed matter, so it is the kernel's and not the rules'; it goes once the state holds card numbers.

export class CopyNames {
  private readonly byCard = new Map<string, string[]>();

  /** the name of copy `n` of card `id` */
  name(id: string, n: number): string {
    let names = this.byCard.get(id);
    if (!names) this.byCard.set(id, (names = []));
    return names[n] ?? (names[n] = `${id}#${n}`);
  }
}
