// The heroes, witchers and cards of the balance report in one locale: their
// names from the catalogues, each one's `.grim` line and its printed face (an
// SVG written beside the page). The
// front end's part of `grimoire sim --report`: the report writer in
// runtime/sim/report is handed these as data and reads no sources itself.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EntityIR } from "../core/ir.ts";
import type { GameRegistry } from "../core/registry.ts";
import type { ReportEntity } from "../runtime/sim/report/html.ts";
import type { ReportCatalogues } from "../runtime/sim/report/words.ts";
import { ContentError } from "../runtime/core/errors.ts";
import { cardText } from "./i18n/card-text.ts";
import { readCatalogueDocs, readLayout } from "./print/project.ts";
import { faceCards } from "./render/deck.ts";
import { faceSvg } from "./render/svg.ts";
import { collectGrimFiles, nodeHost } from "./cli/node-host.ts";
import { Workspace } from "./workspace.ts";

/** the project's report catalogues in `locale` and English (content/i18n/<locale>/report.ftl); null when the project has none, the checkout's then serve */
export function reportCatalogues(root: string, locale: string): ReportCatalogues | null {
  const file = (l: string) => path.join(root, "content", "i18n", l, "report.ftl");
  if (!existsSync(file("en"))) return null;
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(locale) || !existsSync(file(locale)))
    throw new ContentError(`--locale: the report has no words in "${locale}" (no content/i18n/${locale}/report.ftl)`);
  return { own: readFileSync(file(locale), "utf8"), en: readFileSync(file("en"), "utf8") };
}

/**
 * The names (in the locale), sources and faces of the entities `ids` names, read from the content's sources:
 * `contentDir`, or the game's bundled sources under content/<game>. Faces are written into `<dir>/faces`.
 * An id the sources do not hold is left out (the page shows it as it is).
 */
export function reportEntities(
  games: GameRegistry,
  root: string,
  game: string,
  contentDir: string | null,
  locale: string,
  ids: ReadonlySet<string>,
  dir: string,
): Record<string, ReportEntity> {
  const sources = contentDir && !/\.[cm]?[jt]s$/.test(contentDir) ? contentDir : path.join(root, "content", game);
  const { files } = collectGrimFiles([sources]);
  const ws = new Workspace(games, nodeHost);
  for (const f of files) ws.loadFile(f);
  const { program } = ws.check();
  const docs = readCatalogueDocs(root);
  const entities = new Map<string, EntityIR>();
  for (const s of program.sets) if (s.game === game) for (const e of s.entities) if (ids.has(e.id)) entities.set(e.id, e);
  const faces = new Map<string, string>();
  const { layout } = readLayout(root, game);
  if (layout) {
    const facesDir = path.join(dir, "faces");
    for (const card of faceCards(games, program, layout, docs, locale, { ids: [...entities.keys()] }).cards) {
      mkdirSync(facesDir, { recursive: true });
      const file = `${card.entity.id}.${locale}.svg`;
      writeFileSync(path.join(facesDir, file), faceSvg(card.front, { scale: 4 }));
      faces.set(card.entity.id, `faces/${file}`);
    }
  }
  const out: Record<string, ReportEntity> = {};
  for (const id of [...entities.keys()].sort()) {
    const e = entities.get(id)!;
    const file = path.resolve(e.at.file);
    out[id] = {
      name: cardText(games, e, locale, docs, program).name,
      source: `${path.relative(root, file).split(path.sep).join("/")}:${e.at.line}`,
      href: `${path.relative(path.resolve(dir), file).split(path.sep).join("/")}`,
      face: faces.get(id) ?? null,
    };
  }
  return out;
}
