// A decision's choices in a play preview: one button per option, or, for a
// decision that picks several, check boxes and a Confirm button. Shared by the
// Adventure play preview, the Old World fight preview and the Wild Hunt table.
import { html, type TemplateResult } from "lit";
import { keyed } from "lit/directives/keyed.js";
import type { Decision, DecisionOption } from "../../runtime/core/decision.ts";

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
    <div class="note">Pick ${min === max ? min : `${min} to ${max}`}.</div>
    ${d.options.map((o) => html`<label style="display:block"><input type="checkbox" value=${o.key} /> ${label(o)}</label>`)}
    <button class="confirm" ?disabled=${!allowed(0)} @click=${confirm}>Confirm</button>
  </div>`;
  return keyed(step, choices);
}
