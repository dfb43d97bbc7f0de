import "./components/app.ts";
