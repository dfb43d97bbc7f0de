// The one registry of diagnostic codes. Every diagnostic the front end emits
// is created through `diagnostic()` with a code from here; docs/diagnostics.md
// is generated from this list and a test demands an invalid example file for
// every code.

import { SCENARIO_DECISION_LIMIT } from "../scenario.ts";
import type { Diagnostic, Fix, RelatedLocation, Severity, SourceRange } from "./types.ts";

export interface CodeInfo {
  code: string;
  severity: Severity;
  title: string;
  explanation: string;
  /** a small .grim text that produces it */
  example: string;
}

const h = "game adventure\nset base\n";

export const registry: CodeInfo[] = [
  // GRM1xxx: characters, tokens, structure
  {
    code: "GRM1001",
    severity: "error",
    title: "Unexpected character",
    explanation:
      "The file contains a character that is not part of the language (only letters, digits, `_`, quotes, `{ } : ; , -> + - ..` and `#` comments are).",
    example: `${h}monster Fleder @ { sword 4 }`,
  },
  {
    code: "GRM1002",
    severity: "error",
    title: "Unterminated text",
    explanation: 'A quoted text was not closed with `"` before the end of the line.',
    example: `${h}monster Fleder "Fleder { sword 4 }`,
  },
  {
    code: "GRM1003",
    severity: "error",
    title: "Invalid UTF-8",
    explanation: "The file is not valid UTF-8; the byte shown cannot start or continue a character. Save the file as UTF-8.",
    example: "game adventure\\nset base\\nlocation Du\\xE9nCanell { heart }   (a Latin-1 byte)",
  },
  {
    code: "GRM1004",
    severity: "error",
    title: "Syntax error",
    explanation: "The words or punctuation here do not fit the shape of a clause (for example a `:` or `->` with nothing before it).",
    example: `${h}enemy Bandits { sword 3; failed shield: spend 1 gold -> }`,
  },
  {
    code: "GRM1005",
    severity: "error",
    title: "Unclosed block",
    explanation: "A `{` has no matching `}` before the end of the file.",
    example: `${h}monster Fleder {\n  sword 4\n`,
  },
  { code: "GRM1006", severity: "error", title: "Unmatched closing brace", explanation: "A `}` closes nothing.", example: `${h}monster Fleder { sword 4 } }` },
  {
    code: "GRM1007",
    severity: "error",
    title: "Blocks nested too deeply",
    explanation: "Blocks may be nested at most 32 deep; deeper blocks are ignored.",
    example: `${h}foulfate X { effect: { { { … 40 levels … } } } }`,
  },
  {
    code: "GRM1008",
    severity: "error",
    title: "Too many errors",
    explanation: "The file has so many problems that only the first 200 are reported.",
    example: "(binary data)",
  },
  {
    code: "GRM1009",
    severity: "error",
    title: "Clauses nested too deeply",
    explanation:
      "Blocks and `:` may be nested at most 64 deep together (a `:` opens the body of what precedes it, so `a: b: c` is two levels), and a condition may have at most 64 `not` in a row; what lies deeper is ignored.",
    example: `${h}foulfate X { effect: if you have 1 gold: if you have 1 gold: … 70 times … gain 1 vp }`,
  },
  {
    code: "GRM1101",
    severity: "error",
    title: "Missing game line",
    explanation: "Every file starts with `game adventure` or `game oldworld`, which says whose vocabulary it uses.",
    example: "set base\nmonster Fleder { sword 4 }",
  },
  { code: "GRM1102", severity: "error", title: "Unknown game", explanation: "The game must be `adventure` or `oldworld`.", example: "game chess\nset base" },
  {
    code: "GRM1103",
    severity: "error",
    title: "Misplaced game or set line",
    explanation: "`game` and `set` lines come once each, at the top of the file, before any declaration.",
    example: `${h}monster Fleder { sword 4 }\ngame oldworld`,
  },
  {
    code: "GRM1104",
    severity: "warning",
    title: "Missing set line",
    explanation: "Without a `set` line the file's entities go into the set `base`.",
    example: "game adventure\nmonster Fleder : silver { sword 4 }",
  },
  {
    code: "GRM1201",
    severity: "error",
    title: "Missing block",
    explanation: "A declaration of this kind needs a `{ … }` block with its clauses.",
    example: `${h}monster Fleder : silver`,
  },
  {
    code: "GRM1202",
    severity: "error",
    title: "Malformed declaration",
    explanation: 'A declaration is `<kind> <Identifier> "Display name"? (for X)? (in X)? (: tags)? { … }`; something here does not fit.',
    example: `${h}monster "Fleder" { sword 4 }`,
  },
  {
    code: "GRM1203",
    severity: "error",
    title: "Nothing after the colon",
    explanation: "A window or a case ends with `:` but no effect follows it on the line or in a block.",
    example: `${h}monster Fleder : silver {\n  before rolling:\n}`,
  },
  {
    code: "GRM1204",
    severity: "error",
    title: "else without if",
    explanation: "An `else:` line must directly follow an `if …:` line.",
    example: `${h}foulfate X { effect: { else: gain 1 vp } }`,
  },
  {
    code: "GRM1205",
    severity: "error",
    title: "Cost not at the start",
    explanation:
      "A cost `<cost> -> <effects>` opens a hook's effects: it is paid first, the hook can be used only when it can be paid, and every statement after `->` is what it buys. Anywhere else (after another statement, inside `if`, a target or a roll case) it could not stop the effect, so it is not accepted.",
    example: `${h}development D { any time: gain 1 vp; spend 1 gold -> heal 1 wound }`,
  },
  // GRM2xxx: names
  {
    code: "GRM2001",
    severity: "error",
    title: "Unknown name",
    explanation: "The name does not match any declaration of the game (in any file or set). A close match is suggested.",
    example: `${h}hero Geralt { start Wyzma }\nlocation Wyzima { heart }`,
  },
  {
    code: "GRM2002",
    severity: "error",
    title: "Duplicate id",
    explanation:
      "Two declarations get the same stable id (`<kind>.<kebab-case name>`), also when only accents or case differ. One keeps the id and the other is reported, with the first as a related location: a declaration in a set of the games' own boxes (the Adventure Game's `base`, the Old World's `core` and its expansions' sets) keeps it over one in a set of your own, so a new card that takes a bundled card's name is the one reported, wherever its file lies; between two of your own (or two of a box), the one later in path order, then later in its file, is reported.",
    example: `${h}enemy Bandits { sword 3 }\nenemy bandits { sword 2 }`,
  },
  {
    code: "GRM2003",
    severity: "error",
    title: "Wrong kind of reference",
    explanation: "The name refers to something of another kind than this place expects (a location where an enemy is needed …).",
    example: `${h}foulfate X { effect: fight Wyzima }\nlocation Wyzima { heart }`,
  },
  {
    code: "GRM2004",
    severity: "error",
    title: "Unknown kind",
    explanation: "The first word of a declaration must be a kind of the game (`monster`, `investigation`, `hero`, …).",
    example: `${h}monstr Fleder { sword 4 }`,
  },
  {
    code: "GRM2005",
    severity: "error",
    title: "Set used by two games",
    explanation: "All files of one set must name the same game.",
    example: "a.grim: game adventure / set base; b.grim: game oldworld / set base",
  },
  {
    code: "GRM2006",
    severity: "error",
    title: "Set named twice",
    explanation:
      "Files of one set give it different display names; the set keeps the first (in path order). Give the same name in every file, or name it in one file only.",
    example: 'a.grim: set wild-hunt "Wild Hunt"; b.grim: set wild-hunt "The Wild Hunt"',
  },
  {
    code: "GRM2009",
    severity: "error",
    title: "Hidden direction control in a name",
    explanation:
      "A name holds an invisible bidirectional control character (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates). It reorders the letters around it, so the name reads differently on the card, in the editor and in the game's log than it is written, and two names that look alike can differ. Remove it; right-to-left letters need no control character.",
    example: `${h}monster Fleder "Fle\u202Eder" { sword 4 }   (U+202E written as the character itself)`,
  },
  // GRM3xxx: tables and types
  {
    code: "GRM3001",
    severity: "error",
    title: "Unknown clause",
    explanation: "The line is not a property, a window or an effect of this kind. A close match is suggested.",
    example: `${h}monster Fleder : silver { sward 4 }`,
  },
  {
    code: "GRM3002",
    severity: "error",
    title: "Property on the wrong kind",
    explanation: "The property exists, but not on this kind of declaration.",
    example: `${h}location Wyzima { sword 4 }`,
  },
  {
    code: "GRM3003",
    severity: "error",
    title: "Window the kind cannot have",
    explanation: "The timing window exists, but this kind of declaration cannot have it.",
    example: `${h}location Wyzima { before rolling: gain 1 vp }`,
  },
  {
    code: "GRM3004",
    severity: "error",
    title: "Effect of the other game",
    explanation: "The effect belongs to the other game's vocabulary (an Old World effect in an Adventure Game card).",
    example: `${h}foulfate X { effect: deal 2 damage }`,
  },
  {
    code: "GRM3005",
    severity: "error",
    title: "Wrong value",
    explanation: "The words fit a property or effect, but a value has the wrong type (a word where a number is needed, an unknown colour …).",
    example: `${h}monster Fleder : silver { sword four }`,
  },
  {
    code: "GRM3006",
    severity: "error",
    title: "Missing required property",
    explanation: "The kind needs this property and the declaration does not have it.",
    example: `${h}hero Geralt { gold 1 }`,
  },
  {
    code: "GRM3007",
    severity: "error",
    title: "Property given twice",
    explanation: "The property may appear once; a second line would silently replace the first.",
    example: `${h}enemy Bandits { sword 3; sword 4 }`,
  },
  {
    code: "GRM3008",
    severity: "error",
    title: "Unknown tag",
    explanation:
      "The tag after `:` is not one this kind accepts. The message lists the tags the kind takes, with their values (a monster's `bronze`, `silver` or `gold`); a tag whose first word fits but whose value does not (`terrain swamp`) is reported at the value, with the values that fit. A close word is offered as the fix.",
    example: `${h}monster Fleder : platinum { sword 4 }`,
  },
  {
    code: "GRM3009",
    severity: "error",
    title: "Effect not allowed here",
    explanation: "The effect exists but may not be used in this window (battle results outside a battle …).",
    example: `${h}foulfate X { effect: add 2 swords }`,
  },
  {
    code: "GRM3010",
    severity: "error",
    title: "for / in not allowed",
    explanation: "`for <X>` and `in <X>` are allowed only on kinds that belong to something (development for a hero, location in a region).",
    example: `${h}monster Fleder for Geralt : silver { sword 4 }`,
  },
  {
    code: "GRM3011",
    severity: "error",
    title: "Unknown effect",
    explanation: "The statement is not an effect of the game's verb table. A close match is suggested.",
    example: `${h}foulfate X { effect: suffr 1 wound }`,
  },
  {
    code: "GRM3012",
    severity: "error",
    title: "Unknown condition",
    explanation: "The words after `if` are not a condition of the game's table.",
    example: `${h}foulfate X { effect: if you own a boat: gain 1 vp }`,
  },
  {
    code: "GRM3013",
    severity: "error",
    title: "Unknown count",
    explanation: "The words after `for each` are not a count of the game's table.",
    example: `${h}foulfate X { effect: gain 1 vp for each friend }`,
  },
  {
    code: "GRM3014",
    severity: "error",
    title: "Bad roll case",
    explanation: "A roll's cases must be its outcomes (`success`, `failure`) or non-overlapping numbers/ranges.",
    example: `${h}foulfate X { effect: roll hero dice { maybe: gain 1 vp } }`,
  },
  {
    code: "GRM3015",
    severity: "error",
    title: "Block where none is expected",
    explanation: "A `{ … }` block appears in a property or an effect that takes none.",
    example: `${h}enemy Bandits { sword { 3 } }`,
  },
  {
    code: "GRM3016",
    severity: "error",
    title: "Property needs effects",
    explanation: "This property takes a `: <effects>` body (a quest requirement) and has none, or has one it cannot take.",
    example: `${h}quest Q : combat { support magic; main at W for 2 vp; side 4 vp }\nlocation W { heart }`,
  },
  {
    code: "GRM3017",
    severity: "warning",
    title: "A die needs six faces",
    explanation: "A die declares exactly six faces.",
    example: `${h}die D : battle { face sword }`,
  },
  {
    code: "GRM3018",
    severity: "error",
    title: "Number and `equal to` both given",
    explanation: "`equal to <count>` gives an effect its number when it runs; the effect must not also have a number written. The fix removes the number.",
    example: `game oldworld\nset base\naction A { effect: deal 2 damage equal to your combat }`,
  },
  {
    code: "GRM3019",
    severity: "error",
    title: "Unknown `equal to` amount",
    explanation:
      "The words after `equal to` must be a count of the game's table (optionally followed by `plus N` or `minus N`), and the words before it an effect that takes a number. A close count is suggested.",
    example: `game oldworld\nset base\naction A { effect: deal damage equal to your luck }`,
  },
  {
    code: "GRM3020",
    severity: "warning",
    title: "A starting deck has ten cards",
    explanation: "An Old World witcher or mage starts with a deck of exactly ten cards; the `deck` lines add up to another number.",
    example: `game oldworld\nset base\naction Aard { effect: deal 1 damage }\nwitcher W { deck 2 Aard }`,
  },
  {
    code: "GRM3023",
    severity: "error",
    title: "Number too small",
    explanation:
      "Some numbers have a least value: a card or token with `copies 0` (or fewer) would be in no deck at all, so `copies` and the copies of a starting deck's `deck` line are at least 1.",
    example: `${h}monster Fleder : silver { sword 4; copies -1 }`,
  },
  {
    code: "GRM3024",
    severity: "error",
    title: "Monster level out of range",
    explanation:
      "An Old World monster's `level` tag is one of the levels the game's monsters have: from the level the first monsters start at to the highest, as the `setup` declaration's `monsters start at level 1 and rise to level 3` says (1 to 3 when no setup is checked with it).",
    example: `game oldworld\nset core\nmonster Garkain : level 9 { life 10 }`,
  },
  // the Old World's numbered event deck (compiler/check/event-numbers.ts)
  {
    code: "GRM3061",
    severity: "error",
    title: "Event number used twice",
    explanation:
      "Each Old World event card has its own number: the deck is a numbered reference that exploration cards, quests and other events point into, so two cards with one number would make `read event N` ambiguous.",
    example: `game oldworld\nset core\nevent Plague { number 1; effect: discard 1 card }\nevent Fair { number 1; effect: gain 1 gold }`,
  },
  {
    code: "GRM3062",
    severity: "error",
    title: "No event with this number",
    explanation:
      "`read event N`, `take a quest to … for event N`, `place a quest token on … for event N` and `draw event N into your hand` name an event card by its number; no event of the program has this one. `read wild hunt event N` names one of the Wild Hunt's own deck (`wild hunt event`), numbered apart.",
    example: `game oldworld\nset core\nevent Plague { number 1; option: read event 2; option: gain 1 gold }`,
  },
  {
    code: "GRM3063",
    severity: "warning",
    title: "Events out of number order",
    explanation: "The event deck is never shuffled and stays in number order; list a file's event cards by rising number so the source reads like the deck.",
    example: `game oldworld\nset core\nevent Fair { number 2; effect: gain 1 gold }\nevent Plague { number 1; effect: discard 1 card }`,
  },
  {
    code: "GRM3064",
    severity: "error",
    title: "Unknown expansion",
    explanation:
      "An `expansion` declaration's name says which expansion the set's cards come with (`expansion AdventurePack` is the Adventure Pack); this name is none of the Old World expansions. A close match is suggested.",
    example: `game oldworld\nset "Adventure Pack"\nexpansion AdventurPack { quest tokens 12 }`,
  },
  {
    code: "GRM3065",
    severity: "error",
    title: "Two expansions in one set",
    explanation: "A set's cards come with one expansion, so a set declares `expansion` at most once; put another expansion's cards in a set of their own.",
    example: `game oldworld\nset "Adventure Pack"\nexpansion AdventurePack { quest tokens 12 }\nexpansion WildHunt { }`,
  },
  // Mages
  {
    code: "GRM3021",
    severity: "error",
    title: "A boost is paid with energy",
    explanation:
      "A spell's `boost:` is the effect a mage may buy with energy after the card resolves; it opens with its cost, `spend N energy ->`. The fix adds `spend 1 energy ->`; correct the number to the card's.",
    example: `game oldworld\nset mages\naction Spark : spell, red, cost 0 { boost: deal 1 damage }`,
  },
  {
    code: "GRM3022",
    severity: "error",
    title: "Wisdom is a mage's, Defence a witcher's",
    explanation:
      "A mage replaces the Defence attribute with Wisdom (Mages rulebook, Wisdom and Energy); a witcher has Defence. The fix writes the character's own attribute.",
    example: `game oldworld\nset mages\nmage Alzur { combat 1; defence 1 }`,
  },
  // Monster Trail's large Monster cards (compiler/check/large-monsters.ts)
  {
    code: "GRM3066",
    severity: "error",
    title: "No such special attack",
    explanation:
      "The Monster Weakness mode has 4 Special Attack cards; a large Monster card's `when special attack N is revealed:` and a fight card's `special attack card N` name one of them, 1 to 4.",
    example: `game oldworld\nset "Monster Trail"\nlargemonster LargeFoglet { for Foglet\n  when special attack 5 is revealed: suffer 2 damage }`,
  },
  {
    code: "GRM3067",
    severity: "error",
    title: "No such weakness paragraph",
    explanation:
      "Each terrain's set of weakness tokens is numbered 1 to 6, and the number on a token says which paragraph of the large Monster card to read; `with weakness token N used:` takes one of those numbers.",
    example: `game oldworld\nset "Monster Trail"\nlargemonster LargeFoglet { for Foglet\n  with weakness token 7 used: deal 2 damage }`,
  },
  {
    code: "GRM3068",
    severity: "error",
    title: "Paragraph given twice",
    explanation:
      "A large Monster card has one paragraph per special attack and per weakness number; the same number twice would leave a token or a Special Attack card meaning two things.",
    example: `game oldworld\nset "Monster Trail"\nlargemonster LargeFoglet { for Foglet\n  when special attack 1 is revealed: suffer 2 damage\n  when special attack 1 is revealed: discard 1 card }`,
  },
  // scenarios: a designer's card tests (compiler/check/scenario.ts, each game's scenarios.ts)
  {
    code: "GRM3101",
    severity: "error",
    title: "Not a scenario clause",
    explanation:
      "A scenario holds `given { … }` (the situation), `when { … }` (what is played) and `then { … }` (what must hold after), and each of them says only what its game's scenarios can say: the message lists it, with the likeliest meant.",
    example: `game adventure\nscenario "Geralt rests" {\n  given { hero Geralt { gold 2 }; hero Triss }\n  when { answer rest }\n  then { Geralt has 2 gold }\n  afterwards { Geralt has 2 gold }\n}`,
  },
  {
    code: "GRM3102",
    severity: "error",
    title: "A scenario clause with the wrong values",
    explanation:
      "The clause starts as one a scenario knows but its values do not fit it (a number where a name is wanted, a list where one is), or it names a player who is not at the scenario's table.",
    example: `game adventure\nscenario "Geralt rests" {\n  given { hero Geralt; hero Triss }\n  when { play the game }\n  then { Geralt has 2 gold }\n}`,
  },
  {
    code: "GRM3103",
    severity: "error",
    title: "No such event in the log",
    explanation:
      "`log has <event>` and `play until <event>` name an event the game's log writes (games/<game>/rules/log-events.ts, words joined: `battle end` is `battle-end`), and `where` names fields that event has.",
    example: `game adventure\nscenario "Geralt rests" {\n  given { hero Geralt; hero Triss }\n  when { answer rest }\n  then { log has healing }\n}`,
  },
  {
    code: "GRM3104",
    severity: "error",
    title: "A scenario's shape",
    explanation:
      'A scenario is `scenario "<what it tests>" { given { … } when { … } then { … } }`: named by a text, with one `given` seating the players the game needs and one `then`; `when` may be left out when nothing is played.',
    example: `game adventure\nscenario "Geralt alone" {\n  given { hero Geralt }\n  then { Geralt has 0 gold }\n}`,
  },
  // scenarios played: the editor and the language server run a workspace's scenarios once it checks without errors (compiler/scenario/)
  {
    code: "GRM3105",
    severity: "warning",
    title: "A scenario fails when played",
    explanation:
      "The scenario was staged and played on the content as it now reads, and an expectation of its `then` did not hold (or its situation could not be staged, or an answer of its `when` was not offered). The message is what `grimoire test` prints: what was expected, what happened instead, and the log's last lines, in the editor's language. The content itself is sound; either it or the scenario says something other than was meant.",
    example: `game adventure\nscenario "Geralt rests at Novigrad" {\n  given {\n    hero Geralt { at Novigrad; gold 2; minor wound on travel }\n    hero Triss\n  }\n  when { answer rest }\n  then { Geralt has 3 gold }\n}`,
  },
  {
    code: "GRM3106",
    severity: "warning",
    title: "A scenario does not finish",
    explanation:
      "`play the turn`, `play until <event>` and `play to the end` answer each decision with its first option; a scenario may give " +
      `${SCENARIO_DECISION_LIMIT} such answers, and one that is still playing then is stopped at its \`play\` step (first options can loop: two heroes trading with each other for ever). Answer the decisions that loop yourself, or play to a nearer point.`,
    example: `game adventure\nscenario "Geralt and Triss play to the end" {\n  given { hero Geralt; hero Triss }\n  when { play to the end }\n  then { the game ends }\n}`,
  },
];

export const registryByCode: Map<string, CodeInfo> = new Map(registry.map((c) => [c.code, c]));

export function diagnostic(
  code: string,
  range: SourceRange,
  message: string,
  extra: { related?: RelatedLocation[]; fix?: Fix | null; severity?: Severity } = {},
): Diagnostic {
  const info = registryByCode.get(code);
  if (!info) throw new Error(`diagnostic code ${code} is not registered`);
  return { code, severity: extra.severity ?? info.severity, message: shortenQuotes(message), range, related: extra.related ?? [], fix: extra.fix ?? null };
}

/** Longer quotes of the source than this are cut: the range shows where it is, the message need not repeat 5 MB of it. */
const MAX_QUOTE = 80;

function cut(text: string): string {
  // never between the two halves of a surrogate pair
  const at = /[\uD800-\uDBFF]/.test(text[MAX_QUOTE - 2]) ? MAX_QUOTE - 2 : MAX_QUOTE - 1;
  return `${text.slice(0, at)}…`;
}

function shortenQuotes(message: string): string {
  if (message.length <= MAX_QUOTE) return message;
  const quoted = message.replace(/`([^`]*)`/g, (whole, inner: string) => (inner.length <= MAX_QUOTE ? whole : `\`${cut(inner)}\``));
  // a word of the source named without quotes (`A <kind> needs …`)
  return quoted.length <= 4 * MAX_QUOTE ? quoted : quoted.replace(/[^\s`]{161,}/g, cut);
}
