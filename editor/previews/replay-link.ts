// A `?replay=<path>` link, as `grimoire sim` prints it: the page opens on the replay viewer. Kept apart from
// the viewer so the page can ask without loading the viewer's code.

/** the replay file a `?replay=` link names, relative to the project; null when the page was opened without one */
export function linkedReplay(): string | null {
  return new URLSearchParams(location.search).get("replay");
}
