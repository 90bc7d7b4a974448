// Types of scripts/coarse-chunks.mjs for the tests that import it.
import type { BuildOptions, BuildResult, Plugin } from 'esbuild';

export declare const ROOM_FAMILIES: Record<string, { family: string; start?: false }>;
export declare function dynamicImports(source: string, fileName: string): { specifier: string; start: number; end: number }[];
export declare function planChunks(metafile: NonNullable<BuildResult['metafile']>, entry: string): unknown;
export declare function coarseChunks(root: string, plan: unknown): Plugin;
export declare function chunkedBuild<T extends BuildOptions>(options: T, entry: string): Promise<BuildResult<T>>;
