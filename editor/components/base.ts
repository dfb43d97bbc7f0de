// Components render into light DOM: Monaco's and the page's CSS apply without
// copying stylesheets into shadow roots, and one stylesheet styles every panel.
import { LitElement } from "lit";
import { store } from "../state/store.ts";
import { fitLabels } from "../board/fit-labels.ts";

export class StoreElement extends LitElement {
  private onStoreChange = () => this.requestUpdate();

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    store.addEventListener("change", this.onStoreChange);
  }

  /** a board drawn anew keeps its labels readable in the full-size view */
  protected override updated(): void {
    fitLabels(this, store.fullView ? undefined : 0);
  }

  override disconnectedCallback(): void {
    store.removeEventListener("change", this.onStoreChange);
    super.disconnectedCallback();
  }
}
