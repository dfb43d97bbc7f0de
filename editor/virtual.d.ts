/// <reference types="vite/client" />
declare module "virtual:grim-monarch" {
  const spec: import("./server/monarch-plugin.ts").MonarchSpec;
  export default spec;
}
