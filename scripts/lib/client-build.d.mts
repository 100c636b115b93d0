export declare const ROOT: string;
export declare const DIST_INDEX: string;
export declare function clientBuildReason(): string | null;
export declare function buildClient(): Promise<void>;
export declare function ensureClientBuild(log?: (line: string) => void): Promise<boolean>;
