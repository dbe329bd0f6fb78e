import type { Linter } from 'eslint';

export declare const boundaryElements: { type: string; pattern: string; capture?: string[] }[];
export declare const boundaryConfig: Linter.Config;
