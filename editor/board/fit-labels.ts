// The boards and maps are drawn on a fixed plane (the Old World's map is 1000 × 700) and scaled to the
// space they get, so their labels shrink with them: a location name drawn at 14 on a map shown 560 px wide
// reads at 7.8 px. In the full-size Play view every label of a board is kept at least MIN_LABEL_PX on
// screen: each text's size is raised, in the board's own units, to what the board's scale needs (the size
// drawn is kept in data-fs, so the column view and a wider window get it back).

/** the smallest size a label of a board is read at in the full-size view, in CSS pixels */
export const MIN_LABEL_PX = 11;

/** Raises every board label under `root` to `min` screen pixels (`min` 0 puts back the sizes drawn). */
export function fitLabels(root: ParentNode, min = MIN_LABEL_PX): void {
  for (const svg of root.querySelectorAll<SVGSVGElement>("svg.board")) {
    const box = svg.viewBox.baseVal;
    const { width, height } = svg.getBoundingClientRect();
    // a board not laid out (a hidden panel) keeps its sizes until it is shown
    if (!box || box.width === 0 || box.height === 0 || width === 0) continue;
    // a board held to a height is drawn whole in its box (preserveAspectRatio's meet): the smaller ratio scales it
    const scale = Math.min(width / box.width, height / box.height);
    for (const t of svg.querySelectorAll<SVGTextElement>("text")) {
      const drawn = Number(t.dataset.fs ?? t.getAttribute("font-size") ?? "0");
      if (!drawn) continue;
      if (t.dataset.fs === undefined) t.dataset.fs = String(drawn);
      const want = min > 0 ? Math.max(drawn, Math.ceil((min / scale) * 10) / 10) : drawn;
      if (Number(t.getAttribute("font-size")) !== want) t.setAttribute("font-size", String(want));
    }
  }
}
