// Rules text, display names and what a player reads while playing, per locale,
// for the previews: the shared compiler/i18n/card-text over the store's open
// copies of the catalogues.
import type { Game, ProgramIR } from "../../core/ir.ts";
import { catalogueFor, type Docs } from "../../compiler/i18n/card-text.ts";
import type { GameWords } from "../../core/game.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { GameText } from "../../compiler/i18n/game-text.ts";
import type { Locale } from "../state/store.ts";
export { cardText, catalogueFor, liveCatalogues, type CardText } from "../../compiler/i18n/card-text.ts";

/** What a player of `game` reads while playing (prompts, options, log lines, card labels) in a locale, from the catalogues being edited. */
export function gameText(
  games: GameRegistry<GameWords>,
  game: Game,
  docs: Docs,
  program: ProgramIR | null,
  locale: Locale,
  heroGender: (hero: string) => string | undefined = () => undefined,
): GameText {
  return new GameText(game, catalogueFor(games, docs, program, locale).cat, { heroGender });
}
