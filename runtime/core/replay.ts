// Replay files for any game: the game's id, the content sets, the options the
// game was started with and every answer given. Same content + options +
// answers = the same game (the seed is one of the options). Each game supplies
// the schema of its options; every field is validated, with a clear error.
import { z, type ZodType } from "zod";
import type { Answer } from "./decision.ts";
import { ContentError } from "./errors.ts";
import type { LogOptions } from "./log.ts";

export const REPLAY_FORMAT = "grimoire-replay";
export const REPLAY_VERSION = 2;

export interface ReplayFile<O = Record<string, unknown>> {
  format: typeof REPLAY_FORMAT;
  version: typeof REPLAY_VERSION;
  /** the game's id in the registry: "adventure", "oldworld" */
  game: string;
  /** the content sets the game was played with */
  sets: string[];
  options: O;
  answers: Answer[];
}

/** what replaying needs of a game */
export interface ReplayRules<C, O, G> {
  id: string;
  /** `log`: how the game treats its event log (a module may ignore it and keep its whole log) */
  createGame(content: C, options: O, log?: LogOptions): G;
  optionsSchema: ZodType<O>;
  contentSets(content: C): string[];
  /** turns an older file of this game (a lower version) into the current shape; absent: older files are refused */
  upgrade?(file: Record<string, unknown>): Record<string, unknown>;
}

interface AnswerableGame {
  readonly pending: unknown;
  answer(a: Answer): void;
  readonly answers: readonly Answer[];
}

const envelope = z.strictObject({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  game: z.string(),
  sets: z.array(z.string()),
  options: z.unknown(),
  answers: z.array(z.array(z.string())),
});

/** "seed: expected an integer; answers.3.0: expected a string" */
export function describeIssues(err: z.ZodError, prefix = ""): string {
  return err.issues
    .map((i) => {
      const path = [prefix, ...i.path.map(String)].filter(Boolean).join(".");
      return path ? `${path}: ${i.message}` : i.message;
    })
    .join("; ");
}

/** parse a replay file's text: JSON, then the envelope (the game's options are checked by `checkReplay`) */
export function readReplayText(text: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ContentError(`a replay file is JSON: ${(err as Error).message}`);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new ContentError("not a replay file: it is not a JSON object");
  return data as Record<string, unknown>;
}

/** the game a replay file names, before it is checked against that game */
export function replayGameId(data: unknown): string {
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new ContentError("not a replay file: it is not an object");
  // a file of some other kind gets the one plain sentence checkReplay gives it
  if ((data as Record<string, unknown>).format !== REPLAY_FORMAT) throw new ContentError(`not a replay file: format must be "${REPLAY_FORMAT}"`);
  const game = (data as Record<string, unknown>).game;
  if (typeof game !== "string") throw new ContentError('not a replay file: "game" must name a game');
  return game;
}

/** check every field of a replay file for a game; older versions of it are upgraded first */
export function checkReplay<C, O, G>(rules: ReplayRules<C, O, G>, data: unknown): ReplayFile<O> {
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new ContentError("not a replay file: it is not an object");
  let raw = data as Record<string, unknown>;
  // a file of some other kind gets one plain sentence, not a list of every field it lacks
  if (raw.format !== REPLAY_FORMAT) throw new ContentError(`not a replay file: format must be "${REPLAY_FORMAT}"`);
  if (raw.format === REPLAY_FORMAT && typeof raw.version === "number" && raw.version < REPLAY_VERSION && rules.upgrade) raw = rules.upgrade(raw);
  const e = envelope.safeParse(raw);
  if (!e.success) throw new ContentError(`not a replay file: ${describeIssues(e.error)}`);
  if (e.data.game !== rules.id) throw new ContentError(`this is a replay of the game "${e.data.game}", not "${rules.id}"`);
  const o = rules.optionsSchema.safeParse(e.data.options);
  if (!o.success) throw new ContentError(`not a replay file: ${describeIssues(o.error, "options")}`);
  return { ...e.data, options: o.data } as ReplayFile<O>;
}

export function saveReplayOf<C, O, G extends AnswerableGame>(rules: ReplayRules<C, O, G>, content: C, options: O, game: G): ReplayFile<O> {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: rules.id,
    sets: rules.contentSets(content),
    options: JSON.parse(JSON.stringify(options)) as O,
    answers: game.answers.map((a) => [...a]),
  };
}

/**
 * play a replay file's answers again on the same content; the game ends where the recording ended. `log`: how
 * the replayed game treats its event log (kept by default)
 */
export function replayWith<C, O, G extends AnswerableGame>(rules: ReplayRules<C, O, G>, content: C, data: unknown, log?: LogOptions): G {
  const file = checkReplay(rules, data);
  const sets = rules.contentSets(content);
  if (JSON.stringify(sets) !== JSON.stringify(file.sets))
    throw new ContentError(`the replay was recorded with content sets [${file.sets.join(", ")}], this content has [${sets.join(", ")}]`);
  const game = rules.createGame(content, file.options, log);
  file.answers.forEach((a, i) => {
    if (!game.pending) throw new ContentError(`the replay has ${file.answers.length - i} answers left after the game ended`);
    game.answer(a);
  });
  return game;
}
