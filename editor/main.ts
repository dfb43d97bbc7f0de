// The editor's entry point: the registry of games handed to the page's state, then the page.
import { games } from "../games/registry.ts";
import { store } from "./state/store.ts";
import "./components/app.ts";

store.games = games;
