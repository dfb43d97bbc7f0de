// A witcher's board for the Old World replay viewer: where the witcher is,
// gold, shield, the four attributes, the cards in hand, deck and discard,
// potions, trophies and trail tokens, each with its icon. Values that differ
// from the state before are marked (class "changed", the old value beside
// the new one), as on the Adventure Game's hero sheet.
import { html, nothing, type TemplateResult } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { iconSvg } from "../../compiler/render/icons.ts";
import type { PlayerState } from "../../games/oldworld/rules/state.ts";
import { ATTRIBUTES } from "../../games/oldworld/rules/content.ts";
import { HERO_COLOURS } from "./board.ts";
import type { GameText } from "../../compiler/i18n/game-text.ts";
import { ui } from "../adapters/ui-text.ts";

const icon = (id: string, size = 16) =>
  unsafeSVG(`<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" aria-hidden="true">${iconSvg(id, 0, 0, size)}</svg>`);
const defId = (instance: string) => instance.replace(/#\d+$/, "");

/** a value, marked when it changed: "3 → 5" */
function val(now: number | string, was: number | string | undefined, label: string, key: string): TemplateResult {
  const changed = was !== undefined && was !== now;
  return html`<span class="val ${changed ? "changed" : ""}" data-field=${key} aria-label=${label}
    >${changed ? html`<s class="was">${was}</s> ` : nothing}<b>${now}</b></span>`;
}

export function witcherBoard(
  p: PlayerState,
  before: PlayerState | null,
  opts: { active?: boolean; seat?: number; name: (id: string) => string; words?: GameText },
): TemplateResult {
  const colour = HERO_COLOURS[(opts.seat ?? 0) % HERO_COLOURS.length];
  const moved = !!before && before.location !== p.location;
  const cards = (label: string, key: string, now: readonly string[], was: readonly string[] | undefined) => {
    const added = now.filter((c) => was && !was.includes(c));
    return html`<div class="cards" data-field=${key}><span class="muted">${label} (${val(now.length, was?.length, label, `${key}.count`)})</span>
      <ul>${now.map((c) => html`<li class=${added.includes(c) ? "changed" : ""}>${opts.name(defId(c))}</li>`)}</ul></div>`;
  };
  return html`<section class="hero-sheet witcher-board ${opts.active ? "active" : ""}" data-witcher=${p.id} style="--hero-colour:${colour}">
    <header><span class="pawn"></span><strong>${opts.name(p.id)}</strong>
      <span class="where ${moved ? "changed" : ""}" data-field="location">
        ${moved ? html`<s class="was">${opts.name(before!.location)}</s> → ` : nothing}${opts.name(p.location)}</span>
    </header>
    <div class="resources">
      <span>${icon("gold")} ${val(p.gold, before?.gold, ui("editor-sheet-gold"), "gold")}</span>
      <span>${icon("shield")} ${val(p.shield, before?.shield, ui("editor-sheet-shield"), "shield")}</span>
      ${ATTRIBUTES.map((a) => {
        const named = opts.words ? opts.words.format({ id: "ow-attribute", args: { attribute: a } }) : a;
        return html`<span title=${named}>${icon(a)} ${val(p.attributes[a], before?.attributes[a], named, `attributes.${a}`)}</span>`;
      })}
      <span title=${ui("editor-sheet-deck")}>${icon("draw")} ${val(p.deck.length, before?.deck.length, ui("editor-sheet-deck"), "deck")}</span>
      <span title=${ui("editor-sheet-discard")}>${icon("marker")} ${val(p.discard.length, before?.discard.length, ui("editor-sheet-discard"), "discard")}</span>
      <span title=${ui("editor-sheet-potions")}>${icon("potion")} ${val(p.potions.length, before?.potions.length, ui("editor-sheet-potions"), "potions")}</span>
      <span title=${ui("editor-sheet-trophies")}>${icon("level")} ${val(p.trophies.monster.length, before?.trophies.monster.length, ui("editor-sheet-trophies"), "trophies")}</span>
    </div>
    ${cards(ui("editor-sheet-hand"), "hand", p.hand, before?.hand)}
    ${p.trailTokens.length ? html`<div class="cards"><span class="muted">${ui("editor-sheet-trail-tokens")}</span> ${p.trailTokens.map((m) => opts.name(m)).join(", ")}</div>` : nothing}
  </section>`;
}
