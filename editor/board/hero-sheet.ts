// A hero's sheet for the play preview and the replay viewer: resources with
// their icons, the action spaces with wounds, foul fate and action tokens,
// development cards with markers, kept cards and the quest. Values that
// differ from the state before are marked (class "changed", the old value
// beside the new one).
import { html, nothing, type TemplateResult } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { iconSvg } from "../../compiler/render/icons.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import type { HeroState } from "../../games/adventure/rules/state.ts";
import { defOf, LEAD_COLOURS } from "../../games/adventure/rules/state.ts";
import { HERO_COLOURS } from "./board.ts";
import type { GameText } from "../../compiler/i18n/game-text.ts";
import { ui } from "../adapters/ui-text.ts";

type Hero = HeroState | import("../../games/adventure/rules/game.ts").DeepReadonly<HeroState>;

const icon = (id: string, size = 16) =>
  unsafeSVG(`<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" aria-hidden="true">${iconSvg(id, 0, 0, size)}</svg>`);

function nameIn(content: AdventureContent, instance: string, words?: GameText): string {
  const id = defOf(instance);
  return (
    words?.name(id) ??
    content.cards.find((c) => c.id === id)?.name ??
    content.quests.find((q) => q.id === id)?.name ??
    content.locations.find((l) => l.id === id)?.name ??
    content.heroes.find((h) => h.id === id)?.name ??
    id
  );
}

/** a value, marked when it changed: "3 → 5" */
function val(now: number | string, was: number | string | undefined, label: string, key: string): TemplateResult {
  const changed = was !== undefined && was !== now;
  return html`<span class="val ${changed ? "changed" : ""}" data-field=${key} aria-label=${label}
    >${changed ? html`<s class="was">${was}</s> ` : nothing}<b>${now}</b></span>`;
}

export function heroSheet(content: AdventureContent, hero: Hero, before: Hero | null, opts: { active?: boolean; words?: GameText } = {}): TemplateResult {
  const def = content.heroes.find((h) => h.id === hero.id);
  const colour = HERO_COLOURS[hero.seat % HERO_COLOURS.length];
  const words = opts.words;
  const nameOf = (c: AdventureContent, instance: string) => nameIn(c, instance, words);
  const loc = (id: string) => words?.name(id) ?? content.locations.find((l) => l.id === id)?.name ?? id;
  // an action space in the locale's words ("armour.1" is the space-name message's armour-1)
  const space = (id: string) => (words ? words.format({ id: "space-name", args: { space: id.replace(".", "-") } }) : id);
  const list = (now: readonly string[], was: readonly string[] | undefined) => {
    const added = now.filter((x) => !was || !was.includes(x));
    const gone = (was ?? []).filter((x) => !now.includes(x));
    return html`${now.map((c) => html`<li class=${was && added.includes(c) ? "changed" : ""}>${nameOf(content, c)}</li>`)}${gone.map(
      (c) => html`<li class="gone"><s>${nameOf(content, c)}</s></li>`,
    )}`;
  };
  const devNow = hero.development.map((d) => `${d.card}`);
  return html`<section class="hero-sheet ${opts.active ? "active" : ""}" data-hero=${hero.id} style="--hero-colour:${colour}">
    <header><span class="pawn"></span><strong>${words?.name(hero.id) ?? def?.name ?? hero.id}</strong>
      <span class="where ${before && before.location !== hero.location ? "changed" : ""}" data-field="location">
        ${before && before.location !== hero.location ? html`<s class="was">${loc(before.location)}</s> → ` : nothing}${loc(hero.location)}</span>
    </header>
    <div class="resources">
      <span>${icon("gold")} ${val(hero.gold, before?.gold, ui("editor-sheet-gold"), "gold")}</span>
      <span>${icon("vp")} ${val(hero.vp, before?.vp, ui("editor-sheet-vp"), "vp")}</span>
      ${LEAD_COLOURS.map((c) => html`<span>${icon(`lead-${c}`)} ${val(hero.leads[c], before?.leads[c], ui("editor-sheet-leads", { colour: c }), `leads.${c}`)}</span>`)}
      ${LEAD_COLOURS.map((c) => html`<span>${icon(`proof-${c}`)} ${val(hero.proof[c], before?.proof[c], ui("editor-sheet-proof", { colour: c }), `proof.${c}`)}</span>`)}
      <span>${icon("goodfortune")} ${val(hero.goodFortune.length, before?.goodFortune.length, ui("editor-sheet-good-fortune"), "goodFortune")}</span>
    </div>
    <table class="actions">
      ${(def?.actions ?? [])
        .map((a) => a.name as string)
        .concat(Array.from({ length: def?.armour ?? 0 }, (_, i) => `armour.${i + 1}`))
        .map((spaceId) => {
          const w = hero.wounds[spaceId];
          const ww = before?.wounds[spaceId];
          const ff = hero.foulFate.includes(spaceId);
          const wasFf = before ? before.foulFate.includes(spaceId) : ff;
          const token = hero.actionTokens.includes(spaceId);
          return html`<tr data-space=${spaceId} class=${w !== ww || ff !== wasFf ? "changed" : ""}>
            <td>${space(spaceId)}</td>
            <td>${w ? html`<span data-wound=${w}>${icon(w === "severe" ? "wound-severe" : "wound-minor")}</span>` : nothing}
              ${ww && ww !== w ? html`<s class="was">${ww}</s>` : nothing}</td>
            <td>${ff ? html`<span data-foulfate>${icon("foulfate")}</span>` : nothing}</td>
            <td>${token ? html`<span class="token" title=${ui("editor-sheet-action-token")}>●</span>` : nothing}</td>
          </tr>`;
        })}
    </table>
    ${
      hero.development.length || before?.development.length
        ? html`<div class="cards"><span class="muted">${ui("editor-sheet-development")}</span><ul>
          ${hero.development.map((d) => {
            const was = before?.development.find((x) => x.card === d.card);
            const changed = before && (!was || was.markers !== d.markers);
            return html`<li class=${changed ? "changed" : ""}>${nameOf(content, d.card)} ${d.markers ? html`${icon("marker", 12)}×${d.markers}` : nothing}</li>`;
          })}
          ${(before?.development ?? []).filter((d) => !devNow.includes(d.card)).map((d) => html`<li class="gone"><s>${nameOf(content, d.card)}</s></li>`)}
        </ul></div>`
        : nothing
    }
    ${
      hero.kept.length || before?.kept.length
        ? html`<div class="cards"><span class="muted">${ui("editor-sheet-kept")}</span><ul>${list(
            hero.kept.map((k) => k.card),
            before?.kept.map((k) => k.card),
          )}</ul></div>`
        : nothing
    }
    ${hero.companions.length ? html`<div class="cards"><span class="muted">${ui("editor-sheet-companions")}</span><ul>${list(hero.companions, before?.companions)}</ul></div>` : nothing}
    ${
      hero.quest
        ? html`<div class="cards"><span class="muted">${ui("editor-sheet-quest")}</span> ${nameOf(content, hero.quest.card)}
      ${hero.quest.sideDone.length ? html`· ${ui("editor-sheet-side", { count: hero.quest.sideDone.length })}` : nothing}${hero.quest.supportDone ? ` · ${ui("editor-sheet-support")}` : ""}</div>`
        : nothing
    }
  </section>`;
}
