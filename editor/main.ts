// The editor's entry point: the games' words handed to the page's state, then the page. The whole games, rules
// included, come when a panel that plays first opens (state/games.ts).
import { gameWords } from "../games/words.ts";
import { store } from "./state/store.ts";
import "./components/app.ts";

store.words = gameWords;
