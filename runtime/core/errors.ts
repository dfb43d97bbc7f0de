import type { Answer, Decision } from "./decision.ts";

/** An answer that is not one of the decision's options (or the wrong number of them). The game is left as it was. */
export class IllegalAnswerError extends Error {
  readonly decision: Decision;
  readonly answer: unknown;

  constructor(decision: Decision, answer: unknown, reason: string) {
    const keys = decision.options.map((o) => o.key).join(", ");
    super(`illegal answer ${JSON.stringify(answer)} to ${decision.prompt} (${decision.type}, ${decision.who}): ${reason}; options: ${keys}`);
    this.name = "IllegalAnswerError";
    this.decision = decision;
    this.answer = answer;
  }
}

/** The game is over and was asked for another answer. */
export class GameOverError extends Error {
  constructor() {
    super("the game is over: there is no decision to answer");
    this.name = "GameOverError";
  }
}

/** Content or options that cannot start or run a game, with what is wrong. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

/** Every seat asked for is one of the content's `known` (its heroes, witchers, …), or a ContentError listing them: `kind` names one and many. */
export function requireSeats(seats: readonly string[], known: readonly { id: string }[], kind: { one: string; many: string }): void {
  const unknown = seats.filter((id) => !known.some((k) => k.id === id));
  if (unknown.length)
    throw new ContentError(`${unknown.join(", ")}: not a ${kind.one} of this content; its ${kind.many}: ${known.map((k) => k.id).join(", ")}`);
}

export function validateAnswer(decision: Decision, answer: unknown): Answer {
  if (!isListOfKeys(answer)) throw new IllegalAnswerError(decision, answer, "an answer is a list of option keys");
  const min = decision.pick?.min ?? 1;
  const max = decision.pick?.max ?? 1;
  if (answer.length < min || answer.length > max) {
    throw new IllegalAnswerError(decision, answer, min === max ? `pick exactly ${min}` : `pick between ${min} and ${max}`);
  }
  const options = decision.options;
  for (let i = 0; i < answer.length; i++) {
    const k = answer[i];
    let found = false;
    for (let j = 0; j < options.length && !found; j++) found = options[j].key === k;
    if (!found) throw new IllegalAnswerError(decision, answer, `"${k}" is not an option`);
  }
  for (let i = 1; i < answer.length; i++)
    if (answer.lastIndexOf(answer[i], i - 1) >= 0) throw new IllegalAnswerError(decision, answer, "an option is picked twice");
  return answer as Answer;
}

/** every answer given is checked: a loop, no callback made for it */
function isListOfKeys(answer: unknown): answer is string[] {
  if (!Array.isArray(answer)) return false;
  for (let i = 0; i < answer.length; i++) if (typeof answer[i] !== "string") return false;
  return true;
}
