export declare const E2E_PORT: number;
export declare const E2E_BASE_URL: string;
export declare const E2E_DATABASE_NAME: string;
export declare const E2E_ADMIN_DATABASE_URL: string;
export declare const E2E_DATABASE_URL: string;
export declare const E2E_REDIS_URL: string;
export declare const E2E_MANIFEST_PATH: string;
export declare const REMOTE_NAMES: readonly ['feed', 'chat', 'billing', 'admin'];
export declare function defaultManifest(): { remotes: Record<string, string> };
