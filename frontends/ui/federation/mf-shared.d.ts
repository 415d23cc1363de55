export declare const SHARED_SINGLETONS: readonly string[];
export declare function createSharedMap(
  dependencies: Record<string, string>,
): Record<string, { singleton: true; requiredVersion: string | false }>;
