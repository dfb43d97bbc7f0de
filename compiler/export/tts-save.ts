// The objects of a Tabletop Simulator save file that the export writes, as
// TTS reads them from a saved object (Saves/Saved Objects/<name>.json): a
// custom deck (DeckCustom, its cards in ContainedObjects and their ids in
// DeckIDs), a lone card, a custom tile (a token or a player's sheet) and a
// bag of tiles. The fields are those of the saves TTS writes itself; GUIDs
// are made from what an object is, so the same content gives the same file.

import { createHash } from "node:crypto";

export interface Transform {
  posX: number;
  posY: number;
  posZ: number;
  rotX: number;
  rotY: number;
  rotZ: number;
  scaleX: number;
  scaleY: number;
  scaleZ: number;
}

export interface DeckSheet {
  FaceURL: string;
  BackURL: string;
  NumWidth: number;
  NumHeight: number;
  BackIsHidden: boolean;
  UniqueBack: boolean;
  /** 0: a rectangle with rounded corners */
  Type: number;
}

interface Common {
  GUID: string;
  Transform: Transform;
  Nickname: string;
  Description: string;
  Locked: boolean;
  Grid: boolean;
  Snap: boolean;
  Autoraise: boolean;
  Sticky: boolean;
  Tooltip: boolean;
}

export interface CardState extends Common {
  Name: "Card";
  CardID: number;
  SidewaysCard: boolean;
  HideWhenFaceDown: boolean;
  Hands: boolean;
  CustomDeck: Record<string, DeckSheet>;
}

export interface DeckState extends Common {
  Name: "DeckCustom";
  SidewaysCard: boolean;
  HideWhenFaceDown: boolean;
  Hands: boolean;
  DeckIDs: number[];
  CustomDeck: Record<string, DeckSheet>;
  ContainedObjects: CardState[];
}

export interface TileState extends Common {
  Name: "Custom_Tile";
  CustomImage: {
    ImageURL: string;
    ImageSecondaryURL: string;
    ImageScalar: number;
    WidthScale: number;
    /** Type 0: a box, 2: a circle */
    CustomTile: { Type: number; Thickness: number; Stackable: boolean; Stretch: boolean };
  };
}

export interface BagState extends Common {
  Name: "Bag";
  ContainedObjects: TileState[];
}

export type ObjectState = CardState | DeckState | TileState | BagState;

export interface SavedObject {
  SaveName: string;
  Date: string;
  VersionNumber: string;
  GameMode: string;
  GameType: string;
  GameComplexity: string;
  Tags: string[];
  Gravity: number;
  PlayArea: number;
  Table: string;
  Sky: string;
  Note: string;
  TabStates: Record<string, never>;
  LuaScript: string;
  LuaScriptState: string;
  XmlUI: string;
  ObjectStates: ObjectState[];
}

export const TILE_BOX = 0;
export const TILE_CIRCLE = 2;

export function transform(x: number, z: number, scaleBy: number, faceDown = false): Transform {
  const scale = Math.round(scaleBy * 1000) / 1000;
  return { posX: x, posY: 1, posZ: z, rotX: 0, rotY: 180, rotZ: faceDown ? 180 : 0, scaleX: scale, scaleY: 1, scaleZ: scale };
}

/** Six hex digits from an object's identity; a clash within one save moves on to the next hash. */
export function guids(): (identity: string) => string {
  const used = new Set<string>();
  return (identity) => {
    for (let i = 0; ; i++) {
      const g = createHash("sha1").update(`${identity}#${i}`).digest("hex").slice(0, 6);
      if (!used.has(g)) {
        used.add(g);
        return g;
      }
    }
  };
}

export function common(guid: string, at: Transform, nickname: string, description: string): Common {
  return {
    GUID: guid,
    Transform: at,
    Nickname: nickname,
    Description: description,
    Locked: false,
    Grid: true,
    Snap: true,
    Autoraise: true,
    Sticky: true,
    Tooltip: true,
  };
}

export function savedObject(name: string, objects: ObjectState[]): SavedObject {
  return {
    SaveName: name,
    // no date: the same content gives the same file
    Date: "",
    VersionNumber: "",
    GameMode: name,
    GameType: "",
    GameComplexity: "",
    Tags: [],
    Gravity: 0.5,
    PlayArea: 0.5,
    Table: "",
    Sky: "",
    Note: "",
    TabStates: {},
    LuaScript: "",
    LuaScriptState: "",
    XmlUI: "",
    ObjectStates: objects,
  };
}
