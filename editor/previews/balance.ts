// The balance report a `?report=<path>` link names (`grimoire sim --report`
// prints the link): read once per page, then each card shows what the
// simulated games say about it beside its face.
import type { ReportData } from "../../runtime/sim/report/html.ts";
import type { CardImpact, SeatSummary } from "../../runtime/sim/summary.ts";
import { type Said, saidOf } from "../said.ts";
import { readReportFile } from "../state/file-api.ts";

/** the report read, or why it could not be: a sentence of the editor's catalogue, said in the page's locale */
export type LinkedReport = { path: string; data: ReportData } | { path: string; error: Said | string };

export function linkedReportPath(): string | null {
  return new URLSearchParams(location.search).get("report");
}

let linked: Promise<LinkedReport> | null = null;

/** the linked report, read once; null when the page was opened without a `?report=` link */
export function linkedReport(): Promise<LinkedReport> | null {
  const rel = linkedReportPath();
  if (rel === null) return null;
  return (linked ??= readReportFile(rel).then(
    (r) => {
      const data = JSON.parse(r.text) as ReportData;
      if (!data || typeof data !== "object" || !data.summary?.cards || !data.summary.seats) return { path: rel, error: { id: "editor-balance-not-report" } };
      return { path: rel, data };
    },
    (e: unknown) => ({ path: rel, error: saidOf(e) }),
  ));
}

/** what the report says of one entity: a card's impact, a hero's or witcher's win rate, or nothing */
export type Balance = { kind: "card"; impact: CardImpact } | { kind: "seat"; seat: SeatSummary } | { kind: "unseen" };

export function balanceOf(data: ReportData, id: string): Balance {
  const card = data.summary.cards[id];
  if (card) return { kind: "card", impact: card };
  const seat = data.summary.seats[id];
  if (seat) return { kind: "seat", seat };
  return { kind: "unseen" };
}
