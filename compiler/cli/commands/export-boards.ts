// The game boards for `grimoire export tts`, drawn as the editor's play
// preview and replay viewer draw them (editor/board/) but with no pieces on
// them: the state before setup (blankState: no heroes or witchers, no
// monsters, empty obstacle zones), every name in the export's locale. The
// content gives no board picture; the places come from the layout files
// (content/layouts/<game>.json, `board`, assumed), as in the editor.

import type { ProgramIR } from "../../../core/ir.ts";
import type { GameRegistry } from "../../../core/registry.ts";
import { gameContent } from "../../../editor/adapters/runtime.ts";
import { boardSvg } from "../../../editor/board/board.ts";
import { oldWorldMapSvg } from "../../../editor/board/oldworld-map.ts";
import { contentFromIR } from "../../../games/adventure/link/interpreted.ts";
import { blankState as adventureBlank } from "../../../games/adventure/rules/setup.ts";
import type { OldWorldContent } from "../../../games/oldworld/rules/content.ts";
import { blankState as oldWorldBlank } from "../../../games/oldworld/rules/setup.ts";
import { cardText, type Docs } from "../../i18n/card-text.ts";
import type { GameLayout } from "../../render/layout.ts";
import type { TtsBoard } from "../../export/tts.ts";

export function boardsOf(games: GameRegistry, program: ProgramIR, layout: GameLayout, docs: Docs, locale: string): TtsBoard[] {
  const entities = new Map(program.sets.filter((s) => s.game === layout.game).flatMap((s) => s.entities.map((e) => [e.id, e])));
  const nameOf = (id: string, fallback: string) => {
    const e = entities.get(id);
    return e ? cardText(games, e, locale, docs, program).name : fallback;
  };
  if (layout.game === "adventure") {
    const content = contentFromIR(program);
    if (content.regions.length === 0) return [];
    const named = { ...content, regions: content.regions.map((r) => ({ ...r, name: nameOf(r.id, r.name) })) };
    const svg = boardSvg(named, adventureBlank({ seed: 0, heroes: [] }), { grid: layout.board?.regions, name: (id) => nameOf(id, id) });
    return [{ slug: "board", name: games.get("adventure").meta.displayName, svg, widthMm: 700 }];
  }
  if (layout.game === "oldworld") {
    const content = gameContent(games.get("oldworld"), program).content as OldWorldContent | null;
    if (!content || content.locations.length === 0) return [];
    const svg = oldWorldMapSvg(content, oldWorldBlank({ seed: 0, witchers: [] }, 0), { places: layout.board?.locations, nameOf: (id) => nameOf(id, id) });
    return [{ slug: "map", name: games.get("oldworld").meta.displayName, svg, widthMm: 800 }];
  }
  return [];
}
