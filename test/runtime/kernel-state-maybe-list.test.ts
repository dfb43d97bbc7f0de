// The kernel's state shapes for a part of the state only some games have (`maybe`) and for lists of one field
// shape (`list`): a snapshot's copy keeps an absent field absent and a null one null, copies what is there, and
// shares nothing with the state it was copied from; a state of the wrong shape is named path by path.
import { describe, expect, it } from "vitest";
import { stateSchema } from "../../runtime/kernel/state.ts";

const schema = stateSchema({
  pool: { list: "text?" },
  spells: { maybe: "texts" },
  hunt: { maybe: { shields: "int", hounds: { list: { each: { id: "text" } } } } },
});

describe("state shapes that may be missing, and lists of one shape", () => {
  it("a copy keeps an absent field absent, a null one null, and shares no list with the state", () => {
    const state = { pool: ["action.aard#1", null], hunt: null } as Parameters<typeof schema.copy>[0];
    const copy = schema.copy(state);
    expect(copy).toEqual({ pool: ["action.aard#1", null], hunt: null });
    expect("spells" in copy).toBe(false);
    copy.pool[1] = "action.igni#1";
    expect(state.pool[1]).toBeNull();
  });

  it("a field that is there is copied by its shape", () => {
    const state = { pool: [], spells: ["spell.a#1"], hunt: { shields: 3, hounds: [[{ id: "hound.1#1" }]] } };
    const copy = schema.copy(state);
    expect(copy).toEqual(state);
    copy.hunt!.hounds[0][0].id = "hound.2#1";
    copy.spells!.push("spell.b#1");
    expect(state.hunt.hounds[0][0].id).toBe("hound.1#1");
    expect(state.spells).toEqual(["spell.a#1"]);
  });

  it("what does not have the shape is named by its path", () => {
    expect(schema.problems({ pool: [3], hunt: { shields: "x", hounds: [] } })).toEqual([
      "state.pool[0]: a word or null, found number",
      "state.hunt.shields: a whole number, found string",
    ]);
  });
});
