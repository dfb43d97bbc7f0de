// Every diagnostic of the last check, for all files; a click jumps to it.
import { html } from "lit";
import { customElement } from "lit/decorators.js";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";
import { ui } from "../adapters/ui-text.ts";

@customElement("grim-problems")
export class ProblemsPanel extends StoreElement {
  override render() {
    const diags = [...store.diagnostics].sort((a, b) => a.file.localeCompare(b.file) || a.startLine - b.startLine || a.startColumn - b.startColumn);
    const errors = diags.filter((d) => d.severity === "error").length;
    const warnings = diags.filter((d) => d.severity === "warning").length;
    return html`<div class="panel-title">
        ${ui("editor-problems")} <span class="count" data-errors=${errors}>${ui("editor-problems-count", { errors, warnings })}</span>
        ${store.latestDiagnostics ? html`<span class="muted">${ui("editor-problems-checked", { ms: Math.round(store.latestDiagnostics.ms) })}</span>` : ""}
      </div>
      <ul class="problems">
        ${diags.map(
          (d) => html`<li
            class="problem ${d.severity}"
            data-file=${d.file}
            data-line=${d.startLine}
            data-code=${d.code}
            @click=${() => this.dispatchEvent(new CustomEvent("reveal", { detail: d, bubbles: true }))}
          >
            <span class="sev">${ui("editor-problem-severity", { severity: d.severity })}</span>
            <span class="loc">${d.file}:${d.startLine}:${d.startColumn}</span>
            <span class="code">${d.code}</span>
            <span class="msg">${d.message}</span>
          </li>`,
        )}
        ${store.latestDiagnostics && diags.length === 0 ? html`<li class="none">${ui("editor-no-problems")}</li>` : ""}
      </ul>`;
  }
}
