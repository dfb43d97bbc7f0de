// The runtime as the previews use it: each game's content linked from the
// checked program by the interpreter (its module's `link.interpreted`), so the
// previews follow every keystroke, and the game that offers a preview.
import type { AnyGameModule } from "../../core/game.ts";
import type { ProgramIR } from "../../core/ir.ts";
import { type GamePreview, type PreviewPlay, type ReplayedPlay, stagedPlay } from "../../core/preview.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { type Said, SaidError } from "../said.ts";
import { PreviewRunner } from "./preview-session.ts";

/**
 * The content, or why it cannot be played: `said` is the sentence of the editor's catalogue the page shows
 * (editor.ftl, `editor-content-*`), `error` the same sentence in English, as the CLI and the tests read it.
 */
export type ContentResult<C> = { content: C; error: null; said: null } | { content: null; error: string; said: Said };

/** why the content cannot be played, in the catalogue's words and in English (the two say the same) */
function cannot(said: Said, english: string): ContentResult<never> {
  return { content: null, error: english, said };
}

/** the module that registered this preview: the game it plays */
export function gameOf(games: GameRegistry, preview: GamePreview<never, never>): AnyGameModule {
  const module = games.all().find((m) => Object.values(m.previews ?? {}).includes(preview));
  if (!module) throw new Error("no registered game offers this preview");
  return module;
}

const cache = new WeakMap<ProgramIR, Map<string, ContentResult<unknown>>>();

/** One game's content of a program, or why it cannot be built yet. Cached per check. */
export function gameContent(module: AnyGameModule, program: ProgramIR | null): ContentResult<unknown> {
  if (!program) return cannot({ id: "editor-not-checked" }, "The content has not been checked yet.");
  const id = module.meta.id;
  let byGame = cache.get(program);
  if (!byGame) cache.set(program, (byGame = new Map()));
  const hit = byGame.get(id);
  if (hit) return hit;
  const sets = program.sets.filter((s) => s.game === id);
  let result: ContentResult<unknown>;
  if (!module.link)
    result = cannot({ id: "editor-content-not-played", args: { game: module.meta.displayName } }, `${module.meta.displayName} is checked, not played.`);
  else if (sets.length === 0)
    result = cannot({ id: "editor-content-no-sets", args: { game: module.meta.shortName } }, `No ${module.meta.shortName} sets in content/.`);
  else {
    const link = module.link;
    try {
      result = {
        content: link.combine(
          sets,
          sets.map((s) => link.linkSet(s, link.interpreted)),
        ),
        error: null,
        said: null,
      };
    } catch (e) {
      // the linker's own sentence, as the CLI prints it: it names the card and the field
      const reason = (e as Error).message;
      result = cannot({ id: "editor-content-cannot-play", args: { reason } }, `The content cannot be played yet: ${reason}`);
    }
  }
  byGame.set(id, result);
  return result;
}

/** the content a preview plays on: its game's, linked from the program */
export function previewContent<C>(games: GameRegistry, preview: GamePreview<C, never>, program: ProgramIR | null): ContentResult<C> {
  // the module registered this preview over its own content type, which its link builds
  return gameContent(gameOf(games, preview), program) as ContentResult<C>;
}

/**
 * A runner of `preview` on its game's content of each check. `prepare` turns what the page picked into the
 * preview's setup, throwing a sentence when the content lacks it. `games` is read when a try starts: the page's
 * entry point hands the registry in.
 */
export function previewRunner<C, S, P extends PreviewPlay, Picked>(
  games: () => GameRegistry,
  preview: GamePreview<C, S, P>,
  prepare: (content: C, picked: Picked) => S,
): PreviewRunner<Picked, P> {
  return new PreviewRunner((program, picked: Picked) => {
    const found = previewContent(games(), preview, program);
    if (found.said !== null) throw new SaidError(found.said, found.error);
    return preview.start(found.content, prepare(found.content, picked));
  });
}

/** what the play preview opens a scenario on: its game and the situation its `given` stages */
export interface SituationSetup {
  game: string;
  situation: Record<string, unknown>;
}

/**
 * A runner of a scenario's situation: staged by its game's staging (GameModule.staging) on the game's content of
 * each check, then played on from there, stepping back by the game's snapshots where it has them.
 */
export function situationRunner(games: () => GameRegistry): PreviewRunner<SituationSetup, ReplayedPlay<unknown>> {
  return new PreviewRunner((program, setup: SituationSetup) => {
    const module = games().get(setup.game);
    const found = gameContent(module, program);
    if (found.said !== null) throw new SaidError(found.said, found.error);
    if (!module.staging)
      throw new SaidError(
        { id: "editor-situation-not-staged", args: { game: module.meta.displayName } },
        `${module.meta.displayName} cannot stage a situation.`,
      );
    // a bad situation throws the staging's StageError, which names each problem: the page says it
    return stagedPlay(module.staging.stage(found.content, setup.situation), module.runtime?.snapshots);
  });
}
