// The guide's outputs are brought up to date only from a record of the same commands in the same order.
import { describe, expect, it } from "vitest";
import { recorded, updateGuide } from "./update-guide.ts";

const guide = "Check:\n\n```console\n$ npx grimoire check content\n22 files, 331 entities, 0 errors, 0 warnings\n```\n\nDone.\n";

describe("update-guide: the authoring guide's outputs from a record of its commands", () => {
  it("each command's printed output is replaced by what it printed now, the prose kept", () => {
    const runs = recorded("$ npx grimoire check content\n40 files, 796 entities, 0 errors, 0 warnings\n\n");
    expect(updateGuide(guide, runs)).toBe("Check:\n\n```console\n$ npx grimoire check content\n40 files, 796 entities, 0 errors, 0 warnings\n```\n\nDone.\n");
  });

  it("a record of other commands is refused, so no output lands under the wrong command", () => {
    expect(() => updateGuide(guide, recorded("$ npx grimoire fmt content\nformatted 1 file\n"))).toThrow(/not the next one recorded/);
    expect(() => updateGuide(guide, recorded("$ npx grimoire check content\nx\n$ npx grimoire fmt content\ny\n"))).toThrow(/not in the guide/);
  });
});
