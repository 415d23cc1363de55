import type { GenerateSWOptions } from 'workbox-build';

export declare function serviceWorkerConfig(options: { shellDist: string }): GenerateSWOptions;
