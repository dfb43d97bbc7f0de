// The Wild Hunt mode card of the content (`wildhunt`): the members, difficulties and decks the mode reads.
import { ContentError } from "../../../../runtime/core/errors.ts";
import type { Catalog } from "../catalog.ts";
import type { WildHuntDef } from "../content.ts";

export function huntDef(cat: Catalog): WildHuntDef {
  const w = cat.content.wildHunt;
  if (!w) throw new ContentError("the wild-hunt expansion needs the Wild Hunt mode card (`wildhunt`) in the content");
  return w;
}
