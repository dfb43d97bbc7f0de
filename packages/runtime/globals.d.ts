// The one host global the runtime uses beyond the ES library: every browser and Node since 17 have it.
declare function structuredClone<T>(value: T): T;
