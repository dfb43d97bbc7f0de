// The whole games (rules, agents, the previews' plays and the content modules' playable parts) are fetched the
// first time a panel that plays opens, not with the page: the card panel and the editor's words need only the
// games' words (games/words.ts), so the first load carries none of the rules.
import { store } from "./store.ts";

let loading: Promise<void> | null = null;

/** the whole games in the store, fetched once; a failed fetch is tried again the next time a panel asks */
export function loadGames(): Promise<void> {
  loading ??= import("../../games/registry.ts").then(
    ({ games }) => {
      store.games = games;
      // the same registry for the words too, so the catalogues the previews and the card panel format are made once
      store.words = games;
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}
