// The content/ folder as a tree; a dot marks unsaved files. New files are
// created through the server, which refuses paths outside content/.
import { html, nothing, type TemplateResult } from "lit";
import { customElement, state } from "lit/decorators.js";
import { store } from "../state/store.ts";
import { StoreElement } from "./base.ts";
import { ui } from "../adapters/ui-text.ts";

interface Folder {
  name: string;
  folders: Map<string, Folder>;
  files: string[];
}

function buildTree(paths: string[]): Folder {
  const root: Folder = { name: "", folders: new Map(), files: [] };
  for (const p of paths) {
    const parts = p.split("/");
    let cur = root;
    for (const part of parts.slice(0, -1)) {
      let next = cur.folders.get(part);
      if (!next) {
        next = { name: part, folders: new Map(), files: [] };
        cur.folders.set(part, next);
      }
      cur = next;
    }
    cur.files.push(p);
  }
  return root;
}

const NEW_FILE_TEMPLATE = 'game adventure\nset base "The Witcher Adventure Game"\n';

@customElement("grim-file-tree")
export class FileTree extends StoreElement {
  @state() private collapsed = new Set<string>();

  private toggle(key: string): void {
    const next = new Set(this.collapsed);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    this.collapsed = next;
  }

  private renderFolder(f: Folder, prefix: string): TemplateResult {
    const folders = [...f.folders.values()].sort((a, b) => a.name.localeCompare(b.name));
    const files = [...f.files].sort();
    return html`<ul>
      ${folders.map((sub) => {
        const key = `${prefix + sub.name}/`;
        const open = !this.collapsed.has(key);
        return html`<li class="folder">
          <button class="folder-name" @click=${() => this.toggle(key)}>${open ? "▾" : "▸"} ${sub.name}</button>
          ${open ? this.renderFolder(sub, key) : nothing}
        </li>`;
      })}
      ${files.map(
        (p) => html`<li>
          <button
            class="file ${store.active === p ? "active" : ""}"
            data-path=${p}
            title=${p}
            @click=${() => store.open(p)}
          >
            ${p.split("/").pop()}${store.isDirty(p) ? html`<span class="dirty" title=${ui("editor-unsaved")}>●</span>` : nothing}
          </button>
        </li>`,
      )}
    </ul>`;
  }

  private async onNewFile(ev: Event): Promise<void> {
    ev.preventDefault();
    const input = this.querySelector<HTMLInputElement>("#new-file-path");
    const path = input?.value.trim() ?? "";
    if (!path) return;
    if (await store.createFile(path, path.endsWith(".grim") ? NEW_FILE_TEMPLATE : "")) {
      if (input) input.value = "";
    }
  }

  override render() {
    return html`<div class="panel-title">content/</div>
      <div class="tree">${this.renderFolder(buildTree([...store.docs.keys()]), "")}</div>
      <form class="new-file" @submit=${this.onNewFile}>
        <input id="new-file-path" placeholder=${ui("editor-new-file-hint")} aria-label=${ui("editor-new-file")} />
        <button type="submit">${ui("editor-create")}</button>
      </form>`;
  }
}
