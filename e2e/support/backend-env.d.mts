export declare function backendEnv(): NodeJS.ProcessEnv;
