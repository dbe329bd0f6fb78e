import type { Linter } from 'eslint';

export declare const boundaryElements: { type: string; pattern: string; capture?: string[] }[];
export declare const boundaryConfig: Linter.Config;
export declare function cycleConfig(project: string[]): Linter.Config;
export declare const domainConfig: Linter.Config;
export declare const testConfigs: Linter.Config[];
