// A decision's choices in a play preview: one button per option, or, for a
// decision that picks several, check boxes and a Confirm button. Shared by the
// Adventure play preview, the Old World fight preview and the Wild Hunt table.
import { html, type TemplateResult } from "lit";
import { keyed } from "lit/directives/keyed.js";
import type { Decision, DecisionOption } from "../../runtime/core/decision.ts";
import { ui } from "../adapters/ui-text.ts";

/**
 * The choices of decision `d`, the `step`-th answer of the game. Confirm is
 * enabled only while the number ticked is one the decision allows, so a wrong
 * count is never sent to the game (it would stop it). The check boxes are keyed
 * by `step`: Lit would otherwise reuse the previous decision's boxes, ticks
 * included, when two decisions that pick several follow each other.
 */
export function decisionChoices(d: Decision, step: number, label: (o: DecisionOption) => unknown, answer: (keys: string[]) => void): unknown {
  const min = d.pick?.min ?? 1;
  const max = d.pick?.max ?? 1;
  if (min === 1 && max === 1) return d.options.map((o) => html`<button data-key=${o.key} @click=${() => answer([o.key])}>${label(o)}</button>`);
  const allowed = (n: number) => n >= min && n <= max;
  const ticked = (box: Element) => [...box.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked")].map((i) => i.value);
  const recount = (e: Event) => {
    const box = e.currentTarget as HTMLElement;
    box.querySelector<HTMLButtonElement>("button.confirm")!.disabled = !allowed(ticked(box).length);
  };
  const confirm = (e: Event) => answer(ticked((e.currentTarget as HTMLElement).closest(".choices")!));
  const choices: TemplateResult = html`<div class="choices" data-min=${min} data-max=${max} @change=${recount}>
    <div class="note">${min === max ? ui("editor-pick-exactly", { count: min }) : ui("editor-pick-between", { min, max })}</div>
    ${d.options.map((o) => html`<label style="display:block"><input type="checkbox" value=${o.key} /> ${label(o)}</label>`)}
    <button class="confirm" ?disabled=${!allowed(0)} @click=${confirm}>${ui("editor-confirm")}</button>
  </div>`;
  return keyed(step, choices);
}

/** what the step buttons of a live preview need of its runner */
interface Steps {
  readonly canStepBack: boolean;
  readonly canStepForward: boolean;
  stepBack(): void;
  stepForward(): void;
}

/**
 * Step back to the previous decision of a live preview, and forward again through the answers taken back,
 * with the labels `back` and `forward` in the page's language; `changed` redraws the preview.
 */
export function stepButtons(prefix: string, run: Steps, labels: { back: string; forward: string }, changed: () => void): TemplateResult {
  return html`<span class="step-buttons">
    <button id="${prefix}-step-back" ?disabled=${!run.canStepBack} @click=${() => {
      run.stepBack();
      changed();
    }}>◀ ${labels.back}</button>
    <button id="${prefix}-step-forward" ?disabled=${!run.canStepForward} @click=${() => {
      run.stepForward();
      changed();
    }}>${labels.forward} ▶</button>
  </span>`;
}
